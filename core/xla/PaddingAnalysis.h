// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LengthHistogram.h"

#include <QString>
#include <QVector>

#include <optional>

namespace tpuplan::xla {

// How sequences of different lengths become the fixed input shapes XLA compiles. Every distinct shape is one more
// compilation (XLA rule #3 in the Hugging Face TPU guide); every padded token is computed and thrown away.
enum class PaddingKind {
    PadToMax, // every sequence padded to the longest in the dataset
    FixedLength, // every sequence padded (or truncated) to one chosen length
    PadToMultiple, // each batch padded to its longest sequence rounded up to a multiple (pad_to_multiple_of)
    Buckets, // each sequence padded to the smallest bucket boundary that holds it; batches within a bucket
    Packing, // sequences concatenated and cut into chunks of a fixed length (the RoBERTa-on-TPU example)
};

struct PaddingStrategy
{
    PaddingKind kind = PaddingKind::PadToMax;
    // FixedLength: the padded length; PadToMultiple: the multiple; Packing: the chunk length; PadToMax: unused.
    int length = 0;
    // Buckets: the padded lengths, ascending. Sequences above the last boundary are truncated to it.
    QVector<int> boundaries;

    static PaddingStrategy padToMax() { return {PaddingKind::PadToMax, 0, {}}; }
    static PaddingStrategy fixed(int length) { return {PaddingKind::FixedLength, length, {}}; }
    static PaddingStrategy multiple(int multiple) { return {PaddingKind::PadToMultiple, multiple, {}}; }
    static PaddingStrategy buckets(QVector<int> boundaries) { return {PaddingKind::Buckets, 0, std::move(boundaries)}; }
    static PaddingStrategy packing(int chunk) { return {PaddingKind::Packing, chunk, {}}; }

    // Stable, untranslated: "pad-to-max", "fixed-512", "multiple-64", "buckets-64-128-256", "packing-128".
    QString id() const;
    bool operator==(const PaddingStrategy& o) const
    {
        return kind == o.kind && length == o.length && boundaries == o.boundaries;
    }
};

// "pad to a multiple of 64", "buckets 64, 128, 256", ... (translated, context "PaddingAnalysis").
QString strategyLabel(const PaddingStrategy& strategy);

// One padded length and the share of steps (batches) that use it.
struct ShapeShare
{
    int length = 0;
    double share = 0;
};

// The numbers for one strategy over one epoch. Token counts are per epoch; "computed" tokens are the token slots the
// TPU processes, real ones plus padding. Batches are full (drop_remainder=True, which static shapes need).
struct PaddingResult
{
    PaddingStrategy strategy;
    int batch = 0; // sequences (rows) per step
    qint64 rows = 0; // sequences per epoch; chunks for packing
    qint64 steps = 0; // rows / batch, rounded down
    qint64 realTokens = 0; // tokens kept (all of them unless the strategy truncates)
    double computedTokens = 0; // token slots, padding included (an expected value for PadToMultiple)
    qint64 truncatedTokens = 0; // tokens cut off (FixedLength below the maximum, Buckets below it)
    qint64 truncatedSequences = 0;
    double paddedShare = 0; // (computed − real) / computed
    double throughputCost = 0; // computed / real − 1: extra compute per real token
    double realTokensPerStep = 0; // batch × real / rows: what a step actually trains on
    double computedTokensPerStep = 0;
    int shapes = 1; // distinct input shapes in one epoch (expected value, rounded): compilations
    double expectedShapes = 1; // the same before rounding
    int maxShapes = 1; // every shape the strategy can produce on this data
    int paddedLength = 0; // the one padded length of PadToMax, FixedLength and Packing; 0 otherwise
    QVector<ShapeShare> shapeShares; // padded lengths with the share of steps using each (sums to 1)

    // paddedShare in percent (0..100), the unit the padding chart plots.
    double paddedPercent() const { return paddedShare * 100.0; }
};

struct PaddingOptions
{
    int batch = 64; // sequences per step (global batch)
    int fixedLength = 0; // 0: the dataset maximum rounded up to a multiple of 128
    QVector<int> multiples{8, 32, 64, 128}; // one PadToMultiple strategy each
    QVector<int> buckets; // empty: defaultBuckets() of the fixed length
    int chunkLength = 0; // packing chunk; 0: the fixed length
    bool packingAllowed = true; // false when each example must stay whole (fine-tuning, classification)
    int shapeBudget = 8; // most input shapes (compilations) a recommendation may need
    double nearTie = 0.02; // throughput cost within this of the cheapest counts as a tie
};

enum class RecommendationReason {
    Packing, // packing: one shape and padding only in the last chunk
    LowestCost, // the least padding among strategies within the shape budget that keep every token
    FewerShapesNearlyAsCheap, // fewer shapes than the cheapest, at most nearTie more throughput cost
};

// Why a strategy that pads less than the recommended one was not chosen.
enum class Rejection { None, Truncates, PackingNotAllowed, OverShapeBudget };

struct Recommendation
{
    int index = -1; // into PaddingReport::results
    RecommendationReason reason = RecommendationReason::LowestCost;
    int lowestCostIndex = -1; // the cheapest acceptable strategy (== index unless fewer shapes won)
    int cheaperIndex = -1; // a strategy that pads less but was rejected; -1 if none
    Rejection cheaperRejected = Rejection::None;
    int padToMaxIndex = -1;
    double speedupVsPadToMax = 1; // (1 + cost of pad-to-max) / (1 + cost of the recommended)
    int shapeBudget = 0;
    double nearTie = 0;
};

struct PaddingReport
{
    PaddingOptions options; // as used: fixedLength, chunkLength and buckets filled in
    qint64 sequences = 0;
    qint64 tokens = 0;
    int maxLength = 0;
    QVector<PaddingResult> results;
    Recommendation recommendation; // honours options.packingAllowed
    Recommendation withoutPacking; // the best strategy that keeps every example whole
};

int roundUpTo(int value, int multiple);
// 64, 128, 256, ... below `longest`, then `longest` itself: the usual power-of-two buckets, capped.
QVector<int> defaultBuckets(int longest);
// The strategies compared by default: pad to max, fixed length, each multiple, buckets, packing.
QVector<PaddingStrategy> defaultStrategies(const LengthHistogram& lengths, const PaddingOptions& options);

// The metrics of one strategy. `batch` is clamped to 1..sequences.
PaddingResult analyseStrategy(const LengthHistogram& lengths, const PaddingStrategy& strategy, int batch);

// Picks a strategy: among those that keep every token, fit the shape budget and (unless allowed) do not pack, the
// one with the lowest throughput cost; among those within `nearTie` of it, the one with the fewest shapes.
Recommendation recommend(const QVector<PaddingResult>& results, bool packingAllowed, int shapeBudget, double nearTie);

// Every default strategy, analysed, with both recommendations. Throws InputError for an empty histogram or bad
// options (field: batch, fixed_length, multiples, buckets, chunk_length, shape_budget).
PaddingReport analysePadding(const LengthHistogram& lengths, const PaddingOptions& options = {});

// One or two sentences that say what to do and why, with the numbers (translated; numbers through QLocale).
QString recommendationText(const PaddingReport& report, const Recommendation& recommendation);

// Parses "64,128, 256" (commas or spaces) into ascending unique lengths in 1..LengthHistogram::kMaxLength.
// On error returns nullopt and, if given, sets *error to a translated message.
std::optional<QVector<int>> parseLengthList(const QString& text, QString* error = nullptr);

} // namespace tpuplan::xla
