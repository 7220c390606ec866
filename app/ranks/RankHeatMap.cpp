#include "RankHeatMap.h"

#include "QtText.h"
#include "common/AppTheme.h"
#include "common/TimeFormat.h"

#include <QHelpEvent>
#include <QLocale>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace faultline {

namespace {

constexpr double kNsPerMs = 1e6;
// A press and release further apart than this is a drag, not a click.
constexpr int kClickSlopPx = 4;

QString rankName(const RankInfo& rank, int index)
{
    return RankHeatMap::tr("rank %1").arg(rank.rank >= 0 ? rank.rank : index);
}

// Quiet where no one waited, darker and redder the longer: light and dark themes each get a
// ramp that starts near their background.
QCPColorGradient waitGradient(bool dark)
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    if (dark) {
        gradient.setColorStopAt(0.0, QColor(0x34, 0x36, 0x3a));
        gradient.setColorStopAt(0.35, QColor(0x8c, 0x2d, 0x04));
        gradient.setColorStopAt(0.7, QColor(0xe6, 0x55, 0x0d));
        gradient.setColorStopAt(1.0, QColor(0xfd, 0xd4, 0x9e));
    } else {
        gradient.setColorStopAt(0.0, QColor(0xf4, 0xf4, 0xf0));
        gradient.setColorStopAt(0.35, QColor(0xfd, 0xd0, 0xa2));
        gradient.setColorStopAt(0.7, QColor(0xf1, 0x69, 0x13));
        gradient.setColorStopAt(1.0, QColor(0x8c, 0x2d, 0x04));
    }
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setNanHandling(QCPColorGradient::nhTransparent);
    gradient.setLevelCount(256);
    return gradient;
}

} // namespace

RankHeatMap::RankHeatMap(QWidget* parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("rankHeatMap"));
    setMinimumSize(320, 200);
    setMouseTracking(true);
    setAutoAddPlottableToLegend(false);

    m_map = new QCPColorMap(xAxis, yAxis);
    m_map->setInterpolate(false);
    m_map->setTightBoundary(false);

    m_scale = new QCPColorScale(this);
    plotLayout()->addElement(0, 1, m_scale);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(12);
    m_scale->axis()->setLabel(tr("wait (ms)"));
    m_map->setColorScale(m_scale);
    auto* margins = new QCPMarginGroup(this);
    axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, margins);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, margins);

    yAxis->setRangeReversed(true); // the first rank on top, as in the table
    yAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    yAxis->grid()->setVisible(false);
    xAxis->grid()->setVisible(false);
    yAxis->setSubTicks(false);
    xAxis->setSubTicks(false);

    m_emptyText = new QCPItemText(this);
    m_emptyText->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyText->position->setCoords(0.5, 0.5);
    m_emptyText->setText(tr("No collective was matched across the ranks: there are no waits to show."));
    m_emptyText->setVisible(false);

    restyle();
    rebuild();
}

void RankHeatMap::setAnalysis(std::shared_ptr<const RankAnalysis> analysis)
{
    m_analysis = std::move(analysis);
    m_steps.clear();
    if (m_analysis) {
        for (const MatchedCollective& c : m_analysis->collectives) {
            if (c.step >= 0)
                m_steps.push_back(c.step);
        }
        std::sort(m_steps.begin(), m_steps.end());
        m_steps.erase(std::unique(m_steps.begin(), m_steps.end()), m_steps.end());
    }
    const bool many = m_analysis && m_analysis->collectives.size() > kMaximumCollectiveColumns;
    m_columns = many && hasSteps() ? Columns::Steps : Columns::Collectives;
    rebuild();
}

void RankHeatMap::setColumns(Columns columns)
{
    if (columns == Columns::Steps && !hasSteps())
        columns = Columns::Collectives;
    if (columns == m_columns)
        return;
    m_columns = columns;
    rebuild();
}

int RankHeatMap::rankCount() const
{
    return m_analysis ? static_cast<int>(m_analysis->ranks.size()) : 0;
}

