// SPDX-License-Identifier: GPL-3.0-or-later
// Padding strategies against hand-computed numbers, and the recommendation rules.
//
// The small dataset used throughout: lengths 10, 20, 30, 100 (4 sequences, 160 real tokens, longest 100).
#include "util/InputError.h"
#include "xla/PaddingAnalysis.h"
#include "xla/ReadinessChecklist.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;
using namespace tpuplan::xla;

class TestPaddingAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { QLocale::setDefault(QLocale::c()); }
    void metrics_data();
    void metrics();
    void roundingAndBuckets();
    void largeBatchMatchesExactFormula();
    void recommend_data();
    void recommend();
    void fullReport();
    void textUsesLocale_data();
    void textUsesLocale();
    void lengthLists_data();
    void lengthLists();
    void badOptions_data();
    void badOptions();
    void readinessFromPadding();
};

namespace {
LengthHistogram sample()
{
    return LengthHistogram::fromLengths({10, 20, 30, 100});
}

PaddingStrategy strategyOf(int kind, int length, const QVector<int>& boundaries)
{
    return PaddingStrategy{PaddingKind(kind), length, boundaries};
}
} // namespace

void TestPaddingAnalysis::metrics_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("length");
    QTest::addColumn<QVector<int>>("boundaries");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("usedBatch");
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<double>("computed");
    QTest::addColumn<qint64>("real");
    QTest::addColumn<qint64>("truncTokens");
    QTest::addColumn<qint64>("truncSeqs");
    QTest::addColumn<double>("paddedShare");
    QTest::addColumn<double>("cost");
    QTest::addColumn<double>("realPerStep");
    QTest::addColumn<int>("shapes");
    QTest::addColumn<double>("expectedShapes");
    QTest::addColumn<int>("maxShapes");

    const int max = int(PaddingKind::PadToMax);
    const int fixed = int(PaddingKind::FixedLength);
    const int mult = int(PaddingKind::PadToMultiple);
    const int buckets = int(PaddingKind::Buckets);
    const int packing = int(PaddingKind::Packing);

    // 4 × 100 = 400 slots for 160 tokens: 240 / 400 padding, 400 / 160 − 1 = 1.5; 2 × 160 / 4 real tokens per step
    QTest::addRow("pad to max") << max << 0 << QVector<int>() << 2 << 2 << qint64(4) << 400.0 << qint64(160)
                                << qint64(0) << qint64(0) << 0.6 << 1.5 << 80.0 << 1 << 1.0 << 1;
    // 4 × 128 = 512: 352 / 512 padding
    QTest::addRow("fixed 128") << fixed << 128 << QVector<int>() << 2 << 2 << qint64(4) << 512.0 << qint64(160)
                               << qint64(0) << qint64(0) << 0.6875 << 2.2 << 80.0 << 1 << 1.0 << 1;
    // 30 and 100 cut to 25: 5 + 75 = 80 tokens lost; 10 + 20 + 25 + 25 = 80 kept in 100 slots
    QTest::addRow("fixed 25 truncates") << fixed << 25 << QVector<int>() << 2 << 2 << qint64(4) << 100.0 << qint64(80)
                                        << qint64(80) << qint64(2) << 0.2 << 0.25 << 40.0 << 1 << 1.0 << 1;
    // batch 1: each sequence alone, 32 + 32 + 32 + 128 = 224; shapes 32 (p 3/4) and 128 (p 1/4) over 4 batches:
    // (1 − (1/4)^4) + (1 − (3/4)^4) = 1.6796875
    QTest::addRow("multiple 32, batch 1")
        << mult << 32 << QVector<int>() << 1 << 1 << qint64(4) << 224.0 << qint64(160) << qint64(0) << qint64(0)
        << 64.0 / 224.0 << 0.4 << 40.0 << 2 << 1.6796875 << 2;
    // batch 2: the batch max is ≤ 32 when both come from {10, 20, 30}: C(3,2) / C(4,2) = 1/2, so E = 16 + 64 = 80;
    // 2 batches: 2 × (1 − (1/2)^2) = 1.5 expected shapes
    QTest::addRow("multiple 32, batch 2") << mult << 32 << QVector<int>() << 2 << 2 << qint64(4) << 320.0 << qint64(160)
                                          << qint64(0) << qint64(0) << 0.5 << 1.0 << 80.0 << 2 << 1.5 << 2;
    // batch 4 holds the 100 every time: one shape, 128
    QTest::addRow("multiple 32, batch 4") << mult << 32 << QVector<int>() << 4 << 4 << qint64(4) << 512.0 << qint64(160)
                                          << qint64(0) << qint64(0) << 0.6875 << 2.2 << 160.0 << 1 << 1.0 << 1;
    QTest::addRow("batch above the dataset is clamped")
        << mult << 32 << QVector<int>() << 100 << 4 << qint64(4) << 512.0 << qint64(160) << qint64(0) << qint64(0)
        << 0.6875 << 2.2 << 160.0 << 1 << 1.0 << 1;
    // multiple 8, batch 2: 16, 24, 32, 104 with P(max ≤ ·) = 0, 1/6, 1/2, 1: E = 4 + 32/3 + 52 = 200/3
    QTest::addRow("multiple 8, batch 2") << mult << 8 << QVector<int>() << 2 << 2 << qint64(4) << 800.0 / 3.0
                                         << qint64(160) << qint64(0) << qint64(0) << 0.4 << 2.0 / 3.0 << 80.0 << 2
                                         << (11.0 / 36.0 + 5.0 / 9.0 + 0.75) << 3;
    // multiple 1, batch 1: no padding, 4 shapes possible, 4 × (1 − (3/4)^4) = 2.734375 expected
    QTest::addRow("multiple 1, batch 1") << mult << 1 << QVector<int>() << 1 << 1 << qint64(4) << 160.0 << qint64(160)
                                         << qint64(0) << qint64(0) << 0.0 << 0.0 << 40.0 << 3 << 2.734375 << 4;
    // 10→16, 20→32, 30→32, 100→64 (36 tokens cut): 144 slots for 124 tokens
    QTest::addRow("buckets 16,32,64 truncate")
        << buckets << 0 << QVector<int>{16, 32, 64} << 2 << 2 << qint64(4) << 144.0 << qint64(124) << qint64(36)
        << qint64(1) << 20.0 / 144.0 << 144.0 / 124.0 - 1.0 << 62.0 << 3 << 3.0 << 3;
    QTest::addRow("buckets 32,128") << buckets << 0 << QVector<int>{32, 128} << 2 << 2 << qint64(4) << 224.0
                                    << qint64(160) << qint64(0) << qint64(0) << 64.0 / 224.0 << 0.4 << 80.0 << 2 << 2.0
                                    << 2;
    QTest::addRow("buckets unsorted with duplicates")
        << buckets << 0 << QVector<int>{128, 32, 32} << 2 << 2 << qint64(4) << 224.0 << qint64(160) << qint64(0)
        << qint64(0) << 64.0 / 224.0 << 0.4 << 80.0 << 2 << 2.0 << 2;
    QTest::addRow("one bucket unused") << buckets << 0 << QVector<int>{50, 64, 128} << 2 << 2 << qint64(4) << 278.0
                                       << qint64(160) << qint64(0) << qint64(0) << 118.0 / 278.0 << 278.0 / 160.0 - 1.0
                                       << 80.0 << 2 << 2.0 << 2;
    // 160 tokens in chunks of 64: 3 chunks, 192 slots, 32 padding in the last chunk; 2 × 160 / 3 real per step
    QTest::addRow("packing 64") << packing << 64 << QVector<int>() << 2 << 2 << qint64(3) << 192.0 << qint64(160)
                                << qint64(0) << qint64(0) << 1.0 / 6.0 << 0.2 << 320.0 / 3.0 << 1 << 1.0 << 1;
    QTest::addRow("packing into exactly one chunk")
        << packing << 160 << QVector<int>() << 2 << 1 << qint64(1) << 160.0 << qint64(160) << qint64(0) << qint64(0)
        << 0.0 << 0.0 << 160.0 << 1 << 1.0 << 1;
}

