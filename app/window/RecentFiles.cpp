#include "RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace faultline {

namespace {

const QString kSettingsKey = QStringLiteral("recentFiles");

QString normalized(const QString& path)
{
    return QFileInfo(path).absoluteFilePath();
}

} // namespace

RecentFiles::RecentFiles(QObject* parent)
    : QObject(parent)
    , m_files(QSettings().value(kSettingsKey).toStringList().mid(0, kMaxFiles))
{
}

void RecentFiles::add(const QString& path)
{
    const QString absolute = normalized(path);
    m_files.removeAll(absolute);
    m_files.prepend(absolute);
    while (m_files.size() > kMaxFiles)
        m_files.removeLast();
    save();
}

void RecentFiles::remove(const QString& path)
{
    if (m_files.removeAll(normalized(path)) > 0)
        save();
}

void RecentFiles::clear()
{
    if (m_files.isEmpty())
        return;
    m_files.clear();
    save();
}

void RecentFiles::save()
{
    QSettings().setValue(kSettingsKey, m_files);
    emit changed();
}

} // namespace faultline
