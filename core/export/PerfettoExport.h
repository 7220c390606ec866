#pragma once

#include "Annotation.h"
#include "ChainEngine.h"
#include "Trace.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>
#include <vector>

class QIODevice;

namespace faultline {

struct PerfettoExportOptions
{
    // Events whose interval starts in [from, to), as ChainOptions and `faultline explain`.
    std::int64_t from = INT64_MIN;
    std::int64_t to = INT64_MAX;
    // Lanes to export: every thread of these processes and these threads. Both empty = all.
    std::vector<std::uint32_t> pids;
    std::vector<std::uint32_t> tids;
    std::vector<Chain> chains; // exported when their window meets the range
    QList<Annotation> notes;   // likewise
    QString captureName;       // recorded in the file's metadata
};

struct PerfettoExportResult
{
    bool ok = false;
    QString error;
    std::int64_t events = 0; // capture events written (not metadata, chains or notes)
    std::int64_t processes = 0;
    std::int64_t threads = 0;
    std::int64_t chains = 0;
    std::int64_t notes = 0;
};

// Chrome trace-event JSON that the Perfetto UI (and chrome://tracing) opens, streamed to the
// device in chunks, so a capture of any size exports in bounded memory:
// - one process per pid ("process_name" metadata), one thread per tid ("thread_name");
// - CUDA/driver calls, off-CPU intervals, IO and network as complete events ("X") on their
//   thread, lifecycle and other instantaneous events as thread instants ("i");
// - chains as instants with their rule, severity and explanation in args (process scope
//   when the chain is about an exported process, else global);
// - point notes as global instants, span notes as "X" on a "Notes" process.
// Times are µs since the capture began, with three decimals (ns precision); the capture's start
// in unix ns is in otherData.origin_unix_ns. A merged capture that repeats a pid on several
// nodes gets a fresh pid for each repeat, its name saying which node.
class PerfettoExport
{
    Q_DECLARE_TR_FUNCTIONS(PerfettoExport)
public:
    [[nodiscard]] static PerfettoExportResult write(const Trace& trace, const PerfettoExportOptions& options,
                                                    QIODevice* out);
};

} // namespace faultline
