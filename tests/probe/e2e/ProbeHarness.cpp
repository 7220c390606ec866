#include "ProbeHarness.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QVersionNumber>

#include <csignal>
#include <linux/bpf.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace faultline::test::probe {

namespace {

// What faultline-probe record prints on stderr once it has attached to the targets' libraries
// and the scheduler and is consuming events ("faultline-probe: attached 18 probes in 1 CUDA
// libraries and the scheduler; tracing pid 123 and its children; ...", bpf/probe/Recorder.cpp);
// the tests start the workload's calls only after it.
const QRegularExpression& attachedPattern()
{
    static const QRegularExpression pattern(QStringLiteral(R"(faultline-probe: attached [^\n]*; tracing )"));
    return pattern;
}

QString fromEnvOr(const char* variable, const QString& fallback)
{
    const QByteArray value = qgetenv(variable);
    return value.isEmpty() ? fallback : QString::fromLocal8Bit(value);
}

QString existingFile(const QString& path)
{
    return !path.isEmpty() && QFileInfo(path).isFile() ? path : QString();
}

std::uint64_t hexValue(const QJsonValue& value)
{
    QString text = value.toString();
    if (text.startsWith(QLatin1String("0x")))
        text = text.mid(2);
    bool ok = false;
    const std::uint64_t parsed = text.toULongLong(&ok, 16);
    return ok ? parsed : 0;
}

std::uint32_t u32(const QJsonValue& value)
{
    return static_cast<std::uint32_t>(value.toDouble());
}

QString tracefsRoot()
{
    for (const QString& root : {QStringLiteral("/sys/kernel/tracing"), QStringLiteral("/sys/kernel/debug/tracing")}) {
        if (QFileInfo::exists(root + QStringLiteral("/uprobe_events")))
            return root;
    }
    return {};
}

// QProcess::waitForFinished() is false for a process that has already finished.
bool finished(QProcess& process, int timeoutMs)
{
    return process.state() == QProcess::NotRunning || process.waitForFinished(timeoutMs);
}

} // namespace

QString CallTruth::describe() const
{
    QString text = op;
    if (!context.isEmpty())
        text += QStringLiteral(" [%1]").arg(context);
    text += QStringLiteral(" pid %1 tid %2 rc %3").arg(pid).arg(tid).arg(rc);
    if (size)
        text += QStringLiteral(" size %1").arg(size);
    if (ptr)
        text += QStringLiteral(" ptr 0x%1").arg(ptr, 0, 16);
    if (stream)
        text += QStringLiteral(" stream 0x%1").arg(stream, 0, 16);
    if (kernel)
        text += QStringLiteral(" kernel 0x%1").arg(kernel, 0, 16);
    if (count)
        text += QStringLiteral(" count %1").arg(count);
    if (!stack.isEmpty())
        text +=
            QStringLiteral(" at %1:%2 %3").arg(stack.front().file).arg(stack.front().line).arg(stack.front().function);
    return text;
}

Workload::Workload(const QString& program, const QStringList& arguments)
    : m_program(program)
    , m_arguments(arguments)
{
}

Workload::~Workload()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

bool Workload::start(QString* error)
{
    m_process = std::make_unique<QProcess>();
    m_process->setProgram(m_program);
    m_process->setArguments(m_arguments);
    if (!m_environment.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const QString& variable : m_environment) {
            const qsizetype equals = variable.indexOf(QLatin1Char('='));
            environment.insert(variable.left(equals), variable.mid(equals + 1));
        }
        m_process->setProcessEnvironment(environment);
    }
    m_process->start();
    if (!m_process->waitForStarted(10000)) {
        *error = QStringLiteral("cannot start %1: %2").arg(m_program, m_process->errorString());
        return false;
    }
    return readUntil(QStringLiteral("ready"), 20000, error);
}

void Workload::release()
{
    m_process->write("go\n");
    m_process->waitForBytesWritten(5000);
}

bool Workload::waitFor(const QString& event, int timeoutMs, QString* error)
{
    return readUntil(event, timeoutMs, error);
}

