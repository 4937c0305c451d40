// SPDX-License-Identifier: GPL-3.0-or-later
#include "PaddingAnalysis.h"

#include "util/Format.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace tpuplan::xla {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PaddingAnalysis)
};

QString joinLengths(const QVector<int>& v, const QString& sep)
{
    QStringList parts;
    for (int x : v)
        parts << QString::number(x);
    return parts.join(sep);
}

QString localLengths(const QVector<int>& v)
{
    QStringList parts;
    for (int x : v)
        parts << formatCount(x);
    return parts.join(QStringLiteral(", "));
}

// Fills in the per-epoch rates once computed and real tokens are known.
void finish(PaddingResult& r)
{
    r.steps = r.batch > 0 ? r.rows / r.batch : 0;
    r.paddedShare = r.computedTokens > 0 ? (r.computedTokens - double(r.realTokens)) / r.computedTokens : 0.0;
    r.throughputCost = r.realTokens > 0 ? r.computedTokens / double(r.realTokens) - 1.0 : 0.0;
    if (r.rows > 0) {
        r.realTokensPerStep = double(r.batch) * double(r.realTokens) / double(r.rows);
        r.computedTokensPerStep = double(r.batch) * r.computedTokens / double(r.rows);
    }
}

void oneShape(PaddingResult& r, int length)
{
    r.shapes = 1;
    r.expectedShapes = 1;
    r.maxShapes = 1;
    r.paddedLength = length;
    r.shapeShares = {ShapeShare{length, 1.0}};
}

// P(max of a random batch of b sequences, drawn without replacement from N, is among the n shortest)
// = C(n, b) / C(N, b) = prod_{i<b} (n − i) / (N − i).
class BatchMaxCdf
{
public:
    BatchMaxCdf(qint64 total, qint64 batch, std::size_t evaluations)
        : m_total(total)
        , m_batch(batch)
        // exact product while it stays cheap; log-gamma otherwise (relative error ~1e-8 at N = 10^7)
        , m_exact(double(evaluations) * double(batch) <= 5e6)
        , m_logDenominator(std::lgamma(double(total) + 1) - std::lgamma(double(total - batch) + 1))
    { }

    double operator()(qint64 n) const
    {
        if (n < m_batch)
            return 0.0;
        if (n >= m_total)
            return 1.0;
        if (m_exact) {
            double logp = 0;
            const double missing = double(m_total - n);
            for (qint64 i = 0; i < m_batch; ++i)
                logp += std::log1p(-missing / double(m_total - i));
            return std::exp(logp);
        }
        return std::exp(std::lgamma(double(n) + 1) - std::lgamma(double(n - m_batch) + 1) - m_logDenominator);
    }

private:
    qint64 m_total;
    qint64 m_batch;
    bool m_exact;
    double m_logDenominator;
};

PaddingResult analyseMultiple(const LengthHistogram& h, int multiple, int batch, PaddingResult r)
{
    const qint64 n = h.sequences();
    // groups of sequences that round up to the same length, with the number of sequences up to that length
    struct Group
    {
        int padded;
        qint64 atMost;
    };
    QVector<Group> groups;
    qint64 seen = 0;
    for (const LengthBin& b : h.bins()) {
        seen += b.count;
        const int padded = roundUpTo(b.length, multiple);
        if (!groups.isEmpty() && groups.last().padded == padded)
            groups.last().atMost = seen;
        else
            groups.append(Group{padded, seen});
    }
    const BatchMaxCdf cdf(n, batch, std::size_t(groups.size()));
    const qint64 batches = std::max<qint64>(1, n / batch);
    double previous = 0;
    double expectedLength = 0;
    double expectedShapes = 0;
    int possible = 0;
    for (const Group& g : groups) {
        const double cum = cdf(g.atMost);
        const double p = std::max(0.0, cum - previous);
        previous = cum;
        if (g.atMost >= batch)
            ++possible; // a batch of the `batch` shortest sequences up to here has this shape
        if (p <= 0)
            continue;
        expectedLength += p * g.padded;
        // chance that at least one of the epoch's batches has this shape (batches taken as independent)
        expectedShapes += p >= 1.0 ? 1.0 : -std::expm1(double(batches) * std::log1p(-p));
        r.shapeShares.append(ShapeShare{g.padded, p});
    }
    r.computedTokens = double(n) * expectedLength;
    r.expectedShapes = expectedShapes;
    r.maxShapes = std::max(1, possible);
    r.shapes = std::clamp(int(std::lround(expectedShapes)), 1, r.maxShapes);
    r.paddedLength = 0;
    return r;
}

