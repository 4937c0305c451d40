// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppPaths.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>

namespace tpuplan {

namespace {

// The folder name both per-user locations end in.
QString identityPath()
{
    return AppPaths::organizationName() + QLatin1Char('/') + AppPaths::applicationName();
}

} // namespace

QString AppPaths::organizationName()
{
    return QStringLiteral("tpu-planner");
}

QString AppPaths::applicationName()
{
    return QStringLiteral("tpu-planner");
}

QString AppPaths::configFolder()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    return QDir(base).filePath(identityPath());
}

QString AppPaths::userCatalog()
{
    return QDir(configFolder()).filePath(QStringLiteral("catalog.yaml"));
}

QString AppPaths::calibrations()
{
    return QDir(configFolder()).filePath(QStringLiteral("calibration.json"));
}

QString AppPaths::planLibrary()
{
    QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (base.isEmpty())
        base = QDir::home().filePath(QStringLiteral(".local/share"));
    return QDir(base).filePath(identityPath() + QStringLiteral("/plans.sqlite"));
}

QString AppPaths::settings()
{
    // QSettings knows the per-platform rule (XDG on Linux, %APPDATA% on Windows); asking it keeps the file where the
    // app has always kept it.
    return QSettings(QSettings::IniFormat, QSettings::UserScope, organizationName(), applicationName()).fileName();
}

} // namespace tpuplan
