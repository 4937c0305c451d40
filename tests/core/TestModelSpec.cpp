// SPDX-License-Identifier: GPL-3.0-or-later
// Model presets and their exact parameter counts (worked out term by term in docs/models.md), Hugging Face config.json
// import, and the errors that bad model files give (file, line and field of each).
#include "CoreHelpers.h"
#include "MoeModels.h"
#include "TestFiles.h"
#include "model/ModelLoader.h"
#include "model/ModelSpec.h"
#include "util/InputError.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <optional>

using namespace tpuplan;

namespace {

using test::issueOf;

QString hfConfig(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/hf/%1/config.json").arg(name);
}

using test::readAll;

// A BERT-Base config.json with one line replaced (key: the JSON key whose line is replaced; value: the new JSON value).
QByteArray bertJson(const QString& key = QString(), const QString& value = QString())
{
    QStringList lines = {
        QStringLiteral("{"),
        QStringLiteral("  \"architectures\": [\"BertForMaskedLM\"],"),
        QStringLiteral("  \"hidden_size\": 768,"),
        QStringLiteral("  \"intermediate_size\": 3072,"),
        QStringLiteral("  \"max_position_embeddings\": 512,"),
        QStringLiteral("  \"model_type\": \"bert\","),
        QStringLiteral("  \"num_attention_heads\": 12,"),
        QStringLiteral("  \"num_hidden_layers\": 12,"),
        QStringLiteral("  \"pad_token_id\": 0,"),
        QStringLiteral("  \"type_vocab_size\": 2,"),
        QStringLiteral("  \"vocab_size\": 30522"),
        QStringLiteral("}"),
    };
    for (int i = 0; i < lines.size(); ++i) {
        if (!key.isEmpty() && lines[i].startsWith(QStringLiteral("  \"%1\":").arg(key))) {
            if (value.isNull())
                lines.removeAt(i);
            else
                lines[i] = QStringLiteral("  \"%1\": %2%3").arg(key, value, i + 2 < lines.size() ? "," : "");
            break;
        }
    }
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

// A BERT-Base preset-style YAML file, lines 1..9, with one line replaced or (value null) removed.
QByteArray bertYaml(const QString& key = QString(), const QString& value = QString())
{
    QStringList lines = {
        QStringLiteral("id: my-bert"),
        QStringLiteral("model_type: bert"),
        QStringLiteral("vocab_size: 30522"),
        QStringLiteral("hidden_size: 768"),
        QStringLiteral("num_hidden_layers: 12"),
        QStringLiteral("num_attention_heads: 12"),
        QStringLiteral("intermediate_size: 3072"),
        QStringLiteral("max_position_embeddings: 512"),
        QStringLiteral("type_vocab_size: 2"),
    };
    for (int i = 0; i < lines.size(); ++i) {
        if (!key.isEmpty() && lines[i].startsWith(key + QLatin1Char(':'))) {
            if (value.isNull())
                lines.removeAt(i);
            else
                lines[i] = key + QStringLiteral(": ") + value;
            break;
        }
    }
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

} // namespace

// A change of a valid model (expertRules)
using SpecChange = std::function<void(tpuplan::ModelSpec&)>;
Q_DECLARE_METATYPE(SpecChange)

class TestModelSpec : public QObject
{
    Q_OBJECT

private slots:
    void presetIds();
    void presetParameters_data();
    void presetParameters();
    void presetArchitecture();
    void headParameters_data();
    void headParameters();
    void hfImport_data();
    void hfImport();
    void hfBigBirdAttention_data();
    void hfBigBirdAttention();
    void hfUnsupportedTypes_data();
    void hfUnsupportedTypes();
    void yamlModelFile();
    void resolve();
    void badModel_data();
    void badModel();
    void expertRules_data();
    void expertRules();
};

void TestModelSpec::presetIds()
{
    QCOMPARE(ModelLoader::presetIds(),
             QStringList({"bert-base",
                          "bert-large",
                          "bigbird-roberta-base",
                          "bigbird-roberta-large",
                          "deepseek-v3",
                          "gemma-3-27b",
                          "gemma-7b",
                          "gpt-oss-120b",
                          "gpt2",
                          "llama-2-7b",
                          "llama-3.1-405b",
                          "llama-3.1-70b",
                          "llama-3.1-8b",
                          "llama-4-scout",
                          "mistral-7b",
                          "mixtral-8x7b",
                          "qwen2.5-7b",
                          "qwen3-235b-a22b",
                          "qwen3-30b-a3b",
                          "qwen3-8b",
                          "roberta-base",
                          "roberta-large"}));
    QCOMPARE(ModelLoader::supportedModelTypes(),
             QStringList({"bert",      "roberta",     "xlm-roberta", "camembert",   "big_bird",    "llama",
                          "mistral",   "qwen2",       "gemma",       "gemma2",      "gpt2",        "mixtral",
                          "qwen2_moe", "qwen3_moe",   "qwen3",       "deepseek_v2", "deepseek_v3", "gpt_oss",
                          "llama4",    "llama4_text", "olmoe",       "gemma3",      "gemma3_text", "phi3"}));
}

void TestModelSpec::presetParameters_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("parameters");
    QTest::addColumn<qint64>("embeddings");
    QTest::addColumn<qint64>("perLayer");

    // Every figure is written out term by term in docs/models.md. bert-base and bert-large are the counts Hugging Face
    // reports for BertModel (encoder with pooler); the others follow from the same formula.
    QTest::addRow("bert-base") << "bert-base" << qint64(109482240) << qint64(23837184) << qint64(7087872);
    QTest::addRow("bert-large") << "bert-large" << qint64(335141888) << qint64(31782912) << qint64(12596224);
    QTest::addRow("roberta-base") << "roberta-base" << qint64(124645632) << qint64(39000576) << qint64(7087872);
    QTest::addRow("roberta-large") << "roberta-large" << qint64(355359744) << qint64(52000768) << qint64(12596224);
    QTest::addRow("bigbird-roberta-base")
        << "bigbird-roberta-base" << qint64(127468800) << qint64(41823744) << qint64(7087872);
    QTest::addRow("bigbird-roberta-large")
        << "bigbird-roberta-large" << qint64(359123968) << qint64(55764992) << qint64(12596224);
}

void TestModelSpec::presetParameters()
{
    QFETCH(QString, id);
    QFETCH(qint64, parameters);
    QFETCH(qint64, embeddings);
    QFETCH(qint64, perLayer);

    const ModelSpec m = ModelLoader::preset(id);
    QCOMPARE(m.id, id);
    QCOMPARE(encoderParameters(m), parameters);
    QCOMPARE(embeddingParameters(m), embeddings);
    QCOMPARE(parameters - nonEmbeddingParameters(m), embeddings);
    const qint64 h = m.hiddenSize;
    const qint64 pooler = h * h + h;
    QCOMPARE(nonEmbeddingParameters(m), m.layers * perLayer + pooler);
    QCOMPARE(countParameters(encoderTensors(m)), parameters);
}

void TestModelSpec::presetArchitecture()
{
    const ModelSpec base = ModelLoader::preset(QStringLiteral("bert-base"));
    QCOMPARE(base.modelType, QStringLiteral("bert"));
    QCOMPARE(base.layers, 12);
    QCOMPARE(base.hiddenSize, 768);
    QCOMPARE(base.heads, 12);
    QCOMPARE(base.headDim(), 64);
    QCOMPARE(base.intermediateSize, 3072);
    QCOMPARE(base.attention, AttentionKind::Full);
    QVERIFY(!base.source.isEmpty());

    const ModelSpec roberta = ModelLoader::preset(QStringLiteral("roberta-large"));
    QCOMPARE(roberta.maxPositions, 514); // 512 + 2: RoBERTa's positions start after the padding index
    QCOMPARE(roberta.typeVocabSize, 1);

    const ModelSpec bigbird = ModelLoader::preset(QStringLiteral("bigbird-roberta-large"));
    QCOMPARE(bigbird.modelType, QStringLiteral("big_bird"));
    QCOMPARE(bigbird.attention, AttentionKind::BlockSparse);
    QCOMPARE(bigbird.blockSize, 64);
    QCOMPARE(bigbird.randomBlocks, 3);
    QCOMPARE(ModelSpec::kWindowBlocks, 3);
    QCOMPARE(ModelSpec::kGlobalBlocks, 2);
    QCOMPARE(bigbird.maxPositions, 4096);
    QCOMPARE(bigbird.activation, QStringLiteral("gelu_new"));
}

void TestModelSpec::headParameters_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("nsp");
    QTest::addColumn<int>("labels");
    QTest::addColumn<qint64>("parameters");

