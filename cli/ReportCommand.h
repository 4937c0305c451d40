// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace tpuplan::cli {

// True when `args` (the arguments after the program name) run `tpuplan report` with a .pdf output: main() then
// creates a QGuiApplication (offscreen) instead of a QCoreApplication, since painting text needs fonts.
bool reportNeedsGui(const QStringList& args);

} // namespace tpuplan::cli
