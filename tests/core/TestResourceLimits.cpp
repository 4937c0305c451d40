// SPDX-License-Identifier: GPL-3.0-or-later
// Absurd input is refused quickly, with a message naming the file and the field, and without exhausting memory or the
// stack: 10^12 layers, sequence length 2^40, a 1 GiB file handed to every reader, YAML and JSON nested a million
// levels deep. The largest values the readers accept still plan in bounded time with finite results.
#include "catalog/Catalog.h"
#include "catalog/PriceImport.h"
#include "catalog/UserCatalogFile.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "plan/Planner.h"
#include "util/InputError.h"
#include "xla/LengthFile.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>

#include <cmath>
#include <functional>

using namespace tpuplan;

namespace {
const QDate kToday(2026, 11, 21);

// Peak resident memory of this process so far, in MiB (Linux reports ru_maxrss in KiB).
double peakRssMiB()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0;
}

// Runs `read`, which must throw InputError; returns the error (file, field, message) and checks time and memory.
InputIssue expectRefusal(const std::function<void()>& read, qint64 maxMs = 2000, double maxExtraMiB = 64)
{
    const double rssBefore = peakRssMiB();
    QElapsedTimer timer;
    timer.start();
    try {
        read();
    } catch (const InputError& e) {
        const qint64 ms = timer.elapsed();
        const double grew = peakRssMiB() - rssBefore;
        if (ms > maxMs)
            qWarning("refused after %lld ms (limit %lld): %s", ms, maxMs, qPrintable(e.text()));
        if (grew > maxExtraMiB)
            qWarning("peak memory grew by %.0f MiB (limit %.0f): %s", grew, maxExtraMiB, qPrintable(e.text()));
        InputIssue issue = e.issue();
        issue.line = ms <= maxMs && grew <= maxExtraMiB ? issue.line : -1; // -1 marks a refusal that was too costly
        return issue;
    }
    return InputIssue{QStringLiteral("<accepted>"), -1, QString(), QString()};
}

QByteArray modelYaml(const QByteArray& key, const QByteArray& value)
{
    QByteArray y = "id: absurd\nmodel_type: bert\nvocab_size: 30522\nhidden_size: 768\nnum_hidden_layers: 12\n"
                   "num_attention_heads: 12\nintermediate_size: 3072\nmax_position_embeddings: 512\n";
    const int at = y.indexOf(key + ": ");
    if (at >= 0) {
        const int end = y.indexOf('\n', at);
        y.replace(at, end - at, key + ": " + value);
    } else {
        y += key + ": " + value + "\n";
    }
    return y;
}

QByteArray planYaml(const QByteArray& training)
{
    return "model: bert-base\nhead: {kind: mlm}\ntraining:\n" + training
        + "\nhardware: {slices: [v3-8], regions: [us-central1], pricing: [on-demand]}\n";
}

// A file of `bytes` bytes that takes no disk space: every reader must refuse it by its size before reading it.
QString sparseFile(const QTemporaryDir& dir, const QString& name, qint64 bytes, const QByteArray& head)
{
    QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(head) != head.size() || !f.resize(bytes))
        qFatal("cannot make the sparse file %s", qPrintable(path));
    return path;
}
} // namespace

class TestResourceLimits : public QObject
{
    Q_OBJECT
private slots:
    void absurdModelValues_data();
    void absurdModelValues();
    void absurdPlanValues_data();
    void absurdPlanValues();
    void gigabyteFiles_data();
    void gigabyteFiles();
    void deepNesting_data();
    void deepNesting();
    void largestAcceptedValuesPlanInBoundedTime();
    void smallestAcceptedValuesPlanInBoundedTime();
};

