#pragma once

#include <QHash>
#include <QPlainTextEdit>
#include <QStringList>

class QCompleter;
class QStringListModel;

namespace faultline {

class SqlHighlighter;

// One editor tab of the SQL console: highlighting, completion of keywords, tables, columns and
// op names (a popup after two letters of an identifier, or on Ctrl+Space; after "table." only
// that table's columns), Ctrl+Enter to run, Esc to cancel, and a mark where an error points.
class SqlEditor : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit SqlEditor(QWidget* parent = nullptr);

    // Words offered everywhere, and the columns of each table (offered after "table.").
    void setCompletion(const QStringList& words, const QHash<QString, QStringList>& columnsByTable);
    [[nodiscard]] QStringList completionWords() const { return m_words; }
    [[nodiscard]] QCompleter* completer() const { return m_completer; }
    // Opens the completion popup for the identifier before the cursor (all words when none).
    void complete();

    // What Ctrl+Enter runs: the selection, else the statement the cursor is in. `begin` gets
    // the document position where it starts; `statements` how many the selection held (only the
    // last one is returned).
    [[nodiscard]] QString statementToRun(qsizetype* begin, int* statements = nullptr) const;

    // Marks the token at document position `position` (wavy underline) and puts the cursor there.
    void markError(qsizetype position);
    void clearErrorMark();
    [[nodiscard]] qsizetype errorPosition() const { return m_errorPosition; }
    [[nodiscard]] SqlHighlighter* highlighter() const { return m_highlighter; }

signals:
    void runRequested();
    void cancelRequested();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;

private:
    void insertCompletion(const QString& word);
    // The identifier characters right before the cursor.
    [[nodiscard]] QString prefixAtCursor() const;
    // The table named right before "prefix" ("events." -> its columns), else the words.
    [[nodiscard]] QStringList candidatesFor(const QString& prefix) const;
    // The table an alias of the statement under the cursor stands for ("" when none).
    [[nodiscard]] QString tableOfAlias(const QString& alias) const;
    void showPopup(const QString& prefix, bool forced);

    SqlHighlighter* m_highlighter = nullptr;
    QCompleter* m_completer = nullptr;
    QStringListModel* m_model = nullptr;
    QStringList m_words;
    QHash<QString, QStringList> m_columns; // by lower-case table name
    qsizetype m_errorPosition = -1;
};

} // namespace faultline
