#pragma once

#include "Palette.h"

#include <QBrush>
#include <QColor>
#include <QPen>

#include <array>

class QPalette;

namespace faultline {

// Every colour, pen and brush the timeline paints with, made once per palette so that paint
// loops never construct one. Bars follow the core Palette (light or dark by the window colour).
struct TimelineColours
{
    timeline::Theme theme = timeline::Theme::Light;
    std::array<QColor, timeline::kColourKeyCount> bar;
    std::array<QColor, timeline::kColourKeyCount> edge; // darker edge of merged runs
    std::array<QPen, timeline::kColourKeyCount> textPen;

    QColor background;
    QColor alternate;  // zebra rows
    QColor header;     // process and counter group rows
    QColor nodeHeader; // the header of a node's group (captures of several nodes): a step darker
    QColor separator;
    QColor grid;
    QColor counterFill;
    QColor counterLine;
    QColor rangeFill; // the ruler's time selection, over every row
    QColor areaFill;  // an area selection (time × rows)
    QColor instant;
    QColor error;        // the mark of a call that returned an error
    QColor labelVeil;    // behind text drawn over curves
    QColor evidenceVeil; // over everything but the highlighted evidence of a chain
    QPen textPenNormal;
    QPen textPenMuted;
    QPen gridPen;
    QPen selectionPen;
    QPen hoverPen;
    QPen areaPen;
    QPen evidencePen; // outline of a highlighted evidence event
    QPen rangeEdgePen;
    QBrush instantBrush;

    [[nodiscard]] static timeline::Theme themeFor(const QPalette& palette);
    [[nodiscard]] static TimelineColours forPalette(const QPalette& palette);
    [[nodiscard]] static QColor fromArgb(std::uint32_t argb);
};

} // namespace faultline