std::int64_t RankHeatMap::waitNsAt(int rank, int column) const
{
    if (rank < 0 || rank >= rankCount() || column < 0 || column >= columnCount())
        return 0;
    std::int64_t total = 0;
    for (const int c : m_columnCollectives[static_cast<std::size_t>(column)]) {
        const MatchedCollective& collective = m_analysis->collectives[static_cast<std::size_t>(c)];
        if (static_cast<std::size_t>(rank) < collective.waitNs.size())
            total += collective.waitNs[static_cast<std::size_t>(rank)];
    }
    return total;
}

int RankHeatMap::collectiveAt(int rank, int column) const
{
    if (rank < 0 || rank >= rankCount() || column < 0 || column >= columnCount())
        return -1;
    int best = -1;
    std::int64_t bestWait = -1;
    for (const int c : m_columnCollectives[static_cast<std::size_t>(column)]) {
        const MatchedCollective& collective = m_analysis->collectives[static_cast<std::size_t>(c)];
        const auto r = static_cast<std::size_t>(rank);
        if (r >= collective.kernels.size() || !collective.kernels[r].isValid())
            continue;
        const std::int64_t wait = r < collective.waitNs.size() ? collective.waitNs[r] : 0;
        if (wait > bestWait) {
            best = c;
            bestWait = wait;
        }
    }
    return best;
}

std::pair<int, int> RankHeatMap::cellAt(const QPoint& pos) const
{
    if (columnCount() == 0 || !axisRect()->rect().contains(pos))
        return {-1, -1};
    const double key = xAxis->pixelToCoord(pos.x());
    const double value = yAxis->pixelToCoord(pos.y());
    const auto column = static_cast<int>(std::floor(key + 0.5));
    const auto rank = static_cast<int>(std::floor(value + 0.5));
    if (column < 0 || column >= columnCount() || rank < 0 || rank >= rankCount())
        return {-1, -1};
    return {rank, column};
}

QPoint RankHeatMap::cellCentre(int rank, int column) const
{
    return QPoint(static_cast<int>(std::lround(xAxis->coordToPixel(column))),
                  static_cast<int>(std::lround(yAxis->coordToPixel(rank))));
}

QString RankHeatMap::cellToolTip(int rank, int column) const
{
    if (rank < 0 || rank >= rankCount() || column < 0 || column >= columnCount())
        return {};
    const auto& ranks = m_analysis->ranks;
    const QString who = rankName(ranks[static_cast<std::size_t>(rank)], rank);
    const std::vector<int>& members = m_columnCollectives[static_cast<std::size_t>(column)];
    if (m_columns == Columns::Collectives) {
        const MatchedCollective& c = m_analysis->collectives[static_cast<std::size_t>(members.front())];
        const auto r = static_cast<std::size_t>(rank);
        QString text =
            tr("%1 · %2 #%3 of group %4").arg(who, text::toQString(c.name)).arg(c.index).arg(text::toQString(c.group));
        if (r >= c.kernels.size() || !c.kernels[r].isValid())
            return text + QLatin1Char('\n') + tr("This rank has no kernel for it.");
        text += QLatin1Char('\n') + tr("waited %1").arg(TimeFormat::duration(c.waitNs[r]));
        if (c.last >= 0)
            text += QLatin1Char('\n')
                + (c.last == rank
                       ? tr("arrived last: the others waited for it")
                       : tr("last to arrive: %1").arg(rankName(ranks[static_cast<std::size_t>(c.last)], c.last)));
        else
            text += QLatin1Char('\n') + tr("no rank arrived noticeably late");
        return text + QLatin1Char('\n') + tr("Click: this collective on the timeline");
    }
    // A step: its collectives' waits summed, and who was last at most of them.
    std::map<int, int> lastCounts;
    for (const int c : members) {
        if (const int last = m_analysis->collectives[static_cast<std::size_t>(c)].last; last >= 0)
            ++lastCounts[last];
    }
    const int step = column < static_cast<int>(m_steps.size()) ? m_steps[static_cast<std::size_t>(column)] : -1;
    QString text = step >= 0 ? tr("%1 · step %2").arg(who).arg(step) : tr("%1 · outside the steps").arg(who);
    text += QLatin1Char('\n')
        + tr("waited %1 in %2 collectives").arg(TimeFormat::duration(waitNsAt(rank, column))).arg(members.size());
    const auto most = std::max_element(lastCounts.begin(), lastCounts.end(),
                                       [](const auto& a, const auto& b) { return a.second < b.second; });
    if (most != lastCounts.end())
        text += QLatin1Char('\n')
            + tr("last to arrive most often: %1 (%2 of %3)")
                  .arg(rankName(ranks[static_cast<std::size_t>(most->first)], most->first))
                  .arg(most->second)
                  .arg(members.size());
    return text + QLatin1Char('\n') + tr("Click: the collective it waited longest in, on the timeline");
}

