// SPDX-License-Identifier: GPL-3.0-or-later
// Decoder LLMs (core/model): the exact parameter counts of every decoder preset against reference llm.md section 1.1,
// their split into embeddings, layers and head, the Hugging Face config.json of each of the six families as the Hub
// publishes it (tests/data/hf/*/config.json), and the errors bad decoder configs give (file, line and field).
#include "CoreHelpers.h"
#include "TestFiles.h"
#include "model/ModelLoader.h"
#include "model/ModelSpec.h"
#include "util/InputError.h"

#include <QtTest>

using namespace tpuplan;

namespace {

QString hfConfig(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/hf/%1/config.json").arg(name);
}

// The config.json of tests/data/hf/NAME with the line of `key` given `value` (a JSON value), or removed (value null);
// the other lines keep their numbers until the changed one.
QByteArray editedConfig(const QString& name, const QString& key, const QString& value)
{
    QStringList lines = QString::fromUtf8(test::readAll(hfConfig(name))).split(QLatin1Char('\n'));
    const QString prefix = QStringLiteral("  \"%1\":").arg(key);
    for (int i = 0; i < lines.size(); ++i) {
        if (!lines[i].startsWith(prefix))
            continue;
        if (value.isNull()) {
            lines.removeAt(i);
        } else {
            const bool comma = lines[i].endsWith(QLatin1Char(','));
            lines[i] = prefix + QLatin1Char(' ') + value + (comma ? QStringLiteral(",") : QString());
        }
        return lines.join(QLatin1Char('\n')).toUtf8();
    }
    qFatal("no key %s in %s", qPrintable(key), qPrintable(name));
}

// One decoder layer of the llama family by the formula of reference llm.md section 1.1: q, o (h x a*d), k, v
// (h x h_kv), gate, up, down (h x I), two RMSNorm weights; Qwen2 adds the q, k, v biases.
qint64 llamaLayer(qint64 h, qint64 a, qint64 k, qint64 d, qint64 i, bool qkvBias = false, int norms = 2)
{
    return 2 * h * a * d + 2 * h * k * d + 3 * h * i + norms * h + (qkvBias ? a * d + 2 * k * d : 0);
}

} // namespace

class TestDecoderModels : public QObject
{
    Q_OBJECT

private slots:
    void presetParameters_data();
    void presetParameters();
    void presetShapes();
    void hfConfigs_data();
    void hfConfigs();
    void hfConfigFields();
    void missingKvHeadsMeansMultiHead();
    void badConfig_data();
    void badConfig();
};

void TestDecoderModels::presetParameters_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("embeddings");
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<qint64>("head");
    QTest::addColumn<qint64>("perLayer"); // by the formula, independent of decoderTensors()

    // totals: reference llm.md section 1.1 (each checked there against the published figure); embeddings V*h (GPT-2:
    // + n_positions*h); head: the final norm (h, GPT-2 2h) and, where untied, the output projection V*h
    QTest::addRow("llama-2-7b") << "llama-2-7b" << qint64(6738415616) << qint64(32000) * 4096 << qint64(6476267520)
                                << qint64(32000) * 4096 + 4096 << llamaLayer(4096, 32, 32, 128, 11008);
    QTest::addRow("llama-3.1-8b") << "llama-3.1-8b" << qint64(8030261248) << qint64(128256) * 4096 << qint64(6979584000)
                                  << qint64(128256) * 4096 + 4096 << llamaLayer(4096, 32, 8, 128, 14336);
    QTest::addRow("llama-3.1-70b") << "llama-3.1-70b" << qint64(70553706496) << qint64(128256) * 8192
                                   << qint64(68452352000) << qint64(128256) * 8192 + 8192
                                   << llamaLayer(8192, 64, 8, 128, 28672);
    // the model card's 405B: 405,853,388,800 (126 layers of h 16,384, 128 heads over 8 KV heads, I 53,248)
    QTest::addRow("llama-3.1-405b") << "llama-3.1-405b" << qint64(405853388800) << qint64(128256) * 16384
                                    << qint64(126) * llamaLayer(16384, 128, 8, 128, 53248)
                                    << qint64(128256) * 16384 + 16384 << llamaLayer(16384, 128, 8, 128, 53248);
    QTest::addRow("mistral-7b") << "mistral-7b" << qint64(7241732096) << qint64(32000) * 4096 << qint64(6979584000)
                                << qint64(32000) * 4096 + 4096 << llamaLayer(4096, 32, 8, 128, 14336);
    // the model card's "6.53B non-embedding" is the layers alone
    QTest::addRow("qwen2.5-7b") << "qwen2.5-7b" << qint64(7615616512) << qint64(152064) * 3584 << qint64(6525618176)
                                << qint64(152064) * 3584 + 3584 << llamaLayer(3584, 28, 4, 128, 18944, true);
    // tied: the head is the final norm alone
    QTest::addRow("gemma-7b") << "gemma-7b" << qint64(8537680896) << qint64(256000) * 3072 << qint64(7751245824)
                              << qint64(3072) << llamaLayer(3072, 16, 16, 256, 24576);
    // GPT-2: Q, K, V, O with biases, fc and proj with biases (I = 4h), two LayerNorms (gamma, beta)
    QTest::addRow("gpt2") << "gpt2" << qint64(124439808) << qint64(50257 + 1024) * 768 << qint64(85054464)
                          << qint64(2 * 768) << qint64(4 * 768 * 768 + 4 * 768 + 2 * 768 * 3072 + 3072 + 768 + 4 * 768);
}

