// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's interconnect facts for the sharding model: every GPU row has its node size, PCIe link and sourced
// figures; Catalog::device() turns GPU and TPU rows into per-device axis, cross-node, host-link and host-RAM figures;
// gpuJob() spreads a job of several GPUs over nodes; the catalog JSON carries the GPU figures; and a malformed GPU
// field in a user catalog is refused with its file, line and field.
#include "catalog/Catalog.h"
#include "catalog/CatalogJson.h"
#include "util/InputError.h"

#include <QJsonArray>
#include <QtTest>

using namespace tpuplan;

namespace {
QByteArray yamlOf(const QStringList& lines)
{
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

// a user GPU row with the required fields and `extra` appended inside its braces
QStringList gpuRow(const QString& extra)
{
    return {
        QStringLiteral("gpus:"),
        QStringLiteral("  - {id: my-gpu, memory_bytes: 24000000000, memory_bandwidth_gb_s: 300, peak_tflops_fp32: 30,"
                       " cuda_context_mib: 1343, source: NV-L4, as_of: 2023-03-21%1}")
            .arg(extra)};
}
} // namespace

class TestCatalogInterconnect : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_builtin = Catalog::builtin(); }
    void everyGpuRowIsComplete();
    void gpuFigures_data();
    void gpuFigures();
    void tpuDevices_data();
    void tpuDevices();
    void hostRamFollowsChipsPerHost();
    void gpuJobSpansNodes();
    void userCatalogMayOmitThem();
    void userCatalogRow();
    void badInput_data();
    void badInput();
    void json();

private:
    Catalog m_builtin;
};

void TestCatalogInterconnect::everyGpuRowIsComplete()
{
    const auto known = [this](const QString& key) { return m_builtin.sources().contains(key); };
    QVERIFY(!m_builtin.gpus().isEmpty());
    for (const Gpu& g : m_builtin.gpus()) {
        QVERIFY2(g.gpusPerNode >= 1, qPrintable(g.id));
        QVERIFY2(g.pcieGBs.known(), qPrintable(g.id));
        // the machine's figures come together, and every GPU a cloud of the catalog sells has them; the consumer and
        // workstation GPUs (RTX 3090, 4090, A6000, 6000 Ada) are in no machine of the catalog's sources
        QVERIFY2(g.networkGBsPerGpu.known() == g.hostRamGbPerGpu.known(), qPrintable(g.id));
        QVERIFY2(g.hostRamGbPerGpu.known() || m_builtin.offerings(g.id, true).isEmpty(), qPrintable(g.id));
        QVERIFY2(g.hostRamGbPerGpu.known() || g.id.startsWith(QLatin1String("rtx-")), qPrintable(g.id));
        for (const SourcedValue* v : {&g.nvlinkGBs, &g.pcieGBs, &g.networkGBsPerGpu, &g.hostRamGbPerGpu})
            if (v->known())
                QVERIFY2(known(v->source), qPrintable(g.id + QLatin1Char(' ') + v->source));
        // NVLink is faster than the PCIe link to the host wherever a GPU has it
        if (g.nvlinkGBs.known())
            QVERIFY2(g.nvlinkGBs.value > g.pcieGBs.value, qPrintable(g.id));
    }
}

void TestCatalogInterconnect::gpuFigures_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<double>("axisGBs"); // NVLink (or PCIe) one way
    QTest::addColumn<double>("crossGBs");
    QTest::addColumn<double>("hostLinkGBs");
    QTest::addColumn<double>("hostRamGb"); // per GPU
    QTest::addColumn<int>("perNode");
    QTest::addRow("H100 SXM5: NVLink 900 both ways") << "h100-80" << 450.0 << 12.5 << 64.0 << 234.0 << 8;
    QTest::addRow("A100 80 GB: a2-ultragpu-8g") << "a100-80" << 300.0 << 1.5625 << 32.0 << 170.0 << 8;
    QTest::addRow("A100 40 GB: a2-megagpu-16g") << "a100-40" << 300.0 << 0.78125 << 32.0 << 85.0 << 16;
    QTest::addRow("B200: NVLink 5") << "b200" << 900.0 << 50.0 << 64.0 << 496.0 << 8;
    QTest::addRow("V100: NVLink 2") << "v100-16" << 150.0 << 1.5625 << 16.0 << 78.0 << 8;
    QTest::addRow("T4: no NVLink, PCIe Gen3") << "t4" << 16.0 << 3.125 << 16.0 << 156.0 << 4;
    QTest::addRow("L4: no NVLink, PCIe Gen4") << "l4" << 32.0 << 1.5625 << 32.0 << 48.0 << 8;
    QTest::addRow("K80: two GPUs share the board's link") << "k80" << 8.0 << 0.5 << 8.0 << 52.0 << 8;
}

