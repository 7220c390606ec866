#include "TransportProcess.h"

#include "UiText.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace faultline::remote {

namespace {

// A sentence for people, in the user's language (text::uiText); lupdate finds the sources at
// the call sites, marked QT_TRANSLATE_NOOP("TransportProcess", ...).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("TransportProcess", source, args);
}

// Waits up to `timeoutMs` for `pid` to exit; its status, or nullopt while it runs.
std::optional<int> waitFor(pid_t pid, int timeoutMs)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        int status = 0;
        const pid_t done = ::waitpid(pid, &status, WNOHANG);
        if (done == pid)
            return WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
        if (done < 0 && errno != EINTR)
            return -1;
        if (std::chrono::steady_clock::now() >= deadline)
            return std::nullopt;
        ::usleep(10'000);
    }
}

void closeFd(int* fd)
{
    if (*fd >= 0) {
        ::close(*fd);
        *fd = -1;
    }
}

} // namespace

TransportProcess::~TransportProcess()
{
    close();
}

bool TransportProcess::start(const std::vector<std::string>& command, ClientError* error)
{
    if (command.empty()) {
        *error = {FailureCause::CannotConnect, ui(QT_TRANSLATE_NOOP("TransportProcess", "no transport command"))};
        return false;
    }
    m_program = command.front();
    int toChild[2] = {-1, -1};
    int fromChild[2] = {-1, -1};
    int errFromChild[2] = {-1, -1};
    if (::pipe2(toChild, O_CLOEXEC) != 0 || ::pipe2(fromChild, O_CLOEXEC) != 0
        || ::pipe2(errFromChild, O_CLOEXEC) != 0) {
        *error = {FailureCause::CannotConnect, std::string("pipe: ") + std::strerror(errno)};
        for (int* fd : {&toChild[0], &toChild[1], &fromChild[0], &fromChild[1], &errFromChild[0], &errFromChild[1]})
            closeFd(fd);
        return false;
    }

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, errFromChild[1], STDERR_FILENO);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    posix_spawnattr_setpgroup(&attributes, 0);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attributes, &none);
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    posix_spawnattr_setsigdefault(&attributes, &defaults);

    std::vector<char*> argv;
    argv.reserve(command.size() + 1);
    for (const std::string& arg : command)
        argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    const int rc = ::posix_spawnp(&m_pid, argv[0], &actions, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    closeFd(&toChild[0]);
    closeFd(&fromChild[1]);
    closeFd(&errFromChild[1]);
    if (rc != 0) {
        m_pid = -1;
        *error = {FailureCause::CannotStartTransport,
                  ui(QT_TRANSLATE_NOOP("TransportProcess", "cannot run %1: %2"), {m_program, std::strerror(rc)})};
        closeFd(&toChild[1]);
        closeFd(&fromChild[0]);
        closeFd(&errFromChild[0]);
        return false;
    }
    m_writeFd = toChild[1];
    m_readFd = fromChild[0];
    m_stderrReader = std::thread(&TransportProcess::readStderr, this, errFromChild[0]);
    return true;
}

void TransportProcess::readStderr(int fd)
{
    char buffer[4096];
    auto keep = [&](std::size_t n) {
        const std::lock_guard lock(m_mutex);
        m_stderrTail.append(buffer, n);
        if (m_stderrTail.size() > kStderrTailBytes)
            m_stderrTail.erase(0, m_stderrTail.size() - kStderrTailBytes);
    };
    // Polled with a timeout: a process the command left behind (an ssh control master) may hold
    // the pipe open after the command itself is gone. Once asked to stop, what is buffered is
    // still read.
    for (;;) {
        const bool stopping = m_stopReading.load();
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, stopping ? 0 : 100) <= 0) {
            if (stopping)
                break;
            continue;
        }
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        keep(static_cast<std::size_t>(n));
    }
    ::close(fd);
}

std::string TransportProcess::errorOutput() const
{
    std::string text;
    {
        const std::lock_guard lock(m_mutex);
        text = m_stderrTail;
    }
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r'))
        text.pop_back();
    return text;
}

std::string TransportProcess::diagnostics() const
{
    std::string text = errorOutput();
    if (m_exitStatus) {
        if (!text.empty())
            text += '\n';
        text += *m_exitStatus >= 0 ? ui(QT_TRANSLATE_NOOP("TransportProcess", "%1 exited with status %2"),
                                        {m_program, std::to_string(*m_exitStatus)})
                                   : ui(QT_TRANSLATE_NOOP("TransportProcess", "%1 was killed by signal %2"),
                                        {m_program, std::to_string(-*m_exitStatus)});
    }
    return text;
}

void TransportProcess::close()
{
    closeFd(&m_writeFd);
    closeFd(&m_readFd);
    if (m_pid > 0) {
        // The probe leaves when its input ends; a transport that does not is asked, then made to.
        m_exitStatus = waitFor(m_pid, 5000);
        if (!m_exitStatus) {
            ::kill(-m_pid, SIGTERM);
            m_exitStatus = waitFor(m_pid, 2000);
        }
        if (!m_exitStatus) {
            ::kill(-m_pid, SIGKILL);
            m_exitStatus = waitFor(m_pid, 10000);
        }
        m_pid = -1;
    }
    if (m_stderrReader.joinable()) {
        m_stopReading = true;
        m_stderrReader.join();
    }
}

} // namespace faultline::remote
