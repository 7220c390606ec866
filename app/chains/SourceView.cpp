#include "SourceView.h"

#include "CodeView.h"
#include "PathMappingsDialog.h"
#include "QtText.h"
#include "TraceImporter.h"
#include "common/AppTheme.h"
#include "common/Preferences.h"

#include <QActionGroup>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QProcess>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace faultline {

namespace {

const QString kEditorKey = QStringLiteral("source/editorCommand");
// Lines either side of the target: the whole of any real source file.
constexpr int kContextLines = 1'000'000;
enum FrameColumn { KindColumn, LocationColumn, FunctionColumn, FrameColumnCount };
enum Page { EmptyPage, CodePage, NotFoundPage };

QString mappingsGroup(const QString& capturePath)
{
    // Keyed by a hash of the absolute path: settings keys must not contain slashes of their own.
    const QByteArray path = QFileInfo(capturePath).absoluteFilePath().toUtf8();
    return QStringLiteral("sourceMappings/")
        + QString::fromLatin1(QCryptographicHash::hash(path, QCryptographicHash::Sha1).toHex().left(20));
}

QString defaultEditorCommand()
{
    return SourceResolver::editorPresets().front().second;
}

} // namespace

SourceView::SourceView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("sourceView"));
    m_editorCommand = QSettings().value(kEditorKey, defaultEditorCommand()).toString();
    m_resolver.setSharedMappings(Preferences::load().pathMappings);

    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->setSpacing(4);

    auto* bar = new QHBoxLayout;
    m_location = new QLabel(this);
    m_location->setObjectName(QStringLiteral("sourceLocation"));
    m_location->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_location->font();
    bold.setBold(true);
    m_location->setFont(bold);
    bar->addWidget(m_location, 1);

    m_mappingsButton = new QToolButton(this);
    m_mappingsButton->setObjectName(QStringLiteral("pathMappingsButton"));
    m_mappingsButton->setText(tr("Path Mappings…"));
    m_mappingsButton->setToolTip(tr("Map folders of the traced machine to folders on this one"));
    connect(m_mappingsButton, &QToolButton::clicked, this, &SourceView::editMappings);
    bar->addWidget(m_mappingsButton);

    m_editorButton = new QToolButton(this);
    m_editorButton->setObjectName(QStringLiteral("openInEditorButton"));
    m_editorButton->setText(tr("Open in Editor"));
    m_editorButton->setPopupMode(QToolButton::MenuButtonPopup);
    m_editorMenu = new QMenu(m_editorButton);
    m_editorMenu->setObjectName(QStringLiteral("editorMenu"));
    m_editorButton->setMenu(m_editorMenu);
    connect(m_editorButton, &QToolButton::clicked, this, &SourceView::openInEditor);
    bar->addWidget(m_editorButton);
    column->addLayout(bar);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("sourceStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    column->addWidget(m_status);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    QSplitter* splitter = m_splitter;
    splitter->setObjectName(QStringLiteral("sourceSplitter"));
    splitter->setChildrenCollapsible(false);
    m_pages = new QStackedWidget(splitter);
    auto* empty = new QLabel(tr("Click a source line of a chain, a Python frame of an event's stack or a frame in "
                                "Stacks to see the code here."),
                             m_pages);
    empty->setObjectName(QStringLiteral("sourceEmpty"));
    empty->setWordWrap(true);
    empty->setAlignment(Qt::AlignCenter);
    empty->setEnabled(false);
    m_pages->addWidget(empty);
    m_code = new CodeView(m_pages);
    m_pages->addWidget(m_code);
    m_notFound = new QLabel(m_pages);
    m_notFound->setObjectName(QStringLiteral("sourceNotFound"));
    m_notFound->setWordWrap(true);
    m_notFound->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_notFound->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    m_notFound->setMargin(8);
    connect(m_notFound, &QLabel::linkActivated, this, [this] { editMappings(); });
    m_pages->addWidget(m_notFound);
    splitter->addWidget(m_pages);

    m_frames = new QTreeWidget(splitter);
    m_frames->setObjectName(QStringLiteral("sourceFrames"));
    m_frames->setColumnCount(FrameColumnCount);
    m_frames->setHeaderLabels({tr("Kind"), tr("Where"), tr("Function")});
    m_frames->setRootIsDecorated(false);
    m_frames->setUniformRowHeights(true);
    m_frames->setAlternatingRowColors(true);
    m_frames->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_frames->header()->setStretchLastSection(true);
    splitter->addWidget(m_frames);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    column->addWidget(splitter, 1);

    const auto frameClicked = [this](QTreeWidgetItem* item) {
        if (!item)
            return;
        const int i = m_frames->indexOfTopLevelItem(item);
        if (i < 0 || i >= m_frameData.size() || !m_frameData.at(i).python)
            return;
        const DisplayFrame& f = m_frameData.at(i);
        if (f.file == m_file && f.line == m_line)
            return;
        m_file = f.file;
        m_line = f.line;
        m_function = f.function;
        resolveAndShow();
    };
    connect(m_frames, &QTreeWidget::itemClicked, this, frameClicked);
    connect(m_frames, &QTreeWidget::itemActivated, this, frameClicked);

    updateEditorMenu();
    clear();
}

