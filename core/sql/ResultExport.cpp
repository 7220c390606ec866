#include "ResultExport.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QMetaType>

#include <cmath>

namespace faultline::sql {

namespace {

QString plain(const QVariant& v)
{
    if (v.isNull())
        return {};
    if (v.typeId() == QMetaType::QByteArray)
        return QStringLiteral("x'%1'").arg(QString::fromLatin1(v.toByteArray().toHex()));
    if (v.typeId() == QMetaType::Double)
        return QString::number(v.toDouble(), 'g', 17);
    return v.toString();
}

QString csvField(const QString& s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n'))
        && !s.contains(QLatin1Char('\r')))
        return s;
    QString q = s;
    q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString tsvField(const QString& s)
{
    QString out;
    out.reserve(s.size());
    for (const QChar c : s) {
        if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\\\");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\r'))
            out += QStringLiteral("\\r");
        else
            out += c;
    }
    return out;
}

QString markdownField(const QString& s)
{
    QString q = s;
    q.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    q.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    q.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    return q;
}

QString jsonValue(const QVariant& v)
{
    if (v.isNull())
        return QStringLiteral("null");
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::ULongLong: return v.toString(); // exact, even beyond 2^53
    case QMetaType::Double: {
        const double d = v.toDouble();
        return std::isfinite(d) ? QString::number(d, 'g', 17) : QStringLiteral("null");
    }
    default: break;
    }
    // Strings (and blobs as x'..' text) through QJsonDocument for correct escaping.
    const QByteArray doc = QJsonDocument(QJsonArray{plain(v)}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(doc.mid(1, doc.size() - 2));
}

} // namespace

ResultWriter::ResultWriter(QIODevice* out, ExportFormat format, QStringList columns)
    : m_out(out)
    , m_format(format)
    , m_columns(std::move(columns))
{
    switch (m_format) {
    case ExportFormat::Csv: {
        QStringList f;
        for (const QString& c : std::as_const(m_columns))
            f.append(csvField(c));
        write(f.join(QLatin1Char(',')) + QStringLiteral("\r\n"));
        break;
    }
    case ExportFormat::Tsv: {
        QStringList f;
        for (const QString& c : std::as_const(m_columns))
            f.append(tsvField(c));
        write(f.join(QLatin1Char('\t')) + QLatin1Char('\n'));
        break;
    }
    case ExportFormat::Json: write(QStringLiteral("[")); break;
    case ExportFormat::Markdown: {
        QStringList f;
        for (const QString& c : std::as_const(m_columns))
            f.append(markdownField(c));
        write(QStringLiteral("| ") + f.join(QStringLiteral(" | ")) + QStringLiteral(" |\n|")
              + QStringLiteral(" --- |").repeated(m_columns.size()) + QLatin1Char('\n'));
        break;
    }
    }
}

void ResultWriter::write(const QString& text)
{
    m_out->write(text.toUtf8());
}

void ResultWriter::writeRow(const QVariantList& row)
{
    QStringList f;
    switch (m_format) {
    case ExportFormat::Csv:
        for (const QVariant& v : row)
            f.append(csvField(plain(v)));
        write(f.join(QLatin1Char(',')) + QStringLiteral("\r\n"));
        break;
    case ExportFormat::Tsv:
        for (const QVariant& v : row)
            f.append(tsvField(plain(v)));
        write(f.join(QLatin1Char('\t')) + QLatin1Char('\n'));
        break;
    case ExportFormat::Json: {
        QString o = m_rows == 0 ? QStringLiteral("\n{") : QStringLiteral(",\n{");
        for (int c = 0; c < row.size() && c < m_columns.size(); ++c) {
            if (c > 0)
                o += QLatin1Char(',');
            o += jsonValue(QVariant(m_columns.at(c))) + QLatin1Char(':') + jsonValue(row.at(c));
        }
        write(o + QLatin1Char('}'));
        break;
    }
    case ExportFormat::Markdown:
        for (const QVariant& v : row)
            f.append(markdownField(plain(v)));
        write(QStringLiteral("| ") + f.join(QStringLiteral(" | ")) + QStringLiteral(" |\n"));
        break;
    }
    ++m_rows;
}

void ResultWriter::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_format == ExportFormat::Json)
        write(m_rows == 0 ? QStringLiteral("]\n") : QStringLiteral("\n]\n"));
}

QString ResultWriter::toText(ExportFormat format, const QStringList& columns, const QList<QVariantList>& rows)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    ResultWriter w(&buffer, format, columns);
    for (const QVariantList& r : rows)
        w.writeRow(r);
    w.finish();
    return QString::fromUtf8(bytes);
}

QString ResultWriter::extension(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv: return QStringLiteral("csv");
    case ExportFormat::Tsv: return QStringLiteral("tsv");
    case ExportFormat::Json: return QStringLiteral("json");
    case ExportFormat::Markdown: return QStringLiteral("md");
    }
    return QStringLiteral("txt");
}

QList<QStringList> parseDelimited(const QString& text, ExportFormat format)
{
    QList<QStringList> rows;
    if (format == ExportFormat::Tsv) {
        for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            QStringList fields;
            for (const QString& raw : line.split(QLatin1Char('\t'))) {
                QString f;
                for (qsizetype i = 0; i < raw.size(); ++i) {
                    if (raw.at(i) == QLatin1Char('\\') && i + 1 < raw.size()) {
                        const QChar n = raw.at(++i);
                        f += n == QLatin1Char('t')  ? QLatin1Char('\t')
                            : n == QLatin1Char('n') ? QLatin1Char('\n')
                            : n == QLatin1Char('r') ? QLatin1Char('\r')
                                                    : n;
                    } else {
                        f += raw.at(i);
                    }
                }
                fields.append(f);
            }
            rows.append(fields);
        }
        return rows;
    }
    // CSV, RFC 4180.
    QStringList fields;
    QString field;
    bool quoted = false;
    bool any = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            quoted = true;
            any = true;
        } else if (c == QLatin1Char(',')) {
            fields.append(field);
            field.clear();
            any = true;
        } else if (c == QLatin1Char('\r')) {
            continue;
        } else if (c == QLatin1Char('\n')) {
            fields.append(field);
            rows.append(fields);
            fields.clear();
            field.clear();
            any = false;
        } else {
            field += c;
            any = true;
        }
    }
    if (any || !field.isEmpty()) {
        fields.append(field);
        rows.append(fields);
    }
    return rows;
}

} // namespace faultline::sql
