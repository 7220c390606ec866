#pragma once

#include <QString>

namespace faultline {

// The folder the file dialogs of captures start in (File ▸ Open, Save Capture As, a notes copy):
// the last one a capture was opened from or saved to, remembered across runs; `fallback`
// (the home folder when empty) before there is one.
[[nodiscard]] QString lastFolder(const QString& fallback = {});
void rememberFolderOf(const QString& path);

} // namespace faultline
