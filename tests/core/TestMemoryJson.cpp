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

    // The loss, the placement's offloaded activations, the paged states and the update's temporaries: one object
    // (trainingOptionsMemoryJson) that estimate's JSON and the report's decoder detail share.
    void trainingOptionsAreShared()
    {
        const Catalog catalog = Catalog::builtin();
        const DeviceInfo device = *catalog.device(QStringLiteral("h100-80"));
        const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
        HeadConfig head;
        head.kind = HeadKind::CausalLm;
        TrainingConfig config;
        config.seqLen = 2048;
        config.batchPerDevice = 1;
        config.runtime = Runtime::PyTorch;
        config.precision = Precision::Bf16Mixed;
        config.optimizer = OptimizerKind::AdamW8bit;
        config.pagedOptimizer = true;
        config.checkpointing = Checkpointing{CheckpointingKind::Full};
        const MemoryEstimate e
            = MemoryModel(model, head).estimate(config, device, defaultRuntimeProfile(Runtime::PyTorch));
        const QJsonObject t = trainingOptionsMemoryJson(e);
        QCOMPARE(t.value("loss").toString(), QStringLiteral("eager")); // PyTorch's own
        QCOMPARE(t.value("logit_bytes_per_element").toDouble(), e.activation.logitBytesPerElement);
        QVERIFY(t.value("paged_optimizer_states").toDouble() > 0);
        QCOMPARE(t.value("paged_optimizer_states").toDouble(), double(std::llround(e.sharding.pagedOptimizer)));
        QCOMPARE(t.value("update_temporaries_live").toDouble(), double(std::llround(e.overhead.updateTemporariesLive)));
        const QJsonObject o = estimateJson(e, device.hardware, model, config);
        const QJsonObject act = o.value("activation_detail").toObject();
        for (const char* k : {"loss", "logit_bytes_per_element", "offloaded_by_placement"})
            QCOMPARE(act.value(QLatin1String(k)), t.value(QLatin1String(k)));
        QCOMPARE(o.value("sharding").toObject().value("paged_optimizer_states"), t.value("paged_optimizer_states"));
        QCOMPARE(o.value("overhead_detail").toObject().value("update_temporaries_live"),
                 t.value("update_temporaries_live"));
        QCOMPARE(o.value("paged_optimizer").toBool(), true);
        QCOMPARE(o.value("loss_impl").toString(), QStringLiteral("auto"));
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
