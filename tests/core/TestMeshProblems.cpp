// SPDX-License-Identifier: GPL-3.0-or-later
// Meshes (core/memory/Sharding.cpp; docs/sharding-model.md section 6): meshFor() lays a strategy over a slice or GPU
// job, meshProblem() refuses what cannot run with a message naming the numbers (a mesh that does not divide the
// slice, a tensor degree above or not dividing the attention heads, tensor parallelism across GPU nodes, slices of
// GPUs), and offloadFromId() reads the --offload values.
#include "catalog/Catalog.h"
#include "memory/Sharding.h"
#include "model/ModelLoader.h"

#include <QtTest>

using namespace tpuplan;

class TestMeshProblems : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_catalog = Catalog::builtin(); }
    void meshFor_data();
    void meshFor();
    void problems_data();
    void problems();
    void offloadIds_data();
    void offloadIds();
    void strategyIds();

private:
    DeviceInfo job(const QString& hardware, int gpus) const
    {
        const DeviceInfo d = *m_catalog.device(hardware);
        return gpus > 0 ? gpuJob(d, gpus) : d;
    }
    Catalog m_catalog;
};

void TestMeshProblems::meshFor_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<int>("fsdp");
    QTest::addColumn<int>("slices");
    QTest::addColumn<int>("data");
    QTest::addColumn<int>("fsdpAxis");
    QTest::addColumn<int>("shardDegree");
    QTest::addColumn<QString>("text");

    QTest::newRow("replicate: all on data")
        << "replicate" << 8 << 1 << 0 << 1 << 8 << 1 << 1 << "data 8 × fsdp 1 × tensor 1";
    QTest::newRow("fsdp: all on fsdp") << "fsdp" << 8 << 1 << 0 << 1 << 1 << 8 << 8 << "fsdp 8 × tensor 1";
    QTest::newRow("zero2 with tensor 2") << "zero2" << 8 << 2 << 0 << 1 << 1 << 4 << 4 << "fsdp 4 × tensor 2";
    QTest::newRow("fsdp 8 of 64: data 8") << "fsdp" << 64 << 1 << 8 << 1 << 8 << 8 << 8 << "data 8 × fsdp 8 × tensor 1";
    QTest::newRow("replicate ignores fsdp")
        << "replicate" << 8 << 1 << 4 << 1 << 8 << 1 << 1 << "data 8 × fsdp 1 × tensor 1";
    QTest::newRow("two slices") << "fsdp" << 8 << 1 << 0 << 2 << 1 << 8 << 8 << "fsdp 8 × tensor 1 × 2 slice";
}

void TestMeshProblems::meshFor()
{
    QFETCH(QString, strategy);
    QFETCH(int, devices);
    QFETCH(int, tensor);
    QFETCH(int, fsdp);
    QFETCH(int, slices);
    QFETCH(int, data);
    QFETCH(int, fsdpAxis);
    QFETCH(int, shardDegree);
    QFETCH(QString, text);
    const Mesh m = tpuplan::meshFor(*shardingStrategyFromId(strategy), devices, tensor, fsdp, slices);
    QCOMPARE(m.data, data);
    QCOMPARE(m.fsdp, fsdpAxis);
    QCOMPARE(m.tensor, tensor);
    QCOMPARE(m.slices, slices);
    QCOMPARE(m.devicesPerSlice(), devices);
    QCOMPARE(m.devices(), devices * slices);
    QCOMPARE(m.shardDegree(), shardDegree);
    // "2 slice(s)" until the English plural forms are loaded (translations/tpuplanner_en.ts)
    if (slices > 1)
        QVERIFY2(meshText(m).startsWith(text), qPrintable(meshText(m)));
    else
        QCOMPARE(meshText(m), text);
}

