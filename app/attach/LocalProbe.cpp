#include "LocalProbe.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <unistd.h>

namespace faultline {

namespace {

const QString kProbeName = QStringLiteral("faultline-probe");

bool isExecutableFile(const QString& path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

} // namespace

QStringList LocalProbe::candidates(const QString& appDir)
{
    const QDir dir(appDir);
    // FAULTLINE_PROBE_RELATIVE_PATH: from BINDIR to LIBEXECDIR/faultline/faultline-probe, set by
    // app/CMakeLists.txt from GNUInstallDirs.
    QStringList paths{QDir::cleanPath(dir.filePath(QStringLiteral(FAULTLINE_PROBE_RELATIVE_PATH)))};
    // A build tree: build/NAME/app/faultline beside build/NAME/bpf/faultline-probe.
    if (QFileInfo::exists(dir.filePath(QStringLiteral("../CMakeCache.txt"))))
        paths.append(QDir::cleanPath(dir.filePath(QStringLiteral("../bpf/faultline-probe"))));
    return paths;
}

QString LocalProbe::find(const QString& appDir)
{
    for (const QString& path : candidates(appDir)) {
        if (isExecutableFile(path))
            return path;
    }
    const QString inPath = QStandardPaths::findExecutable(kProbeName);
    return inPath.isEmpty() ? kProbeName : inPath;
}

QString LocalProbe::find()
{
    return find(QCoreApplication::applicationDirPath());
}

remote::AttachTarget LocalProbe::recordingTarget()
{
    remote::AttachTarget target;
    target.kind = remote::AttachTarget::Kind::Local;
    target.elevation = ::geteuid() == 0 ? remote::AttachTarget::Elevation::None
                                        : remote::AttachTarget::Elevation::Pkexec;
    target.probePath = find().toStdString();
    return target;
}

} // namespace faultline