bool Workload::waitForStderr(const QRegularExpression& pattern, int timeoutMs, QString* error)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (!pattern.match(QString::fromUtf8(m_stderr)).hasMatch()) {
        if (m_process->state() == QProcess::NotRunning || deadline.hasExpired()) {
            *error = QStringLiteral("%1 printed nothing matching %2 on stderr: %3")
                         .arg(m_program, pattern.pattern(), stderrText());
            return false;
        }
        m_process->waitForReadyRead(static_cast<int>(qMin<qint64>(deadline.remainingTime(), 200)));
        m_pending += m_process->readAllStandardOutput();
        m_stderr += m_process->readAllStandardError();
    }
    return true;
}

bool Workload::finish(QString* error)
{
    m_process->closeWriteChannel();
    if (!finished(*m_process, 20000)) {
        *error = QStringLiteral("%1 did not exit after its stdin was closed").arg(m_program);
        return false;
    }
    m_stderr += m_process->readAllStandardError();
    if (m_process->exitStatus() != QProcess::NormalExit || m_process->exitCode() != 0) {
        *error = QStringLiteral("%1 failed (exit %2): %3").arg(m_program).arg(m_process->exitCode()).arg(stderrText());
        return false;
    }
    return true;
}

bool Workload::waitForExit(int timeoutMs, QString* error)
{
    if (!finished(*m_process, timeoutMs)) {
        *error = QStringLiteral("%1 (pid %2) still runs after %3 ms").arg(m_program).arg(m_truth.pid).arg(timeoutMs);
        return false;
    }
    m_stderr += m_process->readAllStandardError();
    return true;
}

int Workload::exitSignal() const
{
    // QProcess reports a process ended by a signal as a crash whose exit code is the signal.
    if (!m_process || m_process->state() != QProcess::NotRunning || m_process->exitStatus() != QProcess::CrashExit)
        return 0;
    return m_process->exitCode();
}

int Workload::exitCode() const
{
    return m_process ? m_process->exitCode() : -1;
}

QString Workload::stderrText() const
{
    return QString::fromUtf8(m_stderr).trimmed();
}

bool Workload::readUntil(const QString& stopEvent, int timeoutMs, QString* error)
{
    const QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        qsizetype newline = -1;
        while ((newline = m_pending.indexOf('\n')) >= 0) {
            const QByteArray line = m_pending.left(newline).trimmed();
            m_pending.remove(0, newline + 1);
            if (line.isEmpty())
                continue;
            QString event;
            if (!parseLine(line, &event, error))
                return false;
            if (event == stopEvent)
                return true;
        }
        if (m_process->state() == QProcess::NotRunning) {
            m_stderr += m_process->readAllStandardError();
            *error = QStringLiteral("%1 exited (code %2) before printing \"%3\": %4")
                         .arg(m_program)
                         .arg(m_process->exitCode())
                         .arg(stopEvent, stderrText());
            return false;
        }
        if (deadline.hasExpired()) {
            *error = QStringLiteral("%1 printed no \"%2\" within %3 ms").arg(m_program, stopEvent).arg(timeoutMs);
            return false;
        }
        m_process->waitForReadyRead(static_cast<int>(qMin<qint64>(deadline.remainingTime(), 200)));
        m_pending += m_process->readAllStandardOutput();
        m_stderr += m_process->readAllStandardError();
    }
}

namespace {

// A call (or wait) line's fields; the stack innermost first.
CallTruth callFrom(const QJsonObject& o)
{
    CallTruth call;
    call.op = o.value(QLatin1String("op")).toString();
    call.context = o.value(QLatin1String("context")).toString();
    call.pid = u32(o.value(QLatin1String("pid")));
    call.tid = u32(o.value(QLatin1String("tid")));
    call.rc = o.value(QLatin1String("rc")).toInt();
    call.size = static_cast<std::uint64_t>(o.value(QLatin1String("size")).toDouble());
    call.ptr = hexValue(o.value(QLatin1String("ptr")));
    call.stream = hexValue(o.value(QLatin1String("stream")));
    call.kernel = hexValue(o.value(QLatin1String("kernel")));
    call.count = static_cast<std::uint64_t>(o.value(QLatin1String("count")).toDouble());
    call.kind = o.value(QLatin1String("kind")).toInt(-1);
    call.device = o.value(QLatin1String("device")).toInt(-1);
    const QJsonArray stack = o.value(QLatin1String("stack")).toArray();
    for (const QJsonValue& value : stack) {
        const QJsonObject f = value.toObject();
        PyFrameTruth frame;
        frame.file = f.value(QLatin1String("file")).toString();
        frame.line = f.value(QLatin1String("line")).toInt();
        frame.function = f.value(QLatin1String("function")).toString();
        frame.qualname = f.value(QLatin1String("qualname")).toString(frame.function);
        frame.firstLine = f.value(QLatin1String("firstLine")).toInt();
        call.stack.append(frame);
    }
    return call;
}

} // namespace

