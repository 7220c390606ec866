#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace faultline {

class BackgroundJobs;
class BusyStatus;

// File ▸ Save Capture As…: asks where (remembering the last folder), then writes a consistent copy
// of the open capture, live or not, off the GUI thread (CaptureCopy). The open capture is only read.
class CaptureSaver : public QObject
{
    Q_OBJECT
public:
    CaptureSaver(BackgroundJobs* jobs, BusyStatus* status, QWidget* dialogParent);

    // The file dialog, offering `suggested`'s name; then save(source, chosen path, live).
    void choose(const QString& source, const QString& suggested, bool live);
    // Copies `source` to `path`; `live` says the capture is still being written (the status says
    // "what arrived so far"). saved() or failed() when done.
    void save(const QString& source, const QString& path, bool live);

signals:
    void saved(const QString& path);
    void failed(const QString& message);

private:
    BackgroundJobs* m_jobs = nullptr;
    BusyStatus* m_status = nullptr;
    QWidget* m_dialogParent = nullptr;
};

} // namespace faultline
