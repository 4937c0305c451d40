// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The app's identity (organisation and application names) and the per-user files it keeps. Every path is built from
// the constants here, not from the names the running program has set, so that the CLI (whose application name
// differs) and the desktop app find the same files.

#include <QString>

namespace tpuplan {

class AppPaths
{
public:
    // The names the desktop app sets (QCoreApplication::setOrganizationName / setApplicationName).
    static QString organizationName();
    static QString applicationName();

    // GenericConfigLocation/<organisation>/<application>, which is the app's AppConfigLocation on Linux, macOS and
    // Windows (on Linux ~/.config/tpu-planner/tpu-planner).
    static QString configFolder();
    // The user catalog: configFolder() + "/catalog.yaml". The CLI and the app both read and write it.
    static QString userCatalog();
    // The user calibrations: configFolder() + "/calibration.json", beside the user catalog.
    static QString calibrations();
    // The plan library: GenericDataLocation/<organisation>/<application>/plans.sqlite, the app's AppDataLocation
    // (on Linux ~/.local/share/tpu-planner/tpu-planner/plans.sqlite).
    static QString planLibrary();
    // The settings file QSettings(IniFormat, UserScope, organisation, application) uses (on Linux
    // ~/.config/tpu-planner/tpu-planner.ini).
    static QString settings();
};

} // namespace tpuplan
