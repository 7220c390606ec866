#pragma once

#include <QString>
#include <QStringList>

namespace faultline::sql {

// A statement inside an editor's text: [begin, end) in characters.
struct StatementSpan
{
    qsizetype begin = 0;
    qsizetype end = 0;
    [[nodiscard]] bool isEmpty() const { return end <= begin; }
};

// Statements of `text`, split at semicolons that are outside strings, quoted identifiers and
// comments. Spans exclude the semicolon and surrounding whitespace; blank statements are left out.
[[nodiscard]] QList<StatementSpan> splitStatements(const QString& text);

// The statement the cursor is in (or just after, on its line's end); empty when the cursor is
// in blank space between statements.
[[nodiscard]] StatementSpan statementAt(const QString& text, qsizetype cursor);

// Whether the statement produces rows that can be wrapped as a subquery
// (SELECT ..., WITH ..., VALUES ...) for paging, counting and sorting.
[[nodiscard]] bool isWrappableQuery(const QString& statement);

// The statement without trailing semicolons and whitespace (comments kept).
[[nodiscard]] QString trimStatement(const QString& statement);

// SQL keywords for completion and highlighting (upper case).
[[nodiscard]] const QStringList& sqlKeywords();

} // namespace faultline::sql
