// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The fields of one model file as ModelLoader's readers see them (internal to core/model): a flat map of a model YAML
// or of a config.json's top level, with the line each key is on, typed accessors that fail with the file, line and
// key, and the config.json's nested objects and arrays (text_config, quantization_config, layer_types).

#include "../util/InputError.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QStringList>
#include <QVariantMap>

#include <cmath>
#include <functional>

namespace tpuplan {

struct ModelLoaderTr
{
    Q_DECLARE_TR_FUNCTIONS(ModelLoader)
};

struct ConfigFields
{
    using Tr = ModelLoaderTr;
    QString file;
    QString prefix; // "text_config." for the fields of a nested object: errors name the key with it
    QVariantMap values;
    QJsonObject json; // the config.json object these fields come from (empty for a model YAML)
    QByteArray text; // the config.json's bytes, for the lines of nested keys
    std::function<int(const QString&)> lineOf;
    mutable QSet<QString> read; // keys a type's rules have read (ModelFields' table sets the others)

    bool has(const QString& k) const { return values.contains(k) && !values.value(k).isNull(); }
    [[noreturn]] void fail(const QString& k, const QString& msg) const
    {
        throw InputError(file, lineOf(k), prefix + k, msg);
    }
    void markRead(const QString& k) const { read.insert(k); }

    QString string(const QString& k, const QString& fallback = QString()) const
    {
        if (!has(k))
            return fallback;
        markRead(k);
        return values.value(k).toString().trimmed();
    }
    double number(const QString& k, double min, double max) const
    {
        if (!has(k))
            fail(k, Tr::tr("missing required field"));
        markRead(k);
        bool ok = false;
        const double v = values.value(k).toString().toDouble(&ok);
        if (!ok)
            fail(k, Tr::tr("expected a number, got \"%1\"").arg(values.value(k).toString()));
        if (v < min || v > max)
            fail(k, Tr::tr("must be between %1 and %2, got %3").arg(min).arg(max).arg(v));
        return v;
    }
    int integer(const QString& k, int min, int max) const
    {
        const double v = number(k, min, max);
        if (v != std::floor(v))
            fail(k, Tr::tr("expected a whole number, got %1").arg(v));
        return static_cast<int>(v);
    }
    int integerOr(const QString& k, int fallback, int min, int max) const
    {
        return has(k) ? integer(k, min, max) : fallback;
    }
    bool flag(const QString& k, bool fallback) const
    {
        if (!has(k))
            return fallback;
        const QString v = string(k).toLower();
        if (v == QLatin1String("true"))
            return true;
        if (v == QLatin1String("false"))
            return false;
        fail(k, Tr::tr("expected true or false, got \"%1\"").arg(string(k)));
    }
    double numberOr(const QString& k, double fallback, double min, double max) const
    {
        return has(k) ? number(k, min, max) : fallback;
    }
    // `key`, or its other name `alias` where only that is given (GPT2Config.attribute_map maps hidden_size to n_embd,
    // ...); both count as read.
    QString either(const char* key, const char* alias) const
    {
        const QString k = QString::fromLatin1(key), a = QString::fromLatin1(alias);
        markRead(k);
        markRead(a);
        return has(k) || !has(a) ? k : a;
    }
    int choice(const QString& k, const QStringList& choices) const
    {
        const int i = choices.indexOf(string(k));
        if (i < 0)
            fail(k, Tr::tr("expected one of %1, got \"%2\"").arg(choices.join(QStringLiteral(", ")), string(k)));
        return i;
    }

    // A config.json's nested object (`text_config`, `quantization_config`); empty where absent or null; fails where
    // the key holds something else.
    QJsonObject object(const QString& k) const
    {
        const QJsonValue v = json.value(k);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isObject())
            fail(k, Tr::tr("expected an object"));
        markRead(k);
        return v.toObject();
    }
    // A config.json's array (`layer_types`, `mlp_only_layers`); empty where absent or null.
    QJsonArray array(const QString& k) const
    {
        const QJsonValue v = json.value(k);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isArray())
            fail(k, Tr::tr("expected a list"));
        markRead(k);
        return v.toArray();
    }
    // The fields of the nested object `k` (a multimodal config's text_config), its errors naming "k.field".
    ConfigFields nested(const QString& k) const;
};

// The fields of a config.json object; `text` is the file's bytes (for the line of a key, searched from `from`).
ConfigFields configFieldsOf(const QJsonObject& obj, const QString& file, const QByteArray& text,
                            const QString& prefix = QString(), int from = 0);

} // namespace tpuplan
