// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanComparison.h"

#include "util/Format.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>

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

QStringList precisionList(const PlanInput& in)
{
    QStringList out;
    for (Precision p : in.precisions)
        out << precisionId(p);
    return out;
}

QStringList checkpointingList(const PlanInput& in)
{
    QStringList out;
    for (CheckpointingKind k : in.checkpointing)
        out << checkpointingKindId(k);
    return out;
}

QStringList pricingList(const PlanInput& in)
{
    QStringList out;
    for (PricingModel p : in.pricing)
        out << pricingModelId(p);
    return out;
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
         [&](const PlanInput& p) { return rows.number(double(encoderParameters(p.model))); });
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

    rows.section(Tr::tr("Head"));
    both("head.kind", Tr::tr("Head"), [](const PlanInput& p) { return Rows::text(headKindId(p.head.kind)); });
    both("head.max_predictions", Tr::tr("Masked positions per sequence"), [&](const PlanInput& p) {
        return p.head.kind == HeadKind::MlmMasked ? rows.number(p.head.maxPredictions) : Rows::notApplicable();
    });
    both("head.nsp", Tr::tr("Next-sentence prediction"), [](const PlanInput& p) { return Rows::flag(p.head.nsp); });
    both("head.num_labels", Tr::tr("Labels"), [&](const PlanInput& p) {
        return p.head.kind == HeadKind::Classification ? rows.number(p.head.numLabels) : Rows::notApplicable();
    });

    rows.section(Tr::tr("Training"));
    both("training.seq_len", Tr::tr("Sequence length"), [&](const PlanInput& p) { return rows.number(p.seqLen); });
    both("training.global_batch", Tr::tr("Global batch"),
         [&](const PlanInput& p) { return rows.number(p.globalBatch); });
    both("training.run_length", Tr::tr("Run length given in"), [](const PlanInput& p) {
        return Value{runLengthId(p.runLength), runLengthText(p.runLength)};
    });
    both("training.steps", Tr::tr("Steps"), [&](const PlanInput& p) { return rows.number(p.totalSteps()); });
    both("training.tokens", Tr::tr("Tokens"), [&](const PlanInput& p) {
        return p.runLength == RunLength::Tokens ? rows.number(p.tokens) : Rows::notApplicable();
    });
    both("training.epochs", Tr::tr("Epochs"), [&](const PlanInput& p) {
        return p.runLength == RunLength::Epochs ? rows.number(p.epochs) : Rows::notApplicable();
    });
    both("training.dataset_tokens", Tr::tr("Dataset tokens"),
         [&](const PlanInput& p) { return rows.numberOrNone(p.datasetTokens); });
    both("data.dataset_gib", Tr::tr("Dataset in Cloud Storage (GiB)"),
         [&](const PlanInput& p) { return rows.number(p.datasetGiB); });
    both("training.precision", Tr::tr("Precisions"),
         [](const PlanInput& p) { return Rows::list(precisionList(p), Tr::tr("none")); });
    both("training.optimizer", Tr::tr("Optimizer"),
         [](const PlanInput& p) { return Rows::text(optimizerId(p.optimizer)); });
    both("training.dropout", Tr::tr("Dropout"), [](const PlanInput& p) { return Rows::flag(p.dropout); });
    both("training.checkpointing", Tr::tr("Gradient checkpointing"),
         [](const PlanInput& p) { return Rows::list(checkpointingList(p), Tr::tr("none")); });
    both("training.gpu_runtime", Tr::tr("GPU runtime"),
         [](const PlanInput& p) { return Rows::text(runtimeId(p.gpuRuntime)); });
    both("training.max_accumulation", Tr::tr("Most accumulation steps"),
         [&](const PlanInput& p) { return rows.number(p.maxAccumulation); });

    rows.section(Tr::tr("Hardware"));
    both("hardware.slices", Tr::tr("Slices and GPUs"),
         [](const PlanInput& p) { return Rows::list(p.hardware, Tr::tr("every slice of the generations")); });
    both("hardware.generations", Tr::tr("TPU generations"),
         [](const PlanInput& p) { return Rows::list(p.generations, Tr::tr("all")); });
    both("hardware.include_gpus", Tr::tr("Include GPUs"), [](const PlanInput& p) { return Rows::flag(p.includeGpus); });
    both("hardware.regions", Tr::tr("Regions"),
         [](const PlanInput& p) { return Rows::list(p.regions, Tr::tr("all")); });
    both("hardware.pricing", Tr::tr("Pricing"),
         [](const PlanInput& p) { return Rows::list(pricingList(p), Tr::tr("all")); });

    rows.section(Tr::tr("Constraints"));
    both("objective", Tr::tr("Rank by"), [](const PlanInput& p) { return Rows::text(objectiveId(p.objective)); });
    both("constraints.deadline_hours", Tr::tr("Deadline (hours)"),
         [&](const PlanInput& p) { return rows.numberOrNone(p.deadlineHours); });
    both("constraints.budget_usd", Tr::tr("Budget"), [&](const PlanInput& p) { return rows.usdOrNone(p.budgetUsd); });
    both("constraints.safety_margin", Tr::tr("Memory safety margin"),
         [&](const PlanInput& p) { return rows.percent(p.safetyMargin); });

    rows.section(Tr::tr("Preemption"));
    both("preemption.rate_per_hour", Tr::tr("Preemptions per hour"),
         [&](const PlanInput& p) { return rows.number(p.preemptionRatePerHour); });
    both("preemption.checkpoint_write_minutes", Tr::tr("Checkpoint write (minutes)"),
         [&](const PlanInput& p) { return rows.number(p.checkpointWriteMinutes); });
    both("preemption.restart_minutes", Tr::tr("Restart (minutes)"),
         [&](const PlanInput& p) { return rows.number(p.restartMinutes); });
    both("preemption.preemptible_max_hours", Tr::tr("Preemptible limit (hours)"),
         [&](const PlanInput& p) { return rows.number(p.preemptibleMaxHours); });

    rows.section(Tr::tr("Efficiency"));
    QStringList keys = a.efficiencyOverride.keys() + b.efficiencyOverride.keys();
    keys.removeDuplicates();
    keys.sort();
    if (keys.isEmpty())
        rows.add(QStringLiteral("efficiency"), Tr::tr("Efficiency (MFU)"), Value{QString(), Tr::tr("default")},
                 Value{QString(), Tr::tr("default")});
    for (const QString& k : keys) {
        auto get = [&](const PlanInput& p) {
            return p.efficiencyOverride.contains(k) ? rows.percent(p.efficiencyOverride.value(k))
                                                    : Value{QString(), Tr::tr("default")};
        };
        rows.add(QStringLiteral("efficiency.") + k, Tr::tr("Efficiency (MFU), %1").arg(k), get(a), get(b));
    }

    rows.section(Tr::tr("Search"));
    both("limit", Tr::tr("Candidates listed"), [&](const PlanInput& p) { return rows.number(p.limit); });
    both("seed", Tr::tr("Simulation seed"), [&](const PlanInput& p) { return rows.number(double(p.seed)); });
    both("simulation_runs", Tr::tr("Simulation runs"),
         [&](const PlanInput& p) { return rows.number(p.simulationRuns); });
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
    addSetup(c.setup, candidateA, candidateB, locale);
    addResults(c.results, candidateA, candidateB, locale);
    return c;
}

} // namespace tpuplan
