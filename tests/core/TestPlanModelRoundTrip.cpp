// SPDX-License-Identifier: GPL-3.0-or-later
// A saved plan keeps its model (issue #29): for every preset, every model file the tests hold (tests/data/hf/*/
// config.json, tests/data/configs/*.json, tests/data/models/*.yaml) and architectures with every member away from what
// their model type would derive, a plan written by PlanFile (the self-contained YAML of "Save as YAML" and the plan
// library) and one saved to and loaded from the plan library come back with the whole model (every ModelSpec member)
// and the same estimate: the memory on a device, the parameter count and the planner's candidates.
#include "CoreHelpers.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelFields.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "plan/Planner.h"
#include "store/PlanStore.h"
#include "util/InputError.h"

#include <QDir>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;

Q_DECLARE_METATYPE(tpuplan::ModelSpec)

namespace {

const QDate kToday(2026, 1, 15);

// A plan for `spec` that the planner searches quickly: one TPU slice, bf16, full rematerialisation.
PlanInput planFor(const ModelSpec& spec, const QString& modelRef)
{
    PlanInput in;
    in.setModel(spec);
    in.modelRef = modelRef;
    in.seqLen = std::min(1024, spec.maxPositions);
    in.globalBatch = 16;
    in.steps = 1000;
    in.precisions = {Precision::Bf16Mixed};
    in.checkpointing = {CheckpointingKind::Full};
    in.hardware = QStringList{QStringLiteral("v5p-8")};
    in.limit = 3;
    return in;
}

// The memory of one device for the plan's model: what the plan's numbers start from.
MemoryEstimate estimateOf(const PlanInput& in)
{
    TrainingConfig c;
    c.seqLen = in.seqLen;
    c.batchPerDevice = 2;
    c.precision = Precision::Bf16Mixed;
    c.runtime = Runtime::Xla;
    in.applyTrainingChoices(c);
    const auto device = test::builtinCatalog().device(QStringLiteral("v5p-8"));
    if (!device)
        qFatal("no v5p-8 in the built-in catalog");
    return MemoryModel(in.model, in.head).estimate(c, *device, defaultRuntimeProfile(Runtime::Xla));
}

// The first difference between the plans' models and estimates; empty when there is none.
QString difference(const PlanInput& before, const PlanInput& after)
{
    if (before.model != after.model)
        return QStringLiteral("model: %1").arg(modelDifferences(before.model, after.model).join(QStringLiteral(", ")));
    if (after.head.kind != before.head.kind)
        return QStringLiteral("head.kind");
    const MemoryEstimate a = estimateOf(before), b = estimateOf(after);
    if (modelParameters(before.model) != modelParameters(after.model))
        return QStringLiteral("model parameters %1 -> %2")
            .arg(modelParameters(before.model))
            .arg(modelParameters(after.model));
    if (a.parameterCount != b.parameterCount) // with the training head's
        return QStringLiteral("trained parameters %1 -> %2").arg(a.parameterCount).arg(b.parameterCount);
    if (a.memory.total() != b.memory.total())
        return QStringLiteral("memory %1 -> %2").arg(a.memory.total()).arg(b.memory.total());
    const Planner planner(test::builtinCatalog());
    const PlanResult x = planner.plan(before, kToday), y = planner.plan(after, kToday);
    if (x.candidates.size() != y.candidates.size() || x.evaluated != y.evaluated)
        return QStringLiteral("candidates %1 -> %2").arg(x.candidates.size()).arg(y.candidates.size());
    for (int i = 0; i < x.candidates.size(); ++i) {
        const Candidate &p = x.candidates[i], &q = y.candidates[i];
        if (p.memory.memory.total() != q.memory.memory.total() || p.step.seconds != q.step.seconds
            || p.expectedCostUsd != q.expectedCostUsd || p.batchPerDevice != q.batchPerDevice)
            return QStringLiteral("candidate %1").arg(i);
    }
    return QString();
}

// An architecture of model type `type` with every member away from its default and from what the type's rules
// derive (biases, norms, positions, window, soft-capping, dropouts), still a valid model.
ModelSpec unusual(const QString& type, bool decoder)
{
    ModelSpec m;
    m.id = QStringLiteral("odd-%1").arg(type);
    m.name = QStringLiteral("Odd \"%1\" — ünïcode\\path").arg(type);
    m.modelType = type;
    m.kind = decoder ? ModelKind::Decoder : ModelKind::Encoder;
    m.vocabSize = 1234;
    m.hiddenSize = 384;
    m.layers = 6;
    m.heads = 12;
    m.kvHeads = decoder && type != QLatin1String("gemma") ? 4 : 0; // 0: as many as the query heads
    m.explicitHeadDim = decoder ? 48 : 0;
    m.intermediateSize = 1000;
    m.maxPositions = 3000;
    m.typeVocabSize = decoder ? 0 : 3;
    m.activation = QStringLiteral("relu");
    m.hiddenDropout = 0.07;
    m.attentionDropout = 1.0 / 3.0; // no short decimal: written in its shortest exact form
    m.attention = decoder ? AttentionKind::Full : AttentionKind::BlockSparse;
    m.blockSize = 32;
    m.randomBlocks = 2;
    m.tiedEmbeddings = type == QLatin1String("llama");
    m.mlp = type == QLatin1String("gpt2") ? MlpKind::Gated : MlpKind::Dense;
    m.norm = type == QLatin1String("gpt2") ? NormKind::RmsNorm : NormKind::LayerNorm;
    m.normsPerLayer = 3;
    m.qkvBias = type != QLatin1String("qwen2");
    m.outputBias = type == QLatin1String("qwen2");
    m.mlpBias = type != QLatin1String("gpt2");
    m.learnedPositions = type == QLatin1String("gpt2") ? false : true;
    m.slidingWindow = type == QLatin1String("gemma2") ? 0 : 512;
    m.slidingWindowLayers = m.slidingWindow > 0 ? 5 : 0;
    m.finalLogitSoftcap = type == QLatin1String("gemma2") ? 0 : 12.5;
    m.source = QStringLiteral("made in TestPlanModelRoundTrip: 'quotes' and \"more\"");
    ModelLoader::validate(m, QStringLiteral("unusual"));
    return m;
}

} // namespace

