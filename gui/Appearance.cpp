// SPDX-License-Identifier: GPL-3.0-or-later
#include "Appearance.h"

#include <QApplication>
#include <QFont>

namespace tpuplan::gui {

void applyAppearance(QApplication& app)
{
    const QString platform = QApplication::platformName();
    if (platform != QLatin1String("offscreen") && platform != QLatin1String("minimal"))
        return;
    QFont font = QApplication::font();
    font.setPointSizeF(9.0); // QGenericUnixTheme's default system font size
    app.setFont(font);
}

} // namespace tpuplan::gui
