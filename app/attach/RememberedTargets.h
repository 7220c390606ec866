#pragma once

#include "TransportCommand.h"

#include <QList>
#include <QString>

namespace faultline {

// The targets the Attach dialog connected to, most recent first, in QSettings: the SSH hosts
// (user, host, port, key, sudo, helper path) and the last local and socket settings.
class RememberedTargets
{
public:
    static constexpr int kMaximum = 12;

    [[nodiscard]] static QList<remote::AttachTarget> load();
    // Moves `target` to the front (replacing an entry for the same place) and saves.
    static void remember(const remote::AttachTarget& target);
    static void clear();

    // "alice@gpu-node-3:2222", "local (sudo)", "socket /run/faultline/probe.sock".
    [[nodiscard]] static QString label(const remote::AttachTarget& target);
    // Whether two targets name the same place (the same key in the list).
    [[nodiscard]] static bool samePlace(const remote::AttachTarget& a, const remote::AttachTarget& b);
};

} // namespace faultline
