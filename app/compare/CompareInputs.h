#pragma once

// The two runs of a comparison (issue 49), read for `faultline diff` and for the Compare tab alike:
// two PyTorch memory snapshots, or two captures (a profiler or Nsight Systems trace is converted
// first, as File ▸ Open converts one). Both files are read at once, one thread each: a comparison
// of two traces takes no longer than opening both. A capture against a snapshot is refused.

#include "CaptureDiff.h"
#include "Snapshot.h"
#include "SnapshotDiff.h"
#include "Trace.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

class QTemporaryDir;

namespace faultline {

// One side of the comparison: a capture (trace set) or a snapshot (snapshot set).
struct CompareRun
{
    QString path;    // as given
    QString capture; // the capture read: `path`, or the converted trace's capture (lives with the result)
    std::shared_ptr<const Trace> trace;
    std::shared_ptr<const snapshot::Snapshot> snapshot;
};

struct CompareResult
{
    enum class Status : std::uint8_t { Ok, UsageError, Failed, Cancelled };
    Status status = Status::Failed;
    QString error; // why not, in the user's language, naming the file
    CompareRun a;
    CompareRun b;
    std::optional<CaptureDiff> captures;             // two captures
    std::optional<snapshot::SnapshotDiff> snapshots; // two snapshots
    std::shared_ptr<QTemporaryDir> converted;        // the converted traces' captures, removed with the last copy
    [[nodiscard]] bool ok() const { return status == Status::Ok; }
};

class CompareInputs
{
    Q_DECLARE_TR_FUNCTIONS(CompareInputs)
public:
    // Reads `a` (the baseline) and `b` (the run compared) on two threads and compares them.
    // `progress` (any thread) says what is being done; `cancel` stops between stages.
    [[nodiscard]] static CompareResult compare(const QString& a, const QString& b,
                                               const std::function<void(const QString&)>& progress = {},
                                               const std::atomic_bool* cancel = nullptr);
};

} // namespace faultline
