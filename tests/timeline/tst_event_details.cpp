// The details panel's content for one event: names, times, thread and process, return codes,
// decoded arguments and frames, checked against what sqlite says about the same rows.

#include "CaptureWriter.h"
#include "Demangle.h"
#include "EventDetails.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"
#include "QtText.h"
#include "SqliteDb.h"
#include "Strings.h"
#include "TestFrames.h"
#include "TestPaths.h"
#include "TraceBuilder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace faultline;
using faultline::test::ingeroFixture;
using timeline::describeEvent;
using timeline::EventDetails;

namespace {

constexpr int kSqliteRow = 100; // SQLITE_ROW

// One row of `events`, as sqlite returns it.
struct Row
{
    std::int64_t timestamp = 0;
    std::int64_t duration = 0;
    std::uint32_t pid = 0;
    std::uint32_t tid = 0;
    std::uint8_t source = 0;
    std::uint8_t op = 0;
    std::uint64_t arg0 = 0;
    std::uint64_t arg1 = 0;
    std::int32_t retCode = 0;
    std::int64_t stackHash = 0;
};

std::optional<Row> queryRow(const QString& path, const std::string& where)
{
    capture::SqliteDb db;
    if (!db.openReadOnly(path.toStdString(), true, nullptr))
        return std::nullopt;
    capture::SqliteStatement q(db,
                               "SELECT timestamp, duration, pid, tid, source, op, arg0, arg1, ret_code, stack_hash"
                               " FROM events WHERE "
                                   + where + " LIMIT 1");
    if (!q.isValid() || q.step() != kSqliteRow)
        return std::nullopt;
    Row r;
    r.timestamp = q.int64(0);
    r.duration = q.int64(1);
    r.pid = static_cast<std::uint32_t>(q.int64(2));
    r.tid = static_cast<std::uint32_t>(q.int64(3));
    r.source = static_cast<std::uint8_t>(q.int64(4));
    r.op = static_cast<std::uint8_t>(q.int64(5));
    r.arg0 = static_cast<std::uint64_t>(q.int64(6));
    r.arg1 = static_cast<std::uint64_t>(q.int64(7));
    r.retCode = static_cast<std::int32_t>(q.int64(8));
    r.stackHash = q.int64(9);
    return r;
}

std::string queryText(const QString& path, const std::string& sql)
{
    capture::SqliteDb db;
    if (!db.openReadOnly(path.toStdString(), true, nullptr))
        return {};
    return db.queryText(sql);
}

// The event of the trace that is this row: same thread, lane, interval start, op and args.
EventRef findEvent(const Trace& trace, const Row& row)
{
    const LaneKind kind = laneKindFor(row.source, row.op);
    const std::int64_t start = capture::OpCatalog::intervalStart(row.source, row.op, row.timestamp, row.duration);
    const auto code = static_cast<std::uint16_t>((row.source << 8) | row.op);
    for (std::uint32_t li = 0; li < trace.lanes.size(); ++li) {
        const Lane& lane = trace.lanes[li];
        if (lane.kind != kind || trace.threads[lane.thread].tid != row.tid)
            continue;
        const EventColumns& ev = lane.events;
        auto i = static_cast<std::size_t>(std::lower_bound(ev.start.begin(), ev.start.end(), start) - ev.start.begin());
        for (; i < ev.size() && ev.start[i] == start; ++i) {
            if (ev.kind[i] == code && ev.arg0[i] == row.arg0 && ev.arg1[i] == row.arg1)
                return EventRef{li, static_cast<std::uint32_t>(i)};
        }
    }
    return {};
}

std::string field(const EventDetails& d, const std::string& label)
{
    for (const timeline::DetailField& f : d.arguments) {
        if (f.label == label)
            return f.value;
    }
    return "<missing " + label + ">";
}

std::unique_ptr<Trace> load(const QString& path)
{
    LoadResult r = TraceBuilder::load(path.toStdString());
    if (!r.trace)
        qWarning("%s: %s", qPrintable(path), r.error.c_str());
    return std::move(r.trace);
}

std::string exactBytes(std::uint64_t n)
{
    return text::bytesText(n).toStdString() + " (" + std::to_string(n) + " bytes)";
}

constexpr std::int64_t kBase = 1'700'000'000'000'000'000LL;

capture::EventRecord record(std::int64_t offset, std::uint32_t tid, std::uint8_t source, std::uint8_t op,
                            std::uint64_t a0, std::uint64_t a1, std::int32_t ret = 0, std::int64_t duration = 1000)
{
    capture::EventRecord e;
    e.timestamp = kBase + offset;
    e.duration = duration;
    e.pid = 500;
    e.tid = tid;
    e.source = source;
    e.op = op;
    e.arg0 = a0;
    e.arg1 = a1;
    e.retCode = ret;
    return e;
}

} // namespace