    // MLM: transform h*h + h, LayerNorm 2h, output bias V (decoder weight tied to the word embeddings)
    QTest::addRow("bert-base MLM") << "bert-base" << int(HeadKind::Mlm) << false << 2
                                   << qint64(589824 + 768 + 1536 + 30522);
    QTest::addRow("bert-base MLM + NSP") << "bert-base" << int(HeadKind::Mlm) << true << 2
                                         << qint64(622650 + 768 * 2 + 2);
    QTest::addRow("bert-large gathered MLM")
        << "bert-large" << int(HeadKind::MlmMasked) << false << 2 << qint64(1048576 + 1024 + 2048 + 30522);
    QTest::addRow("roberta-base MLM") << "roberta-base" << int(HeadKind::Mlm) << false << 2
                                      << qint64(589824 + 768 + 1536 + 50265);
    QTest::addRow("roberta-large 3-way classification")
        << "roberta-large" << int(HeadKind::Classification) << false << 3 << qint64(1024 * 3 + 3);
}

void TestModelSpec::headParameters()
{
    QFETCH(QString, id);
    QFETCH(int, kind);
    QFETCH(bool, nsp);
    QFETCH(int, labels);
    QFETCH(qint64, parameters);

    HeadConfig head;
    head.kind = static_cast<HeadKind>(kind);
    head.nsp = nsp;
    head.numLabels = labels;
    QCOMPARE(countParameters(headTensors(ModelLoader::preset(id), head)), parameters);
}