void TestDecoderModels::presetParameters()
{
    QFETCH(QString, id);
    QFETCH(qint64, total);
    QFETCH(qint64, embeddings);
    QFETCH(qint64, layers);
    QFETCH(qint64, head);
    QFETCH(qint64, perLayer);

    const ModelSpec m = ModelLoader::preset(id);
    QVERIFY(m.isDecoder());
    QVERIFY2(!m.source.isEmpty(), "every preset names its source");
    QCOMPARE(modelParameters(m), total);
    const ParameterBreakdown b = parameterBreakdown(m);
    QCOMPARE(b.embeddings, embeddings);
    QCOMPARE(b.layers, layers);
    QCOMPARE(b.head, head);
    QCOMPARE(b.total(), total);
    QCOMPARE(m.layers * perLayer, layers);
    // FLOPs scale with the layers and the final norm; the output projection is the time model's head
    const qint64 finalNorm = m.norm == NormKind::LayerNorm ? 2 * m.hiddenSize : m.hiddenSize;
    QCOMPARE(nonEmbeddingParameters(m), layers + finalNorm);
    QCOMPARE(embeddingParameters(m), embeddings);
    QCOMPARE(countParameters(decoderTensors(m)), total);
    QCOMPARE(countParameters(modelTensors(m)), total);
    // the causal-LM head adds no tensor: the output projection is the decoder's own
    QCOMPARE(countParameters(headTensors(m, HeadConfig{HeadKind::CausalLm, 0, false, 2})), qint64(0));
    QCOMPARE(defaultHeadKind(m), HeadKind::CausalLm);
    QCOMPARE(headKindIdsFor(m), QStringList{QStringLiteral("causal-lm")});
}