void TestResourceLimits::absurdModelValues_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<bool>("json");
    QTest::newRow("10^12 layers (YAML)") << QByteArray("num_hidden_layers") << QByteArray("1000000000000") << false;
    QTest::newRow("10^12 layers (config.json)")
        << QByteArray("num_hidden_layers") << QByteArray("1000000000000") << true;
    QTest::newRow("hidden 2^40") << QByteArray("hidden_size") << QByteArray("1099511627776") << false;
    QTest::newRow("heads 10^15") << QByteArray("num_attention_heads") << QByteArray("1000000000000000") << false;
    QTest::newRow("vocabulary 1e300") << QByteArray("vocab_size") << QByteArray("1e300") << false;
    QTest::newRow("FFN 1e20 (config.json)") << QByteArray("intermediate_size") << QByteArray("1e20") << true;
    QTest::newRow("positions 2^40") << QByteArray("max_position_embeddings") << QByteArray("1099511627776") << false;
    QTest::newRow("negative layers") << QByteArray("num_hidden_layers") << QByteArray("-12") << false;
    QTest::newRow("layers infinity") << QByteArray("num_hidden_layers") << QByteArray(".inf") << false;
    QTest::newRow("layers NaN") << QByteArray("num_hidden_layers") << QByteArray(".nan") << false;
}

void TestResourceLimits::absurdModelValues()
{
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, value);
    QFETCH(bool, json);
    const QString label = json ? QStringLiteral("absurd/config.json") : QStringLiteral("absurd.yaml");
    const InputIssue issue = expectRefusal([&] {
        if (json) {
            const QByteArray text = "{\"model_type\": \"bert\", \"vocab_size\": 30522, \"hidden_size\": 768, "
                                    "\"num_attention_heads\": 12, \"num_hidden_layers\": 12, "
                                    "\"intermediate_size\": 3072, \"max_position_embeddings\": 512, \""
                + key + "\": " + value + "}";
            ModelLoader::fromHfConfigJson(text, label);
        } else {
            ModelLoader::fromYamlText(modelYaml(key, value), label);
        }
    });
    QCOMPARE(issue.file, label);
    QVERIFY2(issue.line >= 0, "refused too slowly or with too much memory");
    QCOMPARE(issue.field, QString::fromLatin1(key));
    QVERIFY2(!issue.message.isEmpty(), qPrintable(issue.toString()));
}

void TestResourceLimits::absurdPlanValues_data()
{
    QTest::addColumn<QByteArray>("training");
    QTest::addColumn<QString>("field");
    const QByteArray ok = "  global_batch: 32\n  steps: 1000\n";
    QTest::newRow("sequence length 2^40") << "  seq_len: 1099511627776\n" + ok << "training.seq_len";
    QTest::newRow("sequence length 2^63") << "  seq_len: 9223372036854775808\n" + ok << "training.seq_len";
    QTest::newRow("global batch 10^15") << QByteArray("  seq_len: 512\n  global_batch: 1e15\n  steps: 1000\n")
                                        << "training.global_batch";
    QTest::newRow("steps 1e30") << QByteArray("  seq_len: 512\n  global_batch: 32\n  steps: 1e30\n")
                                << "training.steps";
    QTest::newRow("tokens 1e40") << QByteArray("  seq_len: 512\n  global_batch: 32\n  tokens: 1e40\n")
                                 << "training.tokens";
    QTest::newRow("accumulation 2^40") << "  seq_len: 512\n  max_accumulation: 1099511627776\n" + ok
                                       << "training.max_accumulation";
    QTest::newRow("sequence longer than the positions") << "  seq_len: 4096\n" + ok << "training.seq_len";
}

void TestResourceLimits::absurdPlanValues()
{
    QFETCH(QByteArray, training);
    QFETCH(QString, field);
    const InputIssue issue = expectRefusal([&] { PlanFile::parse(planYaml(training), QStringLiteral("absurd.yaml")); });
    QCOMPARE(issue.file, QStringLiteral("absurd.yaml"));
    QVERIFY2(issue.line > 0, qPrintable(issue.toString()));
    QCOMPARE(issue.field, field);
}