void TestPaddingAnalysis::metrics()
{
    QFETCH(int, kind);
    QFETCH(int, length);
    QFETCH(QVector<int>, boundaries);
    QFETCH(int, batch);
    QFETCH(int, usedBatch);
    QFETCH(qint64, rows);
    QFETCH(double, computed);
    QFETCH(qint64, real);
    QFETCH(qint64, truncTokens);
    QFETCH(qint64, truncSeqs);
    QFETCH(double, paddedShare);
    QFETCH(double, cost);
    QFETCH(double, realPerStep);
    QFETCH(int, shapes);
    QFETCH(double, expectedShapes);
    QFETCH(int, maxShapes);

    const PaddingResult r = analyseStrategy(sample(), strategyOf(kind, length, boundaries), batch);
    QCOMPARE(r.batch, usedBatch);
    QCOMPARE(r.rows, rows);
    QCOMPARE(r.steps, rows / usedBatch);
    QVERIFY2(std::abs(r.computedTokens - computed) < 1e-9, qPrintable(QString::number(r.computedTokens, 'g', 17)));
    QCOMPARE(r.realTokens, real);
    QCOMPARE(r.truncatedTokens, truncTokens);
    QCOMPARE(r.truncatedSequences, truncSeqs);
    QVERIFY2(std::abs(r.paddedShare - paddedShare) < 1e-12, qPrintable(QString::number(r.paddedShare, 'g', 17)));
    QVERIFY2(std::abs(r.throughputCost - cost) < 1e-12, qPrintable(QString::number(r.throughputCost, 'g', 17)));
    QVERIFY(std::abs(r.realTokensPerStep - realPerStep) < 1e-9);
    QVERIFY(std::abs(r.computedTokensPerStep - usedBatch * computed / double(rows)) < 1e-9);
    QCOMPARE(r.shapes, shapes);
    QVERIFY2(std::abs(r.expectedShapes - expectedShapes) < 1e-12,
             qPrintable(QString::number(r.expectedShapes, 'g', 17)));
    QCOMPARE(r.maxShapes, maxShapes);
    double shareSum = 0;
    for (const ShapeShare& s : r.shapeShares)
        shareSum += s.share;
    QVERIFY(std::abs(shareSum - 1.0) < 1e-12);
}