void TestDecoderModels::presetShapes()
{
    // the fields that change memory and FLOPs beyond h, L, a, I, V (reference llm.md section 1)
    const ModelSpec llama = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    QCOMPARE(llama.kvHeadCount(), 8);
    QCOMPARE(llama.headDim(), 128);
    QCOMPARE(llama.queryDim(), qint64(4096));
    QCOMPARE(llama.kvDim(), qint64(1024));
    QVERIFY(!llama.tiedEmbeddings);
    QCOMPARE(llama.mlp, MlpKind::Gated);
    QCOMPARE(llama.norm, NormKind::RmsNorm);
    QVERIFY(!llama.qkvBias && !llama.outputBias && !llama.mlpBias);
    QVERIFY(!llama.learnedPositions);
    QCOMPARE(llama.maxPositions, 131072);
    // q, k, v, o and gate, up, down of 32 layers: what QLoRA stores in 4 bits
    QCOMPARE(layerMatrixParameters(llama), qint64(32) * (2 * 4096 * 4096 + 2 * 4096 * 1024 + 3 * 4096 * 14336));
    QCOMPARE(largestLayerMatrix(llama), qint64(4096) * 14336);

    const ModelSpec mistral = ModelLoader::preset(QStringLiteral("mistral-7b"));
    QCOMPARE(mistral.slidingWindow, 4096);
    QCOMPARE(mistral.slidingWindowLayers, 32);

    const ModelSpec qwen = ModelLoader::preset(QStringLiteral("qwen2.5-7b"));
    QVERIFY(qwen.qkvBias);
    QVERIFY(!qwen.outputBias);
    QCOMPARE(qwen.kvHeadCount(), 4);

    // Gemma: a*d = 16 x 256 = 4096 differs from h = 3072
    const ModelSpec gemma = ModelLoader::preset(QStringLiteral("gemma-7b"));
    QCOMPARE(gemma.headDim(), 256);
    QCOMPARE(gemma.queryDim(), qint64(4096));
    QVERIFY(gemma.tiedEmbeddings);

    const ModelSpec gpt2 = ModelLoader::preset(QStringLiteral("gpt2"));
    QCOMPARE(gpt2.mlp, MlpKind::Dense);
    QCOMPARE(gpt2.norm, NormKind::LayerNorm);
    QCOMPARE(gpt2.intermediateSize, 3072);
    QVERIFY(gpt2.learnedPositions && gpt2.tiedEmbeddings && gpt2.qkvBias && gpt2.outputBias && gpt2.mlpBias);
}

void TestDecoderModels::hfConfigs_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("modelType");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<QString>("samePreset"); // the preset the config describes, if any

    QTest::addRow("meta-llama/Llama-3.1-8B") << "llama-3.1-8b"
                                             << "llama" << qint64(8030261248) << qint64(6979584000) << "llama-3.1-8b";
    QTest::addRow("mistralai/Mistral-7B-v0.1") << "mistral-7b-v0.1"
                                               << "mistral" << qint64(7241732096) << qint64(6979584000) << "mistral-7b";
    // Qwen2.5-0.5B by hand: h 896, 24 layers, 14 / 2 heads of 64, I 4864, V 151936, tied.
    // Per layer: q, o 2 x 896 x 896 = 1,605,632; k, v 2 x 896 x 128 = 229,376; q, k, v biases 896 + 256 = 1,152;
    // gate, up, down 3 x 896 x 4864 = 13,074,432; two norms 1,792: 14,912,384; x 24 = 357,897,216.
    // Embeddings 151,936 x 896 = 136,134,656; final norm 896. Total 494,032,768 (the model card's "0.49B").
    QTest::addRow("Qwen/Qwen2.5-0.5B (tied)") << "qwen2.5-0.5b"
                                              << "qwen2" << qint64(494032768) << qint64(357897216) << "";
    QTest::addRow("google/gemma-7b") << "gemma-7b"
                                     << "gemma" << qint64(8537680896) << qint64(7751245824) << "gemma-7b";
    // gemma-2-9b by hand: h 3584, 42 layers, 16 / 8 heads of 256, I 14336, V 256000, tied, four norms per layer.
    // Per layer: q, o 2 x 3584 x 4096 = 29,360,128; k, v 2 x 3584 x 2048 = 14,680,064; gate, up, down
    // 3 x 3584 x 14336 = 154,140,672; four norms 14,336: 198,195,200; x 42 = 8,324,198,400.
    // Embeddings 256,000 x 3584 = 917,504,000; final norm 3,584. Total 9,241,705,984 (the model card's "9B").
    QTest::addRow("google/gemma-2-9b") << "gemma-2-9b"
                                       << "gemma2" << qint64(9241705984) << qint64(8324198400) << "";
    QTest::addRow("openai-community/gpt2") << "gpt2"
                                           << "gpt2" << qint64(124439808) << qint64(85054464) << "gpt2";
}

