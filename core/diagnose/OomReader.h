// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to the OOM parser: the line reader every message family's reader works on, and the readers themselves
// (one file each: OomXlaCompile.cpp, OomXlaRuntime.cpp, OomCuda.cpp, OomTfBfc.cpp), the framework guess
// (OomFramework.cpp) and the consistency and truncation checks (OomChecks.cpp). OomParser::parse dispatches to them.

#include "OomParser.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QString>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace tpuplan::oom {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(OomParser)
};

// A size as XLA ("9.13G", "528.00M", "4.0K", "12B") or PyTorch ("1.50 GiB", "20.00 MiB", "512 bytes") prints it.
// Captures: number, unit. The number starts at a boundary and has at most 15 digits (no tail of a longer number, no
// overflow); the unit may not be followed by a letter ("9.13Gx" is not a size).
inline const QString kSize
    = QStringLiteral(R"((?<![\d.])(\d{1,15}(?:\.\d{1,6})?)\s?(bytes?|[KMGTPE]i?B|[KMGTPE]|B)(?![A-Za-z]))");

// A compiled, optimised pattern in which a space matches any run of whitespace (a wrapped line; see wrapTolerant).
QRegularExpression re(const QString& pattern);
// The pattern with every space outside a character class and a lookbehind made "\s+".
QString wrapTolerant(const QString& pattern);
// The bytes of one unit of a size ("G", "GiB", "bytes").
double unitMultiplier(const QString& unit);

// Parsing state: the normalised text, its line starts, which lines were understood, and the report being filled.
class Reader
{
public:
    explicit Reader(QString text)
        : t(std::move(text))
    {
        lineStarts.push_back(0);
        for (int i = 0; i < t.size(); ++i)
            if (t.at(i) == QLatin1Char('\n'))
                lineStarts.push_back(i + 1);
        understood.assign(lineStarts.size(), false);
    }

    int lineOf(int pos) const
    {
        const auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), pos);
        return int(it - lineStarts.begin()); // 1-based
    }
    void mark(int start, int end)
    {
        if (start < 0 || end < start)
            return;
        const int a = lineOf(start);
        const int b = lineOf(std::max(start, end - 1));
        for (int l = a; l <= b && l <= int(understood.size()); ++l)
            understood[size_t(l - 1)] = true;
    }
    void mark(const QRegularExpressionMatch& m) { mark(m.capturedStart(0), m.capturedEnd(0)); }
    // Marks every line where the pattern matches anywhere in the text.
    int markAll(const QRegularExpression& r)
    {
        int n = 0;
        auto it = r.globalMatch(t);
        while (it.hasNext()) {
            mark(it.next());
            ++n;
        }
        return n;
    }
    // The first match starting in [from, to); an invalid match otherwise.
    QRegularExpressionMatch first(const QRegularExpression& r, int from = 0, int to = -1) const
    {
        if (to < 0 || to > t.size())
            to = t.size();
        if (from < 0)
            from = 0;
        if (from >= to)
            return QRegularExpressionMatch();
        // the subject ends at `to`, so that a search that fails does not scan the rest of the text; positions stay
        // those of the whole text because the subject starts at 0
        return r.match(t.leftRef(to), from);
    }

    // A size from captures (number, unit) at `g`, `g+1`; an exact "(554,696,704 bytes)" right after the match wins.
    double sizeOf(const QRegularExpressionMatch& m, int g) const
    {
        const double v = m.captured(g).toDouble() * unitMultiplier(m.captured(g + 1));
        // "(554,696,704 bytes)" (XLA) or "(33554432B)" (PJRT's allocator)
        static const QRegularExpression exact = re(QStringLiteral(R"(^\s*\(([\d,]{1,26})\s*(?:bytes|B)\))"));
        const QRegularExpressionMatch e = exact.match(t.mid(m.capturedEnd(g + 1), 40));
        if (e.hasMatch()) {
            bool ok = false;
            const double b = QString(e.captured(1)).remove(QLatin1Char(',')).toDouble(&ok);
            if (ok && std::isfinite(b))
                return b;
        }
        return v;
    }
    QString rawOf(const QRegularExpressionMatch& m, int g) const
    {
        return t.mid(m.capturedStart(g), m.capturedEnd(g + 1) - m.capturedStart(g));
    }

    // Records the size at captures g, g+1 of `m` as fact `key`; returns its bytes.
    double fact(const QString& key, const QString& label, const QRegularExpressionMatch& m, int g)
    {
        OomFact f;
        f.key = key;
        f.label = label;
        f.raw = rawOf(m, g);
        f.bytes = sizeOf(m, g);
        f.line = lineOf(m.capturedStart(g));
        r->facts << f;
        mark(m);
        return f.bytes;
    }
    void unknownFact(const QString& key, const QString& label, const QString& raw, int pos)
    {
        OomFact f;
        f.key = key;
        f.label = label;
        f.raw = raw;
        f.known = false;
        f.line = lineOf(pos);
        r->facts << f;
    }
    // Looks for `pattern` (with a size at captures g, g+1) in [from, to) and stores it.
    std::optional<double> find(const QString& key, const QString& label, const QRegularExpression& pattern, int g,
                               int from = 0, int to = -1)
    {
        const QRegularExpressionMatch m = first(pattern, from, to);
        if (!m.hasMatch())
            return std::nullopt;
        return fact(key, label, m, g);
    }

    QString t;
    std::vector<int> lineStarts;
    std::vector<bool> understood;
    OomReport* r = nullptr; // the report the current block fills
};

// Copies of a repeated message read in full; more are only counted.
constexpr int kMaxCopiesRead = 256;

struct Anchor
{
    OomKind kind;
    int pos;
};

// The end of a section that starts at `from`: the first of the given headers after it, capped at `maxLength`.
int sectionEnd(const Reader& rd, int from, const QRegularExpression& nextHeader, int maxLength, int limit);

// The message families: each reads the block [blockStart, blockEnd) of the text into rd.r.
void parseXla(Reader& rd, int blockStart, int blockEnd); // XLA compile time ("Ran out of memory in memory space")
void parseXlaRuntime(Reader& rd, int blockStart, int blockEnd); // XLA at run time (RESOURCE_EXHAUSTED on allocation)
void parseCuda(Reader& rd, int blockStart, int blockEnd); // the PyTorch CUDA caching allocator
void parseBfc(Reader& rd, int blockStart, int blockEnd); // the TensorFlow BFC allocator on GPUs
void parseHost(Reader& rd, int blockStart, int blockEnd); // the host's memory (bad_alloc, MemoryError, OOM killer)
// the compiler's own figure: JAX memory_analysis() and MaxText train_compile.py (OomCompilerMemory.cpp)
void parseCompilerMemory(Reader& rd, int blockStart, int blockEnd);

// Words of an out-of-memory error in a text none of the readers understood ("RESOURCE_EXHAUSTED", "OOM", …), as
// found; empty when there are none.
QStringList oomClues(const QString& text);

// The framework that printed the message, from the names and wording only one of them uses.
void guessFramework(const QString& text, OomReport& report);
// Fills report.moeNames from the text (OomMoe.cpp).
void findMoeNames(const QString& text, OomReport& report);
// Marks the lines that belong to the message but state no number.
void markPhrases(Reader& rd);
// Figures that disagree with each other, and a message that looks cut off, become warnings.
void checkConsistency(Reader& rd);
void checkTruncation(Reader& rd, int blockStart, int blockEnd);

} // namespace tpuplan::oom