PaddingResult analyseBuckets(const LengthHistogram& h, const QVector<int>& boundaries, PaddingResult r)
{
    QVector<qint64> perBucket(boundaries.size(), 0);
    double computed = 0;
    for (const LengthBin& b : h.bins()) {
        auto it = std::lower_bound(boundaries.begin(), boundaries.end(), b.length);
        if (it == boundaries.end()) {
            --it;
            r.truncatedTokens += qint64(b.length - *it) * b.count;
            r.truncatedSequences += b.count;
        }
        const auto k = int(it - boundaries.begin());
        perBucket[k] += b.count;
        computed += double(*it) * double(b.count);
    }
    r.computedTokens = computed;
    r.realTokens = h.tokens() - r.truncatedTokens;
    int used = 0;
    for (int k = 0; k < boundaries.size(); ++k) {
        if (perBucket[k] == 0)
            continue;
        ++used;
        r.shapeShares.append(ShapeShare{boundaries[k], double(perBucket[k]) / double(h.sequences())});
    }
    r.shapes = std::max(1, used);
    r.expectedShapes = r.shapes;
    r.maxShapes = r.shapes;
    r.paddedLength = used == 1 ? r.shapeShares.first().length : 0;
    return r;
}

QString percentPoints(double share)
{
    return formatNumber(share * 100.0, 1);
}
} // namespace

QString PaddingStrategy::id() const
{
    switch (kind) {
    case PaddingKind::PadToMax:
        return QStringLiteral("pad-to-max");
    case PaddingKind::FixedLength:
        return QStringLiteral("fixed-%1").arg(length);
    case PaddingKind::PadToMultiple:
        return QStringLiteral("multiple-%1").arg(length);
    case PaddingKind::Buckets:
        return QStringLiteral("buckets-") + joinLengths(boundaries, QStringLiteral("-"));
    case PaddingKind::Packing:
        return QStringLiteral("packing-%1").arg(length);
    }
    return QString();
}

QString strategyLabel(const PaddingStrategy& s)
{
    switch (s.kind) {
    case PaddingKind::PadToMax:
        return Tr::tr("pad to the dataset maximum");
    case PaddingKind::FixedLength:
        return Tr::tr("fixed length %1").arg(formatCount(s.length));
    case PaddingKind::PadToMultiple:
        return Tr::tr("pad each batch to a multiple of %1").arg(formatCount(s.length));
    case PaddingKind::Buckets:
        return Tr::tr("buckets %1").arg(localLengths(s.boundaries));
    case PaddingKind::Packing:
        return Tr::tr("pack into chunks of %1").arg(formatCount(s.length));
    }
    return QString();
}

int roundUpTo(int value, int multiple)
{
    if (multiple <= 1)
        return value;
    return int((qint64(value) + multiple - 1) / multiple * multiple);
}

QVector<int> defaultBuckets(int longest)
{
    QVector<int> out;
    for (int b = 64; b < longest; b *= 2)
        out << b;
    out << std::max(1, longest);
    return out;
}

QVector<PaddingStrategy> defaultStrategies(const LengthHistogram& h, const PaddingOptions& o)
{
    const int fixed = o.fixedLength > 0 ? o.fixedLength : roundUpTo(std::max(1, h.maxLength()), 128);
    QVector<PaddingStrategy> out;
    out << PaddingStrategy::padToMax() << PaddingStrategy::fixed(fixed);
    for (int m : o.multiples)
        out << PaddingStrategy::multiple(m);
    out << PaddingStrategy::buckets(o.buckets.isEmpty() ? defaultBuckets(fixed) : o.buckets);
    out << PaddingStrategy::packing(o.chunkLength > 0 ? o.chunkLength : fixed);
    return out;
}

