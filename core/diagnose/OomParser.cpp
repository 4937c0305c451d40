// SPDX-License-Identifier: GPL-3.0-or-later
#include "OomParser.h"

#include "util/Format.h"
#include "util/InputError.h"
#include "util/InputFile.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(OomParser)
};

// A size as XLA ("9.13G", "528.00M", "4.0K", "12B") or PyTorch ("1.50 GiB", "20.00 MiB", "512 bytes") prints it.
// Captures: number, unit. The number starts at a boundary and has at most 15 digits (no tail of a longer number, no
// overflow); the unit may not be followed by a letter ("9.13Gx" is not a size).
const QString kSize
    = QStringLiteral(R"((?<![\d.])(\d{1,15}(?:\.\d{1,6})?)\s?(bytes?|[KMGTPE]i?B|[KMGTPE]|B)(?![A-Za-z]))");

QRegularExpression re(const QString& pattern)
{
    QRegularExpression r(pattern);
    r.optimize();
    return r;
}

double unitMultiplier(const QString& unit)
{
    if (unit.isEmpty() || unit == QLatin1String("B") || unit.startsWith(QLatin1String("byte")))
        return 1.0;
    switch (unit.at(0).toLatin1()) {
    case 'K':
        return 1024.0;
    case 'M':
        return kMiB;
    case 'G':
        return kGiB;
    case 'T':
        return kGiB * 1024.0;
    case 'P':
        return kGiB * 1024.0 * 1024.0;
    case 'E':
        return kGiB * 1024.0 * 1024.0 * 1024.0;
    default:
        return 1.0;
    }
}

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
        static const QRegularExpression exact = re(QStringLiteral(R"(^\s*\(([\d,]{1,26})\s*bytes\))"));
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
int sectionEnd(const Reader& rd, int from, const QRegularExpression& nextHeader, int maxLength, int limit)
{
    int end = std::min(limit, from + maxLength);
    const QRegularExpressionMatch m = rd.first(nextHeader, from, end);
    if (m.hasMatch())
        end = m.capturedStart(0);
    return end;
}

void parseDims(OomAllocation& a)
{
    static const QRegularExpression shapeRe = re(QStringLiteral(R"(^\(?\s*([a-z]+\d*)\[([^\]]*)\])"));
    static const QRegularExpression tileRe = re(QStringLiteral(R"((T\(\d+(?:,\d+)*\)(?:\(\d+(?:,\d+)*\))*))"));
    const QRegularExpressionMatch m = shapeRe.match(a.shape);
    if (m.hasMatch()) {
        a.dtype = m.captured(1);
        const QString inside = m.captured(2).trimmed();
        QVector<qint64> dims;
        bool ok = true;
        if (!inside.isEmpty()) {
            for (const QString& d : inside.split(QLatin1Char(','))) {
                bool one = false;
                const qint64 v = d.trimmed().toLongLong(&one);
                if (!one || v < 0) {
                    ok = false;
                    break;
                }
                dims << v;
            }
        }
        if (ok)
            a.dims = dims;
    }
    const QRegularExpressionMatch tm = tileRe.match(a.shape);
    if (tm.hasMatch())
        a.tiling = tm.captured(1);
}