void TestModelSpec::hfImport_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("modelType");
    QTest::addColumn<qint64>("parameters");
    QTest::addColumn<QString>("samePreset"); // the preset the config describes, if any

    QTest::addRow("bert-base-uncased") << "bert-base-uncased"
                                       << "bert" << qint64(109482240) << "bert-base";
    QTest::addRow("roberta-base") << "roberta-base"
                                  << "roberta" << qint64(124645632) << "roberta-base";
    // a fine-tuned classifier: id2label / label2id objects are ignored
    QTest::addRow("roberta-large-mnli") << "roberta-large-mnli"
                                        << "roberta" << qint64(355359744) << "roberta-large";
    QTest::addRow("google/bigbird-roberta-base") << "bigbird-roberta-base"
                                                 << "big_bird" << qint64(127468800) << "bigbird-roberta-base";
    // 250002 x 768 word embeddings: 192,001,536 of the 278,043,648
    QTest::addRow("xlm-roberta-base") << "xlm-roberta-base"
                                      << "xlm-roberta" << qint64(278043648) << "";
}

void TestModelSpec::hfImport()
{
    QFETCH(QString, config);
    QFETCH(QString, modelType);
    QFETCH(qint64, parameters);
    QFETCH(QString, samePreset);

    const QString path = hfConfig(config);
    const ModelSpec m = ModelLoader::fromFile(path);
    QCOMPARE(m.modelType, modelType);
    QCOMPARE(encoderParameters(m), parameters);
    QCOMPARE(m.source, path);
    QVERIFY(!m.id.isEmpty());
    // the same file read through resolve(), as the CLI and the app do
    QCOMPARE(encoderParameters(ModelLoader::resolve(path)), parameters);
    if (!samePreset.isEmpty()) {
        const ModelSpec p = ModelLoader::preset(samePreset);
        QCOMPARE(m.vocabSize, p.vocabSize);
        QCOMPARE(m.hiddenSize, p.hiddenSize);
        QCOMPARE(m.layers, p.layers);
        QCOMPARE(m.heads, p.heads);
        QCOMPARE(m.intermediateSize, p.intermediateSize);
        QCOMPARE(m.maxPositions, p.maxPositions);
        QCOMPARE(m.typeVocabSize, p.typeVocabSize);
        QCOMPARE(m.activation, p.activation);
        QCOMPARE(m.attention, p.attention);
        QCOMPARE(m.blockSize, p.blockSize);
        QCOMPARE(m.randomBlocks, p.randomBlocks);
    }
}

