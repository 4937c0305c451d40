// SPDX-License-Identifier: GPL-3.0-or-later
#include "UserCatalogFile.h"

#include "../util/AppPaths.h"
#include "../util/InputError.h"
#include "../util/InputFile.h"
#include "../util/YamlReader.h"
#include "CatalogLoader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(UserCatalogFile)
};

const QLatin1String kImportSourcePrefix("IMPORT-");

QString yamlScalar(const QString& s)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._/+-]*$"));
    static const QStringList reserved = {QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("yes"),
                                         QStringLiteral("no"),   QStringLiteral("on"),    QStringLiteral("off"),
                                         QStringLiteral("null"), QStringLiteral("y"),     QStringLiteral("n")};
    if (plain.match(s).hasMatch() && !reserved.contains(s.toLower()))
        return s;
    QString out = QStringLiteral("\"");
    for (const QChar c : s) {
        if (c == QLatin1Char('"'))
            out += QStringLiteral("\\\"");
        else if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\\\");
        else if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out + QLatin1Char('"');
}

// The shortest decimal text that reads back as exactly `v`.
QString yamlNumber(double v)
{
    for (int decimals = 0; decimals <= 15; ++decimals) {
        QString s = QString::number(v, 'f', decimals);
        if (s.toDouble() == v)
            return s;
    }
    return QString::number(v, 'g', 17);
}

bool isContent(const QString& line)
{
    const QString t = line.trimmed();
    return !t.isEmpty() && !t.startsWith(QLatin1Char('#'));
}

int indentOf(const QString& line)
{
    int i = 0;
    while (i < line.size() && line.at(i) == QLatin1Char(' '))
        ++i;
    return i;
}

// A top-level section of the file ("prices:" and the lines up to the next top-level key).
struct Section
{
    int header = -1; // line index of "key:"
    int end = -1; // one past the last line
    bool found() const { return header >= 0; }
};

Section findSection(const QStringList& lines, const QString& key)
{
    static const QRegularExpression topKey(QStringLiteral("^([A-Za-z_][A-Za-z0-9_-]*)\\s*:(\\s|$)"));
    Section s;
    for (int i = 0; i < lines.size(); ++i) {
        const QString& l = lines[i];
        const bool docMarker = l.startsWith(QLatin1String("---")) || l.startsWith(QLatin1String("..."));
        const auto m = topKey.match(l);
        if (s.found()) {
            if (m.hasMatch() || docMarker) {
                s.end = i;
                return s;
            }
        } else if (m.hasMatch() && m.captured(1) == key) {
            s.header = i;
        }
    }
    if (s.found())
        s.end = lines.size();
    return s;
}

// One entry of a block-style section.
struct Item
{
    int from = 0; // first line of the entry
    int to = 0; // last content line of the entry
    bool ours = false;
};

// The block-style layout of a section, or nullopt when the section is in flow style or laid out in a way this reader
// does not follow (the section is then written anew from its parsed entries).
struct Layout
{
    int indent = 2;
    QVector<Item> items;
    int tailFrom = 0; // comment/blank lines after the last entry
};

