#pragma once

#include <QSet>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

#include <array>

class QPalette;

namespace faultline {

// Colours SQL: keywords, strings, numbers, comments and quoted identifiers. Block comments and
// strings may span lines (the block state carries them). Colours follow the editor's palette,
// light or dark.
class SqlHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    enum class Token : quint8 { Keyword, String, Number, Comment, QuotedIdentifier, Count };

    explicit SqlHighlighter(QTextDocument* document);

    // Picks colours that read on `palette`'s base colour and highlights again.
    void setPalette(const QPalette& palette);
    [[nodiscard]] bool isDark() const { return m_dark; }
    [[nodiscard]] QTextCharFormat tokenFormat(Token token) const;

protected:
    void highlightBlock(const QString& text) override;

private:
    std::array<QTextCharFormat, static_cast<std::size_t>(Token::Count)> m_formats;
    QSet<QString> m_keywords; // upper case
    bool m_dark = false;
};

} // namespace faultline
