#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace faultline::remote {

// The byte channel to a probe: the stdin/stdout of a command (ssh, sudo, a local probe), or a
// socket. The client reads frames from readFd() and writes them to writeFd().
class Transport
{
public:
    virtual ~Transport() = default;

    [[nodiscard]] virtual int readFd() const = 0;
    [[nodiscard]] virtual int writeFd() const = 0;
    // What the other side said besides the protocol (a command's stderr, its exit status), for
    // error messages: "sudo: a password is required".
    [[nodiscard]] virtual std::string diagnostics() const { return {}; }
    // The parts of diagnostics() apart: what the command wrote to stderr, and its exit status
    // once closed (-signal when killed). None for a socket.
    [[nodiscard]] virtual std::string errorOutput() const { return {}; }
    [[nodiscard]] virtual std::optional<int> exitStatus() const { return std::nullopt; }
    // Closes our ends, so the probe sees its peer go away, and waits for it to leave.
    virtual void close() = 0;
};

// Why the client failed, set where its error message is made. The message is in the user's
// language, so whatever classifies a failure (diagnoseTransport) reads this instead.
enum class FailureCause : std::uint8_t {
    None,
    CannotStartTransport, // the transport command could not be run (not found, not executable)
    SocketMissing,        // no socket at the path, or nobody listens on it
    SocketDenied,         // the socket's permissions keep us out
    CannotConnect,        // no transport for another reason (a path too long, no file descriptors)
    ConnectionClosed,     // the connection ended or broke before the probe said why
    ProbeSilent,          // the probe fell silent while capturing
    NoAnswer,             // the probe did not answer in time
    ProbeRefused,         // the probe sent an Error (its code is kept beside the cause)
    InvalidStream,        // what the probe sent breaks the protocol (its code is kept beside the cause)
    Stopped,              // stopped on request before the probe had answered what was asked
    OutputFailed,         // the capture file could not be written
};

// A failure of the client (a Connect that made no transport, a connection that ended).
struct ClientError
{
    FailureCause cause = FailureCause::None;
    std::string message; // for people
};

// Makes a new transport to a probe each time it is called, or none with the error set.
using Connector = std::function<std::unique_ptr<Transport>(ClientError* error)>;

} // namespace faultline::remote
