#include "TraceImport.h"

#include "TraceImporter.h"
#include "common/BackgroundJobs.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <vector>

namespace faultline {

namespace {

struct ImportResult
{
    bool ok = false;
    bool cancelled = false;
    QString error;
};

} // namespace

TraceImport::TraceImport(QObject* parent)
    : QObject(parent)
    , m_jobs(new BackgroundJobs(this))
{
}

TraceImport::~TraceImport()
{
    cancel();
    m_jobs->waitForAll();
}

QString TraceImport::capturePathFor(const QString& trace)
{
    const QFileInfo info(trace);
    // The name tells the user which trace it came from; the hash keeps two traces of the same
    // name in different folders apart.
    const QByteArray hash =
        QCryptographicHash::hash(QFile::encodeName(info.absoluteFilePath()), QCryptographicHash::Sha1).toHex().left(8);
    QString base = info.fileName();
    for (const QLatin1String suffix : {QLatin1String(".gz"), QLatin1String(".json"), QLatin1String(".sqlite")}) {
        if (base.endsWith(suffix, Qt::CaseInsensitive))
            base.chop(suffix.size());
    }
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + QStringLiteral("/imported");
    return folder + QLatin1Char('/') + base + QLatin1Char('-') + QString::fromLatin1(hash) + QStringLiteral(".db");
}

void TraceImport::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void TraceImport::start(const QString& trace)
{
    cancel();
    const QString out = capturePathFor(trace);
    const quint64 job = ++m_jobId;
    // A capture converted from this trace, newer than it: open it as it is.
    const QFileInfo source(trace);
    const QFileInfo existing(out);
    if (existing.exists() && existing.size() > 0 && existing.lastModified() >= source.lastModified()) {
        m_running = false;
        m_jobs->post([this, job, trace, out] {
            if (job == m_jobId)
                emit finished(trace, out);
        });
        return;
    }
    if (!QDir().mkpath(QFileInfo(out).absolutePath())) {
        emit failed(trace,
                    tr("Cannot create the folder %1 for the converted capture.")
                        .arg(QDir::toNativeSeparators(QFileInfo(out).absolutePath())));
        return;
    }
    // A folder holds the traces of one job's ranks: one capture, a node each.
    const std::string in = QFile::encodeName(trace).toStdString();
    const std::vector<std::string> inputs = QFileInfo(trace).isDir() ? import::tracesInFolder(in)
                                                                     : std::vector<std::string>{in};
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    BackgroundJobs* jobs = m_jobs;
    import::ImportOptions options;
    options.overwrite = true;
    options.progress = [this, jobs, job, cancelFlag = m_cancel, last = -1](double fraction) mutable {
        const int perMille = static_cast<int>(fraction * 1000);
        if (perMille != last) {
            last = perMille;
            jobs->post([this, job, perMille] {
                if (job == m_jobId)
                    emit progress(perMille, 1000);
            });
        }
        return !cancelFlag->load();
    };
    if (inputs.size() > 1) {
        QStringList files;
        for (const std::string& f : inputs)
            files.append(QFile::decodeName(QByteArray::fromStdString(f)));
        emit filesListed(files);
        // Called one at a time by importTraces; a bar moves by whole percents.
        options.fileProgress = [this, jobs, job, percents = std::vector<int>(inputs.size(), -1)](
                                   const import::ImportFileProgress& p) mutable {
            const int index = static_cast<int>(p.index);
            switch (p.state) {
            case import::ImportFileProgress::State::Running: {
                const int percent = static_cast<int>(p.fraction * 100);
                if (percent == percents[p.index])
                    return;
                percents[p.index] = percent;
                jobs->post([this, job, index, percent] {
                    if (job == m_jobId)
                        emit fileProgress(index, percent);
                });
                return;
            }
            case import::ImportFileProgress::State::Done:
                jobs->post([this, job, index, node = QString::fromStdString(p.node), seconds = p.seconds] {
                    if (job == m_jobId)
                        emit fileFinished(index, node, seconds);
                });
                return;
            case import::ImportFileProgress::State::Failed:
                jobs->post([this, job, index, message = QString::fromStdString(p.error)] {
                    if (job == m_jobId)
                        emit fileFailed(index, message);
                });
                return;
            }
        };
    }
    // Written under a temporary name: a half-written capture is never taken for a converted one.
    const QString partial = out + QStringLiteral(".part");
    m_jobs->run(
        [options, inputs, cancelFlag = m_cancel, tmp = QFile::encodeName(partial).toStdString()] {
            ImportResult result;
            std::string error;
            result.ok = import::importTraces(inputs, tmp, options, nullptr, &error);
            result.cancelled = cancelFlag->load();
            result.error = QString::fromStdString(error);
            return result;
        },
        [this, job, trace, out, partial](ImportResult result) {
            if (job != m_jobId)
                return;
            m_running = false;
            if (result.cancelled) {
                QFile::remove(partial);
                emit cancelled(trace);
            } else if (!result.ok) {
                QFile::remove(partial);
                emit failed(trace, result.error);
            } else {
                QFile::remove(out);
                if (!QFile::rename(partial, out)) {
                    emit failed(trace,
                                tr("Cannot move the converted capture to %1.").arg(QDir::toNativeSeparators(out)));
                    return;
                }
                emit finished(trace, out);
            }
        });
}

} // namespace faultline
