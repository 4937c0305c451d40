// SPDX-License-Identifier: GPL-3.0-or-later
// The Data tab's rules, shared by the app and the CLI (core/plan/PlanDataPrep, core/xla/DataPrepRules): where the
// shard plan's tokens come from, when packing is allowed, which slice reads the shards, the default storage class, and
// the options built from a plan with the user's choices on top; the plain-text readiness checklist; the histogram share
// and padded percent.
#include "catalog/Catalog.h"
#include "plan/PlanDataPrep.h"
#include "plan/PlanInput.h"
#include "plan/Planner.h"
#include "xla/DataPrepRules.h"
#include "xla/ReadinessChecklist.h"

#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::xla;

class TestXlaDataPrep : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void datasetTokens_data();
    void datasetTokens();
    void tokenSourceIds();
    void packing_data();
    void packing();
    void shardSlice_data();
    void shardSlice();
    void hostsOfSlice();
    void storageClass();
    void paddingOptions();
    void shardInput();
    void checklistText();
    void shares();
    void readinessIds();
    void answers_data();
    void answers();

private:
    static Candidate candidate(const QString& hardware, bool tpu);
    Catalog m_catalog;
};

void TestXlaDataPrep::initTestCase()
{
    m_catalog = Catalog::builtin();
}

Candidate TestXlaDataPrep::candidate(const QString& hardware, bool tpu)
{
    Candidate c;
    c.hardware = hardware;
    c.device.hardware = hardware;
    c.device.isTpu = tpu;
    return c;
}

void TestXlaDataPrep::datasetTokens_data()
{
    QTest::addColumn<double>("planDataset");
    QTest::addColumn<qint64>("fileTokens");
    QTest::addColumn<double>("runTokens"); // > 0: a run measured in tokens
    QTest::addColumn<double>("typed"); // > 0: typed by the user
    QTest::addColumn<double>("tokens");
    QTest::addColumn<int>("source");
    QTest::addRow("nothing: assumed 1e9") << 0.0 << qint64(0) << 0.0 << 0.0 << 1e9 << int(TokenSource::Assumed);
    QTest::addRow("the plan's dataset wins over the file")
        << 3e7 << qint64(5000) << 8e9 << 0.0 << 3e7 << int(TokenSource::Plan);
    QTest::addRow("the file before the run") << 0.0 << qint64(5000) << 8e9 << 0.0 << 5000.0 << int(TokenSource::File);
    QTest::addRow("the run's tokens") << 0.0 << qint64(0) << 8e9 << 0.0 << 8e9 << int(TokenSource::PlanRun);
    QTest::addRow("typed wins over all") << 3e7 << qint64(5000) << 8e9 << 42.0 << 42.0 << int(TokenSource::Typed);
}

void TestXlaDataPrep::datasetTokens()
{
    QFETCH(double, planDataset);
    QFETCH(qint64, fileTokens);
    QFETCH(double, runTokens);
    QFETCH(double, typed);
    QFETCH(double, tokens);
    QFETCH(int, source);
    PlanInput plan;
    plan.datasetTokens = planDataset;
    if (runTokens > 0) {
        plan.runLength = RunLength::Tokens;
        plan.tokens = runTokens;
    }
    DataPrepInputs inputs;
    if (typed > 0)
        inputs.datasetTokens = typed;
    const DatasetTokens got = datasetTokensForPlan(plan, fileTokens, inputs);
    QCOMPARE(got.tokens, tokens);
    QCOMPARE(int(got.source), source);
    QCOMPARE(shardInputForPlan(plan, {}, m_catalog, fileTokens, inputs).amount, tokens);
}

void TestXlaDataPrep::tokenSourceIds()
{
    QCOMPARE(tokenSourceId(TokenSource::Plan), QStringLiteral("plan"));
    QCOMPARE(tokenSourceId(TokenSource::File), QStringLiteral("file"));
    QCOMPARE(tokenSourceId(TokenSource::PlanRun), QStringLiteral("plan-run"));
    QCOMPARE(tokenSourceId(TokenSource::Assumed), QStringLiteral("assumed"));
    QCOMPARE(tokenSourceId(TokenSource::Typed), QStringLiteral("typed"));
}

void TestXlaDataPrep::packing_data()
{
    QTest::addColumn<int>("head");
    QTest::addColumn<bool>("allowed");
    QTest::addRow("MLM pretraining packs") << int(HeadKind::Mlm) << true;
    QTest::addRow("masked MLM packs") << int(HeadKind::MlmMasked) << true;
    QTest::addRow("classification keeps examples") << int(HeadKind::Classification) << false;
}