void SourceView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // Code and frames side by side in a wide dock, one over the other in a tall one.
    m_splitter->setOrientation(width() >= height() * 3 / 2 ? Qt::Horizontal : Qt::Vertical);
}

void SourceView::setCapture(const QString& capturePath)
{
    m_capturePath = capturePath;
    m_resolver.setMappings(capturePath.isEmpty() ? QList<SourceResolver::Mapping>() : storedMappings(capturePath));
    m_resolver.setCaptureFolder(capturePath.isEmpty() ? QString() : QFileInfo(capturePath).absolutePath());
    m_resolver.setTraceFolder(importedTraceFolder(capturePath));
    clear();
}

SourceResolver SourceView::resolverFor(const QString& capturePath)
{
    SourceResolver resolver;
    resolver.setSharedMappings(Preferences::load().pathMappings);
    if (!capturePath.isEmpty()) {
        resolver.setMappings(storedMappings(capturePath));
        resolver.setCaptureFolder(QFileInfo(capturePath).absolutePath());
        resolver.setTraceFolder(importedTraceFolder(capturePath));
    }
    return resolver;
}

QString SourceView::importedTraceFolder(const QString& capturePath)
{
    if (capturePath.isEmpty())
        return {};
    const QString trace = text::toQString(import::importedTracePath(QFile::encodeName(capturePath).toStdString()));
    return trace.isEmpty() ? QString() : QFileInfo(trace).absolutePath();
}

QList<SourceResolver::Mapping> SourceView::storedMappings(const QString& capturePath)
{
    QSettings settings;
    settings.beginGroup(mappingsGroup(capturePath));
    QList<SourceResolver::Mapping> out;
    const int count = settings.beginReadArray(QStringLiteral("mappings"));
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        const QString from = settings.value(QStringLiteral("from")).toString();
        const QString to = settings.value(QStringLiteral("to")).toString();
        if (!from.isEmpty() && !to.isEmpty())
            out.append({from, to});
    }
    settings.endArray();
    settings.endGroup();
    return out;
}

void SourceView::setMappings(const QList<SourceResolver::Mapping>& mappings)
{
    m_resolver.setMappings(mappings);
    if (!m_capturePath.isEmpty()) {
        QSettings settings;
        settings.beginGroup(mappingsGroup(m_capturePath));
        settings.remove(QString());
        settings.setValue(QStringLiteral("capture"), QFileInfo(m_capturePath).absoluteFilePath());
        settings.beginWriteArray(QStringLiteral("mappings"), static_cast<int>(mappings.size()));
        for (int i = 0; i < mappings.size(); ++i) {
            settings.setArrayIndex(i);
            settings.setValue(QStringLiteral("from"), mappings.at(i).first);
            settings.setValue(QStringLiteral("to"), mappings.at(i).second);
        }
        settings.endArray();
        settings.endGroup();
    }
    if (hasLocation())
        resolveAndShow();
}

