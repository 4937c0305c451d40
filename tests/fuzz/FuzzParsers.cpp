// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzParsers.h"

#include "catalog/Catalog.h"
#include "catalog/PriceImport.h"
#include "diagnose/OomParser.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "xla/LengthFile.h"

namespace tpuplan::fuzz {

void parseCatalog(const QByteArray& bytes)
{
    // merged over the built-in catalog, as a user catalog is (parsing the built-in one per input would be slow)
    static const Catalog builtin = Catalog::builtin();
    Catalog c = builtin;
    c.mergeText(bytes, QStringLiteral("fuzz.yaml"));
}

void parseModelJson(const QByteArray& bytes)
{
    ModelLoader::fromHfConfigJson(bytes, QStringLiteral("config.json"));
}

void parsePlanYaml(const QByteArray& bytes)
{
    PlanFile::parse(bytes, QStringLiteral("plan.yaml"));
}

void parseLengthFile(const QByteArray& bytes)
{
    xla::LengthFile::parse(bytes, QStringLiteral("lengths.txt"));
}

void parsePriceImport(const QByteArray& bytes)
{
    static const Catalog builtin = Catalog::builtin();
    // the format is detected from the content; the name only decides when the content does not
    const bool json = bytes.trimmed().startsWith('{') || bytes.trimmed().startsWith('[');
    PriceImportOptions options;
    options.asOf = QDate(2026, 11, 21);
    options.importedOn = options.asOf;
    importPriceData(bytes, json ? QStringLiteral("tpu_pricing.json") : QStringLiteral("vms.csv"), builtin, options);
}

void parseOomLog(const QByteArray& bytes)
{
    // pasted logs are arbitrary text: the parser lists what it does not understand and throws nothing
    OomParser::parse(QString::fromUtf8(bytes), QStringLiteral("pasted error"));
}

const QVector<Target>& targets()
{
    static const QVector<Target> all{{"CatalogFuzz", "catalog", parseCatalog},
                                     {"ModelJsonFuzz", "model_json", parseModelJson},
                                     {"PlanYamlFuzz", "plan_yaml", parsePlanYaml},
                                     {"LengthFileFuzz", "lengths", parseLengthFile},
                                     {"PriceImportFuzz", "price_import", parsePriceImport},
                                     {"OomFuzz", "oom", parseOomLog}};
    return all;
}

} // namespace tpuplan::fuzz