void TestPaddingAnalysis::roundingAndBuckets()
{
    QCOMPARE(roundUpTo(100, 128), 128);
    QCOMPARE(roundUpTo(128, 128), 128);
    QCOMPARE(roundUpTo(1, 8), 8);
    QCOMPARE(roundUpTo(5, 1), 5);
    QCOMPARE(defaultBuckets(128), (QVector<int>{64, 128}));
    QCOMPARE(defaultBuckets(512), (QVector<int>{64, 128, 256, 512}));
    QCOMPARE(defaultBuckets(3328), (QVector<int>{64, 128, 256, 512, 1024, 2048, 3328}));
    QCOMPARE(defaultBuckets(64), (QVector<int>{64}));
    QCOMPARE(defaultBuckets(10), (QVector<int>{10}));

    QCOMPARE(PaddingStrategy::padToMax().id(), QStringLiteral("pad-to-max"));
    QCOMPARE(PaddingStrategy::fixed(512).id(), QStringLiteral("fixed-512"));
    QCOMPARE(PaddingStrategy::multiple(64).id(), QStringLiteral("multiple-64"));
    QCOMPARE(PaddingStrategy::buckets({64, 128}).id(), QStringLiteral("buckets-64-128"));
    QCOMPARE(PaddingStrategy::packing(128).id(), QStringLiteral("packing-128"));

    PaddingOptions o;
    const QVector<PaddingStrategy> s = defaultStrategies(sample(), o);
    QCOMPARE(s.size(), 8);
    QCOMPARE(s[1], PaddingStrategy::fixed(128)); // 100 rounded up to 128
    QCOMPARE(s[6], PaddingStrategy::buckets({64, 128}));
    QCOMPARE(s[7], PaddingStrategy::packing(128));
    o.fixedLength = 96;
    o.chunkLength = 512;
    o.buckets = {32, 96};
    o.multiples = {64};
    const QVector<PaddingStrategy> t = defaultStrategies(sample(), o);
    QCOMPARE(t.size(), 5);
    QCOMPARE(t[1], PaddingStrategy::fixed(96));
    QCOMPARE(t[2], PaddingStrategy::multiple(64));
    QCOMPARE(t[3], PaddingStrategy::buckets({32, 96}));
    QCOMPARE(t[4], PaddingStrategy::packing(512));
}

