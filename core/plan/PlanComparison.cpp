// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanComparison.h"

#include "PlanFields.h"

#include "util/Format.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>
#include <functional>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PlanComparison)
};

// A value of one input: the exact form decides "differs", the display form is what people read.
struct Value
{
    QString exact;
    QString shown;
};

class Rows
{
public:
    Rows(QVector<ComparisonRow>& rows, const QLocale& locale)
        : m_rows(rows)
        , m_locale(locale)
    { }

    void section(const QString& title) { m_section = title; }

    void add(const QString& key, const QString& label, const Value& a, const Value& b)
    {
        ComparisonRow r;
        r.section = m_section;
        r.key = key;
        r.label = label;
        r.a = a.shown;
        r.b = b.shown;
        r.differs = a.exact != b.exact;
        m_rows.append(r);
    }

    Value number(double v) const
    {
        const QString exact = QString::number(v, 'g', 17);
        if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 1e15)
            return {exact, m_locale.toString(qint64(v))};
        return {exact, m_locale.toString(v, 'g', QLocale::FloatingPointShortest)};
    }
    // 0 means "no limit" for deadlines and budgets.
    Value numberOrNone(double v) const { return v == 0 ? Value{QStringLiteral("0"), Tr::tr("none")} : number(v); }
    Value usdOrNone(double v) const
    {
        return v == 0 ? Value{QStringLiteral("0"), Tr::tr("none")} : Value{number(v).exact, formatUsd(v, m_locale)};
    }
    Value percent(double share) const
    {
        return {number(share).exact,
                m_locale.toString(share * 100, 'g', QLocale::FloatingPointShortest) + m_locale.percent()};
    }
    static Value text(const QString& s) { return {s, s}; }
    static Value flag(bool b)
    {
        return {b ? QStringLiteral("1") : QStringLiteral("0"), b ? Tr::tr("yes") : Tr::tr("no")};
    }
    // The lists of a plan are sets: the same items in another order are the same input.
    static Value list(const QStringList& items, const QString& whenEmpty)
    {
        QStringList sorted = items;
        sorted.sort();
        sorted.removeDuplicates();
        return {sorted.join(QLatin1Char('\n')), items.isEmpty() ? whenEmpty : items.join(QStringLiteral(", "))};
    }
    static Value notApplicable() { return {QString(), Tr::tr("n/a")}; }

private:
    QVector<ComparisonRow>& m_rows;
    const QLocale& m_locale;
    QString m_section;
};

QString attentionText(AttentionKind k)
{
    return k == AttentionKind::BlockSparse ? Tr::tr("block-sparse") : Tr::tr("full");
}

QString runLengthText(RunLength r)
{
    switch (r) {
    case RunLength::Steps:
        return Tr::tr("steps");
    case RunLength::Tokens:
        return Tr::tr("tokens");
    case RunLength::Epochs:
        return Tr::tr("epochs");
    }
    return QString();
}

// One row per generation or GPU that either plan overrides; one "default" row when neither does.
void addEfficiency(Rows& rows, const PlanField& f, const PlanInput& a, const PlanInput& b)
{
    QStringList keys = a.efficiencyOverride.keys() + b.efficiencyOverride.keys();
    keys.removeDuplicates();
    keys.sort();
    if (keys.isEmpty())
        rows.add(QString::fromLatin1(f.key), f.translatedLabel(), Value{QString(), Tr::tr("default")},
                 Value{QString(), Tr::tr("default")});
    for (const QString& k : keys) {
        auto get = [&](const PlanInput& p) {
            return p.efficiencyOverride.contains(k) ? rows.percent(p.efficiencyOverride.value(k))
                                                    : Value{QString(), Tr::tr("default")};
        };
        rows.add(QString::fromLatin1(f.key) + QLatin1Char('.') + k, Tr::tr("Efficiency (MFU), %1").arg(k), get(a),
                 get(b));
    }
}

