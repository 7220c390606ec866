#include "EventDetailsWidget.h"

#include "EventDetails.h"
#include "QtText.h"
#include "common/TimeFormat.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace faultline {

namespace {

// The short location before the long, often templated, function name, which takes the rest.
enum StackColumn { KindColumn, LocationColumn, FunctionColumn, StackColumnCount };
// Item data of Python frames, on KindColumn.
constexpr int kFileRole = Qt::UserRole;
constexpr int kLineRole = Qt::UserRole + 1;
constexpr int kFunctionRole = Qt::UserRole + 2;

} // namespace

EventDetailsWidget::EventDetailsWidget(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("eventDetails"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_pages = new QStackedWidget(this);
    layout->addWidget(m_pages);

    auto* empty = new QLabel(tr("Click an event to see its arguments, return code and stack."), m_pages);
    empty->setObjectName(QStringLiteral("detailsEmpty"));
    empty->setWordWrap(true);
    empty->setAlignment(Qt::AlignCenter);
    empty->setEnabled(false);
    m_pages->addWidget(empty);

    auto* page = new QWidget(m_pages);
    auto* column = new QVBoxLayout(page);
    column->setContentsMargins(0, 0, 0, 0);
    m_op = new QLabel(page);
    m_op->setObjectName(QStringLiteral("detailsOp"));
    QFont title = m_op->font();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 1.25);
    m_op->setFont(title);
    m_op->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(m_op);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_start = addField(form, tr("Start"), QStringLiteral("start"));
    m_duration = addField(form, tr("Duration"), QStringLiteral("duration"));
    m_return = addField(form, tr("Returned"), QStringLiteral("return"));
    m_process = addField(form, tr("Process"), QStringLiteral("process"));
    m_thread = addField(form, tr("Thread"), QStringLiteral("thread"));
    column->addLayout(form);

    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_arguments = new QTableWidget(0, 2, page);
    m_arguments->setObjectName(QStringLiteral("detailsArguments"));
    m_arguments->setHorizontalHeaderLabels({tr("Argument"), tr("Value")});
    m_arguments->horizontalHeader()->setStretchLastSection(true);
    m_arguments->verticalHeader()->hide();
    m_arguments->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_arguments->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_arguments->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    column->addWidget(m_arguments);

    m_stackNote = new QLabel(page);
    m_stackNote->setObjectName(QStringLiteral("detailsStackNote"));
    m_stackNote->setWordWrap(true);
    column->addWidget(m_stackNote);

    m_stack = new QTreeWidget(page);
    m_stack->setObjectName(QStringLiteral("detailsStack"));
    m_stack->setColumnCount(StackColumnCount);
    m_stack->setHeaderLabels({tr("Kind"), tr("Where"), tr("Function")});
    m_stack->setRootIsDecorated(false);
    m_stack->setUniformRowHeights(true);
    m_stack->setAlternatingRowColors(true);
    m_stack->setFont(fixed);
    m_stack->header()->setStretchLastSection(true);
    m_stack->setSelectionMode(QAbstractItemView::ExtendedSelection);
    column->addWidget(m_stack, 1);
    m_pages->addWidget(page);
    connect(m_stack, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) { emitFrame(item); });
    connect(m_stack, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) { emitFrame(item); });
    clear();
}

void EventDetailsWidget::emitFrame(const QTreeWidgetItem* item)
{
    if (!item)
        return;
    const QString file = item->data(KindColumn, kFileRole).toString();
    if (file.isEmpty())
        return;
    emit pythonFrameClicked(file, item->data(KindColumn, kLineRole).toInt(),
                            item->data(KindColumn, kFunctionRole).toString());
}

QSize EventDetailsWidget::sizeHint() const
{
    return {380, 400};
}

QLabel* EventDetailsWidget::addField(QFormLayout* form, const QString& label, const QString& name)
{
    auto* field = new QLabel(this);
    field->setObjectName(QStringLiteral("details_") + name);
    field->setTextInteractionFlags(Qt::TextSelectableByMouse);
    field->setWordWrap(true);
    form->addRow(label, field);
    return field;
}

QString EventDetailsWidget::opText() const
{
    return m_op->text();
}

QString EventDetailsWidget::fieldText(const QString& name) const
{
    const auto* label = findChild<QLabel*>(QStringLiteral("details_") + name);
    return label ? label->text() : QString();
}

void EventDetailsWidget::clear()
{
    m_event = {};
    m_pages->setCurrentIndex(0);
    m_arguments->setRowCount(0);
    m_stack->clear();
}

