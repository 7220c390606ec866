#pragma once

#include <QIcon>

namespace faultline {

// The application icon (resources/faultline.svg rendered at the usual sizes).
[[nodiscard]] QIcon appIcon();

} // namespace faultline
