// SPDX-License-Identifier: GPL-3.0-or-later
// XLA compile-time out-of-memory messages ("Ran out of memory in memory space hbm", the largest allocations).
#include "OomReader.h"

#include "util/Units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tpuplan::oom {

namespace {

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

} // namespace

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

    static const QRegularExpression earlyRe = re(
        QStringLiteral(R"(Aborting compilation early because it.s unlikely to have enough memory\.?\s*Requires\s+)")
        + kSize + QStringLiteral(R"(\s*,\s*has\s+)") + kSize + QStringLiteral(R"(\s+available)"));
    static const QRegularExpression earlyLoose = re(QStringLiteral(R"(Aborting compilation early)"));
    static const QRegularExpression codeRe = re(QStringLiteral(R"(\b(E\d{3,5}):\s*([A-Z][A-Za-z]+Oom)\b)"));

    if (const QRegularExpressionMatch m = rd.first(ranOut, blockStart, blockEnd); m.hasMatch())
        r.memorySpace = m.captured(1);
    if (const QRegularExpressionMatch m = rd.first(codeRe, blockStart, blockEnd); m.hasMatch()) {
        r.errorCode = m.captured(1) + QStringLiteral(": ") + m.captured(2);
        rd.mark(m);
    }
    // "Aborting compilation early … Requires X, has Y available": the estimate XLA makes before it plans the memory
    if (const QRegularExpressionMatch m = rd.first(earlyRe, blockStart, blockEnd); m.hasMatch()) {
        r.earlyAbort = true;
        r.used = rd.fact(QStringLiteral("required"), Tr::tr("required"), m, 1);
        r.capacity = rd.fact(QStringLiteral("available"), Tr::tr("available"), m, 3);
        if (r.memorySpace.isEmpty())
            r.memorySpace = QStringLiteral("hbm");
    } else if (const QRegularExpressionMatch e = rd.first(earlyLoose, blockStart, blockEnd); e.hasMatch()) {
        r.earlyAbort = true;
        rd.mark(e);
    }
    if (const QRegularExpressionMatch m
        = r.earlyAbort ? QRegularExpressionMatch() : rd.first(usedRe, blockStart, blockEnd);
        m.hasMatch()) {
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
        if (r.memorySpace.isEmpty())
            r.memorySpace = m.captured(1).toLower();
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
    // only the breakdown: no summary line at all (a summary whose figures are mangled is a cut message instead)
    static const QRegularExpression summaryLoose
        = re(QStringLiteral(R"(Ran out of memory in memory space|\bUsed\s+\S*\s*of\b|Exceeded\s+\w+\s+capacity)"));
    r.breakdownOnly
        = r.totalUsage && !r.used && !r.earlyAbort && !rd.first(summaryLoose, blockStart, blockEnd).hasMatch();
    r.memoryKind = memoryKindOfSpace(r.memorySpace);
    if (r.memoryKind == MemoryKind::Unknown)
        r.memoryKind = MemoryKind::Hbm; // XLA names the space when it is not HBM
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

} // namespace tpuplan::oom