bool Workload::parseLine(const QByteArray& line, QString* event, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (!document.isObject()) {
        *error = QStringLiteral("workload printed a line that is not JSON (%1): %2")
                     .arg(parseError.errorString(), QString::fromUtf8(line));
        return false;
    }
    const QJsonObject o = document.object();
    *event = o.value(QLatin1String("event")).toString();
    if (*event == QLatin1String("ready")) {
        m_truth.pid = u32(o.value(QLatin1String("pid")));
        m_truth.python = o.value(QLatin1String("python")).toString();
    } else if (*event == QLatin1String("thread")) {
        m_truth.workerTid = u32(o.value(QLatin1String("tid")));
        m_truth.workerName = o.value(QLatin1String("name")).toString();
    } else if (*event == QLatin1String("sleep")) {
        m_truth.sleepMs = o.value(QLatin1String("ms")).toInt();
    } else if (*event == QLatin1String("mark")) {
        m_truth.callsBeforeMark = m_truth.calls.size();
    } else if (*event == QLatin1String("hanging")) {
        m_truth.hanging.op = o.value(QLatin1String("op")).toString();
        m_truth.hanging.pid = u32(o.value(QLatin1String("pid")));
        m_truth.hanging.tid = u32(o.value(QLatin1String("tid")));
        m_truth.hanging.stream = hexValue(o.value(QLatin1String("stream")));
    } else if (*event == QLatin1String("fork")) {
        m_truth.childPid = u32(o.value(QLatin1String("child")));
        m_truth.childStatus = o.value(QLatin1String("status")).toInt(-1);
    } else if (*event == QLatin1String("call")) {
        m_truth.calls.append(callFrom(o));
    } else if (*event == QLatin1String("allocated")) {
        m_truth.allocated = static_cast<std::uint64_t>(o.value(QLatin1String("size")).toDouble());
    } else if (*event == QLatin1String("wait")) {
        CallTruth wait = callFrom(o);
        wait.size = static_cast<std::uint64_t>(o.value(QLatin1String("ms")).toInt());
        m_truth.waits.append(wait);
    }
    return true;
}

Probe::Probe() = default;

Probe::~Probe()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        ::kill(static_cast<pid_t>(m_process->processId()), SIGINT);
        if (!m_process->waitForFinished(10000)) {
            m_process->kill();
            m_process->waitForFinished(5000);
        }
    }
}

bool Probe::record(const QString& output, const QStringList& arguments, QString* error)
{
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->setProgram(probeBinary());
    m_process->setArguments(QStringList{QStringLiteral("record"), QStringLiteral("-o"), output} + arguments);
    m_process->start();
    if (!m_process->waitForStarted(10000)) {
        *error = QStringLiteral("cannot start %1: %2").arg(probeBinary(), m_process->errorString());
        return false;
    }
    return waitForOutput(attachedPattern(), 30000, error);
}

bool Probe::waitForOutput(const QRegularExpression& pattern, int timeoutMs, QString* error)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (!pattern.match(QString::fromUtf8(m_output)).hasMatch()) {
        if (m_process->state() == QProcess::NotRunning) {
            m_output += m_process->readAll();
            *error = QStringLiteral("faultline-probe exited (code %1) before printing %2: %3")
                         .arg(m_process->exitCode())
                         .arg(pattern.pattern(), QString::fromUtf8(m_output).trimmed());
            return false;
        }
        if (deadline.hasExpired()) {
            *error = QStringLiteral("faultline-probe printed nothing matching %1 within %2 ms: %3")
                         .arg(pattern.pattern())
                         .arg(timeoutMs)
                         .arg(QString::fromUtf8(m_output).trimmed());
            return false;
        }
        m_process->waitForReadyRead(static_cast<int>(qMin<qint64>(deadline.remainingTime(), 200)));
        m_output += m_process->readAll();
    }
    return true;
}

