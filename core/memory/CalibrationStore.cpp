// SPDX-License-Identifier: GPL-3.0-or-later
#include "CalibrationStore.h"

#include "util/AppPaths.h"
#include "util/InputError.h"
#include "util/InputFile.h"
#include "util/JsonReader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cmath>

namespace tpuplan {

namespace {

// The translation context stays "Calibration": these strings were written there before the store had its own file.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Calibration)
};

const QString kFormat = QStringLiteral("tpuplan-calibration");
constexpr int kVersion = 1;

const JsonNode* member(const JsonNode& obj, const QString& key)
{
    for (const JsonMember& m : obj.members)
        if (m.key == key)
            return &m.value;
    return nullptr;
}

QString stringField(const JsonNode& obj, const QString& key, const QString& label, bool required)
{
    const JsonNode* v = member(obj, key);
    if (!v) {
        if (required)
            throw InputError(label, obj.line, key, Tr::tr("missing"));
        return QString();
    }
    if (v->type != JsonNode::Type::String)
        throw InputError(label, v->line, key, Tr::tr("must be a string, not %1").arg(v->typeName()));
    return v->string;
}

double numberField(const JsonNode& obj, const QString& key, const QString& label, bool required, double fallback = 0)
{
    const JsonNode* v = member(obj, key);
    if (!v) {
        if (required)
            throw InputError(label, obj.line, key, Tr::tr("missing"));
        return fallback;
    }
    if (v->type != JsonNode::Type::Number || !std::isfinite(v->number))
        throw InputError(label, v->line, key, Tr::tr("must be a number, not %1").arg(v->typeName()));
    return v->number;
}

void checkMultiplier(double m, const QString& label, int line)
{
    if (!(m >= CalibrationStore::kMinMultiplier && m <= CalibrationStore::kMaxMultiplier))
        throw InputError(
            label, line, QStringLiteral("activation_factor_multiplier"),
            Tr::tr("%1 is outside %2 to %3: a correction that large points to a configuration that does not "
                   "match the run")
                .arg(m)
                .arg(CalibrationStore::kMinMultiplier)
                .arg(CalibrationStore::kMaxMultiplier));
}

} // namespace

CalibrationStore::CalibrationStore(QString path)
    : m_path(std::move(path))
{ }

QString CalibrationStore::defaultPath()
{
    return AppPaths::calibrations();
}

void CalibrationStore::load()
{
    m_entries.clear();
    if (!QFile::exists(m_path))
        return;
    constexpr qint64 kMaxCalibrationBytes = qint64(4) * 1024 * 1024;
    m_entries = parse(readInputFile(m_path, kMaxCalibrationBytes, Tr::tr("a calibration file")), m_path);
}

QVector<CalibrationEntry> CalibrationStore::parse(const QByteArray& json, const QString& label)
{
    const JsonNode root = parseJson(QString::fromUtf8(json), label);
    if (!root.isObject())
        throw InputError(label, root.line, QString(), Tr::tr("a calibration file is a JSON object"));
    const QString format = stringField(root, QStringLiteral("format"), label, true);
    if (format != kFormat)
        throw InputError(label, member(root, QStringLiteral("format"))->line, QStringLiteral("format"),
                         Tr::tr("is \"%1\", expected \"%2\"").arg(format, kFormat));
    const double version = numberField(root, QStringLiteral("version"), label, true);
    if (version != kVersion)
        throw InputError(
            label, member(root, QStringLiteral("version"))->line, QStringLiteral("version"),
            Tr::tr("version %1 is not supported (this program reads version %2)").arg(version).arg(kVersion));
    QVector<CalibrationEntry> out;
    const JsonNode* list = member(root, QStringLiteral("corrections"));
    if (!list)
        return out;
    if (list->type != JsonNode::Type::Array)
        throw InputError(label, list->line, QStringLiteral("corrections"), Tr::tr("must be a list"));
    for (const JsonNode& item : list->items) {
        if (!item.isObject())
            throw InputError(label, item.line, QStringLiteral("corrections"), Tr::tr("each correction is an object"));
        CalibrationEntry e;
        const QString rt = stringField(item, QStringLiteral("runtime"), label, true);
        const auto runtime = runtimeFromId(rt);
        if (!runtime)
            throw InputError(label, member(item, QStringLiteral("runtime"))->line, QStringLiteral("runtime"),
                             Tr::tr("unknown runtime \"%1\" (xla, pytorch or tensorflow)").arg(rt));
        e.runtime = *runtime;
        e.modelFamily = stringField(item, QStringLiteral("model_family"), label, true).trimmed();
        if (e.modelFamily.isEmpty())
            throw InputError(label, member(item, QStringLiteral("model_family"))->line, QStringLiteral("model_family"),
                             Tr::tr("must not be empty"));
        e.activationFactorMultiplier = numberField(item, QStringLiteral("activation_factor_multiplier"), label, true);
        checkMultiplier(e.activationFactorMultiplier, label,
                        member(item, QStringLiteral("activation_factor_multiplier"))->line);
        e.builtinActivationFactor = numberField(item, QStringLiteral("builtin_activation_factor"), label, false);
        if (const JsonNode* lb = member(item, QStringLiteral("lower_bound"))) {
            if (lb->type != JsonNode::Type::Bool)
                throw InputError(label, lb->line, QStringLiteral("lower_bound"), Tr::tr("must be true or false"));
            e.lowerBound = lb->boolean;
        }
        e.evidence = stringField(item, QStringLiteral("evidence"), label, false);
        const QString date = stringField(item, QStringLiteral("date"), label, false);
        if (!date.isEmpty()) {
            e.date = QDate::fromString(date, Qt::ISODate);
            if (!e.date.isValid())
                throw InputError(label, member(item, QStringLiteral("date"))->line, QStringLiteral("date"),
                                 Tr::tr("\"%1\" is not a date (YYYY-MM-DD)").arg(date));
        }
        e.hardware = stringField(item, QStringLiteral("hardware"), label, false);
        e.source = stringField(item, QStringLiteral("source"), label, false);
        e.framework = stringField(item, QStringLiteral("framework"), label, false);
        e.observedBytes = numberField(item, QStringLiteral("observed_bytes"), label, false);
        e.estimatedBytes = numberField(item, QStringLiteral("estimated_bytes"), label, false);
        e.configuration = stringField(item, QStringLiteral("configuration"), label, false);
        // a later entry for the same runtime and family replaces an earlier one, as set() does
        bool replaced = false;
        for (CalibrationEntry& x : out)
            if (x.runtime == e.runtime && x.modelFamily == e.modelFamily) {
                x = e;
                replaced = true;
            }
        if (!replaced)
            out << e;
    }
    return out;
}

