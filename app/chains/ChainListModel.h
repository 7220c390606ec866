#pragma once

#include "ChainEngine.h"
#include "common/TableModel.h"

#include <QHash>

#include <vector>

namespace faultline {

// The causal chains of a capture, one row each: severity, title, where (the file:line it names),
// what it cost (the impact), when (relative to the capture start), rule and op, process, and
// whether the capture tool stored it. The title column leaves out the " at file.py:12" its
// location column holds, so that what happened leads and the location is never cut.
class ChainListModel : public TableModel
{
    Q_OBJECT
public:
    enum Column {
        SeverityColumn,
        TitleColumn,
        WhereColumn,
        ImpactColumn,
        TimeColumn,
        RuleColumn,
        ProcessColumn,
        StoredColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        SeverityRole, // int(ChainSeverity)
    };

    explicit ChainListModel(QObject* parent = nullptr);

    // Chains of `trace` (process names, the capture start and the evidence's processes come from it).
    void setChains(std::vector<Chain> chains, const Trace& trace);
    void clear();

    [[nodiscard]] const std::vector<Chain>& chains() const { return m_chains; }
    // Null for an invalid row.
    [[nodiscard]] const Chain* chain(int row) const;
    // Processes a chain is about or has evidence in (pids).
    [[nodiscard]] const std::vector<quint32>& involvedPids(int row) const;
    // Every pid of involvedPids over all chains, ascending.
    [[nodiscard]] std::vector<quint32> allPids() const;
    [[nodiscard]] QString processTitle(quint32 pid) const;
    [[nodiscard]] static QString severityText(ChainSeverity severity);
    [[nodiscard]] static QString ruleText(const Chain& chain);
    // "train.py:18": the chain's heaviest source line; empty when it has none.
    [[nodiscard]] static QString whereText(const Chain& chain);
    // "1.22 s · 72 %", empty for a stored chain.
    [[nodiscard]] static QString impactText(const Chain& chain);

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QString columnTitle(int column) const override;

    std::vector<Chain> m_chains;
    std::vector<std::vector<quint32>> m_pids;
    QHash<quint32, QString> m_processNames;
    qint64 m_captureStart = 0;
};

} // namespace faultline