void TestCatalogInterconnect::gpuFigures()
{
    QFETCH(QString, gpu);
    QFETCH(double, hostRamGb);
    const auto d = m_builtin.device(gpu);
    QVERIFY(d);
    QVERIFY(!d->isTpu);
    QTEST(d->axisGBs, "axisGBs");
    QTEST(d->crossGBs, "crossGBs");
    QTEST(d->hostLinkGBs, "hostLinkGBs");
    QCOMPARE(d->hostRamBytes, hostRamGb * 1e9);
    QTEST(d->devicesPerNodeMax, "perNode");
    QCOMPARE(d->devicesPerHost, 1);
    QCOMPARE(d->torusAxes, 1);
}

void TestCatalogInterconnect::tpuDevices_data()
{
    QTest::addColumn<QString>("slice");
    QTest::addColumn<double>("axisGBs"); // one ICI link both ways, per device
    QTest::addColumn<int>("torusAxes");
    QTest::addColumn<double>("crossGBs");
    QTest::addColumn<double>("hostLinkGBs");
    QTest::addColumn<double>("hostRamBytes");
    QTest::addColumn<int>("devicesPerHost");
    // v3: two TensorCores share a chip's links, so a device gets half of one link (100 GB/s one way, 200 both)
    QTest::addRow("v3-8: per TensorCore") << "v3-8" << 100.0 << 2 << 0.0 << 0.0 << 334e9 << 8;
    QTest::addRow("v4-8: 2x2x1") << "v4-8" << 90.0 << 2 << 6.25 << 16.0 << 0.0 << 4;
    QTest::addRow("v4-128: 4x4x4") << "v4-128" << 90.0 << 3 << 6.25 << 16.0 << 0.0 << 4;
    QTest::addRow("v5litepod-1: 1x1") << "v5litepod-1" << 90.0 << 1 << 3.125 << 16.0 << 48e9 << 1;
    QTest::addRow("v5litepod-256: 16x16") << "v5litepod-256" << 90.0 << 2 << 3.125 << 16.0 << 384e9 << 8;
    QTest::addRow("v5p-8: 2x2x1") << "v5p-8" << 180.0 << 2 << 6.25 << 16.0 << 448e9 << 4;
    QTest::addRow("v6e-8: 1,440 GB host") << "v6e-8" << 180.0 << 2 << 12.5 << 32.0 << 1440e9 << 8;
    QTest::addRow("v6e-4: 720 GB host") << "v6e-4" << 180.0 << 2 << 12.5 << 32.0 << 720e9 << 4;
    // TPU7x: ICI per chip is known (unconfirmed), its links per chip are not, so no per-axis figure
    QTest::addRow("tpu7x-8: axis unknown") << "tpu7x-8" << 0.0 << 2 << 0.0 << 0.0 << 0.0 << 8;
    // v2: no ICI figure (UNCONFIRMED in the reference)
    QTest::addRow("v2-8: axis unknown") << "v2-8" << 0.0 << 2 << 0.0 << 0.0 << 334e9 << 8;
}

void TestCatalogInterconnect::tpuDevices()
{
    QFETCH(QString, slice);
    const auto d = m_builtin.device(slice);
    QVERIFY(d);
    QVERIFY(d->isTpu);
    QTEST(d->axisGBs, "axisGBs");
    QTEST(d->torusAxes, "torusAxes");
    QTEST(d->crossGBs, "crossGBs");
    QTEST(d->hostLinkGBs, "hostLinkGBs");
    QTEST(d->hostRamBytes, "hostRamBytes");
    QTEST(d->devicesPerHost, "devicesPerHost");
    QCOMPARE(d->devicesPerNodeMax, d->devicesPerHost);
}

void TestCatalogInterconnect::hostRamFollowsChipsPerHost()
{
    // the same v6e-256 with hosts of 4 chips (a user row): each host has the RAM of a 4-chip VM
    Catalog c = m_builtin;
    c.mergeText(
        yamlOf({QStringLiteral("slices:"),
                QStringLiteral("  - {name: v6e-256, generation: v6e, chips: 256, hosts: 64, topology: 16x16}")}),
        QStringLiteral("user.yaml"));
    const auto d = c.device(QStringLiteral("v6e-256"));
    QVERIFY(d);
    QCOMPARE(d->devicesPerHost, 4);
    QCOMPARE(d->hostRamBytes, 720e9);
    QCOMPARE(d->torusAxes, 2);
}

