// SPDX-License-Identifier: GPL-3.0-or-later
// The serving plan file (core/serve/ServePlanFile): the example reads, save -> reopen gives the same ServeInput, a
// training plan is not taken for a serving plan, and every bad file is an InputError naming the file and the key.
#include "CoreHelpers.h"
#include "serve/ServePlanFile.h"
#include "util/InputError.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;

Q_DECLARE_METATYPE(tpuplan::ServeInput)

namespace {
// Every member of a ServeInput; returns the first that differs.
QString difference(const ServeInput& a, const ServeInput& b)
{
#define CHECK(expr)                                                                                                    \
    if (!((a.expr) == (b.expr)))                                                                                       \
        return QStringLiteral(#expr);
    CHECK(modelRef)
    CHECK(model)
    CHECK(hardware)
    CHECK(devices)
    CHECK(deviceMemoryGiB)
    CHECK(customDeviceIsTpu)
    CHECK(tensorParallel)
    CHECK(inputLen)
    CHECK(outputLen)
    CHECK(traffic)
    CHECK(concurrency)
    CHECK(requestRate)
    CHECK(maxContext)
    CHECK(precisions)
    CHECK(kvPrecisions)
    CHECK(engine)
    CHECK(memoryUtilization)
    CHECK(ttftTarget)
    CHECK(tpotTarget)
    CHECK(regions)
    CHECK(pricing)
    CHECK(limit)
#undef CHECK
    return QString();
}

const QByteArray kMinimal = "kind: serve\nmodel: llama-3.1-8b\ninput_len: 1000\noutput_len: 200\nconcurrency: 8\n";
} // namespace

class TestServePlanFile : public QObject
{
    Q_OBJECT
private slots:
    void example();
    void roundTrip_data();
    void roundTrip();
    void detectsKind_data();
    void detectsKind();
    void badFile_data();
    void badFile();
    void unreadableFile();
};

void TestServePlanFile::example()
{
    const ServeInput in = readServePlanFile(test::examplePath("llama-3.1-70b-serve.yaml"));
    QCOMPARE(in.modelRef, QStringLiteral("llama-3.1-70b"));
    QCOMPARE(in.model.layers, 80);
    QCOMPARE(in.inputLen, 2000);
    QCOMPARE(in.outputLen, 300);
    QCOMPARE(in.traffic, TrafficKind::Concurrency);
    QCOMPARE(in.concurrency, 100);
    QCOMPARE(in.tpotTarget, 0.05);
    QVERIFY(in.hardware.isEmpty()); // the whole catalog
}

void TestServePlanFile::roundTrip_data()
{
    QTest::addColumn<ServeInput>("input");
    const ServeInput minimal = servePlanFromYaml(kMinimal, QStringLiteral("minimal.yaml"));
    QTest::newRow("minimal") << minimal;
    QTest::newRow("example") << readServePlanFile(test::examplePath("llama-3.1-70b-serve.yaml"));

    ServeInput every = minimal;
    every.hardware = QStringList{QStringLiteral("v5litepod-16"), QStringLiteral("h100-80")};
    every.devices = 8;
    every.tensorParallel = 4;
    every.traffic = TrafficKind::RequestRate;
    every.requestRate = 3.3; // not exact in binary: written as the shortest text that reads back the same
    every.concurrency = 12;
    every.maxContext = 4096;
    every.precisions = {ServePrecision::Fp8, ServePrecision::Int4};
    every.kvPrecisions = {ServePrecision::Fp8};
    every.engine = ServeEngine::Sglang;
    every.memoryUtilization = 0.87;
    every.ttftTarget = 1.7;
    every.tpotTarget = 0.1 / 3;
    every.regions = QStringList{QStringLiteral("us-central1"), QStringLiteral("europe-west4")};
    every.pricing = {PricingModel::Spot, PricingModel::Commit1y};
    every.limit = 0;
    QTest::newRow("every key") << every;

    ServeInput custom = minimal;
    custom.deviceMemoryGiB = 31.25;
    custom.customDeviceIsTpu = true;
    custom.devices = 4;
    custom.traffic = TrafficKind::Offline;
    custom.concurrency = 0;
    custom.engine = ServeEngine::JetStream;
    QTest::newRow("device by memory, offline") << custom;
}

void TestServePlanFile::roundTrip()
{
    QFETCH(ServeInput, input);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.yaml"));
    QCOMPARE(writeServePlanFile(input, path), QString());
    const ServeInput back = readServePlanFile(path);
    QCOMPARE(difference(input, back), QString());
    QCOMPARE(serializeServePlan(back), serializeServePlan(input));
    QVERIFY(isServePlanText(serializeServePlan(input)));
}

void TestServePlanFile::detectsKind_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("serve");
    QTest::newRow("serve") << kMinimal << true;
    QTest::newRow("quoted, comment") << QByteArray("# a plan\nkind: \"serve\"  # serving\nmodel: x\n") << true;
    QTest::newRow("broken below") << QByteArray("kind: serve\nmodel: [unclosed\n") << true;
    QTest::newRow("training plan") << QByteArray("model: llama-3.1-8b\ntraining:\n  seq_len: 8\n") << false;
    QTest::newRow("nested kind") << QByteArray("head:\n  kind: serve\n") << false;
    QTest::newRow("other kind") << QByteArray("kind: server\n") << false;
}

void TestServePlanFile::detectsKind()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, serve);
    QCOMPARE(isServePlanText(text), serve);
}