PaddingResult analyseStrategy(const LengthHistogram& h, const PaddingStrategy& s, int batch)
{
    PaddingResult r;
    r.strategy = s;
    const qint64 n = h.sequences();
    r.batch = int(std::clamp<qint64>(batch, 1, std::max<qint64>(1, n)));
    r.rows = n;
    r.realTokens = h.tokens();
    if (h.isEmpty())
        return r;

    switch (s.kind) {
    case PaddingKind::PadToMax:
        r.computedTokens = double(n) * h.maxLength();
        oneShape(r, h.maxLength());
        break;
    case PaddingKind::FixedLength: {
        const int len = std::max(1, s.length);
        for (const LengthBin& b : h.bins()) {
            if (b.length > len) {
                r.truncatedTokens += qint64(b.length - len) * b.count;
                r.truncatedSequences += b.count;
            }
        }
        r.realTokens = h.tokens() - r.truncatedTokens;
        r.computedTokens = double(n) * len;
        oneShape(r, len);
        break;
    }
    case PaddingKind::PadToMultiple:
        r = analyseMultiple(h, std::max(1, s.length), r.batch, r);
        break;
    case PaddingKind::Buckets: {
        QVector<int> bounds = s.boundaries;
        std::sort(bounds.begin(), bounds.end());
        bounds.erase(std::unique(bounds.begin(), bounds.end()), bounds.end());
        bounds.erase(std::remove_if(bounds.begin(), bounds.end(), [](int x) { return x < 1; }), bounds.end());
        if (bounds.isEmpty())
            bounds << h.maxLength();
        r = analyseBuckets(h, bounds, r);
        break;
    }
    case PaddingKind::Packing: {
        const int chunk = std::max(1, s.length);
        r.rows = (h.tokens() + chunk - 1) / chunk;
        r.batch = int(std::clamp<qint64>(batch, 1, std::max<qint64>(1, r.rows)));
        r.computedTokens = double(r.rows) * chunk;
        oneShape(r, chunk);
        break;
    }
    }
    finish(r);
    return r;
}

Recommendation recommend(const QVector<PaddingResult>& results, bool packingAllowed, int shapeBudget, double nearTie)
{
    Recommendation rec;
    rec.shapeBudget = shapeBudget;
    rec.nearTie = nearTie;
    if (results.isEmpty())
        return rec;
    auto rejection = [&](const PaddingResult& r) {
        if (r.truncatedTokens > 0)
            return Rejection::Truncates;
        if (!packingAllowed && r.strategy.kind == PaddingKind::Packing)
            return Rejection::PackingNotAllowed;
        if (r.shapes > shapeBudget)
            return Rejection::OverShapeBudget;
        return Rejection::None;
    };
    // cheaper first; on equal cost fewer shapes; then the earlier (simpler) strategy
    auto cheaper = [&](int a, int b) {
        const PaddingResult& x = results[a];
        const PaddingResult& y = results[b];
        if (x.throughputCost != y.throughputCost)
            return x.throughputCost < y.throughputCost;
        return x.shapes < y.shapes;
    };

    QVector<int> acceptable;
    for (int i = 0; i < results.size(); ++i)
        if (rejection(results[i]) == Rejection::None)
            acceptable << i;
    if (acceptable.isEmpty()) {
        // nothing keeps every token within the budget: fall back to the fewest shapes, then the least padding
        for (int i = 0; i < results.size(); ++i)
            if (packingAllowed || results[i].strategy.kind != PaddingKind::Packing)
                acceptable << i;
        if (acceptable.isEmpty())
            acceptable << 0;
        const int best = *std::min_element(acceptable.begin(), acceptable.end(), [&](int a, int b) {
            if (results[a].shapes != results[b].shapes)
                return results[a].shapes < results[b].shapes;
            return cheaper(a, b);
        });
        acceptable = {best};
    }

    const int lowest = *std::min_element(acceptable.begin(), acceptable.end(), cheaper);
    int chosen = lowest;
    for (int i : acceptable) {
        const PaddingResult& r = results[i];
        if (r.throughputCost > results[lowest].throughputCost + nearTie)
            continue;
        const PaddingResult& c = results[chosen];
        if (r.shapes < c.shapes || (r.shapes == c.shapes && cheaper(i, chosen)))
            chosen = i;
    }
    rec.index = chosen;
    rec.lowestCostIndex = lowest;
    if (results[chosen].strategy.kind == PaddingKind::Packing)
        rec.reason = RecommendationReason::Packing;
    else if (chosen != lowest)
        rec.reason = RecommendationReason::FewerShapesNearlyAsCheap;
    else
        rec.reason = RecommendationReason::LowestCost;

    int cheapest = 0;
    for (int i = 1; i < results.size(); ++i)
        if (cheaper(i, cheapest))
            cheapest = i;
    const double margin = 1e-9;
    if (results[cheapest].throughputCost < results[chosen].throughputCost - margin
        && rejection(results[cheapest]) != Rejection::None) {
        rec.cheaperIndex = cheapest;
        rec.cheaperRejected = rejection(results[cheapest]);
    }
    for (int i = 0; i < results.size(); ++i) {
        if (results[i].strategy.kind == PaddingKind::PadToMax) {
            rec.padToMaxIndex = i;
            rec.speedupVsPadToMax = (1.0 + results[i].throughputCost) / (1.0 + results[chosen].throughputCost);
            break;
        }
    }
    return rec;
}

