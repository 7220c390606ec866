#include "SqlEditor.h"

#include "SqlHighlighter.h"
#include "SqlText.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStringListModel>
#include <QTextBlock>

#include <algorithm>

namespace faultline {

namespace {

constexpr int kMinimumPrefix = 2;

bool isIdentifierChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

QStringList sortedUnique(QStringList words)
{
    std::sort(words.begin(), words.end(),
              [](const QString& a, const QString& b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    words.erase(std::unique(words.begin(), words.end()), words.end());
    return words;
}

} // namespace

SqlEditor::SqlEditor(QWidget* parent)
    : QPlainTextEdit(parent)
    , m_highlighter(new SqlHighlighter(document()))
    , m_completer(new QCompleter(this))
    , m_model(new QStringListModel(this))
{
    setObjectName(QStringLiteral("sqlEditor"));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 4);
    setPlaceholderText(tr("SELECT … FROM events — Ctrl+Enter runs the statement under the cursor"));
    m_highlighter->setPalette(palette());

    m_completer->setModel(m_model);
    m_completer->setWidget(this);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setModelSorting(QCompleter::CaseInsensitivelySortedModel);
    m_completer->setWrapAround(false);
    m_completer->popup()->setObjectName(QStringLiteral("sqlCompletionPopup"));
    connect(m_completer, qOverload<const QString&>(&QCompleter::activated), this, &SqlEditor::insertCompletion);
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (m_errorPosition >= 0)
            clearErrorMark();
    });
    setCompletion({}, {});
}

void SqlEditor::setCompletion(const QStringList& words, const QHash<QString, QStringList>& columnsByTable)
{
    QStringList all = words;
    all += sql::sqlKeywords();
    m_words = sortedUnique(all);
    m_columns.clear();
    for (auto it = columnsByTable.begin(); it != columnsByTable.end(); ++it)
        m_columns.insert(it.key().toLower(), sortedUnique(it.value()));
    m_model->setStringList(m_words);
}

QString SqlEditor::prefixAtCursor() const
{
    const QTextCursor cursor = textCursor();
    const QString line = cursor.block().text();
    qsizetype end = cursor.positionInBlock();
    qsizetype begin = end;
    while (begin > 0 && isIdentifierChar(line.at(begin - 1)))
        --begin;
    return line.mid(begin, end - begin);
}

QString SqlEditor::tableOfAlias(const QString& alias) const
{
    // "FROM events e", "JOIN stack_traces AS s": the alias names the table in this statement.
    static const QRegularExpression fromClause(
        QStringLiteral("\\b(?:FROM|JOIN)\\s+([A-Za-z_]\\w*)(?:\\s+(?:AS\\s+)?(?!(?:JOIN|LEFT|RIGHT|FULL|INNER|CROSS|"
                       "OUTER|NATURAL|ON|USING|WHERE|GROUP|ORDER|LIMIT|HAVING|WINDOW|UNION|EXCEPT|INTERSECT)\\b)"
                       "([A-Za-z_]\\w*))?"),
        QRegularExpression::CaseInsensitiveOption);
    const QString text = toPlainText();
    const sql::StatementSpan span = sql::statementAt(text, textCursor().position());
    const QString statement = span.isEmpty() ? text : text.mid(span.begin, span.end - span.begin);
    for (auto it = fromClause.globalMatch(statement); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (match.captured(2).compare(alias, Qt::CaseInsensitive) == 0)
            return match.captured(1).toLower();
    }
    return {};
}

QStringList SqlEditor::candidatesFor(const QString& prefix) const
{
    const QTextCursor cursor = textCursor();
    const QString line = cursor.block().text();
    qsizetype dot = cursor.positionInBlock() - prefix.size() - 1;
    if (dot >= 0 && line.at(dot) == QLatin1Char('.')) {
        qsizetype begin = dot;
        while (begin > 0 && isIdentifierChar(line.at(begin - 1)))
            --begin;
        const QString name = line.mid(begin, dot - begin);
        auto it = m_columns.find(name.toLower());
        if (it == m_columns.end())
            it = m_columns.find(tableOfAlias(name));
        if (it != m_columns.end())
            return it.value();
    }
    return m_words;
}

void SqlEditor::showPopup(const QString& prefix, bool forced)
{
    const QStringList candidates = candidatesFor(prefix);
    if (m_model->stringList() != candidates)
        m_model->setStringList(candidates);
    m_completer->setCompletionPrefix(prefix);
    QAbstractItemView* popup = m_completer->popup();
    const int count = m_completer->completionCount();
    // Nothing to offer, or only what is typed already.
    if (count == 0
        || (!forced && count == 1 && m_completer->currentCompletion().compare(prefix, Qt::CaseInsensitive) == 0)) {
        popup->hide();
        return;
    }
    popup->setCurrentIndex(m_completer->completionModel()->index(0, 0));
    QRect rect = cursorRect();
    rect.setWidth(popup->sizeHintForColumn(0) + popup->verticalScrollBar()->sizeHint().width() + 8);
    m_completer->complete(rect);
}