void TestXlaDataPrep::packing()
{
    QFETCH(int, head);
    QFETCH(bool, allowed);
    PlanInput plan;
    plan.head.kind = HeadKind(head);
    QCOMPARE(packingAllowedForPlan(plan), allowed);
    QCOMPARE(paddingOptionsForPlan(plan).packingAllowed, allowed);
    DataPrepInputs typed;
    typed.packingAllowed = !allowed;
    QCOMPARE(paddingOptionsForPlan(plan, typed).packingAllowed, !allowed);
}

void TestXlaDataPrep::shardSlice_data()
{
    QTest::addColumn<QStringList>("candidates"); // "name" = TPU, "gpu:name" = GPU, best first
    QTest::addColumn<QStringList>("hardware");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("slice");
    QTest::addRow("the best TPU candidate")
        << QStringList{"gpu:a100-40", "v3-32", "v2-8"} << QStringList{"v2-8"} << QString() << "v3-32";
    QTest::addRow("no TPU candidate: the plan's first slice")
        << QStringList{"gpu:a100-40"} << QStringList{"a100-40", "v3-8", "v2-8"} << QString() << "v3-8";
    QTest::addRow("unknown names skipped") << QStringList{} << QStringList{"v9-無い", "v2-8"} << QString() << "v2-8";
    QTest::addRow("nothing: the catalog's first slice") << QStringList{} << QStringList{} << QString() << "";
    QTest::addRow("typed wins") << QStringList{"v3-32"} << QStringList{} << "v2-8"
                                << "v2-8";
}

void TestXlaDataPrep::shardSlice()
{
    QFETCH(QStringList, candidates);
    QFETCH(QStringList, hardware);
    QFETCH(QString, typed);
    QFETCH(QString, slice);
    if (slice.isEmpty())
        slice = m_catalog.slices().first().name;
    PlanInput plan;
    plan.hardware = hardware;
    PlanResult result;
    for (const QString& c : candidates)
        result.candidates << (c.startsWith(QLatin1String("gpu:")) ? candidate(c.mid(4), false) : candidate(c, true));
    DataPrepInputs inputs;
    inputs.slice = typed;
    QCOMPARE(shardSliceForPlan(plan, result, m_catalog, inputs), slice);
    QCOMPARE(shardInputForPlan(plan, result, m_catalog, 0, inputs).hosts, xla::hostsOfSlice(m_catalog, slice));
}

void TestXlaDataPrep::hostsOfSlice()
{
    const auto v3 = m_catalog.device(QStringLiteral("v3-32"));
    QVERIFY(v3);
    QVERIFY(v3->hosts > 1);
    QCOMPARE(xla::hostsOfSlice(m_catalog, QStringLiteral("v3-32")), v3->hosts);
    QCOMPARE(xla::hostsOfSlice(m_catalog, QStringLiteral("v2-8")), 1);
    QCOMPARE(xla::hostsOfSlice(m_catalog, QStringLiteral("スライス")), 1);
    QCOMPARE(xla::hostsOfSlice(Catalog(), QString()), 1);
}

void TestXlaDataPrep::storageClass()
{
    QCOMPARE(defaultStorageClassId(), QStringLiteral("standard"));
    const StorageClass* standard = m_catalog.storageClass(defaultStorageClassId());
    QVERIFY(standard);
    QCOMPARE(shardInputForPlan(PlanInput(), {}, m_catalog, 0).usdPerGiBMonth, standard->usdPerGiBMonth);
    // a catalog without the class: the price is unknown
    QCOMPARE(shardInputForPlan(PlanInput(), {}, Catalog(), 0).usdPerGiBMonth, 0.0);
}

void TestXlaDataPrep::paddingOptions()
{
    PlanInput plan;
    plan.globalBatch = 48;
    PaddingOptions options = paddingOptionsForPlan(plan);
    QCOMPARE(options.batch, 48);
    QCOMPARE(options.shapeBudget, PaddingOptions().shapeBudget);
    QCOMPARE(options.multiples, PaddingOptions().multiples);
    DataPrepInputs inputs;
    inputs.batch = 8;
    inputs.shapeBudget = 3;
    options = paddingOptionsForPlan(plan, inputs);
    QCOMPARE(options.batch, 8);
    QCOMPARE(options.shapeBudget, 3);
}

