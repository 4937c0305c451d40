// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConfigFields.h"

#include "../util/InputFile.h"

namespace tpuplan {

ConfigFields configFieldsOf(const QJsonObject& obj, const QString& file, const QByteArray& text, const QString& prefix,
                            int from)
{
    ConfigFields f;
    f.file = file;
    f.prefix = prefix;
    f.json = obj;
    f.text = text;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        const QJsonValue v = it.value();
        if (v.isString())
            f.values.insert(it.key(), v.toString());
        else if (v.isDouble())
            f.values.insert(it.key(), QString::number(v.toDouble(), 'g', 17));
        else if (v.isBool())
            f.values.insert(it.key(), v.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
        else if (v.isNull())
            f.values.insert(it.key(), QVariant());
        else
            f.values.insert(it.key(), QStringLiteral("<structured>"));
    }
    f.lineOf = [text, from](const QString& k) {
        const int at = text.indexOf(QByteArray("\"") + k.toUtf8() + QByteArray("\""), from);
        return at < 0 ? 0 : lineOfOffset(text, at);
    };
    return f;
}

ConfigFields ConfigFields::nested(const QString& k) const
{
    const QJsonObject obj = object(k);
    const int at = text.indexOf(QByteArray("\"") + k.toUtf8() + QByteArray("\""));
    return configFieldsOf(obj, file, text, prefix + k + QLatin1Char('.'), std::max(0, at));
}

} // namespace tpuplan
