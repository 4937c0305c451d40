// SPDX-License-Identifier: GPL-3.0-or-later
// The model as a stack of layers (docs/models.md "the layer stack"): which layer has which attention and MLP, and the
// parameters summed over the stack, against the hand count of reference moe.md section 2 (a synthetic DeepSeek-V3).
#include "MoeModels.h"
#include "model/ModelSpec.h"

#include <QtTest>

using namespace tpuplan;

class TestLayerStack : public QObject
{
    Q_OBJECT

private slots:
    void workedExampleParameters()
    {
        const ModelSpec m = test::workedExampleMoe();
        QCOMPARE(modelParameters(m), qint64(158182496));
        QCOMPARE(modelParameters(m) - bufferParameters(m), qint64(158182400)); // model.parameters()
        const ActiveParameters a = activeParameters(m);
        QCOMPARE(a.withEmbeddings, qint64(92122208));
        QCOMPARE(a.withoutInputEmbedding, qint64(59354208));
        QCOMPARE(a.nonEmbedding, qint64(26586208));
        QCOMPARE(mtpUniqueParameters(m), qint64(29595168));
        QCOMPARE(mtpStoredParameters(m), qint64(95131168));
        const ParameterBreakdown b = parameterBreakdown(m);
        QCOMPARE(b.attention, qint64(4 * 1507840));
        QCOMPARE(b.denseMlp, qint64(8650752));
        QCOMPARE(b.routedExperts, qint64(3 * 32 * 786432));
        QCOMPARE(b.sharedExperts, qint64(3 * 786432));
        QCOMPARE(b.router, qint64(3 * (32768 + 32)));
        QCOMPARE(b.mtp, qint64(0)); // counted only when trained
        ModelSpec trained = m;
        trained.trainMtp = true;
        QCOMPARE(parameterBreakdown(trained).mtp, qint64(29595168));
    }

    void stackGroups_data()
    {
        QTest::addColumn<int>("localPeriod");
        QTest::addColumn<int>("chunk");
        QTest::addColumn<int>("moeStep");
        QTest::addColumn<int>("firstDense");
        QTest::addColumn<QString>("expected"); // groups as attention/window/moe:count
        QTest::newRow("dense, global") << 0 << 0 << 1 << 0 << "G0d:12";
        QTest::newRow("gemma3 5 local : 1 global") << 6 << 0 << 1 << 0 << "S1024d:10 G0d:2";
        QTest::newRow("llama4 chunked, every 2nd MoE") << 4 << 8192 << 2 << 0 << "C8192d:6 C8192m:3 G0m:3";
        QTest::newRow("deepseek: 3 dense first") << 0 << 0 << 1 << 3 << "G0d:3 G0m:9";
    }
    void stackGroups()
    {
        QFETCH(int, localPeriod);
        QFETCH(int, chunk);
        QFETCH(int, moeStep);
        QFETCH(int, firstDense);
        QFETCH(QString, expected);
        ModelSpec m;
        m.kind = ModelKind::Decoder;
        m.layers = 12;
        m.slidingWindow = 1024;
        m.localPeriod = localPeriod;
        m.attentionChunkSize = chunk;
        m.moeLayerStep = moeStep;
        m.firstDenseLayers = firstDense;
        if (moeStep > 1 || firstDense > 0 || chunk > 0) {
            m.experts = 16;
            m.expertsPerToken = 1;
        }
        QStringList groups;
        for (const LayerGroup& g : layerStack(m)) {
            const char kind = g.attention == LayerAttention::SlidingWindow ? 'S'
                : g.attention == LayerAttention::Chunked                   ? 'C'
                                                                           : 'G';
            groups << QStringLiteral("%1%2%3:%4").arg(kind).arg(g.window).arg(g.moe ? 'm' : 'd').arg(g.count);
        }
        QCOMPARE(groups.join(QLatin1Char(' ')), expected);
    }

    void denseMadeMoeStartsValid()
    {
        ModelSpec m;
        m.kind = ModelKind::Decoder;
        m.layers = 4;
        m.intermediateSize = 2816;
        setExpertCount(m, 8);
        QCOMPARE(m.experts, 8);
        QCOMPARE(m.expertsPerToken, 1);
        QCOMPARE(m.expertIntermediateSize, 2816);
        m.expertsPerToken = 2;
        m.expertIntermediateSize = 512;
        setExpertCount(m, 16); // an MoE model keeps its routing and widths
        QCOMPARE(m.expertsPerToken, 2);
        QCOMPARE(m.expertIntermediateSize, 512);
        setExpertCount(m, 0);
        QVERIFY(!m.isMoe());
    }

    void stackText()
    {
        ModelSpec m = test::workedExampleMoe();
        m.layers = 61;
        m.firstDenseLayers = 3;
        m.experts = 256;
        m.expertsPerToken = 8;
        QCOMPARE(layerStackText(m),
                 QStringLiteral("61 layers: 3 dense + 58 MoE, 256 experts, top-8, shared expert, MLA"));
    }
};

QTEST_GUILESS_MAIN(TestLayerStack)
#include "TestLayerStack.moc"