void TestPaddingAnalysis::largeBatchMatchesExactFormula()
{
    // 20,000 distinct lengths × batch 512 takes the log-gamma path; compare with the product in long double
    std::vector<qint64> dense(20001, 5);
    dense[0] = 0;
    const LengthHistogram h = LengthHistogram::fromDenseCounts(dense);
    const int batch = 512;
    const PaddingResult r = analyseStrategy(h, PaddingStrategy::multiple(1), batch);

    const long double n = 100000;
    long double previous = 0;
    long double expected = 0;
    for (int len = 1; len <= 20000; ++len) {
        const long double atMost = 5.0L * len;
        long double cdf = 0;
        if (atMost >= batch) {
            long double logp = 0;
            for (int i = 0; i < batch; ++i)
                logp += std::log((atMost - i) / (n - i));
            cdf = std::exp(logp);
        }
        expected += (cdf - previous) * len;
        previous = cdf;
    }
    const double exactComputed = double(n * expected);
    QVERIFY2(std::abs(r.computedTokens / exactComputed - 1.0) < 1e-6,
             qPrintable(QStringLiteral("%1 vs %2").arg(r.computedTokens, 0, 'g', 12).arg(exactComputed, 0, 'g', 12)));
    // the batch max of 512 uniform draws sits near the top: almost every batch pads close to 20,000
    QVERIFY(r.computedTokens / double(h.sequences()) > 19900);
}

