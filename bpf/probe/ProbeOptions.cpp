#include "ProbeOptions.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace faultline::probe {

namespace {

constexpr std::uint64_t kMaxRingMiB = 1024;

bool parseUnsigned(std::string_view text, std::uint64_t* out)
{
    if (text.empty())
        return false;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), *out);
    return ec == std::errc() && ptr == text.data() + text.size();
}

// "12", "12,13" (and --pid 12 13: the caller passes the following numeric arguments too).
bool parsePidList(std::string_view text, std::vector<std::uint32_t>* out, std::string* error)
{
    while (!text.empty()) {
        const auto comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        std::uint64_t pid = 0;
        if (!parseUnsigned(item, &pid) || pid == 0 || pid > 4194304) {
            *error = "invalid pid '" + std::string(item) + "'";
            return false;
        }
        out->push_back(static_cast<std::uint32_t>(pid));
        if (comma == std::string_view::npos)
            break;
        text.remove_prefix(comma + 1);
    }
    return true;
}

bool looksNumeric(const std::string& s)
{
    return !s.empty() && std::isdigit(static_cast<unsigned char>(s.front()));
}

} // namespace

namespace {

// "1.5ms" -> 1.5 and "ms": a finite, non-negative number with its unit (possibly empty).
bool splitNumber(std::string_view text, double* value, std::string_view* unit)
{
    std::size_t digits = 0;
    while (digits < text.size() && (std::isdigit(static_cast<unsigned char>(text[digits])) || text[digits] == '.'))
        ++digits;
    if (digits == 0)
        return false;
    const std::string number(text.substr(0, digits));
    char* end = nullptr;
    *value = std::strtod(number.c_str(), &end);
    *unit = text.substr(digits);
    return end == number.c_str() + number.size() && std::isfinite(*value) && *value >= 0;
}

} // namespace

bool parseDuration(std::string_view text, std::int64_t* ms)
{
    double value = 0;
    std::string_view unit;
    if (!splitNumber(text, &value, &unit) || value <= 0)
        return false;
    double scale = 1000; // seconds by default
    if (unit == "ms")
        scale = 1;
    else if (unit.empty() || unit == "s")
        scale = 1000;
    else if (unit == "m")
        scale = 60'000;
    else if (unit == "h")
        scale = 3'600'000;
    else
        return false;
    const double result = value * scale;
    if (result < 1 || result > 1e12)
        return false;
    *ms = static_cast<std::int64_t>(result);
    return true;
}

bool parseInterval(std::string_view text, std::int64_t* ns)
{
    if (text == "0") {
        *ns = 0;
        return true;
    }
    double value = 0;
    std::string_view unit;
    if (!splitNumber(text, &value, &unit))
        return false;
    double scale = 0;
    if (unit == "ns")
        scale = 1;
    else if (unit == "us")
        scale = 1e3;
    else if (unit == "ms")
        scale = 1e6;
    else if (unit == "s")
        scale = 1e9;
    else
        return false;
    const double result = value * scale;
    if (result > 60e9)
        return false;
    *ns = static_cast<std::int64_t>(result);
    return true;
}

