// SPDX-License-Identifier: GPL-3.0-or-later
// The table of plan inputs (core/plan/PlanFields): every field it declares round-trips through the plan YAML and the
// JSON input object, and issues() enforces each field's range at its bounds.
#include "model/ModelLoader.h"
#include "plan/PlanFields.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QLocale>
#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {
// A plan the file can name (a preset), with room for every sequence length the table allows.
PlanInput basePlan()
{
    PlanInput in;
    in.modelRef = QStringLiteral("bert-base");
    in.model = ModelLoader::preset(in.modelRef);
    return in;
}

// Makes the field apply (tokens are read only for a run given in tokens, ...).
void makeApply(const PlanField& f, PlanInput& in)
{
    const QLatin1String key(f.key);
    if (key == QLatin1String("tokens")) {
        in.runLength = RunLength::Tokens;
        in.tokens = 1e9;
    } else if (key == QLatin1String("epochs") || key == QLatin1String("dataset_tokens")
               || key == QLatin1String("run_length")) {
        in.runLength = RunLength::Epochs;
        in.epochs = 2;
        in.datasetTokens = 1e9;
    } else if (key == QLatin1String("max_predictions")) {
        in.head.kind = HeadKind::MlmMasked;
    } else if (key == QLatin1String("num_labels")) {
        in.head.kind = HeadKind::Classification;
    } else if (key == QLatin1String("lora_rank") || key == QLatin1String("lora_targets")) {
        in.finetune = FinetuneMode::Lora;
    }
}

// A value inside the range that is not the default.
double otherValue(const PlanField& f)
{
    if (f.type == PlanFieldType::Bool)
        return f.defaultValue != 0 ? 0 : 1;
    double v = f.defaultValue != 0 ? f.defaultValue * 2 : 3;
    if (QLatin1String(f.key) == QLatin1String("seq_len"))
        v = 256; // within bert-base's positions
    if (!(v < f.max) || (f.maxExclusive && v >= f.max))
        v = (f.min + f.max) / 2;
    if (f.type == PlanFieldType::Int || f.type == PlanFieldType::Seed)
        v = std::floor(v);
    return v;
}

QStringList otherIds(const PlanField& f)
{
    if (f.type == PlanFieldType::TextList)
        return {QStringLiteral("a-1"), QStringLiteral("b-2")};
    const QStringList choices = f.choices();
    if (f.type == PlanFieldType::Choice)
        return {choices.last() == f.ids(PlanInput{}).value(0) ? choices.first() : choices.last()};
    return {choices.last()}; // a set of one, unlike every default
}

QString typeName(PlanFieldType t)
{
    switch (t) {
    case PlanFieldType::Int:
        return QStringLiteral("integer");
    case PlanFieldType::Number:
        return QStringLiteral("number");
    case PlanFieldType::Bool:
        return QStringLiteral("true/false");
    case PlanFieldType::Seed:
        return QStringLiteral("integer");
    case PlanFieldType::Choice:
        return QStringLiteral("one of");
    case PlanFieldType::ChoiceList:
        return QStringLiteral("list of");
    case PlanFieldType::TextList:
        return QStringLiteral("list");
    case PlanFieldType::Map:
        return QStringLiteral("id: number");
    }
    return QString();
}

QString rangeText(const PlanField& f)
{
    if (f.isList() || f.type == PlanFieldType::Choice)
        return f.choices ? f.choices().join(QStringLiteral(", ")) : QString();
    if (!std::isfinite(f.min) && !std::isfinite(f.max))
        return QString();
    const QLocale c = QLocale::c();
    return QStringLiteral("%1%2 .. %3%4")
        .arg(f.minExclusive ? QStringLiteral("> ") : QString(), c.toString(f.min, 'g', 15),
             f.maxExclusive ? QStringLiteral("< ") : QString(), c.toString(f.max, 'g', 15));
}

// The field list of docs/plan-file.md, as the table declares it.
QStringList docsRows()
{
    QStringList rows{QStringLiteral("| key | type | unit | range | default | option | JSON | meaning |"),
                     QStringLiteral("|---|---|---|---|---|---|---|---|")};
    for (const PlanField& f : planFields()) {
        const QString key = f.inFile ? QStringLiteral("`%1`").arg(f.fileKey()) : QStringLiteral("(%1)").arg(f.key);
        QString json;
        if (f.json != PlanFieldJson::None)
            json = QStringLiteral("`%1`%2").arg(
                QLatin1String(f.jsonKey), f.json == PlanFieldJson::Report ? QStringLiteral(" (report)") : QString());
        rows << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |")
                    .arg(key, typeName(f.type), QLatin1String(f.unit), rangeText(f),
                         f.type == PlanFieldType::Map ? QString() : f.defaultText(),
                         f.option ? QStringLiteral("`--%1`").arg(QLatin1String(f.option)) : QString(), json,
                         QLatin1String(f.help));
    }
    return rows;
}