class TestEventDetails : public QObject
{
    Q_OBJECT

private slots:
    void namesCudaErrors_data();
    void namesCudaErrors();
    void namesMemcpyKinds();
    void demanglesItaniumNames_data();
    void demanglesItaniumNames();
    void describesAFixtureCudaMallocLikeSqlite();
    void putsPythonFramesFirstForAFixtureStack();
    void describesAFixtureMemcpyAsyncLikeSqlite();
    void describesAFixtureSchedSwitchLikeSqlite();
    void describesFixtureNetAndForkLikeSqlite();
    void describesFixtureBlockIoAndDriverAllocLikeSqlite();
    void ordersGeneratedFramesPythonNativeUnresolved();
    void decodesTheArgumentsOfEachOp();
    void invalidReferencesGiveEmptyDetails();
};

void TestEventDetails::namesCudaErrors_data()
{
    QTest::addColumn<bool>("driver");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("name");
    const auto rt = [](int code, const char* name) {
        QTest::addRow("runtime %d", code) << false << code << QString::fromLatin1(name);
    };
    rt(0, "cudaSuccess");
    rt(1, "cudaErrorInvalidValue");
    rt(2, "cudaErrorMemoryAllocation");
    rt(3, "cudaErrorInitializationError");
    rt(4, "cudaErrorCudartUnloading");
    rt(5, "cudaErrorProfilerDisabled");
    rt(9, "cudaErrorInvalidConfiguration");
    rt(10, "cudaError 10"); // unused since CUDA 10.1
    rt(35, "cudaErrorInsufficientDriver");
    rt(46, "cudaErrorDevicesUnavailable");
    rt(98, "cudaErrorInvalidDeviceFunction");
    rt(100, "cudaErrorNoDevice");
    rt(101, "cudaErrorInvalidDevice");
    rt(200, "cudaErrorInvalidKernelImage");
    rt(209, "cudaErrorNoKernelImageForDevice");
    rt(214, "cudaErrorECCUncorrectable");
    rt(225, "cudaErrorUnsupportedDevSideSync");
    rt(304, "cudaErrorOperatingSystem");
    rt(400, "cudaErrorInvalidResourceHandle");
    rt(401, "cudaErrorIllegalState");
    rt(500, "cudaErrorSymbolNotFound");
    rt(600, "cudaErrorNotReady");
    rt(700, "cudaErrorIllegalAddress");
    rt(710, "cudaErrorAssert");
    rt(719, "cudaErrorLaunchFailure");
    rt(720, "cudaErrorCooperativeLaunchTooLarge");
    rt(800, "cudaErrorNotPermitted");
    rt(806, "cudaErrorMpsRpcFailure");
    rt(999, "cudaErrorUnknown");
    rt(-1, "cudaError -1");
    rt(123456, "cudaError 123456");
    const auto drv = [](int code, const char* name) {
        QTest::addRow("driver %d", code) << true << code << QString::fromLatin1(name);
    };
    drv(0, "CUDA_SUCCESS");
    drv(1, "CUDA_ERROR_INVALID_VALUE");
    drv(2, "CUDA_ERROR_OUT_OF_MEMORY");
    drv(3, "CUDA_ERROR_NOT_INITIALIZED");
    drv(4, "CUDA_ERROR_DEINITIALIZED");
    drv(9, "CUresult 9");
    drv(46, "CUDA_ERROR_DEVICE_UNAVAILABLE");
    drv(100, "CUDA_ERROR_NO_DEVICE");
    drv(201, "CUDA_ERROR_INVALID_CONTEXT");
    drv(209, "CUDA_ERROR_NO_BINARY_FOR_GPU");
    drv(304, "CUDA_ERROR_OPERATING_SYSTEM");
    drv(400, "CUDA_ERROR_INVALID_HANDLE");
    drv(500, "CUDA_ERROR_NOT_FOUND");
    drv(600, "CUDA_ERROR_NOT_READY");
    drv(700, "CUDA_ERROR_ILLEGAL_ADDRESS");
    drv(708, "CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE");
    drv(719, "CUDA_ERROR_LAUNCH_FAILED");
    drv(804, "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE");
    drv(999, "CUDA_ERROR_UNKNOWN");
}

