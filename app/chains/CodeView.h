#pragma once

#include <QPlainTextEdit>
#include <QStringList>

namespace faultline {

class CodeGutter;
class PythonHighlighter;

// Read-only source text with line numbers in a gutter, one line highlighted, monospace, Python
// keywords, strings and comments coloured.
class CodeView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit CodeView(QWidget* parent = nullptr);

    // Shows `lines`, numbered from `firstLine`, highlights `line` and centres it.
    void setCode(const QStringList& lines, int firstLine, int line);
    void clearCode();

    [[nodiscard]] int firstLineNumber() const { return m_firstLine; }
    [[nodiscard]] int highlightedLine() const { return m_highlighted; }
    // Text of line `number` (file numbering), empty when not shown.
    [[nodiscard]] QString lineText(int number) const;
    [[nodiscard]] int gutterWidth() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    friend class CodeGutter;
    void paintGutter(QPaintEvent* event);
    void updateGutter(const QRect& rect, int dy);
    void updateHighlight();
    // Centres the highlighted line once the view has its size (it may be set while hidden).
    void centreHighlighted();

    QWidget* m_gutter = nullptr;
    PythonHighlighter* m_highlighter = nullptr;
    int m_firstLine = 1;
    int m_highlighted = 0;
    bool m_centrePending = false;
};

} // namespace faultline