bool hasIssue(const PlanInput& in, const PlanField& f)
{
    for (const InputIssue& i : in.issues())
        if (i.field == QLatin1String(f.key))
            return true;
    return false;
}
} // namespace

class TestPlanFields : public QObject
{
    Q_OBJECT
private slots:
    void tableIsConsistent()
    {
        QStringList keys, options, jsonKeys;
        for (const PlanField& f : planFields()) {
            QVERIFY2(!keys.contains(f.fileKey()), f.key);
            keys << f.fileKey();
            QVERIFY2(f.label && f.group && f.help, f.key);
            QVERIFY2(!f.translatedHelp().isEmpty(), f.key);
            if (f.option) {
                QVERIFY2(!options.contains(QLatin1String(f.option)), f.option);
                options << QLatin1String(f.option);
                QCOMPARE(planFieldByOption(QLatin1String(f.option)), &f);
            }
            if (f.json != PlanFieldJson::None) {
                QVERIFY2(!jsonKeys.contains(QLatin1String(f.jsonKey)), f.jsonKey);
                jsonKeys << QLatin1String(f.jsonKey);
            }
            if (f.isNumeric()) // the default is in range
                QVERIFY2(f.rangeIssue(f.defaultValue).isEmpty() || f.applies, f.key);
        }
        QVERIFY(planFieldKeys(QStringLiteral("training")).contains(QStringLiteral("seq_len")));
        QVERIFY(!planFieldKeys(QStringLiteral("training")).contains(QStringLiteral("run_length")));
        QCOMPARE(planField(QStringLiteral("constraints.safety_margin"))->upperBound(2), 0.9 - 0.01);
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("key");
        for (const PlanField& f : planFields())
            if (f.type != PlanFieldType::Map)
                QTest::newRow(qPrintable(f.fileKey())) << f.fileKey();
        QTest::newRow("efficiency") << QStringLiteral("efficiency");
    }
    void roundTrip()
    {
        QFETCH(QString, key);
        const PlanField& f = *planField(key);
        PlanInput in = basePlan();
        makeApply(f, in);
        QJsonValue expected;
        if (f.type == PlanFieldType::Map) {
            in.efficiencyOverride.insert(QStringLiteral("v3"), 0.25);
        } else if (f.isNumeric()) {
            f.setNumber(in, otherValue(f));
        } else {
            QVERIFY(!f.setIds(in, otherIds(f)));
        }
        QVERIFY2(in.issues().isEmpty(), qPrintable(in.validate()));

        // YAML: what is written is read back, as "Save" writes it and as the plan library stores it (self-contained)
        if (f.inFile) {
            for (const QByteArray& bytes : {PlanFile::serialize(in), PlanFile::selfContained(in)}) {
                const PlanInput back = PlanFile::parse(bytes, QStringLiteral("plan.yaml"));
                if (f.isNumeric())
                    QCOMPARE(f.number(back), f.number(in));
                else if (f.type == PlanFieldType::Map)
                    QCOMPARE(back.efficiencyOverride, in.efficiencyOverride);
                else
                    QCOMPARE(f.ids(back), f.ids(in));
            }
        }

        // JSON: the report's input object carries it under its key, in its type
        const QJsonObject json = planInputJson(in, true);
        if (f.json == PlanFieldJson::None) {
            QVERIFY(!json.contains(QLatin1String(f.jsonKey)) || QLatin1String(f.key) == QLatin1String("kind"));
            return;
        }
        const QJsonValue v = json.value(QLatin1String(f.jsonKey));
        switch (f.type) {
        case PlanFieldType::Int:
        case PlanFieldType::Number:
            QCOMPARE(v.toDouble(), f.effective ? f.effective(in) : f.number(in));
            break;
        case PlanFieldType::Bool:
            QCOMPARE(v.toBool(), f.number(in) != 0);
            break;
        case PlanFieldType::Seed:
            QCOMPARE(v.toString(), QString::number(in.seed));
            break;
        case PlanFieldType::Choice:
            QCOMPARE(v.toString(), f.ids(in).value(0));
            break;
        case PlanFieldType::ChoiceList:
        case PlanFieldType::TextList: {
            QStringList ids;
            for (const auto& id : v.toArray())
                ids << id.toString();
            QCOMPARE(ids, f.ids(in));
            break;
        }
        case PlanFieldType::Map:
            QCOMPARE(v.toObject().value(QStringLiteral("v3")).toDouble(), 0.25);
            break;
        }
        // the brief object of `recommend --format json` carries the Brief fields only
        QCOMPARE(planInputJson(in).contains(QLatin1String(f.jsonKey)), f.json == PlanFieldJson::Brief);
    }