void RankHeatMap::rebuild()
{
    m_columnCollectives.clear();
    const int ranks = rankCount();
    if (m_analysis) {
        const auto& collectives = m_analysis->collectives;
        if (m_columns == Columns::Collectives) {
            for (std::size_t c = 0; c < collectives.size(); ++c)
                m_columnCollectives.push_back({static_cast<int>(c)});
        } else {
            // A column per step, then one for the collectives outside every step (if any).
            m_columnCollectives.resize(m_steps.size());
            std::vector<int> outside;
            for (std::size_t c = 0; c < collectives.size(); ++c) {
                const auto step = std::lower_bound(m_steps.begin(), m_steps.end(), collectives[c].step);
                if (collectives[c].step >= 0 && step != m_steps.end() && *step == collectives[c].step)
                    m_columnCollectives[static_cast<std::size_t>(step - m_steps.begin())].push_back(
                        static_cast<int>(c));
                else
                    outside.push_back(static_cast<int>(c));
            }
            if (!outside.empty())
                m_columnCollectives.push_back(std::move(outside));
        }
    }
    const int columns = columnCount();
    // QCPColorMap draws a dimension of one cell as nothing: at least two, the second outside the
    // axis range.
    const int keySize = std::max(columns, 2);
    const int valueSize = std::max(ranks, 2);
    QCPColorMapData* cells = m_map->data();
    cells->setSize(keySize, valueSize);
    cells->setRange(QCPRange(0, keySize - 1), QCPRange(0, valueSize - 1));
    cells->fill(std::numeric_limits<double>::quiet_NaN());
    double maximum = 0;
    for (int col = 0; col < columns; ++col) {
        for (int r = 0; r < ranks; ++r) {
            bool present = false;
            for (const int c : m_columnCollectives[static_cast<std::size_t>(col)]) {
                const MatchedCollective& collective = m_analysis->collectives[static_cast<std::size_t>(c)];
                if (static_cast<std::size_t>(r) < collective.kernels.size()
                    && collective.kernels[static_cast<std::size_t>(r)].isValid())
                    present = true;
            }
            if (!present)
                continue; // left blank: the rank has no kernel there
            const double ms = static_cast<double>(waitNsAt(r, col)) / kNsPerMs;
            cells->setCell(col, r, ms);
            maximum = std::max(maximum, ms);
        }
    }
    m_map->setDataRange(QCPRange(0, maximum > 0 ? maximum : 1.0));
    xAxis->setRange(-0.5, std::max(columns, 1) - 0.5);
    yAxis->setRange(-0.5, std::max(ranks, 1) - 0.5);

    if (m_columns == Columns::Collectives) {
        // Whole collectives only, as many as fit (multiples of 1, 2, 5, 10, ...).
        auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
        ticker->setTickStep(1.0);
        ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
        ticker->setTickCount(std::min(std::max(columns, 1), 10));
        xAxis->setTicker(ticker);
        xAxis->setLabel(tr("collective, in order of the last arrival"));
    } else {
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        // At most about 20 labels across.
        const int every = std::max(1, (columns + 19) / 20);
        for (int col = 0; col < columns; col += every) {
            const bool step = col < static_cast<int>(m_steps.size());
            ticker->addTick(col, step ? QString::number(m_steps[static_cast<std::size_t>(col)]) : tr("other"));
        }
        xAxis->setTicker(ticker);
        xAxis->setLabel(tr("step (waits summed)"));
    }
    // Without collectives there is nothing to scale or count across: the sentence alone.
    m_emptyText->setVisible(m_analysis && columns == 0);
    if (columns == 0)
        xAxis->setLabel(QString());
    xAxis->setTickLabels(columns > 0);
    xAxis->setTicks(columns > 0);
    m_scale->setVisible(columns > 0);
    updateRankTicks();
    replot();
    emit columnsChanged();
}

