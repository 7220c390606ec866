#include "ExportDialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace faultline {

namespace {

struct Format
{
    const char* suffix;
    const char* name; // translated through ExportDialog
};

std::vector<Format> formatsOf(ExportDialog::Kind kind)
{
    switch (kind) {
    case ExportDialog::Kind::TimelineImage:
    case ExportDialog::Kind::BlockMapImage:
        return {{"png", QT_TRANSLATE_NOOP("faultline::ExportDialog", "PNG picture")},
                {"svg", QT_TRANSLATE_NOOP("faultline::ExportDialog", "SVG drawing")},
                {"pdf", QT_TRANSLATE_NOOP("faultline::ExportDialog", "PDF document")}};
    case ExportDialog::Kind::Report:
        return {{"html", QT_TRANSLATE_NOOP("faultline::ExportDialog", "HTML, one file with its pictures")},
                {"md", QT_TRANSLATE_NOOP("faultline::ExportDialog", "Markdown, its pictures beside it")},
                {"pdf", QT_TRANSLATE_NOOP("faultline::ExportDialog", "PDF document, with its pictures")}};
    case ExportDialog::Kind::Perfetto: break;
    }
    return {{"json", QT_TRANSLATE_NOOP("faultline::ExportDialog", "Perfetto / Chrome trace JSON")}};
}

bool isSameFile(const QString& a, const QString& b)
{
    const QFileInfo fa(a);
    const QFileInfo fb(b);
    return fa.exists() && fb.exists() && fa.canonicalFilePath() == fb.canonicalFilePath();
}

} // namespace

ExportDialog::ExportDialog(Kind kind, const QString& capturePath, const QString& suggestedName, bool hasSelection,
                           QWidget* parent)
    : QDialog(parent)
    , m_kind(kind)
    , m_capturePath(capturePath)
{
    setObjectName(QStringLiteral("exportDialog"));
    switch (kind) {
    case Kind::TimelineImage: setWindowTitle(tr("Export Timeline Image")); break;
    case Kind::BlockMapImage: setWindowTitle(tr("Export Block Map Image")); break;
    case Kind::Report: setWindowTitle(tr("Export Review Report")); break;
    case Kind::Perfetto: setWindowTitle(tr("Export Perfetto JSON")); break;
    }
    const bool picture = kind != Kind::Perfetto;
    const bool ranged = kind != Kind::BlockMapImage;

    auto* form = new QFormLayout;
    m_path = new QLineEdit(this);
    m_path->setObjectName(QStringLiteral("exportPath"));
    m_path->setMinimumWidth(360);
    auto* browse = new QPushButton(tr("Browse…"), this);
    browse->setObjectName(QStringLiteral("exportBrowse"));
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    form->addRow(tr("File:"), pathRow);

    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("exportFormat"));
    for (const Format& f : formatsOf(kind))
        m_format->addItem(tr(f.name), QString::fromLatin1(f.suffix));
    form->addRow(tr("Format:"), m_format);

    m_width = new QSpinBox(this);
    m_width->setObjectName(QStringLiteral("exportWidth"));
    m_width->setRange(100, ImageWriter::kMaxWidthPx);
    m_width->setSingleStep(100);
    m_width->setSuffix(tr(" px"));
    m_dpi = new QSpinBox(this);
    m_dpi->setObjectName(QStringLiteral("exportDpi"));
    m_dpi->setRange(ImageWriter::kMinDpi, ImageWriter::kMaxDpi);
    m_dpi->setSuffix(tr(" DPI"));
    m_sizeNote = new QLabel(this);
    m_sizeNote->setObjectName(QStringLiteral("exportSizeNote"));
    auto* sizeRow = new QHBoxLayout;
    auto* at = new QLabel(tr("at"), this);
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(at);
    sizeRow->addWidget(m_dpi);
    sizeRow->addWidget(m_sizeNote, 1);
    if (picture) {
        form->addRow(kind == Kind::Report ? tr("Pictures:") : tr("Size:"), sizeRow);
    } else {
        for (QWidget* w : {static_cast<QWidget*>(m_width), static_cast<QWidget*>(at), static_cast<QWidget*>(m_dpi),
                           static_cast<QWidget*>(m_sizeNote)})
            w->hide();
        // Not installed in the form: deleted here, or its items leak (LeakSanitizer).
        delete sizeRow;
    }

    m_range = new QButtonGroup(this);
    m_lanes = new QButtonGroup(this);
    if (ranged) {
        auto* rangeRow = new QHBoxLayout;
        const std::pair<Range, QString> ranges[] = {{Range::VisibleView, tr("Visible view")},
                                                    {Range::WholeCapture, tr("Whole capture")},
                                                    {Range::Selection, tr("Selection")}};
        for (const auto& [range, text] : ranges) {
            auto* button = new QRadioButton(text, this);
            button->setObjectName(QStringLiteral("exportRange%1").arg(int(range)));
            m_range->addButton(button, int(range));
            rangeRow->addWidget(button);
        }
        rangeRow->addStretch(1);
        m_range->button(int(Range::Selection))->setEnabled(hasSelection);
        if (!hasSelection)
            m_range->button(int(Range::Selection))->setToolTip(tr("Select a time range on the ruler first."));
        form->addRow(tr("Range:"), rangeRow);

        auto* lanesRow = new QHBoxLayout;
        auto* visible = new QRadioButton(tr("Lanes in view"), this);
        visible->setObjectName(QStringLiteral("exportLanesVisible"));
        auto* all = new QRadioButton(tr("All lanes"), this);
        all->setObjectName(QStringLiteral("exportLanesAll"));
        m_lanes->addButton(visible, 1);
        m_lanes->addButton(all, 0);
        lanesRow->addWidget(visible);
        lanesRow->addWidget(all);
        lanesRow->addStretch(1);
        form->addRow(tr("Lanes:"), lanesRow);
    }

    m_legend = new QCheckBox(tr("Legend"), this);
    m_legend->setObjectName(QStringLiteral("exportLegend"));
    m_notes = new QCheckBox(tr("Notes"), this);
    m_notes->setObjectName(QStringLiteral("exportNotes"));
    m_chains = new QCheckBox(tr("Causal chains"), this);
    m_chains->setObjectName(QStringLiteral("exportChains"));
    auto* includeRow = new QHBoxLayout;
    if (picture)
        includeRow->addWidget(m_legend);
    else
        m_legend->hide();
    if (kind != Kind::BlockMapImage)
        includeRow->addWidget(m_notes);
    else
        m_notes->hide();
    if (kind == Kind::Perfetto)
        includeRow->addWidget(m_chains);
    else
        m_chains->hide();
    includeRow->addStretch(1);
    form->addRow(tr("Include:"), includeRow);

    m_chainImages = new QSpinBox(this);
    m_chainImages->setObjectName(QStringLiteral("exportChainImages"));
    m_chainImages->setRange(0, 20);
    m_chainImages->setToolTip(tr("A picture of each of the first chains that have evidence: its window, its lanes, "
                                 "its evidence highlighted."));
    if (kind == Kind::Report)
        form->addRow(tr("Chain pictures:"), m_chainImages);
    else
        m_chainImages->hide();

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("exportProblem"));
    m_problem->setWordWrap(true);
    QFont bold = m_problem->font();
    bold.setBold(true);
    m_problem->setFont(bold);
    m_problem->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* column = new QVBoxLayout(this);
    column->addLayout(form);
    column->addWidget(m_problem);
    column->addWidget(buttons);

    restore(suggestedName);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::onFormatChanged);
    connect(m_path, &QLineEdit::textEdited, this, &ExportDialog::onPathEdited);
    connect(m_width, &QSpinBox::valueChanged, this, &ExportDialog::updateSizeNote);
    connect(m_dpi, &QSpinBox::valueChanged, this, &ExportDialog::updateSizeNote);
    updateSizeNote();
}