void SqlEditor::complete()
{
    showPopup(prefixAtCursor(), true);
}

void SqlEditor::insertCompletion(const QString& word)
{
    if (m_completer->widget() != this)
        return;
    QTextCursor cursor = textCursor();
    const qsizetype typed = m_completer->completionPrefix().size();
    cursor.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, static_cast<int>(typed));
    cursor.insertText(word);
    setTextCursor(cursor);
}

QString SqlEditor::statementToRun(qsizetype* begin, int* statements) const
{
    const QTextCursor cursor = textCursor();
    QString text;
    qsizetype offset = 0;
    if (cursor.hasSelection()) {
        text = cursor.selectedText();
        // QTextCursor separates paragraphs with U+2029, not newlines.
        text.replace(QChar::ParagraphSeparator, QLatin1Char('\n')).replace(QChar::LineSeparator, QLatin1Char('\n'));
        offset = cursor.selectionStart();
        const QList<sql::StatementSpan> spans = sql::splitStatements(text);
        if (statements)
            *statements = static_cast<int>(spans.size());
        if (spans.size() > 1) {
            offset += spans.last().begin;
            text = text.mid(spans.last().begin, spans.last().end - spans.last().begin);
        }
    } else {
        const QString all = toPlainText();
        const sql::StatementSpan span = sql::statementAt(all, cursor.position());
        text = span.isEmpty() ? QString() : all.mid(span.begin, span.end - span.begin);
        offset = span.begin;
        if (statements)
            *statements = span.isEmpty() ? 0 : 1;
    }
    if (begin)
        *begin = offset;
    return text;
}

void SqlEditor::markError(qsizetype position)
{
    const int length = document()->characterCount() - 1;
    if (length <= 0)
        return;
    position = std::clamp<qsizetype>(position, 0, length);
    QTextCursor mark(document());
    mark.setPosition(static_cast<int>(position));
    const QString line = mark.block().text();
    const qsizetype inBlock = mark.positionInBlock();
    // The word SQLite points at, else one character (the one before, at the end of a line).
    qsizetype end = inBlock;
    while (end < line.size() && isIdentifierChar(line.at(end)))
        ++end;
    if (end == inBlock) {
        if (inBlock < line.size())
            end = inBlock + 1;
        else if (inBlock > 0)
            mark.movePosition(QTextCursor::Left);
    }
    const qsizetype markLength = std::max<qsizetype>(1, end - inBlock);
    mark.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor, static_cast<int>(markLength));
    QTextEdit::ExtraSelection selection;
    selection.cursor = mark;
    const QColor red = m_highlighter->isDark() ? QColor(0xFF, 0x6B, 0x6B) : QColor(0xD3, 0x2F, 0x2F);
    selection.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    selection.format.setUnderlineColor(red);
    QColor background = red;
    background.setAlpha(48);
    selection.format.setBackground(background);
    setExtraSelections({selection});
    QTextCursor cursor = textCursor();
    cursor.setPosition(static_cast<int>(position));
    setTextCursor(cursor);
    m_errorPosition = position;
    ensureCursorVisible();
}

void SqlEditor::clearErrorMark()
{
    m_errorPosition = -1;
    setExtraSelections({});
}

void SqlEditor::keyPressEvent(QKeyEvent* event)
{
    QAbstractItemView* popup = m_completer->popup();
    const bool control = event->modifiers() & Qt::ControlModifier;
    if (control && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        popup->hide();
        emit runRequested();
        event->accept();
        return;
    }
    if (popup->isVisible()) {
        // The completer takes these from its popup.
        switch (event->key()) {
        case Qt::Key_Enter:
        case Qt::Key_Return:
        case Qt::Key_Escape:
        case Qt::Key_Tab:
        case Qt::Key_Backtab: event->ignore(); return;
        default: break;
        }
    }
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        emit cancelRequested();
        event->accept();
        return;
    }
    if (control && event->key() == Qt::Key_Space) {
        complete();
        event->accept();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);

    const QString typed = event->text();
    const bool identifier = !typed.isEmpty() && isIdentifierChar(typed.back());
    if (!identifier || control) {
        if (popup->isVisible() && event->key() != Qt::Key_Shift)
            popup->hide();
        return;
    }
    const QString prefix = prefixAtCursor();
    // Numbers are not names.
    if (prefix.size() >= kMinimumPrefix && !prefix.front().isDigit())
        showPopup(prefix, false);
    else
        popup->hide();
}

void SqlEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        m_highlighter->setPalette(palette());
    QPlainTextEdit::changeEvent(event);
}

void SqlEditor::focusInEvent(QFocusEvent* event)
{
    // Tabs share nothing but the completer's words; each editor has its own completer.
    m_completer->setWidget(this);
    QPlainTextEdit::focusInEvent(event);
}

} // namespace faultline