std::optional<Layout> blockLayout(const QStringList& lines, const Section& s, bool sequence, int expectedItems)
{
    const QString& header = lines[s.header];
    const QString rest = header.mid(header.indexOf(QLatin1Char(':')) + 1).trimmed();
    if (!rest.isEmpty() && !rest.startsWith(QLatin1Char('#')))
        return std::nullopt; // flow style: "prices: [...]"
    Layout layout;
    int firstContent = -1;
    for (int i = s.header + 1; i < s.end; ++i) {
        if (isContent(lines[i])) {
            firstContent = i;
            break;
        }
    }
    if (firstContent < 0) {
        layout.tailFrom = s.header + 1;
        return expectedItems == 0 ? std::optional<Layout>(layout) : std::nullopt;
    }
    layout.indent = indentOf(lines[firstContent]);
    int lastContent = -1;
    for (int i = firstContent; i < s.end; ++i) {
        const QString& l = lines[i];
        if (!isContent(l))
            continue;
        if (l.startsWith(QLatin1Char('\t')) || l.mid(0, indentOf(l) + 1).contains(QLatin1Char('\t')))
            return std::nullopt;
        const int ind = indentOf(l);
        if (ind < layout.indent)
            return std::nullopt;
        const bool starts = ind == layout.indent && (!sequence || l.at(ind) == QLatin1Char('-'));
        if (ind == layout.indent && !starts)
            return std::nullopt;
        if (starts) {
            Item it;
            it.from = i;
            it.to = i;
            layout.items << it;
        } else {
            layout.items.last().to = i;
        }
        lastContent = i;
    }
    layout.tailFrom = lastContent + 1;
    if (layout.items.size() != expectedItems)
        return std::nullopt;
    // which entries an import wrote
    for (Item& it : layout.items) {
        QStringList text;
        for (int i = it.from; i <= it.to; ++i)
            text << lines[i];
        YAML::Node n;
        try {
            n = YAML::Load(text.join(QLatin1Char('\n')).toStdString());
        } catch (const YAML::Exception&) {
            return std::nullopt;
        }
        if (sequence) {
            if (!n.IsSequence() || n.size() != 1 || !n[0].IsMap())
                return std::nullopt;
            const YAML::Node f = n[0]["imported_from"];
            it.ours = f.IsDefined() && !f.IsNull();
        } else {
            if (!n.IsMap() || n.size() != 1)
                return std::nullopt;
            it.ours = QString::fromStdString(n.begin()->first.Scalar()).startsWith(kImportSourcePrefix);
        }
    }
    return layout;
}

QString flowYaml(const YAML::Node& n)
{
    YAML::Emitter e;
    e.SetMapFormat(YAML::Flow);
    e.SetSeqFormat(YAML::Flow);
    e << n;
    return QString::fromUtf8(e.c_str());
}

} // namespace

QString defaultUserCatalogPath()
{
    return AppPaths::userCatalog();
}

UserCatalogFile::UserCatalogFile(QString path)
    : m_path(std::move(path))
{ }

void UserCatalogFile::load()
{
    m_exists = false;
    m_hasEntries = false;
    m_text.clear();
    m_entries = Catalog();
    QFile f(m_path);
    if (!f.exists())
        return;
    constexpr qint64 kMaxCatalogBytes = qint64(16) * 1024 * 1024;
    m_text = readInputFile(m_path, kMaxCatalogBytes, Tr::tr("a catalog file"));
    m_exists = true;
    const YAML::Node root = parseYamlText(m_text, m_path);
    if (!root.IsDefined() || root.IsNull())
        return;
    CatalogLoader::merge(m_entries, m_text, m_path);
    m_hasEntries = true;
}

QVector<Price> UserCatalogFile::importedPrices() const
{
    QVector<Price> out;
    for (const Price& p : m_entries.prices())
        if (!p.importedFrom.isEmpty())
            out << p;
    return out;
}

QString UserCatalogFile::priceYaml(const Price& p)
{
    QStringList f;
    auto add
        = [&f](const char* key, const QString& value) { f << QString::fromLatin1(key) + QStringLiteral(": ") + value; };
    add("hardware", yamlScalar(p.hardware));
    add("unit", priceUnitId(p.unit));
    add("region", yamlScalar(p.region));
    if (!p.zone.isEmpty())
        add("zone", yamlScalar(p.zone));
    add("pricing", pricingModelId(p.pricing));
    add("usd_per_hour", yamlNumber(p.usdPerHour));
    add("as_of", p.asOf.toString(Qt::ISODate));
    add("source", yamlScalar(p.source));
    if (!p.hostVm.isEmpty())
        add("host_vm", yamlScalar(p.hostVm));
    if (p.sessionLimitHours > 0)
        add("session_limit_hours", yamlNumber(p.sessionLimitHours));
    if (!p.note.isEmpty())
        add("note", yamlScalar(p.note));
    if (!p.importedFrom.isEmpty())
        add("imported_from", yamlScalar(p.importedFrom));
    if (p.importedOn.isValid())
        add("imported_on", p.importedOn.toString(Qt::ISODate));
    return QStringLiteral("{%1}").arg(f.join(QStringLiteral(", ")));
}

