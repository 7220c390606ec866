#pragma once

#include <QCoreApplication>
#include <QStringList>

class QTextStream;

namespace faultline {

// `faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...`: runs the
// transport command (`ssh node sudo -n faultline-probe serve --stdio`, or locally
// `faultline-probe replay FILE --speed 0 --serve --stdio`), captures through it and saves what
// arrives as a capture. Ctrl+C ends the capture cleanly.
class AttachCommand
{
    Q_DECLARE_TR_FUNCTIONS(AttachCommand)
public:
    // `arguments` as CommandLine::runHeadless has them: program name, "attach", options.
    [[nodiscard]] static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
    // "30", "30s", "500ms", "5m", "1h" -> ms; false when malformed or not positive.
    [[nodiscard]] static bool parseDuration(const QString& text, qint64* ms);
};

} // namespace faultline
