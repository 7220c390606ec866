#include "ChainListModel.h"

#include "QtText.h"
#include "StackFrames.h"
#include "common/TimeFormat.h"

#include <algorithm>
#include <set>

namespace faultline {

namespace {

const std::vector<quint32> kNoPids;

} // namespace

ChainListModel::ChainListModel(QObject* parent)
    : TableModel(ColumnCount, parent)
{
    TimeFormat::refreshOnDisplayChange(this);
}

void ChainListModel::setChains(std::vector<Chain> chains, const Trace& trace)
{
    beginResetModel();
    m_chains = std::move(chains);
    m_captureStart = trace.beginNs;
    m_processNames.clear();
    for (const Process& process : trace.processes) {
        if (!m_processNames.contains(process.pid) && !process.name.empty())
            m_processNames.insert(process.pid, text::toQString(process.name));
    }
    m_pids.clear();
    m_pids.reserve(m_chains.size());
    for (const Chain& chain : m_chains) {
        // The process a chain is about and those its evidence runs in: a fork stall is about the
        // parent but shows up when filtering by one of its stalled workers too.
        std::set<quint32> pids;
        if (chain.pid != 0)
            pids.insert(chain.pid);
        for (const std::uint32_t lane : chain.lanes) {
            if (lane < trace.lanes.size() && trace.lanes[lane].thread < trace.threads.size())
                pids.insert(trace.threads[trace.lanes[lane].thread].pid);
        }
        m_pids.emplace_back(pids.begin(), pids.end());
    }
    endResetModel();
}

void ChainListModel::clear()
{
    beginResetModel();
    m_chains.clear();
    m_pids.clear();
    m_processNames.clear();
    endResetModel();
}

const Chain* ChainListModel::chain(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_chains.size()))
        return nullptr;
    return &m_chains[static_cast<std::size_t>(row)];
}

const std::vector<quint32>& ChainListModel::involvedPids(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_pids.size()))
        return kNoPids;
    return m_pids[static_cast<std::size_t>(row)];
}

std::vector<quint32> ChainListModel::allPids() const
{
    std::set<quint32> all;
    for (const std::vector<quint32>& pids : m_pids)
        all.insert(pids.begin(), pids.end());
    return {all.begin(), all.end()};
}

QString ChainListModel::processTitle(quint32 pid) const
{
    const QString name = m_processNames.value(pid);
    return name.isEmpty() ? tr("pid %1").arg(pid) : tr("%1 (pid %2)").arg(name).arg(pid);
}

QString ChainListModel::severityText(ChainSeverity severity)
{
    switch (severity) {
    case ChainSeverity::High: return tr("HIGH");
    case ChainSeverity::Medium: return tr("MEDIUM");
    case ChainSeverity::Low: return tr("LOW");
    }
    return {};
}

QString ChainListModel::ruleText(const Chain& chain)
{
    const QString op = text::toQString(chain.symptom.op);
    const QString rule = text::toQString(chain.rule);
    return op.isEmpty() ? rule : QStringLiteral("%1 · %2").arg(op, rule);
}

QString ChainListModel::whereText(const Chain& chain)
{
    // The chain's heaviest source line (what the Sources tab lists first), from the chain's data:
    // the title is text for people, in their language, and is never searched.
    if (chain.sources.empty() || chain.sources.front().file.empty())
        return {};
    const ChainSource& source = chain.sources.front();
    return DisplayFrame{true, {}, text::toQString(source.file), source.line}.shortLocation();
}

QString ChainListModel::impactText(const Chain& chain)
{
    if (chain.stored)
        return {};
    const double share = 100.0 * chain.impact.share;
    return QStringLiteral("%1 · %2 %")
        .arg(text::durationText(chain.impact.ns), QString::number(share, 'f', share < 10 ? 1 : 0));
}

int ChainListModel::rows() const
{
    return static_cast<int>(m_chains.size());
}

QVariant ChainListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Chain& c = m_chains[static_cast<std::size_t>(row)];
    if (role == SeverityRole)
        return static_cast<int>(c.severity);
    if (role == SortRole) {
        switch (index.column()) {
        // Severity, then the engine's order (failures, impact) within one severity.
        case SeverityColumn: return qint64(static_cast<int>(c.severity)) * 1'000'000'000 - row;
        case TitleColumn: return text::toQString(c.title);
        case WhereColumn: return whereText(c);
        case ImpactColumn: return qint64(c.impact.ns);
        case TimeColumn: return qint64(c.windowStart);
        case RuleColumn: return ruleText(c);
        case ProcessColumn: return c.pid == 0 ? QString() : processTitle(c.pid);
        case StoredColumn: return c.stored ? 1 : 0;
        default: return {};
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case SeverityColumn: return severityText(c.severity);
        case TitleColumn: return text::toQString(c.title);
        case WhereColumn: return whereText(c);
        case ImpactColumn: return impactText(c);
        case TimeColumn:
            return c.windowStart > 0 ? TimeFormat::instant(c.windowStart, m_captureStart, 1'000'000) : QString();
        case RuleColumn: return ruleText(c);
        case ProcessColumn: return c.pid == 0 ? tr("several") : processTitle(c.pid);
        case StoredColumn: return c.stored ? tr("stored") : QString();
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case TitleColumn: return text::toQString(c.title);
        case WhereColumn: {
            // The whole path of the source line it is, where the chain has it.
            const QString where = whereText(c);
            for (const ChainSource& s : c.sources) {
                const DisplayFrame frame{true, text::toQString(s.function), text::toQString(s.file), s.line};
                if (frame.shortLocation() == where)
                    return frame.location();
            }
            return where;
        }
        case ImpactColumn:
            if (c.stored)
                return {};
            if (c.impact.steps > 0)
                return tr("%1 lost from the thread that issues the GPU work, %2 % of %3 steps (%4 per step)")
                    .arg(text::durationText(c.impact.ns))
                    .arg(QString::number(100.0 * c.impact.share, 'f', 1))
                    .arg(c.impact.steps)
                    .arg(text::durationText(c.impact.perStepNs()));
            return tr("%1 lost from the thread that issues the GPU work, %2 % of %3 of GPU work")
                .arg(text::durationText(c.impact.ns), QString::number(100.0 * c.impact.share, 'f', 1),
                     text::durationText(c.impact.rangeNs));
        case TimeColumn:
            return tr("%1 to %2 after the capture began")
                .arg(TimeFormat::offset(c.windowStart - m_captureStart, 1000),
                     TimeFormat::offset(c.windowEnd - m_captureStart, 1000));
        case StoredColumn:
            return c.stored ? tr("Stored in the capture by the tool that recorded it, not derived by Faultline")
                            : tr("Derived by Faultline from the capture's events");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole) {
        if (index.column() == TimeColumn || index.column() == ImpactColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        if (index.column() == SeverityColumn || index.column() == StoredColumn)
            return QVariant::fromValue(Qt::AlignCenter);
    }
    return {};
}

QString ChainListModel::columnTitle(int column) const
{
    switch (column) {
    case SeverityColumn: return tr("Severity");
    case TitleColumn: return tr("Chain");
    case WhereColumn: return tr("Where");
    case ImpactColumn: return tr("Impact");
    case TimeColumn: return tr("Time");
    case RuleColumn: return tr("Op / rule");
    case ProcessColumn: return tr("Process");
    case StoredColumn: return tr("Stored");
    default: return {};
    }
}

} // namespace faultline
