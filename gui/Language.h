// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tpuplan::gui {

// Installs the translation for `language` (empty = the system's) and the CJK font family of that language: Han
// characters are drawn in the regional style of the font family, which otherwise follows the process locale
// (toolchain.md section 7).
void applyLanguage(const QString& language);

} // namespace tpuplan::gui
