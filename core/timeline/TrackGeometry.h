#pragma once

#include "LaneIndex.h"
#include "Palette.h"

#include <cstdint>
#include <vector>

namespace faultline::timeline {

// One drawn bar of a lane: a single event, or several events too small to tell apart merged
// into one run ("N calls"). Pixel x in [0, width].
struct Run
{
    float x0 = 0;
    float x1 = 0;
    std::uint32_t first = 0; // first event of the run (index into the lane's columns)
    std::uint32_t count = 0; // events merged into this run
    std::uint32_t event = 0; // the longest event of the run: its colour, its tooltip
    ColourKey colour = ColourKey::Other;
};

struct LaneGeometry
{
    std::vector<Run> runs; // ordered by x; runs never overlap
};

// Builds the bars of one lane for the view [rangeStart, rangeEnd) `width` pixels wide.
// Work is O(buckets × log events), never O(events in view): the view is cut into power-of-two
// buckets, two per pixel; each bucket contributes its longest event. Guarantees (tested): every
// run inside [0, width], none narrower than 1 px, at most one run starting in each pixel column
// when events are dense, and the counts of the runs add up to the events that start in the view
// plus the one reaching into it from before.
[[nodiscard]] LaneGeometry buildLaneGeometry(const EventColumns& events, const LaneIndex& index, LaneKind kind,
                                             std::int64_t rangeStart, std::int64_t rangeEnd, double width);

// Colour key of an event of a lane of `kind`.
[[nodiscard]] ColourKey eventColour(const EventColumns& events, std::size_t i, LaneKind kind);

} // namespace faultline::timeline
