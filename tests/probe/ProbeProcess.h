#pragma once

// Child processes for the probe's tests: tools whose output is the reference (nm, readelf, a
// CPython that describes itself) and long-running targets to read from.

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <optional>
#include <poll.h>
#include <string>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace faultline::probetest {

inline bool isExecutable(const std::string& path)
{
    return ::access(path.c_str(), X_OK) == 0;
}

// A program on PATH, or "" when absent.
inline std::string findProgram(const std::string& name)
{
    const char* path = std::getenv("PATH");
    std::string dirs = path ? path : "/usr/bin:/bin";
    std::size_t start = 0;
    while (start <= dirs.size()) {
        const std::size_t end = dirs.find(':', start);
        const std::string dir = dirs.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (!dir.empty() && isExecutable(dir + "/" + name))
            return dir + "/" + name;
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return {};
}

// A child with its stdout on a pipe; killed and reaped on destruction.
class Child
{
public:
    explicit Child(const std::vector<std::string>& argv)
    {
        int fds[2];
        if (argv.empty() || ::pipe2(fds, O_CLOEXEC) != 0)
            return;
        m_pid = ::fork();
        if (m_pid == 0) {
            ::dup2(fds[1], STDOUT_FILENO);
            std::vector<char*> args;
            for (const std::string& a : argv)
                args.push_back(const_cast<char*>(a.c_str()));
            args.push_back(nullptr);
            ::execv(args[0], args.data());
            ::_exit(127);
        }
        ::close(fds[1]);
        if (m_pid < 0) {
            ::close(fds[0]);
            return;
        }
        m_out = fds[0];
    }
    ~Child()
    {
        if (m_out >= 0)
            ::close(m_out);
        if (m_pid > 0 && !m_reaped) {
            ::kill(m_pid, SIGKILL);
            int status = 0;
            ::waitpid(m_pid, &status, 0);
        }
    }
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    [[nodiscard]] pid_t pid() const { return m_pid; }
    [[nodiscard]] bool started() const { return m_pid > 0 && m_out >= 0; }

    // The next line of stdout without its newline; nullopt at end of file or after
    // `timeoutMs` without one (a safety net for a hung child, not a timing assertion).
    std::optional<std::string> readLine(int timeoutMs = 60000)
    {
        for (;;) {
            const std::size_t nl = m_buffer.find('\n');
            if (nl != std::string::npos) {
                std::string line = m_buffer.substr(0, nl);
                m_buffer.erase(0, nl + 1);
                return line;
            }
            if (m_out < 0)
                return std::nullopt;
            pollfd p = {m_out, POLLIN, 0};
            const int ready = ::poll(&p, 1, timeoutMs);
            if (ready < 0 && errno == EINTR)
                continue;
            if (ready <= 0)
                return std::nullopt;
            char chunk[65536];
            const ssize_t n = ::read(m_out, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                ::close(m_out);
                m_out = -1;
                if (m_buffer.empty())
                    return std::nullopt;
                m_buffer.push_back('\n');
                continue;
            }
            m_buffer.append(chunk, static_cast<std::size_t>(n));
        }
    }

    // Everything left on stdout, then the exit status (-1 when it did not exit normally).
    int finish(std::string* rest)
    {
        while (std::optional<std::string> line = readLine()) {
            if (rest)
                *rest += *line + "\n";
        }
        int status = 0;
        if (m_pid <= 0 || ::waitpid(m_pid, &status, 0) != m_pid)
            return -1;
        m_reaped = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }

private:
    pid_t m_pid = -1;
    int m_out = -1;
    bool m_reaped = false;
    std::string m_buffer;
};

// Runs a program to completion; its stdout, or nullopt when it could not run or failed.
inline std::optional<std::string> runCapture(const std::vector<std::string>& argv)
{
    Child child(argv);
    if (!child.started())
        return std::nullopt;
    std::string out;
    if (child.finish(&out) != 0)
        return std::nullopt;
    return out;
}

} // namespace faultline::probetest
