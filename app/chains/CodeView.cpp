#include "CodeView.h"

#include <QFontDatabase>
#include <QPainter>
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextBlock>

#include <algorithm>

namespace faultline {

// The gutter is a plain child widget the editor paints (Qt's code editor example).
class CodeGutter : public QWidget
{
public:
    explicit CodeGutter(CodeView* editor)
        : QWidget(editor)
        , m_editor(editor)
    {
        setObjectName(QStringLiteral("codeGutter"));
    }
    [[nodiscard]] QSize sizeHint() const override { return {m_editor->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* event) override { m_editor->paintGutter(event); }

private:
    CodeView* m_editor;
};

// Enough Python colouring to read a few dozen lines: keywords, builtins, strings, comments,
// numbers and decorators. Triple-quoted strings spanning lines are coloured as a state.
class PythonHighlighter : public QSyntaxHighlighter
{
public:
    explicit PythonHighlighter(QTextDocument* document)
        : QSyntaxHighlighter(document)
    {
        const QString keywords = QStringLiteral(
            "\\b(and|as|assert|async|await|break|class|continue|def|del|elif|else|except|finally|for|from|"
            "global|if|import|in|is|lambda|nonlocal|not|or|pass|raise|return|try|while|with|yield|None|True|"
            "False)\\b");
        m_rules.append({QRegularExpression(keywords), Kind::Keyword});
        m_rules.append({QRegularExpression(QStringLiteral("\\b(self|print|len|range|super|isinstance|int|float|"
                                                          "str|list|dict|tuple|set|torch)\\b")),
                        Kind::Builtin});
        m_rules.append(
            {QRegularExpression(QStringLiteral("\\b[0-9][0-9_]*(\\.[0-9_]+)?([eE][-+]?[0-9]+)?\\b")), Kind::Number});
        m_rules.append({QRegularExpression(QStringLiteral("^\\s*@[\\w.]+")), Kind::Decorator});
        m_strings = QRegularExpression(QStringLiteral("(\"([^\"\\\\]|\\\\.)*\"|'([^'\\\\]|\\\\.)*')"));
        m_comment = QRegularExpression(QStringLiteral("#[^\\n]*"));
        setDark(false);
    }

