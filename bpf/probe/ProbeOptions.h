#pragma once

// The faultline-probe command line:
//   faultline-probe record -o FILE [--pid PID ...|--all] [--duration D] [--no-stacks]
//                          [--no-python] [--no-tensors] [--launches all|sampled|counted]
//                          [--launch-sample T] [--launch-returns] [--ring-size MIB] [--node NAME] [-- COMMAND ARGS...]
//   faultline-probe check [--pid PID ...]
//   faultline-probe --version | --help

#include "Recorder.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::probe {

struct ProbeOptions
{
    enum class Command { Help, Version, Record, Check };
    Command command = Command::Help;
    RecordOptions record;
    std::vector<std::uint32_t> checkPids;
};

// False with a message for the user on a bad command line.
[[nodiscard]] bool parseProbeOptions(const std::vector<std::string>& args, ProbeOptions* out, std::string* error);
// "10" (seconds), "1.5s", "250ms", "2m", "1h" -> ms; false when malformed or not positive.
[[nodiscard]] bool parseDuration(std::string_view text, std::int64_t* ms);
// "100us", "1.5ms", "250ns", "2s", "0" -> ns; false when malformed, negative or over a minute.
[[nodiscard]] bool parseInterval(std::string_view text, std::int64_t* ns);
[[nodiscard]] std::string probeUsage();

} // namespace faultline::probe
