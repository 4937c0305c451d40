// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanStore.h"

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

QByteArray PlanStore::planYaml(const PlanInput& input)
{
    if (ModelLoader::presetIds().contains(input.modelRef)) {
        // A preset by reference only if the architecture is the preset's: an edited preset is written inline.
        PlanInput asPreset = input;
        PlanInput asIs = input;
        try {
            asPreset.model = ModelLoader::preset(input.modelRef);
        } catch (const InputError&) {
            asPreset.modelRef.clear();
        }
        asPreset.modelRef.clear();
        asIs.modelRef.clear();
        if (PlanFile::serialize(asPreset) == PlanFile::serialize(asIs))
            return PlanFile::serialize(input);
    }
    PlanInput inlined = input;
    inlined.modelRef.clear();
    return PlanFile::serialize(inlined);
}

StoreResult PlanStore::writeYamlFile(const PlanInput& input, const QString& path)
{
    StoreResult r;
    QSaveFile f(path);
    if (f.open(QIODevice::WriteOnly)) {
        const QByteArray yaml = planYaml(input);
        if (f.write(yaml) == yaml.size() && f.commit())
            return r;
    }
    r.status = StoreStatus::IoError;
    r.message = QCoreApplication::translate("PlanStore", "The plan could not be saved as “%1”: %2.")
                    .arg(quoted(path), f.errorString());
    return r;
}

} // namespace tpuplan
