#pragma once

#include "common/Preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QTabWidget;

namespace faultline {

class PathMappingsEditor;

// Edit ▸ Preferences…: Appearance (theme, language), Time (since the capture start or wall
// clock, unit), Source (editor command, path mappings for every capture) and Capture (the Attach
// dialog's defaults). OK and Apply save the preferences and emit applied(); Restore Defaults
// puts the defaults in the form, to be applied like any other change.
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(const Preferences& current, QWidget* parent = nullptr);

    // What the form says.
    [[nodiscard]] Preferences preferences() const;
    void setPreferences(const Preferences& preferences);
    void restoreDefaults();
    // Saves what the form says and emits applied().
    void apply();

    [[nodiscard]] QTabWidget* pages() const { return m_pages; }
    [[nodiscard]] QComboBox* themeCombo() const { return m_theme; }
    [[nodiscard]] QComboBox* languageCombo() const { return m_language; }
    [[nodiscard]] QRadioButton* relativeButton() const { return m_relative; }
    [[nodiscard]] QRadioButton* absoluteButton() const { return m_absolute; }
    [[nodiscard]] QComboBox* unitCombo() const { return m_unit; }
    [[nodiscard]] QLineEdit* editorEdit() const { return m_editor; }
    [[nodiscard]] PathMappingsEditor* mappingsEditor() const { return m_mappings; }
    [[nodiscard]] QCheckBox* stacksCheck() const { return m_stacks; }
    [[nodiscard]] QCheckBox* pythonCheck() const { return m_python; }
    [[nodiscard]] QSpinBox* durationSpin() const { return m_duration; }
    [[nodiscard]] QLineEdit* directoryEdit() const { return m_directory; }
    [[nodiscard]] QDialogButtonBox* buttons() const { return m_buttons; }

signals:
    void applied(const faultline::Preferences& preferences);

public slots:
    void accept() override;

private:
    QWidget* createAppearancePage();
    QWidget* createTimePage();
    QWidget* createSourcePage();
    QWidget* createCapturePage();
    // Apply is enabled while the form differs from what was applied last.
    void updateButtons();
    void chooseDirectory();

    Preferences m_applied;
    QTabWidget* m_pages = nullptr;
    QComboBox* m_theme = nullptr;
    QComboBox* m_language = nullptr;
    QLabel* m_languageNote = nullptr;
    QRadioButton* m_relative = nullptr;
    QRadioButton* m_absolute = nullptr;
    QComboBox* m_unit = nullptr;
    QLineEdit* m_editor = nullptr;
    PathMappingsEditor* m_mappings = nullptr;
    QCheckBox* m_stacks = nullptr;
    QCheckBox* m_python = nullptr;
    QSpinBox* m_duration = nullptr;
    QLineEdit* m_directory = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace faultline