void parseXla(Reader& rd, int blockStart, int blockEnd)
{
    OomReport& r = *rd.r;
    static const QRegularExpression ranOut = re(QStringLiteral(R"(Ran out of memory in memory space\s+(\w+))"));
    static const QRegularExpression usedRe = re(QStringLiteral(R"(\bUsed\s+)") + kSize + QStringLiteral(R"(\s+of\s+)")
                                                + kSize + QStringLiteral(R"((?:\s+(\w+))?)"));
    static const QRegularExpression exceededRe = re(QStringLiteral(R"(Exceeded\s+(\w+)\s+capacity\s+by\s+)") + kSize);
    static const QRegularExpression totalRe
        = re(QStringLiteral(R"(Total\s+(\w+)\s+usage\s*(>=|≥|>|=)?\s*)") + kSize + QStringLiteral(R"(\s*:?)"));
    static const QRegularExpression reservedRe = re(QStringLiteral(R"(\breserved\s*:?\s+)") + kSize);
    static const QRegularExpression programRe = re(QStringLiteral(R"(\bprogram\s*:?\s+)") + kSize);
    static const QRegularExpression argumentsRe
        = re(QStringLiteral(R"(\barguments\s*:?\s+(?:)") + kSize + QStringLiteral(R"(|(unknown size|unknown)))"));
    static const QRegularExpression outputRe
        = re(QStringLiteral(R"(Output size\s+(?:)") + kSize + QStringLiteral(R"(|(unknown))(?:\s*;\s*shares\s+)")
             + kSize + QStringLiteral(R"(\s+with arguments)?)"));
    static const QRegularExpression requirementRe
        = re(QStringLiteral(R"(Program\s+(\w+)\s+requirement\s+)") + kSize + QStringLiteral(R"(\s*:?)"));
    static const QRegularExpression hloTempRe = re(QStringLiteral(R"(HLO temp\s+)") + kSize);
    static const QRegularExpression fragRe
        = re(QStringLiteral(R"(fragmentation\s*\()") + kSize + QStringLiteral(R"(\))"));
    static const QRegularExpression globalRe = re(QStringLiteral(R"(\bglobal\s+)") + kSize);
    static const QRegularExpression scopedRe = re(QStringLiteral(R"(\bscoped\s+)") + kSize);
    static const QRegularExpression unpaddedTempRe
        = re(QStringLiteral(R"(Unpadded\s*\()") + kSize + QStringLiteral(R"(\))"));
    static const QRegularExpression paddedTempRe
        = re(QStringLiteral(R"(\bPadded\s*\()") + kSize + QStringLiteral(R"(\))"));
    static const QRegularExpression hbmCapRe = re(QStringLiteral(R"(HBM capacity\s*:?\s+)") + kSize);
    static const QRegularExpression topRe = re(QStringLiteral(R"(Top-of-Memory reserved\s*:?\s*)") + kSize);
    static const QRegularExpression afterTotal = re(
        QStringLiteral(R"(Output size|Program\s+\w+\s+requirement|Largest program allocations|Ran out of memory)"));
    static const QRegularExpression afterRequirement
        = re(QStringLiteral(R"(Largest program allocations|Ran out of memory|Output size|Total\s+\w+\s+usage)"));
    static const QRegularExpression largestRe = re(QStringLiteral(R"(Largest program allocations in\s+(\w+)\s*:?)"));

    if (const QRegularExpressionMatch m = rd.first(ranOut, blockStart, blockEnd); m.hasMatch())
        r.memorySpace = m.captured(1);
    if (const QRegularExpressionMatch m = rd.first(usedRe, blockStart, blockEnd); m.hasMatch()) {
        r.used = rd.fact(QStringLiteral("used"), Tr::tr("used"), m, 1);
        r.capacity = rd.fact(QStringLiteral("capacity"), Tr::tr("capacity"), m, 3);
        if (r.memorySpace.isEmpty())
            r.memorySpace = m.captured(5);
    }
    if (const QRegularExpressionMatch m = rd.first(exceededRe, blockStart, blockEnd); m.hasMatch())
        r.exceeded = rd.fact(QStringLiteral("exceeded"), Tr::tr("exceeded by"), m, 2);

    if (const QRegularExpressionMatch m = rd.first(totalRe, blockStart, blockEnd); m.hasMatch()) {
        r.totalUsage = rd.fact(QStringLiteral("total_usage"), Tr::tr("total usage"), m, 3);
        r.totalUsageAtLeast = m.captured(2) == QLatin1String(">=") || m.captured(2) == QStringLiteral("≥")
            || m.captured(2) == QLatin1String(">");
        const int from = m.capturedEnd(0);
        const int end = sectionEnd(rd, from, afterTotal, 600, blockEnd);
        r.reserved = rd.find(QStringLiteral("reserved"), Tr::tr("reserved by the runtime"), reservedRe, 1, from, end);
        r.program = rd.find(QStringLiteral("program"), Tr::tr("program"), programRe, 1, from, end);
        if (const QRegularExpressionMatch a = rd.first(argumentsRe, from, end); a.hasMatch()) {
            if (!a.captured(3).isEmpty()) {
                r.argumentsUnknown = true;
                rd.unknownFact(QStringLiteral("arguments"), Tr::tr("arguments"), a.captured(3), a.capturedStart(3));
                rd.mark(a);
            } else {
                r.arguments = rd.fact(QStringLiteral("arguments"), Tr::tr("arguments"), a, 1);
            }
        }
    }
    if (const QRegularExpressionMatch m = rd.first(outputRe, blockStart, blockEnd); m.hasMatch()) {
        if (!m.captured(3).isEmpty()) {
            rd.unknownFact(QStringLiteral("output"), Tr::tr("output"), m.captured(3), m.capturedStart(3));
            rd.mark(m);
        } else {
            r.output = rd.fact(QStringLiteral("output"), Tr::tr("output"), m, 1);
        }
        if (!m.captured(4).isEmpty())
            r.outputSharedWithArguments
                = rd.fact(QStringLiteral("output_shared_with_arguments"), Tr::tr("output shared with arguments"), m, 4);
    }
    if (const QRegularExpressionMatch m = rd.first(requirementRe, blockStart, blockEnd); m.hasMatch()) {
        r.programRequirement = rd.fact(QStringLiteral("program_requirement"), Tr::tr("program requirement"), m, 2);
        const int from = m.capturedEnd(0);
        const int end = sectionEnd(rd, from, afterRequirement, 800, blockEnd);
        rd.find(QStringLiteral("program_global"), Tr::tr("global"), globalRe, 1, from, end);
        rd.find(QStringLiteral("program_scoped"), Tr::tr("scoped"), scopedRe, 1, from, end);
        rd.find(QStringLiteral("program_reserved"), Tr::tr("reserved in the program"), reservedRe, 1, from, end);
        r.hloTemp = rd.find(QStringLiteral("hlo_temp"), Tr::tr("temporaries (HLO temp)"), hloTempRe, 1, from, end);
        rd.find(QStringLiteral("hlo_temp_unpadded"), Tr::tr("temporaries before padding"), unpaddedTempRe, 1, from,
                end);
        rd.find(QStringLiteral("hlo_temp_padded"), Tr::tr("temporaries after padding"), paddedTempRe, 1, from, end);
        r.fragmentation = rd.find(QStringLiteral("fragmentation"), Tr::tr("fragmentation"), fragRe, 1, from, end);
    }
    r.hbmCapacity = rd.find(QStringLiteral("hbm_capacity"), Tr::tr("HBM capacity"), hbmCapRe, 1, blockStart, blockEnd);
    if (const auto top = rd.find(QStringLiteral("top_of_memory_reserved"), Tr::tr("reserved at the top of memory"),
                                 topRe, 1, blockStart, blockEnd);
        top && !r.reserved)
        r.reserved = top;

    // Largest program allocations
    const QRegularExpressionMatch lm = rd.first(largestRe, blockStart, blockEnd);
    if (!lm.hasMatch())
        return;
    rd.mark(lm);
    static const QRegularExpression itemRe = re(QStringLiteral(R"((?<![\w.])(\d{1,4})\.\s+Size:\s*)") + kSize);
    static const QRegularExpression separatorRe = re(QStringLiteral(R"(={4,})"));
    static const QString stop = QStringLiteral(
        R"((?=\s+(?:Operator|Shape|Unpadded size|Extra memory due to padding|XLA label|Allocation type):|\s*={3,}|\s+\d{1,4}\.\s+Size:|\n|$))");
    static const QRegularExpression operatorRe = re(QStringLiteral(R"(Operator:[ \t]*([^\n]*?))") + stop);
    static const QRegularExpression shapeRe = re(QStringLiteral(R"(Shape:[ \t]*([^\n]*?))") + stop);
    static const QRegularExpression unpaddedRe = re(QStringLiteral(R"(Unpadded size:\s*)") + kSize);
    static const QRegularExpression paddingRe = re(QStringLiteral(R"(Extra memory due to padding:\s*)") + kSize
                                                   + QStringLiteral(R"((?:\s*\((\d+(?:\.\d+)?)x expansion\))?)"));
    static const QRegularExpression labelRe = re(QStringLiteral(R"(XLA label:[ \t]*([^\n]*?))") + stop);
    static const QRegularExpression typeRe = re(QStringLiteral(R"(Allocation type:[ \t]*([^\n]*?))") + stop);
    static const QRegularExpression opTypeRe = re(QStringLiteral(R"re(op_type="([^"]*)")re"));
    static const QRegularExpression opNameRe = re(QStringLiteral(R"re(op_name="([^"]*)")re"));

    QVector<QRegularExpressionMatch> items;
    {
        int pos = lm.capturedEnd(0);
        while (true) {
            const QRegularExpressionMatch m = rd.first(itemRe, pos, blockEnd);
            if (!m.hasMatch())
                break;
            items << m;
            pos = m.capturedEnd(0);
        }
    }
    for (int i = 0; i < items.size(); ++i) {
        const QRegularExpressionMatch& m = items[i];
        int end = i + 1 < items.size() ? items[i + 1].capturedStart(0) : std::min(blockEnd, m.capturedEnd(0) + 8000);
        if (const QRegularExpressionMatch sep = rd.first(separatorRe, m.capturedEnd(0), end); sep.hasMatch())
            end = sep.capturedStart(0);
        OomAllocation a;
        a.rank = m.captured(1).toInt();
        a.line = rd.lineOf(m.capturedStart(0));
        a.sizeRaw = rd.rawOf(m, 2);
        a.sizeBytes
            = rd.fact(QStringLiteral("allocation_%1_size").arg(a.rank), Tr::tr("allocation %1").arg(a.rank), m, 2);
        const int from = m.capturedEnd(0);
        if (const QRegularExpressionMatch f = rd.first(operatorRe, from, end); f.hasMatch()) {
            a.operatorText = f.captured(1).trimmed();
            if (const QRegularExpressionMatch o = opTypeRe.match(a.operatorText); o.hasMatch())
                a.opType = o.captured(1);
            if (const QRegularExpressionMatch o = opNameRe.match(a.operatorText); o.hasMatch())
                a.opName = o.captured(1);
            rd.mark(f);
        }
        if (const QRegularExpressionMatch f = rd.first(shapeRe, from, end); f.hasMatch()) {
            a.shape = f.captured(1).trimmed();
            parseDims(a);
            rd.mark(f);
        }
        a.unpaddedBytes = rd.find(QStringLiteral("allocation_%1_unpadded").arg(a.rank),
                                  Tr::tr("allocation %1 before padding").arg(a.rank), unpaddedRe, 1, from, end);
        if (const QRegularExpressionMatch f = rd.first(paddingRe, from, end); f.hasMatch()) {
            a.paddingBytes = rd.fact(QStringLiteral("allocation_%1_padding").arg(a.rank),
                                     Tr::tr("allocation %1 padding").arg(a.rank), f, 1);
            if (!f.captured(3).isEmpty())
                a.expansion = f.captured(3).toDouble();
        }
        if (const QRegularExpressionMatch f = rd.first(labelRe, from, end); f.hasMatch()) {
            a.xlaLabel = f.captured(1).trimmed();
            rd.mark(f);
        }
        if (const QRegularExpressionMatch f = rd.first(typeRe, from, end); f.hasMatch()) {
            a.allocationType = f.captured(1).trimmed();
            rd.mark(f);
        }
        r.largestAllocations << a;
    }
}

void parseXlaRuntime(Reader& rd, int blockStart, int blockEnd)
{
    OomReport& r = *rd.r;
    static const QRegularExpression attemptRe = re(QStringLiteral(R"(Attempting to (?:reserve|allocate)\s+)") + kSize);
    static const QRegularExpression bytesRe
        = re(QStringLiteral(R"((?:trying to allocate|while allocating|allocating)\s+(\d{1,20})\s*(bytes?|B)\b)"));
    static const QRegularExpression freeRe
        = re(QStringLiteral(R"(There (?:are|is)\s+)") + kSize + QStringLiteral(R"(\s+free)"));
    static const QRegularExpression resRe = re(kSize + QStringLiteral(R"(\s+reserved,)"));
    static const QRegularExpression reservableRe = re(kSize + QStringLiteral(R"(\s+reservable)"));
    if (const auto v
        = rd.find(QStringLiteral("tried_to_allocate"), Tr::tr("tried to allocate"), attemptRe, 1, blockStart, blockEnd))
        r.triedToAllocate = v;
    else if (const auto b = rd.find(QStringLiteral("tried_to_allocate"), Tr::tr("tried to allocate"), bytesRe, 1,
                                    blockStart, blockEnd))
        r.triedToAllocate = b;
    r.free = rd.find(QStringLiteral("free"), Tr::tr("free"), freeRe, 1, blockStart, blockEnd);
    rd.find(QStringLiteral("runtime_reserved"), Tr::tr("reserved"), resRe, 1, blockStart, blockEnd);
    rd.find(QStringLiteral("reservable"), Tr::tr("reservable"), reservableRe, 1, blockStart, blockEnd);
}

void parseCuda(Reader& rd, int blockStart, int blockEnd)
{
    OomReport& r = *rd.r;
    static const QRegularExpression triedRe = re(QStringLiteral(R"(Tried to allocate\s+)") + kSize);
    static const QRegularExpression gpuRe = re(QStringLiteral(R"(\bGPU\s+(\d+)\s*(?:;|has a total capac))"));
    static const QRegularExpression cap1 = re(kSize + QStringLiteral(R"(\s+total capacity)"));
    static const QRegularExpression cap2 = re(QStringLiteral(R"(total capac(?:i)?ty of\s+)") + kSize);
    static const QRegularExpression alloc1 = re(kSize + QStringLiteral(R"(\s+already allocated)"));
    static const QRegularExpression alloc2 = re(kSize + QStringLiteral(R"(\s+is allocated by PyTorch)"));
    static const QRegularExpression free1 = re(kSize + QStringLiteral(R"(\s+free\s*[;)])"));
    static const QRegularExpression free2
        = re(QStringLiteral(R"(of which\s+)") + kSize + QStringLiteral(R"(\s+is free)"));
    static const QRegularExpression res1 = re(kSize + QStringLiteral(R"(\s+reserved in total by PyTorch)"));
    static const QRegularExpression res0 = re(kSize + QStringLiteral(R"(\s+cached\s*\))"));
    static const QRegularExpression unalloc
        = re(kSize + QStringLiteral(R"(\s+is reserved by PyTorch but unallocated)"));
    static const QRegularExpression process
        = re(QStringLiteral(R"(this process has\s+)") + kSize + QStringLiteral(R"(\s+memory in use)"));
    static const QRegularExpression other
        = re(QStringLiteral(R"(\bProcess\s+(\d{1,12})\s+has\s+)") + kSize + QStringLiteral(R"(\s+memory in use)"));

    r.triedToAllocate
        = rd.find(QStringLiteral("tried_to_allocate"), Tr::tr("tried to allocate"), triedRe, 1, blockStart, blockEnd);
    if (const QRegularExpressionMatch m = rd.first(gpuRe, blockStart, blockEnd); m.hasMatch()) {
        r.gpuIndex = m.captured(1).toInt();
        rd.mark(m);
    }
    r.capacity = rd.find(QStringLiteral("capacity"), Tr::tr("total capacity"), cap1, 1, blockStart, blockEnd);
    if (!r.capacity)
        r.capacity = rd.find(QStringLiteral("capacity"), Tr::tr("total capacity"), cap2, 1, blockStart, blockEnd);
    r.allocatedByPyTorch = rd.find(QStringLiteral("allocated_by_pytorch"), Tr::tr("allocated by PyTorch"), alloc1, 1,
                                   blockStart, blockEnd);
    if (!r.allocatedByPyTorch)
        r.allocatedByPyTorch = rd.find(QStringLiteral("allocated_by_pytorch"), Tr::tr("allocated by PyTorch"), alloc2,
                                       1, blockStart, blockEnd);
    r.free = rd.find(QStringLiteral("free"), Tr::tr("free"), free1, 1, blockStart, blockEnd);
    if (!r.free)
        r.free = rd.find(QStringLiteral("free"), Tr::tr("free"), free2, 1, blockStart, blockEnd);
    r.reservedByPyTorch
        = rd.find(QStringLiteral("reserved_by_pytorch"), Tr::tr("reserved by PyTorch"), res1, 1, blockStart, blockEnd);
    if (!r.reservedByPyTorch)
        r.reservedByPyTorch = rd.find(QStringLiteral("reserved_by_pytorch"), Tr::tr("reserved by PyTorch (cached)"),
                                      res0, 1, blockStart, blockEnd);
    r.reservedUnallocated = rd.find(QStringLiteral("reserved_unallocated"),
                                    Tr::tr("reserved by PyTorch but unallocated"), unalloc, 1, blockStart, blockEnd);
    r.processInUse
        = rd.find(QStringLiteral("process_in_use"), Tr::tr("in use by this process"), process, 1, blockStart, blockEnd);
    int pos = blockStart;
    while (true) {
        const QRegularExpressionMatch m = rd.first(other, pos, blockEnd);
        if (!m.hasMatch())
            break;
        OtherProcess p;
        p.pid = m.captured(1).toLongLong();
        p.bytes = rd.fact(QStringLiteral("other_process"), Tr::tr("process %1").arg(p.pid), m, 2);
        r.otherProcesses << p;
        pos = m.capturedEnd(0);
    }
}

void parseBfc(Reader& rd, int blockStart, int blockEnd)
{
    OomReport& r = *rd.r;
    static const QRegularExpression tensorRe
        = re(QStringLiteral(R"(OOM when allocating tensor with shape\s*(\[[\d,\s]*\])\s*and type\s+(\w+))"));
    static const QRegularExpression triedRe = re(QStringLiteral(R"(ran out of memory trying to allocate\s+)") + kSize
                                                 + QStringLiteral(R"((?:\s*\(rounded to\s+(\d{1,20})\))?)"));
    static const QRegularExpression limitRe = re(QStringLiteral(R"(\bLimit:\s+(\d{1,20})\b)"));
    static const QRegularExpression inUseRe = re(QStringLiteral(R"(\bInUse:\s+(\d{1,20})\b)"));
    static const QRegularExpression maxInUseRe = re(QStringLiteral(R"(\bMaxInUse:\s+(\d{1,20})\b)"));
    if (const QRegularExpressionMatch m = rd.first(tensorRe, blockStart, blockEnd); m.hasMatch()) {
        r.requestedShape = m.captured(1);
        r.requestedType = m.captured(2);
        rd.mark(m);
    }
    if (const QRegularExpressionMatch m = rd.first(triedRe, blockStart, blockEnd); m.hasMatch()) {
        r.triedToAllocate = rd.fact(QStringLiteral("tried_to_allocate"), Tr::tr("tried to allocate"), m, 1);
        if (!m.captured(3).isEmpty())
            r.triedToAllocate = r.facts.last().bytes = m.captured(3).toDouble();
    }
    // the allocator's statistics print plain byte counts
    auto plain
        = [&](const QString& key, const QString& label, const QRegularExpression& pattern) -> std::optional<double> {
        const QRegularExpressionMatch m = rd.first(pattern, blockStart, blockEnd);
        if (!m.hasMatch())
            return std::nullopt;
        OomFact f;
        f.key = key;
        f.label = label;
        f.raw = m.captured(1);
        f.bytes = m.captured(1).toDouble();
        f.line = rd.lineOf(m.capturedStart(1));
        r.facts << f;
        rd.mark(m);
        return f.bytes;
    };
    r.capacity = plain(QStringLiteral("capacity"), Tr::tr("allocator limit"), limitRe);
    r.bfcInUse = plain(QStringLiteral("bfc_in_use"), Tr::tr("in use"), inUseRe);
    r.bfcMaxInUse = plain(QStringLiteral("bfc_max_in_use"), Tr::tr("largest in use"), maxInUseRe);
}

void guessFramework(const QString& text, OomReport& report)
{
    struct Rule
    {
        OomFramework framework;
        const char* pattern;
    };
    // Names of a framework's own modules first, then wording that only one of them prints.
    static const Rule rules[] = {
        {OomFramework::PyTorchCuda, R"(torch\.(?:cuda\.)?OutOfMemoryError|CUDA out of memory)"},
        {OomFramework::PyTorchXla,
         R"(torch_xla|pytorch/xla|torch/xla|PJRT_DEVICE|XRT_TPU_CONFIG|Top-of-Memory reserved)"},
        {OomFramework::Jax, R"(jaxlib|XlaRuntimeError|\bjax[._/]|\bflax\b|\boptax\b)"},
        {OomFramework::TensorFlow,
         R"(tensorflow|ResourceExhaustedError|TPUEstimator|tf\.errors|\[\[\{\{node|\bkeras\b|OOM when allocating tensor|GPU_\d+_bfc)"},
        {OomFramework::PyTorchXla, R"(RuntimeError:\s*Resource exhausted)"},
        {OomFramework::Jax,
         R"(RESOURCE_EXHAUSTED:\s*XLA:TPU compile permanent error|Out of memory while trying to allocate)"},
    };
    static const std::vector<QRegularExpression> compiled = [] {
        std::vector<QRegularExpression> v;
        for (const Rule& rule : rules)
            v.push_back(re(QString::fromLatin1(rule.pattern)));
        return v;
    }();
    for (size_t i = 0; i < compiled.size(); ++i) {
        const QRegularExpressionMatch m = compiled[i].match(text);
        if (m.hasMatch()) {
            report.framework = rules[i].framework;
            report.frameworkEvidence = m.captured(0);
            return;
        }
    }
}

// Lines that belong to the message but state no number.
void markPhrases(Reader& rd)
{
    static const std::vector<QRegularExpression> phrases = [] {
        std::vector<QRegularExpression> v;
        for (const char* p : {R"(Ran out of memory in memory space)",
                              R"(RESOURCE_EXHAUSTED)",
                              R"(ResourceExhaustedError)",
                              R"(Resource exhausted)",
                              R"(XLA:TPU compile permanent error)",
                              R"(Largest program allocations in)",
                              R"(Output size unknown)",
                              R"(CUDA out of memory)",
                              R"(OutOfMemoryError)",
                              R"(If reserved (?:but unallocated )?memory is)",
                              R"(See documentation for Memory Management)",
                              R"(PYTORCH_CUDA_ALLOC_CONF)",
                              R"(max_split_size_mb)",
                              R"(OOM when allocating tensor)",
                              R"(That was not possible)",
                              R"(\[\[\{\{node\s)",
                              R"(Hint: If you want to see a list of allocated tensors)",
                              R"(report_tensor_allocations_upon_oom)",
                              R"(Error allocating device buffer)",
                              R"((?:^|\]\s)\s*Stats:\s*$)",
                              R"(^\s*(?:NumAllocs|MaxAllocSize|Reserved|PeakReserved|LargestFreeBlock):\s+\d+\s*$)",
                              R"(Total hbm usage|Program hbm requirement)",
                              R"(^\s*\[\[.*\]\]\s*$)",
                              R"(^\s*\(\d+\) Resource exhausted:)",
                              R"(\d+ root error\(s\) found)",
                              R"(TPU memory info)",
                              R"(\]\s*\*{10,}\s*$)",
                              R"(Current allocation summary follows)"}) {
            QRegularExpression r(QString::fromLatin1(p), QRegularExpression::MultilineOption);
            r.optimize();
            v.push_back(r);
        }
        return v;
    }();
    for (const QRegularExpression& p : phrases)
        rd.markAll(p);
}

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

// Rounding of a printed figure: half a unit of its last digit, plus a little.
double printedTolerance(double a, double b)
{
    return 0.006 * std::max(a, b) + 2.0 * kMiB;
}

void checkConsistency(Reader& rd)
{
    OomReport& r = *rd.r;
    if (r.used && r.capacity && r.exceeded) {
        const double diff = *r.used - *r.capacity;
        if (!near(diff, *r.exceeded, printedTolerance(*r.used, *r.capacity)))
            r.warnings
                << Tr::tr("Used %1 minus the capacity %2 is not the %3 the message says it exceeded by: the numbers "
                          "may have been mangled in copying.")
                       .arg(formatGiB(*r.used), formatGiB(*r.capacity), formatGiB(*r.exceeded));
    }
    if (r.totalUsage && r.reserved && r.program && r.arguments) {
        const double sum = *r.reserved + *r.program + *r.arguments;
        if (!near(sum, *r.totalUsage, printedTolerance(sum, *r.totalUsage)))
            r.warnings << Tr::tr("Reserved + program + arguments (%1) do not add up to the total usage %2.")
                              .arg(formatGiB(sum), formatGiB(*r.totalUsage));
    }
    if (r.kind == OomKind::Cuda) {
        if (r.allocatedByPyTorch && r.reservedByPyTorch && *r.allocatedByPyTorch > *r.reservedByPyTorch + 2 * kMiB)
            r.warnings
                << Tr::tr("PyTorch cannot have allocated (%1) more than it reserved (%2): the numbers may have been "
                          "mangled in copying.")
                       .arg(formatGiB(*r.allocatedByPyTorch), formatGiB(*r.reservedByPyTorch));
        if (r.capacity && r.reservedByPyTorch && *r.reservedByPyTorch > *r.capacity + 2 * kMiB)
            r.warnings << Tr::tr("PyTorch cannot have reserved (%1) more than the GPU's capacity (%2).")
                              .arg(formatGiB(*r.reservedByPyTorch), formatGiB(*r.capacity));
    }
    for (const OomFact& f : r.facts)
        if (f.known && f.bytes > 1e15)
            r.warnings << Tr::tr("Line %1: %2 is larger than any accelerator's memory; check the unit.")
                              .arg(f.line)
                              .arg(f.raw);
}

void checkTruncation(Reader& rd, int blockStart, int blockEnd)
{
    OomReport& r = *rd.r;
    QStringList missing;
    static const QRegularExpression totalLoose = re(QStringLiteral(R"(Total\s+\w+\s+usage)"));
    static const QRegularExpression largestLoose = re(QStringLiteral(R"(Largest program allocations)"));
    static const QRegularExpression cudaLoose = re(QStringLiteral(R"(CUDA out of memory)"));
    // a field whose words are there but whose number could not be read
    struct Loose
    {
        OomKind kind;
        const char* pattern;
        bool found;
        const char* words;
    };
    const Loose loose[] = {
        {OomKind::XlaCompile, R"(\bUsed\s+\S*\s*of\b)", bool(r.used), QT_TRANSLATE_NOOP("OomParser", "Used … of …")},
        {OomKind::XlaCompile, R"(Exceeded\s+\w+\s+capacity\s+by\b)", bool(r.exceeded),
         QT_TRANSLATE_NOOP("OomParser", "Exceeded … capacity by")},
        {OomKind::XlaCompile, R"(Total\s+\w+\s+usage\b)", bool(r.totalUsage),
         QT_TRANSLATE_NOOP("OomParser", "Total … usage")},
        {OomKind::XlaCompile, R"(^\s*arguments\b)", r.arguments || r.argumentsUnknown,
         QT_TRANSLATE_NOOP("OomParser", "arguments")},
        {OomKind::XlaCompile, R"(^\s*program\b)", bool(r.program), QT_TRANSLATE_NOOP("OomParser", "program")},
        {OomKind::Cuda, R"(Tried to allocate\b)", bool(r.triedToAllocate),
         QT_TRANSLATE_NOOP("OomParser", "Tried to allocate")},
        {OomKind::Cuda, R"(already allocated|is allocated by PyTorch)", bool(r.allocatedByPyTorch),
         QT_TRANSLATE_NOOP("OomParser", "already allocated")},
        {OomKind::Cuda, R"(reserved in total by)", bool(r.reservedByPyTorch),
         QT_TRANSLATE_NOOP("OomParser", "reserved in total by PyTorch")},
        {OomKind::Cuda, R"(total capac)", bool(r.capacity), QT_TRANSLATE_NOOP("OomParser", "total capacity")},
    };
    for (const Loose& l : loose) {
        if (l.kind != r.kind || l.found)
            continue;
        const QRegularExpression p(QString::fromLatin1(l.pattern), QRegularExpression::MultilineOption);
        const QRegularExpressionMatch m = rd.first(p, blockStart, blockEnd);
        if (m.hasMatch())
            r.warnings << Tr::tr("Line %1 has \"%2\" but its number could not be read (a digit or unit is missing or "
                                 "mangled).")
                              .arg(rd.lineOf(m.capturedStart(0)))
                              .arg(Tr::tr(l.words));
    }
    if (r.kind == OomKind::XlaCompile) {
        if (!r.used) {
            missing << Tr::tr("the used and available memory");
        } else if (!r.capacity) {
            missing << Tr::tr("the capacity");
        }
        if (rd.first(totalLoose, blockStart, blockEnd).hasMatch() && !r.reserved && !r.program && !r.arguments)
            missing << Tr::tr("the parts of the total");
        if (rd.first(largestLoose, blockStart, blockEnd).hasMatch()) {
            if (r.largestAllocations.isEmpty())
                missing << Tr::tr("the list of the largest allocations");
            else if (r.largestAllocations.last().shape.isEmpty())
                missing << Tr::tr("the end of allocation %1").arg(r.largestAllocations.last().rank);
        }
    } else if (r.kind == OomKind::Cuda) {
        if (!r.triedToAllocate)
            missing << Tr::tr("the size PyTorch tried to allocate");
        if (rd.first(cudaLoose, blockStart, blockEnd).hasMatch()) {
            if (!r.capacity)
                missing << Tr::tr("the GPU's total capacity");
            if (!r.allocatedByPyTorch)
                missing << Tr::tr("the memory allocated by PyTorch");
            if (!r.free)
                missing << Tr::tr("the free memory");
        }
    }
    if (!missing.isEmpty()) {
        r.looksTruncated = true;
        r.warnings << Tr::tr("The message seems cut off or mangled: %1 could not be found.")
                          .arg(missing.join(QStringLiteral(", ")));
    }
}

} // namespace

QString oomFrameworkId(OomFramework f)
{
    switch (f) {
    case OomFramework::TensorFlow:
        return QStringLiteral("tensorflow");
    case OomFramework::Jax:
        return QStringLiteral("jax");
    case OomFramework::PyTorchXla:
        return QStringLiteral("pytorch-xla");
    case OomFramework::PyTorchCuda:
        return QStringLiteral("pytorch-cuda");
    case OomFramework::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString oomFrameworkName(OomFramework f)
{
    switch (f) {
    case OomFramework::TensorFlow:
        return Tr::tr("TensorFlow");
    case OomFramework::Jax:
        return Tr::tr("JAX");
    case OomFramework::PyTorchXla:
        return Tr::tr("PyTorch/XLA");
    case OomFramework::PyTorchCuda:
        return Tr::tr("PyTorch on CUDA");
    case OomFramework::Unknown:
        break;
    }
    return Tr::tr("an unrecognised framework");
}

QString oomKindId(OomKind k)
{
    switch (k) {
    case OomKind::XlaCompile:
        return QStringLiteral("xla-compile");
    case OomKind::XlaRuntime:
        return QStringLiteral("xla-runtime");
    case OomKind::Cuda:
        return QStringLiteral("cuda");
    case OomKind::TfBfc:
        return QStringLiteral("tf-bfc");
    case OomKind::None:
        break;
    }
    return QStringLiteral("none");
}

QString oomKindName(OomKind k)
{
    switch (k) {
    case OomKind::XlaCompile:
        return Tr::tr("XLA, while compiling the step");
    case OomKind::XlaRuntime:
        return Tr::tr("XLA, while running the step");
    case OomKind::Cuda:
        return Tr::tr("the CUDA caching allocator");
    case OomKind::TfBfc:
        return Tr::tr("TensorFlow's GPU allocator");
    case OomKind::None:
        break;
    }
    return Tr::tr("no out-of-memory error");
}

const OomFact* OomReport::fact(const QString& key) const
{
    for (const OomFact& f : facts)
        if (f.key == key)
            return &f;
    return nullptr;
}

QVector<OomLine> OomReport::unparsedInsideMessage() const
{
    QVector<OomLine> out;
    for (const OomLine& l : unparsedLines)
        if (l.insideMessage)
            out << l;
    return out;
}

std::optional<double> OomParser::parseSize(const QString& text)
{
    static const QRegularExpression whole = re(QStringLiteral("^\\s*") + kSize + QStringLiteral("\\s*$"));
    const QRegularExpressionMatch m = whole.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toDouble() * unitMultiplier(m.captured(2));
}

namespace {
// Full-width ASCII (an IME, a CJK web page) folded to ASCII for reading; one character for one, so that positions and
// lines stay those of the text the unparsed lines are shown from.
QString foldWidth(QString t)
{
    for (QChar& c : t) {
        const ushort u = c.unicode();
        if (u >= 0xFF01 && u <= 0xFF5E)
            c = QChar(ushort(u - 0xFF01 + 0x21));
        else if (u == 0x3000)
            c = QLatin1Char(' ');
    }
    return t;
}

// Everything normalize() does except the width folding.
QString normalizeLight(const QString& input)
{
    QString t = input;
    t.remove(QChar(0));
    static const QRegularExpression ansi = re(QStringLiteral(R"(\x{1B}\[[0-9;?]*[ -/]*[@-~])"));
    t.remove(ansi);
    static const QRegularExpression escapedAnsi = re(QStringLiteral(R"(\\(?:u001[bB]|x1[bB]|033)\[[0-9;?]*[A-Za-z])"));
    t.remove(escapedAnsi);
    t.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    t.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    // a log pasted as a JSON string or a Python repr: literal \n escapes instead of line breaks
    const int escaped = t.count(QStringLiteral("\\n"));
    if (escaped > 0 && escaped > t.count(QLatin1Char('\n'))) {
        t.replace(QStringLiteral("\\r\\n"), QStringLiteral("\n"));
        t.replace(QStringLiteral("\\n"), QStringLiteral("\n"));
        t.replace(QStringLiteral("\\t"), QStringLiteral("\t"));
        t.replace(QStringLiteral("\\\""), QStringLiteral("\""));
    }
    if (t.contains(QLatin1Char('&'))) {
        t.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
        t.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
        t.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
        t.replace(QStringLiteral("&#39;"), QStringLiteral("'"));
        t.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
        t.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    }
    for (QChar& c : t) {
        const ushort u = c.unicode();
        // no-break and thin spaces, and control characters other than line breaks and tabs, read as spaces
        const bool space = u == 0x00A0 || u == 0x2007 || u == 0x202F || u == 0x2009;
        if (space || (u < 0x20 && u != '\n' && u != '\t'))
            c = QLatin1Char(' ');
    }
    return t;
}
} // namespace

QString OomParser::normalize(const QString& input)
{
    return foldWidth(normalizeLight(input));
}

OomReport OomParser::parse(const QString& text, const QString& label)
{
    if (text.size() > kMaxInputBytes)
        throw InputError(
            label.isEmpty() ? Tr::tr("<pasted text>") : label, 0, QString(),
            Tr::tr("%1 characters is too long for an error message (at most %2 MiB): paste the error and the "
                   "lines around it, not the whole log")
                .arg(text.size())
                .arg(kMaxInputBytes / (1024 * 1024)));
    const QString shown = normalizeLight(text); // what unparsed lines are shown from
    Reader rd(foldWidth(shown));
    int lineCount = int(rd.lineStarts.size());
    if (rd.t.endsWith(QLatin1Char('\n')))
        --lineCount;

    static const QRegularExpression xlaAnchor
        = re(QStringLiteral(R"(Ran out of memory in memory space|\bUsed\s+\d+(?:\.\d+)?\s?[KMGTPE]?i?B?\s+of\s+\d)"));
    static const QRegularExpression ranOutAnchor = re(QStringLiteral(R"(Ran out of memory in memory space)"));
    static const QRegularExpression runtimeAnchor = re(QStringLiteral(
        R"(Attempting to (?:reserve|allocate)\s+\d|Out of memory while trying to allocate|Error allocating device buffer)"));
    static const QRegularExpression cudaAnchor = re(QStringLiteral(R"(CUDA out of memory|Tried to allocate\s+\d)"));
    static const QRegularExpression cudaRepeat = re(QStringLiteral(R"(CUDA out of memory)"));
    static const QRegularExpression bfcAnchor
        = re(QStringLiteral(R"(OOM when allocating tensor|ran out of memory trying to allocate)"));

    std::vector<Anchor> anchors;
    for (const auto& [kind, pattern] : {std::pair<OomKind, const QRegularExpression*>{OomKind::XlaCompile, &xlaAnchor},
                                        {OomKind::XlaRuntime, &runtimeAnchor},
                                        {OomKind::Cuda, &cudaAnchor},
                                        {OomKind::TfBfc, &bfcAnchor}}) {
        const QRegularExpressionMatch m = pattern->match(rd.t);
        if (m.hasMatch())
            anchors.push_back({kind, int(m.capturedStart(0))});
    }
    OomReport r;
    markPhrases(rd);
    int messageStart = 0; // the copy of the message that is reported
    int messageEnd = rd.t.size();
    if (!anchors.empty()) {
        const Anchor a = *std::min_element(anchors.begin(), anchors.end(),
                                           [](const Anchor& x, const Anchor& y) { return x.pos < y.pos; });
        // The log may repeat the message (once per core, or once per layer of the traceback), not always in full:
        // every copy is read (so that its lines count as understood) and the most complete one is reported.
        const QRegularExpression& repeat = a.kind == OomKind::XlaCompile ? ranOutAnchor
            : a.kind == OomKind::Cuda                                    ? cudaRepeat
            : a.kind == OomKind::TfBfc                                   ? bfcAnchor
                                                                         : runtimeAnchor;
        std::vector<int> starts;
        auto it = repeat.globalMatch(rd.t);
        while (it.hasNext())
            starts.push_back(int(it.next().capturedStart(0)));
        const int copies = int(starts.size());
        // the allocator messages of TensorFlow and the runtime spread one failure over several log lines: one block
        if (a.kind == OomKind::TfBfc || a.kind == OomKind::XlaRuntime)
            starts.resize(1);
        if (starts.empty())
            starts.push_back(0);
        starts[0] = 0; // a message cut before its first line still counts from the top
        int bestScore = -1;
        int bestStart = 0;
        int bestEnd = rd.t.size();
        for (size_t i = 0; i < starts.size() && i < size_t(kMaxCopiesRead); ++i) {
            const int from = starts[i];
            const int to = i + 1 < starts.size() ? starts[i + 1] : rd.t.size();
            OomReport copy;
            copy.kind = a.kind;
            rd.r = &copy;
            switch (a.kind) {
            case OomKind::XlaCompile:
                parseXla(rd, from, to);
                break;
            case OomKind::XlaRuntime:
                parseXlaRuntime(rd, from, to);
                break;
            case OomKind::Cuda:
                parseCuda(rd, from, to);
                break;
            case OomKind::TfBfc:
                parseBfc(rd, from, to);
                break;
            case OomKind::None:
                break;
            }
            const int score = copy.facts.size();
            if (score > bestScore) {
                bestScore = score;
                bestStart = from;
                bestEnd = to;
                r = copy;
            }
        }
        rd.r = &r;
        messageStart = bestStart;
        messageEnd = bestEnd;
        r.repeats = (a.kind == OomKind::XlaCompile || a.kind == OomKind::Cuda) ? std::max(1, copies) : 1;
        checkTruncation(rd, bestStart, bestEnd);
        checkConsistency(rd);
    }
    guessFramework(rd.t, r);
    r.lineCount = lineCount;

    // every other non-blank line is kept, as it was pasted
    static const QRegularExpression decoration = re(QStringLiteral(R"(^\s*[=\-*_#~.]{3,}\s*$)"));
    // "inside the message": between the first and the last understood line of the copy that is reported
    int firstUnderstood = 0;
    int lastUnderstood = 0;
    const int firstLine = rd.lineOf(messageStart);
    const int lastLine = rd.lineOf(std::max(messageStart, messageEnd - 1));
    for (int l = firstLine; l <= lastLine && l <= int(rd.understood.size()); ++l)
        if (rd.understood[size_t(l - 1)]) {
            if (firstUnderstood == 0)
                firstUnderstood = l;
            lastUnderstood = l;
        }
    // a Python traceback is context, never a mangled part of the message
    static const QRegularExpression tracebackStart = re(QStringLiteral(R"(^\s*Traceback \(most recent call last\):)"));
    static const QRegularExpression tracebackFrame = re(QStringLiteral(R"re(^\s+File "[^"]*", line \d+)re"));
    // words of a message field: a line with them is part of a mangled or cut message even after the last line read
    static const QRegularExpression fieldWords = re(QStringLiteral(
        R"(\b(?:Size:|Operator:|Shape:|Unpadded size|Extra memory due to padding|XLA label|Allocation type|Used \S|Exceeded \w+ capacity|Total \w+ usage|reserved\s|program\s|arguments\s|Output size|Tried to allocate|total capac|already allocated|allocated by PyTorch|reserved by PyTorch))"));
    bool afterFrame = false;
    for (int l = 1; l <= int(rd.lineStarts.size()); ++l) {
        const int s = rd.lineStarts[size_t(l - 1)];
        const int e = l < int(rd.lineStarts.size()) ? rd.lineStarts[size_t(l)] - 1 : rd.t.size();
        const QStringRef line = shown.midRef(s, e - s);
        if (line.trimmed().isEmpty()) {
            afterFrame = false;
            continue;
        }
        const bool frame = tracebackFrame.match(line).hasMatch();
        const bool traceback
            = frame || tracebackStart.match(line).hasMatch() || (afterFrame && line.startsWith(QLatin1Char(' ')));
        afterFrame = frame;
        if (rd.understood[size_t(l - 1)] || decoration.match(line).hasMatch())
            continue;
        OomLine u;
        u.number = l;
        u.text = line.toString();
        u.insideMessage = !traceback
            && ((firstUnderstood > 0 && l > firstUnderstood && l < lastUnderstood)
                || (r.isOom() && fieldWords.match(line).hasMatch()));
        r.unparsedLines << u;
    }
    return r;
}

OomReport OomParser::parseFile(const QString& path)
{
    return parse(QString::fromUtf8(readFile(path)), path);
}

QByteArray OomParser::readFile(const QString& path)
{
    return readInputFile(path, kMaxInputBytes, Tr::tr("the text of an error message"), TextCheck::Log);
}

QVector<OomNote> explainOom(const OomReport& r, const QLocale& loc)
{
    QVector<OomNote> notes;
    auto g = [&](double bytes) { return formatGiB(bytes, loc); };
    auto pct = [&](double v) { return loc.toString(v * 100.0, 'f', 0); };
    if (!r.isOom()) {
        notes << OomNote{
            QStringLiteral("no-oom"),
            Tr::tr("No out-of-memory message was recognised. Paste the whole error: from \"Ran out of memory\" "
                   "(XLA on TPU) or \"CUDA out of memory\" (PyTorch) to the end of the list of allocations.")};
        return notes;
    }
    const QString framework = oomFrameworkName(r.framework);
    if (r.isXla())
        notes << OomNote{QStringLiteral("units"),
                         Tr::tr("XLA prints sizes in binary units: G is GiB (2^30 bytes), M is MiB, "
                                "K is KiB. All figures below are GiB.")};
    switch (r.kind) {
    case OomKind::XlaCompile: {
        const QString space = r.memorySpace.isEmpty() ? QStringLiteral("HBM") : r.memorySpace.toUpper();
        if (r.used && r.capacity) {
            const double over = r.exceeded ? *r.exceeded : *r.used - *r.capacity;
            notes << OomNote{
                QStringLiteral("summary"),
                Tr::tr("%1 compiled the training step for one device and found that it needs %2 of %3, but only "
                       "%4 is available: %5 (%6 %) too much. XLA plans all memory before the step runs, so this "
                       "is the step's whole requirement, not a snapshot.")
                    .arg(framework, g(*r.used), space, g(*r.capacity), g(over), pct(over / *r.capacity))};
        } else {
            notes << OomNote{
                QStringLiteral("summary"),
                Tr::tr("%1 ran out of %2 while compiling the training step for one device.").arg(framework, space)};
        }
        if (r.capacity && r.reserved) {
            const double nominal = *r.capacity + *r.reserved;
            const double roundGiB = std::round(bytesToGiB(nominal));
            if (roundGiB >= 1 && std::abs(bytesToGiB(nominal) - roundGiB) < 0.02)
                notes << OomNote{
                    QStringLiteral("capacity-net"),
                    Tr::tr("The capacity %1 is what is left of the device's %2 GiB after the runtime reserved "
                           "%3 at the top of memory.")
                        .arg(g(*r.capacity), loc.toString(roundGiB, 'f', 0), g(*r.reserved))};
            else
                notes << OomNote{
                    QStringLiteral("capacity-nominal"),
                    Tr::tr("The capacity %1 is the device's whole memory; the %2 the runtime reserves at the top "
                           "of memory counts as used.")
                        .arg(g(*r.capacity), g(*r.reserved))};
        }
        if (r.totalUsage) {
            QStringList parts;
            if (r.reserved)
                parts << Tr::tr("%1 reserved by the TPU runtime").arg(g(*r.reserved));
            if (r.program)
                parts << Tr::tr("%1 for the program (activations, gradients and XLA's temporaries)").arg(g(*r.program));
            if (r.arguments)
                parts
                    << Tr::tr(
                           "%1 for the arguments (the weights, optimizer states and input batch passed into the step)")
                           .arg(g(*r.arguments));
            else if (r.argumentsUnknown)
                parts << Tr::tr("the arguments, whose size was not known yet (so the total is a lower bound)");
            notes << OomNote{QStringLiteral("total-parts"),
                             parts.isEmpty() ? Tr::tr("In total at least %1.").arg(g(*r.totalUsage))
                                             : Tr::tr("In total %1%2: %3.")
                                                   .arg(r.argumentsUnknown ? Tr::tr("at least ") : QString(),
                                                        g(*r.totalUsage), parts.join(QStringLiteral("; ")))};
        }
        if (r.hloTemp)
            notes << OomNote{
                QStringLiteral("temporaries"),
                r.fragmentation
                    ? Tr::tr("XLA's temporaries (HLO temp) take %1, %2 of it lost to fragmentation: this is where "
                             "the activations kept for the backward pass live.")
                          .arg(g(*r.hloTemp), g(*r.fragmentation))
                    : Tr::tr("XLA's temporaries (HLO temp) take %1: this is where the activations kept for the "
                             "backward pass live.")
                          .arg(g(*r.hloTemp))};
        if (!r.largestAllocations.isEmpty()) {
            const OomAllocation& a = r.largestAllocations.first();
            QString what = a.shape.isEmpty() ? Tr::tr("a tensor") : a.shape;
            QString op = !a.opName.isEmpty() ? a.opName : (!a.opType.isEmpty() ? a.opType : a.operatorText);
            if (a.sizeBytes)
                notes << OomNote{QStringLiteral("largest"),
                                 op.isEmpty()
                                     ? Tr::tr("The largest single allocation is %1: %2.").arg(g(*a.sizeBytes), what)
                                     : Tr::tr("The largest single allocation is %1: %2, made by %3.")
                                           .arg(g(*a.sizeBytes), what, op)};
            double padding = 0;
            double worst = 0;
            for (const OomAllocation& x : r.largestAllocations) {
                padding += x.paddingBytes.value_or(0);
                worst = std::max(worst, x.expansion);
            }
            if (padding > 0)
                notes << OomNote{
                    QStringLiteral("padding"),
                    Tr::tr("Padding to the TPU's memory tiles adds %1 to the %2 listed allocations (up to %3× "
                           "for one tensor). XLA rounds the last two dimensions of a tensor up to multiples of 8 "
                           "and 128: a last dimension of 64 (an attention head) doubles a tensor, one of 16 (a "
                           "BigBird block) makes it 8 times larger.")
                        .arg(g(padding))
                        .arg(r.largestAllocations.size())
                        .arg(loc.toString(worst, 'f', 1))};
        }
        break;
    }
    case OomKind::XlaRuntime:
        notes << OomNote{
            QStringLiteral("runtime-alloc"),
            r.triedToAllocate
                ? (r.free ? Tr::tr("%1 asked the device runtime for %2 while the step ran, and only %3 was free. "
                                   "This is a failure at run time, not while compiling: memory held by arrays "
                                   "from earlier steps, a second copy of the weights, or fragmentation.")
                                .arg(framework, g(*r.triedToAllocate), g(*r.free))
                          : Tr::tr("%1 asked the device runtime for %2 while the step ran, and it was not "
                                   "available.")
                                .arg(framework, g(*r.triedToAllocate)))
                : Tr::tr("%1 could not allocate a device buffer while the step ran.").arg(framework)};
        break;
    case OomKind::Cuda: {
        if (r.triedToAllocate && r.allocatedByPyTorch && r.capacity)
            notes << OomNote{QStringLiteral("cuda-summary"),
                             Tr::tr("PyTorch asked GPU %1 for %2 more while live tensors already held %3 of its %4%5.")
                                 .arg(r.gpuIndex >= 0 ? QString::number(r.gpuIndex) : QStringLiteral("?"),
                                      g(*r.triedToAllocate), g(*r.allocatedByPyTorch), g(*r.capacity),
                                      r.free ? Tr::tr("; only %1 was free").arg(g(*r.free)) : QString())};
        else if (r.triedToAllocate)
            notes << OomNote{
                QStringLiteral("cuda-summary"),
                Tr::tr("PyTorch asked the GPU for %1 more and did not get it.").arg(g(*r.triedToAllocate))};
        else
            notes << OomNote{QStringLiteral("cuda-summary"), Tr::tr("PyTorch ran out of GPU memory.")};
        std::optional<double> reserved = r.reservedByPyTorch;
        if (!reserved && r.allocatedByPyTorch && r.reservedUnallocated)
            reserved = *r.allocatedByPyTorch + *r.reservedUnallocated;
        if (reserved && r.allocatedByPyTorch) {
            const double cached = std::max(0.0, *reserved - *r.allocatedByPyTorch);
            notes << OomNote{
                QStringLiteral("cuda-reserved"),
                Tr::tr("PyTorch's caching allocator held %1 in all, %2 of it cached but not in use (%3 %).%4")
                    .arg(g(*reserved), g(cached), pct(*reserved > 0 ? cached / *reserved : 0))
                    .arg(r.capacity && cached > 0.05 * *r.capacity
                             ? Tr::tr(" That is a lot: fragmentation is part of the problem. "
                                      "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.0 or later) "
                                      "or max_split_size_mb reduces it.")
                             : QString())};
        }
        std::optional<double> outside;
        if (r.processInUse && reserved)
            outside = std::max(0.0, *r.processInUse - *reserved);
        else if (r.capacity && r.free && reserved)
            outside = std::max(0.0, *r.capacity - *r.free - *reserved);
        if (outside)
            notes << OomNote{
                QStringLiteral("cuda-outside"),
                Tr::tr("About %1 was in use outside PyTorch's allocator: the CUDA context and libraries%2.")
                    .arg(g(*outside), r.processInUse ? QString() : Tr::tr(", and any other process on the GPU"))};
        for (const OtherProcess& p : r.otherProcesses)
            notes << OomNote{QStringLiteral("cuda-other-process"),
                             Tr::tr("Process %1 held %2 on the same GPU: that memory was not available to training.")
                                 .arg(p.pid)
                                 .arg(g(p.bytes))};
        notes << OomNote{
            QStringLiteral("cuda-snapshot"),
            Tr::tr("A CUDA out-of-memory error is a snapshot at the allocation that failed: the step may need "
                   "more at its peak, so these figures are a lower bound.")};
        break;
    }
    case OomKind::TfBfc:
        notes << OomNote{QStringLiteral("bfc"),
                         Tr::tr("TensorFlow's GPU allocator could not allocate %1%2%3.")
                             .arg(r.requestedShape.isEmpty()
                                      ? Tr::tr("a tensor")
                                      : Tr::tr("a %1 tensor of shape %2").arg(r.requestedType, r.requestedShape),
                                  r.triedToAllocate ? Tr::tr(" (%1)").arg(g(*r.triedToAllocate)) : QString(),
                                  r.bfcInUse && r.capacity
                                      ? Tr::tr(" with %1 of its %2 limit in use").arg(g(*r.bfcInUse), g(*r.capacity))
                                      : QString())};
        break;
    case OomKind::None:
        break;
    }
    if (r.repeats > 1)
        notes << OomNote{QStringLiteral("repeats"),
                         Tr::tr("The message appears %n times (logs repeat it, often once per core); the figures are "
                                "from its most complete copy.",
                                nullptr, r.repeats)};
    for (const QString& w : r.warnings)
        notes << OomNote{QStringLiteral("warning"), w};
    const int inside = r.unparsedInsideMessage().size();
    if (inside > 0)
        notes << OomNote{QStringLiteral("unparsed"),
                         Tr::tr("%n line(s) inside the message could not be read; they are listed as they were pasted.",
                                nullptr, inside)};
    return notes;
}

} // namespace tpuplan
