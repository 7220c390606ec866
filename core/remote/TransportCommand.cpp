#include "TransportCommand.h"

#include <cstdio>

namespace faultline::remote {

namespace {

bool isPlain(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || std::string_view("_@%+=:,./-").find(c) != std::string_view::npos;
}

std::string speedText(double speed)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", speed < 0 ? 0 : speed);
    return text;
}

} // namespace

std::vector<std::string> probeArguments(const AttachTarget& target)
{
    if (target.replayFile.empty())
        return {"serve", "--stdio"};
    return {"replay", target.replayFile, "--speed", speedText(target.replaySpeed), "--serve", "--stdio"};
}

std::vector<std::string> transportCommand(const AttachTarget& target)
{
    std::vector<std::string> probe{target.probePath};
    for (std::string& argument : probeArguments(target))
        probe.push_back(std::move(argument));

    std::vector<std::string> command;
    switch (target.kind) {
    case AttachTarget::Kind::Local:
        if (target.elevation == AttachTarget::Elevation::Pkexec)
            command = {"pkexec"};
        else if (target.elevation == AttachTarget::Elevation::Sudo)
            command = {"sudo", "-n"};
        command.insert(command.end(), probe.begin(), probe.end());
        return command;
    case AttachTarget::Kind::Ssh: {
        command = {"ssh", "-T", "-o", "BatchMode=yes", "-o", "ConnectTimeout=20"};
        if (target.port > 0)
            command.insert(command.end(), {"-p", std::to_string(target.port)});
        if (!target.identityFile.empty())
            command.insert(command.end(), {"-i", target.identityFile, "-o", "IdentitiesOnly=yes"});
        // `--` ends ssh's options: a host name cannot pass for one.
        command.push_back("--");
        command.push_back(target.user.empty() ? target.host : target.user + "@" + target.host);
        // ssh joins the remote command with spaces and the remote shell splits it again.
        if (target.sudo)
            command.insert(command.end(), {"sudo", "-n"});
        for (const std::string& argument : probe)
            command.push_back(shellQuote(argument));
        return command;
    }
    case AttachTarget::Kind::UnixSocket: return {};
    }
    return {};
}

std::string displayCommand(const AttachTarget& target)
{
    if (target.kind == AttachTarget::Kind::UnixSocket)
        return shellJoin({"socat", "-", "UNIX-CONNECT:" + target.socketPath});
    // Quoted once more: the local shell takes off what ssh's remote words already carry.
    return shellJoin(transportCommand(target));
}

std::string shellQuote(const std::string& argument)
{
    if (!argument.empty()) {
        bool plain = true;
        for (const char c : argument)
            plain = plain && isPlain(c);
        if (plain)
            return argument;
    }
    std::string quoted = "'";
    for (const char c : argument) {
        if (c == '\'')
            quoted += "'\\''";
        else
            quoted += c;
    }
    return quoted + "'";
}

std::string shellJoin(const std::vector<std::string>& arguments)
{
    std::string text;
    for (const std::string& argument : arguments) {
        if (!text.empty())
            text += ' ';
        text += shellQuote(argument);
    }
    return text;
}

} // namespace faultline::remote