PaddingReport analysePadding(const LengthHistogram& h, const PaddingOptions& options)
{
    if (h.isEmpty())
        throw InputError(QString(), 0, QStringLiteral("lengths"), Tr::tr("no sequence lengths to analyse"));
    const int maxLen = LengthHistogram::kMaxLength;
    auto bad = [](const char* field, const QString& msg) {
        throw InputError(QString(), 0, QString::fromLatin1(field), msg);
    };
    if (options.batch < 1)
        bad("batch", Tr::tr("the batch must be at least 1 sequence"));
    if (options.fixedLength < 0 || options.fixedLength > maxLen)
        bad("fixed_length", Tr::tr("the fixed length must be from 1 to %1 tokens").arg(formatCount(maxLen)));
    if (options.chunkLength < 0 || options.chunkLength > maxLen)
        bad("chunk_length", Tr::tr("the chunk length must be from 1 to %1 tokens").arg(formatCount(maxLen)));
    for (int m : options.multiples)
        if (m < 1 || m > maxLen)
            bad("multiples", Tr::tr("a padding multiple must be from 1 to %1").arg(formatCount(maxLen)));
    for (int b : options.buckets)
        if (b < 1 || b > maxLen)
            bad("buckets", Tr::tr("a bucket boundary must be from 1 to %1 tokens").arg(formatCount(maxLen)));
    if (options.shapeBudget < 1)
        bad("shape_budget", Tr::tr("the shape budget must be at least 1"));

    PaddingReport report;
    report.options = options;
    report.sequences = h.sequences();
    report.tokens = h.tokens();
    report.maxLength = h.maxLength();
    const QVector<PaddingStrategy> strategies = defaultStrategies(h, options);
    for (const PaddingStrategy& s : strategies) {
        report.results << analyseStrategy(h, s, options.batch);
        if (s.kind == PaddingKind::FixedLength)
            report.options.fixedLength = s.length;
        else if (s.kind == PaddingKind::Buckets)
            report.options.buckets = s.boundaries;
        else if (s.kind == PaddingKind::Packing)
            report.options.chunkLength = s.length;
    }
    report.recommendation = recommend(report.results, options.packingAllowed, options.shapeBudget, options.nearTie);
    report.withoutPacking = recommend(report.results, false, options.shapeBudget, options.nearTie);
    return report;
}

