#pragma once

// What a widget painted, as the widget tests look at it: rendered over magenta (so that what it
// left unpainted shows), colours compared without alpha.

#include <QColor>
#include <QImage>
#include <QRgb>
#include <QWidget>

namespace faultline::test {

inline QImage render(QWidget* widget)
{
    QImage image(widget->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::magenta);
    widget->render(&image);
    return image;
}

inline QRgb rgb(QColor colour)
{
    return colour.rgb() & 0xFFFFFF;
}

// The pixel of `image` at (x, y).
inline QRgb rgb(const QImage& image, int x, int y)
{
    return image.pixel(x, y) & 0xFFFFFF;
}

} // namespace faultline::test
