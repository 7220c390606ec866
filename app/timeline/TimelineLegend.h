#pragma once

#include "TimelineColours.h"

#include <QWidget>

#include <vector>

namespace faultline {

// One line of colour swatches under the toolbar: what the bar colours of the timeline mean,
// including the off-CPU intensity scale from short to long.
class TimelineLegend : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineLegend(QWidget* parent = nullptr);

    // Adds the colours of GPU work (kernels, communication kernels) for a trace that has GPU
    // stream lanes (an imported profiler trace).
    void setShowsGpuWork(bool shows);

    // Labels in display order, for tests.
    [[nodiscard]] QStringList labels() const;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Item
    {
        timeline::ColourKey key;
        QString label;
        bool marker = false; // drawn as an instant marker, not a bar
    };
    std::vector<Item> m_items;
    TimelineColours m_colours;
};

} // namespace faultline