QString ExportDialog::settingsGroup() const
{
    switch (m_kind) {
    case Kind::TimelineImage: return QStringLiteral("export/timeline");
    case Kind::BlockMapImage: return QStringLiteral("export/blockmap");
    case Kind::Report: return QStringLiteral("export/report");
    case Kind::Perfetto: break;
    }
    return QStringLiteral("export/perfetto");
}

void ExportDialog::restore(const QString& suggestedName)
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    const QString format = settings.value(QStringLiteral("format")).toString();
    const int index = m_format->findData(format);
    m_format->setCurrentIndex(index >= 0 ? index : 0);
    const bool report = m_kind == Kind::Report;
    m_width->setValue(settings.value(QStringLiteral("width"), report ? 2400 : 1600).toInt());
    m_dpi->setValue(settings.value(QStringLiteral("dpi"), report ? 192 : 96).toInt());
    const int range = settings.value(QStringLiteral("range"), int(Range::WholeCapture)).toInt();
    if (QAbstractButton* button = m_range->button(range); button && button->isEnabled())
        button->setChecked(true);
    else if (QAbstractButton* whole = m_range->button(int(Range::WholeCapture)))
        whole->setChecked(true);
    if (QAbstractButton* lanes = m_lanes->button(settings.value(QStringLiteral("visibleLanes"), false).toBool() ? 1
                                                                                                                : 0))
        lanes->setChecked(true);
    m_legend->setChecked(settings.value(QStringLiteral("legend"), true).toBool());
    m_notes->setChecked(settings.value(QStringLiteral("notes"), true).toBool());
    m_chains->setChecked(settings.value(QStringLiteral("chains"), true).toBool());
    m_chainImages->setValue(settings.value(QStringLiteral("chainImages"), 3).toInt());
    // Beside the capture, where whoever looks at the capture finds it; else (a capture in a folder
    // we may not write to, or none) where the last export went, else Documents.
    QString folder;
    if (const QFileInfo capture(m_capturePath);
        !m_capturePath.isEmpty() && QFileInfo(capture.absolutePath()).isWritable())
        folder = capture.absolutePath();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = settings.value(QStringLiteral("folder")).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::homePath();
    const QString suffix = m_format->currentData().toString();
    m_path->setText(QDir(folder).filePath(QFileInfo(suggestedName).completeBaseName() + QLatin1Char('.') + suffix));
}

