#pragma once

// Every event of an open capture, in rowid order, for the tests that compare what was written
// with what reads back.

#include "CaptureReader.h"
#include "CaptureTypes.h"

#include <cstddef>
#include <vector>

namespace faultline::test {

inline std::vector<capture::EventRecord> readEvents(capture::CaptureReader& reader)
{
    std::vector<capture::EventRecord> events;
    static_cast<void>(reader.readEvents(
        [&](const capture::EventRecord* rows, std::size_t n) { events.insert(events.end(), rows, rows + n); }));
    return events;
}

} // namespace faultline::test
