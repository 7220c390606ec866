#include "RecentFolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace faultline {

namespace {
const QString kLastDirectoryKey = QStringLiteral("lastDirectory");
}

QString lastFolder(const QString& fallback)
{
    return QSettings().value(kLastDirectoryKey, fallback.isEmpty() ? QDir::homePath() : fallback).toString();
}

void rememberFolderOf(const QString& path)
{
    QSettings().setValue(kLastDirectoryKey, QFileInfo(path).absolutePath());
}

} // namespace faultline
