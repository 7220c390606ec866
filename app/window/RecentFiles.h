#pragma once

#include <QObject>
#include <QStringList>

class QAction;
class QMenu;

namespace faultline {

// The most recently opened captures, newest first, persisted in QSettings.
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxFiles = 10;

    explicit RecentFiles(QObject* parent = nullptr);

    [[nodiscard]] QStringList files() const { return m_files; }
    void add(const QString& path);
    void remove(const QString& path);
    void clear();
    // File ▸ Open Recent: one entry per file (the first nine with a mnemonic digit, the full path as
    // tooltip), then `clearAction`, enabled when there are files. An entry emits openRequested.
    void fillMenu(QMenu* menu, QAction* clearAction);

signals:
    void changed();
    void openRequested(const QString& path);

private:
    void save();

    QStringList m_files;
};

} // namespace faultline