void TestResourceLimits::gigabyteFiles_data()
{
    QTest::addColumn<QString>("reader");
    for (const char* r :
         {"plan", "model YAML", "model config.json", "catalog", "user catalog", "price import", "length file"})
        QTest::newRow(r) << QString::fromLatin1(r);
}

void TestResourceLimits::gigabyteFiles()
{
    QFETCH(QString, reader);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    constexpr qint64 kGiB = qint64(1) << 30;
    const bool json = reader.contains(QLatin1String("json"));
    const QByteArray head = reader == QLatin1String("length file") ? QByteArray("128\n512\n") : QByteArray("a: 1\n");
    const QString path = sparseFile(dir, json ? QStringLiteral("config.json") : QStringLiteral("big.yaml"), kGiB, head);
    const Catalog catalog = Catalog::builtin();
    const InputIssue issue = expectRefusal(
        [&] {
            if (reader == QLatin1String("plan"))
                PlanFile::read(path);
            else if (reader.startsWith(QLatin1String("model")))
                ModelLoader::fromFile(path);
            else if (reader == QLatin1String("catalog"))
                Catalog(catalog).mergeFile(path);
            else if (reader == QLatin1String("user catalog"))
                UserCatalogFile(path).load();
            else if (reader == QLatin1String("price import"))
                importPriceFile(path, catalog);
            else
                xla::LengthFile::read(path); // mapped, not read: the NUL bytes after the two lengths are refused
        },
        1000, 32);
    QCOMPARE(issue.file, path);
    QVERIFY2(issue.line >= 0, "refused too slowly or with too much memory");
    QVERIFY2(!issue.message.isEmpty(), qPrintable(issue.toString()));
}

void TestResourceLimits::deepNesting_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("reader");
    const int n = 1000000;
    QTest::newRow("flow sequences") << "training: " + QByteArray(n, '[') << "plan";
    QTest::newRow("flow mappings") << "training: " + QByteArray("{a: ").repeated(n) << "plan";
    QTest::newRow("block sequences") << "training:\n  " + QByteArray("- ").repeated(n) + "x\n"
                                     << "plan";
    QTest::newRow("explicit keys") << QByteArray("? ").repeated(n) + "x\n"
                                   << "plan";
    QTest::newRow("anchors and aliases") << "a: &a [1]\n" + QByteArray("b: [*a, *a]\n") << "plan";
    QByteArray indented;
    for (int level = 0; level < 2500; ++level) // as deep as indentation fits in the 4 MiB a plan may have
        indented += QByteArray(level, ' ') + "k:\n";
    QTest::newRow("block mappings") << indented << "plan";
    QTest::newRow("catalog flow sequences") << "slices: " + QByteArray(n, '[') << "catalog";
    QTest::newRow("catalog block sequences") << "slices:\n" + QByteArray("- ").repeated(n) + "x\n"
                                             << "catalog";
    QTest::newRow("model block sequences") << "num_hidden_layers:\n" + QByteArray("- ").repeated(n) + "1\n"
                                           << "model";
    QTest::newRow("config.json arrays") << "{\"hidden_size\": " + QByteArray(n, '[') << "config.json";
    QTest::newRow("config.json objects") << QByteArray("{\"a\": ").repeated(n) << "config.json";
}

void TestResourceLimits::deepNesting()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, reader);
    const QString label = reader + QStringLiteral(".input");
    const Catalog catalog = Catalog::builtin(); // outside the measured refusal
    const InputIssue issue = expectRefusal([&] {
        if (reader == QLatin1String("plan"))
            PlanFile::parse(text, label);
        else if (reader == QLatin1String("catalog"))
            Catalog(catalog).mergeText(text, label);
        else if (reader == QLatin1String("model"))
            ModelLoader::fromYamlText(text, label);
        else
            ModelLoader::fromHfConfigJson(text, label);
    });
    QCOMPARE(issue.file, label);
    QVERIFY2(issue.line >= 0, "refused too slowly or with too much memory");
    QVERIFY2(!issue.message.isEmpty(), qPrintable(issue.toString()));
}