bool parseProbeOptions(const std::vector<std::string>& args, ProbeOptions* out, std::string* error)
{
    *out = {};
    if (args.empty()) {
        *error = "no command given";
        return false;
    }
    for (const std::string& a : args)
        out->record.commandLine += (out->record.commandLine.empty() ? "" : " ") + a;
    const std::string& command = args[0];
    if (command == "--help" || command == "-h" || command == "help") {
        out->command = ProbeOptions::Command::Help;
        return true;
    }
    if (command == "--version" || command == "version") {
        out->command = ProbeOptions::Command::Version;
        return true;
    }
    if (command == "check") {
        out->command = ProbeOptions::Command::Check;
        for (std::size_t i = 1; i < args.size(); ++i) {
            if (args[i] == "--pid" && i + 1 < args.size()) {
                if (!parsePidList(args[++i], &out->checkPids, error))
                    return false;
                while (i + 1 < args.size() && looksNumeric(args[i + 1])) {
                    if (!parsePidList(args[++i], &out->checkPids, error))
                        return false;
                }
            } else if (args[i] == "--help" || args[i] == "-h") {
                out->command = ProbeOptions::Command::Help;
                return true;
            } else {
                *error = "check: unknown argument '" + args[i] + "'";
                return false;
            }
        }
        return true;
    }
    if (command != "record") {
        *error = "unknown command '" + command + "'";
        return false;
    }

    out->command = ProbeOptions::Command::Record;
    RecordOptions& r = out->record;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::string* v) {
            if (i + 1 >= args.size()) {
                *error = a + " needs a value";
                return false;
            }
            *v = args[++i];
            return true;
        };
        std::string v;
        if (a == "--") {
            r.command.assign(args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
            if (r.command.empty()) {
                *error = "-- must be followed by a command";
                return false;
            }
            break;
        }
        if (a == "-o" || a == "--output") {
            if (!value(&r.output))
                return false;
        } else if (a == "--pid" || a == "-p") {
            if (!value(&v) || !parsePidList(v, &r.pids, error))
                return false;
            while (i + 1 < args.size() && looksNumeric(args[i + 1])) {
                if (!parsePidList(args[++i], &r.pids, error))
                    return false;
            }
        } else if (a == "--all" || a == "-a") {
            r.all = true;
        } else if (a == "--duration" || a == "-d") {
            if (!value(&v))
                return false;
            if (!parseDuration(v, &r.durationMs)) {
                *error = "invalid duration '" + v + "' (examples: 30, 30s, 500ms, 5m, 1h)";
                return false;
            }
        } else if (a == "--no-stacks") {
            r.stacks = false;
        } else if (a == "--no-python") {
            r.python = false;
        } else if (a == "--no-tensors") {
            r.tensors = false;
        } else if (a == "--launches") {
            if (!value(&v))
                return false;
            if (v == "all")
                r.launches = LaunchMode::All;
            else if (v == "sampled")
                r.launches = LaunchMode::Sampled;
            else if (v == "counted")
                r.launches = LaunchMode::Counted;
            else {
                *error = "--launches takes all, sampled or counted, not '" + v + "'";
                return false;
            }
        } else if (a == "--launch-sample") {
            if (!value(&v))
                return false;
            if (!parseInterval(v, &r.launchSampleNs)) {
                *error = "invalid --launch-sample '" + v + "' (examples: 100us, 1ms, 0 for every launch; at most 60s)";
                return false;
            }
        } else if (a == "--launch-returns") {
            r.launchReturns = true;
        } else if (a == "--ring-size") {
            std::uint64_t mib = 0;
            if (!value(&v))
                return false;
            if (!parseUnsigned(v, &mib) || mib == 0 || mib > kMaxRingMiB || (mib & (mib - 1)) != 0) {
                *error = "--ring-size takes a power of two between 1 and " + std::to_string(kMaxRingMiB) + " (MiB)";
                return false;
            }
            r.ringBytes = mib << 20;
        } else if (a == "--node") {
            if (!value(&r.node))
                return false;
        } else if (a == "--help" || a == "-h") {
            out->command = ProbeOptions::Command::Help;
            return true;
        } else {
            *error = "record: unknown argument '" + a + "'";
            return false;
        }
    }
    if (r.output.empty()) {
        *error = "record needs an output file: -o FILE";
        return false;
    }
    const int modes = (r.pids.empty() ? 0 : 1) + (r.all ? 1 : 0) + (r.command.empty() ? 0 : 1);
    if (modes == 0) {
        *error = "record needs what to trace: --pid PID, --all, or -- COMMAND";
        return false;
    }
    if (r.all && modes > 1) {
        *error = "--all traces every CUDA process already; it cannot be combined with --pid or a command";
        return false;
    }
    return true;
}

std::string probeUsage()
{
    return "faultline-probe: eBPF capture of CUDA runtime/driver calls, thread scheduling and Python stacks\n"
           "\n"
           "usage:\n"
           "  faultline-probe record -o FILE [--pid PID ...|--all] [options] [-- COMMAND ARGS...]\n"
           "  faultline-probe check [--pid PID ...]\n"
           "  faultline-probe serve --stdio | --unix PATH      (see 'faultline-probe serve --help')\n"
           "  faultline-probe replay FILE [--speed X] --serve --stdio | --unix PATH\n"
           "  faultline-probe --version | --help\n"
           "\n"
           "record: traces until Ctrl+C (SIGINT), SIGTERM, SIGHUP, --duration, or the end of every traced\n"
           "process, and writes an Ingero-compatible SQLite capture (faultline opens it).\n"
           "  -o, --output FILE   new file to write (never overwritten; owned by the sudo user)\n"
           "  -p, --pid PID ...   trace these processes and their children (repeatable, comma lists)\n"
           "  -a, --all           trace every process that uses CUDA, now or later\n"
           "  -- COMMAND ARGS     start COMMAND (as the sudo user) once the probes are attached, trace it\n"
           "  -d, --duration D    stop after D (30, 30s, 500ms, 5m, 1h)\n"
           "  --no-stacks         no native stacks (cheaper calls)\n"
           "  --no-python         no CPython frames\n"
           "  --no-tensors        no PyTorch tensor allocations (its caching allocator's reports)\n"
           "  --launches MODE     kernel launches: all (each stored with its stacks), sampled (each\n"
           "                      stored; the first after another CUDA call of its thread, then one\n"
           "                      per --launch-sample of the thread with their stacks; the default) or\n"
           "                      counted (the first of each thread, kernel and stream stored, the\n"
           "                      others counted in event_aggregates)\n"
           "  --launch-sample T   under --launches sampled, a thread's launch takes its stacks at most\n"
           "                      once per T (default 100us; 0: every launch)\n"
           "  --launch-returns    launches probed at entry and return, at the runtime and the driver\n"
           "                      (the cost before record ABI 3; for comparison)\n"
           "  --ring-size MIB     kernel ring buffer, a power of two (default 32)\n"
           "  --node NAME         node name stored with every event (default: host name)\n"
           "\n"
           "check: kernel, BTF, privileges, tracefs, the BPF programs, CUDA libraries and CPython per\n"
           "process, with a fix for every failure. Exit status 1 when recording is impossible.\n"
           "\n"
           "Needs root, or CAP_BPF + CAP_PERFMON (+ CAP_SYS_PTRACE for Python frames of other users).\n";
}

} // namespace faultline::probe