void TestModelSpec::hfBigBirdAttention_data()
{
    QTest::addColumn<QString>("attentionLine"); // empty: no attention_type key
    QTest::addColumn<bool>("blockSparse");
    QTest::addColumn<int>("blockSize");
    QTest::addColumn<int>("randomBlocks");

    QTest::addRow("block_sparse")
        << "\"attention_type\": \"block_sparse\", \"block_size\": 32, \"num_random_blocks\": 2," << true << 32 << 2;
    QTest::addRow("original_full") << "\"attention_type\": \"original_full\"," << false << 64 << 3;
    QTest::addRow("BigBirdConfig default is block_sparse") << "" << true << 64 << 3;
}

void TestModelSpec::hfBigBirdAttention()
{
    QFETCH(QString, attentionLine);
    QFETCH(bool, blockSparse);
    QFETCH(int, blockSize);
    QFETCH(int, randomBlocks);

    const QString json = QStringLiteral("{\"model_type\": \"big_bird\", %1 \"vocab_size\": 50358, \"hidden_size\": 768,"
                                        " \"num_hidden_layers\": 12, \"num_attention_heads\": 12,"
                                        " \"intermediate_size\": 3072, \"max_position_embeddings\": 4096}")
                             .arg(attentionLine);
    const ModelSpec m = ModelLoader::fromHfConfigJson(json.toUtf8(), QStringLiteral("config.json"));
    QCOMPARE(m.attention == AttentionKind::BlockSparse, blockSparse);
    if (blockSparse) {
        QCOMPARE(m.blockSize, blockSize);
        QCOMPARE(m.randomBlocks, randomBlocks);
    }
    QCOMPARE(m.typeVocabSize, 2); // BertConfig / BigBirdConfig default when the key is absent
    QCOMPARE(encoderParameters(m), qint64(127468800));
}

void TestModelSpec::hfUnsupportedTypes_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("modelType");
    QTest::addColumn<int>("line");

    QTest::addRow("t5 (an encoder-decoder)") << "t5-small"
                                             << "t5" << 14;
    QTest::addRow("distilbert (other field names)") << "distilbert-base-uncased"
                                                    << "distilbert" << 12;
}

void TestModelSpec::hfUnsupportedTypes()
{
    QFETCH(QString, config);
    QFETCH(QString, modelType);
    QFETCH(int, line);

    const QString path = hfConfig(config);
    const auto issue = issueOf([&] { ModelLoader::fromFile(path); });
    QVERIFY(issue);
    QCOMPARE(issue->file, path);
    QCOMPARE(issue->line, line);
    QCOMPARE(issue->field, QStringLiteral("model_type"));
    QVERIFY2(issue->message.contains(QStringLiteral("unsupported model type \"%1\"").arg(modelType)),
             qPrintable(issue->message));
    QVERIFY2(issue->message.contains(QStringLiteral("bert, roberta")), qPrintable(issue->message));
}

void TestModelSpec::yamlModelFile()
{
    const QString path = QStringLiteral(TPUPLAN_TEST_DATA "/models/bert-mini.yaml");
    const ModelSpec m = ModelLoader::fromFile(path);
    QCOMPARE(m.id, QStringLiteral("bert-mini"));
    QCOMPARE(m.name, QStringLiteral("BERT-Mini (uncased)"));
    QCOMPARE(m.hiddenDropout, 0.1); // defaults where the file says nothing
    QCOMPARE(m.attention, AttentionKind::Full);
    // embeddings 30522*256 + 512*256 + 2*256 + 2*256 = 7,945,728; per layer 789,760 (x4); pooler 65,792
    QCOMPARE(encoderParameters(m), qint64(7945728 + 4 * 789760 + 65792));
    QCOMPARE(encoderParameters(m), qint64(11170560));

    // a model file under a non-ASCII path, with a non-ASCII name
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("모델/模型")));
    const QString cjkPath = dir.filePath(QStringLiteral("모델/模型/日本語BigBird.yaml"));
    QFile f(cjkPath);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bertYaml(QStringLiteral("id"), QStringLiteral("\"日本語 BERT\"")));
    f.close();
    const ModelSpec cjk = ModelLoader::resolve(cjkPath);
    QCOMPARE(cjk.id, QStringLiteral("日本語 BERT"));
    QCOMPARE(encoderParameters(cjk), qint64(109482240));
}

