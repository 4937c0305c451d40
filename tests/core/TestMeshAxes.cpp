// SPDX-License-Identifier: GPL-3.0-or-later
// The mesh as a table of named axes (core/memory/Sharding.h, docs/sharding-model.md section 1): what each axis
// divides, the devices a request leaves to fsdp and data, the text and JSON every axis appears in, and which option a
// mesh problem comes from.
#include "catalog/Catalog.h"
#include "memory/MemoryJson.h"
#include "memory/Sharding.h"
#include "model/ModelLoader.h"
#include "plan/PlanInput.h"

#include <QtTest>

using namespace tpuplan;

class TestMeshAxes : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = Catalog::builtin(); }

    // every axis is one row, in MeshAxis order, and reads back what it set
    void tableHasEveryAxis()
    {
        QStringList ids;
        for (int i = 0; i < kMeshAxisCount; ++i) {
            QCOMPARE(int(meshAxes()[i].axis), i);
            ids << QLatin1String(meshAxes()[i].id);
            Mesh m;
            m.setSize(meshAxes()[i].axis, 3);
            QCOMPARE(m.size(meshAxes()[i].axis), 3);
            QCOMPARE(m.devices(), 3);
        }
        QCOMPARE(ids, QStringList({"data", "fsdp", "tensor", "expert", "context", "stage", "slices"}));
        QCOMPARE(meshAxis(MeshAxis::Slices).link, MeshLink::BetweenSlices);
        QCOMPARE(meshAxis(MeshAxis::Context).link, MeshLink::InsideSlice);
    }

    void meshForRequest_data()
    {
        QTest::addColumn<int>("strategy");
        QTest::addColumn<int>("tensor");
        QTest::addColumn<int>("fsdp");
        QTest::addColumn<int>("context");
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("devices");
        QTest::addColumn<int>("wantData");
        QTest::addColumn<int>("wantFsdp");
        QTest::addColumn<QString>("text");
        const int fsdp = int(ShardingStrategy::Fsdp);
        const int rep = int(ShardingStrategy::Replicate);
        // MaxText llama3_1_70b_131072 on v6e-256: ici_fsdp -1, ici_context 16 (reference maxtext-configs.md row 18)
        QTest::newRow("v6e-256 fsdp x context 16")
            << fsdp << 1 << 0 << 16 << 1 << 256 << 1 << 16 << QStringLiteral("fsdp 16 × tensor 1 × context 16");
        QTest::newRow("128 GPUs pipeline 4 tensor 8 data 4")
            << rep << 8 << 0 << 1 << 4 << 128 << 4 << 1 << QStringLiteral("data 4 × fsdp 1 × tensor 8 × stage 4");
        QTest::newRow("fsdp given, rest data") << fsdp << 2 << 4 << 2 << 2 << 64 << 2 << 4
                                               << QStringLiteral("data 2 × fsdp 4 × tensor 2 × context 2 × "
                                                                 "stage 2");
        QTest::newRow("plain replica") << rep << 1 << 0 << 1 << 1 << 8 << 8 << 1
                                       << QStringLiteral("data 8 × fsdp 1 × tensor 1");
    }
    void meshForRequest()
    {
        QFETCH(int, strategy);
        QFETCH(int, tensor);
        QFETCH(int, fsdp);
        QFETCH(int, context);
        QFETCH(int, stage);
        QFETCH(int, devices);
        QFETCH(int, wantData);
        QFETCH(int, wantFsdp);
        QFETCH(QString, text);
        MeshRequest r;
        r.strategy = ShardingStrategy(strategy);
        r.tensor = tensor;
        r.fsdp = fsdp;
        r.context = context;
        r.stage = stage;
        const Mesh m = meshFor(r, devices);
        QCOMPARE(m.data, wantData);
        QCOMPARE(m.fsdp, wantFsdp);
        QCOMPARE(m.devicesPerSlice(), devices);
        QCOMPARE(meshText(m), text);
        QCOMPARE(m.batchGroup(), context * stage);
    }

    // what each predicate calls more than replicas
    void predicates()
    {
        Mesh replicas;
        replicas.data = 8;
        replicas.slices = 2;
        QVERIFY(!replicas.splitsModel());
        QVERIFY(!replicas.splitsStates());
        QVERIFY(replicas.splits(DividesBatch));
        Mesh context = replicas;
        context.context = 4;
        QVERIFY(context.splitsModel());
        QVERIFY(context.splits(DividesSequence));
        QVERIFY(!context.splitsStates()); // replicated: the context axis shards states only under a sharding strategy
        context.strategy = ShardingStrategy::Fsdp;
        QCOMPARE(context.shardDegree(), 4); // fsdp 1 x expert 1 x context 4 (reference longctx.md section 1.1)
        QVERIFY(context.splitsStates());
        Mesh stages = replicas;
        stages.stage = 2;
        QVERIFY(stages.splitsStates());
        QVERIFY(stages.splits(DividesLayers));
        QVERIFY(stages != replicas);
        stages.stage = 1;
        QVERIFY(stages == replicas);
    }

    // the JSON of a mesh names every axis of the table
    void jsonNamesEveryAxis()
    {
        Mesh m;
        m.context = 16;
        m.stage = 2;
        QJsonObject o;
        meshAxesJson(m, o);
        QCOMPARE(o.value(QStringLiteral("context")).toInt(), 16);
        QCOMPARE(o.value(QStringLiteral("stage")).toInt(), 2);
        QCOMPARE(o.value(QStringLiteral("expert")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("strategy")).toString(), QStringLiteral("replicate"));
    }

    void problemOption_data()
    {
        QTest::addColumn<int>("tensor");
        QTest::addColumn<int>("context");
        QTest::addColumn<int>("stage");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("says");
        // Llama 3.1 8B: 32 layers, 32 heads, on a v5p-8 (4 chips)
        QTest::newRow("stages beyond the layers")
            << 1 << 1 << 64 << QStringLiteral("pipeline-parallel") << QStringLiteral("more than the 32 layers");
        QTest::newRow("context beyond the slice")
            << 1 << 8 << 1 << QStringLiteral("context-parallel") << QStringLiteral("does not divide the 4 devices");
        // without the context axis the two stages fit the four chips: the context option is named
        QTest::newRow("context and stages beyond the slice")
            << 1 << 4 << 2 << QStringLiteral("context-parallel") << QStringLiteral("(8 devices)");
        QTest::newRow("fits") << 2 << 2 << 1 << QString() << QString();
    }
    void problemOption()
    {
        QFETCH(int, tensor);
        QFETCH(int, context);
        QFETCH(int, stage);
        QFETCH(QString, option);
        QFETCH(QString, says);
        const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
        const DeviceInfo d = *m_catalog.device(QStringLiteral("v5p-8"));
        MeshRequest r;
        r.strategy = ShardingStrategy::Fsdp;
        r.tensor = tensor;
        r.context = context;
        r.stage = stage;
        const QString problem = meshProblem(meshFor(r, d.devices), model, d);
        QCOMPARE(problem.isEmpty(), option.isEmpty());
        if (option.isEmpty())
            return;
        QVERIFY2(problem.contains(says), qPrintable(problem));
        QCOMPARE(meshProblemOption(r, model, d), option);
    }

    // the plan's axes become a request: 0 (the planner's choice) is 1, fsdp 0 what the others leave
    void planRequest()
    {
        PlanInput in;
        in.contextParallel = 16;
        in.pipelineParallel = 0;
        in.fsdp = 0;
        const MeshRequest r = in.meshRequest(ShardingStrategy::Fsdp);
        QCOMPARE(r.context, 16);
        QCOMPARE(r.stage, 1);
        QCOMPARE(r.tensor, 1);
        QCOMPARE(r.fsdp, 0);
        QCOMPARE(r.slices, 1);
    }
};

QTEST_GUILESS_MAIN(TestMeshAxes)
#include "TestMeshAxes.moc"
