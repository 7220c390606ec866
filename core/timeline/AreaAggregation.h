#pragma once

#include "Trace.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace faultline::timeline {

// Per-op totals of an area selection (time range × lanes), Perfetto's "slices" aggregation.
struct OpAggregate
{
    std::uint8_t source = 0;
    std::uint8_t op = 0;
    std::string name;
    std::int64_t count = 0;
    std::int64_t totalNs = 0;
    double meanNs = 0;
    std::int64_t p99Ns = 0;  // nearest rank
    std::uint64_t bytes = 0; // sum of arg0 for byte-valued ops (OpInfo::arg0IsBytes), else 0
};

// Events of `lanes` whose interval starts in [start, end), grouped by (source, op), sorted by
// total time descending. Same rows as
//   SELECT ... FROM events WHERE tid = ? AND <lane's sources> AND <interval start> >= start AND < end
// Lanes are indices into Trace::lanes; out-of-range lanes are ignored.
[[nodiscard]] std::vector<OpAggregate> aggregateArea(const Trace& trace, std::span<const std::uint32_t> lanes,
                                                     std::int64_t start, std::int64_t end);

} // namespace faultline::timeline
