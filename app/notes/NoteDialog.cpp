#include "NoteDialog.h"

#include "timeline/AnnotationOverlay.h"

#include <QButtonGroup>
#include <QColorDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace faultline {

namespace {

const QString kAuthorKey = QStringLiteral("notes/author");

// Swatches that read on light and dark timelines and differ from each other at a glance.
struct Swatch
{
    const char* colour; // "" = the view's default
    const char* name;
};
constexpr Swatch kSwatches[] = {
    {"", QT_TRANSLATE_NOOP("faultline::NoteDialog", "Default")},
    {"#d32f2f", QT_TRANSLATE_NOOP("faultline::NoteDialog", "Red")},
    {"#f57c00", QT_TRANSLATE_NOOP("faultline::NoteDialog", "Orange")},
    {"#fbc02d", QT_TRANSLATE_NOOP("faultline::NoteDialog", "Yellow")},
    {"#388e3c", QT_TRANSLATE_NOOP("faultline::NoteDialog", "Green")},
    {"#1976d2", QT_TRANSLATE_NOOP("faultline::NoteDialog", "Blue")},
    {"#7b1fa2", QT_TRANSLATE_NOOP("faultline::NoteDialog", "Purple")},
};

QIcon swatchIcon(const QColor& colour)
{
    QPixmap pixmap(18, 18);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour.darker(140), 1));
    p.setBrush(colour);
    p.drawRoundedRect(QRectF(1.5, 1.5, 15, 15), 3, 3);
    return QIcon(pixmap);
}

} // namespace

NoteDialog::NoteDialog(const Annotation& note, const QString& where, QWidget* parent)
    : QDialog(parent)
    , m_note(note)
{
    setObjectName(QStringLiteral("noteDialog"));
    setWindowTitle(note.id == 0 ? tr("Add Note") : tr("Edit Note"));
    auto* column = new QVBoxLayout(this);

    auto* whereLabel = new QLabel(where, this);
    whereLabel->setObjectName(QStringLiteral("noteWhere"));
    whereLabel->setWordWrap(true);
    whereLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(whereLabel);

    auto* form = new QFormLayout;
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("noteText"));
    m_text->setPlainText(note.text);
    m_text->setPlaceholderText(tr("What happens here, and why it matters"));
    m_text->setTabChangesFocus(true);
    m_text->setMinimumSize(380, 110);
    form->addRow(tr("&Text:"), m_text);

    auto* swatchRow = new QHBoxLayout;
    swatchRow->setSpacing(2);
    m_swatchGroup = new QButtonGroup(this);
    m_swatchGroup->setExclusive(true);
    const QColor fallback = defaultAnnotationColour(palette());
    for (const Swatch& swatch : kSwatches) {
        const QString colour = QString::fromLatin1(swatch.colour);
        auto* button = new QToolButton(this);
        button->setObjectName(colour.isEmpty() ? QStringLiteral("swatchDefault") : QStringLiteral("swatch") + colour);
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setIcon(swatchIcon(colour.isEmpty() ? fallback : QColor::fromString(colour)));
        button->setToolTip(tr(swatch.name));
        button->setProperty("colour", colour);
        m_swatchGroup->addButton(button);
        swatchRow->addWidget(button);
        m_swatches.append(button);
        connect(button, &QToolButton::clicked, this, [this, colour] { setColour(colour); });
    }
    m_customButton = new QToolButton(this);
    m_customButton->setObjectName(QStringLiteral("swatchCustom"));
    m_customButton->setCheckable(true);
    m_customButton->setAutoRaise(true);
    m_customButton->setText(tr("Custom…"));
    m_customButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_customButton->setToolTip(tr("Choose any colour"));
    m_swatchGroup->addButton(m_customButton);
    swatchRow->addWidget(m_customButton);
    swatchRow->addStretch(1);
    connect(m_customButton, &QToolButton::clicked, this, &NoteDialog::chooseCustomColour);
    form->addRow(tr("Colour:"), swatchRow);

    m_author = new QLineEdit(this);
    m_author->setObjectName(QStringLiteral("noteAuthor"));
    m_author->setText(note.id == 0 && note.author.isEmpty() ? defaultAuthor() : note.author);
    form->addRow(tr("&Author:"), m_author);
    column->addLayout(form);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(note.id == 0 ? tr("Add Note") : tr("Save"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NoteDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NoteDialog::reject);
    column->addWidget(buttons);
    connect(m_text, &QPlainTextEdit::textChanged, this, &NoteDialog::updateOkButton);

    setColour(Annotation::isValidColour(note.colour) ? note.colour : QString());
    updateOkButton();
    m_text->setFocus();
}

QList<QToolButton*> NoteDialog::swatches() const
{
    QList<QToolButton*> all = m_swatches;
    all.append(m_customButton);
    return all;
}

QString NoteDialog::defaultAuthor()
{
    const QString remembered = QSettings().value(kAuthorKey).toString();
    if (!remembered.isEmpty())
        return remembered;
    for (const char* variable : {"USER", "LOGNAME", "USERNAME"}) {
        if (const QString user = qEnvironmentVariable(variable); !user.isEmpty())
            return user;
    }
#ifdef Q_OS_UNIX
    // A session without those variables (a service, a container): the account's name.
    if (const passwd* account = getpwuid(getuid()); account && account->pw_name)
        return QString::fromLocal8Bit(account->pw_name);
#endif
    return {};
}

void NoteDialog::setColour(const QString& colour)
{
    m_colour = colour.toLower();
    bool known = false;
    for (QToolButton* button : std::as_const(m_swatches)) {
        if (button->property("colour").toString() == m_colour) {
            button->setChecked(true);
            known = true;
        }
    }
    if (!known) {
        m_customButton->setChecked(true);
        m_customButton->setIcon(swatchIcon(QColor::fromString(m_colour)));
    } else {
        m_customButton->setIcon(QIcon());
    }
}

void NoteDialog::chooseCustomColour()
{
    const QColor start = m_colour.isEmpty() ? defaultAnnotationColour(palette()) : QColor::fromString(m_colour);
    const QColor chosen = QColorDialog::getColor(start, this, tr("Note Colour"));
    // Cancelled: the colour stays, and so does the swatch showing it.
    setColour(chosen.isValid() ? chosen.name(QColor::HexRgb) : m_colour);
}

void NoteDialog::updateOkButton()
{
    if (auto* box = findChild<QDialogButtonBox*>())
        box->button(QDialogButtonBox::Ok)->setEnabled(!m_text->toPlainText().trimmed().isEmpty());
}

Annotation NoteDialog::annotation() const
{
    Annotation note = m_note;
    note.text = m_text->toPlainText().trimmed();
    note.colour = m_colour;
    note.author = m_author->text().trimmed();
    return note;
}

void NoteDialog::accept()
{
    if (m_text->toPlainText().trimmed().isEmpty())
        return;
    if (const QString author = m_author->text().trimmed(); !author.isEmpty())
        QSettings().setValue(kAuthorKey, author);
    QDialog::accept();
}

} // namespace faultline
