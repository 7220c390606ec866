#include "PreferencesDialog.h"

#include "chains/PathMappingsEditor.h"
#include "common/Translations.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace faultline {

namespace {

QLabel* note(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

// The label of a form row whose field is a layout: QFormLayout gives only widgets a buddy.
QLabel* buddyLabel(const QString& text, QWidget* buddy, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

// Selects the item whose data is `value`; the first when none is.
void selectData(QComboBox* combo, const QVariant& value)
{
    combo->setCurrentIndex(std::max(0, combo->findData(value)));
}

} // namespace

PreferencesDialog::PreferencesDialog(const Preferences& current, QWidget* parent)
    : QDialog(parent)
    , m_applied(current)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    auto* column = new QVBoxLayout(this);
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("preferencesPages"));
    m_pages->addTab(createAppearancePage(), tr("&Appearance"));
    m_pages->addTab(createTimePage(), tr("&Time"));
    m_pages->addTab(createSourcePage(), tr("&Source"));
    m_pages->addTab(createCapturePage(), tr("&Capture"));
    column->addWidget(m_pages, 1);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply
                                         | QDialogButtonBox::RestoreDefaults,
                                     this);
    m_buttons->setObjectName(QStringLiteral("preferencesButtons"));
    column->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &PreferencesDialog::apply);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &PreferencesDialog::restoreDefaults);

    setPreferences(current);

    // Any change in the form enables Apply.
    for (QComboBox* combo : {m_theme, m_language, m_unit})
        connect(combo, &QComboBox::currentIndexChanged, this, &PreferencesDialog::updateButtons);
    for (QAbstractButton* button : std::initializer_list<QAbstractButton*>{m_relative, m_absolute, m_stacks, m_python})
        connect(button, &QAbstractButton::toggled, this, &PreferencesDialog::updateButtons);
    for (QLineEdit* edit : {m_editor, m_directory})
        connect(edit, &QLineEdit::textChanged, this, &PreferencesDialog::updateButtons);
    connect(m_duration, &QSpinBox::valueChanged, this, &PreferencesDialog::updateButtons);
    connect(m_mappings, &PathMappingsEditor::changed, this, &PreferencesDialog::updateButtons);
    updateButtons();
    resize(680, 480);
}

QWidget* PreferencesDialog::createAppearancePage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);

    m_theme = new QComboBox(page);
    m_theme->setObjectName(QStringLiteral("themeCombo"));
    m_theme->addItem(tr("Follow the system"), static_cast<int>(Preferences::Theme::System));
    m_theme->addItem(tr("Light"), static_cast<int>(Preferences::Theme::Light));
    m_theme->addItem(tr("Dark"), static_cast<int>(Preferences::Theme::Dark));
    form->addRow(tr("&Theme:"), m_theme);

    m_language = new QComboBox(page);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    for (const auto& [code, name] : Preferences::languages()) {
        const QString system = QLocale::system().nativeLanguageName();
        QString text = !code.isEmpty() ? name
            : system.isEmpty()         ? tr("System default")
                                       : tr("System default (%1)").arg(system);
        if (!hasTranslation(code))
            text = tr("%1 (no translation yet: English)").arg(text);
        m_language->addItem(text, code);
    }
    form->addRow(tr("&Language:"), m_language);
    m_languageNote = note(tr("A new language is used when Faultline starts again."), page);
    m_languageNote->setObjectName(QStringLiteral("languageNote"));
    form->addRow(QString(), m_languageNote);
    return page;
}

