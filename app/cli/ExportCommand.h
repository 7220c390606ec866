#pragma once

#include "export/ImageWriter.h"

#include <QCoreApplication>
#include <QStringList>

class QCommandLineOption;
class QCommandLineParser;
class QTextStream;

namespace faultline {

// `faultline export FILE [--from T] [--to T] [--lanes PID|PID:TID,...] -o OUT [--format F]
// [--review] [--width PX] [--dpi N]`: a range (and some processes or threads) of a capture with the chains
// derived for that range and the capture's notes (its sidecar, else the notes stored in the
// capture), as
// - png, svg, pdf: a picture of the timeline (TimelineImage);
// - md, html, and pdf with --review: the review report (ReviewExport), with its pictures;
// - json: Chrome/Perfetto trace JSON (PerfettoExport).
// FILE may instead be a memory snapshot: png, svg and pdf are then a picture of its block map.
// Pictures need a QApplication (main() starts one on the offscreen platform for `export`).
class ExportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)
public:
    // `arguments` as CommandLine::runHeadless has them: program name, "export", options.
    [[nodiscard]] static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);

private:
    [[nodiscard]] static int exportBlockMap(const QCommandLineParser& parser, const QCommandLineOption& deviceOption,
                                            const QString& path, const QString& output, ImageFormat format,
                                            const ImageSize& size, bool legend, QTextStream& out, QTextStream& err);
};

} // namespace faultline
