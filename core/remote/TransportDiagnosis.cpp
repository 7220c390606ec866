#include "TransportDiagnosis.h"

#include "AttachClient.h"
#include "ProbeQuery.h"
#include "Strings.h"
#include "faultline_wire.pb.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

namespace faultline::remote {

namespace {

std::vector<std::string> linesOf(const std::string& text)
{
    std::vector<std::string> lines;
    std::size_t begin = 0;
    while (begin <= text.size()) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string::npos)
            end = text.size();
        const std::string_view line = text::trimmed(std::string_view(text).substr(begin, end - begin));
        if (!line.empty())
            lines.emplace_back(line);
        begin = end + 1;
    }
    return lines;
}

// The last line of `text` that holds one of `needles` (lower case), else "".
std::string lineWith(const std::string& text, std::initializer_list<std::string_view> needles)
{
    const std::vector<std::string> lines = linesOf(text);
    for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
        for (const std::string_view needle : needles) {
            if (text::containsNoCase(*it, needle))
                return *it;
        }
    }
    return {};
}

std::string lastLine(const std::string& text)
{
    const std::vector<std::string> lines = linesOf(text);
    return lines.empty() ? std::string() : lines.back();
}

// The client's sentence, which quotes the probe's message: its error's first line (the
// transport's diagnostics follow).
std::string firstLine(const std::string& text)
{
    const std::vector<std::string> lines = linesOf(text);
    return lines.empty() ? std::string() : lines.front();
}

std::string baseName(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

TransportDiagnosis make(TransportProblem problem, std::string detail)
{
    return {problem, std::move(detail)};
}

} // namespace

TransportFailure transportFailure(std::string program, const AttachResult& result)
{
    return {.program = std::move(program),
            .error = result.error,
            .cause = result.cause,
            .output = result.transportOutput,
            .exitStatus = result.transportExit,
            .errorCode = result.errorCode};
}

TransportFailure transportFailure(std::string program, const ProbeInfo& info)
{
    return {.program = std::move(program),
            .error = info.error,
            .cause = info.cause,
            .output = info.transportOutput,
            .exitStatus = info.transportExit,
            .errorCode = info.errorCode};
}

TransportDiagnosis diagnoseTransport(const TransportFailure& f)
{
    const std::string program = baseName(f.program);
    // What the transport and the probe said is searched as text: the transport's stderr, and the
    // probe's messages that the client's error quotes. The client's own words around them are in
    // the user's language; its cause says what they say.
    const std::string all = f.output + "\n" + f.error;
    const std::string lowered = text::toLowerAscii(all);

    if (f.cause == FailureCause::None && f.error.empty() && f.errorCode == 0)
        return {};

    // The transport itself could not be made.
    switch (f.cause) {
    case FailureCause::CannotStartTransport: {
        const bool tool = program == "ssh" || program == "sudo" || program == "pkexec";
        return make(tool ? TransportProblem::ToolMissing : TransportProblem::HelperMissing, lastLine(f.error));
    }
    case FailureCause::SocketMissing: return make(TransportProblem::SocketMissing, lastLine(f.error));
    case FailureCause::SocketDenied: return make(TransportProblem::PermissionDenied, lastLine(f.error));
    case FailureCause::CannotConnect: return make(TransportProblem::Other, lastLine(f.error));
    default: break;
    }

    // The probe answered: its error code says what it was.
    switch (f.errorCode) {
    case wire::VERSION_MISMATCH: return make(TransportProblem::VersionMismatch, firstLine(f.error));
    case wire::PERMISSION_DENIED: return make(TransportProblem::PermissionDenied, firstLine(f.error));
    default: break;
    }
    if (text::contains(lowered, "speaks protocol"))
        return make(TransportProblem::VersionMismatch, lineWith(all, {"speaks protocol"}));

    // ssh's own failures (it exits with 255; the remote command's status otherwise).
    if (program == "ssh" && f.exitStatus && *f.exitStatus == 255) {
        std::string line = lineWith(f.output, {"ssh:", "permission denied", "host key", "could not resolve"});
        return make(TransportProblem::SshFailed, line.empty() ? lastLine(f.output) : line);
    }

    // sudo -n and pkexec, locally or on the node.
    if (text::contains(lowered, "a password is required") || text::contains(lowered, "a terminal is required"))
        return make(TransportProblem::SudoNeedsPassword,
                    lineWith(all, {"a password is required", "a terminal is required"}));
    if (text::contains(lowered, "is not in the sudoers file") || text::contains(lowered, "is not allowed to execute")
        || text::contains(lowered, "may not run sudo") || text::contains(lowered, "not allowed to run sudo"))
        return make(TransportProblem::SudoNotAllowed, lineWith(all, {"sudoers", "not allowed", "may not run sudo"}));
    if (program == "pkexec"
        && (text::contains(lowered, "not authorized") || text::contains(lowered, "request dismissed")
            || (f.exitStatus && (*f.exitStatus == 126 || *f.exitStatus == 127)))) {
        const std::string line = lineWith(all, {"not authorized", "dismissed", "pkexec"});
        return make(TransportProblem::ElevationRefused, line.empty() ? lastLine(all) : line);
    }

    // The probe is not where the command looks for it: the shell's 127, sudo's "command not found".
    if (text::contains(lowered, "command not found") || (f.exitStatus && *f.exitStatus == 127)) {
        std::string line = lineWith(all, {"not found", "no such file"});
        return make(TransportProblem::HelperMissing, line.empty() ? lastLine(f.output) : line);
    }

    // The probe runs but cannot trace there.
    static constexpr std::array<std::string_view, 7> kBpf = {"cap_bpf",      "bpf(", "btf",       "bpf program",
                                                             "bpf programs", "ebpf", "perf_event"};
    for (const std::string_view needle : kBpf) {
        if (text::contains(lowered, needle))
            return make(TransportProblem::NoBpf, lineWith(all, {needle}));
    }
    if (f.errorCode == wire::NOT_SUPPORTED)
        return make(TransportProblem::NotSupported, firstLine(f.error));
    if (f.errorCode == wire::SOURCE_FAILED)
        return make(TransportProblem::NoBpf, firstLine(f.error));
    if (f.errorCode == 0 && (f.cause == FailureCause::ConnectionClosed || f.cause == FailureCause::ProbeSilent))
        return make(TransportProblem::ConnectionLost, lastLine(f.output.empty() ? f.error : f.output));
    return make(TransportProblem::Other, lastLine(f.error));
}

const char* transportProblemName(TransportProblem problem)
{
    switch (problem) {
    case TransportProblem::None: return "none";
    case TransportProblem::ToolMissing: return "tool-missing";
    case TransportProblem::SshFailed: return "ssh-failed";
    case TransportProblem::SudoNeedsPassword: return "sudo-needs-password";
    case TransportProblem::SudoNotAllowed: return "sudo-not-allowed";
    case TransportProblem::ElevationRefused: return "elevation-refused";
    case TransportProblem::HelperMissing: return "helper-missing";
    case TransportProblem::VersionMismatch: return "version-mismatch";
    case TransportProblem::NoBpf: return "no-bpf";
    case TransportProblem::PermissionDenied: return "permission-denied";
    case TransportProblem::NotSupported: return "not-supported";
    case TransportProblem::SocketMissing: return "socket-missing";
    case TransportProblem::ConnectionLost: return "connection-lost";
    case TransportProblem::Other: return "other";
    }
    return "other";
}

} // namespace faultline::remote