void SourceView::setSharedMappings(const QList<SourceResolver::Mapping>& mappings)
{
    m_resolver.setSharedMappings(mappings);
    if (hasLocation())
        resolveAndShow();
}

void SourceView::clear()
{
    m_file.clear();
    m_line = 0;
    m_function.clear();
    m_resolved.clear();
    m_frameData.clear();
    m_frames->clear();
    m_frames->hide();
    m_code->clearCode();
    m_location->setText(tr("Source"));
    m_status->clear();
    m_status->hide();
    m_editorButton->setEnabled(false);
    m_pages->setCurrentIndex(EmptyPage);
}

void SourceView::showLocation(const QString& file, int line, const QString& function, const QList<DisplayFrame>& frames)
{
    m_file = file;
    m_line = line;
    m_function = function;
    m_frameData = frames;
    fillFrames();
    resolveAndShow();
}

QString SourceView::locationText() const
{
    return m_location->text();
}

QString SourceView::notFoundText() const
{
    return m_pages->currentIndex() == NotFoundPage ? m_notFound->text() : QString();
}

void SourceView::setStatus(const QString& text, bool problem)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
    m_status->setStyleSheet(problem ? QStringLiteral("color: %1;").arg(AppTheme::problemColour(palette()).name())
                                    : QString());
}

void SourceView::resolveAndShow()
{
    const QString name = m_file.mid(m_file.lastIndexOf(QLatin1Char('/')) + 1);
    const QString where = m_line > 0 ? QStringLiteral("%1:%2").arg(name).arg(m_line) : name;
    m_location->setText(m_function.isEmpty() ? where : tr("%1  in  %2").arg(where, m_function));
    m_location->setToolTip(m_file);
    m_resolved = m_resolver.resolve(m_file);
    m_editorButton->setEnabled(!m_resolved.isEmpty());
    // The frame shown is the current row of the frame list.
    for (int i = 0; i < m_frameData.size(); ++i) {
        const DisplayFrame& f = m_frameData.at(i);
        if (f.python && f.file == m_file && f.line == m_line) {
            m_frames->setCurrentItem(m_frames->topLevelItem(i));
            break;
        }
    }

    if (m_resolved.isEmpty()) {
        QString list;
        for (const QString& candidate : m_resolver.candidates(m_file))
            list += QStringLiteral("<li><tt>%1</tt></li>").arg(QDir::toNativeSeparators(candidate).toHtmlEscaped());
        m_notFound->setText(
            tr("<p><b>%1 was not found on this machine.</b></p><p>Tried:</p><ul>%2</ul>"
               "<p>The capture was taken on another machine: <a href=\"mappings\">map its folder</a> to where the "
               "same files are here.</p>")
                .arg(name.toHtmlEscaped(), list));
        m_code->clearCode();
        m_pages->setCurrentIndex(NotFoundPage);
        setStatus(QString(), false);
        emit locationShown();
        return;
    }

    QString error;
    const SourceResolver::Excerpt excerpt = SourceResolver::excerpt(m_resolved, m_line, kContextLines, &error);
    if (excerpt.lines.isEmpty()) {
        m_notFound->setText(tr("<p><b>%1 cannot be shown:</b> %2</p><p><tt>%3</tt></p>")
                                .arg(name.toHtmlEscaped(), error.toHtmlEscaped(),
                                     QDir::toNativeSeparators(m_resolved).toHtmlEscaped()));
        m_code->clearCode();
        m_pages->setCurrentIndex(NotFoundPage);
        setStatus(QString(), false);
        emit locationShown();
        return;
    }
    const int lastLine = excerpt.firstLine + static_cast<int>(excerpt.lines.size()) - 1;
    m_code->setCode(excerpt.lines, excerpt.firstLine, m_line);
    m_pages->setCurrentIndex(CodePage);
    if (m_line > lastLine)
        setStatus(tr("Line %1 is past the end of %2 (%3 lines): the file has changed since the capture.")
                      .arg(m_line)
                      .arg(QDir::toNativeSeparators(m_resolved))
                      .arg(lastLine),
                  true);
    else
        setStatus(QDir::toNativeSeparators(m_resolved), false);
    emit locationShown();
}