void TestMeshProblems::problems_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<int>("fsdp");
    QTest::addColumn<int>("slices");
    QTest::addColumn<QStringList>("named"); // what the message names; empty: no problem

    const QString l31 = QStringLiteral("llama-3.1-8b");
    QTest::newRow("fsdp 8 x tensor 1 on v6e-8") << l31 << "v6e-8" << 0 << "fsdp" << 1 << 0 << 1 << QStringList{};
    // fsdp 3 leaves data 2: 6 devices of 8
    QTest::newRow("fsdp 3 on v6e-8") << l31 << "v6e-8" << 0 << "fsdp" << 1 << 3 << 1
                                     << QStringList{"fsdp 3", "(6 devices)", "8 devices", "v6e-8"};
    QTest::newRow("tensor 3 on v6e-8") << l31 << "v6e-8" << 0 << "fsdp" << 3 << 0 << 1
                                       << QStringList{"6 devices", "8 devices", "v6e-8"};
    // 64 > 32 heads
    QTest::newRow("tensor 64 > heads") << l31 << "v6e-64" << 0 << "fsdp" << 64 << 0 << 1
                                       << QStringList{"of 64 is more than", "32 attention heads", "Llama 3.1 8B"};
    // GPT-2 has 12 heads: 8 does not divide them
    QTest::newRow("tensor 8 does not divide 12 heads")
        << "gpt2"
        << "v6e-8" << 0 << "fsdp" << 8 << 0 << 1 << QStringList{"of 8 does not divide", "12 attention heads"};
    QTest::newRow("tensor 4 divides 12 heads") << "gpt2"
                                               << "v6e-8" << 0 << "fsdp" << 4 << 0 << 1 << QStringList{};
    // 16 GPUs over two nodes of 8: tensor 16 would cross the network
    QTest::newRow("tensor 16 > 8 GPUs per node")
        << l31 << "a100-80" << 16 << "fsdp" << 16 << 0 << 1 << QStringList{"a100-80", "at most 8 GPUs", "not 16"};
    QTest::newRow("tensor 8 in one node") << l31 << "a100-80" << 16 << "fsdp" << 8 << 0 << 1 << QStringList{};
    QTest::newRow("slices of GPUs") << l31 << "h100-80" << 8 << "fsdp" << 1 << 0 << 2
                                    << QStringList{"slices are TPU slices", "--devices"};
    QTest::newRow("two TPU slices") << l31 << "v6e-8" << 0 << "fsdp" << 1 << 0 << 2 << QStringList{};
}

void TestMeshProblems::problems()
{
    QFETCH(QString, model);
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(QString, strategy);
    QFETCH(int, tensor);
    QFETCH(int, fsdp);
    QFETCH(int, slices);
    QFETCH(QStringList, named);
    const DeviceInfo d = job(hardware, gpus);
    const Mesh m = tpuplan::meshFor(*shardingStrategyFromId(strategy), d.devices, tensor, fsdp, slices);
    const QString problem = meshProblem(m, ModelLoader::preset(model), d);
    if (named.isEmpty()) {
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        return;
    }
    QVERIFY(!problem.isEmpty());
    for (const QString& n : named)
        QVERIFY2(problem.contains(n), qPrintable(QStringLiteral("'%1' not in '%2'").arg(n, problem)));
}

void TestMeshProblems::offloadIds_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<bool>("optimizer");
    QTest::addColumn<bool>("params");
    QTest::addColumn<bool>("activations");
    QTest::addColumn<QString>("canonical");

    QTest::newRow("none") << "none" << true << false << false << false << "none";
    QTest::newRow("all") << "all" << true << true << true << true << "all";
    QTest::newRow("optimizer") << "optimizer" << true << true << false << false << "optimizer";
    QTest::newRow("optimizer,params") << "optimizer,params" << true << true << true << false << "optimizer,params";
    QTest::newRow("params,optimizer") << "params,optimizer" << true << true << true << false << "optimizer,params";
    QTest::newRow("spaces") << "optimizer, activations" << true << true << false << true << "optimizer,activations";
    QTest::newRow("all three listed") << "optimizer,params,activations" << true << true << true << true << "all";
    QTest::newRow("none,params") << "none,params" << false << false << false << false << "";
    QTest::newRow("all,params") << "all,params" << false << false << false << false << "";
    QTest::newRow("foo") << "foo" << false << false << false << false << "";
    QTest::newRow("empty") << "" << false << false << false << false << "";
}

void TestMeshProblems::offloadIds()
{
    QFETCH(QString, id);
    QFETCH(bool, valid);
    QFETCH(bool, optimizer);
    QFETCH(bool, params);
    QFETCH(bool, activations);
    QFETCH(QString, canonical);
    const std::optional<Offload> o = offloadFromId(id);
    QCOMPARE(o.has_value(), valid);
    if (!o)
        return;
    QCOMPARE(o->optimizer, optimizer);
    QCOMPARE(o->params, params);
    QCOMPARE(o->activations, activations);
    QCOMPARE(offloadId(*o), canonical);
    QCOMPARE(offloadFromId(offloadId(*o)), o);
}

void TestMeshProblems::strategyIds()
{
    for (const QString& id : shardingStrategyIds())
        QCOMPARE(shardingStrategyId(*shardingStrategyFromId(id)), id);
    QVERIFY(!shardingStrategyFromId(QStringLiteral("zero3")));
    QCOMPARE(offloadPartIds(), (QStringList{"none", "optimizer", "params", "activations", "all"}));
}

QTEST_APPLESS_MAIN(TestMeshProblems)
#include "TestMeshProblems.moc"