void addInputs(QVector<ComparisonRow>& out, const PlanInput& a, const PlanInput& b, const QLocale& locale)
{
    Rows rows(out, locale);
    auto both = [&](const char* key, const QString& label, auto get) {
        rows.add(QString::fromLatin1(key), label, get(a), get(b));
    };

    rows.section(Tr::tr("Model"));
    both("model.ref", Tr::tr("Model"),
         [](const PlanInput& p) { return Rows::text(p.modelRef.isEmpty() ? p.model.id : p.modelRef); });
    both("model.name", Tr::tr("Name"), [](const PlanInput& p) { return Rows::text(p.model.name); });
    both("model.type", Tr::tr("Model type"), [](const PlanInput& p) { return Rows::text(p.model.modelType); });
    both("model.parameters", Tr::tr("Parameters (encoder)"),
         [&](const PlanInput& p) { return rows.number(double(modelParameters(p.model))); });
    both("model.vocab_size", Tr::tr("Vocabulary size"),
         [&](const PlanInput& p) { return rows.number(p.model.vocabSize); });
    both("model.hidden_size", Tr::tr("Hidden size"),
         [&](const PlanInput& p) { return rows.number(p.model.hiddenSize); });
    both("model.layers", Tr::tr("Layers"), [&](const PlanInput& p) { return rows.number(p.model.layers); });
    both("model.heads", Tr::tr("Attention heads"), [&](const PlanInput& p) { return rows.number(p.model.heads); });
    both("model.intermediate_size", Tr::tr("Intermediate size"),
         [&](const PlanInput& p) { return rows.number(p.model.intermediateSize); });
    both("model.max_positions", Tr::tr("Position embeddings"),
         [&](const PlanInput& p) { return rows.number(p.model.maxPositions); });
    both("model.type_vocab_size", Tr::tr("Token types"),
         [&](const PlanInput& p) { return rows.number(p.model.typeVocabSize); });
    both("model.activation", Tr::tr("Activation"), [](const PlanInput& p) { return Rows::text(p.model.activation); });
    both("model.hidden_dropout", Tr::tr("Hidden dropout"),
         [&](const PlanInput& p) { return rows.number(p.model.hiddenDropout); });
    both("model.attention_dropout", Tr::tr("Attention dropout"),
         [&](const PlanInput& p) { return rows.number(p.model.attentionDropout); });
    both("model.attention", Tr::tr("Attention"),
         [](const PlanInput& p) { return Rows::text(attentionText(p.model.attention)); });
    auto sparse = [](const PlanInput& p) { return p.model.attention == AttentionKind::BlockSparse; };
    both("model.block_size", Tr::tr("Block size"),
         [&](const PlanInput& p) { return sparse(p) ? rows.number(p.model.blockSize) : Rows::notApplicable(); });
    both("model.random_blocks", Tr::tr("Random blocks"),
         [&](const PlanInput& p) { return sparse(p) ? rows.number(p.model.randomBlocks) : Rows::notApplicable(); });

    // every other row comes from the table of plan fields, in its order
    QString group;
    for (const PlanField& f : planFields()) {
        if (!f.label)
            continue;
        const QString title = QCoreApplication::translate("PlanComparison", f.group);
        if (title != group)
            rows.section(group = title);
        if (f.type == PlanFieldType::Map) {
            addEfficiency(rows, f, a, b);
            continue;
        }
        auto get = [&](const PlanInput& p) -> Value {
            if (f.relevant && !f.relevant(p))
                return Rows::notApplicable();
            if (f.isList())
                return Rows::list(f.ids(p), QCoreApplication::translate("PlanComparison", f.whenEmpty));
            if (f.type == PlanFieldType::Choice) {
                const QString id = f.ids(p).value(0);
                // the run length reads as a word of the user's language; the other choices are ids
                if (qstrcmp(f.key, "run_length") == 0)
                    return Value{id, runLengthText(p.runLength)};
                return Rows::text(id);
            }
            const double v = f.effective ? f.effective(p) : f.number(p);
            switch (f.display) {
            case PlanFieldDisplay::Flag:
                return Rows::flag(v != 0);
            case PlanFieldDisplay::NoneIfZero:
                return rows.numberOrNone(v);
            case PlanFieldDisplay::Usd:
                return rows.usdOrNone(v);
            case PlanFieldDisplay::Percent:
                return rows.percent(v);
            case PlanFieldDisplay::Plain:
                break;
            }
            return rows.number(v);
        };
        rows.add(f.fileKey(), f.translatedLabel(), get(a), get(b));
    }
}