void SourceView::fillFrames()
{
    m_frames->clear();
    QList<QTreeWidgetItem*> items;
    for (const DisplayFrame& f : std::as_const(m_frameData)) {
        QStringList columns(FrameColumnCount);
        columns[KindColumn] = f.python ? tr("Python") : tr("Native");
        columns[LocationColumn] = f.python ? f.shortLocation() : f.location();
        columns[FunctionColumn] = f.function;
        auto* item = new QTreeWidgetItem(columns);
        item->setToolTip(LocationColumn, f.location());
        item->setToolTip(FunctionColumn, f.function);
        if (!f.python) {
            item->setForeground(KindColumn, palette().brush(QPalette::PlaceholderText));
            item->setForeground(LocationColumn, palette().brush(QPalette::PlaceholderText));
        }
        items.append(item);
    }
    m_frames->addTopLevelItems(items);
    m_frames->resizeColumnToContents(KindColumn);
    m_frames->resizeColumnToContents(LocationColumn);
    m_frames->setVisible(!items.isEmpty());
}

void SourceView::setEditorCommand(const QString& pattern)
{
    m_editorCommand = pattern.trimmed().isEmpty() ? defaultEditorCommand() : pattern.trimmed();
    QSettings().setValue(kEditorKey, m_editorCommand);
    updateEditorMenu();
}

void SourceView::updateEditorMenu()
{
    m_editorMenu->clear();
    auto* group = new QActionGroup(m_editorMenu);
    bool preset = false;
    for (const auto& [name, pattern] : SourceResolver::editorPresets()) {
        QAction* action = m_editorMenu->addAction(name);
        action->setCheckable(true);
        action->setChecked(pattern == m_editorCommand);
        action->setToolTip(pattern);
        preset = preset || pattern == m_editorCommand;
        group->addAction(action);
        const QString p = pattern;
        connect(action, &QAction::triggered, this, [this, p] { setEditorCommand(p); });
    }
    m_editorMenu->addSeparator();
    QAction* custom = m_editorMenu->addAction(preset ? tr("Custom Command…") : tr("Custom: %1").arg(m_editorCommand));
    custom->setObjectName(QStringLiteral("customEditorAction"));
    custom->setCheckable(true);
    custom->setChecked(!preset);
    group->addAction(custom);
    connect(custom, &QAction::triggered, this, &SourceView::chooseCustomCommand);
    m_editorMenu->setToolTipsVisible(true);
    m_editorButton->setToolTip(tr("Open the file at the line with: %1").arg(m_editorCommand));
}

void SourceView::chooseCustomCommand()
{
    auto* dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Editor Command"));
    dialog->setLabelText(tr("Command to open a file at a line; {file} and {line} are replaced:"));
    dialog->setTextValue(m_editorCommand);
    connect(dialog, &QInputDialog::textValueSelected, this, &SourceView::setEditorCommand);
    connect(dialog, &QDialog::rejected, this, &SourceView::updateEditorMenu);
    dialog->open();
}

bool SourceView::openInEditor()
{
    if (m_resolved.isEmpty()) {
        setStatus(tr("The file is not on this machine: set a path mapping first."), true);
        return false;
    }
    QStringList parts = SourceResolver::editorCommand(m_editorCommand, m_resolved, std::max(1, m_line));
    if (parts.isEmpty()) {
        setStatus(tr("The editor command is empty."), true);
        return false;
    }
    const QString program = parts.takeFirst();
    if (!QProcess::startDetached(program, parts)) {
        setStatus(tr("Could not start “%1”: is it installed and on the PATH? Choose another editor in the menu "
                     "beside Open in Editor.")
                      .arg(program),
                  true);
        return false;
    }
    emit editorStarted(program, parts);
    return true;
}

void SourceView::editMappings()
{
    // Offer the folder of the file that was not found as the prefix to map.
    const QString from = m_file.isEmpty() || isFound() ? QString() : QFileInfo(m_file).path();
    auto* dialog = new PathMappingsDialog(m_resolver.mappings(), from, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { setMappings(dialog->mappings()); });
    dialog->open();
}

} // namespace faultline
