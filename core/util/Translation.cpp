// SPDX-License-Identifier: GPL-3.0-or-later
#include "Translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace tpuplan {

QStringList supportedLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("zh_CN"), QStringLiteral("ko")};
}

QString languageFor(const QLocale& locale)
{
    switch (locale.language()) {
    case QLocale::Japanese:
        return QStringLiteral("ja");
    case QLocale::Korean:
        return QStringLiteral("ko");
    case QLocale::Chinese:
        // Simplified Chinese only: Traditional script locales fall back to English rather than to zh_CN
        return locale.script() == QLocale::TraditionalChineseScript || locale.country() == QLocale::Taiwan
                || locale.country() == QLocale::HongKong
            ? QStringLiteral("en")
            : QStringLiteral("zh_CN");
    default:
        return QStringLiteral("en");
    }
}

bool installTranslators(const QString& language, const QLocale& formatting)
{
    static QTranslator* app = nullptr;
    static QTranslator* qt = nullptr;
    QCoreApplication* core = QCoreApplication::instance();
    if (!core)
        return false;
    if (app) {
        QCoreApplication::removeTranslator(app);
        delete app;
        app = nullptr;
    }
    if (qt) {
        QCoreApplication::removeTranslator(qt);
        delete qt;
        qt = nullptr;
    }
    const QLocale locale(language);
    QLocale::setDefault(formatting);
    // English is the source language, but its file carries the plural forms ("%n months old"): it is loaded too
    app = new QTranslator(core);
    const bool ok = app->load(locale, QStringLiteral("tpuplanner"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    if (ok)
        QCoreApplication::installTranslator(app);
    if (language != QLatin1String("en")) {
        qt = new QTranslator(core);
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::location(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt);
    }
    return ok;
}

} // namespace tpuplan
