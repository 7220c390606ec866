#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <string>
#include <vector>

class QTextStream;

namespace faultline {

namespace remote {
struct AttachOptions;
}

// `faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...`: runs the
// transport command (`ssh node sudo -n faultline-probe serve --stdio`, or locally
// `faultline-probe replay FILE --speed 0 --serve --stdio`), captures through it and saves what
// arrives as a capture. Ctrl+C ends the capture cleanly. With `--node 'COMMAND'` repeated, captures
// from several nodes at once and merges them into one capture aligned on this machine's clock.
class AttachCommand
{
    Q_DECLARE_TR_FUNCTIONS(AttachCommand)
public:
    // `arguments` as CommandLine::runHeadless has them: program name, "attach", options.
    [[nodiscard]] static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
    // "30", "30s", "500ms", "5m", "1h" -> ms; false when malformed or not positive.
    [[nodiscard]] static bool parseDuration(const QString& text, qint64* ms);

private:
    // Several nodes at once (--node ... --node ...), merged into `output`.
    [[nodiscard]] static int runNodes(const remote::AttachOptions& options,
                                      const std::vector<std::vector<std::string>>& commands, const QString& output,
                                      QTextStream& out, QTextStream& err);
};

} // namespace faultline