class TestPlanModelRoundTrip : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void planFile_data();
    void planFile();
    void planLibrary_data() { planFile_data(); }
    void planLibrary();
    void everyKeyIsDocumented();
    void unknownKeyStillRefused();

private:
    QTemporaryDir m_dir;
    PlanStore m_store;
    int m_saved = 0;
};

void TestPlanModelRoundTrip::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const OpenResult r = m_store.open(m_dir.filePath(QStringLiteral("plans.sqlite")));
    QVERIFY2(r.ok(), qPrintable(r.message));
}

void TestPlanModelRoundTrip::planFile_data()
{
    QTest::addColumn<ModelSpec>("spec");
    QTest::addColumn<QString>("modelRef");
    for (const QString& id : ModelLoader::presetIds()) {
        QTest::newRow(qPrintable(QStringLiteral("preset ") + id)) << ModelLoader::preset(id) << id;
        // the same architecture with no reference (the app's "Custom architecture" starts so): written inline
        QTest::newRow(qPrintable(QStringLiteral("inline ") + id)) << ModelLoader::preset(id) << QString();
    }
    // every model file the tests hold that the loader accepts (the refused ones are refused for their model_type)
    int files = 0;
    QDirIterator it(QStringLiteral(TPUPLAN_TEST_DATA),
                    {QStringLiteral("config.json"), QStringLiteral("*.yaml"), QStringLiteral("*.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext()) {
        const QString path = it.next();
        if ((path.contains(QLatin1String("/hf/")) && path.endsWith(QLatin1String("/config.json")))
            || path.contains(QLatin1String("/models/")) || path.contains(QLatin1String("/configs/")))
            paths << path;
    }
    paths.sort();
    for (const QString& path : paths) {
        ModelSpec spec;
        try {
            spec = ModelLoader::fromFile(path);
        } catch (const InputError& e) {
            if (e.issue().field != QLatin1String("model_type"))
                qFatal("%s is refused for %s", qPrintable(path), qPrintable(e.text()));
            continue;
        }
        ++files;
        QTest::newRow(qPrintable(QDir(QStringLiteral(TPUPLAN_TEST_DATA)).relativeFilePath(path))) << spec << path;
    }
    if (files < 11) // 10 config.json of six decoder and four encoder families, bert-mini.yaml
        qFatal("only %d model files found under %s", files, TPUPLAN_TEST_DATA);
    for (const char* type : {"llama", "mistral", "qwen2", "gemma", "gemma2", "gpt2", "bert", "big_bird"}) {
        const QString t = QString::fromLatin1(type);
        const ModelSpec odd = unusual(t, t != QLatin1String("bert") && t != QLatin1String("big_bird"));
        QTest::newRow(qPrintable(QStringLiteral("unusual ") + QLatin1String(type))) << odd << QString();
    }
}

void TestPlanModelRoundTrip::planFile()
{
    QFETCH(ModelSpec, spec);
    QFETCH(QString, modelRef);
    const PlanInput before = planFor(spec, modelRef);
    const QString path = m_dir.filePath(QStringLiteral("plan.yaml"));
    QCOMPARE(PlanFile::write(before, path), QString());
    PlanInput after;
    try {
        after = PlanFile::read(path);
    } catch (const InputError& e) {
        QFAIL(qPrintable(QStringLiteral("the saved plan does not open: ") + e.text()));
    }
    QCOMPARE(difference(before, after), QString());
    // written again, the file is the same bytes
    QCOMPARE(PlanFile::selfContained(after), PlanFile::selfContained(before));
}

void TestPlanModelRoundTrip::planLibrary()
{
    QFETCH(ModelSpec, spec);
    QFETCH(QString, modelRef);
    PlanDraft draft;
    draft.input = planFor(spec, modelRef);
    const SaveResult saved = m_store.saveAs(QStringLiteral("plan %1").arg(++m_saved), draft);
    QVERIFY2(saved.ok(), qPrintable(saved.message));
    const LoadResult loaded = m_store.load(saved.planId);
    QVERIFY2(loaded.ok(), qPrintable(loaded.message));
    // the library keeps the reference, else the inline model's id (PlanSummary::model)
    QCOMPARE(loaded.plan.input.modelRef, modelRef.isEmpty() ? spec.id : modelRef);
    QCOMPARE(difference(draft.input, loaded.plan.input), QString());
}

void TestPlanModelRoundTrip::everyKeyIsDocumented()
{
    QFile doc(QStringLiteral(TPUPLAN_SOURCE_DIR "/docs/plan-file.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll());
    for (const ModelField& f : modelFields())
        QVERIFY2(text.contains(QStringLiteral("| `%1` |").arg(QLatin1String(f.key))), f.key);
}

void TestPlanModelRoundTrip::unknownKeyStillRefused()
{
    const QByteArray yaml = PlanFile::selfContained(planFor(ModelLoader::preset(QStringLiteral("gpt2")), QString()))
                                .replace("  norm: layer_norm\n", "  norm: layer_norm\n  norm_kind: rms\n");
    const auto issue = test::issueOf([&] { PlanFile::parse(yaml, QStringLiteral("odd.yaml")); });
    QVERIFY(issue);
    QCOMPARE(issue->file, QStringLiteral("odd.yaml"));
    QCOMPARE(issue->field, QStringLiteral("model.norm_kind"));
    QVERIFY2(issue->line > 0, qPrintable(issue->toString()));
    const QByteArray badChoice = PlanFile::selfContained(planFor(ModelLoader::preset(QStringLiteral("gpt2")), {}))
                                     .replace("  mlp: dense\n", "  mlp: swiglu\n");
    const auto choice = test::issueOf([&] { PlanFile::parse(badChoice, QStringLiteral("odd.yaml")); });
    QVERIFY(choice);
    QCOMPARE(choice->field, QStringLiteral("model.mlp"));
    QVERIFY2(choice->message.contains(QLatin1String("gated")), qPrintable(choice->message));
}

QTEST_GUILESS_MAIN(TestPlanModelRoundTrip)
#include "TestPlanModelRoundTrip.moc"