void TestXlaDataPrep::shardInput()
{
    PlanInput plan;
    plan.seqLen = 2048;
    ShardInput in = shardInputForPlan(plan, {}, m_catalog, 0);
    QCOMPARE(in.unit, DatasetUnit::Tokens);
    QCOMPARE(in.seqLen, 2048);
    QCOMPARE(in.bytesPerToken, ShardInput().bytesPerToken);
    DataPrepInputs inputs;
    inputs.seqLen = 128;
    inputs.hosts = 4;
    inputs.datasetTokens = 1e9;
    in = shardInputForPlan(plan, {}, m_catalog, 0, inputs);
    QCOMPARE(in.seqLen, 128);
    QCOMPARE(in.hosts, 4);
    // docs/xla-readiness.md: 1e9 tokens at 128 on 4 hosts -> 44 shards
    QCOMPARE(planShards(in).shards, qint64(44));
}

void TestXlaDataPrep::checklistText()
{
    QCOMPARE(satisfiedMark(Satisfied::Yes), QStringLiteral("[x]"));
    QCOMPARE(satisfiedMark(Satisfied::No), QStringLiteral("[ ]"));
    QCOMPARE(satisfiedMark(Satisfied::Unknown), QStringLiteral("[?]"));
    ReadinessInput in;
    in.access = TpuAccess::TpuNode;
    in.data = DataLocation::LocalDisk;
    const QVector<ReadinessItem> items
        = readinessItems(in, {QStringLiteral("shards"), QStringLiteral("data-location"), QStringLiteral("未知")});
    QCOMPARE(items.size(), 2);
    QCOMPARE(items[0].id, QStringLiteral("data-location")); // the checklist's order, not the list's
    QCOMPARE(items[1].id, QStringLiteral("shards"));
    const QString text = xla::checklistText(items);
    QCOMPARE(text.count(QLatin1Char('\n')), 2);
    QVERIFY(text.startsWith(QStringLiteral("  [ ] %1: %2\n").arg(items[0].title, items[0].explanation)));
    QVERIFY(text.endsWith(QStringLiteral("  [?] %1: %2\n").arg(items[1].title, items[1].explanation)));
    QCOMPARE(xla::checklistText({}), QString());
}

void TestXlaDataPrep::shares()
{
    const LengthHistogram h = LengthHistogram::fromLengths({10, 10, 10, 20});
    QCOMPARE(h.shareOf(3), 0.75);
    QCOMPARE(LengthHistogram().shareOf(3), 0.0);
    PaddingResult r;
    r.paddedShare = 0.25;
    QCOMPARE(r.paddedPercent(), 25.0);
}

void TestXlaDataPrep::readinessIds()
{
    for (TpuAccess a : {TpuAccess::Unknown, TpuAccess::TpuVm, TpuAccess::TpuNode})
        QCOMPARE(tpuAccessFromId(tpuAccessId(a)), std::optional<TpuAccess>(a));
    for (DataLocation d :
         {DataLocation::Unknown, DataLocation::CloudStorage, DataLocation::LocalDisk, DataLocation::InMemory})
        QCOMPARE(dataLocationFromId(dataLocationId(d)), std::optional<DataLocation>(d));
    QVERIFY(!tpuAccessFromId(QStringLiteral("ノード")));
    QVERIFY(!dataLocationFromId(QStringLiteral("GCS")));
}

void TestXlaDataPrep::answers_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("done");
    QTest::addColumn<int>("satisfied");
    for (const QString& id : answerableReadinessIds()) {
        QTest::addRow("%s done", qPrintable(id)) << id << true << int(Satisfied::Yes);
        QTest::addRow("%s not done", qPrintable(id)) << id << false << int(Satisfied::No);
    }
}

void TestXlaDataPrep::answers()
{
    QFETCH(QString, id);
    QFETCH(bool, done);
    QFETCH(int, satisfied);
    ReadinessInput in;
    in.shards = 64;
    in.hosts = 4; // a plan fact, kept
    in.access = TpuAccess::TpuNode; // where a generator pipeline fails: its answer decides
    applyAnswers(in, {{id, done}, {QStringLiteral("未知の項目"), true}});
    QCOMPARE(in.shards, std::optional<qint64>(64));
    for (const ReadinessItem& it : readinessChecklist(in)) {
        if (it.id == id)
            QCOMPARE(int(it.satisfied), satisfied);
        else if (answerableReadinessIds().contains(it.id) && it.id != QLatin1String("shuffle-shards"))
            QCOMPARE(it.satisfied, Satisfied::Unknown); // not answered
    }
    if (id == QLatin1String("jit-compile"))
        QCOMPARE(in.jitCompile, std::optional<bool>(!done)); // done = the flag removed
    // no answers: every answerable item unknown again
    applyAnswers(in, {});
    QVERIFY(!in.followsXlaRules && !in.testedWithXla && !in.pureTfData && !in.underStrategyScope && !in.jitCompile
            && !in.shuffleShards);
}

QTEST_GUILESS_MAIN(TestXlaDataPrep)
#include "TestXlaDataPrep.moc"
