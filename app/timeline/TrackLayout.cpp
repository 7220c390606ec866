#include "TrackLayout.h"

#include "TimelineModel.h"

#include <algorithm>

namespace faultline {

using timeline::TimelineRow;

void TrackLayout::setLaneHeight(int height)
{
    m_laneHeight = std::clamp(height, kMinimumLaneHeight, kMaximumLaneHeight);
}

void TrackLayout::update(const timeline::TimelineModel& model)
{
    const auto& rows = model.rows();
    m_heights.resize(rows.size());
    m_tops.resize(rows.size() + 1);
    int top = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        int height = m_laneHeight;
        switch (rows[i].kind) {
        case TimelineRow::Kind::CounterGroup: height = m_laneHeight + 2; break;
        case TimelineRow::Kind::Counter: height = std::max(36, m_laneHeight * 2 + 4); break;
        case TimelineRow::Kind::Process: height = m_laneHeight + 4; break;
        case TimelineRow::Kind::Node: height = m_laneHeight + 8; break;
        case TimelineRow::Kind::Lane:
        case TimelineRow::Kind::Query:
        case TimelineRow::Kind::Idle: height = m_laneHeight; break;
        }
        m_heights[i] = height;
        m_tops[i] = top;
        top += height;
    }
    m_tops[rows.size()] = top;
}

int TrackLayout::rowTop(int row) const
{
    if (row <= 0 || m_tops.empty())
        return 0;
    return m_tops[static_cast<std::size_t>(std::min(row, rowCount()))];
}

int TrackLayout::rowHeight(int row) const
{
    if (row < 0 || row >= rowCount())
        return 0;
    return m_heights[static_cast<std::size_t>(row)];
}

int TrackLayout::rowAt(int y) const
{
    if (m_heights.empty() || y < 0 || y >= totalHeight())
        return -1;
    // The last top not above y.
    const auto it = std::upper_bound(m_tops.begin(), m_tops.end() - 1, y);
    return static_cast<int>(it - m_tops.begin()) - 1;
}

} // namespace faultline
