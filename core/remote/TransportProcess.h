#pragma once

#include "Transport.h"

#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <sys/types.h>
#include <thread>
#include <vector>

namespace faultline::remote {

// A transport command (`ssh node sudo -n faultline-probe serve --stdio`, or a local
// `faultline-probe replay FILE --serve --stdio`) whose stdin and stdout are the channel. Its
// stderr is kept (the last few KiB) for error messages. It runs in a process group of its own,
// so Ctrl+C in a terminal reaches the client, which stops the capture cleanly, rather than ssh.
class TransportProcess : public Transport
{
public:
    TransportProcess() = default;
    ~TransportProcess() override;
    TransportProcess(const TransportProcess&) = delete;
    TransportProcess& operator=(const TransportProcess&) = delete;

    // False with a message when the command cannot be started (not found, not executable):
    // CannotStartTransport when the program could not be run, CannotConnect otherwise.
    [[nodiscard]] bool start(const std::vector<std::string>& command, ClientError* error);

    [[nodiscard]] int readFd() const override { return m_readFd; }
    [[nodiscard]] int writeFd() const override { return m_writeFd; }
    [[nodiscard]] std::string diagnostics() const override;
    [[nodiscard]] std::string errorOutput() const override;
    void close() override;

    [[nodiscard]] pid_t pid() const { return m_pid; }
    // The exit status once close() has reaped the command (-signal when it was killed).
    [[nodiscard]] std::optional<int> exitStatus() const override { return m_exitStatus; }

    static constexpr std::size_t kStderrTailBytes = 8192;

private:
    void readStderr(int fd);

    pid_t m_pid = -1;
    int m_readFd = -1;
    int m_writeFd = -1;
    std::thread m_stderrReader;
    std::atomic<bool> m_stopReading{false};
    mutable std::mutex m_mutex;
    std::string m_stderrTail;
    std::optional<int> m_exitStatus;
    std::string m_program;
};

} // namespace faultline::remote