void TestCatalogInterconnect::gpuJobSpansNodes()
{
    const auto h100 = m_builtin.device(QStringLiteral("h100-80"));
    QVERIFY(h100);
    const DeviceInfo job = gpuJob(*h100, 16);
    QCOMPARE(job.devices, 16);
    QCOMPARE(job.devicesPerHost, 8);
    QCOMPARE(job.hosts, 2);
    QCOMPARE(job.hostRamBytes, 8 * 234e9);
    QCOMPARE(job.axisGBs, 450.0);
    QCOMPARE(job.crossGBs, 12.5);

    const DeviceInfo small = gpuJob(*h100, 4); // fits one node
    QCOMPARE(small.hosts, 1);
    QCOMPARE(small.devicesPerHost, 4);
    QCOMPARE(small.hostRamBytes, 4 * 234e9);

    const auto a100 = m_builtin.device(QStringLiteral("a100-40"));
    QVERIFY(a100);
    QCOMPARE(gpuJob(*a100, 16).hosts, 1); // a2-megagpu-16g holds 16
    QCOMPARE(gpuJob(*a100, 17).hosts, 2);
}

void TestCatalogInterconnect::userCatalogMayOmitThem()
{
    Catalog c = m_builtin;
    c.mergeText(yamlOf(gpuRow(QString())), QStringLiteral("user.yaml"));
    const Gpu* g = c.gpu(QStringLiteral("my-gpu"));
    QVERIFY(g);
    QVERIFY(!g->nvlinkGBs.known());
    QVERIFY(!g->pcieGBs.known());
    QCOMPARE(g->gpusPerNode, 1);
    const auto d = c.device(QStringLiteral("my-gpu"));
    QCOMPARE(d->axisGBs, 0.0);
    QCOMPARE(d->hostRamBytes, 0.0);
    QCOMPARE(d->devicesPerNodeMax, 1);
}

void TestCatalogInterconnect::userCatalogRow()
{
    Catalog c = m_builtin;
    c.mergeText(yamlOf(gpuRow(QStringLiteral(", pcie_gb_s: {value: 64, source: NV-L4, confidence: secondary},"
                                             " gpus_per_node: 4, host_ram_gb_per_gpu: {value: 100, source: NV-L4}"))),
                QStringLiteral("user.yaml"));
    const Gpu* g = c.gpu(QStringLiteral("my-gpu"));
    QVERIFY(g);
    QCOMPARE(g->pcieGBs.value, 64.0);
    QCOMPARE(g->pcieGBs.confidence, Confidence::Secondary);
    QCOMPARE(g->hostRamGbPerGpu.confidence, Confidence::Confirmed);
    QCOMPARE(g->gpusPerNode, 4);
    const auto d = c.device(QStringLiteral("my-gpu"));
    QCOMPARE(d->axisGBs, 32.0); // no NVLink: PCIe one way
    QCOMPARE(gpuJob(*d, 8).hosts, 2);
}

void TestCatalogInterconnect::badInput_data()
{
    QTest::addColumn<QString>("extra");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    QTest::addRow("NVLink as a bare number") << ", nvlink_gb_s: 600"
                                             << "gpus[0].nvlink_gb_s"
                                             << "expected a mapping";
    QTest::addRow("NVLink not a number") << ", nvlink_gb_s: {value: fast, source: NV-L4}"
                                         << "gpus[0].nvlink_gb_s.value"
                                         << "number";
    QTest::addRow("NVLink of 0") << ", nvlink_gb_s: {value: 0, source: NV-L4}"
                                 << "gpus[0].nvlink_gb_s.value"
                                 << "must be greater than 0";
    QTest::addRow("NVLink without a source") << ", nvlink_gb_s: {value: 600}"
                                             << "gpus[0].nvlink_gb_s.source"
                                             << "missing";
    QTest::addRow("NVLink with a bad confidence") << ", nvlink_gb_s: {value: 600, source: NV-L4, confidence: maybe}"
                                                  << "gpus[0].nvlink_gb_s.confidence"
                                                  << "confirmed, secondary or unconfirmed";
    QTest::addRow("NVLink with an unknown source") << ", nvlink_gb_s: {value: 600, source: NO-SUCH}"
                                                   << "gpus.my-gpu.nvlink_gb_s.source"
                                                   << "unknown source";
    QTest::addRow("network per GPU, unknown key") << ", network_gb_s_per_gpu: {value: 1, source: NV-L4, per: vm}"
                                                  << "gpus[0].network_gb_s_per_gpu.per"
                                                  << "";
    QTest::addRow("host RAM negative") << ", host_ram_gb_per_gpu: {value: -4, source: NV-L4}"
                                       << "gpus[0].host_ram_gb_per_gpu.value"
                                       << "must be greater than 0";
    QTest::addRow("PCIe as text") << ", pcie_gb_s: gen4"
                                  << "gpus[0].pcie_gb_s"
                                  << "expected a mapping";
    QTest::addRow("GPUs per node 0") << ", gpus_per_node: 0"
                                     << "gpus[0].gpus_per_node"
                                     << "must be at least 1";
    QTest::addRow("GPUs per node 65") << ", gpus_per_node: 65"
                                      << "gpus[0].gpus_per_node"
                                      << "must be at most 64";
    QTest::addRow("GPUs per node not whole") << ", gpus_per_node: 2.5"
                                             << "gpus[0].gpus_per_node"
                                             << "whole number";
}

