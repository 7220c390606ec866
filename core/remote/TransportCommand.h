#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace faultline::remote {

// Where the probe runs and how to reach it: what the Attach dialog edits and remembers.
struct AttachTarget
{
    enum class Kind : std::uint8_t { Local, Ssh, UnixSocket };
    // How a local probe gets its privileges.
    enum class Elevation : std::uint8_t { None, Pkexec, Sudo };

    Kind kind = Kind::Ssh;
    Elevation elevation = Elevation::Sudo; // Local
    std::string user;                      // Ssh; empty: ssh's default (its config, the local user)
    std::string host;                      // Ssh
    int port = 0;                          // Ssh; 0: ssh's default
    std::string identityFile;              // Ssh; empty: the agent's or ssh's default keys
    bool sudo = true;                      // Ssh: run the probe through `sudo -n`
    std::string probePath = "faultline-probe";
    std::string socketPath = "/run/faultline/probe.sock"; // UnixSocket
    // Not empty: the probe streams this recorded capture (on the node) instead of tracing.
    std::string replayFile;
    double replaySpeed = 1; // 0: as fast as the client reads
};

// The probe's own arguments: `serve --stdio`, or `replay FILE --speed X --serve --stdio`.
[[nodiscard]] std::vector<std::string> probeArguments(const AttachTarget& target);

// The command whose stdin and stdout reach the probe: `sudo -n faultline-probe serve --stdio`,
// `ssh -T -o BatchMode=yes user@node sudo -n faultline-probe serve --stdio`. Empty for a Unix
// socket, which is connected to directly (UnixSocketTransport). ssh runs in batch mode: nobody
// can answer a password prompt, so keys (or the agent) must do.
[[nodiscard]] std::vector<std::string> transportCommand(const AttachTarget& target);

// The command a person can paste into a shell (or after `faultline attach -o FILE --`) for the
// same connection; for a Unix socket, socat's equivalent.
[[nodiscard]] std::string displayCommand(const AttachTarget& target);

// `argument` quoted for a POSIX shell when it needs to be.
[[nodiscard]] std::string shellQuote(const std::string& argument);
[[nodiscard]] std::string shellJoin(const std::vector<std::string>& arguments);

} // namespace faultline::remote