void ExportDialog::save() const
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    const Choice c = choice();
    settings.setValue(QStringLiteral("format"), c.format);
    settings.setValue(QStringLiteral("width"), c.size.widthPx);
    settings.setValue(QStringLiteral("dpi"), c.size.dpi);
    settings.setValue(QStringLiteral("range"), int(c.range));
    settings.setValue(QStringLiteral("visibleLanes"), c.visibleLanesOnly);
    settings.setValue(QStringLiteral("legend"), c.legend);
    settings.setValue(QStringLiteral("notes"), c.notes);
    settings.setValue(QStringLiteral("chains"), c.chains);
    settings.setValue(QStringLiteral("chainImages"), c.chainImages);
    settings.setValue(QStringLiteral("folder"), QFileInfo(c.path).absolutePath());
}

ExportDialog::Choice ExportDialog::choice() const
{
    Choice c;
    c.path = m_path->text().trimmed();
    c.format = m_format->currentData().toString();
    c.size = {m_width->value(), m_dpi->value()};
    c.range = m_range->checkedId() >= 0 ? static_cast<Range>(m_range->checkedId()) : Range::WholeCapture;
    c.visibleLanesOnly = m_lanes->checkedId() == 1;
    c.legend = m_legend->isChecked();
    c.notes = m_notes->isChecked();
    c.chains = m_chains->isChecked();
    c.chainImages = m_chainImages->value();
    return c;
}

QString ExportDialog::problem() const
{
    const Choice c = choice();
    if (c.path.isEmpty())
        return tr("Choose the file to write.");
    const QFileInfo file(c.path);
    if (file.isDir())
        return tr("%1 is a folder; choose a file name in it.").arg(c.path);
    if (!file.absoluteDir().exists())
        return tr("The folder %1 does not exist.").arg(file.absolutePath());
    if (!m_capturePath.isEmpty() && isSameFile(c.path, m_capturePath))
        return tr("That is the open capture; choose another file.");
    if (c.format == QLatin1String("md")) {
        // Markdown writes its pictures beside it: none of them may be the capture either.
        const QString stem = file.completeBaseName();
        const QStringList pictures{stem + QStringLiteral("-timeline.png"), stem + QStringLiteral("-chain-1.png")};
        for (const QString& name : pictures) {
            if (!m_capturePath.isEmpty() && isSameFile(file.dir().filePath(name), m_capturePath))
                return tr("A picture of the report would replace the open capture; choose another name.");
        }
    }
    if (m_kind != Kind::Perfetto)
        return ImageWriter::checkSize(c.size);
    return {};
}

void ExportDialog::accept()
{
    const QString message = problem();
    if (!message.isEmpty()) {
        m_problem->setText(message);
        m_problem->show();
        return;
    }
    save();
    QDialog::accept();
}

void ExportDialog::browse()
{
    QStringList filters;
    for (const Format& f : formatsOf(m_kind))
        filters.append(QStringLiteral("%1 (*.%2)").arg(tr(f.name), QString::fromLatin1(f.suffix)));
    QString selected = filters.value(m_format->currentIndex());
    const QString path = QFileDialog::getSaveFileName(this, windowTitle(), m_path->text(),
                                                      filters.join(QStringLiteral(";;")), &selected,
                                                      QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    m_path->setText(path);
    onPathEdited();
}

void ExportDialog::onFormatChanged()
{
    // The file name follows the format: "run.png" becomes "run.svg".
    const QString suffix = m_format->currentData().toString();
    const QString path = m_path->text().trimmed();
    if (!path.isEmpty()) {
        const QFileInfo file(path);
        m_path->setText(file.dir().filePath(file.completeBaseName() + QLatin1Char('.') + suffix));
    }
    m_problem->hide();
}

void ExportDialog::onPathEdited()
{
    // A typed suffix picks the format.
    const int index = m_format->findData(QFileInfo(m_path->text().trimmed()).suffix().toLower());
    if (index >= 0 && index != m_format->currentIndex()) {
        const QSignalBlocker blocker(m_format);
        m_format->setCurrentIndex(index);
    }
    m_problem->hide();
}

void ExportDialog::updateSizeNote()
{
    const ImageSize size{m_width->value(), m_dpi->value()};
    const QString problem = ImageWriter::checkSize(size);
    m_sizeNote->setText(problem.isEmpty()
                            ? tr("prints %1 in wide").arg(QLocale().toString(double(size.widthPx) / size.dpi, 'f', 1))
                            : tr("(too narrow at this resolution)"));
}

} // namespace faultline