void TestModelSpec::resolve()
{
    QCOMPARE(ModelLoader::resolve(QStringLiteral("bigbird-roberta-base")).id, QStringLiteral("bigbird-roberta-base"));

    auto issue = issueOf([] { ModelLoader::resolve(QStringLiteral("/no/such.json")); });
    QVERIFY(issue);
    QCOMPARE(issue->file, QStringLiteral("/no/such.json"));
    QCOMPARE(issue->line, 0);
    QCOMPARE(issue->field, QStringLiteral("model"));
    QVERIFY(issue->message.contains(QStringLiteral("no such file")));

    issue = issueOf([] { ModelLoader::resolve(QStringLiteral("bert-huge")); });
    QVERIFY(issue);
    QCOMPARE(issue->field, QStringLiteral("model"));
    QVERIFY2(issue->message.contains(QStringLiteral("unknown model preset \"bert-huge\"")), qPrintable(issue->message));
    QVERIFY(issue->message.contains(QStringLiteral("bigbird-roberta-large")));

    issue = issueOf([] { ModelLoader::fromFile(QStringLiteral("/no/such/config.json")); });
    QVERIFY(issue);
    QCOMPARE(issue->file, QStringLiteral("/no/such/config.json"));
    QCOMPARE(issue->line, 0);
}