void TestPaddingAnalysis::recommend_data()
{
    QTest::addColumn<QVector<int>>("kinds");
    QTest::addColumn<QVector<double>>("costs");
    QTest::addColumn<QVector<int>>("shapes");
    QTest::addColumn<QVector<int>>("truncates");
    QTest::addColumn<bool>("packingAllowed");
    QTest::addColumn<int>("budget");
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("reason");
    QTest::addColumn<int>("lowest");
    QTest::addColumn<int>("cheaper");
    QTest::addColumn<int>("rejection");

    const int max = int(PaddingKind::PadToMax);
    const int fixed = int(PaddingKind::FixedLength);
    const int mult = int(PaddingKind::PadToMultiple);
    const int buckets = int(PaddingKind::Buckets);
    const int packing = int(PaddingKind::Packing);
    const QVector<int> five{max, fixed, mult, buckets, packing};
    const int rPacking = int(RecommendationReason::Packing);
    const int rLowest = int(RecommendationReason::LowestCost);
    const int rFewer = int(RecommendationReason::FewerShapesNearlyAsCheap);

    QTest::addRow("packing wins") << five << QVector<double>{1.5, 2.2, 0.4, 0.3, 0.01} << QVector<int>{1, 1, 5, 3, 1}
                                  << QVector<int>{0, 0, 0, 0, 0} << true << 8 << 4 << rPacking << 4 << -1
                                  << int(Rejection::None);
    QTest::addRow("packing ruled out") << five << QVector<double>{1.5, 2.2, 0.4, 0.3, 0.01}
                                       << QVector<int>{1, 1, 5, 3, 1} << QVector<int>{0, 0, 0, 0, 0} << false << 8 << 3
                                       << rLowest << 3 << 4 << int(Rejection::PackingNotAllowed);
    QTest::addRow("over the shape budget")
        << five << QVector<double>{1.5, 2.2, 0.1, 0.3, 0.2} << QVector<int>{1, 1, 20, 3, 1}
        << QVector<int>{0, 0, 0, 0, 0} << false << 8 << 3 << rLowest << 3 << 2 << int(Rejection::OverShapeBudget);
    QTest::addRow("a larger budget lets it in")
        << five << QVector<double>{1.5, 2.2, 0.1, 0.3, 0.2} << QVector<int>{1, 1, 20, 3, 1}
        << QVector<int>{0, 0, 0, 0, 0} << false << 32 << 2 << rLowest << 2 << -1 << int(Rejection::None);
    QTest::addRow("truncation is rejected")
        << QVector<int>{max, fixed} << QVector<double>{1.5, 0.25} << QVector<int>{1, 1} << QVector<int>{0, 1} << true
        << 8 << 0 << rLowest << 0 << 1 << int(Rejection::Truncates);
    QTest::addRow("near tie: fewer shapes")
        << QVector<int>{max, mult, buckets} << QVector<double>{0.05, 0.04, 0.035} << QVector<int>{1, 4, 3}
        << QVector<int>{0, 0, 0} << true << 8 << 0 << rFewer << 2 << -1 << int(Rejection::None);
    QTest::addRow("not a tie") << QVector<int>{max, mult, buckets} << QVector<double>{0.5, 0.04, 0.035}
                               << QVector<int>{1, 4, 3} << QVector<int>{0, 0, 0} << true << 8 << 2 << rLowest << 2 << -1
                               << int(Rejection::None);
    QTest::addRow("equal cost: fewer shapes")
        << QVector<int>{fixed, buckets} << QVector<double>{0.3, 0.3} << QVector<int>{2, 1} << QVector<int>{0, 0} << true
        << 8 << 1 << rLowest << 1 << -1 << int(Rejection::None);
    QTest::addRow("nothing acceptable: fewest shapes")
        << QVector<int>{fixed, buckets} << QVector<double>{0.2, 0.1} << QVector<int>{1, 2} << QVector<int>{1, 1} << true
        << 8 << 0 << rLowest << 0 << 1 << int(Rejection::Truncates);
}

void TestPaddingAnalysis::recommend()
{
    QFETCH(QVector<int>, kinds);
    QFETCH(QVector<double>, costs);
    QFETCH(QVector<int>, shapes);
    QFETCH(QVector<int>, truncates);
    QFETCH(bool, packingAllowed);
    QFETCH(int, budget);
    QFETCH(int, index);
    QFETCH(int, reason);
    QFETCH(int, lowest);
    QFETCH(int, cheaper);
    QFETCH(int, rejection);

    QVector<PaddingResult> results;
    for (int i = 0; i < kinds.size(); ++i) {
        PaddingResult r;
        r.strategy = PaddingStrategy{PaddingKind(kinds[i]), 128, {}};
        r.throughputCost = costs[i];
        r.shapes = shapes[i];
        r.truncatedTokens = truncates[i] ? 10 : 0;
        results << r;
    }
    const Recommendation rec = tpuplan::xla::recommend(results, packingAllowed, budget, 0.02);
    QCOMPARE(rec.index, index);
    QCOMPARE(int(rec.reason), reason);
    QCOMPARE(rec.lowestCostIndex, lowest);
    QCOMPARE(rec.cheaperIndex, cheaper);
    QCOMPARE(int(rec.cheaperRejected), rejection);
    if (kinds.first() == int(PaddingKind::PadToMax)) {
        QCOMPARE(rec.padToMaxIndex, 0);
        QVERIFY(std::abs(rec.speedupVsPadToMax - (1 + costs[0]) / (1 + costs[index])) < 1e-12);
    }
}

