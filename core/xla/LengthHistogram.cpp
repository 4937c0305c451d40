// SPDX-License-Identifier: GPL-3.0-or-later
#include "LengthHistogram.h"

#include <algorithm>
#include <cmath>

namespace tpuplan::xla {

LengthHistogram LengthHistogram::fromDenseCounts(const std::vector<qint64>& countsByLength)
{
    LengthHistogram h;
    const std::size_t n = std::min<std::size_t>(countsByLength.size(), std::size_t(kMaxLength) + 1);
    for (std::size_t len = 1; len < n; ++len) {
        if (countsByLength[len] > 0)
            h.m_bins.append(LengthBin{int(len), countsByLength[len]});
    }
    h.recount();
    return h;
}

LengthHistogram LengthHistogram::fromLengths(const QVector<int>& lengths)
{
    std::vector<qint64> dense;
    for (int len : lengths) {
        if (len < 1 || len > kMaxLength)
            continue;
        if (std::size_t(len) >= dense.size())
            dense.resize(std::size_t(len) + 1, 0);
        ++dense[std::size_t(len)];
    }
    return fromDenseCounts(dense);
}

void LengthHistogram::add(int length, qint64 count)
{
    if (length < 1 || length > kMaxLength || count <= 0)
        return;
    const auto it = std::lower_bound(m_bins.begin(), m_bins.end(), length,
                                     [](const LengthBin& b, int len) { return b.length < len; });
    if (it != m_bins.end() && it->length == length)
        it->count += count;
    else
        m_bins.insert(it, LengthBin{length, count});
    m_sequences += count;
    m_tokens += count * length;
}

void LengthHistogram::recount()
{
    m_sequences = 0;
    m_tokens = 0;
    for (const LengthBin& b : m_bins) {
        m_sequences += b.count;
        m_tokens += b.count * b.length;
    }
}

int LengthHistogram::quantile(double q) const
{
    if (m_bins.isEmpty())
        return 0;
    q = std::clamp(q, 0.0, 1.0);
    // at least ceil(q·N) sequences (and at least one) must be no longer than the answer
    const qint64 need = std::max<qint64>(1, qint64(std::ceil(q * double(m_sequences) - 1e-9)));
    qint64 seen = 0;
    for (const LengthBin& b : m_bins) {
        seen += b.count;
        if (seen >= need)
            return b.length;
    }
    return m_bins.last().length;
}

qint64 LengthHistogram::countAtMost(int length) const
{
    qint64 n = 0;
    for (const LengthBin& b : m_bins) {
        if (b.length > length)
            break;
        n += b.count;
    }
    return n;
}

QVector<LengthBin> LengthHistogram::grouped(int width) const
{
    QVector<LengthBin> out;
    if (m_bins.isEmpty() || width < 1)
        return out;
    const int first = (minLength() - 1) / width;
    const int last = (maxLength() - 1) / width;
    out.reserve(last - first + 1);
    for (int k = first; k <= last; ++k)
        out.append(LengthBin{(k + 1) * width, 0});
    for (const LengthBin& b : m_bins)
        out[(b.length - 1) / width - first].count += b.count;
    return out;
}

int LengthHistogram::chartBinWidth(int maxBins) const
{
    if (m_bins.isEmpty())
        return 1;
    maxBins = std::max(1, maxBins);
    int width = 1;
    while (width < kMaxLength && ((maxLength() - 1) / width - (minLength() - 1) / width + 1) > maxBins)
        width *= 2;
    return width;
}

} // namespace tpuplan::xla
