#pragma once

#include "Annotation.h"

#include <QDialog>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QToolButton;

namespace faultline {

// Writes or edits one note: its text (several lines), its colour (the default, a few swatches
// or any other) and its author (the login name at first, then the last one used: QSettings
// "notes/author"). Where and what the note is about is shown, not edited.
class NoteDialog : public QDialog
{
    Q_OBJECT
public:
    // `where`: one line saying when and on what the note is ("at +1.25 s on cudaMalloc").
    NoteDialog(const Annotation& note, const QString& where, QWidget* parent = nullptr);

    // The note with what was entered; the author is remembered when the dialog is accepted.
    [[nodiscard]] Annotation annotation() const;
    [[nodiscard]] QPlainTextEdit* textEdit() const { return m_text; }
    [[nodiscard]] QLineEdit* authorEdit() const { return m_author; }
    // The swatches' colours in order ("" = the default), then the custom one.
    [[nodiscard]] QList<QToolButton*> swatches() const;
    [[nodiscard]] QString colour() const { return m_colour; }
    void setColour(const QString& colour);

    // The author a new note gets: the last one used, else the login name.
    [[nodiscard]] static QString defaultAuthor();

    void accept() override;

private:
    void chooseCustomColour();
    void updateOkButton();

    Annotation m_note;
    QString m_colour;
    QPlainTextEdit* m_text = nullptr;
    QLineEdit* m_author = nullptr;
    QButtonGroup* m_swatchGroup = nullptr;
    QToolButton* m_customButton = nullptr;
    QList<QToolButton*> m_swatches;
};

} // namespace faultline