qint64 Probe::pid() const
{
    return m_process ? m_process->processId() : 0;
}

bool Probe::stop(int signal, int timeoutMs, QString* error)
{
    const qint64 id = pid();
    if (id <= 0) {
        *error = QStringLiteral("faultline-probe is not running");
        return false;
    }
    ::kill(static_cast<pid_t>(id), signal);
    if (!finished(*m_process, timeoutMs)) {
        *error = QStringLiteral("faultline-probe did not exit within %1 ms of signal %2: %3")
                     .arg(timeoutMs)
                     .arg(signal)
                     .arg(output());
        return false;
    }
    m_output += m_process->readAll();
    return true;
}

bool Probe::waitForExit(int timeoutMs, QString* error)
{
    if (!m_process || !finished(*m_process, timeoutMs)) {
        *error = QStringLiteral("faultline-probe did not end on its own within %1 ms: %2").arg(timeoutMs).arg(output());
        return false;
    }
    m_output += m_process->readAll();
    return true;
}

int Probe::exitCode() const
{
    return m_process ? m_process->exitCode() : -1;
}

bool Probe::exitedNormally() const
{
    return m_process && m_process->exitStatus() == QProcess::NormalExit;
}

QString Probe::output()
{
    if (m_process)
        m_output += m_process->readAll();
    return QString::fromUtf8(m_output).trimmed();
}

QString probeBinary()
{
    return existingFile(fromEnvOr("FAULTLINE_PROBE", QStringLiteral(FAULTLINE_PROBE_BINARY)));
}

QString workloadBinary()
{
    return existingFile(QStringLiteral(FAULTLINE_PROBE_WORKLOAD));
}

QString oomWorkloadBinary()
{
    return existingFile(QStringLiteral(FAULTLINE_PROBE_OOM_WORKLOAD));
}

QString workloadScript()
{
    // Canonical, so that the frames' co_filename is the plain path the test compares.
    return existingFile(QFileInfo(QStringLiteral(FAULTLINE_PROBE_WORKLOAD_SCRIPT)).canonicalFilePath());
}

QString waitWorkloadScript()
{
    return existingFile(QFileInfo(QStringLiteral(FAULTLINE_PROBE_WAIT_SCRIPT)).canonicalFilePath());
}

QString starvedWorkloadScript()
{
    return existingFile(QFileInfo(QStringLiteral(FAULTLINE_PROBE_STARVED_SCRIPT)).canonicalFilePath());
}

QString childrenWorkloadScript()
{
    return existingFile(QFileInfo(QStringLiteral(FAULTLINE_PROBE_CHILDREN_SCRIPT)).canonicalFilePath());
}

QString tensorWorkloadScript()
{
    return existingFile(QFileInfo(QStringLiteral(FAULTLINE_PROBE_TENSOR_SCRIPT)).canonicalFilePath());
}

QString fakeC10Cuda()
{
    return existingFile(QStringLiteral(FAULTLINE_PROBE_FAKE_C10_CUDA));
}

QString launchWorkloadScript()
{
    return existingFile(QFileInfo(QStringLiteral(FAULTLINE_PROBE_LAUNCH_SCRIPT)).canonicalFilePath());
}

QString fakeLibcuda()
{
    return existingFile(QStringLiteral(FAULTLINE_PROBE_FAKE_LIBCUDA));
}

QString mockCudart()
{
    return existingFile(QStringLiteral(FAULTLINE_PROBE_MOCK_CUDART));
}

QString realCudart()
{
    const QString configured = fromEnvOr("FAULTLINE_CUDART", QString());
    if (!configured.isEmpty())
        return existingFile(configured);
    const QStringList roots = QDir(QStringLiteral("/usr/local"))
                                  .entryList({QStringLiteral("cuda*")}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString& root : roots) {
        for (const QString& lib : {QStringLiteral("lib"), QStringLiteral("lib64")}) {
            const QString path = QStringLiteral("/usr/local/%1/%2/libcudart.so.13").arg(root, lib);
            if (QFileInfo(path).isFile())
                return QFileInfo(path).canonicalFilePath();
        }
    }
    return {};
}

