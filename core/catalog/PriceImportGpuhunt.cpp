// SPDX-License-Identifier: GPL-3.0-or-later
// The gpuhunt JSON catalog reader.
#include "PriceImportMapper.h"

#include "../util/CsvReader.h"
#include "../util/InputError.h"
#include "../util/JsonReader.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace tpuplan::priceimport {

void Mapper::readGpuhunt(const QString& text)
{
    const JsonNode root = parseJson(text, m_file);
    if (!root.isObject())
        throw InputError(
            m_file, root.line, QString(),
            Tr::tr("expected an object of TPU families (\"TPU v5e\": {region: prices}), got %1").arg(root.typeName()));
    if (root.members.empty())
        throw InputError(m_file, root.line, QString(), Tr::tr("the file lists no TPU families"));
    static const QRegularExpression familyRx(QStringLiteral("^TPU\\s+(v\\d+[a-z]*)(?:\\s+(device|pod))?$"),
                                             QRegularExpression::CaseInsensitiveOption);
    // which generations have a separate "device" family: their "pod" prices then cover the multi-host slices only
    QSet<QString> withDevice;
    for (const JsonMember& fam : root.members) {
        const auto m = familyRx.match(fam.key.trimmed());
        if (m.hasMatch() && m.captured(2).toLower() == QLatin1String("device"))
            withDevice.insert(generationOf(m.captured(1)));
    }
    QVector<Cell> cells;
    QSet<QString> reportedColumns;
    for (const JsonMember& fam : root.members) {
        if (!fam.value.isObject())
            throw InputError(m_file, fam.line, fam.key,
                             Tr::tr("expected an object of regions, got %1").arg(fam.value.typeName()));
        const auto m = familyRx.match(fam.key.trimmed());
        const QString gen = m.hasMatch() ? generationOf(m.captured(1)) : QString();
        const QString kind = m.captured(2).toLower();
        QStringList targets;
        if (!gen.isEmpty()) {
            if (kind == QLatin1String("device") || (kind == QLatin1String("pod") && withDevice.contains(gen))) {
                for (const Slice& s : m_catalog.slices()) {
                    if (s.generation != gen)
                        continue;
                    const bool singleHost = m_catalog.device(s.name)->hosts == 1;
                    if (singleHost == (kind == QLatin1String("device")))
                        targets << s.name;
                }
            } else {
                targets << gen;
            }
        }
        if (targets.isEmpty()) {
            issue(Kind::Unmapped, Reason::UnknownFamily, fam.line, fam.key,
                  gen.isEmpty() ? Tr::tr("no TPU generation in the catalog matches this family")
                                : Tr::tr("the catalog has no %1 slices for this family").arg(gen));
        }
        for (const JsonMember& reg : fam.value.members) {
            const QString item = QStringLiteral("%1 / %2").arg(fam.key, reg.key);
            if (!reg.value.isObject())
                throw InputError(m_file, reg.line, QStringLiteral("%1.%2").arg(fam.key, reg.key),
                                 Tr::tr("expected an object of prices, got %1").arg(reg.value.typeName()));
            struct Value
            {
                PricingModel pricing;
                double usd;
                int line;
            };
            QVector<Value> values;
            for (const JsonMember& c : reg.value.members) {
                const QString field = QStringLiteral("%1.%2.%3").arg(fam.key, reg.key, c.key);
                if (c.key.compare(QLatin1String("Location"), Qt::CaseInsensitive) == 0)
                    continue;
                const std::optional<PricingModel> pricing = columnModel(c.key);
                double usd = 0;
                if (c.value.type == JsonNode::Type::Null)
                    continue;
                if (c.value.type == JsonNode::Type::Number) {
                    usd = c.value.number;
                } else if (c.value.type == JsonNode::Type::String) {
                    bool ok = false;
                    usd = c.value.string.trimmed().toDouble(&ok);
                    if (!ok || !std::isfinite(usd))
                        throw InputError(m_file, c.line, field,
                                         Tr::tr("expected a number, got \"%1\"").arg(c.value.string));
                } else {
                    throw InputError(m_file, c.line, field,
                                     Tr::tr("expected a number, got %1").arg(c.value.typeName()));
                }
                if (usd < 0)
                    throw InputError(m_file, c.line, field, Tr::tr("a price cannot be negative, got %1").arg(usd));
                if (!pricing) {
                    if (!reportedColumns.contains(c.key)) {
                        reportedColumns.insert(c.key);
                        issue(Kind::Unmapped, Reason::UnknownColumn, c.line, c.key,
                              Tr::tr("no pricing model for this column; its values are not imported"));
                    }
                    continue;
                }
                ++records;
                values << Value{*pricing, usd, c.line};
            }
            if (targets.isEmpty() || !checkRegion(reg.key, reg.line, item))
                continue;
            double onDemand = -1;
            for (const Value& v : values)
                if (v.pricing == PricingModel::OnDemand)
                    onDemand = v.usd;
            for (const Value& v : values)
                cells << Cell{targets, reg.key, v.pricing, v.usd, v.line, item, onDemand};
        }
    }
    // gpuhunt's Spot column has held per-slice figures and relabelled commitment prices (b707e743): when any spot
    // price is not below the on-demand price of its entry, the whole column is distrusted.
    int badSpotLine = 0;
    for (const Cell& c : cells)
        if (c.pricing == PricingModel::Spot && c.onDemand > 0 && c.usd >= c.onDemand && badSpotLine == 0)
            badSpotLine = c.line;
    for (const Cell& c : cells) {
        if (c.pricing == PricingModel::Spot && badSpotLine > 0) {
            issue(
                Kind::Rejected, c.line == badSpotLine ? Reason::SpotNotDiscounted : Reason::InconsistentColumn, c.line,
                c.item,
                c.line == badSpotLine
                    ? Tr::tr("spot: %1/h is not below the on-demand %2/h, so the file's Spot column is not used")
                          .arg(money(c.usd), money(c.onDemand))
                    : Tr::tr("spot: not used, the file's Spot column is inconsistent (see line %1)").arg(badSpotLine));
            continue;
        }
        if (!checkValue(c.usd, c.usd, true, c.line, c.item, c.pricing))
            continue;
        for (const QString& t : c.targets)
            add(t, PriceUnit::Chip, c.region, QString(), c.pricing, c.usd, 1, c.line, c.item);
    }
}

} // namespace tpuplan::priceimport
