#pragma once

// The streaming commands of faultline-probe (DESIGN §10, Protocol.h):
//   faultline-probe serve --stdio
//   faultline-probe serve --unix PATH [--group GROUP]
//   faultline-probe replay FILE [--speed X] --serve (--stdio | --unix PATH [--group GROUP])

#include <string>
#include <vector>

namespace faultline::probe {

struct ServeOptions
{
    enum class Mode { Live, Replay };
    enum class Transport { Stdio, Unix };
    Mode mode = Mode::Live;
    Transport transport = Transport::Stdio;
    std::string file;       // replay
    double speed = 1;       // replay: 1 = recorded pace, 0 = as fast as possible
    std::string socketPath; // --unix
    std::string group;      // --group; empty: the config's socket_group, else "faultline"
    std::string captureDir; // serve: --capture-dir; empty: the default (LiveOptions)
    bool help = false;
};

// True for the commands this file handles (`serve`, `replay`).
[[nodiscard]] bool isServeCommand(const std::vector<std::string>& args);
[[nodiscard]] bool parseServeOptions(const std::vector<std::string>& args, ServeOptions* options, std::string* error);
[[nodiscard]] std::string serveUsage();
// Runs `serve` or `replay`; the exit status.
[[nodiscard]] int runServeCommand(const std::vector<std::string>& args);

} // namespace faultline::probe
