// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QApplication;

namespace tpuplan::gui {

// The app's look where the platform gives none: the offscreen and minimal platforms (screenshots, tests, the
// benchmark) get the 9-point font a generic Unix desktop uses, instead of Qt's 12-point fallback, so that what they
// render matches what people see. A desktop platform keeps the user's font.
void applyAppearance(QApplication& app);

} // namespace tpuplan::gui