QWidget* PreferencesDialog::createTimePage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);

    m_relative = new QRadioButton(tr("Since the capture &start (+12.250 s)"), page);
    m_relative->setObjectName(QStringLiteral("relativeTime"));
    m_absolute = new QRadioButton(tr("&Wall-clock time of day (14:03:12.250)"), page);
    m_absolute->setObjectName(QStringLiteral("absoluteTime"));
    auto* group = new QButtonGroup(page);
    group->addButton(m_relative);
    group->addButton(m_absolute);
    auto* origins = new QVBoxLayout;
    origins->addWidget(m_relative);
    origins->addWidget(m_absolute);
    form->addRow(tr("Show times:"), origins);
    form->addRow(QString(), note(tr("The ruler shows the other form under each tick, the event details both."), page));

    m_unit = new QComboBox(page);
    m_unit->setObjectName(QStringLiteral("unitCombo"));
    m_unit->addItem(tr("Automatic (850 ns, 224.31 µs, 12.25 ms, 1.50 s)"), static_cast<int>(TimeDisplay::Unit::Auto));
    m_unit->addItem(tr("Nanoseconds (ns)"), static_cast<int>(TimeDisplay::Unit::Nanoseconds));
    m_unit->addItem(tr("Microseconds (µs)"), static_cast<int>(TimeDisplay::Unit::Microseconds));
    m_unit->addItem(tr("Milliseconds (ms)"), static_cast<int>(TimeDisplay::Unit::Milliseconds));
    m_unit->addItem(tr("Seconds (s)"), static_cast<int>(TimeDisplay::Unit::Seconds));
    form->addRow(tr("&Unit:"), m_unit);
    form->addRow(QString(),
                 note(tr("Durations in the tables, tooltips, ruler and status lines, and times since "
                         "the capture start, are given in this unit."),
                      page));
    return page;
}

QWidget* PreferencesDialog::createSourcePage()
{
    auto* page = new QWidget(this);
    auto* column = new QVBoxLayout(page);

    auto* form = new QFormLayout;
    auto* editorRow = new QHBoxLayout;
    m_editor = new QLineEdit(page);
    m_editor->setObjectName(QStringLiteral("editorCommand"));
    m_editor->setPlaceholderText(SourceResolver::editorPresets().front().second);
    editorRow->addWidget(m_editor, 1);
    auto* presets = new QToolButton(page);
    presets->setObjectName(QStringLiteral("editorPresets"));
    presets->setText(tr("Presets"));
    presets->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(presets);
    for (const auto& [name, pattern] : SourceResolver::editorPresets()) {
        QAction* action = menu->addAction(name);
        action->setToolTip(pattern);
        const QString p = pattern;
        connect(action, &QAction::triggered, this, [this, p] { m_editor->setText(p); });
    }
    menu->setToolTipsVisible(true);
    presets->setMenu(menu);
    editorRow->addWidget(presets);
    form->addRow(buddyLabel(tr("&Editor command:"), m_editor, page), editorRow);
    form->addRow(QString(),
                 note(tr("Used by Open in Editor in the Source view; {file} and {line} are replaced by the "
                         "file found on this machine and the line."),
                      page));
    column->addLayout(form);

    auto* mappingsLabel = new QLabel(tr("<b>Path mappings for every capture</b>"), page);
    column->addWidget(mappingsLabel);
    column->addWidget(note(tr("Captures record the paths of the machine they were taken on. Map a folder there to the "
                              "folder holding the same files here; the longest matching prefix wins. A capture's own "
                              "mappings (Path Mappings… in the Source view) are tried first."),
                           page));
    m_mappings = new PathMappingsEditor(QString(), page);
    m_mappings->setObjectName(QStringLiteral("sharedPathMappings"));
    column->addWidget(m_mappings, 1);
    return page;
}

