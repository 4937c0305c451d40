// SPDX-License-Identifier: GPL-3.0-or-later
// Diagnosis of a decoder's out-of-memory run: MaxText's remat policies are among the fixes where XLA runs the step
// (a TPU), not on a GPU, where PyTorch has no such policies.
#include "CoreHelpers.h"
#include "diagnose/Diagnosis.h"
#include "diagnose/OomParser.h"
#include "model/ModelLoader.h"

#include <QtTest>

using namespace tpuplan;

class TestDiagnosisDecoders : public QObject
{
    Q_OBJECT

private slots:
    void rematPoliciesOnlyUnderXla_data()
    {
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<int>("runtime");
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<bool>("maxTextPolicies");
        QTest::newRow("v6e-8, XLA") << "v6e-8" << int(Runtime::Xla)
                                    << QByteArray("RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of "
                                                  "memory in memory space hbm. Used 40.12G of 31.25G hbm. Exceeded "
                                                  "hbm capacity by 8.87G.\n")
                                    << true;
        QTest::newRow("h100-80, PyTorch")
            << "h100-80" << int(Runtime::PyTorch)
            << QByteArray("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.91 GiB. GPU 0 has a total "
                          "capacity of 79.15 GiB of which 1.20 GiB is free. Including non-PyTorch memory, this process "
                          "has 77.94 GiB memory in use. Of the allocated memory 74.10 GiB is allocated by PyTorch, and "
                          "3.10 GiB is reserved by PyTorch but unallocated.\n")
            << false;
    }
    void rematPoliciesOnlyUnderXla()
    {
        QFETCH(QString, hardware);
        QFETCH(int, runtime);
        QFETCH(QByteArray, message);
        QFETCH(bool, maxTextPolicies);
        DiagnosisInput in;
        in.model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
        in.head.kind = HeadKind::CausalLm;
        in.config.seqLen = 4096;
        in.config.batchPerDevice = 4;
        in.config.precision = Precision::Bf16Mixed;
        in.config.finetune = FinetuneMode::Lora;
        in.config.runtime = Runtime(runtime);
        in.hardware = hardware;
        const DiagnosisResult r
            = Diagnosis(test::builtinCatalog()).run(in, OomParser::parse(QString::fromUtf8(message)));
        QVERIFY(!r.fixes.isEmpty());
        bool policy = false;
        for (const DiagnosisFix& f : r.fixes) {
            const CheckpointingKind k = f.config.checkpointing.kind;
            policy = policy || k == CheckpointingKind::Minimal || k == CheckpointingKind::SaveQkvProj
                || k == CheckpointingKind::SaveDotExceptMlp;
            QCOMPARE(f.config.finetune, FinetuneMode::Lora); // the fine-tuning mode is not a fix
        }
        QCOMPARE(policy, maxTextPolicies);
    }
};

QTEST_GUILESS_MAIN(TestDiagnosisDecoders)
#include "TestDiagnosisDecoders.moc"
