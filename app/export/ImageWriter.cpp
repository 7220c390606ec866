#include "ImageWriter.h"

#include <QApplication>
#include <QBuffer>
#include <QFontInfo>
#include <QGuiApplication>
#include <QImage>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScreen>
#include <QSvgGenerator>

#include <cmath>

namespace faultline {

namespace {

constexpr double kInchesPerMeter = 1 / 0.0254;
// PDF readers refuse pages larger than 200 inches (PDF 1.7, annex C); larger pictures are
// scaled down to fit.
constexpr double kMaxPdfPoints = 14400;

int scaled(int layout, double scale)
{
    return std::max(1, static_cast<int>(std::lround(layout * scale)));
}

} // namespace

std::optional<ImageFormat> imageFormatFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("png"))
        return ImageFormat::Png;
    if (n == QLatin1String("svg"))
        return ImageFormat::Svg;
    if (n == QLatin1String("pdf"))
        return ImageFormat::Pdf;
    return std::nullopt;
}

QString imageFormatSuffix(ImageFormat format)
{
    switch (format) {
    case ImageFormat::Png: return QStringLiteral("png");
    case ImageFormat::Svg: return QStringLiteral("svg");
    case ImageFormat::Pdf: break;
    }
    return QStringLiteral("pdf");
}

QFont ImageWriter::exportFont()
{
    QFont font = QApplication::font();
    font.setFamily(QFontInfo(font).family());
    return font;
}

int ImageWriter::layoutDpi()
{
    const QScreen* screen = QGuiApplication::primaryScreen();
    const double dpi = screen ? screen->logicalDotsPerInch() : 96.0;
    return dpi >= 48 && dpi <= 480 ? static_cast<int>(std::lround(dpi)) : 96;
}

int ImageWriter::layoutWidth(const ImageSize& size)
{
    return static_cast<int>(std::lround(double(size.widthPx) * layoutDpi() / std::max(1, size.dpi)));
}

QString ImageWriter::checkSize(const ImageSize& size)
{
    if (size.dpi < kMinDpi || size.dpi > kMaxDpi)
        return tr("The resolution must be between %1 and %2 DPI (got %3).").arg(kMinDpi).arg(kMaxDpi).arg(size.dpi);
    if (size.widthPx < 1 || size.widthPx > kMaxWidthPx)
        return tr("The width must be between 1 and %1 pixels (got %2).").arg(kMaxWidthPx).arg(size.widthPx);
    if (layoutWidth(size) < kMinLayoutWidth)
        return tr("%1 pixels at %2 DPI is %3 inches: too narrow for a readable picture. Give at least %4 pixels "
                  "at that resolution, or a lower resolution.")
            .arg(size.widthPx)
            .arg(size.dpi)
            .arg(QString::number(double(size.widthPx) / size.dpi, 'f', 2))
            .arg(static_cast<int>(std::ceil(double(kMinLayoutWidth) * size.dpi / layoutDpi())));
    return {};
}

QImage ImageWriter::image(const QSize& layout, const ImageSize& size, const Painter& paint)
{
    const double scale = double(size.widthPx) / std::max(1, layout.width());
    const QSize pixels(size.widthPx, scaled(layout.height(), scale));
    if (pixels.height() > kMaxHeightPx)
        return {};
    QImage image(pixels, QImage::Format_RGB32);
    if (image.isNull())
        return {};
    // Fonts are sized for the device's DPI: laid out at the widgets' DPI, then scaled; the
    // asked DPI only goes into the header.
    const int layoutDotsPerMeter = static_cast<int>(std::lround(layoutDpi() * kInchesPerMeter));
    image.setDotsPerMeterX(layoutDotsPerMeter);
    image.setDotsPerMeterY(layoutDotsPerMeter);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::TextAntialiasing, true);
        painter.scale(scale, scale);
        paint(painter);
    }
    const int dotsPerMeter = static_cast<int>(std::lround(size.dpi * kInchesPerMeter));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

