#include "ServeCommand.h"

#include "AccessPolicy.h"
#include "LiveSource.h"
#include "MessageChannel.h"
#include "Privileges.h"
#include "ReplaySource.h"
#include "StreamServer.h"
#include "UnixSocketServer.h"

#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/signalfd.h>
#include <unistd.h>

namespace faultline::probe {

namespace {

constexpr const char* kSoftware = "faultline-probe " FAULTLINE_VERSION;

// SIGINT/SIGTERM/SIGHUP (ssh hangs up) readable from a descriptor that the protocol loop
// polls with its input; SIGPIPE ignored so a vanished peer is a failed write.
int stopSignals()
{
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    sigprocmask(SIG_BLOCK, &set, nullptr);
    std::signal(SIGPIPE, SIG_IGN);
    return ::signalfd(-1, &set, SFD_CLOEXEC | SFD_NONBLOCK);
}

std::string hostName()
{
    char name[256] = {};
    if (::gethostname(name, sizeof name - 1) != 0)
        return "localhost";
    return name;
}

// The channel gets stdin and stdout to itself: anything else that writes to stdout by mistake
// goes to stderr instead of corrupting the stream.
bool takeStdio(int* in, int* out, std::string* error)
{
    *in = ::fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
    *out = ::fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
    const int null = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (*in < 0 || *out < 0 || null < 0 || ::dup2(null, STDIN_FILENO) < 0 || ::dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
        *error = std::string("cannot set up stdin/stdout: ") + std::strerror(errno);
        return false;
    }
    ::close(null);
    return true;
}

int serveOne(int in, int out, StreamSource& source, int stopFd)
{
    protocol::MessageChannel channel(in, out, protocol::Role::Server, kSoftware);
    StreamServer server(channel, source);
    const int status = server.run(stopFd);
    if (status != 0)
        std::fprintf(stderr, "faultline-probe: %s\n", server.error().c_str());
    return status;
}

LiveOptions liveOptions(const ServeOptions& serve, OutputOwner owner, std::string description)
{
    LiveOptions options;
    options.node = hostName();
    if (!serve.captureDir.empty())
        options.captureDir = serve.captureDir;
    options.owner = owner;
    options.description = std::move(description);
    return options;
}

} // namespace

bool isServeCommand(const std::vector<std::string>& args)
{
    return !args.empty() && (args[0] == "serve" || args[0] == "replay");
}

bool parseServeOptions(const std::vector<std::string>& args, ServeOptions* out, std::string* error)
{
    *out = {};
    if (!isServeCommand(args)) {
        *error = "not a streaming command";
        return false;
    }
    out->mode = args[0] == "replay" ? ServeOptions::Mode::Replay : ServeOptions::Mode::Live;
    bool serve = out->mode == ServeOptions::Mode::Live;
    bool transport = false;
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
        if (a == "--help" || a == "-h") {
            out->help = true;
            return true;
        }
        if (a == "--stdio" || a == "--unix") {
            if (transport) {
                *error = "choose one transport: --stdio or --unix PATH";
                return false;
            }
            transport = true;
            if (a == "--unix") {
                out->transport = ServeOptions::Transport::Unix;
                if (!value(&out->socketPath))
                    return false;
            }
        } else if (a == "--group") {
            if (!value(&out->group))
                return false;
        } else if (a == "--capture-dir" && out->mode == ServeOptions::Mode::Live) {
            if (!value(&out->captureDir))
                return false;
            if (out->captureDir.empty() || out->captureDir[0] != '/') {
                *error = "--capture-dir takes an absolute path";
                return false;
            }
        } else if (a == "--serve" && out->mode == ServeOptions::Mode::Replay) {
            serve = true;
        } else if (a == "--speed" && out->mode == ServeOptions::Mode::Replay) {
            if (!value(&v))
                return false;
            char* end = nullptr;
            out->speed = std::strtod(v.c_str(), &end);
            if (v.empty() || *end != '\0' || !std::isfinite(out->speed) || out->speed < 0 || out->speed > 1e6) {
                *error = "--speed takes 0 (as fast as possible) or a factor of the recorded pace, not '" + v + "'";
                return false;
            }
        } else if (out->mode == ServeOptions::Mode::Replay && out->file.empty() && !a.empty() && a[0] != '-') {
            out->file = a;
        } else {
            *error = args[0] + ": unknown argument '" + a + "'";
            return false;
        }
    }
    if (out->mode == ServeOptions::Mode::Replay && out->file.empty()) {
        *error = "replay needs the capture to stream: replay FILE --serve --stdio";
        return false;
    }
    if (!serve) {
        *error = "replay streams to a client: add --serve --stdio or --serve --unix PATH";
        return false;
    }
    if (!transport) {
        *error = "choose a transport: --stdio (ssh host sudo -n faultline-probe serve --stdio) or --unix PATH";
        return false;
    }
    if (!out->group.empty() && out->transport != ServeOptions::Transport::Unix) {
        *error = "--group is for --unix";
        return false;
    }
    return true;
}

