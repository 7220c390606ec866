#include "TransportErrorText.h"

namespace faultline {

using remote::AttachTarget;
using remote::TransportProblem;

TransportErrorText::Text TransportErrorText::describe(const remote::TransportDiagnosis& diagnosis,
                                                      const AttachTarget& target)
{
    const QString host = QString::fromStdString(target.host);
    const QString probe = QString::fromStdString(target.probePath);
    const bool remote = target.kind == AttachTarget::Kind::Ssh;
    const QString where = remote ? tr("on %1").arg(host) : tr("on this machine");
    Text text;
    text.detail = QString::fromStdString(diagnosis.detail);
    switch (diagnosis.problem) {
    case TransportProblem::None: break;
    case TransportProblem::ToolMissing:
        text.title = tr("A program the connection needs is not installed here.");
        text.hint = tr("Install it (ssh: openssh-client; sudo; pkexec: polkit), or choose another way to connect.");
        break;
    case TransportProblem::SshFailed:
        text.title = tr("ssh could not connect to %1.").arg(host);
        text.hint = tr("Check the host name, port, user and key. The app runs ssh in batch mode: it cannot answer "
                       "password or host-key prompts, so log in once from a terminal (ssh %1) and use a key or "
                       "an agent.")
                        .arg(target.user.empty() ? host
                                                 : QString::fromStdString(target.user) + QLatin1Char('@') + host);
        break;
    case TransportProblem::SudoNeedsPassword:
        text.title = tr("sudo wants a password %1.").arg(where);
        // Only `serve --stdio`, which limits a client to its own processes: `record` traces what it
        // is asked to, and --unix or --capture-dir choose where root creates files. The path is
        // where the packages install the probe.
        text.hint = tr("The app cannot type a password. Allow the probe without one, for example with this "
                       "sudoers rule (visudo -f /etc/sudoers.d/faultline):\n%faultline ALL=(root) NOPASSWD: %1 "
                       "serve --stdio")
                        .arg(probe.startsWith(QLatin1Char('/'))
                                 ? probe
                                 : QStringLiteral("/usr/libexec/faultline/faultline-probe"));
        break;
    case TransportProblem::SudoNotAllowed:
        text.title = tr("sudo does not let this user run the probe %1.").arg(where);
        text.hint = tr("Ask the node's administrator for a sudoers rule for %1, or turn off \"Use sudo\" if the "
                       "probe has its capabilities (setcap).")
                        .arg(probe);
        break;
    case TransportProblem::ElevationRefused:
        text.title = tr("pkexec did not authorise the probe.");
        text.hint = tr("Authenticate in the dialog pkexec shows, or use sudo instead.");
        break;
    case TransportProblem::HelperMissing:
        text.title = tr("faultline-probe was not found at “%1” %2.").arg(probe, where);
        text.hint = remote ? tr("Install faultline-probe on the node, or enter its full path under Helper path.")
                           : tr("Install faultline-probe, or enter its full path.");
        break;
    case TransportProblem::VersionMismatch:
        text.title = tr("The probe %1 speaks another protocol version than this Faultline.").arg(where);
        text.hint = tr("Install the same Faultline release on both ends (faultline-probe --version shows the "
                       "probe's).");
        break;
    case TransportProblem::NoBpf:
        text.title = tr("The probe cannot trace %1: no BPF there, or no privileges for it.").arg(where);
        text.hint = tr("Run the probe as root (sudo) or with CAP_BPF and CAP_PERFMON; 'faultline-probe check' on "
                       "the node says what is missing.");
        break;
    case TransportProblem::PermissionDenied:
        text.title = tr("The probe refused.");
        text.hint = target.kind == AttachTarget::Kind::UnixSocket
            ? tr("Only members of the socket's group may connect; ask for membership, then log in again.")
            : tr("By default the probe traces only your own processes; /etc/faultline/probe.conf on the node may "
                 "allow more.");
        break;
    case TransportProblem::NotSupported:
        text.title = tr("The probe cannot do this.");
        text.hint = tr("See the probe's message below. A replay streams its whole capture; an older probe may not "
                       "stream live captures yet.");
        break;
    case TransportProblem::SocketMissing:
        text.title = tr("No probe listens at %1.").arg(QString::fromStdString(target.socketPath));
        text.hint =
            tr("Start one with: sudo faultline-probe serve --unix %1").arg(QString::fromStdString(target.socketPath));
        break;
    case TransportProblem::ConnectionLost:
        text.title = tr("The connection closed before the probe said why.");
        text.hint = tr("The output of the transport command, if any, is below.");
        break;
    case TransportProblem::Other:
        text.title = tr("The probe could not be reached.");
        text.hint = QString();
        break;
    }
    return text;
}

QString TransportErrorText::format(const Text& text)
{
    QStringList parts{text.title};
    if (!text.hint.isEmpty())
        parts << text.hint;
    if (!text.detail.isEmpty())
        parts << tr("It said: %1").arg(text.detail);
    return parts.join(QStringLiteral("\n\n"));
}

} // namespace faultline
