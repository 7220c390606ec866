#pragma once

// Runs the probe's end-to-end tests: the workloads (tests/probe/workloads) that print the truth
// about every CUDA call they make, and faultline-probe recording them. Every helper reports a
// failure as text for the test to show; nothing here asserts.

#include <QList>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>

namespace faultline::test::probe {

// One Python frame as the interpreter itself reported it at the call.
struct PyFrameTruth
{
    QString file;
    int line = 0; // the executing line
    QString function;
    QString qualname;  // co_qualname (3.11+), else the function name
    int firstLine = 0; // co_firstlineno
};

// One call a workload made, as it printed it.
struct CallTruth
{
    QString op; // the exported symbol: cudaMalloc, cudaStreamSynchronize, ...
    QString context;
    std::uint32_t pid = 0;
    std::uint32_t tid = 0;
    int rc = 0;
    std::uint64_t size = 0;
    std::uint64_t ptr = 0;
    std::uint64_t stream = 0;
    std::uint64_t kernel = 0;
    std::uint64_t count = 0;
    int kind = -1;
    int device = -1;
    QList<PyFrameTruth> stack; // innermost first; empty for the C workload

    [[nodiscard]] QString describe() const;
};

// Everything a workload printed besides its calls.
struct WorkloadTruth
{
    std::uint32_t pid = 0;
    QString python; // the interpreter's version, Python workload only
    QList<CallTruth> calls;
    std::uint32_t workerTid = 0;
    QString workerName;
    int sleepMs = 0; // how long the worker slept between two calls
    std::uint32_t childPid = 0;
    int childStatus = -1;
    qsizetype callsBeforeMark = -1; // --loop: calls printed before {"event": "mark"}
    CallTruth hanging;              // --hang: the call under way at {"event": "hanging"}
    // wait_workload.py: where a thread blocked ("block": the Python stack it blocked at, `size` =
    // the ms it waited) or spun while another task shared its CPU ("spin").
    QList<CallTruth> waits;
    // tensor_workload.py: the fake allocator's own count of allocated bytes at the end.
    std::uint64_t allocated = 0;
};

// A workload process: started, waits for "go" on stdin after printing "ready", then calls.
class Workload
{
public:
    Workload(const QString& program, const QStringList& arguments);
    ~Workload();
    Workload(const Workload&) = delete;
    Workload& operator=(const Workload&) = delete;

    // "NAME=value" entries its environment has besides this process's (before start()).
    void addEnvironment(const QStringList& variables) { m_environment += variables; }
    // Starts the process and waits for its "ready" line.
    [[nodiscard]] bool start(QString* error);
    // Writes a line on its stdin: it makes its calls (or, in --loop mode, stops them).
    void release();
    // Waits for a line {"event": event}; every call line before it is in truth().
    [[nodiscard]] bool waitFor(const QString& event, int timeoutMs, QString* error);
    [[nodiscard]] bool waitDone(int timeoutMs, QString* error)
    {
        return waitFor(QStringLiteral("done"), timeoutMs, error);
    }
    // Waits until its stderr matches `pattern` (a workload run by the probe: the probe's notes).
    [[nodiscard]] bool waitForStderr(const QRegularExpression& pattern, int timeoutMs, QString* error);
    // Closes its stdin (it exits) and waits for it.
    [[nodiscard]] bool finish(QString* error);
    // Waits for it to end by itself (a workload that is killed); false on a timeout.
    [[nodiscard]] bool waitForExit(int timeoutMs, QString* error);
    // The signal that ended it, or 0 while it runs or when it exited.
    [[nodiscard]] int exitSignal() const;
    [[nodiscard]] int exitCode() const;

    [[nodiscard]] std::uint32_t pid() const { return m_truth.pid; }
    [[nodiscard]] const WorkloadTruth& truth() const { return m_truth; }
    [[nodiscard]] QString stderrText() const;

private:
    // Reads lines until `stopEvent` has been seen or the deadline passes.
    [[nodiscard]] bool readUntil(const QString& stopEvent, int timeoutMs, QString* error);
    [[nodiscard]] bool parseLine(const QByteArray& line, QString* event, QString* error);

    QString m_program;
    QStringList m_arguments;
    QStringList m_environment;
    std::unique_ptr<QProcess> m_process;
    QByteArray m_pending;
    QByteArray m_stderr;
    WorkloadTruth m_truth;
};

// faultline-probe record, run as a child process.
class Probe
{
public:
    Probe();
    ~Probe();
    Probe(const Probe&) = delete;
    Probe& operator=(const Probe&) = delete;

    // `record -o output <arguments...>`; waits until the probe says it is attached.
    [[nodiscard]] bool record(const QString& output, const QStringList& arguments, QString* error);
    [[nodiscard]] qint64 pid() const;
    // Sends `signal` and waits for the exit; false with the reason on a timeout.
    [[nodiscard]] bool stop(int signal, int timeoutMs, QString* error);
    // Waits until its output matches `pattern`.
    [[nodiscard]] bool waitForOutput(const QRegularExpression& pattern, int timeoutMs, QString* error);
    // Waits for the probe to end on its own (--duration, the end of the traced processes).
    [[nodiscard]] bool waitForExit(int timeoutMs, QString* error);
    [[nodiscard]] int exitCode() const;
    [[nodiscard]] bool exitedNormally() const;
    // stdout and stderr so far.
    [[nodiscard]] QString output();

private:
    std::unique_ptr<QProcess> m_process;
    QByteArray m_output;
};

// Where things are; empty when absent.
[[nodiscard]] QString probeBinary();
[[nodiscard]] QString workloadBinary();
[[nodiscard]] QString oomWorkloadBinary();
[[nodiscard]] QString workloadScript();
[[nodiscard]] QString waitWorkloadScript();
[[nodiscard]] QString starvedWorkloadScript();
[[nodiscard]] QString tensorWorkloadScript();
// A loop pinned to one CPU with three forked children spinning on it, no DataLoader
// (tests/probe/workloads/children_workload.py).
[[nodiscard]] QString childrenWorkloadScript();
// The fake PyTorch libc10_cuda.so (tests/probe/workloads/fake_c10_cuda.cpp).
[[nodiscard]] QString fakeC10Cuda();
// tests/probe/workloads/launch_workload.py and the fake libcuda.so.1 it launches through.
[[nodiscard]] QString launchWorkloadScript();
[[nodiscard]] QString fakeLibcuda();
[[nodiscard]] QString mockCudart();
[[nodiscard]] QString realCudart();
// The newest pyenv CPython of that minor version ("3.12"), e.g. /root/.pyenv/versions/3.12.1/bin/python3.
[[nodiscard]] QString pythonInterpreter(const QString& minorVersion);

// Why the probe cannot run here (not root, no binary, `faultline-probe check` fails), or empty.
// The answer is computed once.
[[nodiscard]] QString whyProbeCannotRun();

// Mounts tracefs at /sys/kernel/tracing when it is not (root only); the uprobe checks read it.
void ensureTracefs();
// Lines of uprobe_events (tracefs) that libbpf's legacy attach created for process `pid`.
[[nodiscard]] QStringList legacyUprobesOf(qint64 pid);
// BPF link ids held by process `pid` (its link file descriptors).
[[nodiscard]] QList<int> bpfLinksOf(qint64 pid);
// Every BPF link id on the machine (BPF_LINK_GET_NEXT_ID; root).
[[nodiscard]] QList<int> allBpfLinks();

} // namespace faultline::test::probe
