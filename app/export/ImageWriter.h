#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

class QFont;
class QImage;
class QIODevice;
class QPainter;

namespace faultline {

enum class ImageFormat : std::uint8_t { Png, Svg, Pdf };

// "png", "svg", "pdf" (a file suffix or a --format value, any case); empty otherwise.
[[nodiscard]] std::optional<ImageFormat> imageFormatFromName(const QString& name);
[[nodiscard]] QString imageFormatSuffix(ImageFormat format);

// The size an image is asked for: `widthPx` pixels wide at `dpi` dots per inch. Text keeps its
// size in points, so the picture is laid out `widthPx × layoutDpi / dpi` pixels wide (the
// layout width) and scaled: a PNG is `widthPx` pixels wide with `dpi` in its header; an SVG or a
// PDF is `widthPx / dpi` inches wide with the text as text.
struct ImageSize
{
    int widthPx = 1600;
    int dpi = 96;
};

// Writes a picture painted at its layout size as PNG, SVG or PDF. Everything is drawn through
// the painter given to `paint` (vector drawing into SVG and PDF: no picture is rasterised there).
class ImageWriter
{
    Q_DECLARE_TR_FUNCTIONS(ImageWriter)
public:
    static constexpr int kMinLayoutWidth = 400;
    static constexpr int kMaxWidthPx = 20000;
    static constexpr int kMinDpi = 36;
    static constexpr int kMaxDpi = 1200;
    // Taller PNGs would not fit QImage's limits in memory (and no reader wants them).
    static constexpr int kMaxHeightPx = 32000;

    using Painter = std::function<void(QPainter&)>;

    struct Result
    {
        bool ok = false;
        QString error;
        QSize pixels; // PNG: its size; SVG/PDF: the layout size
    };

    // The application's font under the name of the font it resolves to ("DejaVu Sans", not
    // "Sans Serif"): an SVG names it for its readers, who may not know the alias.
    [[nodiscard]] static QFont exportFont();
    // The dots per inch widgets are laid out at (the screen's logical DPI; 96 offscreen).
    [[nodiscard]] static int layoutDpi();
    [[nodiscard]] static int layoutWidth(const ImageSize& size);
    // Empty when `size` can be made; else why not, for the user.
    [[nodiscard]] static QString checkSize(const ImageSize& size);

    // `layout` is the size `paint` draws in (its width is layoutWidth(size)).
    [[nodiscard]] static Result write(ImageFormat format, QIODevice* device, const QSize& layout, const ImageSize& size,
                                      const QString& title, const Painter& paint);
    // Written to a temporary file renamed over `path` once complete (QSaveFile).
    [[nodiscard]] static Result writeFile(ImageFormat format, const QString& path, const QSize& layout,
                                          const ImageSize& size, const QString& title, const Painter& paint);
    // The PNG's pixels: `size.widthPx` wide, DPI set. Null when too large.
    [[nodiscard]] static QImage image(const QSize& layout, const ImageSize& size, const Painter& paint);
};

} // namespace faultline