QString UserCatalogFile::sourceYaml(const SourceRef& s)
{
    return QStringLiteral("{ref: %1, as_of: %2}").arg(yamlScalar(s.ref), yamlScalar(s.asOf));
}

QByteArray UserCatalogFile::withImport(const PriceImport& import, const PriceDiff& diff) const
{
    // 1. the imported prices after the import
    QMap<QString, Price> rows;
    for (const Price& p : importedPrices())
        rows.insert(priceKey(p), p);
    for (const PriceDiffEntry& e : diff.entries) {
        switch (e.kind) {
        case PriceDiffEntry::Kind::Added:
        case PriceDiffEntry::Kind::Changed:
            rows.insert(e.key(), e.after);
            break;
        case PriceDiffEntry::Kind::Unchanged:
            if (e.detailsChanged || !rows.contains(e.key()))
                rows.insert(e.key(), e.after);
            break;
        case PriceDiffEntry::Kind::Gone:
            rows.remove(e.key());
            break;
        }
    }
    QVector<Price> ordered = rows.values().toVector();
    std::sort(ordered.begin(), ordered.end(), priceOrderLess);

    // 2. the IMPORT-* sources still cited by some entry of the file
    QSet<QString> cited;
    for (const Price& p : ordered)
        cited.insert(p.source);
    for (const Price& p : m_entries.prices())
        if (p.importedFrom.isEmpty())
            cited.insert(p.source);
    for (const Generation& g : m_entries.generations())
        cited.insert(g.source);
    for (const Gpu& g : m_entries.gpus())
        cited.insert(g.source);
    for (const HostVm& h : m_entries.hostVms())
        cited.insert(h.source);
    for (const StorageClass& s : m_entries.storageClasses())
        cited.insert(s.source);
    QMap<QString, SourceRef> sources;
    for (const SourceRef& s : m_entries.sources())
        if (s.key.startsWith(kImportSourcePrefix) && cited.contains(s.key))
            sources.insert(s.key, s);
    if (cited.contains(import.source.key))
        sources.insert(import.source.key, import.source);

    // 3. the text
    const QString original = QString::fromUtf8(m_text);
    const bool crlf = original.contains(QLatin1String("\r\n"));
    QStringList lines;
    if (!original.isEmpty()) {
        lines = original.split(QLatin1Char('\n'));
        if (lines.last().isEmpty())
            lines.removeLast(); // the text ended with a line break
        for (QString& l : lines)
            if (l.endsWith(QLatin1Char('\r')))
                l.chop(1);
    }
    const YAML::Node root = m_hasEntries ? YAML::Load(m_text.toStdString()) : YAML::Node();

    struct Plan
    {
        Section section;
        std::optional<Layout> layout;
        QStringList generated;
        QStringList userEntries; // flow fallback: the user's own entries, written anew
    };
    auto plan = [&](const char* key, bool sequence, const QStringList& generated) {
        Plan p;
        p.section = findSection(lines, QString::fromLatin1(key));
        p.generated = generated;
        const YAML::Node node = m_hasEntries ? root[key] : YAML::Node();
        const bool present = node.IsDefined() && !node.IsNull();
        if (present && !p.section.found())
            throw InputError(m_path, 0, QString::fromLatin1(key),
                             Tr::tr("cannot update this section: write \"%1:\" at the start of a line, unquoted")
                                 .arg(QString::fromLatin1(key)));
        if (!p.section.found())
            return p;
        const int expected = present ? static_cast<int>(node.size()) : 0;
        p.layout = blockLayout(lines, p.section, sequence, expected);
        if (!p.layout && present) {
            // rewrite the section from its parsed entries (comments inside it are lost)
            if (sequence) {
                for (const YAML::Node& item : node) {
                    const YAML::Node f = item.IsMap() ? item["imported_from"] : YAML::Node();
                    if (!(f.IsDefined() && !f.IsNull()))
                        p.userEntries << QStringLiteral("- ") + flowYaml(item);
                }
            } else {
                for (auto it = node.begin(); it != node.end(); ++it) {
                    const QString k = QString::fromStdString(it->first.Scalar());
                    if (!k.startsWith(kImportSourcePrefix))
                        p.userEntries << yamlScalar(k) + QStringLiteral(": ") + flowYaml(it->second);
                }
            }
        }
        return p;
    };
    QStringList sourceLines;
    for (const SourceRef& s : sources)
        sourceLines << yamlScalar(s.key) + QStringLiteral(": ") + sourceYaml(s);
    QStringList priceLines;
    for (const Price& p : ordered)
        priceLines << QStringLiteral("- ") + priceYaml(p);
    const Plan sourcesPlan = plan("sources", false, sourceLines);
    const Plan pricesPlan = plan("prices", true, priceLines);

    QStringList out;
    if (!m_exists || !m_hasEntries) {
        if (lines.isEmpty()) {
            out << QStringLiteral(
                "# TPU Planner user catalog: merged over the built-in catalog; an entry with the same key")
                << QStringLiteral("# replaces the built-in one. Rows with imported_from were written by a price import")
                << QStringLiteral("# (tpuplan catalog import); importing the same file again replaces them.");
        }
    }
    auto emitSection = [&](const Plan& p) {
        const Section& s = p.section;
        if (p.layout) {
            const QString pad(p.layout->indent, QLatin1Char(' '));
            out << lines[s.header];
            int cursor = s.header + 1;
            for (const Item& it : p.layout->items) {
                for (int i = cursor; i < it.from; ++i)
                    out << lines[i]; // comments in front of the entry stay, even where the entry goes
                if (!it.ours)
                    for (int i = it.from; i <= it.to; ++i)
                        out << lines[i];
                cursor = it.to + 1;
            }
            for (const QString& g : p.generated)
                out << pad + g;
            for (int i = cursor; i < s.end; ++i)
                out << lines[i];
        } else {
            out << lines[s.header].left(lines[s.header].indexOf(QLatin1Char(':')) + 1);
            for (const QString& u : p.userEntries)
                out << QStringLiteral("  ") + u;
            for (const QString& g : p.generated)
                out << QStringLiteral("  ") + g;
        }
    };
    for (int i = 0; i < lines.size();) {
        if (i == sourcesPlan.section.header) {
            emitSection(sourcesPlan);
            i = sourcesPlan.section.end;
        } else if (i == pricesPlan.section.header) {
            emitSection(pricesPlan);
            i = pricesPlan.section.end;
        } else {
            out << lines[i++];
        }
    }
    if (!sourcesPlan.section.found() && !sourceLines.isEmpty()) {
        out << QStringLiteral("sources:");
        for (const QString& g : sourceLines)
            out << QStringLiteral("  ") + g;
    }
    if (!pricesPlan.section.found() && !priceLines.isEmpty()) {
        out << QStringLiteral("prices:");
        for (const QString& g : priceLines)
            out << QStringLiteral("  ") + g;
    }
    const QString eol = crlf ? QStringLiteral("\r\n") : QStringLiteral("\n");
    return (out.join(eol) + eol).toUtf8();
}

void UserCatalogFile::write(const QString& path, const QByteArray& text)
{
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        throw InputError(path, 0, QString(), Tr::tr("cannot create the folder %1").arg(info.absolutePath()));
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        throw InputError(path, 0, QString(), Tr::tr("cannot write the catalog file: %1").arg(f.errorString()));
    if (f.write(text) != text.size()) {
        const QString why = f.errorString();
        f.cancelWriting();
        throw InputError(path, 0, QString(), Tr::tr("cannot write the catalog file: %1").arg(why));
    }
    if (!f.commit())
        throw InputError(path, 0, QString(), Tr::tr("cannot write the catalog file: %1").arg(f.errorString()));
}

} // namespace tpuplan