void TestModelSpec::badModel_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // a part of the message

    const QString json = QStringLiteral("config.json");
    const QString yaml = QStringLiteral("model.yaml");
    const QString nul; // null: remove the line

    // Hugging Face config.json (line numbers: bertJson() puts hidden_size on line 3, model_type on 6, heads on 7,
    // layers on 8, vocab_size on 11)
    QTest::addRow("json: unsupported model_type") << json << bertJson("model_type", "\"electra\"") << 6 << "model_type"
                                                  << "unsupported model type \"electra\"";
    QTest::addRow("json: missing model_type") << json << bertJson("model_type", nul) << 0 << "model_type"
                                              << "missing required field";
    QTest::addRow("json: missing hidden_size") << json << bertJson("hidden_size", nul) << 0 << "hidden_size"
                                               << "missing required field";
    QTest::addRow("json: hidden not divisible by heads")
        << json << bertJson("num_attention_heads", "10") << 7 << "num_attention_heads"
        << "not divisible by 10 heads";
    QTest::addRow("json: negative layers") << json << bertJson("num_hidden_layers", "-12") << 8 << "num_hidden_layers"
                                           << "must be between 1 and 1024";
    QTest::addRow("json: zero layers") << json << bertJson("num_hidden_layers", "0") << 8 << "num_hidden_layers"
                                       << "must be between 1 and 1024";
    QTest::addRow("json: absurd layers") << json << bertJson("num_hidden_layers", "1e12") << 8 << "num_hidden_layers"
                                         << "must be between 1 and 1024";
    QTest::addRow("json: fractional layers")
        << json << bertJson("num_hidden_layers", "12.5") << 8 << "num_hidden_layers"
        << "whole number";
    QTest::addRow("json: absurd vocabulary") << json << bertJson("vocab_size", "30522000000") << 11 << "vocab_size"
                                             << "must be between";
    QTest::addRow("json: non-numeric vocab_size")
        << json << bertJson("vocab_size", "\"thirty thousand\"") << 11 << "vocab_size"
        << "expected a number";
    QTest::addRow("json: vocab_size is a list") << json << bertJson("vocab_size", "[30522]") << 11 << "vocab_size"
                                                << "expected a number";
    QTest::addRow("json: hidden_size is true") << json << bertJson("hidden_size", "true") << 3 << "hidden_size"
                                               << "expected a number";
    QTest::addRow("json: missing comma") << json << readAll(QStringLiteral(TPUPLAN_TEST_DATA "/hf/broken.json")) << 7
                                         << ""
                                         << "not valid JSON";
    QTest::addRow("json: cut short") << json << QByteArray("{\n  \"model_type\": \"bert\",\n  \"hidden_size\": 7") << 3
                                     << ""
                                     << "not valid JSON";
    QTest::addRow("json: a list, not an object")
        << json << QByteArray("[\n  {\"model_type\": \"bert\"}\n]\n") << 1 << ""
        << "expected a JSON object";
    QTest::addRow("json: empty") << json << QByteArray() << 1 << ""
                                 << "not valid JSON";
    QTest::addRow("json: unknown attention_type")
        << json << bertJson("type_vocab_size", "2, \"attention_type\": \"sliding_window\"") << 10 << "attention_type"
        << "expected full, original_full or block_sparse";
    QTest::addRow("json: no random blocks")
        << json << bertJson("type_vocab_size", "2, \"attention_type\": \"block_sparse\", \"num_random_blocks\": 0")
        << 10 << "num_random_blocks"
        << "must be between 1 and 64";
    QTest::addRow("json: dropout above 1")
        << json << bertJson("pad_token_id", "0, \"hidden_dropout_prob\": 1.5") << 9 << "hidden_dropout_prob"
        << "must be between 0 and 1";

    // preset-style YAML (line numbers: bertYaml() puts model_type on line 2, vocab_size on 3, hidden_size on 4,
    // layers on 5, heads on 6)
    QTest::addRow("yaml: unsupported model_type") << yaml << bertYaml("model_type", "distilbert") << 2 << "model_type"
                                                  << "unsupported model type \"distilbert\"";
    QTest::addRow("yaml: unknown key") << yaml << bertYaml("vocab_size", "30522\nlayers: 12") << 4 << "layers"
                                       << "unknown key";
    QTest::addRow("yaml: missing hidden_size") << yaml << bertYaml("hidden_size", nul) << 1 << "hidden_size"
                                               << "missing required field";
    QTest::addRow("yaml: non-numeric vocab_size")
        << yaml << bertYaml("vocab_size", "thirty-thousand") << 3 << "vocab_size"
        << "expected a number, got \"thirty-thousand\"";
    QTest::addRow("yaml: hidden not divisible by heads")
        << yaml << bertYaml("hidden_size", "770") << 6 << "num_attention_heads"
        << "770 is not divisible by 12";
    QTest::addRow("yaml: negative layers") << yaml << bertYaml("num_hidden_layers", "-1") << 5 << "num_hidden_layers"
                                           << "must be between 1 and 1024, got -1";
    QTest::addRow("yaml: absurd layers") << yaml << bertYaml("num_hidden_layers", "1e12") << 5 << "num_hidden_layers"
                                         << "must be between 1 and 1024";
    QTest::addRow("yaml: a list value") << yaml << bertYaml("hidden_size", "[768, 1024]") << 4 << "hidden_size"
                                        << "expected a single value";
    QTest::addRow("yaml: syntax error") << yaml << bertYaml("hidden_size", "768\n  bad: indent: here") << 5 << ""
                                        << "not valid YAML";
    QTest::addRow("yaml: empty") << yaml << QByteArray("# nothing\n") << 0 << ""
                                 << "empty";
    QTest::addRow("yaml: not a mapping") << yaml << QByteArray("- bert-base\n- bert-large\n") << 1 << ""
                                         << "expected a mapping";
    QTest::addRow("yaml: deep nesting") << yaml << (QByteArray("id: x\nname: ") + QByteArray(100, '{')) << 2 << ""
                                        << "nesting deeper than 64";

    // non-ASCII file names and values
    QTest::addRow("yaml: Korean path, Japanese key")
        << QStringLiteral("모델/설정.yaml") << bertYaml("type_vocab_size", "2\n層の数: 12") << 10 << "層の数"
        << "unknown key";
    QTest::addRow("json: Chinese path, Chinese model type")
        << QStringLiteral("模型/配置.json") << bertJson("model_type", "\"中文模型\"") << 6 << "model_type"
        << "unsupported model type \"中文模型\"";
}

