// SPDX-License-Identifier: GPL-3.0-or-later
// The host's memory running out (C++'s std::bad_alloc, Python's and NumPy's MemoryError, the kernel's OOM killer), and
// the words of an out-of-memory error in a text whose figures none of the readers understood.
#include "OomReader.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tpuplan::oom {

void parseHost(Reader& rd, int blockStart, int blockEnd)
{
    OomReport& r = *rd.r;
    static const QRegularExpression what = re(QStringLiteral(
        R"(std::bad_alloc|\bMemoryError\b|Cannot allocate memory|Out of memory: Kill(?:ed)? process|\boom-kill(?:er)?\b)"));
    // NumPy: "MemoryError: Unable to allocate 12.0 GiB for an array with shape (…) and data type float32"
    static const QRegularExpression unableRe = re(QStringLiteral(R"(Unable to allocate\s+)") + kSize);
    // the kernel: "Out of memory: Killed process 4242 (python3) total-vm:…kB, anon-rss:61234567kB"
    static const QRegularExpression rssRe = re(QStringLiteral(R"(anon-rss:\s*(\d{1,15})\s*(kB))"));
    rd.markAll(what);
    r.memoryKind = MemoryKind::Host;
    r.memorySpace = QStringLiteral("host");
    r.triedToAllocate
        = rd.find(QStringLiteral("tried_to_allocate"), Tr::tr("tried to allocate"), unableRe, 1, blockStart, blockEnd);
    if (const QRegularExpressionMatch m = rd.first(rssRe, blockStart, blockEnd); m.hasMatch()) {
        OomFact f;
        f.key = QStringLiteral("host_resident");
        f.label = Tr::tr("resident when killed");
        f.raw = m.captured(1) + m.captured(2);
        f.bytes = m.captured(1).toDouble() * 1024.0;
        f.line = rd.lineOf(m.capturedStart(0));
        r.facts << f;
        r.used = f.bytes;
        rd.mark(m);
    }
}

QStringList oomClues(const QString& text)
{
    static const QRegularExpression clue(
        QStringLiteral(
            R"(RESOURCE_EXHAUSTED|ResourceExhausted(?:Error)?|Resource exhausted|out of memory|\bOOM\b|OutOfMemory|\bKilled\b|exit(?:ed with)? (?:code|status) (?:137|-9)\b|SIGKILL|allocation failed|\bE\d{3,5}: \w+Oom\b)"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList out;
    auto it = clue.globalMatch(text);
    while (it.hasNext() && out.size() < 8) {
        const QString w = it.next().captured(0);
        if (!out.contains(w, Qt::CaseInsensitive))
            out << w;
    }
    return out;
}

} // namespace tpuplan::oom
