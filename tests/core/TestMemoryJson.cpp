// SPDX-License-Identifier: GPL-3.0-or-later
// The memory model's JSON (core/memory/MemoryJson): one shape of a breakdown, with core's total, used by the CLI,
// the candidates and (through memoryBreakdownJson) anyone else who prints a breakdown.
#include "catalog/Catalog.h"
#include "memory/MemoryJson.h"
#include "model/ModelLoader.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;

class TestMemoryJson : public QObject
{
    Q_OBJECT
private slots:
    void breakdownRoundsEachPartAndTheTotalOnce()
    {
        MemoryBreakdown m;
        m.parameters = 1.4;
        m.gradients = 1.4;
        m.optimizerStates = 1.4;
        m.activations = 0.6;
        m.runtimeOverhead = 10.0;
        m.sharding = 2.5;
        const QJsonObject o = memoryBreakdownJson(m);
        QCOMPARE(o.value("sharding_buffers").toDouble(), 3.0);
        QCOMPARE(o.value("parameters").toDouble(), 1.0);
        QCOMPARE(o.value("activations").toDouble(), 1.0);
        QCOMPARE(o.value("runtime_overhead").toDouble(), 10.0);
        QCOMPARE(o.value("total").toDouble(), double(std::llround(m.total()))); // 17.3 -> 17, not 1+1+1+1+10+3
        QCOMPARE(o.size(), 7);
    }

    void estimateCarriesItsDetailsAndWhatWasEstimated()
    {
        const Catalog catalog = Catalog::builtin();
        const DeviceInfo device = *catalog.device(QStringLiteral("v3-8"));
        const ModelSpec model = ModelLoader::preset(QStringLiteral("bert-base"));
        TrainingConfig config;
        config.seqLen = 128;
        config.batchPerDevice = 8;
        config.runtime = Runtime::Xla;
        const MemoryEstimate e
            = MemoryModel(model, HeadConfig{}).estimate(config, device, defaultRuntimeProfile(Runtime::Xla));
        const QJsonObject o = estimateJson(e, device.hardware, model, config);
        QJsonObject memory = o.value("memory").toObject();
        const QJsonObject detail = memory.take(QStringLiteral("detail")).toObject();
        QCOMPARE(memory, memoryBreakdownJson(e.memory));
        // the decoder and fine-tuning lines: zero for an encoder trained fully
        for (const char* k :
             {"head_activations", "logits", "adapter_activations", "adapter_parameters", "adapter_weights",
              "adapter_gradients", "adapter_optimizer_states", "frozen_base_weights", "dequantization"})
            QVERIFY2(detail.contains(QLatin1String(k)), k);
        QCOMPARE(detail.value("adapter_parameters").toDouble(), 0.0);
        QCOMPARE(detail.value("head_activations").toDouble(),
                 double(std::llround(e.activation.factor * e.activation.head)));
        QCOMPARE(o.value("fits").toBool(), e.fits);
        QCOMPARE(o.value("device_memory").toDouble(), double(std::llround(e.deviceMemory)));
        for (const char* k :
             {"headroom", "parameter_count", "activation_detail", "overhead_detail", "hardware", "model", "runtime",
              "seq_len", "batch_per_device", "precision", "optimizer", "checkpointing"})
            QVERIFY2(o.contains(QLatin1String(k)), k);
        QCOMPARE(o.value("model").toString(), QStringLiteral("bert-base"));
        QCOMPARE(o.value("runtime").toString(), QStringLiteral("xla"));
        QVERIFY(!memoryEstimateJson(e).contains(QStringLiteral("hardware")));
    }
};

QTEST_GUILESS_MAIN(TestMemoryJson)
#include "TestMemoryJson.moc"
