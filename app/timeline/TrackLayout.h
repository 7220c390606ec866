#pragma once

#include "Coordinates.h"

#include <span>
#include <vector>

namespace faultline {

namespace timeline {
class TimelineModel;
}

// Heights and tops of the timeline rows, shared by the label column and the track painter so
// that both agree to the pixel. Content coordinates: row 0 starts at y = 0, before scrolling.
class TrackLayout
{
public:
    static constexpr int kMinimumLaneHeight = 12;
    static constexpr int kMaximumLaneHeight = 48;

    void setLaneHeight(int height);
    [[nodiscard]] int laneHeight() const { return m_laneHeight; }
    // Recomputes the heights from the model's rows.
    void update(const timeline::TimelineModel& model);

    [[nodiscard]] int rowCount() const { return static_cast<int>(m_heights.size()); }
    [[nodiscard]] std::span<const int> heights() const { return m_heights; }
    [[nodiscard]] int rowTop(int row) const;
    [[nodiscard]] int rowHeight(int row) const;
    [[nodiscard]] int totalHeight() const { return m_tops.empty() ? 0 : m_tops.back(); }
    // Row at content y, -1 outside every row. O(log rows).
    [[nodiscard]] int rowAt(int y) const;

private:
    int m_laneHeight = 20;
    std::vector<int> m_heights;
    std::vector<int> m_tops; // rowCount() + 1 entries: m_tops[i] = top of row i
};

} // namespace faultline
