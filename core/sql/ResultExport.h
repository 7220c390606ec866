#pragma once

#include "QueryEngine.h"

#include <QIODevice>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace faultline::sql {

// Streams a result to CSV (RFC 4180), TSV (tabs, newlines and backslashes escaped as \t \n \\),
// JSON (an array of objects; integers stay exact) or Markdown (a pipe table). Rows are written
// as they come, so an export never holds the result in memory.
class ResultWriter
{
public:
    ResultWriter(QIODevice* out, ExportFormat format, QStringList columns);
    void writeRow(const QVariantList& row);
    void finish();

    // The text of a few rows at once (copying a selection).
    [[nodiscard]] static QString toText(ExportFormat format, const QStringList& columns,
                                        const QList<QVariantList>& rows);
    [[nodiscard]] static QString extension(ExportFormat format); // "csv", "tsv", "json", "md"

private:
    void write(const QString& text);

    QIODevice* m_out;
    ExportFormat m_format;
    QStringList m_columns;
    qint64 m_rows = 0;
    bool m_finished = false;
};

// Parses what ResultWriter wrote in CSV or TSV (for tests and for pasting back).
[[nodiscard]] QList<QStringList> parseDelimited(const QString& text, ExportFormat format);

} // namespace faultline::sql
