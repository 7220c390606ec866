#pragma once

#include "SnapshotReplay.h"

#include <QWidget>

#include <vector>

namespace faultline {

// Allocated (active) and reserved memory over the recorded entries, one bucket per pixel
// column with its peaks, and a marker at the shown position. Clicking or dragging seeks.
class MemoryTimeline : public QWidget
{
    Q_OBJECT
public:
    explicit MemoryTimeline(QWidget* parent = nullptr);

    void setReplay(const snapshot::SnapshotReplay* replay);
    void setPosition(std::size_t position);
    [[nodiscard]] const std::vector<snapshot::SeriesBucket>& buckets() const { return m_buckets; }
    // The entry position under an x coordinate.
    [[nodiscard]] std::size_t positionAt(int x) const;

    [[nodiscard]] QSize sizeHint() const override { return {600, 90}; }

signals:
    void positionRequested(std::size_t position);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    void rebuild();
    [[nodiscard]] QRect plotRect() const;

    const snapshot::SnapshotReplay* m_replay = nullptr;
    std::vector<snapshot::SeriesBucket> m_buckets;
    std::uint64_t m_peak = 1;
    std::size_t m_position = 0;
};

} // namespace faultline
