// SPDX-License-Identifier: GPL-3.0-or-later
#include "Language.h"

#include "util/Translation.h"

#include <QApplication>
#include <QFont>

namespace tpuplan::gui {

void applyLanguage(const QString& language)
{
    const QString lang = language.isEmpty() ? languageFor(QLocale::system()) : language;
    installTranslators(lang, language.isEmpty() ? QLocale::system() : QLocale(lang));
    static const QString defaultFamily = QApplication::font().family();
    QFont font = QApplication::font();
    if (lang == QLatin1String("ja"))
        font.setFamily(QStringLiteral("Noto Sans CJK JP"));
    else if (lang == QLatin1String("zh_CN"))
        font.setFamily(QStringLiteral("Noto Sans CJK SC"));
    else if (lang == QLatin1String("ko"))
        font.setFamily(QStringLiteral("Noto Sans CJK KR"));
    else
        font.setFamily(defaultFamily);
    QApplication::setFont(font);
}

} // namespace tpuplan::gui
