#pragma once

#include "TransportCommand.h"

#include <QString>
#include <QStringList>

namespace faultline {

// Where faultline-probe is on this machine, for Capture ▸ Record Local Process… and the Attach
// dialog's "This machine". The packages install it outside PATH, under
// LIBEXECDIR/faultline/ (a root-owned helper that pkexec's policy names by its path), so a
// bare "faultline-probe" would not be found; the path is taken relative to the executable so
// that a package unpacked elsewhere (dpkg -x) finds its own helper.
class LocalProbe
{
public:
    // The places tried for an executable in appDir, in order: the installed helper, then the
    // one built beside it when appDir is in a CMake build tree.
    [[nodiscard]] static QStringList candidates(const QString& appDir);
    // The first candidate that is an executable file, else faultline-probe from PATH, else the
    // bare name (the transport then reports it missing).
    [[nodiscard]] static QString find(const QString& appDir);
    [[nodiscard]] static QString find();

    // This machine, through pkexec unless the app already runs as root, with the probe found.
    [[nodiscard]] static remote::AttachTarget recordingTarget();
};

} // namespace faultline