void RankHeatMap::updateRankTicks()
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const int ranks = rankCount();
    if (ranks > 0) {
        const int height = std::max(1, axisRect()->height() > 0 ? axisRect()->height() : this->height() - 60);
        const int lineHeight = fontMetrics().height() + 2;
        const int every = std::max(1, (ranks * lineHeight + height - 1) / height);
        for (int r = 0; r < ranks; r += every) {
            QString label = rankName(m_analysis->ranks[static_cast<std::size_t>(r)], r);
            ticker->addTick(r, label);
        }
        // The straggler is named wherever the step would skip it.
        if (const int s = m_analysis->straggler; s >= 0) {
            ticker->addTick(s, tr("%1 ◀ last").arg(rankName(m_analysis->ranks[static_cast<std::size_t>(s)], s)));
            if (every > 1) {
                // Neighbours closer than a line would overlap its label.
                for (int r = std::max(0, s - every + 1); r < std::min(ranks, s + every); ++r) {
                    if (r != s && ticker->ticks().contains(r))
                        ticker->ticks().remove(r);
                }
            }
        }
    }
    yAxis->setTicker(ticker);
}

void RankHeatMap::restyle()
{
    const QPalette& pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor base = pal.color(QPalette::Base);
    setBackground(base);
    axisRect()->setBackground(base);
    for (QCPAxis* axis : {xAxis, yAxis, m_scale->axis()}) {
        axis->setBasePen(QPen(text, 1));
        axis->setTickPen(QPen(text, 1));
        axis->setSubTickPen(QPen(text, 1));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
    }
    m_emptyText->setColor(text);
    m_map->setGradient(waitGradient(AppTheme::isDark(pal)));
}

bool RankHeatMap::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const auto [rank, column] = cellAt(help->pos());
        if (rank >= 0)
            QToolTip::showText(help->globalPos(), cellToolTip(rank, column), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QCustomPlot::event(event);
}

void RankHeatMap::changeEvent(QEvent* event)
{
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        restyle();
        replot();
    }
}

void RankHeatMap::resizeEvent(QResizeEvent* event)
{
    QCustomPlot::resizeEvent(event);
    updateRankTicks();
    replot(QCustomPlot::rpQueuedReplot);
}

void RankHeatMap::mousePressEvent(QMouseEvent* event)
{
    m_pressed = event->button() == Qt::LeftButton;
    m_pressPos = event->position().toPoint();
    QCustomPlot::mousePressEvent(event);
}

void RankHeatMap::mouseReleaseEvent(QMouseEvent* event)
{
    QCustomPlot::mouseReleaseEvent(event);
    if (!std::exchange(m_pressed, false) || event->button() != Qt::LeftButton
        || (event->position().toPoint() - m_pressPos).manhattanLength() > kClickSlopPx)
        return;
    const auto [rank, column] = cellAt(event->position().toPoint());
    if (rank < 0)
        return;
    if (const int collective = collectiveAt(rank, column); collective >= 0)
        emit cellClicked(rank, collective);
}

} // namespace faultline