void TestEventDetails::namesCudaErrors()
{
    QFETCH(bool, driver);
    QFETCH(int, code);
    QFETCH(QString, name);
    QCOMPARE(text::toQString(driver ? timeline::cuResultName(code) : timeline::cudaErrorName(code)), name);
}

void TestEventDetails::namesMemcpyKinds()
{
    const std::vector<std::string> tags{"H2H", "H2D", "D2H", "D2D", "default", "unknown"};
    for (std::uint64_t k = 0; k < tags.size(); ++k)
        QVERIFY2(text::contains(timeline::memcpyKindName(k), tags[k]), timeline::memcpyKindName(k).c_str());
    QVERIFY(text::contains(timeline::memcpyKindName(77), "unknown"));
    QVERIFY(text::contains(timeline::memcpyKindName(77), "77"));
}

void TestEventDetails::demanglesItaniumNames_data()
{
    QTest::addColumn<QString>("symbol");
    QTest::addColumn<QString>("expected");
    // Symbols from the pytorch fixture's stack_traces.
    QTest::newRow("function") << QStringLiteral("_ZN2at6native5copy_ERNS_6TensorERKS1_b")
                              << QStringLiteral("at::native::copy_(at::Tensor&, at::Tensor const&, bool)");
    QTest::newRow("clone suffix") << QStringLiteral("_ZN3c1010TensorImplD0Ev.localalias")
                                  << QStringLiteral("c10::TensorImpl::~TensorImpl() [clone .localalias]");
    QTest::newRow("enum argument")
        << QStringLiteral("_ZN3c104cuda15memcpy_and_syncEPvPKvl14cudaMemcpyKindP11CUstream_st")
        << QStringLiteral("c10::cuda::memcpy_and_sync(void*, void const*, long, cudaMemcpyKind, CUstream_st*)");
    QTest::newRow("C symbol") << QStringLiteral("cudaMalloc") << QStringLiteral("cudaMalloc");
    QTest::newRow("not a valid name") << QStringLiteral("_Z!!garbage") << QStringLiteral("_Z!!garbage");
    QTest::newRow("empty") << QString() << QString();
}

void TestEventDetails::demanglesItaniumNames()
{
    QFETCH(QString, symbol);
    QFETCH(QString, expected);
    QCOMPARE(text::toQString(text::demangle(symbol.toStdString())), expected);
}

void TestEventDetails::describesAFixtureCudaMallocLikeSqlite()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto trace = load(path);
    QVERIFY(trace);
    const auto row = queryRow(path, "source = 1 AND op = 1 ORDER BY arg0 DESC, id");
    QVERIFY(row);
    const EventRef ref = findEvent(*trace, *row);
    QVERIFY(ref.isValid());
    const EventDetails d = describeEvent(*trace, ref);
    QCOMPARE(text::toQString(d.op), QStringLiteral("cudaMalloc"));
    QCOMPARE(text::toQString(d.source), QStringLiteral("CUDA"));
    QCOMPARE(d.start, row->timestamp); // CUDA calls start at their timestamp
    QCOMPARE(d.duration, row->duration);
    QCOMPARE(d.pid, row->pid);
    QCOMPARE(d.tid, row->tid);
    QCOMPARE(
        text::toQString(d.processName),
        text::toQString(queryText(path, "SELECT name FROM process_names WHERE pid = " + std::to_string(row->pid))));
    QCOMPARE(d.retCode, row->retCode);
    QCOMPARE(text::toQString(d.retName), text::toQString(timeline::cudaErrorName(row->retCode)));
    QCOMPARE(text::toQString(field(d, "Size")), text::toQString(exactBytes(row->arg0)));
    QVERIFY(text::contains(field(d, "Size"), "260 MiB")); // 272,629,760 bytes
    // This Ingero version did not resolve the device pointer (arg1 = 0).
    QCOMPARE(row->arg1, 0u);
    QCOMPARE(text::toQString(field(d, "Device pointer")), QStringLiteral("not recorded"));
    QVERIFY(!d.frames.empty());
}

