// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServePlanFile.h"

#include "model/ModelLoader.h"
#include "util/InputFile.h"
#include "util/YamlReader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <cmath>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ServePlanFile)
};

const char* const kKind = "serve";

const QStringList& knownKeys()
{
    static const QStringList keys{QStringLiteral("kind"),
                                  QStringLiteral("model"),
                                  QStringLiteral("hardware"),
                                  QStringLiteral("devices"),
                                  QStringLiteral("device_memory_gib"),
                                  QStringLiteral("device_tpu"),
                                  QStringLiteral("tensor_parallel"),
                                  QStringLiteral("input_len"),
                                  QStringLiteral("output_len"),
                                  QStringLiteral("traffic"),
                                  QStringLiteral("concurrency"),
                                  QStringLiteral("request_rate"),
                                  QStringLiteral("max_context"),
                                  QStringLiteral("precision"),
                                  QStringLiteral("kv_precision"),
                                  QStringLiteral("engine"),
                                  QStringLiteral("gpu_memory_utilization"),
                                  QStringLiteral("ttft_target"),
                                  QStringLiteral("tpot_target"),
                                  QStringLiteral("regions"),
                                  QStringLiteral("pricing"),
                                  QStringLiteral("limit")};
    return keys;
}

// The plain ranges of the reader: a number of the right type; ServeInput::issues() holds the rules.
constexpr int kIntBound = 1'000'000'000;
constexpr double kNumberBound = 1e300;

std::optional<TrafficKind> trafficFromId(const QString& id)
{
    for (TrafficKind t : {TrafficKind::Concurrency, TrafficKind::RequestRate, TrafficKind::Offline})
        if (trafficKindId(t) == id)
            return t;
    return std::nullopt;
}

QVector<ServePrecision> readPrecisions(const YamlMap& m, const char* key)
{
    QVector<ServePrecision> out;
    for (const QString& id : m.optionalStringList(key)) {
        const auto p = servePrecisionFromId(id);
        if (!p)
            m.fail(key,
                   Tr::tr("unknown precision \"%1\" (expected %2)")
                       .arg(id, servePrecisionIds().join(QStringLiteral(", "))));
        out << *p;
    }
    return out;
}

ModelSpec readModel(const YamlMap& top, const QString& file, const QString& baseDir, QString& ref)
{
    ref = top.requiredString("model");
    QString path = ref;
    if (!ModelLoader::presetIds().contains(ref) && !baseDir.isEmpty() && QFileInfo(ref).isRelative()) {
        // as in a training plan: a relative path is the plan folder's; a bare word that is no file is a preset id
        const QString local = QDir(baseDir).filePath(ref);
        if (QFileInfo::exists(local) || ref.contains(QLatin1Char('/')) || ref.contains(QLatin1Char('.')))
            path = local;
    }
    try {
        return ModelLoader::resolve(path);
    } catch (const InputError& e) {
        InputIssue issue = e.issue();
        // a model file's own error keeps its file and line inside the message
        if (!issue.file.isEmpty() && issue.file != file) {
            InputIssue inner = issue;
            if (inner.field == QLatin1String("model"))
                inner.field.clear();
            issue.message = inner.toString();
        }
        throw InputError(file, top.lineOf("model"), QStringLiteral("model"), issue.message);
    }
}

void readTraffic(const YamlMap& top, ServeInput& in)
{
    if (top.has("traffic")) {
        const auto t = trafficFromId(top.requiredString("traffic"));
        if (!t)
            top.fail("traffic", Tr::tr("expected concurrency, request-rate or offline"));
        in.traffic = *t;
    } else if (top.has("request_rate") && !top.has("concurrency")) {
        in.traffic = TrafficKind::RequestRate;
    }
    in.concurrency = top.optionalInt("concurrency", 0, -kIntBound, kIntBound);
    in.requestRate = top.optionalNumber("request_rate", 0, -kNumberBound, kNumberBound);
}

