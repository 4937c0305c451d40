// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanStore.h"
#include "Version.h"

#include "PlanStoreInternal.h"
#include "SqliteDb.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "util/AppPaths.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

#include <sqlite3.h>

namespace tpuplan {

using namespace planstore;

QString PlanStore::searchKey(const QString& text)
{
    return text.normalized(QString::NormalizationForm_KC).toCaseFolded();
}

QString PlanStore::defaultPath()
{
    return AppPaths::planLibrary();
}

} // namespace tpuplan