void TestEventDetails::putsPythonFramesFirstForAFixtureStack()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto trace = load(path);
    QVERIFY(trace);
    // A cuLaunchKernel whose stack has Python, native and unresolved frames.
    const std::string mixed = "stack_hash IN (SELECT hash FROM stack_traces WHERE frames LIKE '%\"pfn\"%'"
                              " AND frames LIKE '%\"s\":\"\\_Z%' ESCAPE '\\' AND frames LIKE '%\"i\":%')";
    const auto row = queryRow(path, mixed + " ORDER BY id");
    QVERIFY(row);
    const EventRef ref = findEvent(*trace, *row);
    QVERIFY(ref.isValid());
    const EventDetails d = describeEvent(*trace, ref);

    const QJsonArray frames =
        QJsonDocument::fromJson(
            QByteArray::fromStdString(
                queryText(path, "SELECT frames FROM stack_traces WHERE hash = " + std::to_string(row->stackHash))))
            .array();
    QVERIFY(!frames.isEmpty());
    std::vector<QJsonObject> python, native, unresolved;
    for (const QJsonValue& v : frames) {
        const QJsonObject f = v.toObject();
        if (f.contains(QLatin1String("pfn")) || f.contains(QLatin1String("pf")))
            python.push_back(f);
        else if (f.contains(QLatin1String("s")))
            native.push_back(f);
        else
            unresolved.push_back(f);
    }
    QVERIFY(!python.empty() && !native.empty() && !unresolved.empty());
    QCOMPARE(d.frames.size(), python.size() + native.size() + unresolved.size());
    std::size_t k = 0;
    for (const QJsonObject& f : python) {
        const timeline::DetailFrame& out = d.frames[k++];
        QVERIFY(out.python);
        QCOMPARE(text::toQString(out.function), f.value(QLatin1String("pfn")).toString());
        QCOMPARE(text::toQString(out.file), f.value(QLatin1String("pf")).toString());
        QCOMPARE(out.line, f.value(QLatin1String("pl")).toInt()); // Ingero has no executing line
    }
    for (const QJsonObject& f : native) {
        const timeline::DetailFrame& out = d.frames[k++];
        QVERIFY(!out.python);
        const QString symbol = f.value(QLatin1String("s")).toString();
        const qsizetype plus = symbol.lastIndexOf(QLatin1String("+0x"));
        const QString name = plus > 0 ? symbol.left(plus) : symbol;
        QCOMPARE(text::toQString(out.offset), plus > 0 ? symbol.mid(plus) : QString());
        QCOMPARE(text::toQString(out.function), text::toQString(text::demangle(name.toStdString())));
        if (name.startsWith(QLatin1String("_Z")))
            QVERIFY2(!out.function.starts_with("_Z"), out.function.c_str());
        QCOMPARE(text::toQString(out.file), f.value(QLatin1String("f")).toString());
        QCOMPARE(out.ip, 0u);
    }
    for (const QJsonObject& f : unresolved) {
        const timeline::DetailFrame& out = d.frames[k++];
        QVERIFY(!out.python);
        QVERIFY(out.function.empty());
        QCOMPARE(out.ip, f.value(QLatin1String("i")).toString().mid(2).toULongLong(nullptr, 16));
        QCOMPARE(text::toQString(out.file), f.value(QLatin1String("f")).toString());
    }
    QVERIFY(!d.stackFromIpsOnly);
}

void TestEventDetails::describesAFixtureMemcpyAsyncLikeSqlite()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto trace = load(path);
    QVERIFY(trace);
    const std::vector<std::string> tags{"(H2H)", "(H2D)", "(D2H)", "(D2D)", "default"};
    for (int kind = 1; kind <= 3; ++kind) {
        const auto row = queryRow(path, "source = 1 AND op = 7 AND arg1 = " + std::to_string(kind) + " ORDER BY id");
        QVERIFY(row);
        const EventDetails d = describeEvent(*trace, findEvent(*trace, *row));
        QCOMPARE(text::toQString(d.op), QStringLiteral("cudaMemcpyAsync"));
        QCOMPARE(d.duration, row->duration);
        QVERIFY2(text::contains(field(d, "Kind"), tags[static_cast<std::size_t>(kind)]), field(d, "Kind").c_str());
        const std::string size = field(d, "Size");
        QVERIFY2(text::contains(size,
                                row->arg0 >= 1024 ? "(" + std::to_string(row->arg0) + " bytes)"
                                                  : std::to_string(row->arg0) + " B"),
                 size.c_str());
    }
}

