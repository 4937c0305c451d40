// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonReader.h"

#include "InputError.h"

#include <QCoreApplication>

#include <cmath>

namespace tpuplan {

QString JsonNode::typeName() const
{
    switch (type) {
    case Type::Null:
        return QStringLiteral("null");
    case Type::Bool:
        return QStringLiteral("true/false");
    case Type::Number:
        return QStringLiteral("a number");
    case Type::String:
        return QStringLiteral("a string");
    case Type::Array:
        return QStringLiteral("a list");
    case Type::Object:
        return QStringLiteral("an object");
    }
    return QString();
}

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(JsonReader)
};

class Parser
{
public:
    Parser(const QString& text, const QString& file)
        : m_text(text)
        , m_file(file)
    { }

    JsonNode document()
    {
        skipSpace();
        if (atEnd())
            fail(Tr::tr("the file holds no JSON value"));
        JsonNode root = value(0);
        skipSpace();
        if (!atEnd())
            fail(Tr::tr("unexpected text after the end of the JSON document"));
        return root;
    }

private:
    static constexpr int kMaxDepth = 64;

    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_text.at(m_pos); }

    [[noreturn]] void fail(const QString& message) const
    {
        throw InputError(m_file, m_line, QString(), Tr::tr("not valid JSON: %1").arg(message));
    }

    void skipSpace()
    {
        while (!atEnd()) {
            const QChar c = m_text.at(m_pos);
            if (c == QLatin1Char('\n'))
                ++m_line;
            else if (c != QLatin1Char(' ') && c != QLatin1Char('\t') && c != QLatin1Char('\r'))
                return;
            ++m_pos;
        }
    }

    void expect(QChar c)
    {
        if (peek() != c)
            fail(atEnd() ? Tr::tr("the file ends early (expected \"%1\")").arg(QString(c))
                         : Tr::tr("expected \"%1\", found \"%2\"").arg(QString(c), QString(peek())));
        ++m_pos;
    }

    JsonNode value(int depth)
    {
        if (depth > kMaxDepth)
            fail(Tr::tr("nesting deeper than %1 levels").arg(kMaxDepth));
        JsonNode n;
        n.line = m_line;
        const QChar c = peek();
        if (c == QLatin1Char('{')) {
            n.type = JsonNode::Type::Object;
            ++m_pos;
            skipSpace();
            if (peek() == QLatin1Char('}')) {
                ++m_pos;
                return n;
            }
            for (;;) {
                skipSpace();
                if (peek() != QLatin1Char('"'))
                    fail(atEnd() ? Tr::tr("the file ends inside an object")
                                 : Tr::tr("expected a key in double quotes"));
                JsonMember m;
                m.line = m_line;
                m.key = string();
                skipSpace();
                expect(QLatin1Char(':'));
                skipSpace();
                m.value = value(depth + 1);
                n.members.push_back(std::move(m));
                skipSpace();
                if (peek() == QLatin1Char(',')) {
                    ++m_pos;
                    continue;
                }
                if (peek() != QLatin1Char('}'))
                    fail(atEnd() ? Tr::tr("the file ends inside an object")
                                 : Tr::tr("expected \",\" or \"}\" after a value, found \"%1\"").arg(QString(peek())));
                ++m_pos;
                return n;
            }
        }
        if (c == QLatin1Char('[')) {
            n.type = JsonNode::Type::Array;
            ++m_pos;
            skipSpace();
            if (peek() == QLatin1Char(']')) {
                ++m_pos;
                return n;
            }
            for (;;) {
                skipSpace();
                n.items.push_back(value(depth + 1));
                skipSpace();
                if (peek() == QLatin1Char(',')) {
                    ++m_pos;
                    continue;
                }
                if (peek() != QLatin1Char(']'))
                    fail(atEnd() ? Tr::tr("the file ends inside a list")
                                 : Tr::tr("expected \",\" or \"]\" after a value, found \"%1\"").arg(QString(peek())));
                ++m_pos;
                return n;
            }
        }
        if (c == QLatin1Char('"')) {
            n.type = JsonNode::Type::String;
            n.string = string();
            return n;
        }
        if (c == QLatin1Char('-') || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))) {
            n.type = JsonNode::Type::Number;
            n.number = number();
            return n;
        }
        for (const char* word : {"true", "false", "null"}) {
            const QLatin1String w(word);
            if (m_text.midRef(m_pos, w.size()) == w) {
                m_pos += w.size();
                n.type = word[0] == 'n' ? JsonNode::Type::Null : JsonNode::Type::Bool;
                n.boolean = word[0] == 't';
                return n;
            }
        }
        if (atEnd())
            fail(Tr::tr("the file ends where a value is expected"));
        fail(Tr::tr("unexpected \"%1\" where a value is expected").arg(QString(c)));
    }

    QString string()
    {
        expect(QLatin1Char('"'));
        QString out;
        for (;;) {
            if (atEnd())
                fail(Tr::tr("a string is never closed"));
            const QChar c = m_text.at(m_pos++);
            if (c == QLatin1Char('"'))
                return out;
            if (c == QLatin1Char('\n'))
                fail(Tr::tr("a line break inside a string"));
            if (c.unicode() < 0x20)
                fail(Tr::tr("a control character inside a string"));
            if (c != QLatin1Char('\\')) {
                out += c;
                continue;
            }
            if (atEnd())
                fail(Tr::tr("a string is never closed"));
            const QChar e = m_text.at(m_pos++);
            switch (e.unicode()) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += QLatin1Char('\b');
                break;
            case 'f':
                out += QLatin1Char('\f');
                break;
            case 'n':
                out += QLatin1Char('\n');
                break;
            case 'r':
                out += QLatin1Char('\r');
                break;
            case 't':
                out += QLatin1Char('\t');
                break;
            case 'u': {
                bool ok = false;
                const ushort code = m_text.midRef(m_pos, 4).toUShort(&ok, 16);
                if (!ok || m_text.midRef(m_pos, 4).size() != 4)
                    fail(Tr::tr("\\u must be followed by four hexadecimal digits"));
                m_pos += 4;
                out += QChar(code);
                break;
            }
            default:
                fail(Tr::tr("unknown escape \\%1 in a string").arg(QString(e)));
            }
        }
    }

    double number()
    {
        const int start = m_pos;
        auto digits = [this]() {
            int count = 0;
            while (!atEnd() && peek() >= QLatin1Char('0') && peek() <= QLatin1Char('9')) {
                ++m_pos;
                ++count;
            }
            return count;
        };
        if (peek() == QLatin1Char('-'))
            ++m_pos;
        if (digits() == 0)
            fail(Tr::tr("a number needs digits"));
        if (peek() == QLatin1Char('.')) {
            ++m_pos;
            if (digits() == 0)
                fail(Tr::tr("a number needs digits after the decimal point"));
        }
        if (peek() == QLatin1Char('e') || peek() == QLatin1Char('E')) {
            ++m_pos;
            if (peek() == QLatin1Char('+') || peek() == QLatin1Char('-'))
                ++m_pos;
            if (digits() == 0)
                fail(Tr::tr("a number needs digits in its exponent"));
        }
        bool ok = false;
        const double v = m_text.midRef(start, m_pos - start).toDouble(&ok);
        if (!ok || !std::isfinite(v))
            fail(Tr::tr("the number %1 is out of range").arg(m_text.mid(start, m_pos - start)));
        return v;
    }

    const QString& m_text;
    const QString& m_file;
    int m_pos = 0;
    int m_line = 1;
};

} // namespace

JsonNode parseJson(const QString& text, const QString& file)
{
    return Parser(text, file).document();
}

} // namespace tpuplan
