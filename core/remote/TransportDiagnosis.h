#pragma once

#include "Transport.h"

#include <cstdint>
#include <optional>
#include <string>

namespace faultline::remote {

struct AttachResult;
struct ProbeInfo;

// What happened when the app tried to reach a probe, from what the transport and the probe
// said: the input of an error message a person can act on.
struct TransportFailure
{
    std::string program; // the transport command's program: "ssh", "sudo", a probe path; "" for a socket
    std::string error;   // the client's error (AttachResult::error, ProbeInfo::error), for people
    FailureCause cause = FailureCause::None; // what the client's error says
    std::string output;                      // the transport's stderr
    std::optional<int> exitStatus;           // the transport's, once it ended
    int errorCode = 0;                       // wire::ErrorCode the probe refused with; 0 when none
};

enum class TransportProblem : std::uint8_t {
    None,
    ToolMissing,       // ssh, sudo or pkexec itself cannot be run here
    SshFailed,         // ssh could not connect or log in (exit status 255)
    SudoNeedsPassword, // sudo -n: a password (or a terminal) is required
    SudoNotAllowed,    // the user may not run the probe through sudo
    ElevationRefused,  // pkexec: not authorised, or the dialog was dismissed
    HelperMissing,     // the probe is not at that path on the node
    VersionMismatch,   // the probe speaks another protocol version
    NoBpf,             // the probe cannot trace on that node (no BPF, no privileges for it)
    PermissionDenied,  // the probe refused the target (another user's process) or the socket refused us
    NotSupported,      // the probe cannot do what was asked (a live capture from an older probe, ...)
    SocketMissing,     // nothing listens at the socket path
    ConnectionLost,    // the connection closed without a reason given
    Other,
};

struct TransportDiagnosis
{
    TransportProblem problem = TransportProblem::None;
    // The line that says it best (ssh's own message, sudo's, the probe's), for the person.
    std::string detail;
};

// The failure of an attach or a query through a transport command whose program is `program`
// ("" for a socket).
[[nodiscard]] TransportFailure transportFailure(std::string program, const AttachResult& result);
[[nodiscard]] TransportFailure transportFailure(std::string program, const ProbeInfo& info);

// The client's own failures are told apart by their cause; what the transport and the probe
// said (ssh's, sudo's, the probe's messages) by their text.
[[nodiscard]] TransportDiagnosis diagnoseTransport(const TransportFailure& failure);
[[nodiscard]] const char* transportProblemName(TransportProblem problem);

} // namespace faultline::remote
