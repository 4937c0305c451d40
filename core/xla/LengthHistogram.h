// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVector>

#include <vector>

namespace tpuplan::xla {

// Sequences of one length (in tokens) and how many there are.
struct LengthBin
{
    int length = 0;
    qint64 count = 0;

    bool operator==(const LengthBin& o) const { return length == o.length && count == o.count; }
};

// How many sequences of each length a dataset has. Ten million lengths collapse to at most one bin per distinct
// length, so everything downstream (padding strategies, charts) works on a small sorted vector.
class LengthHistogram
{
public:
    // The longest sequence the planner accepts (2^20 tokens); longer values are a wrong column, not a length.
    static constexpr int kMaxLength = 1 << 20;
    // Sequences in one histogram at most (2^40), so that the token total always fits in 64 bits.
    static constexpr qint64 kMaxSequences = qint64(1) << 40;

    LengthHistogram() = default;
    // From a dense vector: countsByLength[L] sequences of length L (index 0 must be 0).
    static LengthHistogram fromDenseCounts(const std::vector<qint64>& countsByLength);
    static LengthHistogram fromLengths(const QVector<int>& lengths);

    // Adds `count` sequences of `length` tokens (1..kMaxLength; other values are ignored).
    void add(int length, qint64 count = 1);

    bool isEmpty() const { return m_sequences == 0; }
    // Ascending by length; every count is positive.
    const QVector<LengthBin>& bins() const { return m_bins; }
    qint64 sequences() const { return m_sequences; }
    qint64 tokens() const { return m_tokens; }
    int minLength() const { return m_bins.isEmpty() ? 0 : m_bins.first().length; }
    int maxLength() const { return m_bins.isEmpty() ? 0 : m_bins.last().length; }
    double meanLength() const { return m_sequences ? double(m_tokens) / double(m_sequences) : 0.0; }
    // The smallest length L such that at least the share q (0..1) of the sequences is no longer than L.
    int quantile(double q) const;
    // `count` sequences as a share (0..1) of all of them; 0 for an empty histogram. A chart bin's tooltip shows it.
    double shareOf(qint64 count) const { return m_sequences > 0 ? double(count) / double(m_sequences) : 0.0; }
    // Sequences no longer than `length`.
    qint64 countAtMost(int length) const;

    // Counts grouped into bins of `width` tokens for a chart: bin k holds lengths (k·width, (k+1)·width] and is
    // labelled by its upper edge. Empty bins between the shortest and longest are included (count 0).
    QVector<LengthBin> grouped(int width) const;
    // A bin width (1, 2, 4, 8, 16, ... tokens) that gives at most `maxBins` chart bars.
    int chartBinWidth(int maxBins = 64) const;

    bool operator==(const LengthHistogram& o) const { return m_bins == o.m_bins; }

private:
    void recount();

    QVector<LengthBin> m_bins;
    qint64 m_sequences = 0;
    qint64 m_tokens = 0;
};

} // namespace tpuplan::xla
