#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QTextStream;

namespace faultline {

// `faultline diff A B [--json]`: what changed between two runs. Two PyTorch memory snapshots
// give snapshot::SnapshotDiff; two captures (or traces, imported first) go to the capture
// comparison; a capture against a snapshot is refused. CompareInputs reads and compares them, as
// for the Compare tab.
class DiffCommand
{
    Q_DECLARE_TR_FUNCTIONS(DiffCommand)
public:
    [[nodiscard]] static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

} // namespace faultline