    void setDark(bool dark)
    {
        const auto format = [](QColor colour, bool bold = false, bool italic = false) {
            QTextCharFormat f;
            f.setForeground(colour);
            if (bold)
                f.setFontWeight(QFont::Bold);
            f.setFontItalic(italic);
            return f;
        };
        m_formats[static_cast<int>(Kind::Keyword)] = format(dark ? QColor(0xc792ea) : QColor(0x0033b3), true);
        m_formats[static_cast<int>(Kind::Builtin)] = format(dark ? QColor(0x82aaff) : QColor(0x000080));
        m_formats[static_cast<int>(Kind::Number)] = format(dark ? QColor(0xf78c6c) : QColor(0x1750eb));
        m_formats[static_cast<int>(Kind::Decorator)] = format(dark ? QColor(0xffcb6b) : QColor(0x9e880d));
        m_formats[static_cast<int>(Kind::String)] = format(dark ? QColor(0xc3e88d) : QColor(0x067d17));
        m_formats[static_cast<int>(Kind::Comment)] = format(dark ? QColor(0x8a8f98) : QColor(0x8c8c8c), false, true);
        rehighlight();
    }

protected:
    void highlightBlock(const QString& text) override
    {
        for (const Rule& rule : std::as_const(m_rules)) {
            auto it = rule.pattern.globalMatch(text);
            while (it.hasNext()) {
                const QRegularExpressionMatch m = it.next();
                setFormat(static_cast<int>(m.capturedStart()), static_cast<int>(m.capturedLength()),
                          m_formats[static_cast<int>(rule.kind)]);
            }
        }
        // Strings and comments last: they win over keywords inside them.
        int commentAt = -1;
        auto strings = m_strings.globalMatch(text);
        QList<QPair<int, int>> spans;
        while (strings.hasNext()) {
            const QRegularExpressionMatch m = strings.next();
            spans.append({static_cast<int>(m.capturedStart()), static_cast<int>(m.capturedLength())});
            setFormat(spans.back().first, spans.back().second, m_formats[static_cast<int>(Kind::String)]);
        }
        auto comments = m_comment.globalMatch(text);
        while (comments.hasNext()) {
            const QRegularExpressionMatch m = comments.next();
            const int at = static_cast<int>(m.capturedStart());
            const bool inString = std::any_of(spans.cbegin(), spans.cend(), [at](const QPair<int, int>& s) {
                return at > s.first && at < s.first + s.second;
            });
            if (!inString) {
                commentAt = at;
                break;
            }
        }
        if (commentAt >= 0)
            setFormat(commentAt, static_cast<int>(text.size()) - commentAt, m_formats[static_cast<int>(Kind::Comment)]);

        // Triple-quoted strings, which may span lines: block state 1 = the block ends inside one.
        const QString triple = QStringLiteral("\"\"\"");
        bool inside = previousBlockState() == 1;
        int opened = 0;
        int pos = 0;
        setCurrentBlockState(0);
        for (;;) {
            if (inside) {
                const auto end = static_cast<int>(text.indexOf(triple, pos));
                if (end < 0) {
                    setFormat(opened, static_cast<int>(text.size()) - opened,
                              m_formats[static_cast<int>(Kind::String)]);
                    setCurrentBlockState(1);
                    break;
                }
                setFormat(opened, end + 3 - opened, m_formats[static_cast<int>(Kind::String)]);
                pos = end + 3;
                inside = false;
            } else {
                const auto open = static_cast<int>(text.indexOf(triple, pos));
                if (open < 0)
                    break;
                opened = open;
                pos = open + 3;
                inside = true;
            }
        }
    }

private:
    enum class Kind : std::uint8_t { Keyword, Builtin, Number, Decorator, String, Comment, Count };
    struct Rule
    {
        QRegularExpression pattern;
        Kind kind;
    };
    QList<Rule> m_rules;
    QRegularExpression m_strings;
    QRegularExpression m_comment;
    QTextCharFormat m_formats[static_cast<int>(Kind::Count)];
};

namespace {

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

} // namespace

CodeView::CodeView(QWidget* parent)
    : QPlainTextEdit(parent)
{
    setObjectName(QStringLiteral("codeView"));
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_gutter = new CodeGutter(this);
    m_highlighter = new PythonHighlighter(document());
    m_highlighter->setDark(isDark(palette()));
    connect(this, &QPlainTextEdit::updateRequest, this, &CodeView::updateGutter);
    setViewportMargins(gutterWidth(), 0, 0, 0);
}

int CodeView::gutterWidth() const
{
    const int last = m_firstLine + std::max(0, blockCount() - 1);
    const int digits = static_cast<int>(QString::number(std::max(last, 999)).size());
    return 12 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits;
}

void CodeView::setCode(const QStringList& lines, int firstLine, int line)
{
    m_firstLine = std::max(1, firstLine);
    m_highlighted = line;
    setPlainText(lines.join(QLatin1Char('\n')));
    setViewportMargins(gutterWidth(), 0, 0, 0);
    updateHighlight();
    m_centrePending = true;
    centreHighlighted();
    m_gutter->update();
}

void CodeView::centreHighlighted()
{
    if (!m_centrePending || !isVisible() || viewport()->height() <= 0)
        return;
    m_centrePending = false;
    // A line past the end (the file changed since the capture) centres the end of the file.
    const QTextBlock block = document()->findBlockByNumber(
        std::clamp(m_highlighted - m_firstLine, 0, blockCount() - 1));
    if (block.isValid()) {
        setTextCursor(QTextCursor(block));
        centerCursor();
    }
}

void CodeView::showEvent(QShowEvent* event)
{
    QPlainTextEdit::showEvent(event);
    centreHighlighted();
}

void CodeView::clearCode()
{
    m_firstLine = 1;
    m_highlighted = 0;
    m_centrePending = false;
    clear();
    setExtraSelections({});
}

QString CodeView::lineText(int number) const
{
    const QTextBlock block = document()->findBlockByNumber(number - m_firstLine);
    return block.isValid() && number >= m_firstLine ? block.text() : QString();
}

void CodeView::updateHighlight()
{
    QList<QTextEdit::ExtraSelection> selections;
    const QTextBlock block = document()->findBlockByNumber(m_highlighted - m_firstLine);
    if (block.isValid() && m_highlighted >= m_firstLine) {
        QTextEdit::ExtraSelection selection;
        QColor colour = isDark(palette()) ? QColor(0x5c4a00) : QColor(0xfff3b0);
        selection.format.setBackground(colour);
        selection.format.setProperty(QTextFormat::FullWidthSelection, true);
        selection.cursor = QTextCursor(block);
        selection.cursor.clearSelection();
        selections.append(selection);
    }
    setExtraSelections(selections);
}

void CodeView::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect r = contentsRect();
    m_gutter->setGeometry(QRect(r.left(), r.top(), gutterWidth(), r.height()));
    centreHighlighted();
}

void CodeView::changeEvent(QEvent* event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        m_highlighter->setDark(isDark(palette()));
        updateHighlight();
    } else if (event->type() == QEvent::FontChange) {
        setViewportMargins(gutterWidth(), 0, 0, 0);
    }
}

void CodeView::updateGutter(const QRect& rect, int dy)
{
    if (dy != 0)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

void CodeView::paintGutter(QPaintEvent* event)
{
    QPainter p(m_gutter);
    const QPalette& pal = palette();
    p.fillRect(event->rect(), pal.color(QPalette::Window));
    QColor muted = pal.color(QPalette::Text);
    muted.setAlpha(130);
    QFont bold = font();
    bold.setBold(true);
    QTextBlock block = firstVisibleBlock();
    int number = block.blockNumber();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    int bottom = top + qRound(blockBoundingRect(block).height());
    const int width = m_gutter->width() - 6;
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && bottom >= event->rect().top()) {
            const int fileLine = m_firstLine + number;
            const bool current = fileLine == m_highlighted;
            if (current) {
                p.fillRect(0, top, m_gutter->width(), bottom - top, isDark(pal) ? QColor(0x5c4a00) : QColor(0xfff3b0));
                p.setFont(bold);
                p.setPen(pal.color(QPalette::Text));
            } else {
                p.setFont(font());
                p.setPen(muted);
            }
            p.drawText(0, top, width, fontMetrics().height(), Qt::AlignRight, QString::number(fileLine));
        }
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
        ++number;
    }
}

} // namespace faultline