QString recommendationText(const PaddingReport& report, const Recommendation& rec)
{
    if (rec.index < 0 || rec.index >= report.results.size())
        return QString();
    const PaddingResult& r = report.results[rec.index];
    const QString label = strategyLabel(r.strategy);
    QString text;
    switch (rec.reason) {
    case RecommendationReason::Packing:
        text = Tr::tr(
                   "Pack the sequences into chunks of %1 tokens, as the RoBERTa-on-TPU example does: one input shape, "
                   "%2 of the computed tokens are padding (only in the last chunk). Packing joins documents into one "
                   "stream, which suits pretraining (masked language modelling) but not examples that must stay whole.")
                   .arg(formatCount(r.paddedLength), formatPercent(r.paddedShare, 2));
        break;
    case RecommendationReason::LowestCost:
        text = Tr::tr("%1: %n input shape(s) (budget %2), %3 of the computed tokens are padding, throughput cost %4; "
                      "the least padding among strategies that keep every token.",
                      nullptr, r.shapes)
                   .arg(label, formatCount(rec.shapeBudget), formatPercent(r.paddedShare),
                        formatPercent(r.throughputCost));
        break;
    case RecommendationReason::FewerShapesNearlyAsCheap: {
        const PaddingResult& low = report.results[rec.lowestCostIndex];
        text
            = Tr::tr(
                  "%1: %n input shape(s), %2 of the computed tokens are padding (throughput cost %3); within %4 points "
                  "of the cheapest option, which needs more shapes.",
                  nullptr, r.shapes)
                  .arg(label, formatPercent(r.paddedShare), formatPercent(r.throughputCost),
                       percentPoints(r.throughputCost - low.throughputCost));
        text += QLatin1Char(' ')
            + Tr::tr("(%1: %n shape(s), throughput cost %2.)", nullptr, low.shapes)
                  .arg(strategyLabel(low.strategy), formatPercent(low.throughputCost));
        break;
    }
    }
    if (rec.padToMaxIndex >= 0 && rec.padToMaxIndex != rec.index && rec.speedupVsPadToMax > 1.0005) {
        text += QLatin1Char(' ')
            + Tr::tr(
                  "Against padding everything to the dataset maximum (%1 tokens), a step of real tokens costs %2× less "
                  "compute.")
                  .arg(formatCount(report.maxLength), formatNumber(rec.speedupVsPadToMax, 2));
    }
    if (rec.cheaperIndex >= 0) {
        const PaddingResult& c = report.results[rec.cheaperIndex];
        const QString cl = strategyLabel(c.strategy);
        switch (rec.cheaperRejected) {
        case Rejection::Truncates:
            text += QLatin1Char(' ')
                + Tr::tr("%1 pads less but cuts %2 tokens off %3 sequences.")
                      .arg(cl, formatCount(c.truncatedTokens), formatCount(c.truncatedSequences));
            break;
        case Rejection::OverShapeBudget:
            text += QLatin1Char(' ')
                + Tr::tr("%1 pads less (%2) but compiles about %n input shapes, over the budget of %3.", nullptr,
                         c.shapes)
                      .arg(cl, formatPercent(c.paddedShare), formatCount(rec.shapeBudget));
            break;
        case Rejection::PackingNotAllowed:
            text += QLatin1Char(' ')
                + Tr::tr("%1 would pad only %2 but joins examples, which this plan rules out.")
                      .arg(cl, formatPercent(c.paddedShare, 2));
            break;
        case Rejection::None:
            break;
        }
    }
    return text;
}

std::optional<QVector<int>> parseLengthList(const QString& text, QString* error)
{
    QVector<int> out;
    static const QRegularExpression sep(QStringLiteral("[,;\\s]+"));
    const QStringList parts = text.split(sep, Qt::SkipEmptyParts);
    for (const QString& p : parts) {
        bool ok = false;
        const qlonglong v = p.toLongLong(&ok);
        if (!ok || v < 1 || v > LengthHistogram::kMaxLength) {
            if (error)
                *error = Tr::tr("\"%1\" is not a length from 1 to %2 tokens")
                             .arg(p, formatCount(LengthHistogram::kMaxLength));
            return std::nullopt;
        }
        out << int(v);
    }
    if (out.isEmpty()) {
        if (error)
            *error = Tr::tr("the list of lengths is empty");
        return std::nullopt;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace tpuplan::xla