    void recommendJsonCarriesPreemptibleLimit()
    {
        PlanInput in = basePlan();
        in.preemptibleMaxHours = 6;
        QCOMPARE(planInputJson(in).value(QStringLiteral("preemptible_max_hours")).toDouble(), 6.0);
    }

    // Each finite bound: the bound itself is taken unless exclusive, a step beyond it is refused, naming the field.
    void bounds_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("accepted");
        for (const PlanField& f : planFields()) {
            if (!f.isNumeric() || f.type == PlanFieldType::Bool)
                continue;
            const double step = f.type == PlanFieldType::Number ? std::max(1e-9, std::abs(f.max) * 1e-6) : 1;
            const QString k = f.fileKey();
            if (std::isfinite(f.min)) {
                QTest::addRow("%s at min", qPrintable(k)) << k << f.min << !f.minExclusive;
                QTest::addRow("%s below min", qPrintable(k)) << k << f.min - step << false;
            }
            if (std::isfinite(f.max)) {
                QTest::addRow("%s at max", qPrintable(k)) << k << f.max << !f.maxExclusive;
                QTest::addRow("%s above max", qPrintable(k)) << k << f.max + step << false;
            }
        }
        QTest::addRow("precision empty") << QStringLiteral("training.precision") << 0.0 << false;
        QTest::addRow("checkpointing empty") << QStringLiteral("training.checkpointing") << 0.0 << false;
    }
    void bounds()
    {
        QFETCH(QString, key);
        QFETCH(double, value);
        QFETCH(bool, accepted);
        const PlanField& f = *planField(key);
        PlanInput in = basePlan();
        in.model.maxPositions = 1 << 21; // the table's bound, not the model's, is under test
        makeApply(f, in);
        if (f.isList())
            QVERIFY(!f.setIds(in, {}));
        else if (f.type == PlanFieldType::Seed)
            in.seed = value < 0 ? 0 : static_cast<quint64>(value); // an unsigned seed cannot go below 0
        else
            f.setNumber(in, value);
        if (f.type == PlanFieldType::Seed && value < 0)
            QSKIP("an unsigned seed cannot be negative");
        QCOMPARE(!hasIssue(in, f), accepted);
        QCOMPARE(f.rangeIssue(value).isEmpty(), accepted);
    }

    // docs/plan-file.md lists the fields as the table declares them (between its plan-fields markers).
    void docsListTheTable()
    {
        QFile f(QStringLiteral(TPUPLAN_SOURCE_DIR "/docs/plan-file.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QString begin = QStringLiteral("<!-- plan-fields:begin -->\n");
        const int from = text.indexOf(begin) + begin.size();
        const int to = text.indexOf(QStringLiteral("<!-- plan-fields:end -->"));
        QVERIFY(from >= begin.size() && to >= from);
        const QString expected = docsRows().join(QLatin1Char('\n')) + QLatin1Char('\n');
        if (text.mid(from, to - from) != expected) {
            QFile out(QDir::temp().filePath(QStringLiteral("plan-fields.md")));
            if (out.open(QIODevice::WriteOnly))
                out.write(expected.toUtf8());
            QFAIL(
                qPrintable(QStringLiteral("docs/plan-file.md is out of date; the table is in %1").arg(out.fileName())));
        }
    }

    void issueMessagesKeepTheirWording()
    {
        PlanInput in = basePlan();
        in.safetyMargin = 0.9;
        const QVector<InputIssue> issues = in.issues();
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues.first().field, QStringLiteral("safety_margin"));
        QCOMPARE(issues.first().message, QStringLiteral("must be at least 0 and below 0.9"));
        in.safetyMargin = 0.1;
        in.seqLen = 1024;
        QCOMPARE(in.validate(), QStringLiteral("seq_len: 1024 tokens exceed the model's 512 position embeddings"));
    }
};

QTEST_GUILESS_MAIN(TestPlanFields)
#include "TestPlanFields.moc"