QString pythonInterpreter(const QString& minorVersion)
{
    const QString pyenv = fromEnvOr("PYENV_ROOT", QDir::homePath() + QStringLiteral("/.pyenv"));
    const QDir versions(pyenv + QStringLiteral("/versions"));
    QString best;
    QVersionNumber bestVersion;
    const QStringList candidates = versions.entryList({minorVersion + QStringLiteral(".*")}, QDir::Dirs);
    for (const QString& name : candidates) {
        const QVersionNumber version = QVersionNumber::fromString(name);
        // A pre-release or free-threaded build ("3.13.0t", "3.13.0rc1") is not what we test.
        if (version.segmentCount() != 3 || version.toString() != name)
            continue;
        const QString python = versions.filePath(name + QStringLiteral("/bin/python3"));
        if (QFileInfo(python).isExecutable() && (best.isEmpty() || version > bestVersion)) {
            best = python;
            bestVersion = version;
        }
    }
    return best;
}

QString whyProbeCannotRun()
{
    static const QString reason = [] {
        if (::geteuid() != 0)
            return QStringLiteral("needs root (BPF programs, uprobes and tracepoints)");
        if (probeBinary().isEmpty())
            return QStringLiteral("faultline-probe is not part of this build (bpf/ needs libbpf, bpftool and clang); "
                                  "FAULTLINE_PROBE may name a binary");
        QProcess check;
        check.setProcessChannelMode(QProcess::MergedChannels);
        check.start(probeBinary(), {QStringLiteral("check")});
        if (!check.waitForFinished(30000))
            return QStringLiteral("faultline-probe check did not finish within 30 s");
        const QString output = QString::fromUtf8(check.readAll()).trimmed();
        // The kernel's verifier refusing our own programs is a defect to fail on, not a machine
        // without BPF: the tests go on and fail with the verifier's words.
        if (output.contains(QLatin1String("FAIL BPF programs: the kernel refused the BPF programs")))
            return QString();
        if (check.exitStatus() != QProcess::NormalExit || check.exitCode() != 0)
            return QStringLiteral("faultline-probe check says BPF cannot be used here (exit %1): %2")
                .arg(check.exitCode())
                .arg(output);
        return QString();
    }();
    return reason;
}

void ensureTracefs()
{
    if (!tracefsRoot().isEmpty() || ::geteuid() != 0)
        return;
    ::mount("nodev", "/sys/kernel/tracing", "tracefs", 0, nullptr);
}

QStringList legacyUprobesOf(qint64 pid)
{
    const QString root = tracefsRoot();
    QFile events(root + QStringLiteral("/uprobe_events"));
    if (root.isEmpty() || !events.open(QIODevice::ReadOnly))
        return {};
    // libbpf names the uprobes it creates through tracefs "libbpf_<pid>_<binary>_0x<offset>_<n>".
    const QString prefix = QStringLiteral("libbpf_%1_").arg(pid);
    QStringList ours;
    const QStringList lines = QString::fromUtf8(events.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString& line : lines) {
        if (line.contains(prefix))
            ours.append(line);
    }
    return ours;
}

QList<int> bpfLinksOf(qint64 pid)
{
    // Every BPF link file descriptor says which link it holds in its fdinfo ("link_id:\t42").
    static const QRegularExpression linkId(QStringLiteral(R"(^link_id:\s*(\d+)$)"),
                                           QRegularExpression::MultilineOption);
    QList<int> ids;
    const QDir fdinfo(QStringLiteral("/proc/%1/fdinfo").arg(pid));
    const QStringList fds = fdinfo.entryList(QDir::Files);
    for (const QString& fd : fds) {
        QFile file(fdinfo.filePath(fd));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QRegularExpressionMatch m = linkId.match(QString::fromUtf8(file.readAll()));
        if (m.hasMatch())
            ids.append(m.captured(1).toInt());
    }
    return ids;
}

QList<int> allBpfLinks()
{
    QList<int> ids;
    std::uint32_t id = 0;
    for (;;) {
        bpf_attr attr{};
        attr.start_id = id;
        if (::syscall(__NR_bpf, BPF_LINK_GET_NEXT_ID, &attr, sizeof attr) != 0)
            break; // ENOENT after the last one
        id = attr.next_id;
        ids.append(static_cast<int>(id));
    }
    return ids;
}

} // namespace faultline::test::probe