void TestServePlanFile::badFile_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    const QByteArray base = "kind: serve\nmodel: llama-3.1-8b\ninput_len: 1000\noutput_len: 200\n";
    QTest::newRow("not YAML") << QByteArray("kind: serve\nmodel: [unclosed\n") << QString() << 3 << "not valid YAML";
    QTest::newRow("empty") << QByteArray("") << QString() << 0 << "empty";
    QTest::newRow("a list") << QByteArray("- kind: serve\n") << QString() << 1 << "mapping";
    QTest::newRow("unknown key") << base + "concurrency: 4\nbatch: 8\n"
                                 << "batch" << 6 << "unknown key";
    QTest::newRow("no kind") << QByteArray("model: llama-3.1-8b\ninput_len: 1\noutput_len: 1\n") << "kind" << 1
                             << "missing";
    QTest::newRow("wrong kind") << QByteArray("kind: train\n") << "kind" << 1 << "serve";
    QTest::newRow("no model") << QByteArray("kind: serve\ninput_len: 1\noutput_len: 1\n") << "model" << 1 << "missing";
    QTest::newRow("unknown model") << QByteArray("kind: serve\nmodel: llama-99\ninput_len: 1\noutput_len: 1\n")
                                   << "model" << 2 << "llama-99";
    QTest::newRow("encoder") << QByteArray("kind: serve\nmodel: bert-base\ninput_len: 1\noutput_len: 1\n"
                                           "concurrency: 1\n")
                             << "model" << 2 << "encoder";
    QTest::newRow("no input_len") << QByteArray("kind: serve\nmodel: llama-3.1-8b\noutput_len: 1\n") << "input_len" << 1
                                  << "missing";
    QTest::newRow("text for a number") << base + "concurrency: many\n"
                                       << "concurrency" << 5 << "expected a number";
    QTest::newRow("fraction of a user") << base + "concurrency: 2.5\n"
                                        << "concurrency" << 5 << "whole number";
    QTest::newRow("no concurrency") << base << "concurrency" << 1 << "concurrency";
    QTest::newRow("zero rate") << base + "traffic: request-rate\nrequest_rate: 0\n"
                               << "request_rate" << 6 << "request rate";
    QTest::newRow("unknown traffic") << base + "traffic: bursty\n"
                                     << "traffic" << 5 << "offline";
    QTest::newRow("unknown precision") << base + "concurrency: 1\nprecision: [bf16, fp4]\n"
                                       << "precision" << 6 << "fp4";
    QTest::newRow("int4 KV") << base + "concurrency: 1\nkv_precision: int4\n"
                             << "kv_precision" << 6 << "4-bit";
    QTest::newRow("unknown engine") << base + "concurrency: 1\nengine: tgi\n"
                                    << "engine" << 6 << "vllm";
    QTest::newRow("utilization above 1") << base + "concurrency: 1\ngpu_memory_utilization: 1.5\n"
                                         << "gpu_memory_utilization" << 6 << "0 to 1";
    QTest::newRow("negative target") << base + "concurrency: 1\ntpot_target: -0.1\n"
                                     << "tpot_target" << 6 << "time-per-output-token";
    QTest::newRow("short context") << base + "concurrency: 1\nmax_context: 1100\n"
                                   << "max_context" << 6 << "cannot hold";
    QTest::newRow("TP not dividing") << base + "concurrency: 1\ndevices: 8\ntensor_parallel: 3\n"
                                     << "tensor_parallel" << 7 << "does not divide";
    QTest::newRow("unknown pricing") << base + "concurrency: 1\npricing: [cheap]\n"
                                     << "pricing" << 6 << "cheap";
    QTest::newRow("hardware and memory") << base + "concurrency: 1\nhardware: v5e-8\ndevice_memory_gib: 16\n"
                                         << "device_memory_gib" << 7 << "not both";
    QTest::newRow("bool as text") << base + "concurrency: 1\ndevice_tpu: maybe\n"
                                  << "device_tpu" << 6 << "true or false";
    QTest::newRow("list for a value") << base + "concurrency: [1, 2]\n"
                                      << "concurrency" << 5 << "expected a number";
}

void TestServePlanFile::badFile()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, field);
    QFETCH(int, line);
    QFETCH(QString, message);
    const auto issue = test::issueOf([&] { servePlanFromYaml(yaml, QStringLiteral("bad-serve.yaml")); });
    QVERIFY2(issue, "no error");
    QCOMPARE(issue->file, QStringLiteral("bad-serve.yaml"));
    QCOMPARE(issue->field, field);
    QCOMPARE(issue->line, line);
    QVERIFY2(issue->message.contains(message, Qt::CaseInsensitive), qPrintable(issue->toString()));
}

void TestServePlanFile::unreadableFile()
{
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("missing.yaml"));
    const auto issue = test::issueOf([&] { readServePlanFile(missing); });
    QVERIFY(issue);
    QCOMPARE(issue->file, missing);
    // a folder that does not exist: the save names the file
    const QString error = writeServePlanFile(servePlanFromYaml(kMinimal, QStringLiteral("m.yaml")),
                                             dir.filePath(QStringLiteral("no/such/dir/x.yaml")));
    QVERIFY(error.contains(QStringLiteral("x.yaml")));
}

QTEST_GUILESS_MAIN(TestServePlanFile)
#include "TestServePlanFile.moc"