void TestCatalogInterconnect::badInput()
{
    QFETCH(QString, extra);
    QFETCH(QString, field);
    QFETCH(QString, message);
    Catalog c = m_builtin;
    try {
        c.mergeText(yamlOf(gpuRow(extra)), QStringLiteral("bad.yaml"));
        QFAIL("expected an error");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, QStringLiteral("bad.yaml"));
        QCOMPARE(e.issue().line, 2);
        QCOMPARE(e.issue().field, field);
        QVERIFY2(e.issue().message.contains(message), qPrintable(e.issue().message));
    }
    QVERIFY(!c.gpu(QStringLiteral("my-gpu"))); // nothing merged
}

void TestCatalogInterconnect::json()
{
    const QJsonObject o = catalogJson(m_builtin, QString(), QString(), QDate(2026, 11, 24));
    QJsonObject h100;
    QJsonObject l4;
    for (const QJsonValue v : o.value(QStringLiteral("gpus")).toArray()) {
        if (v.toObject().value(QStringLiteral("id")).toString() == QLatin1String("h100-80"))
            h100 = v.toObject();
        if (v.toObject().value(QStringLiteral("id")).toString() == QLatin1String("l4"))
            l4 = v.toObject();
    }
    QVERIFY(!h100.isEmpty() && !l4.isEmpty());
    const QJsonObject nvlink = h100.value(QStringLiteral("nvlink_gb_s")).toObject();
    QCOMPARE(nvlink.value(QStringLiteral("gb_s")).toDouble(), 900.0);
    QCOMPARE(nvlink.value(QStringLiteral("source")).toString(), QStringLiteral("NV-H100"));
    QVERIFY(!nvlink.value(QStringLiteral("source_ref")).toString().isEmpty());
    QCOMPARE(nvlink.value(QStringLiteral("confidence")).toString(), QStringLiteral("unconfirmed"));
    QCOMPARE(h100.value(QStringLiteral("pcie_gb_s")).toObject().value(QStringLiteral("gb_s")).toDouble(), 128.0);
    QCOMPARE(h100.value(QStringLiteral("network_gb_s_per_gpu")).toObject().value(QStringLiteral("gb_s")).toDouble(),
             12.5);
    QCOMPARE(h100.value(QStringLiteral("host_ram_gb_per_gpu")).toObject().value(QStringLiteral("gb")).toDouble(),
             234.0);
    QCOMPARE(h100.value(QStringLiteral("gpus_per_node")).toInt(), 8);
    // a GPU without NVLink says so with null rather than leaving the key out
    QVERIFY(l4.contains(QStringLiteral("nvlink_gb_s")));
    QVERIFY(l4.value(QStringLiteral("nvlink_gb_s")).isNull());

    // a user row that gives none of them: every key is null, the node size 1
    Catalog c = m_builtin;
    c.mergeText(yamlOf(gpuRow(QString())), QStringLiteral("user.yaml"));
    const QJsonObject mine = gpuJson(c, *c.gpu(QStringLiteral("my-gpu")), {}, QDate(2026, 11, 24));
    for (const char* k : {"nvlink_gb_s", "pcie_gb_s", "network_gb_s_per_gpu", "host_ram_gb_per_gpu"})
        QVERIFY2(mine.contains(QLatin1String(k)) && mine.value(QLatin1String(k)).isNull(), k);
    QCOMPARE(mine.value(QStringLiteral("gpus_per_node")).toInt(), 1);
}

QTEST_GUILESS_MAIN(TestCatalogInterconnect)
#include "TestCatalogInterconnect.moc"