QWidget* PreferencesDialog::createCapturePage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    form->addRow(note(tr("What Capture ▸ Attach… starts with; each capture can still change it."), page));

    m_stacks = new QCheckBox(tr("Native &stacks"), page);
    m_stacks->setObjectName(QStringLiteral("stacksDefault"));
    m_python = new QCheckBox(tr("&Python frames"), page);
    m_python->setObjectName(QStringLiteral("pythonDefault"));
    auto* record = new QVBoxLayout;
    record->addWidget(m_stacks);
    record->addWidget(m_python);
    form->addRow(tr("Record:"), record);

    m_duration = new QSpinBox(page);
    m_duration->setObjectName(QStringLiteral("durationDefault"));
    m_duration->setRange(0, Preferences::kMaximumDurationS);
    m_duration->setSuffix(tr(" s"));
    m_duration->setSpecialValueText(tr("until stopped"));
    form->addRow(tr("&Duration:"), m_duration);

    auto* directoryRow = new QHBoxLayout;
    m_directory = new QLineEdit(page);
    m_directory->setObjectName(QStringLiteral("captureDirectory"));
    const QString cache =
        QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)).filePath(QStringLiteral("live"));
    m_directory->setPlaceholderText(tr("the cache folder (%1)").arg(QDir::toNativeSeparators(cache)));
    m_directory->setClearButtonEnabled(true);
    directoryRow->addWidget(m_directory, 1);
    auto* browse = new QToolButton(page);
    browse->setObjectName(QStringLiteral("chooseCaptureDirectory"));
    browse->setText(tr("…"));
    browse->setToolTip(tr("Choose the folder"));
    connect(browse, &QToolButton::clicked, this, &PreferencesDialog::chooseDirectory);
    directoryRow->addWidget(browse);
    form->addRow(buddyLabel(tr("Capture &folder:"), m_directory, page), directoryRow);
    form->addRow(QString(), note(tr("Where a live capture is written when the Attach dialog names no file."), page));
    return page;
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.theme = static_cast<Preferences::Theme>(m_theme->currentData().toInt());
    p.language = m_language->currentData().toString();
    p.time.origin = m_absolute->isChecked() ? TimeDisplay::Origin::Absolute : TimeDisplay::Origin::Relative;
    p.time.unit = static_cast<TimeDisplay::Unit>(m_unit->currentData().toInt());
    p.editorCommand = m_editor->text().trimmed();
    if (p.editorCommand.isEmpty())
        p.editorCommand = Preferences::defaults().editorCommand;
    p.pathMappings = m_mappings->mappings();
    p.captureStacks = m_stacks->isChecked();
    p.capturePython = m_python->isChecked();
    p.captureDurationS = m_duration->value();
    p.captureDirectory = QDir::cleanPath(m_directory->text().trimmed());
    if (p.captureDirectory == QLatin1String("."))
        p.captureDirectory.clear(); // cleanPath("") is "."
    return p;
}

void PreferencesDialog::setPreferences(const Preferences& p)
{
    selectData(m_theme, static_cast<int>(p.theme));
    selectData(m_language, p.language);
    m_relative->setChecked(p.time.origin == TimeDisplay::Origin::Relative);
    m_absolute->setChecked(p.time.origin == TimeDisplay::Origin::Absolute);
    selectData(m_unit, static_cast<int>(p.time.unit));
    m_editor->setText(p.editorCommand);
    m_mappings->setMappings(p.pathMappings);
    m_stacks->setChecked(p.captureStacks);
    m_python->setChecked(p.capturePython);
    m_duration->setValue(p.captureDurationS);
    m_directory->setText(p.captureDirectory.isEmpty() ? QString() : QDir::toNativeSeparators(p.captureDirectory));
}

void PreferencesDialog::restoreDefaults()
{
    setPreferences(Preferences::defaults());
}

void PreferencesDialog::apply()
{
    m_applied = preferences();
    m_applied.save();
    updateButtons();
    emit applied(m_applied);
}

void PreferencesDialog::accept()
{
    if (preferences() != m_applied)
        apply();
    QDialog::accept();
}

void PreferencesDialog::updateButtons()
{
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(preferences() != m_applied);
    m_buttons->button(QDialogButtonBox::RestoreDefaults)->setEnabled(preferences() != Preferences::defaults());
}

void PreferencesDialog::chooseDirectory()
{
    const QString start = m_directory->text().trimmed().isEmpty() ? QDir::homePath() : m_directory->text().trimmed();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Capture Folder"), start);
    if (!folder.isEmpty())
        m_directory->setText(QDir::toNativeSeparators(folder));
}

} // namespace faultline
