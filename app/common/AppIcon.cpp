#include "AppIcon.h"

namespace faultline {

QIcon appIcon()
{
    QIcon icon;
    for (const int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/faultline-%1.png").arg(size), QSize(size, size));
    return icon;
}

} // namespace faultline