void readChoices(const YamlMap& top, ServeInput& in)
{
    in.precisions = readPrecisions(top, "precision");
    in.kvPrecisions = readPrecisions(top, "kv_precision");
    if (top.has("engine")) {
        const auto e = serveEngineFromId(top.requiredString("engine"));
        if (!e)
            top.fail("engine", Tr::tr("expected one of %1").arg(serveEngineIds().join(QStringLiteral(", "))));
        in.engine = *e;
    }
    in.regions = top.optionalStringList("regions");
    for (const QString& id : top.optionalStringList("pricing")) {
        const auto p = pricingModelFromId(id);
        if (!p) {
            QStringList ids;
            for (PricingModel m : allPricingModels())
                ids << pricingModelId(m);
            top.fail("pricing",
                     Tr::tr("unknown pricing model \"%1\" (expected %2)").arg(id, ids.join(QStringLiteral(", "))));
        }
        in.pricing << *p;
    }
}

QString yamlString(const QString& s)
{
    QString e = s;
    e.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + e + QLatin1Char('"');
}

QString yamlList(const QStringList& items)
{
    QStringList quoted;
    for (const QString& i : items)
        quoted << yamlString(i);
    return QLatin1Char('[') + quoted.join(QStringLiteral(", ")) + QLatin1Char(']');
}

// The shortest text that reads back as the same double.
QString number(double v)
{
    for (int digits : {15, 16, 17}) {
        QString s = QString::number(v, 'g', digits);
        if (s.toDouble() == v)
            return s;
    }
    return QString::number(v, 'g', 17);
}

QStringList precisionIds(const QVector<ServePrecision>& ps)
{
    QStringList ids;
    for (ServePrecision p : ps)
        ids << servePrecisionId(p);
    return ids;
}
} // namespace

QString servePlanKey(const QString& optionOrKey)
{
    QString key = optionOrKey;
    if (key.startsWith(QLatin1String("--")))
        key = key.mid(2);
    return key.replace(QLatin1Char('-'), QLatin1Char('_'));
}