void EventDetailsWidget::setEvent(const Trace& trace, EventRef ref, qint64 captureStart)
{
    if (!trace.contains(ref)) {
        clear();
        return;
    }
    m_event = ref;
    const timeline::EventDetails d = timeline::describeEvent(trace, ref);
    m_op->setText(d.source.empty() ? text::toQString(d.op)
                                   : QStringLiteral("%1  (%2)").arg(text::toQString(d.op), text::toQString(d.source)));
    const QString since = tr("%1 since the capture start").arg(TimeFormat::offset(d.start - captureStart, 1));
    const QString wallClock = TimeFormat::dateTime(d.start);
    // The form the time display asks for first.
    m_start->setText(TimeFormat::display().origin == TimeDisplay::Origin::Relative
                         ? since + QLatin1Char('\n') + wallClock
                         : wallClock + QLatin1Char('\n') + since);
    m_duration->setText(tr("%1 (%2 ns)").arg(TimeFormat::duration(d.duration)).arg(d.duration));
    if (d.source == "GPU")
        m_return->setText(QStringLiteral("—")); // GPU work returns nothing: its call did
    else if (d.retCode == 0 && d.retName.empty())
        m_return->setText(QStringLiteral("0"));
    else
        m_return->setText(d.retName.empty() ? QString::number(d.retCode)
                                            : QStringLiteral("%1 (%2)").arg(text::toQString(d.retName)).arg(d.retCode));
    // A GPU and its stream have names but no pid or tid (0).
    if (d.pid == 0 && !d.processName.empty())
        m_process->setText(text::toQString(d.processName));
    else
        m_process->setText(d.processName.empty() ? tr("pid %1").arg(d.pid)
                                                 : tr("%1 (pid %2)").arg(text::toQString(d.processName)).arg(d.pid));
    if (d.tid == 0 && !d.threadName.empty())
        m_thread->setText(text::toQString(d.threadName));
    else
        m_thread->setText(d.threadName.empty() ? tr("tid %1").arg(d.tid)
                                               : tr("%1 (tid %2)").arg(text::toQString(d.threadName)).arg(d.tid));

    m_arguments->setRowCount(static_cast<int>(d.arguments.size()));
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (std::size_t i = 0; i < d.arguments.size(); ++i) {
        const int row = static_cast<int>(i);
        // Labels are marked for translation in core (EventDetails.cpp) and stay English there.
        const QString label = QCoreApplication::translate("EventDetails", d.arguments[i].label.c_str());
        m_arguments->setItem(row, 0, new QTableWidgetItem(label));
        // Values are data (sizes, pointers) except the few words core marks for translation.
        auto* value = new QTableWidgetItem(QCoreApplication::translate("EventDetails", d.arguments[i].value.c_str()));
        value->setFont(fixed);
        m_arguments->setItem(row, 1, value);
    }
    m_arguments->resizeColumnToContents(0);
    m_arguments->resizeRowsToContents();
    // Exactly as tall as its rows: the stack below gets the rest.
    int height = m_arguments->horizontalHeader()->height() + 2 * m_arguments->frameWidth();
    for (int row = 0; row < m_arguments->rowCount(); ++row)
        height += m_arguments->rowHeight(row);
    m_arguments->setFixedHeight(height);
    m_arguments->setVisible(!d.arguments.empty());

    m_stack->clear();
    QList<QTreeWidgetItem*> items;
    items.reserve(static_cast<qsizetype>(d.frames.size()));
    for (const timeline::DetailFrame& frame : d.frames) {
        QStringList columns(StackColumnCount);
        const QString file = text::toQString(frame.file);
        const QString location = frame.line > 0 ? QStringLiteral("%1:%2").arg(file).arg(frame.line) : file;
        if (frame.python) {
            columns[KindColumn] = tr("Python");
            columns[FunctionColumn] = text::toQString(frame.function);
            // The file name and line; the full path is in the tooltip.
            const QString name = file.mid(file.lastIndexOf(QLatin1Char('/')) + 1);
            columns[LocationColumn] = frame.line > 0 ? QStringLiteral("%1:%2").arg(name).arg(frame.line) : name;
        } else {
            columns[KindColumn] = tr("Native");
            if (frame.function.empty() && frame.ip != 0)
                columns[FunctionColumn] = QStringLiteral("0x%1").arg(frame.ip, 0, 16);
            else
                columns[FunctionColumn] = text::toQString(frame.function) + text::toQString(frame.offset);
            columns[LocationColumn] = location;
        }
        auto* item = new QTreeWidgetItem(columns);
        item->setToolTip(FunctionColumn, columns[FunctionColumn]);
        item->setToolTip(LocationColumn, location);
        if (frame.python && !file.isEmpty()) {
            item->setData(KindColumn, kFileRole, file);
            item->setData(KindColumn, kLineRole, frame.line);
            item->setData(KindColumn, kFunctionRole, text::toQString(frame.function));
            item->setToolTip(LocationColumn, tr("%1\nClick to show the source").arg(location));
        }
        items.append(item);
    }
    m_stack->addTopLevelItems(items);
    m_stack->resizeColumnToContents(KindColumn);
    m_stack->resizeColumnToContents(LocationColumn);
    if (d.frames.empty())
        m_stackNote->setText(tr("No stack was recorded for this event."));
    else if (d.stackFromIpsOnly)
        m_stackNote->setText(tr("Stack (%1 frames, addresses only: symbols were not resolved)").arg(d.frames.size()));
    else
        m_stackNote->setText(tr("Stack (%1 frames, innermost first; Python first, then native)").arg(d.frames.size()));
    m_stack->setVisible(!d.frames.empty());
    m_pages->setCurrentIndex(1);
}

} // namespace faultline