void TestEventDetails::describesAFixtureSchedSwitchLikeSqlite()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto trace = load(path);
    QVERIFY(trace);
    const auto row = queryRow(path, "source = 3 AND op = 1 AND tid = 30581 ORDER BY duration DESC");
    QVERIFY(row);
    const EventDetails d = describeEvent(*trace, findEvent(*trace, *row));
    QCOMPARE(text::toQString(d.op), QStringLiteral("sched_switch"));
    QCOMPARE(text::toQString(d.source), QStringLiteral("HOST"));
    // The off-CPU interval ends when the thread resumes, at the row's timestamp.
    QCOMPARE(d.start, row->timestamp - row->duration);
    QCOMPARE(d.duration, row->duration);
    QCOMPARE(d.tid, 30581u);
    QVERIFY(d.retName.empty()); // host events have no CUDA return code
    const std::string preemptorName = queryText(
        path, "SELECT name FROM process_names WHERE pid = " + std::to_string(row->arg1));
    QVERIFY(!preemptorName.empty());
    QCOMPARE(text::toQString(field(d, "Preempted by")),
             text::toQString(std::to_string(row->arg1) + " (" + preemptorName + ')'));
    QVERIFY(d.frames.empty());
}

void TestEventDetails::describesFixtureNetAndForkLikeSqlite()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto trace = load(path);
    QVERIFY(trace);
    const auto recv = queryRow(path, "source = 7 AND op = 2 AND arg1 > 0 ORDER BY id");
    QVERIFY(recv);
    EventDetails d = describeEvent(*trace, findEvent(*trace, *recv));
    QCOMPARE(text::toQString(d.op), QStringLiteral("net_recv"));
    QCOMPARE(text::toQString(field(d, "File descriptor")), text::toQString(std::to_string(recv->arg0)));
    QVERIFY2(text::contains(field(d, "Size"), std::to_string(recv->arg1)), field(d, "Size").c_str());
    QCOMPARE(d.start, recv->timestamp - recv->duration);

    const auto fork = queryRow(path, "source = 3 AND op = 7 ORDER BY id");
    QVERIFY(fork);
    d = describeEvent(*trace, findEvent(*trace, *fork));
    QCOMPARE(text::toQString(d.op), QStringLiteral("process_fork"));
    QCOMPARE(d.duration, 0);
    QVERIFY2(field(d, "Child").starts_with(std::to_string(fork->arg1)), field(d, "Child").c_str());
}

