// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QStringList>

class QCoreApplication;

namespace tpuplan {

// The languages the product ships, as locale names: en, ja, zh_CN, ko.
QStringList supportedLanguages();
// The supported language closest to `locale` (ja_JP -> ja, zh_CN -> zh_CN, zh_TW -> en, de_DE -> en).
QString languageFor(const QLocale& locale);

// Installs the app's translator (embedded :/i18n/tpuplanner_<lang>.qm) and Qt's own for `language`, replacing the
// ones installed before, and makes `formatting` the default locale so that numbers, money and dates follow the
// user's locale even where the language falls back to English. Returns false when the translation could not be
// loaded (English is used).
bool installTranslators(const QString& language, const QLocale& formatting);

} // namespace tpuplan