std::string serveUsage()
{
    return "usage:\n"
           "  faultline-probe serve --stdio [--capture-dir DIR]\n"
           "  faultline-probe serve --unix PATH [--group GROUP] [--capture-dir DIR]\n"
           "  faultline-probe replay FILE [--speed X] --serve (--stdio | --unix PATH [--group GROUP])\n"
           "\n"
           "Streams to a Faultline client (the app's Attach, or 'faultline attach') with Faultline's wire\n"
           "protocol. Nothing listens on the network.\n"
           "  --stdio          talk on stdin/stdout: ssh host sudo -n faultline-probe serve --stdio\n"
           "  --unix PATH      listen on a Unix socket (mode 0660) for a long-running probe; reach it\n"
           "                   remotely with ssh -L. Clients must be root or in GROUP.\n"
           "  --group GROUP    the group allowed on the socket (default: socket_group in\n"
           "                   /etc/faultline/probe.conf, else faultline)\n"
           "  --capture-dir DIR  serve: keep each streamed capture here as well, as CAPTURE_ID.db, so a\n"
           "                   client that lost its connection resumes without loss (default\n"
           "                   /var/lib/faultline-probe/captures; files belong to the client's user)\n"
           "  --speed X        replay: X times the recorded pace (default 1); 0 as fast as the client reads\n"
           "\n"
           "Only processes of the invoking user (SUDO_UID, PKEXEC_UID, or the socket peer) can be traced,\n"
           "unless the root-owned /etc/faultline/probe.conf says 'trace_any_user = true' or\n"
           "'trace_users = NAME, UID, ...'. The probe stops when its client goes away.\n";
}

int runServeCommand(const std::vector<std::string>& args)
{
    ServeOptions options;
    std::string error;
    if (!parseServeOptions(args, &options, &error)) {
        std::fprintf(stderr, "faultline-probe: %s\n\n%s", error.c_str(), serveUsage().c_str());
        return 2;
    }
    if (options.help) {
        std::fputs(serveUsage().c_str(), stdout);
        return 0;
    }

    AccessConfig config;
    if (!AccessPolicy::loadConfig(AccessPolicy::kConfigPath, &config, &error)) {
        std::fprintf(stderr, "faultline-probe: %s\n", error.c_str());
        return 1;
    }
    const int stopFd = stopSignals();
    if (stopFd < 0) {
        std::fprintf(stderr, "faultline-probe: signalfd: %s\n", std::strerror(errno));
        return 1;
    }

    UnixSocketServer socketServer;
    if (options.transport == ServeOptions::Transport::Unix) {
        gid_t group = 0;
        const std::string groupName = !options.group.empty() ? options.group
            : !config.socketGroup.empty()                    ? config.socketGroup
                                                             : std::string("faultline");
        if (!UnixSocketServer::findGroup(groupName, &group, &error)
            || !socketServer.listen(options.socketPath, group, &error)) {
            std::fprintf(stderr, "faultline-probe: %s\n", error.c_str());
            return 1;
        }
    }

    if (options.mode == ServeOptions::Mode::Replay) {
        // A replay needs no privilege: read the file as the user who asked, never as root.
        if (!dropToInvokingUser(&error)) {
            std::fprintf(stderr, "faultline-probe: %s\n", error.c_str());
            return 1;
        }
        ReplaySource replay;
        if (!replay.open(options.file, options.speed, &error)) {
            std::fprintf(stderr, "faultline-probe: %s\n", error.c_str());
            return 1;
        }
        if (options.transport == ServeOptions::Transport::Stdio) {
            int in = -1;
            int out = -1;
            if (!takeStdio(&in, &out, &error)) {
                std::fprintf(stderr, "faultline-probe: %s\n", error.c_str());
                return 1;
            }
            return serveOne(in, out, replay, stopFd);
        }
        std::fprintf(stderr, "faultline-probe: replaying %s on %s\n", options.file.c_str(),
                     socketServer.path().c_str());
        return socketServer.run(stopFd, [&](int fd, const PeerCredentials&) {
            ReplaySource source; // every client gets the capture from its start (or its resume point)
            if (source.open(options.file, options.speed, &error))
                static_cast<void>(serveOne(fd, fd, source, stopFd));
        });
    }

    if (options.transport == ServeOptions::Transport::Stdio) {
        int in = -1;
        int out = -1;
        if (!takeStdio(&in, &out, &error)) {
            std::fprintf(stderr, "faultline-probe: %s\n", error.c_str());
            return 1;
        }
        LiveSource source(AccessPolicy(AccessPolicy::invokingUid(), config),
                          liveOptions(options, invokingUser(), "faultline-probe serve --stdio"));
        return serveOne(in, out, source, stopFd);
    }
    std::fprintf(stderr, "faultline-probe: serving on %s\n", socketServer.path().c_str());
    return socketServer.run(stopFd, [&](int fd, const PeerCredentials& peer) {
        LiveSource source(AccessPolicy(peer.uid, config),
                          liveOptions(options, OutputOwner{peer.uid, peer.gid},
                                      "faultline-probe serve --unix " + options.socketPath + " (client pid "
                                          + std::to_string(peer.pid) + ")"));
        static_cast<void>(serveOne(fd, fd, source, stopFd));
    });
}

} // namespace faultline::probe