void TestPaddingAnalysis::fullReport()
{
    PaddingOptions o;
    o.batch = 2;
    const PaddingReport report = analysePadding(sample(), o);
    QCOMPARE(report.sequences, qint64(4));
    QCOMPARE(report.tokens, qint64(160));
    QCOMPARE(report.maxLength, 100);
    QCOMPARE(report.options.fixedLength, 128);
    QCOMPARE(report.options.chunkLength, 128);
    QCOMPARE(report.options.buckets, (QVector<int>{64, 128}));
    QCOMPARE(report.results.size(), 8);
    // packing 128: 2 chunks, 256 slots for 160 tokens, cost 0.6, one shape: recommended
    const PaddingResult& packing = report.results[7];
    QCOMPARE(packing.rows, qint64(2));
    QCOMPARE(packing.computedTokens, 256.0);
    QCOMPARE(report.results[report.recommendation.index].strategy, PaddingStrategy::packing(128));
    QCOMPARE(report.recommendation.reason, RecommendationReason::Packing);
    // without packing: pad to a multiple of 8 costs 2/3 (buckets 64/128 and multiple 32 cost 1.0)
    QCOMPARE(report.results[report.withoutPacking.index].strategy, PaddingStrategy::multiple(8));
    QCOMPARE(report.withoutPacking.reason, RecommendationReason::LowestCost);
    QCOMPARE(report.withoutPacking.cheaperIndex, 7);
    QCOMPARE(report.withoutPacking.cheaperRejected, Rejection::PackingNotAllowed);
    QCOMPARE(report.results[6].throughputCost, 1.0);

    const QString text = recommendationText(report, report.recommendation);
    QVERIFY(text.contains(QStringLiteral("128")));
    QVERIFY(text.contains(QStringLiteral("RoBERTa")));
    const QString alt = recommendationText(report, report.withoutPacking);
    QVERIFY2(alt.contains(QStringLiteral("multiple of 8")), qPrintable(alt));
    QVERIFY2(alt.contains(QStringLiteral("40.0%")), qPrintable(alt)); // (800/3 − 160) / (800/3)
    QVERIFY2(alt.contains(QStringLiteral("pack into chunks of 128")), qPrintable(alt));

    o.packingAllowed = false;
    const PaddingReport noPacking = analysePadding(sample(), o);
    QCOMPARE(noPacking.recommendation.index, noPacking.withoutPacking.index);
}

void TestPaddingAnalysis::textUsesLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("share");
    QTest::addRow("de_DE") << QStringLiteral("de_DE") << QStringLiteral("40,0");
    QTest::addRow("ja_JP") << QStringLiteral("ja_JP") << QStringLiteral("40.0");
    QTest::addRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("40.0");
    QTest::addRow("ko_KR") << QStringLiteral("ko_KR") << QStringLiteral("40.0");
}

void TestPaddingAnalysis::textUsesLocale()
{
    QFETCH(QString, locale);
    QFETCH(QString, share);
    QLocale::setDefault(QLocale(locale));
    PaddingOptions o;
    o.batch = 2;
    o.packingAllowed = false;
    const PaddingReport report = analysePadding(LengthHistogram::fromLengths({10, 20, 30, 100, 2000}), o);
    const QString t = recommendationText(report, report.recommendation);
    QVERIFY(!t.isEmpty());
    QVERIFY2(t.contains(QLocale().toString(2000)), qPrintable(t));
    const PaddingReport small = analysePadding(sample(), o);
    const QString s = recommendationText(small, small.recommendation);
    QVERIFY2(s.contains(share), qPrintable(s));
}

void TestPaddingAnalysis::lengthLists_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QVector<int>>("expected");
    QTest::addRow("commas") << QStringLiteral("64,128, 256") << true << QVector<int>{64, 128, 256};
    QTest::addRow("spaces, unsorted, duplicates") << QStringLiteral("256 64 64") << true << QVector<int>{64, 256};
    QTest::addRow("empty") << QString() << false << QVector<int>();
    QTest::addRow("text") << QStringLiteral("64,abc") << false << QVector<int>();
    QTest::addRow("zero") << QStringLiteral("0") << false << QVector<int>();
    QTest::addRow("too long") << QStringLiteral("2000000") << false << QVector<int>();
    QTest::addRow("full-width digits") << QStringLiteral("６４") << false << QVector<int>();
}