bool isServePlanText(const QByteArray& text)
{
    static const QRegularExpression kindLine(
        QStringLiteral(R"((^|\n)kind:[ \t]*["']?serve["']?[ \t]*(#[^\n]*)?\r?(\n|$))"));
    return kindLine.match(QString::fromUtf8(text)).hasMatch();
}

ServeInput readServePlanFile(const QString& path)
{
    constexpr qint64 kMaxPlanBytes = qint64(1) * 1024 * 1024;
    return servePlanFromYaml(readInputFile(path, kMaxPlanBytes, Tr::tr("a serving plan file")), path,
                             QFileInfo(path).absolutePath());
}

ServeInput servePlanFromYaml(const QByteArray& yaml, const QString& file, const QString& baseDir)
{
    const YAML::Node root = parseYamlText(yaml, file);
    if (!root.IsDefined() || root.IsNull())
        throw InputError(file, 0, QString(), Tr::tr("the serving plan file is empty"));
    YamlMap top(root, file, QString());
    top.rejectUnknownKeys(knownKeys());
    if (top.requiredString("kind") != QLatin1String(kKind))
        top.fail("kind", Tr::tr("expected \"serve\" (a training plan has no kind)"));

    ServeInput in;
    in.model = readModel(top, file, baseDir, in.modelRef);
    in.hardware = top.optionalStringList("hardware");
    in.devices = top.optionalInt("devices", 0, -kIntBound, kIntBound);
    in.deviceMemoryGiB = top.optionalNumber("device_memory_gib", 0, -kNumberBound, kNumberBound);
    in.customDeviceIsTpu = top.optionalBool("device_tpu", false);
    if (in.deviceMemoryGiB > 0 && !in.hardware.isEmpty())
        top.fail("device_memory_gib", Tr::tr("give either hardware or device_memory_gib, not both"));
    in.tensorParallel = top.optionalInt("tensor_parallel", 0, -kIntBound, kIntBound);
    in.inputLen = top.requiredInt("input_len", -kIntBound, kIntBound);
    in.outputLen = top.requiredInt("output_len", -kIntBound, kIntBound);
    readTraffic(top, in);
    in.maxContext = top.optionalInt("max_context", 0, -kIntBound, kIntBound);
    readChoices(top, in);
    in.memoryUtilization = top.optionalNumber("gpu_memory_utilization", 0, -kNumberBound, kNumberBound);
    in.ttftTarget = top.optionalNumber("ttft_target", 0, -kNumberBound, kNumberBound);
    in.tpotTarget = top.optionalNumber("tpot_target", 0, -kNumberBound, kNumberBound);
    in.limit = top.optionalInt("limit", in.limit, -kIntBound, kIntBound);

    // the serving rules, each issue pointed at its key in the file
    const QVector<InputIssue> issues = in.issues(file);
    if (!issues.isEmpty()) {
        const InputIssue& first = issues.first();
        const QByteArray key = servePlanKey(first.field).toUtf8();
        top.fail(key.isEmpty() ? nullptr : key.constData(), first.message);
    }
    return in;
}

QByteArray serializeServePlan(const ServeInput& in)
{
    QStringList l;
    l << QStringLiteral("# TPU Planner serving plan (core/serve/ServePlanFile.h)");
    l << QStringLiteral("kind: %1").arg(QLatin1String(kKind));
    l << QStringLiteral("model: %1").arg(yamlString(in.modelRef));
    if (!in.hardware.isEmpty())
        l << QStringLiteral("hardware: %1").arg(yamlList(in.hardware));
    if (in.devices != 0)
        l << QStringLiteral("devices: %1").arg(in.devices);
    if (in.deviceMemoryGiB != 0)
        l << QStringLiteral("device_memory_gib: %1").arg(number(in.deviceMemoryGiB));
    if (in.customDeviceIsTpu)
        l << QStringLiteral("device_tpu: true");
    if (in.tensorParallel != 0)
        l << QStringLiteral("tensor_parallel: %1").arg(in.tensorParallel);
    l << QStringLiteral("input_len: %1").arg(in.inputLen);
    l << QStringLiteral("output_len: %1").arg(in.outputLen);
    l << QStringLiteral("traffic: %1").arg(trafficKindId(in.traffic));
    if (in.concurrency != 0)
        l << QStringLiteral("concurrency: %1").arg(in.concurrency);
    if (in.requestRate != 0)
        l << QStringLiteral("request_rate: %1").arg(number(in.requestRate));
    if (in.maxContext != 0)
        l << QStringLiteral("max_context: %1").arg(in.maxContext);
    if (!in.precisions.isEmpty())
        l << QStringLiteral("precision: [%1]").arg(precisionIds(in.precisions).join(QStringLiteral(", ")));
    if (!in.kvPrecisions.isEmpty())
        l << QStringLiteral("kv_precision: [%1]").arg(precisionIds(in.kvPrecisions).join(QStringLiteral(", ")));
    if (in.engine)
        l << QStringLiteral("engine: %1").arg(serveEngineId(*in.engine));
    if (in.memoryUtilization != 0)
        l << QStringLiteral("gpu_memory_utilization: %1").arg(number(in.memoryUtilization));
    if (in.ttftTarget != 0)
        l << QStringLiteral("ttft_target: %1").arg(number(in.ttftTarget));
    if (in.tpotTarget != 0)
        l << QStringLiteral("tpot_target: %1").arg(number(in.tpotTarget));
    if (!in.regions.isEmpty())
        l << QStringLiteral("regions: %1").arg(yamlList(in.regions));
    if (!in.pricing.isEmpty()) {
        QStringList ids;
        for (PricingModel p : in.pricing)
            ids << pricingModelId(p);
        l << QStringLiteral("pricing: [%1]").arg(ids.join(QStringLiteral(", ")));
    }
    l << QStringLiteral("limit: %1").arg(in.limit);
    return (l.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

QString writeServePlanFile(const ServeInput& input, const QString& path)
{
    QSaveFile f(path);
    if (f.open(QIODevice::WriteOnly)) {
        const QByteArray yaml = serializeServePlan(input);
        if (f.write(yaml) == yaml.size() && f.commit())
            return QString();
    }
    return Tr::tr("The serving plan could not be saved as “%1”: %2.")
        .arg(QDir::toNativeSeparators(path), f.errorString());
}

} // namespace tpuplan
