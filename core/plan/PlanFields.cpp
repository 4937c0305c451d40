// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanFields.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <cmath>
#include <limits>

namespace tpuplan {

namespace {

// Maps a list of ids onto a vector of enum values; returns the first unknown id.
template <typename T, typename FromId>
std::optional<QString> setEnumList(QVector<T>& out, const QStringList& ids, FromId fromId)
{
    QVector<T> values;
    for (const QString& id : ids) {
        const auto v = fromId(id);
        if (!v)
            return id;
        values << *v;
    }
    out = values;
    return std::nullopt;
}

template <typename T, typename ToId> QStringList enumIds(const QVector<T>& values, ToId toId)
{
    QStringList out;
    for (const T& v : values)
        out << toId(v);
    return out;
}

// Builds one table row; only what a field declares is set, the rest keeps the neutral defaults below.
struct Field
{
    PlanField f{};

    Field(const char* section, const char* key, PlanFieldType type)
    {
        f.section = section;
        f.key = key;
        f.type = type;
        f.jsonKey = key;
        f.json = PlanFieldJson::None;
        f.option = nullptr;
        f.unit = "";
        f.min = -std::numeric_limits<double>::infinity();
        f.max = std::numeric_limits<double>::infinity();
        f.source = "";
        f.inFile = true;
        f.display = type == PlanFieldType::Bool ? PlanFieldDisplay::Flag : PlanFieldDisplay::Plain;
    }
    Field& json(PlanFieldJson level, const char* key = nullptr)
    {
        f.json = level;
        if (key)
            f.jsonKey = key;
        return *this;
    }
    Field& option(const char* name)
    {
        f.option = name;
        return *this;
    }
    Field& unit(const char* u)
    {
        f.unit = u;
        return *this;
    }
    Field& range(double min, double max, bool minExclusive = false, bool maxExclusive = false)
    {
        f.min = min;
        f.max = max;
        f.minExclusive = minExclusive;
        f.maxExclusive = maxExclusive;
        return *this;
    }
    Field& source(const char* text)
    {
        f.source = text;
        return *this;
    }
    Field& shown(const char* group, const char* label, PlanFieldDisplay display = PlanFieldDisplay::Plain)
    {
        f.group = group;
        f.label = label;
        if (display != PlanFieldDisplay::Plain)
            f.display = display;
        return *this;
    }
    Field& help(const char* text)
    {
        f.help = text;
        return *this;
    }
    Field& message(const char* text)
    {
        f.rangeMessage = text;
        return *this;
    }
    Field& whenEmpty(const char* text)
    {
        f.whenEmpty = text;
        return *this;
    }
    Field& notInFile()
    {
        f.inFile = false;
        return *this;
    }
    Field& required()
    {
        f.required = true;
        return *this;
    }
    Field& num(double (*get)(const PlanInput&), void (*set)(PlanInput&, double))
    {
        f.number = get;
        f.setNumber = set;
        return *this;
    }
    Field& ids(QStringList (*get)(const PlanInput&), std::optional<QString> (*set)(PlanInput&, const QStringList&),
               QStringList (*choices)() = nullptr)
    {
        f.ids = get;
        f.setIds = set;
        f.choices = choices;
        return *this;
    }
    Field& applies(bool (*p)(const PlanInput&))
    {
        f.applies = p;
        return *this;
    }
    Field& relevant(bool (*p)(const PlanInput&))
    {
        f.relevant = p;
        return *this;
    }
    Field& written(bool (*p)(const PlanInput&))
    {
        f.written = p;
        return *this;
    }
    Field& inJson(bool (*p)(const PlanInput&))
    {
        f.inJson = p;
        return *this;
    }
    Field& effective(double (*get)(const PlanInput&))
    {
        f.effective = get;
        return *this;
    }
    operator PlanField() const { return f; }
};

constexpr auto kBrief = PlanFieldJson::Brief;
constexpr auto kReport = PlanFieldJson::Report;

bool isSteps(const PlanInput& in)
{
    return in.runLength == RunLength::Steps;
}
bool isTokens(const PlanInput& in)
{
    return in.runLength == RunLength::Tokens;
}
bool isEpochs(const PlanInput& in)
{
    return in.runLength == RunLength::Epochs;
}
bool never(const PlanInput&)
{
    return false;
}

// the sharding section is written once any of it is chosen (a plan without one stays as it was)
bool shardingChosen(const PlanInput& in)
{
    return in.sharding || in.fsdp > 0 || in.tensorParallel > 0 || in.expertParallel > 0 || in.contextParallel > 0
        || in.pipelineParallel > 0 || in.microbatches > 0 || in.virtualStages > 0 || in.slices > 0 || in.gpuDevices > 0
        || in.offload;
}

bool usesAdapters(const PlanInput& in)
{
    return in.finetune != FinetuneMode::Full;
}

QVector<PlanField> buildTable()
{
    using T = PlanFieldType;
    using D = PlanFieldDisplay;
    QVector<PlanField> t;

    // head
    t << Field("head", "kind", T::Choice)
             .json(kBrief, "head")
             .option("head")
             .shown(QT_TRANSLATE_NOOP("PlanComparison", "Head"), QT_TRANSLATE_NOOP("PlanComparison", "Head"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "mlm, mlm-masked or classification (encoders); causal-lm (decoders, their "
                                     "default)."))
             .ids([](const PlanInput& in) { return QStringList{headKindId(in.head.kind)}; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      const auto k = headKindFromId(v.value(0));
                      if (!k)
                          return v.value(0);
                      in.head.kind = *k;
                      return std::nullopt;
                  },
                  [] {
                      return QStringList{QStringLiteral("mlm"), QStringLiteral("mlm-masked"),
                                         QStringLiteral("causal-lm"), QStringLiteral("classification")};
                  });
    t << Field("head", "max_predictions", T::Int)
             .json(kReport)
             .option("max-predictions")
             .unit("tokens")
             .range(1, 1048576)
             .source("BERT's pretraining recipe: 20 masked positions of 128 (google-research/bert, 2018)")
             .shown(QT_TRANSLATE_NOOP("PlanComparison", "Head"),
                    QT_TRANSLATE_NOOP("PlanComparison", "Masked positions per sequence"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Gathered positions per sequence for mlm-masked."))
             .num([](const PlanInput& in) { return double(in.head.maxPredictions); },
                  [](PlanInput& in, double v) { in.head.maxPredictions = int(v); })
             .relevant([](const PlanInput& in) { return in.head.kind == HeadKind::MlmMasked; });
    t << Field("head", "nsp", T::Bool)
             .json(kReport)
             .option("nsp")
             .shown(QT_TRANSLATE_NOOP("PlanComparison", "Head"),
                    QT_TRANSLATE_NOOP("PlanComparison", "Next-sentence prediction"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Add a next-sentence-prediction head."))
             .num([](const PlanInput& in) { return double(in.head.nsp); },
                  [](PlanInput& in, double v) { in.head.nsp = v != 0; });
    t << Field("head", "num_labels", T::Int)
             .range(1, 1000000)
             .source("a binary classification task; a code choice")
             .shown(QT_TRANSLATE_NOOP("PlanComparison", "Head"), QT_TRANSLATE_NOOP("PlanComparison", "Labels"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Labels of a classification head."))
             .num([](const PlanInput& in) { return double(in.head.numLabels); },
                  [](PlanInput& in, double v) { in.head.numLabels = int(v); })
             .relevant([](const PlanInput& in) { return in.head.kind == HeadKind::Classification; });

    // training
    const char* training = QT_TRANSLATE_NOOP("PlanComparison", "Training");
    t << Field("training", "seq_len", T::Int)
             .json(kBrief)
             .option("seq-len")
             .required()
             .unit("tokens")
             .range(1, 1048576)
             .source("BERT's longest pretraining sequence (google-research/bert, 2018)")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Sequence length"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Sequence length in tokens."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 1 and 1,048,576"))
             .num([](const PlanInput& in) { return double(in.seqLen); },
                  [](PlanInput& in, double v) { in.seqLen = int(v); });
    t << Field("training", "global_batch", T::Int)
             .json(kBrief)
             .option("global-batch")
             .required()
             .unit("sequences")
             .range(1, 16777216)
             .source("BERT's pretraining batch (google-research/bert, 2018)")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Global batch"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Sequences per optimizer step, over all devices."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 1 and 16,777,216"))
             .num([](const PlanInput& in) { return double(in.globalBatch); },
                  [](PlanInput& in, double v) { in.globalBatch = int(v); });
    t << Field("training", "run_length", T::Choice)
             .json(kReport)
             .notInFile() // the file says it by which of steps, tokens and epochs it gives
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Run length given in"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Whether the run is given in steps, tokens or epochs."))
             .ids([](const PlanInput& in) { return QStringList{runLengthId(in.runLength)}; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      for (RunLength r : {RunLength::Steps, RunLength::Tokens, RunLength::Epochs})
                          if (runLengthId(r) == v.value(0)) {
                              in.runLength = r;
                              return std::nullopt;
                          }
                      return v.value(0);
                  },
                  [] {
                      return QStringList{QStringLiteral("steps"), QStringLiteral("tokens"), QStringLiteral("epochs")};
                  });
    t << Field("training", "steps", T::Number)
             .json(kBrief)
             .option("steps")
             .unit("steps")
             .range(1, 1e12)
             .source("a code choice (2026-11): an example run length that the plan replaces; 10^12 steps bound "
                     "the preemption arithmetic (docs/limits.md)")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Steps"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Optimizer steps."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 1 and 10^12"))
             .num([](const PlanInput& in) { return in.steps; }, [](PlanInput& in, double v) { in.steps = v; })
             .applies(isSteps)
             .effective([](const PlanInput& in) { return in.totalSteps(); });
    t << Field("training", "tokens", T::Number)
             .json(kReport)
             .option("tokens")
             .unit("tokens")
             .range(1, 1e18)
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Tokens"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Tokens to train on (instead of --steps)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 1 and 10^18"))
             .num([](const PlanInput& in) { return in.tokens; }, [](PlanInput& in, double v) { in.tokens = v; })
             .applies(isTokens)
             .relevant(isTokens)
             .inJson(isTokens);
    t << Field("training", "epochs", T::Number)
             .json(kReport)
             .option("epochs")
             .unit("epochs")
             .range(0, 1e6, true)
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Epochs"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Epochs over --dataset-tokens (instead of --steps)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be above 0 and at most 10^6"))
             .num([](const PlanInput& in) { return in.epochs; }, [](PlanInput& in, double v) { in.epochs = v; })
             .applies(isEpochs)
             .relevant(isEpochs)
             .inJson(isEpochs);
    t << Field("training", "dataset_tokens", T::Number)
             .json(kReport)
             .option("dataset-tokens")
             .unit("tokens")
             .range(1, 1e18)
             .source("0 = not given; epochs need it")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Dataset tokens"), D::NoneIfZero)
             .help(QT_TRANSLATE_NOOP("PlanFields", "Tokens in the dataset (for --epochs)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "epochs need the dataset's size in tokens (1 to 10^18)"))
             .num([](const PlanInput& in) { return in.datasetTokens; },
                  [](PlanInput& in, double v) { in.datasetTokens = v; })
             .applies([](const PlanInput& in) { return isEpochs(in) || in.datasetTokens != 0; })
             .written([](const PlanInput& in) { return in.datasetTokens > 0; })
             .inJson(isEpochs);
    t << Field("data", "dataset_gib", T::Number)
             .json(kReport)
             .option("dataset-gib")
             .unit("GiB")
             .range(0, 1e9)
             .source("0 = no dataset stored in Cloud Storage")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Dataset in Cloud Storage (GiB)"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Dataset size in Cloud Storage, GiB (storage cost)."))
             .num([](const PlanInput& in) { return in.datasetGiB; },
                  [](PlanInput& in, double v) { in.datasetGiB = v; });
    t << Field("training", "precision", T::ChoiceList)
             .json(kReport, "precisions")
             .option("precision")
             .range(1, std::numeric_limits<double>::infinity())
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Precisions"))
             .whenEmpty(QT_TRANSLATE_NOOP("PlanComparison", "none"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "Comma-separated precisions to try: fp32, bf16-mixed, fp16-mixed, bf16 (pure), "
                                     "fp8-mixed, int8-mixed (linear layers in 8 bits where the hardware has it)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "allow at least one precision"))
             .ids([](const PlanInput& in) { return enumIds(in.precisions, precisionId); },
                  [](PlanInput& in, const QStringList& v) { return setEnumList(in.precisions, v, precisionFromId); },
                  precisionIds);
    t << Field("training", "optimizer", T::Choice)
             .json(kReport)
             .option("optimizer")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Optimizer"))
             .help(
                 QT_TRANSLATE_NOOP("PlanFields",
                                   "adamw, adam, adafactor, sgd, momentum, lamb or adamw-8bit (bitsandbytes, torchao; "
                                   "CUDA GPUs)."))
             .ids([](const PlanInput& in) { return QStringList{optimizerId(in.optimizer)}; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      const auto o = optimizerFromId(v.value(0));
                      if (!o)
                          return v.value(0);
                      in.optimizer = *o;
                      return std::nullopt;
                  },
                  optimizerIds);
    t << Field("training", "dropout", T::Bool)
             .json(kReport)
             .option("no-dropout") // a flag turns the default around
             .source("the model's own dropout applies unless the run turns it off")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Dropout"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Train without dropout."))
             .num([](const PlanInput& in) { return double(in.dropout); },
                  [](PlanInput& in, double v) { in.dropout = v != 0; });
    t << Field("training", "checkpointing", T::ChoiceList)
             .json(kReport)
             .option("checkpointing")
             .range(1, std::numeric_limits<double>::infinity())
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Gradient checkpointing"))
             .whenEmpty(QT_TRANSLATE_NOOP("PlanComparison", "none"))
             .help(
                 QT_TRANSLATE_NOOP("PlanFields",
                                   "Comma-separated policies to try: none, full, every-k, selective (attention), "
                                   "selective-ops (torchtitan), MaxText's minimal, save_qkv_proj, save_dot_except_mlp, "
                                   "save_dot_except_mlpwi, save_dot_with_context_except_mlp, qkv_proj_offloaded, "
                                   "minimal_offloaded, and custom (remat_placement)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "allow at least one policy"))
             .ids([](const PlanInput& in) { return enumIds(in.checkpointing, checkpointingKindId); },
                  [](PlanInput& in, const QStringList& v) {
                      return setEnumList(in.checkpointing, v, checkpointingKindFromId);
                  },
                  [] {
                      return QStringList{QStringLiteral("none"),
                                         QStringLiteral("full"),
                                         QStringLiteral("every-k"),
                                         QStringLiteral("selective"),
                                         QStringLiteral("selective-ops"),
                                         QStringLiteral("minimal"),
                                         QStringLiteral("save_qkv_proj"),
                                         QStringLiteral("save_dot_except_mlp"),
                                         QStringLiteral("save_dot_except_mlpwi"),
                                         QStringLiteral("save_dot_with_context_except_mlp"),
                                         QStringLiteral("qkv_proj_offloaded"),
                                         QStringLiteral("minimal_offloaded"),
                                         QStringLiteral("custom")};
                  });
    t << Field("training", "remat_placement", T::Choice)
             .json(kReport)
             .option("remat-placement")
             .source("MaxText's v6e Llama 3.1 recipes: decoder_layer_input, query_proj, key_proj, value_proj and "
                     "out_proj offloaded (benchmarks/maxtext_trillium_model_configs.py @e591f30c, 2026-08)")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Custom activation placement"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "What the checkpointing policy custom keeps: tensor=placement pairs (remat, "
                                     "device or offload) over decoder_layer_input, query_proj, key_proj, value_proj, "
                                     "context, out_proj, mlpwi_0, mlpwi_1, mlpwo; unnamed tensors take MaxText's "
                                     "defaults (the layer input on the device, the rest recomputed)."))
             .ids([](const PlanInput& in) { return QStringList{rematPlacementText(in.rematPlacement)}; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      const auto p = rematPlacementFromText(v.join(QLatin1Char(',')));
                      if (!p)
                          return v.join(QLatin1Char(','));
                      in.rematPlacement = *p;
                      return std::nullopt;
                  },
                  [] {
                      // examples: any tensor=placement list is accepted
                      return QStringList{rematPlacementText(recipeOffloadPlacement()),
                                         QStringLiteral("decoder_layer_input=offload"),
                                         QStringLiteral("query_proj=device,key_proj=device,value_proj=device")};
                  })
             .relevant([](const PlanInput& in) { return in.checkpointing.contains(CheckpointingKind::Custom); });
    t << Field("training", "attention", T::Choice)
             .json(kReport, "attention_impl") // "attention" is the model's own (full, block-sparse)
             .option("attention")
             .source("flash for decoders on TPUs (MaxText's splash kernel) and on GPUs with bf16, where "
                     "FlashAttention-2 runs; eager for encoders, as the seeds' runs (reference llm.md section 2, "
                     "2026-11)")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Attention"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "auto, eager (stores the s x s probabilities) or flash (FlashAttention-2, "
                                     "splash attention on TPUs)."))
             .ids([](const PlanInput& in) { return QStringList{attentionImplId(in.attention)}; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      const auto a = attentionImplFromId(v.value(0));
                      if (!a)
                          return v.value(0);
                      in.attention = *a;
                      return std::nullopt;
                  },
                  attentionImplIds);
    t << Field("training", "loss_chunks", T::Int)
             .json(kReport)
             .option("loss-chunks")
             .range(0, 65536)
             .source("0 = the planner tries the whole logits tensor at once (Hugging Face Trainer, MaxText's default "
                     "num_vocab_tiling 1) and torchtune's 8 chunks where they fit a larger batch (reference llm.md "
                     "section 2.1, 2026-11)")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Loss chunks"), D::NoneIfZero)
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "Chunked or fused cross-entropy: the logits of one chunk of N are live at a time "
                                     "(MaxText num_vocab_tiling, torchtune CEWithChunkedOutputLoss); 0 = the planner "
                                     "chooses 1 or 8."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 65,536"))
             .num([](const PlanInput& in) { return double(in.lossChunks); },
                  [](PlanInput& in, double v) { in.lossChunks = int(v); });
    t << Field("training", "capacity_factor", T::Number)
             .json(kReport)
             .option("capacity-factor")
             .range(0, 16)
             .source("0 = dropless, MaxText's default (base.yml capacity_factor -1 with sparse_matmul and megablox) "
                     "and Megatron's (--moe-expert-capacity-factor unset); > 0 drops tokens beyond CF x K x tokens / E "
                     "per expert (reference moe.md section 3.2, 2026-08)")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Capacity factor"), D::NoneIfZero)
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "Mixture of experts: each expert takes at most capacity factor x its even share "
                                     "of the routed tokens and drops the rest; 0 = dropless."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 16"))
             .num([](const PlanInput& in) { return in.capacityFactor; },
                  [](PlanInput& in, double v) { in.capacityFactor = v; });
    t << Field("training", "loss", T::Choice)
             .json(kReport, "loss_impl")
             .option("loss")
             .source("auto: fused under XLA, eager under PyTorch and TensorFlow (docs/memory-model.md, \"the loss\", "
                     "2026-11)")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Loss"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "auto, eager (fp32 logits, log-softmax and gradient: Hugging Face) or fused (XLA; "
                                     "torchtitan's one fp32 upcast; Liger-Kernel)."))
             .ids([](const PlanInput& in) { return QStringList{lossImplId(in.loss)}; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      const auto l = lossImplFromId(v.value(0));
                      if (!l)
                          return v.value(0);
                      in.loss = *l;
                      return std::nullopt;
                  },
                  lossImplIds);
    t << Field("training", "paged_optimizer", T::Bool)
             .json(kReport)
             .option("paged-optimizer")
             .source("off: bitsandbytes' paged optimizers are opt-in (PagedAdamW, PagedAdamW8bit)")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Paged optimizer"), D::Flag)
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "bitsandbytes paged optimizer: the states live in CUDA unified memory, outside "
                                     "PyTorch's allocator statistics, and move to host RAM when the GPU runs short."))
             .num([](const PlanInput& in) { return double(in.pagedOptimizer); },
                  [](PlanInput& in, double v) { in.pagedOptimizer = v != 0; });
    t << Field("training", "optimizer_in_backward", T::Bool)
             .json(kReport)
             .option("optimizer-in-backward")
             .source("off: torchtune's optimizer_in_bwd is opt-in and excludes gradient accumulation")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Optimizer step in the backward pass"), D::Flag)
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "torchtune optimizer_in_bwd: each gradient is applied and freed as soon as it is "
                                     "computed (no gradient accumulation)."))
             .num([](const PlanInput& in) { return double(in.optimizerInBackward); },
                  [](PlanInput& in, double v) { in.optimizerInBackward = v != 0; });
    t << Field("training", "allow_8bit_optimizer", T::Bool)
             .json(kReport)
             .option("allow-8bit-optimizer")
             .source("off: 8-bit states change the training run, so the search swaps them in only when asked")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "8-bit AdamW allowed"), D::Flag)
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "Let the search use 8-bit AdamW (bitsandbytes, torchao) on GPUs where AdamW's "
                                     "states do not fit."))
             .num([](const PlanInput& in) { return double(in.allow8bitOptimizer); },
                  [](PlanInput& in, double v) { in.allow8bitOptimizer = v != 0; });
    t << Field("training", "finetune", T::Choice)
             .json(kBrief)
             .option("finetune")
             .source("full training, as the seeds' runs")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Fine-tuning"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "full, lora (adapters on a frozen base) or qlora (adapters on a 4-bit base)."))
             .ids([](const PlanInput& in) { return QStringList{finetuneModeId(in.finetune)}; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      const auto f = finetuneModeFromId(v.value(0));
                      if (!f)
                          return v.value(0);
                      in.finetune = *f;
                      return std::nullopt;
                  },
                  finetuneModeIds);
    t << Field("training", "lora_rank", T::Int)
             .json(kBrief)
             .option("lora-rank")
             .range(1, 65536)
             .source("r = 16, a common choice in the QLoRA and torchtune recipes (arXiv 2305.14314 uses 64; Hu et al. "
                     "2021 show r = 4-8 suffices for q, v)")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "LoRA rank"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Rank r of the LoRA adapters."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 1 and 65,536"))
             .num([](const PlanInput& in) { return double(in.loraRank); },
                  [](PlanInput& in, double v) { in.loraRank = int(v); })
             .written(usesAdapters)
             .relevant(usesAdapters);
    t << Field("training", "lora_targets", T::Choice)
             .json(kBrief)
             .option("lora-targets")
             .source("q and v, as in the LoRA paper (Hu et al. 2021, arXiv 2106.09685) and KerasHub enable_lora")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "LoRA targets"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "The matrices LoRA adapts: qv or all-linear."))
             .ids([](const PlanInput& in) { return QStringList{loraTargetsId(in.loraTargets)}; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      const auto t = loraTargetsFromId(v.value(0));
                      if (!t)
                          return v.value(0);
                      in.loraTargets = *t;
                      return std::nullopt;
                  },
                  loraTargetsIds)
             .written(usesAdapters)
             .relevant(usesAdapters);
    t << Field("training", "gpu_runtime", T::Choice)
             .json(kReport)
             .option("gpu-runtime")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "GPU runtime"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Runtime on GPUs: pytorch or tensorflow."))
             .ids([](const PlanInput& in) { return QStringList{runtimeId(in.gpuRuntime)}; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      const auto r = runtimeFromId(v.value(0));
                      if (!r || *r == Runtime::Xla) // TPUs always run XLA
                          return v.value(0);
                      in.gpuRuntime = *r;
                      return std::nullopt;
                  },
                  [] {
                      return QStringList{QStringLiteral("pytorch"), QStringLiteral("tensorflow")};
                  });
    t << Field("training", "max_accumulation", T::Int)
             .json(kReport)
             .option("max-accumulation")
             .unit("steps")
             .range(1, 65536)
             .source("a code choice (2026-11): enough to reach the global batches of the BERT/RoBERTa papers "
                     "(256-8k sequences) on one 8-device slice; 1 = the training code cannot accumulate gradients "
                     "(google-research/bigbird, say)")
             .shown(training, QT_TRANSLATE_NOOP("PlanComparison", "Most accumulation steps"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "Most gradient-accumulation steps the training code supports (1 = none)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 1 and 65,536"))
             .num([](const PlanInput& in) { return double(in.maxAccumulation); },
                  [](PlanInput& in, double v) { in.maxAccumulation = int(v); });

    // sharding
    const char* sharding = QT_TRANSLATE_NOOP("PlanComparison", "Sharding");
    t << Field("sharding", "strategy", T::Choice)
             .json(kBrief, "sharding")
             .option("sharding")
             .source("auto: replicate where a full replica fits, else ZeRO-1, ZeRO-2, FSDP in that order "
                     "(docs/sharding-model.md section 6, 2026-11)")
             .shown(sharding, QT_TRANSLATE_NOOP("PlanComparison", "Strategy"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "auto, replicate, zero1 (optimizer states sharded), zero2 (+ gradients) or fsdp "
                                     "(+ parameters), over the fsdp axis."))
             .ids(
                 [](const PlanInput& in) {
                     return QStringList{in.sharding ? shardingStrategyId(*in.sharding) : QStringLiteral("auto")};
                 },
                 [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                     if (v.value(0) == QLatin1String("auto")) {
                         in.sharding.reset();
                         return std::nullopt;
                     }
                     const auto st = shardingStrategyFromId(v.value(0));
                     if (!st)
                         return v.value(0);
                     in.sharding = *st;
                     return std::nullopt;
                 },
                 [] { return QStringList{QStringLiteral("auto")} + shardingStrategyIds(); })
             .written(shardingChosen);
    t << Field("sharding", "fsdp", T::Int)
             .json(kBrief)
             .option("fsdp")
             .range(0, 65536)
             .source("0: every device of the slice that tensor parallelism leaves (MaxText ici_fsdp_parallelism -1)")
             .shown(sharding, QT_TRANSLATE_NOOP("PlanComparison", "FSDP devices"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Devices sharing one shard of the states (0 = all of a slice)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 65,536"))
             .num([](const PlanInput& in) { return double(in.fsdp); },
                  [](PlanInput& in, double v) { in.fsdp = int(v); })
             .written(shardingChosen);
    t << Field("sharding", "tensor_parallel", T::Int)
             .json(kBrief)
             .option("tensor-parallel")
             .range(0, 4096)
             .source("0: the planner tries 1, then 2, 4 and 8 where 1 does not fit (reference llm.md section 6: "
                     "tensor parallelism is kept within 8-16 devices)")
             .shown(sharding, QT_TRANSLATE_NOOP("PlanComparison", "Tensor parallelism"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "Devices that split each layer's matrices (0 = the planner "
                                     "chooses)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 4,096"))
             .num([](const PlanInput& in) { return double(in.tensorParallel); },
                  [](PlanInput& in, double v) { in.tensorParallel = int(v); })
             .written(shardingChosen);
    t << Field("sharding", "expert_parallel", T::Int)
             .json(kBrief)
             .option("expert-parallel")
             .range(0, 4096)
             .source("0: the planner tries the degrees that divide the routed experts (MaxText ici_expert_parallelism; "
                     "reference moe.md section 3); dense models run with 1")
             .shown(sharding, QT_TRANSLATE_NOOP("PlanComparison", "Expert parallelism"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "Devices the routed experts of a mixture of experts are split over (0 = the "
                                     "planner chooses)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 4,096"))
             .num([](const PlanInput& in) { return double(in.expertParallel); },
                  [](PlanInput& in, double v) { in.expertParallel = int(v); })
             .written(shardingChosen);
    t << Field("sharding", "context_parallel", T::Int)
             .json(kBrief)
             .option("context-parallel")
             .range(0, 4096)
             .source("0: the planner tries 1, then the degrees that divide the sequence where one sequence's "
                     "activations do not fit (MaxText ici_context_parallelism; reference longctx.md section 1)")
             .shown(sharding, QT_TRANSLATE_NOOP("PlanComparison", "Context parallelism"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "Devices each sequence's tokens are split over (0 = the planner chooses)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 4,096"))
             .num([](const PlanInput& in) { return double(in.contextParallel); },
                  [](PlanInput& in, double v) { in.contextParallel = int(v); })
             .written(shardingChosen);
    t << Field("sharding", "pipeline_parallel", T::Int)
             .json(kBrief)
             .option("pipeline-parallel")
             .range(0, 1024)
             .source("0: the planner tries 1, then stages that divide the layers where the states do not fit "
                     "(MaxText ici/dcn_pipeline_parallelism, Megatron --pipeline-model-parallel-size; reference "
                     "longctx.md section 2)")
             .shown(sharding, QT_TRANSLATE_NOOP("PlanComparison", "Pipeline stages"))
             .help(
                 QT_TRANSLATE_NOOP("PlanFields", "Pipeline stages the layers are cut into (0 = the planner chooses)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 1,024"))
             .num([](const PlanInput& in) { return double(in.pipelineParallel); },
                  [](PlanInput& in, double v) { in.pipelineParallel = int(v); })
             .written(shardingChosen);
    t << Field("sharding", "microbatches", T::Int)
             .json(kBrief)
             .option("microbatches")
             .range(0, 65536)
             .source("0: twice the stages, MaxText's recommendation (\"recommend num_pipeline_microbatches = 2 * "
                     "PP\"; reference longctx.md section 2.1)")
             .shown(sharding, QT_TRANSLATE_NOOP("PlanComparison", "Pipeline microbatches"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Microbatches per pipeline step (0 = the planner chooses)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 65,536"))
             .num([](const PlanInput& in) { return double(in.microbatches); },
                  [](PlanInput& in, double v) { in.microbatches = int(v); })
             .written(shardingChosen);
    t << Field("sharding", "virtual_stages", T::Int)
             .json(kBrief)
             .option("virtual-stages")
             .range(0, 128)
             .source("0: one chunk of layers per stage rank (GPipe / 1F1B); more is Megatron's interleaved "
                     "schedule or MaxText's circular pipeline (reference longctx.md section 2.1)")
             .shown(sharding, QT_TRANSLATE_NOOP("PlanComparison", "Virtual stages"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "Layer chunks per pipeline rank, for interleaved schedules (0 = the planner "
                                     "chooses)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 128"))
             .num([](const PlanInput& in) { return double(in.virtualStages); },
                  [](PlanInput& in, double v) { in.virtualStages = int(v); })
             .written(shardingChosen);
    t << Field("sharding", "slices", T::Int)
             .json(kBrief)
             .option("slices")
             .range(0, 1024)
             .source("0: one slice; MaxText multislice runs up to thousands of chips over DCN (reference llm.md "
                     "section 3)")
             .shown(sharding, QT_TRANSLATE_NOOP("PlanComparison", "Slices"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "TPU slices joined over the data-centre network (0 = one)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 1,024"))
             .num([](const PlanInput& in) { return double(in.slices); },
                  [](PlanInput& in, double v) { in.slices = int(v); })
             .written(shardingChosen);
    t << Field("sharding", "devices", T::Int)
             .json(kBrief, "gpu_devices")
             .option("devices")
             .range(0, 65536)
             .source("0: the planner tries 1, 2, 4 ... 64 GPUs and keeps the smallest job that fits")
             .shown(sharding, QT_TRANSLATE_NOOP("PlanComparison", "GPUs per job"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "GPUs in one job (0 = the planner chooses)."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 65,536"))
             .num([](const PlanInput& in) { return double(in.gpuDevices); },
                  [](PlanInput& in, double v) { in.gpuDevices = int(v); })
             .written(shardingChosen);
    t << Field("sharding", "offload", T::ChoiceList)
             .json(kBrief)
             .option("offload")
             .source("auto: nothing offloaded where the states fit on the devices; else the optimizer states, then "
                     "the parameters, then the activations (docs/sharding-model.md section 6, 2026-11)")
             .shown(sharding, QT_TRANSLATE_NOOP("PlanComparison", "Host offload"))
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "auto, none, all, or a comma-separated list of optimizer, params, activations."))
             .ids(
                 [](const PlanInput& in) {
                     return in.offload ? offloadId(*in.offload).split(QLatin1Char(','))
                                       : QStringList{QStringLiteral("auto")};
                 },
                 [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                     if (v == QStringList{QStringLiteral("auto")}) {
                         in.offload.reset();
                         return std::nullopt;
                     }
                     const auto o = offloadFromId(v.join(QLatin1Char(',')));
                     if (!o) {
                         for (const QString& id : v)
                             if (!offloadPartIds().contains(id) || v.size() > 1)
                                 return id;
                         return v.value(0);
                     }
                     in.offload = *o;
                     return std::nullopt;
                 },
                 [] { return QStringList{QStringLiteral("auto")} + offloadPartIds(); })
             .written(shardingChosen);

    // hardware
    const char* hardware = QT_TRANSLATE_NOOP("PlanComparison", "Hardware");
    t << Field("hardware", "slices", T::TextList)
             .json(kReport, "hardware")
             .option("hardware")
             .shown(hardware, QT_TRANSLATE_NOOP("PlanComparison", "Slices and GPUs"))
             .whenEmpty(QT_TRANSLATE_NOOP("PlanComparison", "every slice of the generations"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Comma-separated slices or GPUs to consider."))
             .ids([](const PlanInput& in) { return in.hardware; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      in.hardware = v;
                      return std::nullopt;
                  })
             .written([](const PlanInput& in) { return !in.hardware.isEmpty(); });
    t << Field("hardware", "generations", T::TextList)
             .json(kReport)
             .option("generations")
             .shown(hardware, QT_TRANSLATE_NOOP("PlanComparison", "TPU generations"))
             .whenEmpty(QT_TRANSLATE_NOOP("PlanComparison", "all"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Comma-separated TPU generations to consider (default all)."))
             .ids([](const PlanInput& in) { return in.generations; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      in.generations = v;
                      return std::nullopt;
                  })
             .written([](const PlanInput& in) { return !in.generations.isEmpty(); });
    t << Field("hardware", "include_gpus", T::Bool)
             .json(kReport)
             .option("include-gpus")
             .shown(hardware, QT_TRANSLATE_NOOP("PlanComparison", "Include GPUs"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Also consider the catalog's GPUs."))
             .num([](const PlanInput& in) { return double(in.includeGpus); },
                  [](PlanInput& in, double v) { in.includeGpus = v != 0; });
    t << Field("hardware", "regions", T::TextList)
             .json(kReport)
             .option("region")
             .shown(hardware, QT_TRANSLATE_NOOP("PlanComparison", "Regions"))
             .whenEmpty(QT_TRANSLATE_NOOP("PlanComparison", "all"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Comma-separated regions (default all)."))
             .ids([](const PlanInput& in) { return in.regions; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      in.regions = v;
                      return std::nullopt;
                  })
             .written([](const PlanInput& in) { return !in.regions.isEmpty(); });
    t << Field("hardware", "pricing", T::ChoiceList)
             .json(kReport)
             .option("pricing")
             .shown(hardware, QT_TRANSLATE_NOOP("PlanComparison", "Pricing"))
             .whenEmpty(QT_TRANSLATE_NOOP("PlanComparison", "all"))
             .help(QT_TRANSLATE_NOOP(
                 "PlanFields",
                 "Comma-separated pricing models: on-demand, preemptible, spot, 1-year, 3-year, colab-free, calendar, "
                 "flex-start."))
             .ids([](const PlanInput& in) { return enumIds(in.pricing, pricingModelId); },
                  [](PlanInput& in, const QStringList& v) { return setEnumList(in.pricing, v, pricingModelFromId); },
                  [] {
                      return QStringList{QStringLiteral("on-demand"), QStringLiteral("preemptible"),
                                         QStringLiteral("spot"),      QStringLiteral("1-year"),
                                         QStringLiteral("3-year"),    QStringLiteral("colab-free"),
                                         QStringLiteral("calendar"),  QStringLiteral("flex-start")};
                  })
             .written([](const PlanInput& in) { return !in.pricing.isEmpty(); });

    // constraints
    const char* constraints = QT_TRANSLATE_NOOP("PlanComparison", "Constraints");
    t << Field("", "objective", T::Choice)
             .json(kBrief)
             .option("objective")
             .shown(constraints, QT_TRANSLATE_NOOP("PlanComparison", "Rank by"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Rank by cost, time or balanced."))
             .ids([](const PlanInput& in) { return QStringList{objectiveId(in.objective)}; },
                  [](PlanInput& in, const QStringList& v) -> std::optional<QString> {
                      const auto o = objectiveFromId(v.value(0));
                      if (!o)
                          return v.value(0);
                      in.objective = *o;
                      return std::nullopt;
                  },
                  [] {
                      return QStringList{QStringLiteral("cost"), QStringLiteral("time"), QStringLiteral("balanced")};
                  });
    t << Field("constraints", "deadline_hours", T::Number)
             .json(kBrief)
             .option("deadline-hours")
             .unit("h")
             .range(0, 1e7)
             .source("0 = no deadline")
             .shown(constraints, QT_TRANSLATE_NOOP("PlanComparison", "Deadline (hours)"), D::NoneIfZero)
             .help(QT_TRANSLATE_NOOP("PlanFields", "Drop candidates whose expected time exceeds this."))
             .num([](const PlanInput& in) { return in.deadlineHours; },
                  [](PlanInput& in, double v) { in.deadlineHours = v; });
    t << Field("constraints", "budget_usd", T::Number)
             .json(kBrief)
             .option("budget-usd")
             .unit("USD")
             .range(0, 1e12)
             .source("0 = no budget")
             .shown(constraints, QT_TRANSLATE_NOOP("PlanComparison", "Budget"), D::Usd)
             .help(QT_TRANSLATE_NOOP("PlanFields", "Drop candidates whose expected cost exceeds this."))
             .num([](const PlanInput& in) { return in.budgetUsd; }, [](PlanInput& in, double v) { in.budgetUsd = v; });
    t << Field("constraints", "safety_margin", T::Number)
             .json(kBrief)
             .option("safety-margin")
             .unit("share")
             .range(0, 0.9, false, true)
             .source("a code choice of 2026-11 that covers the memory model's under-estimates of the measured "
                     "cases in docs/memory-model.md (-2.8 % to -8.0 %); docs/cost-model.md, \"fits\"")
             .shown(constraints, QT_TRANSLATE_NOOP("PlanComparison", "Memory safety margin"), D::Percent)
             .help(QT_TRANSLATE_NOOP("PlanFields", "Share of device memory kept free."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be at least 0 and below 0.9"))
             .num([](const PlanInput& in) { return in.safetyMargin; },
                  [](PlanInput& in, double v) { in.safetyMargin = v; });

    // preemption (docs/cost-model.md section 2, 2026-11)
    const char* preemption = QT_TRANSLATE_NOOP("PlanComparison", "Preemption");
    t << Field("preemption", "rate_per_hour", T::Number)
             .json(kBrief, "preemption_rate_per_hour")
             .option("preemption-rate")
             .unit("1/h")
             .range(0, 10)
             .source("an assumption, about one preemption a day: Google publishes no rate; in line with the seed "
                     "deck's field report (2021-07-10) and the Compute Engine preemptible page "
                     "(cloud.google.com/compute/docs/instances/preemptible, undated, read 2026-11)")
             .shown(preemption, QT_TRANSLATE_NOOP("PlanComparison", "Preemptions per hour"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Preemptions per hour on preemptible/spot."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 10 per hour"))
             .num([](const PlanInput& in) { return in.preemptionRatePerHour; },
                  [](PlanInput& in, double v) { in.preemptionRatePerHour = v; });
    t << Field("preemption", "checkpoint_write_minutes", T::Number)
             .json(kBrief)
             .option("checkpoint-write-minutes")
             .unit("min")
             .range(0, 600)
             .source("an assumption: a BERT-base/large checkpoint (1-4 GB) written to Cloud Storage (2026-11)")
             .shown(preemption, QT_TRANSLATE_NOOP("PlanComparison", "Checkpoint write (minutes)"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Minutes to save a checkpoint."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 600 minutes"))
             .num([](const PlanInput& in) { return in.checkpointWriteMinutes; },
                  [](PlanInput& in, double v) { in.checkpointWriteMinutes = v; });
    t << Field("preemption", "restart_minutes", T::Number)
             .json(kBrief)
             .option("restart-minutes")
             .unit("min")
             .range(0, 1440)
             .source("an assumption: create the VM/TPU, start up, XLA compilation (2026-11)")
             .shown(preemption, QT_TRANSLATE_NOOP("PlanComparison", "Restart (minutes)"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Minutes to restart after a preemption."))
             .message(QT_TRANSLATE_NOOP("PlanInput", "must be between 0 and 1440 minutes"))
             .num([](const PlanInput& in) { return in.restartMinutes; },
                  [](PlanInput& in, double v) { in.restartMinutes = v; });
    t << Field("preemption", "preemptible_max_hours", T::Number)
             .json(kBrief)
             .unit("h")
             .range(0.1, 1e4)
             .source("preemptible VMs stop after 24 h (G-spot in resources/catalog/sources.yaml, undated "
                     "page, read 2026-11)")
             .shown(preemption, QT_TRANSLATE_NOOP("PlanComparison", "Preemptible limit (hours)"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Hours after which a preemptible VM is stopped."))
             .num([](const PlanInput& in) { return in.preemptibleMaxHours; },
                  [](PlanInput& in, double v) { in.preemptibleMaxHours = v; });

    // efficiency: a mapping of generation or GPU ids to matmul efficiencies (the share of the peak the matmuls reach,
    // docs/time-model.md section 7); its rows are the ids both plans name
    t << Field("", "efficiency", T::Map)
             .json(kReport, "efficiency_override")
             .option("efficiency")
             .range(0, 1, true)
             .shown(QT_TRANSLATE_NOOP("PlanComparison", "Efficiency"),
                    QT_TRANSLATE_NOOP("PlanComparison", "Matmul efficiency"), D::Percent)
             .help(QT_TRANSLATE_NOOP("PlanFields",
                                     "Override the share of the peak that the matmuls of a generation or GPU "
                                     "reach, e.g. v3=0.4 (repeatable)."));

    // search
    const char* search = QT_TRANSLATE_NOOP("PlanComparison", "Search");
    t << Field("", "limit", T::Int)
             .option("limit")
             .range(0, 1000000)
             .source("a code choice (2026-11): a screenful of candidates in the CLI table and the report")
             .shown(search, QT_TRANSLATE_NOOP("PlanComparison", "Candidates listed"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "How many candidates to print (0 = all)."))
             .num([](const PlanInput& in) { return double(in.limit); },
                  [](PlanInput& in, double v) { in.limit = int(v); });
    t << Field("", "seed", T::Seed)
             .json(kReport)
             .range(0, 9.0e15)
             .source("a code choice (2026-11): a fixed seed makes the simulation repeatable (docs/cost-model.md, "
                     "section 5); the value itself is arbitrary")
             .shown(search, QT_TRANSLATE_NOOP("PlanComparison", "Simulation seed"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Seed of the preemption simulation."))
             .num([](const PlanInput& in) { return double(in.seed); },
                  [](PlanInput& in, double v) { in.seed = static_cast<quint64>(v); });
    t << Field("", "simulation_runs", T::Int)
             .json(kReport)
             .notInFile()
             .range(0, 1000000)
             .source("a code choice (2026-11): P10/P50/P90 of three candidates well within a frame, about 4 ms "
                     "for 3 x 1,000 runs (docs/cost-model.md, section 8)")
             .shown(search, QT_TRANSLATE_NOOP("PlanComparison", "Simulation runs"))
             .help(QT_TRANSLATE_NOOP("PlanFields", "Runs of the preemption simulation (0 = none)."))
             .num([](const PlanInput& in) { return double(in.simulationRuns); },
                  [](PlanInput& in, double v) { in.simulationRuns = int(v); })
             .written(never);

    // the defaults are PlanInput's own (core/plan/PlanInput.h), so that they are written once
    const PlanInput defaults;
    for (PlanField& f : t)
        if (f.number)
            f.defaultValue = f.number(defaults);
    return t;
}

QString numberText(double v)
{
    return QString::number(v, 'g', 15);
}

} // namespace

QString PlanField::fileKey() const
{
    return *section ? QString::fromLatin1(section) + QLatin1Char('.') + QLatin1String(key) : QString::fromLatin1(key);
}

QString PlanField::translatedLabel() const
{
    return label ? QCoreApplication::translate("PlanComparison", label) : QString::fromLatin1(key);
}

QString PlanField::translatedHelp() const
{
    return help ? QCoreApplication::translate("PlanFields", help) : QString();
}

bool PlanField::isNumeric() const
{
    return type == PlanFieldType::Int || type == PlanFieldType::Number || type == PlanFieldType::Bool
        || type == PlanFieldType::Seed;
}

bool PlanField::isList() const
{
    return type == PlanFieldType::ChoiceList || type == PlanFieldType::TextList;
}

QString PlanField::rangeIssue(double v) const
{
    const bool below = minExclusive ? !(v > min) : !(v >= min);
    const bool above = maxExclusive ? !(v < max) : !(v <= max);
    if (!below && !above)
        return QString();
    if (rangeMessage)
        return QCoreApplication::translate("PlanInput", rangeMessage);
    const QLocale c = QLocale::c();
    if (below && min == 0 && !minExclusive)
        return QCoreApplication::translate("PlanInput", "must not be negative");
    if (below)
        return (minExclusive ? QCoreApplication::translate("PlanInput", "must be above %1")
                             : QCoreApplication::translate("PlanInput", "must be at least %1"))
            .arg(c.toString(min, 'g', 15));
    return (maxExclusive ? QCoreApplication::translate("PlanInput", "must be below %1")
                         : QCoreApplication::translate("PlanInput", "must be at most %1"))
        .arg(c.toString(max, 'g', 15));
}

double PlanField::upperBound(int decimals) const
{
    return maxExclusive ? max - std::pow(10.0, -decimals) : max;
}

QString PlanField::defaultText() const
{
    switch (type) {
    case PlanFieldType::Int:
    case PlanFieldType::Number:
    case PlanFieldType::Seed:
        return numberText(defaultValue);
    case PlanFieldType::Bool:
        return defaultValue != 0 ? QStringLiteral("true") : QStringLiteral("false");
    case PlanFieldType::Choice:
    case PlanFieldType::ChoiceList:
    case PlanFieldType::TextList:
        return ids ? ids(PlanInput{}).join(QLatin1Char(',')) : QString();
    case PlanFieldType::Map:
        break;
    }
    return QString();
}

QJsonValue PlanField::toJson(const PlanInput& in) const
{
    if (effective)
        return effective(in);
    switch (type) {
    case PlanFieldType::Int:
    case PlanFieldType::Number:
        return number(in);
    case PlanFieldType::Bool:
        return number(in) != 0;
    case PlanFieldType::Seed:
        return QString::number(in.seed); // a string: JSON readers round integers above 2^53
    case PlanFieldType::Choice:
        return ids(in).value(0);
    case PlanFieldType::ChoiceList:
    case PlanFieldType::TextList:
        return QJsonArray::fromStringList(ids(in));
    case PlanFieldType::Map: {
        QJsonObject eff;
        for (auto it = in.efficiencyOverride.constBegin(); it != in.efficiencyOverride.constEnd(); ++it)
            eff[it.key()] = it.value();
        return eff;
    }
    }
    return QJsonValue();
}

const QVector<PlanField>& planFields()
{
    static const QVector<PlanField> table = buildTable();
    return table;
}

const PlanField* planField(const QString& key)
{
    for (const PlanField& f : planFields())
        if (f.fileKey() == key || QLatin1String(f.key) == key)
            return &f;
    return nullptr;
}

const PlanField* planFieldByOption(const QString& option)
{
    for (const PlanField& f : planFields())
        if (f.option && QLatin1String(f.option) == option)
            return &f;
    return nullptr;
}

QStringList planFieldKeys(const QString& section)
{
    QStringList out;
    for (const PlanField& f : planFields())
        if (f.inFile && QLatin1String(f.section) == section)
            out << QString::fromLatin1(f.key);
    return out;
}

} // namespace tpuplan