void TestPaddingAnalysis::lengthLists()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QVector<int>, expected);
    QString error;
    const auto v = parseLengthList(text, &error);
    QCOMPARE(v.has_value(), ok);
    if (ok)
        QCOMPARE(*v, expected);
    else
        QVERIFY(!error.isEmpty());
}

void TestPaddingAnalysis::badOptions_data()
{
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("fixed");
    QTest::addColumn<QVector<int>>("buckets");
    QTest::addColumn<QVector<int>>("multiples");
    QTest::addColumn<int>("budget");
    QTest::addColumn<QString>("field");
    QTest::addRow("batch 0") << 0 << 0 << QVector<int>() << QVector<int>{8} << 8 << QStringLiteral("batch");
    QTest::addRow("fixed too long") << 1 << (1 << 21) << QVector<int>() << QVector<int>{8} << 8
                                    << QStringLiteral("fixed_length");
    QTest::addRow("bucket 0") << 1 << 0 << QVector<int>{0, 64} << QVector<int>{8} << 8 << QStringLiteral("buckets");
    QTest::addRow("multiple 0") << 1 << 0 << QVector<int>() << QVector<int>{0} << 8 << QStringLiteral("multiples");
    QTest::addRow("budget 0") << 1 << 0 << QVector<int>() << QVector<int>{8} << 0 << QStringLiteral("shape_budget");
}

void TestPaddingAnalysis::badOptions()
{
    QFETCH(int, batch);
    QFETCH(int, fixed);
    QFETCH(QVector<int>, buckets);
    QFETCH(QVector<int>, multiples);
    QFETCH(int, budget);
    QFETCH(QString, field);
    PaddingOptions o;
    o.batch = batch;
    o.fixedLength = fixed;
    o.buckets = buckets;
    o.multiples = multiples;
    o.shapeBudget = budget;
    try {
        analysePadding(sample(), o);
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().field, field);
    }
    try {
        analysePadding(LengthHistogram(), PaddingOptions());
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().field, QStringLiteral("lengths"));
    }
}

void TestPaddingAnalysis::readinessFromPadding()
{
    const LengthHistogram h = sample();
    struct Case
    {
        PaddingStrategy strategy;
        int multiple;
        Satisfied multipleOk;
    };
    const QVector<Case> cases{
        {PaddingStrategy::padToMax(), 100, Satisfied::No},
        {PaddingStrategy::fixed(128), 128, Satisfied::Yes},
        {PaddingStrategy::multiple(64), 64, Satisfied::Yes},
        {PaddingStrategy::multiple(8), 8, Satisfied::No},
        {PaddingStrategy::buckets({64, 128}), 64, Satisfied::Yes},
        {PaddingStrategy::buckets({32, 100}), 4, Satisfied::No},
        {PaddingStrategy::packing(512), 512, Satisfied::Yes},
    };
    for (const Case& c : cases) {
        const PaddingResult r = analyseStrategy(h, c.strategy, 2);
        QCOMPARE(paddedLengthMultiple(r), c.multiple);
        ReadinessInput in;
        applyPadding(in, r, 8);
        const QVector<ReadinessItem> items = readinessChecklist(in);
        for (const ReadinessItem& it : items) {
            if (it.id == QLatin1String("padding-multiple"))
                QCOMPARE(it.satisfied, c.multipleOk);
            if (it.id == QLatin1String("static-shapes"))
                QCOMPARE(it.satisfied, Satisfied::Yes);
        }
    }
    ReadinessInput many;
    many.inputShapes = 40;
    for (const ReadinessItem& it : readinessChecklist(many))
        if (it.id == QLatin1String("static-shapes"))
            QCOMPARE(it.satisfied, Satisfied::No);
}

QTEST_GUILESS_MAIN(TestPaddingAnalysis)
#include "TestPaddingAnalysis.moc"
