#pragma once

#include "ImageWriter.h"

#include <QDialog>
#include <QString>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace faultline {

// What File ▸ Export asks before writing: the file and its format, the size of pictures, the
// range and the lanes, what to include. One dialog for the four exports, showing what each
// needs; the answers are remembered per export in QSettings ("export/<kind>/...").
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Kind : std::uint8_t { TimelineImage, BlockMapImage, Report, Perfetto };
    enum class Range : std::uint8_t { VisibleView, WholeCapture, Selection };

    struct Choice
    {
        QString path;
        QString format; // file suffix: png, svg, pdf, md, html, json
        ImageSize size;
        Range range = Range::WholeCapture;
        bool visibleLanesOnly = false;
        bool legend = true;
        bool notes = true;
        bool chains = true; // Perfetto: the chains as markers
        int chainImages = 3;
    };

    // `capturePath`: the open capture (refused as the output); `suggestedName`: the file name
    // offered, in the capture's folder (where that cannot be written, the folder used last).
    // `hasSelection`: Selection is offered.
    ExportDialog(Kind kind, const QString& capturePath, const QString& suggestedName, bool hasSelection,
                 QWidget* parent = nullptr);

    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] Choice choice() const;
    // Empty when the choice can be written; else what is wrong, as the dialog shows it.
    [[nodiscard]] QString problem() const;

    [[nodiscard]] QLineEdit* pathEdit() const { return m_path; }
    [[nodiscard]] QComboBox* formatCombo() const { return m_format; }
    [[nodiscard]] QSpinBox* widthSpin() const { return m_width; }
    [[nodiscard]] QSpinBox* dpiSpin() const { return m_dpi; }
    [[nodiscard]] QButtonGroup* rangeGroup() const { return m_range; }
    [[nodiscard]] QButtonGroup* lanesGroup() const { return m_lanes; }
    [[nodiscard]] QCheckBox* legendCheck() const { return m_legend; }
    [[nodiscard]] QCheckBox* notesCheck() const { return m_notes; }
    [[nodiscard]] QSpinBox* chainImagesSpin() const { return m_chainImages; }
    [[nodiscard]] QLabel* problemLabel() const { return m_problem; }

    void accept() override;

private:
    [[nodiscard]] QString settingsGroup() const;
    void restore(const QString& suggestedName);
    void save() const;
    void browse();
    void onFormatChanged();
    void onPathEdited();
    void updateSizeNote();

    Kind m_kind;
    QString m_capturePath;
    QLineEdit* m_path = nullptr;
    QComboBox* m_format = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_dpi = nullptr;
    QLabel* m_sizeNote = nullptr;
    QButtonGroup* m_range = nullptr;
    QButtonGroup* m_lanes = nullptr;
    QCheckBox* m_legend = nullptr;
    QCheckBox* m_notes = nullptr;
    QCheckBox* m_chains = nullptr;
    QSpinBox* m_chainImages = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace faultline