// The Data tab's choices (data_prep), only those that differ: they change no number of the plan, and two plans that
// agree on them keep the comparison they had.
void addDataPrep(QVector<ComparisonRow>& out, const PlanInput& a, const PlanInput& b, const QLocale& locale)
{
    Rows rows(out, locale);
    rows.section(Tr::tr("Data preparation"));
    const Value follows{QString(), Tr::tr("follows the plan")};
    auto text = [&](const QString& s) { return s.isEmpty() ? follows : Rows::text(s); };
    auto num = [&](auto v) { return v ? rows.number(double(*v)) : follows; };
    using D = xla::DataPrepInputs;
    const struct
    {
        const char* key;
        const char* label;
        std::function<Value(const D&)> get;
    } fields[] = {
        {"lengths", QT_TRANSLATE_NOOP("PlanComparison", "Sequence lengths file"),
         [&](const D& d) { return text(d.lengthsFile); }},
        {"column", QT_TRANSLATE_NOOP("PlanComparison", "Lengths column"),
         [&](const D& d) { return text(d.lengthsColumn); }},
        {"batch", QT_TRANSLATE_NOOP("PlanComparison", "Padding batch"), [&](const D& d) { return num(d.batch); }},
        {"max_shapes", QT_TRANSLATE_NOOP("PlanComparison", "Most input shapes"),
         [&](const D& d) { return num(d.shapeBudget); }},
        {"packing", QT_TRANSLATE_NOOP("PlanComparison", "Packing allowed"),
         [&](const D& d) { return d.packingAllowed ? Rows::flag(*d.packingAllowed) : follows; }},
        {"tokens", QT_TRANSLATE_NOOP("PlanComparison", "Tokens to shard"),
         [&](const D& d) { return num(d.datasetTokens); }},
        {"seq_len", QT_TRANSLATE_NOOP("PlanComparison", "Tokens per record"),
         [&](const D& d) { return num(d.seqLen); }},
        {"slice", QT_TRANSLATE_NOOP("PlanComparison", "Slice reading the shards"),
         [&](const D& d) { return text(d.slice); }},
        {"hosts", QT_TRANSLATE_NOOP("PlanComparison", "Hosts reading the shards"),
         [&](const D& d) { return num(d.hosts); }},
        {"tpu", QT_TRANSLATE_NOOP("PlanComparison", "TPU access"),
         [&](const D& d) {
             return d.access == xla::TpuAccess::Unknown ? follows : Rows::text(xla::tpuAccessId(d.access));
         }},
        {"data", QT_TRANSLATE_NOOP("PlanComparison", "Training data location"),
         [&](const D& d) {
             return d.data == xla::DataLocation::Unknown ? follows : Rows::text(xla::dataLocationId(d.data));
         }},
    };
    for (const auto& f : fields) {
        const Value va = f.get(a.dataPrep), vb = f.get(b.dataPrep);
        if (va.exact != vb.exact || va.shown != vb.shown)
            rows.add(QStringLiteral("data_prep.") + QLatin1String(f.key),
                     QCoreApplication::translate("PlanComparison", f.label), va, vb);
    }
    QStringList ids = a.dataPrep.answers.keys() + b.dataPrep.answers.keys();
    ids.removeDuplicates();
    ids.sort();
    for (const QString& id : ids) {
        auto get = [&](const D& d) { return d.answers.contains(id) ? Rows::flag(d.answers.value(id)) : follows; };
        const Value va = get(a.dataPrep), vb = get(b.dataPrep);
        if (va.exact != vb.exact || va.shown != vb.shown)
            rows.add(QStringLiteral("data_prep.answers.") + id, Tr::tr("Checklist: %1").arg(id), va, vb);
    }
}

void addSetup(QVector<ComparisonRow>& out, const QJsonObject& a, const QJsonObject& b, const QLocale& locale)
{
    Rows rows(out, locale);
    rows.section(Tr::tr("Chosen setup"));
    auto field = [&](const QJsonObject& c, const char* key) -> Value {
        if (c.isEmpty())
            return {QString(), Tr::tr("none chosen")};
        const QJsonValue v = c.value(QLatin1String(key));
        if (v.isBool())
            return Rows::flag(v.toBool());
        if (v.isDouble())
            return rows.number(v.toDouble());
        if (v.isString())
            return Rows::text(v.toString());
        return {QString(), QString()};
    };
    const struct
    {
        const char* key;
        const char* label;
    } fields[] = {
        {"hardware", QT_TRANSLATE_NOOP("PlanComparison", "Hardware")},
        {"region", QT_TRANSLATE_NOOP("PlanComparison", "Region")},
        {"pricing", QT_TRANSLATE_NOOP("PlanComparison", "Pricing")},
        {"precision", QT_TRANSLATE_NOOP("PlanComparison", "Precision")},
        {"checkpointing", QT_TRANSLATE_NOOP("PlanComparison", "Gradient checkpointing")},
        {"runtime", QT_TRANSLATE_NOOP("PlanComparison", "Runtime")},
        {"devices", QT_TRANSLATE_NOOP("PlanComparison", "Devices")},
        {"batch_per_device", QT_TRANSLATE_NOOP("PlanComparison", "Batch per device")},
        {"accumulation", QT_TRANSLATE_NOOP("PlanComparison", "Accumulation steps")},
        {"fits", QT_TRANSLATE_NOOP("PlanComparison", "Fits in memory")},
    };
    for (const auto& f : fields)
        rows.add(QString::fromLatin1(f.key), Tr::tr(f.label), field(a, f.key), field(b, f.key));
}

std::optional<double> resultValue(const QJsonObject& c, const QString& key)
{
    QJsonValue v;
    if (key == QLatin1String("memory_total"))
        v = c.value(QStringLiteral("memory")).toObject().value(QStringLiteral("total"));
    else
        v = c.value(key);
    if (!v.isDouble())
        return std::nullopt;
    return v.toDouble();
}

