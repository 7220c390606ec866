#pragma once

#include <QCoreApplication>
#include <QString>

namespace faultline {

// File ▸ Save Capture As…: a consistent copy of a capture, finished or still being written (a
// live capture in WAL mode: what is committed), through SQLite's backup API. The copy is one
// file (rollback journal), written beside the target and renamed into place. The source is only
// read.
class CaptureCopy
{
    Q_DECLARE_TR_FUNCTIONS(CaptureCopy)
public:
    [[nodiscard]] static bool copy(const QString& from, const QString& to, QString* error);
};

} // namespace faultline