QByteArray CalibrationStore::toJson() const
{
    QJsonArray list;
    for (const CalibrationEntry& e : m_entries) {
        QJsonObject o;
        o[QStringLiteral("runtime")] = runtimeId(e.runtime);
        o[QStringLiteral("model_family")] = e.modelFamily;
        o[QStringLiteral("activation_factor_multiplier")] = e.activationFactorMultiplier;
        if (e.builtinActivationFactor > 0)
            o[QStringLiteral("builtin_activation_factor")] = e.builtinActivationFactor;
        o[QStringLiteral("lower_bound")] = e.lowerBound;
        o[QStringLiteral("evidence")] = e.evidence;
        if (e.date.isValid())
            o[QStringLiteral("date")] = e.date.toString(Qt::ISODate);
        o[QStringLiteral("hardware")] = e.hardware;
        o[QStringLiteral("source")] = e.source;
        o[QStringLiteral("framework")] = e.framework;
        o[QStringLiteral("observed_bytes")] = std::round(e.observedBytes);
        o[QStringLiteral("estimated_bytes")] = std::round(e.estimatedBytes);
        o[QStringLiteral("configuration")] = e.configuration;
        list.append(o);
    }
    QJsonObject root;
    root[QStringLiteral("format")] = kFormat;
    root[QStringLiteral("version")] = kVersion;
    root[QStringLiteral("corrections")] = list;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

void CalibrationStore::save() const
{
    const QFileInfo info(m_path);
    if (!QDir().mkpath(info.absolutePath()))
        throw InputError(m_path, 0, QString(), Tr::tr("cannot create the folder %1").arg(info.absolutePath()));
    QSaveFile f(m_path);
    if (!f.open(QIODevice::WriteOnly))
        throw InputError(m_path, 0, QString(), Tr::tr("cannot be written: %1").arg(f.errorString()));
    const QByteArray data = toJson();
    if (f.write(data) != data.size() || !f.commit())
        throw InputError(m_path, 0, QString(), Tr::tr("cannot be written: %1").arg(f.errorString()));
}

const CalibrationEntry* CalibrationStore::find(Runtime runtime, const QString& modelFamily) const
{
    for (const CalibrationEntry& e : m_entries)
        if (e.runtime == runtime && e.modelFamily == modelFamily)
            return &e;
    return nullptr;
}

void CalibrationStore::set(const CalibrationEntry& entry)
{
    if (entry.modelFamily.trimmed().isEmpty())
        throw InputError(m_path, 0, QStringLiteral("model_family"), Tr::tr("must not be empty"));
    checkMultiplier(entry.activationFactorMultiplier, m_path, 0);
    for (CalibrationEntry& e : m_entries)
        if (e.runtime == entry.runtime && e.modelFamily == entry.modelFamily) {
            e = entry;
            return;
        }
    m_entries << entry;
}

bool CalibrationStore::remove(Runtime runtime, const QString& modelFamily)
{
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].runtime == runtime && m_entries[i].modelFamily == modelFamily) {
            m_entries.removeAt(i);
            return true;
        }
    return false;
}

bool CalibrationStore::remove(const QString& key)
{
    const int slash = key.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return false;
    const auto runtime = runtimeFromId(key.left(slash));
    return runtime && remove(*runtime, key.mid(slash + 1));
}

CalibratedProfile CalibrationStore::apply(const RuntimeProfile& builtin, const QString& modelFamily,
                                          const QLocale& locale) const
{
    if (const CalibrationEntry* e = find(builtin.runtime, modelFamily))
        return applyCalibration(builtin, *e, locale);
    CalibratedProfile out;
    out.profile = builtin;
    return out;
}

} // namespace tpuplan
