// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to core: strict, line-aware access to yaml-cpp nodes. Every error names the file, the line and the field.

#include "InputError.h"

#include <QDate>
#include <QString>
#include <QStringList>
#include <yaml-cpp/yaml.h>

#include <initializer_list>
#include <limits>

namespace tpuplan {

// Parses a whole document; a syntax error becomes an InputError with the line yaml-cpp reports.
YAML::Node parseYamlText(const QByteArray& text, const QString& file);
// Reads a file (refusing files over maxBytes) and parses it.
YAML::Node parseYamlFile(const QString& path, qint64 maxBytes = qint64(16) * 1024 * 1024);

int yamlLine(const YAML::Node& node);

class YamlMap
{
public:
    // `context` prefixes field names in messages, e.g. "slices[3]".
    YamlMap(const YAML::Node& node, QString file, QString context);

    void rejectUnknownKeys(std::initializer_list<const char*> known) const;
    void rejectUnknownKeys(const QStringList& known) const;
    bool has(const char* key) const;
    int line() const { return yamlLine(m_node); }
    int lineOf(const char* key) const;
    QString fieldName(const char* key) const;
    const YAML::Node& node() const { return m_node; }
    YAML::Node child(const char* key) const { return m_node[key]; }

    QString requiredString(const char* key) const;
    QString optionalString(const char* key, const QString& fallback = QString()) const;
    double requiredNumber(const char* key, double min, double max, bool minExclusive = false) const;
    double optionalNumber(const char* key, double fallback, double min, double max, bool minExclusive = false) const;
    int requiredInt(const char* key, int min, int max) const;
    int optionalInt(const char* key, int fallback, int min, int max) const;
    bool optionalBool(const char* key, bool fallback) const;
    QDate requiredDate(const char* key) const;
    QStringList optionalStringList(const char* key) const;

    [[noreturn]] void fail(const char* key, const QString& message) const;

private:
    double number(const char* key, double min, double max, bool minExclusive) const;

    YAML::Node m_node;
    QString m_file;
    QString m_context;
};

} // namespace tpuplan