QString formatResult(const QString& unit, double v, const QLocale& locale)
{
    if (unit == QLatin1String("bytes"))
        return formatGiB(v, locale);
    if (unit == QLatin1String("s"))
        return Tr::tr("%1 s").arg(locale.toString(v, 'f', v < 10 ? 3 : 1));
    if (unit == QLatin1String("tokens/s"))
        return Tr::tr("%1 tokens/s").arg(locale.toString(v, 'f', 0));
    if (unit == QLatin1String("h"))
        return formatHours(v, locale);
    return formatUsd(v, locale); // USD, USD/h
}

QString signedResult(const QString& unit, double d, const QLocale& locale)
{
    if (d == 0)
        return formatResult(unit, 0, locale);
    const QString magnitude = formatResult(unit, std::abs(d), locale);
    return (d > 0 ? locale.positiveSign() : locale.negativeSign()) + magnitude;
}

void addResults(QVector<ResultComparison>& out, const QJsonObject& a, const QJsonObject& b, const QLocale& locale)
{
    const struct
    {
        const char* key;
        const char* label;
        const char* unit;
    } fields[] = {
        {"memory_total", QT_TRANSLATE_NOOP("PlanComparison", "Memory per device"), "bytes"},
        {"device_memory", QT_TRANSLATE_NOOP("PlanComparison", "Device memory"), "bytes"},
        {"step_seconds", QT_TRANSLATE_NOOP("PlanComparison", "Step time"), "s"},
        {"tokens_per_second", QT_TRANSLATE_NOOP("PlanComparison", "Throughput"), "tokens/s"},
        {"hours", QT_TRANSLATE_NOOP("PlanComparison", "Training time"), "h"},
        {"expected_hours", QT_TRANSLATE_NOOP("PlanComparison", "Expected time with preemptions"), "h"},
        {"usd_per_hour", QT_TRANSLATE_NOOP("PlanComparison", "Price per hour"), "USD/h"},
        {"cost_usd", QT_TRANSLATE_NOOP("PlanComparison", "Cost"), "USD"},
        {"expected_cost_usd", QT_TRANSLATE_NOOP("PlanComparison", "Expected cost with preemptions"), "USD"},
    };
    for (const auto& f : fields) {
        ResultComparison r;
        r.key = QString::fromLatin1(f.key);
        r.label = Tr::tr(f.label);
        r.unit = QString::fromLatin1(f.unit);
        r.a = resultValue(a, r.key);
        r.b = resultValue(b, r.key);
        if (r.a)
            r.textA = formatResult(r.unit, *r.a, locale);
        if (r.b)
            r.textB = formatResult(r.unit, *r.b, locale);
        // a cost of a price that is not publicly listed is null: said so, never blank or 0
        const bool money = r.unit.startsWith(QLatin1String("USD"));
        if (money && !r.a && !a.value(QStringLiteral("price_listed")).toBool(true))
            r.textA = Tr::tr("not publicly listed");
        if (money && !r.b && !b.value(QStringLiteral("price_listed")).toBool(true))
            r.textB = Tr::tr("not publicly listed");
        if (r.a && r.b) {
            r.difference = *r.a - *r.b;
            r.textDifference = signedResult(r.unit, *r.difference, locale);
            if (*r.b != 0) {
                r.percent = *r.difference / *r.b * 100.0;
                const QString p = locale.toString(std::abs(*r.percent), 'f', 1) + locale.percent();
                r.textPercent = *r.percent > 0 ? locale.positiveSign() + p
                    : *r.percent < 0           ? locale.negativeSign() + p
                                               : p;
            }
            r.differs = *r.a != *r.b;
        } else {
            r.differs = bool(r.a) != bool(r.b);
        }
        out.append(r);
    }
}

} // namespace

int PlanComparison::differingInputs() const
{
    int n = 0;
    for (const ComparisonRow& r : inputs)
        n += r.differs ? 1 : 0;
    return n;
}

const ComparisonRow* PlanComparison::input(const QString& key) const
{
    for (const ComparisonRow& r : inputs)
        if (r.key == key)
            return &r;
    return nullptr;
}

const ResultComparison* PlanComparison::result(const QString& key) const
{
    for (const ResultComparison& r : results)
        if (r.key == key)
            return &r;
    return nullptr;
}

PlanComparison comparePlans(const PlanInput& a, const PlanInput& b, const QJsonObject& candidateA,
                            const QJsonObject& candidateB, const QLocale& locale)
{
    PlanComparison c;
    addInputs(c.inputs, a, b, locale);
    addDataPrep(c.inputs, a, b, locale);
    addSetup(c.setup, candidateA, candidateB, locale);
    addResults(c.results, candidateA, candidateB, locale);
    return c;
}

} // namespace tpuplan
