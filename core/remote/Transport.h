#pragma once

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

} // namespace faultline::remote
