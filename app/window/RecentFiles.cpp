#include "RecentFiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
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

void RecentFiles::fillMenu(QMenu* menu, QAction* clearAction)
{
    menu->clear();
    for (qsizetype i = 0; i < m_files.size(); ++i) {
        const QString& path = m_files.at(i);
        const QString name = QFileInfo(path).fileName();
        QAction* action = menu->addAction(i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(name) : name);
        action->setData(path);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    if (!m_files.isEmpty())
        menu->addSeparator();
    menu->addAction(clearAction);
    clearAction->setEnabled(!m_files.isEmpty());
}

} // namespace faultline
