#include "SqlHighlighter.h"

#include "SqlText.h"

#include <QPalette>

namespace faultline {

namespace {

// Block states: what the next line starts inside.
enum State : int { Normal = 0, InComment = 1, InString = 2, InQuoted = 3 };

bool isIdentifierStart(QChar c)
{
    return c.isLetter() || c == QLatin1Char('_');
}

bool isIdentifierPart(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('$');
}

// End of the quoted text that starts at `from` (just after the opening quote): the index after
// the closing quote, or -1 when the line ends first. A doubled quote is an escaped one.
qsizetype closingQuote(const QString& text, qsizetype from, QChar quote)
{
    for (qsizetype j = from; j < text.size(); ++j) {
        if (text.at(j) != quote)
            continue;
        if (j + 1 < text.size() && text.at(j + 1) == quote) {
            ++j;
            continue;
        }
        return j + 1;
    }
    return -1;
}

qsizetype numberEnd(const QString& text, qsizetype i)
{
    const qsizetype n = text.size();
    if (text.at(i) == QLatin1Char('0') && i + 1 < n && text.at(i + 1).toLower() == QLatin1Char('x')) {
        i += 2;
        while (i < n && (text.at(i).isDigit() || QStringLiteral("abcdefABCDEF").contains(text.at(i))))
            ++i;
        return i;
    }
    while (i < n && text.at(i).isDigit())
        ++i;
    if (i < n && text.at(i) == QLatin1Char('.')) {
        ++i;
        while (i < n && text.at(i).isDigit())
            ++i;
    }
    if (i < n && text.at(i).toLower() == QLatin1Char('e')) {
        qsizetype j = i + 1;
        if (j < n && (text.at(j) == QLatin1Char('+') || text.at(j) == QLatin1Char('-')))
            ++j;
        if (j < n && text.at(j).isDigit()) {
            i = j;
            while (i < n && text.at(i).isDigit())
                ++i;
        }
    }
    return i;
}

} // namespace

SqlHighlighter::SqlHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document)
{
    for (const QString& word : sql::sqlKeywords())
        m_keywords.insert(word.toUpper());
    setPalette(QPalette());
}

void SqlHighlighter::setPalette(const QPalette& palette)
{
    m_dark = palette.color(QPalette::Base).lightness() < 128;
    // The light and dark variants of a familiar editor scheme: each reads on its own background.
    struct Colours
    {
        QColor keyword, string, number, comment, quoted;
    };
    const Colours c = m_dark ? Colours{QColor(0x56, 0x9C, 0xD6), QColor(0xCE, 0x91, 0x78), QColor(0xB5, 0xCE, 0xA8),
                                       QColor(0x6A, 0x99, 0x55), QColor(0x9C, 0xDC, 0xFE)}
                             : Colours{QColor(0x00, 0x00, 0xC8), QColor(0xA3, 0x15, 0x15), QColor(0x09, 0x86, 0x58),
                                       QColor(0x5F, 0x7F, 0x5F), QColor(0x00, 0x66, 0x99)};
    auto make = [](const QColor& colour, bool bold, bool italic) {
        QTextCharFormat f;
        f.setForeground(colour);
        if (bold)
            f.setFontWeight(QFont::DemiBold);
        f.setFontItalic(italic);
        return f;
    };
    m_formats[static_cast<std::size_t>(Token::Keyword)] = make(c.keyword, true, false);
    m_formats[static_cast<std::size_t>(Token::String)] = make(c.string, false, false);
    m_formats[static_cast<std::size_t>(Token::Number)] = make(c.number, false, false);
    m_formats[static_cast<std::size_t>(Token::Comment)] = make(c.comment, false, true);
    m_formats[static_cast<std::size_t>(Token::QuotedIdentifier)] = make(c.quoted, false, false);
    rehighlight();
}

QTextCharFormat SqlHighlighter::tokenFormat(Token token) const
{
    return m_formats[static_cast<std::size_t>(token)];
}

void SqlHighlighter::highlightBlock(const QString& text)
{
    const auto fmt = [this](Token t) -> const QTextCharFormat& { return m_formats[static_cast<std::size_t>(t)]; };
    int state = std::max(previousBlockState(), 0);
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        if (state == InComment) {
            const qsizetype end = text.indexOf(QLatin1String("*/"), i);
            const qsizetype stop = end < 0 ? n : end + 2;
            setFormat(static_cast<int>(i), static_cast<int>(stop - i), fmt(Token::Comment));
            i = stop;
            if (end >= 0)
                state = Normal;
            continue;
        }
        if (state == InString || state == InQuoted) {
            const QChar quote = state == InString ? QLatin1Char('\'') : QLatin1Char('"');
            const qsizetype end = closingQuote(text, i, quote);
            const qsizetype stop = end < 0 ? n : end;
            setFormat(static_cast<int>(i), static_cast<int>(stop - i),
                      fmt(state == InString ? Token::String : Token::QuotedIdentifier));
            i = stop;
            if (end >= 0)
                state = Normal;
            continue;
        }
        const QChar c = text.at(i);
        const QChar next = i + 1 < n ? text.at(i + 1) : QChar();
        if (c == QLatin1Char('-') && next == QLatin1Char('-')) {
            setFormat(static_cast<int>(i), static_cast<int>(n - i), fmt(Token::Comment));
            break;
        }
        if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
            setFormat(static_cast<int>(i), 2, fmt(Token::Comment));
            i += 2;
            state = InComment;
            continue;
        }
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            const bool string = c == QLatin1Char('\'');
            setFormat(static_cast<int>(i), 1, fmt(string ? Token::String : Token::QuotedIdentifier));
            ++i;
            state = string ? InString : InQuoted;
            continue;
        }
        if (c.isDigit() || (c == QLatin1Char('.') && next.isDigit())) {
            const qsizetype end = numberEnd(text, i);
            setFormat(static_cast<int>(i), static_cast<int>(end - i), fmt(Token::Number));
            i = std::max(end, i + 1);
            continue;
        }
        if (isIdentifierStart(c)) {
            qsizetype end = i + 1;
            while (end < n && isIdentifierPart(text.at(end)))
                ++end;
            if (m_keywords.contains(text.mid(i, end - i).toUpper()))
                setFormat(static_cast<int>(i), static_cast<int>(end - i), fmt(Token::Keyword));
            i = end;
            continue;
        }
        ++i;
    }
    setCurrentBlockState(state);
}

} // namespace faultline
