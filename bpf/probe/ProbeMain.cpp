// faultline-probe: the privileged capture helper (DESIGN §10). See ProbeOptions.h for the
// command line.

#include "Privileges.h"
#include "ProbeOptions.h"
#include "Recorder.h"
#include "ServeCommand.h"
#include "SystemCheck.h"
#include "faultline_events.h"

#include <cstdio>
#include <string>
#include <vector>

using namespace faultline::probe;

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (isServeCommand(args))
        return runServeCommand(args);
    ProbeOptions options;
    std::string error;
    if (!parseProbeOptions(args, &options, &error)) {
        std::fprintf(stderr, "faultline-probe: %s\n\n%s", error.c_str(), probeUsage().c_str());
        return 2;
    }
    switch (options.command) {
    case ProbeOptions::Command::Help: std::fputs(probeUsage().c_str(), stdout); return 0;
    case ProbeOptions::Command::Version:
        std::printf("faultline-probe %s (record ABI %d)\n", FAULTLINE_VERSION, FL_ABI_VERSION);
        return 0;
    case ProbeOptions::Command::Check: return SystemCheck::print(SystemCheck::run(options.checkPids), stdout);
    case ProbeOptions::Command::Record: break;
    }
    if (!hasTracingPrivileges(&error)) {
        std::fprintf(stderr, "faultline-probe: %s; %s\n", error.c_str(), kPrivilegesFix);
        return 1;
    }
    Recorder recorder(std::move(options.record));
    return recorder.run();
}
