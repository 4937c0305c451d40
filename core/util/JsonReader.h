// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to core: a small JSON reader that keeps the line of every value and object key, so that messages about
// an imported file can name the line (QJsonDocument only reports a byte offset, and only for syntax errors).

#include <QString>

#include <vector>

namespace tpuplan {

struct JsonMember;

struct JsonNode
{
    enum class Type { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    int line = 0; // 1-based line where the value starts
    bool boolean = false;
    double number = 0;
    QString string;
    std::vector<JsonNode> items; // Array
    std::vector<JsonMember> members; // Object, in file order (duplicate keys are kept)

    bool isObject() const { return type == Type::Object; }
    QString typeName() const;
};

struct JsonMember
{
    QString key;
    int line = 0; // line of the key
    JsonNode value;
};

// Parses one JSON document (RFC 8259). Throws InputError naming `file` and the line on a syntax error, on nesting
// deeper than 64 levels, or on text after the document.
JsonNode parseJson(const QString& text, const QString& file);

} // namespace tpuplan