// The top of every accepted range at once: the planner must neither overflow nor take long.
void TestResourceLimits::largestAcceptedValuesPlanInBoundedTime()
{
    const QByteArray yaml = "model:\n  id: huge\n  model_type: bert\n  vocab_size: 10000000\n  hidden_size: 65536\n"
                            "  num_hidden_layers: 1024\n  num_attention_heads: 1024\n  intermediate_size: 1048576\n"
                            "  max_position_embeddings: 1048576\n"
                            "head: {kind: mlm}\n"
                            "training:\n  seq_len: 1048576\n  global_batch: 16777216\n  tokens: 1e18\n"
                            "  precision: [fp32, bf16-mixed]\n  checkpointing: [none, full, every-k, selective]\n"
                            "  max_accumulation: 65536\n"
                            "data: {dataset_gib: 1000000}\n"
                            "limit: 0\n";
    const PlanInput in = PlanFile::parse(yaml, QStringLiteral("largest.yaml"));
    QElapsedTimer timer;
    timer.start();
    const PlanResult r = Planner(Catalog::builtin()).plan(in, kToday);
    const qint64 ms = timer.elapsed();
    QVERIFY2(ms < 20000, qPrintable(QStringLiteral("%1 ms").arg(ms)));
    QVERIFY(r.evaluated > 0);
    QCOMPARE(r.fitting, 0); // ~1.6e14 parameters at a million tokens fit no slice in the catalog
    QVERIFY(!r.notes.isEmpty());
    for (const Candidate& c : r.candidates) {
        QVERIFY(std::isfinite(c.memory.memory.total()) && c.memory.memory.total() > c.memory.deviceMemory);
        QVERIFY(c.memory.parameterCount > 0);
        QVERIFY(!c.fits);
    }
    // runs of ~10^10 hours are too long to simulate: the first candidates say so instead of hanging
    int checked = 0;
    for (int i = 0; i < Planner::kSimulatedCandidates && i < r.candidates.size(); ++i) {
        const Candidate& c = r.candidates[i];
        if (!isInterruptible(c.offering.pricing))
            continue;
        ++checked;
        QVERIFY(c.spreadTried && !c.spread);
        QVERIFY(std::any_of(c.reasons.begin(), c.reasons.end(),
                            [](const Reason& x) { return x.code == QLatin1String("spread-not-simulated"); }));
    }
    QVERIFY(checked > 0);
}

// The bottom of the ranges: a checkpoint save of 1e-30 minutes made the Young/Daly interval ~1e-16 h, and the
// forced-restart recurrence tried to allocate a buffer of 10^16 entries (std::bad_alloc).
void TestResourceLimits::smallestAcceptedValuesPlanInBoundedTime()
{
    const QByteArray yaml = "model: bert-base\n"
                            "training: {seq_len: 1, global_batch: 8, tokens: 1e12}\n"
                            "hardware: {slices: [v3-8], regions: [us-central1], pricing: [preemptible, spot]}\n"
                            "preemption: {rate_per_hour: 10, checkpoint_write_minutes: 1e-30, restart_minutes: 0,\n"
                            "             preemptible_max_hours: 0.1}\n"
                            "limit: 0\n";
    const PlanInput in = PlanFile::parse(yaml, QStringLiteral("smallest.yaml"));
    QElapsedTimer timer;
    timer.start();
    const PlanResult r = Planner(Catalog::builtin()).plan(in, kToday);
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
    QVERIFY(!r.candidates.isEmpty());
    for (const Candidate& c : r.candidates) {
        QVERIFY(std::isfinite(c.expectedHours) && c.expectedHours >= c.workHours);
        QVERIFY(c.preemption.checkpointIntervalHours >= 1.0 / 3600.0);
        QVERIFY(std::isfinite(c.preemption.forcedRestarts) && c.preemption.forcedRestarts >= 0);
    }
}

QTEST_GUILESS_MAIN(TestResourceLimits)
#include "TestResourceLimits.moc"
