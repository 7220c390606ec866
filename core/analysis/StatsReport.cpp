#include "StatsReport.h"

#include "OpCatalog.h"
#include "OpStatistics.h"
#include "ProbeCodes.h"
#include "QtText.h"
#include "UiText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>
#include <QStringList>

namespace faultline {

namespace {

QString producer(const Trace& trace)
{
    return trace.info.isFaultline ? QStringLiteral("faultline") : QStringLiteral("ingero");
}

// The labels of the text report's header lines, in the order of Header.
enum class Header { Capture, Format, Span, Events, Threads, Machine, Graphs, Drops, Problem };
const char* const kHeaderLabels[] = {
    QT_TRANSLATE_NOOP("StatsReport", "Capture:"), QT_TRANSLATE_NOOP("StatsReport", "Format:"),
    QT_TRANSLATE_NOOP("StatsReport", "Span:"),    QT_TRANSLATE_NOOP("StatsReport", "Events:"),
    QT_TRANSLATE_NOOP("StatsReport", "Threads:"), QT_TRANSLATE_NOOP("StatsReport", "Machine:"),
    QT_TRANSLATE_NOOP("StatsReport", "Graphs:"),  QT_TRANSLATE_NOOP("StatsReport", "Drops:"),
    QT_TRANSLATE_NOOP("StatsReport", "Problem:"),
};

// Kernel launches and CUDA graph replays of a capture. A replay runs a whole captured graph whose
// kernels the capture does not see one by one. Where a launch was probed once (faultline-probe
// since record ABI 3: probe.launch_probes says "entry only"), runtime and driver launches are
// distinct and add up; otherwise a runtime launch and the driver launch inside it are one launch,
// so the larger of the two counts stands for the ordinary ones. `notStored` are the launches
// counted but not stored (--launches counted).
struct LaunchCounts
{
    std::int64_t replays = 0;
    std::int64_t kernels = 0;
    std::int64_t notStored = 0;
    [[nodiscard]] std::int64_t all() const { return replays + kernels; }
};

LaunchCounts launchCounts(const Trace& trace, const std::vector<OpStats>& stats)
{
    const bool probedOnce = trace.metaValue("probe.launch_probes").find("entry only") != std::string::npos;
    using capture::Source;
    std::int64_t runtime = 0, driver = 0, runtimeReplays = 0, driverReplays = 0, notStored = 0;
    for (const OpStats& s : stats) {
        if (s.pid != 0 || capture::OpCatalog::info(s.source, s.op).category != capture::OpCategory::Launch)
            continue;
        if (static_cast<Source>(s.source) != Source::CudaGraph)
            notStored += s.totalCount - s.count;
        switch (static_cast<Source>(s.source)) {
        case Source::Cuda: runtime += s.totalCount; break;
        case Source::Driver: driver += s.totalCount; break;
        case Source::CudaGraph:
            (s.op == capture::ops::CuGraphLaunch ? driverReplays : runtimeReplays) += s.totalCount;
            break;
        default: break;
        }
    }
    return {std::max(runtimeReplays, driverReplays), probedOnce ? runtime + driver : std::max(runtime, driver),
            notStored};
}

std::int64_t eventsSeen(const Trace& trace)
{
    std::int64_t seen = trace.eventCount();
    seen = std::max(seen, trace.info.aggregateCount);
    std::int64_t counted = 0;
    for (const capture::SourceCounters& c : trace.counters)
        counted = capture::saturatingAdd(counted, c.seen);
    return std::max(seen, counted);
}

std::int64_t stackCount(const Trace& trace)
{
    return trace.stacks.empty() ? 0 : static_cast<std::int64_t>(trace.stacks.size()) - 1;
}

QJsonObject hostObject(const Trace& trace)
{
    QJsonObject host;
    const capture::Session* s = trace.sessions.empty() ? nullptr : &trace.sessions.front();
    auto pick = [&](const std::string& metaKey, const std::string& sessionValue) {
        const std::string m = trace.metaValue(metaKey);
        return faultline::text::toQString(m.empty() ? sessionValue : m);
    };
    std::string node = s ? s->node : std::string();
    host[QStringLiteral("hostname")] = pick("host", node);
    host[QStringLiteral("kernel")] = pick("kernel", s ? s->kernel : std::string());
    host[QStringLiteral("os")] = faultline::text::toQString(s ? s->osRelease : std::string());
    host[QStringLiteral("gpu")] = faultline::text::toQString(s ? s->gpuModel : std::string());
    host[QStringLiteral("gpu_driver")] = faultline::text::toQString(s ? s->gpuDriver : std::string());
    host[QStringLiteral("cpu")] = faultline::text::toQString(s ? s->cpuModel : std::string());
    host[QStringLiteral("cpu_cores")] = static_cast<qint64>(s ? s->cpuCores : 0);
    host[QStringLiteral("mem_total_mb")] = static_cast<qint64>(s ? s->memTotalMb : 0);
    host[QStringLiteral("cuda")] = faultline::text::toQString(s ? s->cudaVersion : std::string());
    host[QStringLiteral("python")] = faultline::text::toQString(s ? s->pythonVersion : std::string());
    return host;
}

} // namespace

QByteArray StatsReport::json(const Trace& trace)
{
    QJsonObject capture;
    capture[QStringLiteral("path")] = faultline::text::toQString(trace.info.path);
    capture[QStringLiteral("producer")] = producer(trace);
    capture[QStringLiteral("layout")] = QString::fromLatin1(capture::layoutName(trace.info.layout));
    capture[QStringLiteral("user_version")] = trace.info.userVersion;
    capture[QStringLiteral("schema_version")] = faultline::text::toQString(trace.info.schemaVersion);
    capture[QStringLiteral("events_stored")] = static_cast<qint64>(trace.eventCount());
    capture[QStringLiteral("events_seen")] = static_cast<qint64>(eventsSeen(trace));
    capture[QStringLiteral("sampled")] = trace.isSampled();
    capture[QStringLiteral("first_ns")] = static_cast<qint64>(trace.beginNs);
    capture[QStringLiteral("last_ns")] = static_cast<qint64>(trace.endNs);
    capture[QStringLiteral("duration_ns")] = static_cast<qint64>(capture::saturatingSub(trace.endNs, trace.beginNs));
    capture[QStringLiteral("processes")] = static_cast<qint64>(trace.processes.size());
    capture[QStringLiteral("threads")] = static_cast<qint64>(trace.threads.size());
    capture[QStringLiteral("stacks")] = static_cast<qint64>(stackCount(trace));
    capture[QStringLiteral("chains")] = static_cast<qint64>(trace.chains.size());
    capture[QStringLiteral("host")] = hostObject(trace);
    const std::vector<OpStats> stats = OpStatistics::compute(trace);
    const LaunchCounts launches = launchCounts(trace, stats);
    capture[QStringLiteral("kernel_launches")] = static_cast<qint64>(launches.kernels);
    capture[QStringLiteral("graph_replays")] = static_cast<qint64>(launches.replays);
    capture[QStringLiteral("launches_not_stored")] = static_cast<qint64>(launches.notStored);

    QJsonArray ops;
    for (const OpStats& s : stats) {
        QJsonObject o;
        o[QStringLiteral("source")] = faultline::text::toQString(s.sourceName());
        o[QStringLiteral("op")] = faultline::text::toQString(s.opName());
        o[QStringLiteral("pid")] = static_cast<qint64>(s.pid);
        o[QStringLiteral("process")] = s.pid == 0 ? QString() : faultline::text::toQString(trace.processName(s.pid));
        o[QStringLiteral("count")] = static_cast<qint64>(s.count);
        o[QStringLiteral("total_count")] = static_cast<qint64>(s.totalCount);
        o[QStringLiteral("sampled")] = s.sampled();
        // No stored rows, or launches probed at their entry only: null rather than a misleading 0.
        const auto ns = [&](std::int64_t v) { return s.timed ? QJsonValue(static_cast<qint64>(v)) : QJsonValue(); };
        o[QStringLiteral("p50_ns")] = ns(s.p50);
        o[QStringLiteral("p95_ns")] = ns(s.p95);
        o[QStringLiteral("p99_ns")] = ns(s.p99);
        o[QStringLiteral("max_ns")] = ns(s.max);
        o[QStringLiteral("bytes")] = static_cast<qint64>(s.bytes);
        o[QStringLiteral("total_bytes")] = static_cast<qint64>(s.totalBytes);
        ops.append(o);
    }

    QJsonArray processes;
    for (const ProcessStats& p : OpStatistics::processes(trace)) {
        QJsonObject o;
        o[QStringLiteral("pid")] = static_cast<qint64>(p.pid);
        o[QStringLiteral("name")] = faultline::text::toQString(p.name);
        o[QStringLiteral("threads")] = static_cast<qint64>(p.threads);
        o[QStringLiteral("events")] = static_cast<qint64>(p.events);
        o[QStringLiteral("cuda_calls")] = static_cast<qint64>(p.cudaCalls);
        o[QStringLiteral("off_cpu_ns")] = static_cast<qint64>(p.offCpuNs);
        o[QStringLiteral("context_switches")] = static_cast<qint64>(p.contextSwitches);
        processes.append(o);
    }

    const DropStats d = OpStatistics::drops(trace);
    QJsonObject drops;
    drops[QStringLiteral("recorded")] = d.recorded;
    drops[QStringLiteral("seen")] = static_cast<qint64>(d.seen);
    drops[QStringLiteral("stored")] = static_cast<qint64>(d.stored);
    drops[QStringLiteral("dropped")] = static_cast<qint64>(d.dropped);
    QJsonArray bySource;
    for (const capture::SourceCounters& c : d.bySource) {
        QJsonObject o;
        o[QStringLiteral("source")] = faultline::text::toQString(capture::OpCatalog::sourceName(c.source));
        o[QStringLiteral("seen")] = static_cast<qint64>(c.seen);
        o[QStringLiteral("stored")] = static_cast<qint64>(c.stored);
        o[QStringLiteral("dropped")] = static_cast<qint64>(c.dropped);
        bySource.append(o);
    }
    drops[QStringLiteral("by_source")] = bySource;

    QJsonArray problems;
    for (const capture::ReadProblem& p : trace.problems) {
        QJsonObject o;
        o[QStringLiteral("table")] = faultline::text::toQString(p.table);
        o[QStringLiteral("message")] = faultline::text::toQString(p.message);
        problems.append(o);
    }

    QJsonObject root;
    root[QStringLiteral("capture")] = capture;
    root[QStringLiteral("ops")] = ops;
    root[QStringLiteral("processes")] = processes;
    root[QStringLiteral("drops")] = drops;
    root[QStringLiteral("problems")] = problems;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {

// How many terminal columns `text` takes (a CJK character two).
qsizetype columns(const QString& text)
{
    return static_cast<qsizetype>(faultline::text::displayColumns(text.toStdString()));
}

// `text` padded with spaces to `width` display columns: after it, or before it for a negative
// width (a heading over a column of right-aligned figures).
QString padded(const QString& text, qsizetype width)
{
    const qsizetype missing = std::max<qsizetype>(0, (width < 0 ? -width : width) - columns(text));
    return width < 0 ? QString(missing, QLatin1Char(' ')) + text : text + QString(missing, QLatin1Char(' '));
}

} // namespace

QString StatsReport::text(const Trace& trace)
{
    const QLocale c = QLocale::c();
    // The header's values start two spaces after its longest label, in one column whatever the
    // language (measured in display columns: a CJK character takes two).
    QStringList labels;
    qsizetype width = 0;
    for (const char* label : kHeaderLabels) {
        labels << QCoreApplication::translate("StatsReport", label);
        width = std::max(width, columns(labels.constLast()));
    }
    width += 2;
    const auto field = [&](Header header, const QString& value) -> QString {
        return padded(labels.at(static_cast<qsizetype>(header)), width) + value;
    };

    QStringList lines;
    lines << field(Header::Capture, faultline::text::toQString(trace.info.path));
    lines << field(Header::Format,
                   //: after "Format:"; %1 is the layout, %3 the schema version, %4 the tool that wrote it
                   QCoreApplication::translate("StatsReport", "%1 (user_version %2, schema %3), written by %4")
                       .arg(QString::fromLatin1(capture::layoutName(trace.info.layout)))
                       .arg(trace.info.userVersion)
                       .arg(trace.info.schemaVersion.empty() ? QStringLiteral("?")
                                                             : faultline::text::toQString(trace.info.schemaVersion))
                       .arg(producer(trace)));
    lines << field(Header::Span, faultline::text::durationText(capture::saturatingSub(trace.endNs, trace.beginNs)));
    const std::int64_t stored = trace.eventCount();
    const std::int64_t seen = eventsSeen(trace);
    QString events;
    if (seen > stored) {
        //: after "Events:"
        events = QCoreApplication::translate("StatsReport",
                                             "%1 stored of %2 seen (sampled: percentiles are over stored rows)")
                     .arg(c.toString(static_cast<qlonglong>(stored)), c.toString(static_cast<qlonglong>(seen)));
    } else {
        //: after "Events:"
        events =
            QCoreApplication::translate("StatsReport", "%1 stored").arg(c.toString(static_cast<qlonglong>(stored)));
    }
    lines << field(Header::Events, events);
    lines << field(Header::Threads,
                   //: after "Threads:"; %1 threads in %2 processes
                   QCoreApplication::translate("StatsReport", "%1 in %2 processes, %3 stacks, %4 stored chains")
                       .arg(trace.threads.size())
                       .arg(trace.processes.size())
                       .arg(stackCount(trace))
                       .arg(trace.chains.size()));
    if (!trace.sessions.empty()) {
        const capture::Session& s = trace.sessions.front();
        lines << field(Header::Machine,
                       //: after "Machine:"; GPU | CPU (%3 cores) | operating system | kernel version
                       QCoreApplication::translate("StatsReport", "%1 | %2 (%3 cores) | %4 | kernel %5")
                           .arg(faultline::text::toQString(s.gpuModel), faultline::text::toQString(s.cpuModel))
                           .arg(s.cpuCores)
                           .arg(faultline::text::toQString(s.osRelease), faultline::text::toQString(s.kernel)));
    }
    const std::vector<OpStats> stats = OpStatistics::compute(trace);
    const LaunchCounts launches = launchCounts(trace, stats);
    if (launches.notStored > 0)
        lines << QString(width, QLatin1Char(' '))
                //: under "Events:"; %1 and %2 are counts
                + QCoreApplication::translate("StatsReport",
                                              "%1 more launches were counted, not stored (%2 launches in all; the "
                                              "probe recorded with --launches counted)")
                      .arg(c.toString(static_cast<qlonglong>(launches.notStored)),
                           c.toString(static_cast<qlonglong>(launches.kernels)));
    if (launches.replays > 0) {
        const double share = static_cast<double>(launches.replays) / static_cast<double>(launches.all());
        QString graphs =
            //: after "Graphs:"; %1 and %2 counts, %3 a percentage
            QCoreApplication::translate("StatsReport", "%1 of %2 launches are CUDA graph replays (%3)")
                .arg(c.toString(static_cast<qlonglong>(launches.replays)),
                     c.toString(static_cast<qlonglong>(launches.all())),
                     QStringLiteral("%1 %").arg(share * 100.0, 0, 'f', 0));
        if (share >= 0.5)
            //: appended after the graph replays line; mind the leading separator
            graphs += QCoreApplication::translate("StatsReport",
                                                  "; the GPU work is mostly graphs, whose kernels are not seen one "
                                                  "by one: each replay counts as the step it runs");
        lines << field(Header::Graphs, graphs);
    }
    lines << QString();
    // Percentile columns keep their notation in every language.
    lines << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
                 //: column heading, at most 8 characters: CUDA, HOST or DRIVER below it
                 .arg(padded(QCoreApplication::translate("StatsReport", "source"), 8),
                      //: column heading, at most 22 characters: the operation (cudaMalloc ...)
                      padded(QCoreApplication::translate("StatsReport", "op"), 22),
                      //: column heading, at most 12 characters
                      padded(QCoreApplication::translate("StatsReport", "count"), -12),
                      QStringLiteral("p50").rightJustified(11), QStringLiteral("p95").rightJustified(11),
                      QStringLiteral("p99").rightJustified(11),
                      //: column heading, at most 11 characters: the longest call
                      padded(QCoreApplication::translate("StatsReport", "max"), -11),
                      //: column heading, at most 11 characters: the bytes the calls asked for
                      padded(QCoreApplication::translate("StatsReport", "bytes"), -11));
    for (const OpStats& s : stats) {
        if (s.pid != 0)
            continue;
        QString count = c.toString(static_cast<qlonglong>(s.count));
        if (s.sampled())
            count += QLatin1Char('*');
        const bool bytes = capture::OpCatalog::info(s.source, s.op).arg0IsBytes;
        const auto dur = [&](std::int64_t v) {
            return s.timed ? faultline::text::durationText(v) : QStringLiteral("-");
        };
        lines << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
                     .arg(faultline::text::toQString(s.sourceName()), -8)
                     .arg(faultline::text::toQString(s.opName()), -22)
                     .arg(count, 12)
                     .arg(dur(s.p50), 11)
                     .arg(dur(s.p95), 11)
                     .arg(dur(s.p99), 11)
                     .arg(dur(s.max), 11)
                     .arg(bytes ? faultline::text::bytesText(s.totalBytes) : QStringLiteral("-"), 11);
    }
    if (trace.isSampled())
        lines << QStringLiteral("* ")
                + QCoreApplication::translate("StatsReport",
                                              "the tracer saw more events of this op than the capture stored");
    lines << QString();
    const DropStats d = OpStatistics::drops(trace);
    if (!d.recorded) {
        //: after "Drops:"
        lines << field(Header::Drops, QCoreApplication::translate("StatsReport", "not recorded by this capture"));
    } else {
        lines << field(
            Header::Drops,
            //: after "Drops:"
            QCoreApplication::translate("StatsReport", "%1 dropped of %2 seen")
                .arg(c.toString(static_cast<qlonglong>(d.dropped)), c.toString(static_cast<qlonglong>(d.seen))));
        for (const capture::SourceCounters& s : d.bySource) {
            lines << QString(width, QLatin1Char(' '))
                    //: %1 is CUDA, HOST or DRIVER
                    + QCoreApplication::translate("StatsReport", "%1 seen %2, stored %3, dropped %4")
                          .arg(faultline::text::toQString(capture::OpCatalog::sourceName(s.source)), -8)
                          .arg(c.toString(static_cast<qlonglong>(s.seen)), c.toString(static_cast<qlonglong>(s.stored)),
                               c.toString(static_cast<qlonglong>(s.dropped)));
        }
    }
    for (const capture::ReadProblem& p : trace.problems)
        lines << field(
            Header::Problem,
            QStringLiteral("%1: %2").arg(faultline::text::toQString(p.table), faultline::text::toQString(p.message)));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace faultline
