#include "CompareInputs.h"

#include "SnapshotReader.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"
#include "chains/SourceView.h"
#include "common/FileKinds.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <exception>
#include <thread>
#include <utility>

namespace faultline {

namespace {

using Status = CompareResult::Status;

bool cancelled(const std::atomic_bool* cancel)
{
    return cancel && cancel->load();
}

// What reading one side came to: its run, or why not.
struct Side
{
    CompareRun run;
    Status status = Status::Ok;
    QString error;
};

// One side, on its own thread: a snapshot read, or a capture loaded (a trace converted first into
// `capture`, in the comparison's temporary folder).
Side readSide(const QString& path, bool snapshot, import::TraceFormat format, const QString& capture,
              const std::function<void(const QString&)>& progress, const std::atomic_bool* cancel)
{
    Side side;
    side.run.path = path;
    const auto fail = [&side](Status status, const QString& error) {
        side.status = status;
        side.error = error;
        return std::move(side);
    };
    const auto say = [&progress](const QString& what) {
        if (progress)
            progress(what);
    };
    if (cancelled(cancel))
        return fail(Status::Cancelled, {});
    const std::string file = QFile::encodeName(path).toStdString();
    if (snapshot) {
        say(CompareInputs::tr("Reading %1…").arg(path));
        snapshot::ReadResult read = snapshot::SnapshotReader::readFile(file);
        if (!read.snapshot)
            return fail(Status::Failed,
                        CompareInputs::tr("cannot read %1: %2").arg(path, QString::fromStdString(read.error)));
        side.run.capture = path;
        side.run.snapshot = std::move(read.snapshot);
        return side;
    }
    std::string captureFile = file;
    side.run.capture = path;
    if (format != import::TraceFormat::Capture) {
        say(CompareInputs::tr("Converting %1…").arg(path));
        captureFile = QFile::encodeName(capture).toStdString();
        import::ImportOptions options;
        options.progress = [cancel](double) { return !cancelled(cancel); };
        import::ImportWriteResult written;
        std::string error;
        if (!import::importTrace(file, captureFile, options, &written, &error)) {
            if (cancelled(cancel))
                return fail(Status::Cancelled, {});
            return fail(Status::Failed,
                        CompareInputs::tr("cannot convert %1: %2").arg(path, QString::fromStdString(error)));
        }
        side.run.capture = capture;
    }
    if (cancelled(cancel))
        return fail(Status::Cancelled, {});
    say(CompareInputs::tr("Loading %1…").arg(path));
    LoadOptions options;
    options.cancel = cancel;
    LoadResult loaded = TraceBuilder::load(captureFile, options);
    if (loaded.cancelled || cancelled(cancel))
        return fail(Status::Cancelled, {});
    if (!loaded.trace)
        return fail(Status::Failed,
                    CompareInputs::tr("cannot load %1: %2").arg(path, QString::fromStdString(loaded.error)));
    side.run.trace = std::move(loaded.trace);
    return side;
}

} // namespace

CompareResult CompareInputs::compare(const QString& a, const QString& b,
                                     const std::function<void(const QString&)>& progress,
                                     const std::atomic_bool* cancel)
{
    CompareResult result;
    result.a.path = a;
    result.b.path = b;
    const auto fail = [&result](Status status, const QString& error) {
        result.status = status;
        result.error = error;
        return std::move(result);
    };

    // Which kind each file is, before anything is read: a refusal or an unknown file costs nothing.
    const QString paths[2] = {a, b};
    const bool snapshot[2] = {fileKind(a) == FileKind::Snapshot, fileKind(b) == FileKind::Snapshot};
    if (snapshot[0] != snapshot[1]) {
        const QString& snapshotPath = snapshot[0] ? a : b;
        const QString& other = snapshot[0] ? b : a;
        return fail(Status::UsageError,
                    tr("cannot compare a PyTorch memory snapshot (%1) with a capture or trace (%2): a snapshot "
                       "holds the allocator's memory at one instant, a capture a stretch of time. Compare two "
                       "snapshots, or two captures.")
                        .arg(snapshotPath, other));
    }
    import::TraceFormat formats[2] = {import::TraceFormat::Capture, import::TraceFormat::Capture};
    QString captures[2];
    if (!snapshot[0]) {
        for (int i = 0; i < 2; ++i) {
            std::string why;
            formats[i] = import::detectTraceFormat(QFile::encodeName(paths[i]).toStdString(), &why);
            if (formats[i] == import::TraceFormat::Unknown)
                return fail(Status::UsageError, QString::fromStdString(why));
            if (formats[i] == import::TraceFormat::Capture)
                continue;
            // A profiler trace is converted first, as File ▸ Open converts one, into a capture that
            // lives as long as the result.
            if (!result.converted) {
                result.converted = std::make_shared<QTemporaryDir>();
                if (!result.converted->isValid())
                    return fail(Status::Failed, tr("cannot make a temporary folder to convert %1.").arg(paths[i]));
            }
            captures[i] = result.converted->filePath(QStringLiteral("%1.db").arg(i == 0 ? 'a' : 'b'));
        }
    }

    // A file compared with itself is read once.
    const bool same = QFileInfo(a).canonicalFilePath() == QFileInfo(b).canonicalFilePath()
        && !QFileInfo(a).canonicalFilePath().isEmpty();
    Side sides[2];
    const auto read = [&](int i) {
        try {
            sides[i] = readSide(paths[i], snapshot[i], formats[i], captures[i], progress, cancel);
        } catch (const std::exception& e) {
            sides[i].status = Status::Failed;
            sides[i].error = tr("cannot load %1: %2").arg(paths[i], QString::fromLocal8Bit(e.what()));
        }
    };
    if (same) {
        read(0);
        sides[1] = sides[0];
        sides[1].run.path = b;
    } else {
        std::thread first(read, 0);
        read(1);
        first.join();
    }
    // A's failure is told first, as if they had been read one after the other.
    for (const Side& side : sides) {
        if (side.status != Status::Ok)
            return fail(side.status, side.error);
    }
    result.a = std::move(sides[0].run);
    result.b = std::move(sides[1].run);
    if (cancelled(cancel))
        return fail(Status::Cancelled, {});

    if (progress)
        progress(tr("Comparing…"));
    if (snapshot[0]) {
        result.snapshots = snapshot::SnapshotDiff::compute(*result.a.snapshot, *result.b.snapshot);
    } else {
        // The scripts each run names, where `explain` and the source view find them.
        CaptureDiffOptions options;
        options.a.readSource = SourceView::resolverFor(a).textReader();
        options.b.readSource = SourceView::resolverFor(b).textReader();
        result.captures = diffCaptures(*result.a.trace, *result.b.trace, options);
    }
    if (cancelled(cancel))
        return fail(Status::Cancelled, {});
    result.status = Status::Ok;
    return result;
}

} // namespace faultline
