// SPDX-License-Identifier: GPL-3.0-or-later
#include "YamlReader.h"

#include "InputFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace tpuplan {

namespace {
QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

// yaml-cpp recurses once per nesting level; a hostile file nested thousands deep would exhaust the stack.
void checkNesting(const QByteArray& text, const QString& file)
{
    int depth = 0;
    int line = 1;
    constexpr int kMaxDepth = 64;
    for (char c : text) {
        if (c == '\n')
            ++line;
        else if (c == '[' || c == '{') {
            if (++depth > kMaxDepth)
                throw InputError(
                    file, line, QString(),
                    QCoreApplication::translate("YamlReader", "nesting deeper than %1 levels").arg(kMaxDepth));
        } else if ((c == ']' || c == '}') && depth > 0)
            --depth;
    }
}
} // namespace

YAML::Node parseYamlText(const QByteArray& text, const QString& file)
{
    checkNesting(text, file);
    try {
        return YAML::Load(text.toStdString());
    } catch (const YAML::Exception& e) {
        throw InputError(file, e.mark.line >= 0 ? e.mark.line + 1 : 0, QString(),
                         QCoreApplication::translate("YamlReader", "not valid YAML: %1").arg(qs(e.msg)));
    }
}

YAML::Node parseYamlFile(const QString& path, qint64 maxBytes)
{
    return parseYamlText(readInputFile(path, maxBytes, QCoreApplication::translate("YamlReader", "a YAML file")), path);
}

int yamlLine(const YAML::Node& node)
{
    const int l = node.Mark().line;
    return l >= 0 ? l + 1 : 0;
}

YamlMap::YamlMap(const YAML::Node& node, QString file, QString context)
    : m_node(node)
    , m_file(std::move(file))
    , m_context(std::move(context))
{
    if (!m_node.IsMap())
        throw InputError(m_file, yamlLine(m_node), m_context,
                         QCoreApplication::translate("YamlReader", "expected a mapping of keys to values"));
}

QString YamlMap::fieldName(const char* key) const
{
    return m_context.isEmpty() ? QString::fromUtf8(key) : m_context + QLatin1Char('.') + QString::fromUtf8(key);
}

void YamlMap::fail(const char* key, const QString& message) const
{
    throw InputError(m_file, key ? lineOf(key) : line(), key ? fieldName(key) : m_context, message);
}

int YamlMap::lineOf(const char* key) const
{
    for (auto it = m_node.begin(); it != m_node.end(); ++it) {
        if (it->first.IsScalar() && it->first.Scalar() == key)
            return yamlLine(it->first);
    }
    return line();
}

void YamlMap::rejectUnknownKeys(std::initializer_list<const char*> known) const
{
    QStringList names;
    for (const char* kn : known)
        names << QString::fromUtf8(kn);
    rejectUnknownKeys(names);
}

void YamlMap::rejectUnknownKeys(const QStringList& known) const
{
    for (auto it = m_node.begin(); it != m_node.end(); ++it) {
        const std::string k = it->first.IsScalar() ? it->first.Scalar() : std::string();
        if (!known.contains(qs(k))) {
            const QString field = m_context.isEmpty() ? qs(k) : m_context + QLatin1Char('.') + qs(k);
            throw InputError(m_file, yamlLine(it->first), field,
                             QCoreApplication::translate("YamlReader", "unknown key (expected one of: %1)")
                                 .arg(known.join(QStringLiteral(", "))));
        }
    }
}

bool YamlMap::has(const char* key) const
{
    const YAML::Node n = m_node[key];
    return n.IsDefined() && !n.IsNull();
}

QString YamlMap::requiredString(const char* key) const
{
    if (!has(key))
        fail(key, QCoreApplication::translate("YamlReader", "missing required field"));
    return optionalString(key);
}

QString YamlMap::optionalString(const char* key, const QString& fallback) const
{
    if (!has(key))
        return fallback;
    const YAML::Node n = m_node[key];
    if (!n.IsScalar())
        fail(key, QCoreApplication::translate("YamlReader", "expected a single value"));
    QString v = qs(n.Scalar()).trimmed();
    if (v.isEmpty())
        fail(key, QCoreApplication::translate("YamlReader", "must not be empty"));
    return v;
}

double YamlMap::number(const char* key, double min, double max, bool minExclusive) const
{
    const YAML::Node n = m_node[key];
    if (!n.IsScalar())
        fail(key, QCoreApplication::translate("YamlReader", "expected a number"));
    bool ok = false;
    const double v = qs(n.Scalar()).trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        fail(key, QCoreApplication::translate("YamlReader", "expected a number, got \"%1\"").arg(qs(n.Scalar())));
    if (minExclusive ? v <= min : v < min)
        fail(key,
             minExclusive ? QCoreApplication::translate("YamlReader", "must be greater than %1, got %2").arg(min).arg(v)
                          : QCoreApplication::translate("YamlReader", "must be at least %1, got %2").arg(min).arg(v));
    if (v > max)
        fail(key, QCoreApplication::translate("YamlReader", "must be at most %1, got %2").arg(max).arg(v));
    return v;
}

double YamlMap::requiredNumber(const char* key, double min, double max, bool minExclusive) const
{
    if (!has(key))
        fail(key, QCoreApplication::translate("YamlReader", "missing required field"));
    return number(key, min, max, minExclusive);
}

double YamlMap::optionalNumber(const char* key, double fallback, double min, double max, bool minExclusive) const
{
    return has(key) ? number(key, min, max, minExclusive) : fallback;
}

int YamlMap::requiredInt(const char* key, int min, int max) const
{
    const double v = requiredNumber(key, min, max);
    if (v != std::floor(v))
        fail(key, QCoreApplication::translate("YamlReader", "expected a whole number, got %1").arg(v));
    return static_cast<int>(v);
}

int YamlMap::optionalInt(const char* key, int fallback, int min, int max) const
{
    return has(key) ? requiredInt(key, min, max) : fallback;
}

bool YamlMap::optionalBool(const char* key, bool fallback) const
{
    if (!has(key))
        return fallback;
    const QString v = optionalString(key).toLower();
    if (v == QLatin1String("true") || v == QLatin1String("yes") || v == QLatin1String("on"))
        return true;
    if (v == QLatin1String("false") || v == QLatin1String("no") || v == QLatin1String("off"))
        return false;
    fail(key, QCoreApplication::translate("YamlReader", "expected true or false, got \"%1\"").arg(v));
}

QDate YamlMap::requiredDate(const char* key) const
{
    if (!has(key))
        fail(key, QCoreApplication::translate("YamlReader", "missing required field (a date, YYYY-MM-DD)"));
    const QString v = optionalString(key);
    const QDate d = QDate::fromString(v, Qt::ISODate);
    if (!d.isValid())
        fail(key, QCoreApplication::translate("YamlReader", "expected a date YYYY-MM-DD, got \"%1\"").arg(v));
    return d;
}

QStringList YamlMap::optionalStringList(const char* key) const
{
    QStringList out;
    if (!has(key))
        return out;
    const YAML::Node n = m_node[key];
    if (n.IsScalar())
        return {optionalString(key)};
    if (!n.IsSequence())
        fail(key, QCoreApplication::translate("YamlReader", "expected a list"));
    for (const auto& item : n) {
        if (!item.IsScalar())
            fail(key, QCoreApplication::translate("YamlReader", "expected a list of values"));
        out << qs(item.Scalar()).trimmed();
    }
    return out;
}

} // namespace tpuplan
