#include "SnapshotLoader.h"

#include "OomExplainer.h"
#include "SnapshotReader.h"
#include "common/BackgroundJobs.h"

#include <QFileInfo>

namespace faultline {

using namespace faultline::snapshot;

SnapshotLoader::SnapshotLoader(QObject* parent)
    : QObject(parent)
    , m_jobs(new BackgroundJobs(this))
{
}

SnapshotLoader::~SnapshotLoader()
{
    cancel();
    m_jobs->waitForAll();
}

LoadedSnapshot SnapshotLoader::read(const QString& path, const std::atomic<bool>* cancelled,
                                    const std::function<void(qint64, qint64)>& progress)
{
    LoadedSnapshot result;
    ReadOptions options;
    options.progress = [cancelled, progress](std::uint64_t done, std::uint64_t total) {
        if (progress)
            progress(static_cast<qint64>(done), static_cast<qint64>(total));
        return !(cancelled && cancelled->load());
    };
    ReadResult read = SnapshotReader::readFile(path.toStdString(), options);
    if (!read.snapshot) {
        result.error = read.error.empty() ? QObject::tr("The file is not a PyTorch memory snapshot.")
                                          : QString::fromStdString(read.error);
        return result;
    }
    result.snapshot = std::move(read.snapshot);
    const std::vector<std::int64_t> devices = result.snapshot->devices();
    if (!devices.empty()) {
        // The device that ran out of memory, when one did: the tab opens on why.
        const auto ooms = findOomEntries(*result.snapshot);
        const std::int64_t device = ooms.empty() ? devices.front() : ooms.front().first;
        result.replay = SnapshotReplay::build(*result.snapshot, device);
        result.series = timelineSeries(*result.replay);
    }
    return result;
}

std::shared_ptr<const SiteSeries> timelineSeries(const SnapshotReplay& replay)
{
    SiteSeriesOptions options;
    options.buckets = kTimelineBuckets;
    return std::make_shared<const SiteSeries>(computeSiteSeries(replay, options));
}

void SnapshotLoader::load(const QString& path)
{
    cancel();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    auto flag = m_cancel;
    m_jobs->run(
        [this, path, flag] {
            auto report = [this, flag](qint64 done, qint64 total) {
                if (!flag->load())
                    m_jobs->post([this, done, total] { emit progress(done, total); });
            };
            return std::make_shared<LoadedSnapshot>(read(path, flag.get(), report));
        },
        [this, path, flag](std::shared_ptr<LoadedSnapshot> result) {
            if (flag != m_cancel)
                return; // a newer load replaced this one
            m_running = false;
            if (flag->load())
                emit cancelled(path);
            else if (!result->snapshot)
                emit failed(path, result->error);
            else
                emit loaded(path, std::move(result));
        });
}

void SnapshotLoader::cancel()
{
    if (m_cancel && m_running) {
        m_cancel->store(true);
        m_running = false;
    }
}

} // namespace faultline