void TestModelSpec::badModel()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(QString, message);

    const bool isJson = file.endsWith(QLatin1String(".json"));
    const auto issue = issueOf([&] {
        if (isJson)
            ModelLoader::fromHfConfigJson(text, file);
        else
            ModelLoader::fromYamlText(text, file);
    });
    QVERIFY2(issue, "no InputError");
    QCOMPARE(issue->file, file);
    QCOMPARE(issue->line, line);
    QCOMPARE(issue->field, field);
    QVERIFY2(issue->message.contains(message), qPrintable(issue->message));
    QVERIFY2(issue->toString().startsWith(file), qPrintable(issue->toString()));
}

void TestModelSpec::expertRules_data()
{
    QTest::addColumn<SpecChange>("change");
    QTest::addColumn<QString>("field"); // empty: the model is valid
    QTest::addColumn<QString>("message"); // a part of the message

    QTest::addRow("Mixtral as it is") << SpecChange([](ModelSpec&) {}) << QString() << QString();
    QTest::addRow("every expert per token")
        << SpecChange([](ModelSpec& m) { m.expertsPerToken = 8; }) << QString() << QString();
    QTest::addRow("more experts per token than experts")
        << SpecChange([](ModelSpec& m) { m.expertsPerToken = 9; }) << "num_experts_per_tok"
        << "experts per token must be between 1 and the number of experts (8), got 9";
    QTest::addRow("no expert per token") << SpecChange([](ModelSpec& m) { m.expertsPerToken = 0; })
                                         << "num_experts_per_tok"
                                         << "between 1 and the number of experts (8), got 0";
    QTest::addRow("fewer experts than per token")
        << SpecChange([](ModelSpec& m) { m.experts = 1; }) << "num_experts_per_tok"
        << "between 1 and the number of experts (1), got 2";
    // a dense model: the expert fields left from an MoE are not looked at
    QTest::addRow("dense with a stale top-k") << SpecChange([](ModelSpec& m) {
        m.experts = 0;
        m.expertsPerToken = 9;
        m.expertIntermediateSize = 0;
    }) << QString() << QString();
    QTest::addRow("negative experts") << SpecChange([](ModelSpec& m) { m.experts = -2; }) << "num_experts"
                                      << "got -2";
    QTest::addRow("experts of no width") << SpecChange([](ModelSpec& m) { m.expertIntermediateSize = 0; })
                                         << "moe_intermediate_size"
                                         << "positive expert width";
    QTest::addRow("negative shared width")
        << SpecChange([](ModelSpec& m) { m.sharedExpertIntermediateSize = -1; }) << "shared_expert_intermediate_size"
        << "got -1";
    QTest::addRow("all layers dense") << SpecChange([](ModelSpec& m) { m.firstDenseLayers = 32; }) << QString()
                                      << QString();
    QTest::addRow("more dense layers than layers")
        << SpecChange([](ModelSpec& m) { m.firstDenseLayers = 33; }) << "first_k_dense_replace"
        << "between 0 and the 32 layers, got 33";
}

// The rules of the expert fields (a custom architecture typed into the app is checked by validate() alone).
void TestModelSpec::expertRules()
{
    QFETCH(SpecChange, change);
    QFETCH(QString, field);
    QFETCH(QString, message);
    ModelSpec m = test::mixtral8x7b();
    change(m);
    const auto issue = issueOf([&] { ModelLoader::validate(m, QStringLiteral("custom")); });
    if (field.isEmpty()) {
        QVERIFY2(!issue, issue ? qPrintable(issue->toString()) : "");
        return;
    }
    QVERIFY2(issue, "no InputError");
    QCOMPARE(issue->file, QStringLiteral("custom"));
    QCOMPARE(issue->field, field);
    QVERIFY2(issue->message.contains(message), qPrintable(issue->message));
}

QTEST_GUILESS_MAIN(TestModelSpec)
#include "TestModelSpec.moc"