void TestDecoderModels::hfConfigs()
{
    QFETCH(QString, config);
    QFETCH(QString, modelType);
    QFETCH(qint64, total);
    QFETCH(qint64, layers);
    QFETCH(QString, samePreset);

    const QString path = hfConfig(config);
    const ModelSpec m = ModelLoader::fromFile(path);
    QVERIFY(m.isDecoder());
    QCOMPARE(m.modelType, modelType);
    QCOMPARE(m.source, path);
    QCOMPARE(modelParameters(m), total);
    QCOMPARE(parameterBreakdown(m).layers, layers);
    QCOMPARE(parameterBreakdown(m).total(), total);
    // the same file through resolve(), as the CLI and the app read it
    QCOMPARE(modelParameters(ModelLoader::resolve(path)), total);
    if (samePreset.isEmpty())
        return;
    const ModelSpec p = ModelLoader::preset(samePreset);
    QCOMPARE(modelParameters(p), total);
    QCOMPARE(m.vocabSize, p.vocabSize);
    QCOMPARE(m.hiddenSize, p.hiddenSize);
    QCOMPARE(m.layers, p.layers);
    QCOMPARE(m.heads, p.heads);
    QCOMPARE(m.kvHeadCount(), p.kvHeadCount());
    QCOMPARE(m.headDim(), p.headDim());
    QCOMPARE(m.intermediateSize, p.intermediateSize);
    QCOMPARE(m.tiedEmbeddings, p.tiedEmbeddings);
    QCOMPARE(m.slidingWindow, p.slidingWindow);
    QCOMPARE(m.slidingWindowLayers, p.slidingWindowLayers);
    QCOMPARE(m.maxPositions, p.maxPositions);
}

void TestDecoderModels::hfConfigFields()
{
    // Llama 3.1: the rope_scaling object is read past (RoPE has no parameters)
    const ModelSpec llama = ModelLoader::fromFile(hfConfig(QStringLiteral("llama-3.1-8b")));
    QCOMPARE(llama.kvHeadCount(), 8);
    QCOMPARE(llama.activation, QStringLiteral("silu"));
    QCOMPARE(llama.hiddenDropout, 0.0);
    QCOMPARE(llama.attentionDropout, 0.0);

    // Qwen2.5-0.5B: tied embeddings, q/k/v biases, sliding window off (use_sliding_window false)
    const ModelSpec qwen = ModelLoader::fromFile(hfConfig(QStringLiteral("qwen2.5-0.5b")));
    QVERIFY(qwen.tiedEmbeddings);
    QVERIFY(qwen.qkvBias);
    QVERIFY(!qwen.outputBias);
    QCOMPARE(qwen.slidingWindow, 0);
    QCOMPARE(qwen.slidingWindowLayers, 0);
    QCOMPARE(parameterBreakdown(qwen).head, qint64(896));

    // Gemma: head_dim 256, tied by default (no tie_word_embeddings key), hidden_act gelu
    const ModelSpec gemma = ModelLoader::fromFile(hfConfig(QStringLiteral("gemma-7b")));
    QVERIFY(gemma.tiedEmbeddings);
    QCOMPARE(gemma.headDim(), 256);
    QCOMPARE(gemma.activation, QStringLiteral("gelu"));

    // Gemma 2: every other layer local (21 of 42), four norms per layer, soft-capped logits
    const ModelSpec gemma2 = ModelLoader::fromFile(hfConfig(QStringLiteral("gemma-2-9b")));
    QCOMPARE(gemma2.slidingWindow, 4096);
    QCOMPARE(gemma2.slidingWindowLayers, 21);
    QCOMPARE(gemma2.normsPerLayer, 4);
    QCOMPARE(gemma2.finalLogitSoftcap, 30.0);
    QCOMPARE(gemma2.kvHeadCount(), 8);
    QCOMPARE(gemma2.queryDim(), qint64(4096));
    QCOMPARE(gemma2.activation, QStringLiteral("gelu_pytorch_tanh"));

    // Mistral: the window over all 32 layers
    const ModelSpec mistral = ModelLoader::fromFile(hfConfig(QStringLiteral("mistral-7b-v0.1")));
    QCOMPARE(mistral.slidingWindow, 4096);
    QCOMPARE(mistral.slidingWindowLayers, 32);
    QCOMPARE(mistral.maxPositions, 32768);

    // GPT-2: n_inner absent = 4h, learned positions from n_positions
    const ModelSpec gpt2 = ModelLoader::fromFile(hfConfig(QStringLiteral("gpt2")));
    QCOMPARE(gpt2.intermediateSize, 3072);
    QCOMPARE(gpt2.maxPositions, 1024);
    QVERIFY(gpt2.learnedPositions);
}

