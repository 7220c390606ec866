#pragma once

#include <QCoreApplication>
#include <QStringList>

class QTextStream;

namespace faultline {

// `faultline export FILE [--from T] [--to T] [--lanes PID|PID:TID,...] --format json -o OUT`:
// the events of a range (and of some processes or threads) as Chrome/Perfetto trace JSON, with
// the chains derived for that range and the capture's notes (its sidecar, else the notes stored
// in the capture). The image and report formats come with the export dialog; until then they
// are refused as not yet supported (exit code 2).
class ExportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)
public:
    // `arguments` as CommandLine::runHeadless has them: program name, "export", options.
    [[nodiscard]] static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

} // namespace faultline