ImageWriter::Result ImageWriter::write(ImageFormat format, QIODevice* device, const QSize& layout,
                                       const ImageSize& size, const QString& title, const Painter& paint)
{
    Result result;
    if (const QString problem = checkSize(size); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    const double scale = double(size.widthPx) / std::max(1, layout.width());
    switch (format) {
    case ImageFormat::Png: {
        const QImage picture = image(layout, size, paint);
        if (picture.isNull()) {
            result.error = tr("The picture would be %1 × %2 pixels; at most %3 pixels high can be written. Choose "
                              "fewer lanes, a smaller width or a lower resolution.")
                               .arg(size.widthPx)
                               .arg(scaled(layout.height(), scale))
                               .arg(kMaxHeightPx);
            return result;
        }
        QImageWriter writer(device, "png");
        writer.setText(QStringLiteral("Title"), title);
        writer.setText(QStringLiteral("Software"), QStringLiteral("Faultline"));
        if (!writer.write(picture)) {
            result.error = writer.errorString();
            return result;
        }
        result.pixels = picture.size();
        break;
    }
    case ImageFormat::Svg: {
        QByteArray svg;
        QBuffer buffer(&svg);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        // User units are layout pixels; the resolution makes the physical size widthPx / dpi.
        generator.setResolution(layoutDpi());
        generator.setSize(layout);
        generator.setViewBox(QRect(QPoint(0, 0), layout));
        generator.setTitle(title);
        generator.setDescription(QStringLiteral("Faultline"));
        QPainter painter;
        if (!painter.begin(&generator)) {
            result.error = tr("Cannot start the SVG output.");
            return result;
        }
        paint(painter);
        painter.end();
        // A reader without the font falls back to a sans-serif one, not to its default serif.
        static const QRegularExpression family(QStringLiteral("font-family=\"([^\"',]+)\""));
        QString text = QString::fromUtf8(svg);
        text.replace(family, QStringLiteral("font-family=\"'\\1', sans-serif\""));
        const QByteArray bytes = text.toUtf8();
        if (device->write(bytes) != bytes.size()) {
            result.error = device->errorString();
            return result;
        }
        result.pixels = layout;
        break;
    }
    case ImageFormat::Pdf: {
        QPdfWriter writer(device);
        writer.setResolution(layoutDpi());
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Faultline"));
        const double pointsPerPixel = 72.0 / layoutDpi();
        double fit = 1.0;
        const double largest = std::max(layout.width(), layout.height()) * pointsPerPixel;
        if (largest > kMaxPdfPoints)
            fit = kMaxPdfPoints / largest;
        writer.setPageSize(
            QPageSize(QSizeF(layout.width() * pointsPerPixel * fit, layout.height() * pointsPerPixel * fit),
                      QPageSize::Point, title, QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter;
        if (!painter.begin(&writer)) {
            result.error = tr("Cannot start the PDF output.");
            return result;
        }
        // The page is whole points: scale the picture onto it exactly.
        const double sx = double(writer.width()) / layout.width();
        const double sy = double(writer.height()) / layout.height();
        painter.scale(std::min(sx, sy), std::min(sx, sy));
        paint(painter);
        if (!painter.end()) {
            result.error = tr("Cannot write the PDF.");
            return result;
        }
        result.pixels = layout;
        break;
    }
    }
    result.ok = true;
    return result;
}

ImageWriter::Result ImageWriter::writeFile(ImageFormat format, const QString& path, const QSize& layout,
                                           const ImageSize& size, const QString& title, const Painter& paint)
{
    Result result;
    if (const QString problem = checkSize(size); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return result;
    }
    result = write(format, &file, layout, size, title, paint);
    if (!result.ok) {
        file.cancelWriting();
        return result;
    }
    if (!file.commit()) {
        result.ok = false;
        result.error = tr("Cannot write %1: %2").arg(path, file.errorString());
    }
    return result;
}

} // namespace faultline
