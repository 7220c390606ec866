#include "SqlText.h"

#include <QRegularExpression>

namespace faultline::sql {

QList<StatementSpan> splitStatements(const QString& text)
{
    QList<StatementSpan> spans;
    const qsizetype n = text.size();
    qsizetype start = 0;
    auto push = [&](qsizetype from, qsizetype to) {
        while (from < to && text.at(from).isSpace())
            ++from;
        while (to > from && text.at(to - 1).isSpace())
            --to;
        if (to > from)
            spans.append({from, to});
    };
    qsizetype i = 0;
    while (i < n) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\'') || c == QLatin1Char('"') || c == QLatin1Char('`')) {
            // Quotes are escaped by doubling them, in SQL strings and identifiers alike.
            ++i;
            while (i < n) {
                if (text.at(i) == c) {
                    if (i + 1 < n && text.at(i + 1) == c) {
                        i += 2;
                        continue;
                    }
                    break;
                }
                ++i;
            }
            ++i;
        } else if (c == QLatin1Char('[')) {
            while (i < n && text.at(i) != QLatin1Char(']'))
                ++i;
            ++i;
        } else if (c == QLatin1Char('-') && i + 1 < n && text.at(i + 1) == QLatin1Char('-')) {
            while (i < n && text.at(i) != QLatin1Char('\n'))
                ++i;
        } else if (c == QLatin1Char('/') && i + 1 < n && text.at(i + 1) == QLatin1Char('*')) {
            i += 2;
            while (i + 1 < n && !(text.at(i) == QLatin1Char('*') && text.at(i + 1) == QLatin1Char('/')))
                ++i;
            i += 2;
        } else if (c == QLatin1Char(';')) {
            push(start, i);
            start = ++i;
        } else {
            ++i;
        }
    }
    push(start, std::min(i, n));
    return spans;
}

StatementSpan statementAt(const QString& text, qsizetype cursor)
{
    const QList<StatementSpan> spans = splitStatements(text);
    for (const StatementSpan& s : spans) {
        if (cursor >= s.begin && cursor <= s.end)
            return s;
    }
    // After a statement's end but before the next one starts: the cursor is "on" the previous
    // statement when only whitespace and its semicolon separate them on the same line.
    for (qsizetype k = spans.size() - 1; k >= 0; --k) {
        const StatementSpan& s = spans.at(k);
        if (s.end <= cursor) {
            const QString between = text.mid(s.end, cursor - s.end);
            if (!between.contains(QLatin1Char('\n')))
                return s;
            break;
        }
    }
    return {};
}

bool isWrappableQuery(const QString& statement)
{
    static const QRegularExpression leading(QStringLiteral("^(\\s|--[^\\n]*\\n|/\\*.*?\\*/)*(\\w+)"),
                                            QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch m = leading.match(statement);
    if (!m.hasMatch())
        return false;
    const QString word = m.captured(2).toUpper();
    return word == QLatin1String("SELECT") || word == QLatin1String("WITH") || word == QLatin1String("VALUES");
}

QString trimStatement(const QString& statement)
{
    QString s = statement;
    while (!s.isEmpty() && (s.back().isSpace() || s.back() == QLatin1Char(';')))
        s.chop(1);
    return s;
}

const QStringList& sqlKeywords()
{
    static const QStringList words = {
        QStringLiteral("SELECT"),   QStringLiteral("FROM"),      QStringLiteral("WHERE"),
        QStringLiteral("GROUP"),    QStringLiteral("BY"),        QStringLiteral("ORDER"),
        QStringLiteral("HAVING"),   QStringLiteral("LIMIT"),     QStringLiteral("OFFSET"),
        QStringLiteral("JOIN"),     QStringLiteral("LEFT"),      QStringLiteral("INNER"),
        QStringLiteral("OUTER"),    QStringLiteral("CROSS"),     QStringLiteral("ON"),
        QStringLiteral("USING"),    QStringLiteral("AS"),        QStringLiteral("AND"),
        QStringLiteral("OR"),       QStringLiteral("NOT"),       QStringLiteral("IN"),
        QStringLiteral("IS"),       QStringLiteral("NULL"),      QStringLiteral("LIKE"),
        QStringLiteral("GLOB"),     QStringLiteral("BETWEEN"),   QStringLiteral("CASE"),
        QStringLiteral("WHEN"),     QStringLiteral("THEN"),      QStringLiteral("ELSE"),
        QStringLiteral("END"),      QStringLiteral("DISTINCT"),  QStringLiteral("UNION"),
        QStringLiteral("ALL"),      QStringLiteral("EXCEPT"),    QStringLiteral("INTERSECT"),
        QStringLiteral("WITH"),     QStringLiteral("RECURSIVE"), QStringLiteral("VALUES"),
        QStringLiteral("ASC"),      QStringLiteral("DESC"),      QStringLiteral("COUNT"),
        QStringLiteral("SUM"),      QStringLiteral("AVG"),       QStringLiteral("MIN"),
        QStringLiteral("MAX"),      QStringLiteral("TOTAL"),     QStringLiteral("ROUND"),
        QStringLiteral("COALESCE"), QStringLiteral("IFNULL"),    QStringLiteral("CAST"),
        QStringLiteral("INTEGER"),  QStringLiteral("REAL"),      QStringLiteral("TEXT"),
        QStringLiteral("OVER"),     QStringLiteral("PARTITION"), QStringLiteral("ROW_NUMBER"),
        QStringLiteral("EXISTS"),   QStringLiteral("PRAGMA"),    QStringLiteral("EXPLAIN"),
        QStringLiteral("QUERY"),    QStringLiteral("PLAN"),      QStringLiteral("json_extract"),
        QStringLiteral("printf"),
    };
    return words;
}

} // namespace faultline::sql