void TestDecoderModels::missingKvHeadsMeansMultiHead()
{
    // LlamaConfig: num_key_value_heads None = num_attention_heads; Llama-3.1-8B without the key has k = a = 32, so
    // k and v grow by 2 x 4096 x (4096 - 1024) per layer: 32 x 25,165,824 = 805,306,368 more parameters
    const ModelSpec m = ModelLoader::fromHfConfigJson(
        editedConfig(QStringLiteral("llama-3.1-8b"), "num_key_value_heads", QString()), QStringLiteral("config.json"));
    QCOMPARE(m.kvHeadCount(), 32);
    QCOMPARE(modelParameters(m), qint64(8030261248) + qint64(805306368));
}

void TestDecoderModels::badConfig_data()
{
    QTest::addColumn<QString>("config"); // tests/data/hf/NAME/config.json
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value"); // null: the line removed
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // a part of the message

    const QString llama = QStringLiteral("llama-3.1-8b");
    const QString nul;
    // line numbers in tests/data/hf/llama-3.1-8b/config.json: hidden_size 10, model_type 15, num_attention_heads 16,
    // num_key_value_heads 18; a missing field has no line (0), as for the encoders
    QTest::addRow("kv heads do not divide the query heads") << llama << "num_key_value_heads"
                                                            << "5" << 18 << "num_key_value_heads"
                                                            << "5 key/value heads do not divide 32 query heads";
    QTest::addRow("zero kv heads") << llama << "num_key_value_heads"
                                   << "0" << 18 << "num_key_value_heads"
                                   << "must be between 1 and 1024, got 0";
    QTest::addRow("missing hidden_size") << llama << "hidden_size" << nul << 0 << "hidden_size"
                                         << "missing required field";
    QTest::addRow("missing intermediate_size") << llama << "intermediate_size" << nul << 0 << "intermediate_size"
                                               << "missing required field";
    QTest::addRow("hidden_size not divisible by heads (no head_dim)")
        << llama << "num_attention_heads"
        << "30" << 16 << "num_attention_heads"
        << "hidden_size 4096 is not divisible by 30 heads";
    QTest::addRow("unknown model_type") << llama << "model_type"
                                        << "\"falcon\"" << 15 << "model_type"
                                        << "unsupported model type \"falcon\"";
    QTest::addRow("tie_word_embeddings not a boolean") << llama << "tie_word_embeddings"
                                                       << "\"no\"" << 29 << "tie_word_embeddings"
                                                       << "expected true or false";
    // gemma-7b: head_dim on line 9
    QTest::addRow("negative head_dim") << "gemma-7b"
                                       << "head_dim"
                                       << "-256" << 9 << "head_dim"
                                       << "must be between 0 and 4096, got -256";
    // gpt2: n_layer on line 16
    QTest::addRow("gpt2 without n_embd") << "gpt2"
                                         << "n_embd" << nul << 0 << "n_embd"
                                         << "missing required field";
    QTest::addRow("gpt2 fractional n_layer") << "gpt2"
                                             << "n_layer"
                                             << "12.5" << 16 << "n_layer"
                                             << "whole number";
}

void TestDecoderModels::badConfig()
{
    QFETCH(QString, config);
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(QString, message);

    const QString file = QStringLiteral("%1/config.json").arg(config);
    const QByteArray text = editedConfig(config, key, value);
    const auto issue = test::issueOf([&] { ModelLoader::fromHfConfigJson(text, file); });
    QVERIFY2(issue, "no InputError");
    QCOMPARE(issue->file, file);
    QCOMPARE(issue->line, line);
    QCOMPARE(issue->field, field);
    QVERIFY2(issue->message.contains(message), qPrintable(issue->message));
    QVERIFY2(issue->toString().startsWith(file), qPrintable(issue->toString()));
}

QTEST_GUILESS_MAIN(TestDecoderModels)
#include "TestDecoderModels.moc"
