#pragma once

#include <QObject>
#include <QStringList>

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

signals:
    void changed();

private:
    void save();

    QStringList m_files;
};

} // namespace faultline