void TestEventDetails::describesFixtureBlockIoAndDriverAllocLikeSqlite()
{
    const QString path = ingeroFixture(QStringLiteral("sample-cluster.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto trace = load(path);
    QVERIFY(trace);
    const auto io = queryRow(path, "source = 5 AND op = 2 ORDER BY arg0 DESC, id");
    QVERIFY(io);
    EventDetails d = describeEvent(*trace, findEvent(*trace, *io));
    QCOMPARE(text::toQString(d.op), QStringLiteral("block_write"));
    QCOMPARE(text::toQString(d.source), QStringLiteral("IO"));
    QCOMPARE(text::toQString(field(d, "Size")), text::toQString(exactBytes(io->arg0 * 512)));
    QCOMPARE(text::toQString(field(d, "Sectors")), text::toQString(std::to_string(io->arg0)));
    QCOMPARE(text::toQString(field(d, "Start sector")), text::toQString(std::to_string(io->arg1)));
    QCOMPARE(d.start, io->timestamp - io->duration);
    QCOMPARE(d.pid, io->pid);

    const auto alloc = queryRow(path, "source = 4 AND op = 5 ORDER BY id");
    QVERIFY(alloc);
    d = describeEvent(*trace, findEvent(*trace, *alloc));
    QCOMPARE(text::toQString(d.op), QStringLiteral("cuMemAlloc"));
    QCOMPARE(text::toQString(d.source), QStringLiteral("DRIVER"));
    QCOMPARE(text::toQString(d.retName), QStringLiteral("CUDA_SUCCESS"));
    QCOMPARE(text::toQString(field(d, "Size")), text::toQString(exactBytes(alloc->arg0)));
    QCOMPARE(d.duration, alloc->duration);
}

void TestEventDetails::ordersGeneratedFramesPythonNativeUnresolved()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stacks.db"));
    capture::CaptureWriter writer;
    capture::WriterOptions options;
    options.node = "test";
    std::string error;
    QVERIFY2(writer.open(path.toStdString(), options, &error), error.c_str());
    capture::StackFrame unresolved;
    unresolved.kind = capture::FrameKind::Unresolved;
    unresolved.ip = 0x7f5c19c1498c;
    unresolved.library = "libcudart.so.12";
    // Stored native-first, as bpf_get_stack returns them with no Python block in front.
    const std::vector<capture::StackFrame> frames = {
        test::native(
            "_ZN3c104cuda20CUDACachingAllocator6Native22NativeCachingAllocator6mallocEPPvamP11CUstream_st+0x6cc",
            "libc10_cuda.so"),
        unresolved,
        test::python("/srv/train.py", "step", 40, 52),
        test::python("/srv/train.py", "main", 10, 0),
        test::native("_PyEval_EvalFrameDefault+0x1a2b", "libpython3.10.so.1.0"),
    };
    const std::int64_t hash = writer.addStack(frames);
    capture::EventRecord e = record(0, 501, 1, capture::ops::CudaMalloc, 1 << 20, 0x7f3a00000000ULL);
    e.stackHash = hash;
    writer.addEvent(e, "python3");
    QVERIFY2(writer.finish(&error), error.c_str());

    const auto trace = load(path);
    QVERIFY(trace);
    const auto row = queryRow(path, "1");
    QVERIFY(row);
    const EventDetails d = describeEvent(*trace, findEvent(*trace, *row));
    QCOMPARE(int(d.frames.size()), 5);
    QVERIFY(d.frames[0].python && d.frames[1].python);
    QCOMPARE(text::toQString(d.frames[0].function), QStringLiteral("step"));
    QCOMPARE(d.frames[0].line, 52); // the executing line when recorded
    QCOMPARE(text::toQString(d.frames[1].function), QStringLiteral("main"));
    QCOMPARE(d.frames[1].line, 10); // else the definition line
    QCOMPARE(text::toQString(d.frames[1].file), QStringLiteral("/srv/train.py"));
    QCOMPARE(text::toQString(d.frames[2].function),
             QStringLiteral("c10::cuda::CUDACachingAllocator::Native::NativeCachingAllocator::malloc(void**, signed "
                            "char, unsigned long, CUstream_st*)"));
    QCOMPARE(text::toQString(d.frames[2].offset), QStringLiteral("+0x6cc"));
    QCOMPARE(text::toQString(d.frames[2].file), QStringLiteral("libc10_cuda.so"));
    QCOMPARE(text::toQString(d.frames[3].function), QStringLiteral("_PyEval_EvalFrameDefault"));
    QCOMPARE(text::toQString(d.frames[3].offset), QStringLiteral("+0x1a2b"));
    QVERIFY(!d.frames[4].python);
    QCOMPARE(d.frames[4].ip, quint64(0x7f5c19c1498c));
    QCOMPARE(text::toQString(d.frames[4].file), QStringLiteral("libcudart.so.12"));
    QCOMPARE(text::toQString(field(d, "Device pointer")), QStringLiteral("0x7f3a00000000"));
    QCOMPARE(text::toQString(field(d, "Size")), text::toQString(exactBytes(1 << 20)));
}

void TestEventDetails::decodesTheArgumentsOfEachOp()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ops.db"));
    capture::CaptureWriter writer;
    capture::WriterOptions options;
    options.node = "test";
    std::string error;
    QVERIFY2(writer.open(path.toStdString(), options, &error), error.c_str());
    using namespace capture::ops;
    const std::uint32_t main = 500;
    const std::uint32_t worker = 502;
    writer.addEvent(record(1000, main, 1, CudaMalloc, 4096, 0, 2), "python3");
    writer.addEvent(record(2000, main, 1, CudaFree, 0x7f3a00200000ULL, 3 << 20), "python3");
    writer.addEvent(record(3000, main, 1, CudaLaunchKernel, 0x55d0c0ffee10ULL, 0x5601abcd0000ULL), "python3");
    writer.addEvent(record(4000, main, 1, CudaStreamSync, 0x5601abcd0000ULL, 0, 700), "python3");
    writer.addEvent(record(5000, main, 1, CudaMemcpy2D, 640, 5), "python3");
    writer.addEvent(record(6000, main, 1, CudaMemcpyPeer, 1 << 30, 3), "python3");
    writer.addEvent(record(7000, main, 4, CuMemAlloc, 1 << 21, 0, 2), "python3");
    writer.addEvent(record(8000, main, 4, CuLaunchKernel, 0x55d0c0ffee20ULL, 0), "python3");
    writer.addEvent(record(9000, main, 3, ProcessFork, 0, worker, 0, 0), "python3");
    writer.addEvent(record(10000, main, 3, OomKill, 0, worker, 0, 0), "python3");
    writer.addEvent(record(11000, main, 3, SchedSwitch, 0, 4242, 0, 500), "python3");
    writer.addEvent(record(12000, main, 5, BlockWrite, 8, 123456), "python3");
    // 10.0.0.1:40000 → 192.168.1.2:29500, in network byte order as read on a little-endian host.
    const std::uint64_t saddr = 0x0100000A;
    const std::uint64_t daddr = 0x0201A8C0;
    writer.addEvent(record(13000, main, 6, TcpRetransmit, saddr << 32 | daddr, 40000ULL << 16 | 29500, 0, 0),
                    "python3");
    writer.addEvent(record(14000, main, 7, NetSend, 17, 65536), "python3");
    writer.addEvent(record(15000, main, 8, 4, 0, 0, 0), "python3");                            // graphLaunch
    writer.addEvent(record(16000, main, 1, 200, 0xabc, 0, 0), "python3");                      // an op we do not know
    writer.addEvent(record(20000, worker, 3, ProcessExit, 1 << 8, 0, 0, 0), "pt_data_worker"); // exit(1)
    writer.addEvent(record(21000, main, 3, ProcessExit, 0x89, 0, 0, 0), "python3");            // SIGKILL, core
    writer.addEvent(record(22000, main, 3, SchedSwitch, 2, 4242, 0, 500), "python3");          // preempted
    writer.addEvent(record(23000, main, 3, SchedSwitch, 1, 4242, 0, 500), "python3");          // blocked
    writer.addEvent(record(24000, main, capture::kTorchSource, TensorAlloc, 4096, 0x7f3a00400000ULL, 0, 0), "python3");
    writer.addEvent(record(17000, worker, 1, CudaLaunchKernel, 0x55d0c0ffee10ULL, 0), "pt_data_worker");
    // Still blocked when the probe stopped (the probe's unfinished-call code), runtime and driver.
    writer.addEvent(record(18000, main, 1, CudaStreamSync, 0x5601abcd0000ULL, 0, capture::kUnfinishedCallRet),
                    "python3");
    writer.addEvent(record(19000, main, 4, CuCtxSynchronize, 0, 0, capture::kUnfinishedCallRet), "python3");
    writer.addThread({main, 500, "python3", kBase, kBase + 20000});
    writer.addThread({worker, 500, "pt_data_worker", kBase, kBase + 20000});
    writer.addProcessName({500, "python3", kBase});
    QVERIFY2(writer.finish(&error), error.c_str());
    const auto trace = load(path);
    QVERIFY(trace);

    const auto at = [&](std::int64_t offset) {
        const auto row = queryRow(path, "timestamp = " + std::to_string(kBase + offset));
        return row ? describeEvent(*trace, findEvent(*trace, *row)) : EventDetails{};
    };
    EventDetails d = at(1000);
    QCOMPARE(text::toQString(d.retName), QStringLiteral("cudaErrorMemoryAllocation"));
    QCOMPARE(d.retCode, 2);
    QCOMPARE(text::toQString(field(d, "Size")), QStringLiteral("4.00 KiB (4096 bytes)"));
    QCOMPARE(text::toQString(d.processName), QStringLiteral("python3"));
    QCOMPARE(text::toQString(d.threadName), QStringLiteral("python3"));
    d = at(2000);
    QCOMPARE(text::toQString(field(d, "Device pointer")), QStringLiteral("0x7f3a00200000"));
    QCOMPARE(text::toQString(field(d, "Freed")), QStringLiteral("3.00 MiB (3145728 bytes)"));
    d = at(3000);
    QCOMPARE(text::toQString(field(d, "Kernel")), QStringLiteral("0x55d0c0ffee10"));
    QCOMPARE(text::toQString(field(d, "Stream")), QStringLiteral("0x5601abcd0000"));
    d = at(4000);
    QCOMPARE(text::toQString(field(d, "Stream")), QStringLiteral("0x5601abcd0000"));
    QCOMPARE(text::toQString(d.retName), QStringLiteral("cudaErrorIllegalAddress"));
    d = at(5000);
    QCOMPARE(text::toQString(field(d, "Width")), QStringLiteral("640 B"));
    QVERIFY(text::contains(field(d, "Kind"), "unknown"));
    d = at(6000);
    QCOMPARE(text::toQString(field(d, "Size")), QStringLiteral("1.00 GiB (1073741824 bytes)"));
    for (const std::int64_t offset : {18000, 19000}) {
        const EventDetails unfinished = at(offset);
        QCOMPARE(unfinished.retCode, capture::kUnfinishedCallRet);
        QVERIFY2(text::contains(unfinished.retName, "unfinished"), unfinished.retName.c_str());
    }
    QVERIFY(text::contains(field(d, "Kind"), "D2D"));
    d = at(7000);
    QCOMPARE(text::toQString(d.retName), QStringLiteral("CUDA_ERROR_OUT_OF_MEMORY"));
    QCOMPARE(text::toQString(field(d, "Size")), QStringLiteral("2.00 MiB (2097152 bytes)"));
    d = at(8000);
    QCOMPARE(text::toQString(field(d, "Function")), QStringLiteral("0x55d0c0ffee20"));
    d = at(9000);
    QCOMPARE(text::toQString(field(d, "Child")), QStringLiteral("502 (pt_data_worker)"));
    d = at(10000);
    QCOMPARE(text::toQString(field(d, "Victim")), QStringLiteral("502 (pt_data_worker)"));
    d = at(11000);
    QCOMPARE(text::toQString(field(d, "Preempted by")), QStringLiteral("4242")); // a thread the capture does not know
    d = at(12000);
    QCOMPARE(text::toQString(field(d, "Size")), QStringLiteral("4.00 KiB (4096 bytes)"));
    QCOMPARE(text::toQString(field(d, "Start sector")), QStringLiteral("123456"));
    d = at(13000);
    QCOMPARE(text::toQString(d.op), QStringLiteral("tcp_retransmit"));
    QCOMPARE(text::toQString(field(d, "Source")), QStringLiteral("10.0.0.1:40000"));
    QCOMPARE(text::toQString(field(d, "Destination")), QStringLiteral("192.168.1.2:29500"));
    d = at(14000);
    QCOMPARE(text::toQString(field(d, "File descriptor")), QStringLiteral("17"));
    QCOMPARE(text::toQString(field(d, "Size")), QStringLiteral("64.0 KiB (65536 bytes)"));
    d = at(15000);
    QCOMPARE(text::toQString(d.op), QStringLiteral("graphLaunch"));
    QCOMPARE(text::toQString(d.retName), QStringLiteral("cudaSuccess"));
    QVERIFY(d.arguments.empty());
    d = at(16000);
    QCOMPARE(text::toQString(d.op), QStringLiteral("OP_200"));
    QCOMPARE(text::toQString(field(d, "arg0")), QStringLiteral("0xabc"));
    // faultline-probe's: how a process ended, how a thread left the CPU, a tensor's block.
    d = at(20000);
    QCOMPARE(text::toQString(field(d, "Exit status")), QStringLiteral("1"));
    d = at(21000);
    QCOMPARE(text::toQString(field(d, "Killed by signal")), QStringLiteral("9 (core dumped)"));
    QCOMPARE(text::toQString(field(d, "Exit status")), QStringLiteral("<missing Exit status>"));
    d = at(22000);
    QVERIFY(text::contains(field(d, "Left the CPU"), "preempted"));
    QCOMPARE(text::toQString(field(d, "Preempted by")), QStringLiteral("4242"));
    d = at(23000);
    QVERIFY(text::contains(field(d, "Left the CPU"), "blocked"));
    QCOMPARE(text::toQString(field(d, "CPU taken back from")), QStringLiteral("4242"));
    QCOMPARE(text::toQString(field(d, "Preempted by")), QStringLiteral("<missing Preempted by>"));
    d = at(24000);
    QCOMPARE(text::toQString(d.op), QStringLiteral("tensorAlloc"));
    QCOMPARE(text::toQString(d.source), QStringLiteral("TORCH"));
}

void TestEventDetails::invalidReferencesGiveEmptyDetails()
{
    const QString path = ingeroFixture(QStringLiteral("sample-gpu-node-01.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto trace = load(path);
    QVERIFY(trace && !trace->lanes.empty());
    const auto lanes = static_cast<std::uint32_t>(trace->lanes.size());
    const auto events = static_cast<std::uint32_t>(trace->lanes[0].events.size());
    for (const EventRef ref : {EventRef{}, EventRef{lanes, 0}, EventRef{0, events}, EventRef{UINT32_MAX - 1, 0}}) {
        const EventDetails d = describeEvent(*trace, ref);
        QVERIFY(d.op.empty() && d.arguments.empty() && d.frames.empty());
    }
    QVERIFY(!describeEvent(*trace, EventRef{0, 0}).op.empty());
}

QTEST_GUILESS_MAIN(TestEventDetails)
#include "tst_event_details.moc"
