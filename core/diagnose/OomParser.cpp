// SPDX-License-Identifier: GPL-3.0-or-later
#include "OomParser.h"

#include "OomReader.h"
#include "util/InputError.h"
#include "util/InputFile.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tpuplan {

using namespace oom;

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
    case OomKind::Host:
        return QStringLiteral("host");
    case OomKind::CompilerMemory:
        return QStringLiteral("compiler-memory");
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
    case OomKind::Host:
        return Tr::tr("the host's memory");
    case OomKind::CompilerMemory:
        return Tr::tr("the compiler's memory analysis");
    case OomKind::None:
        break;
    }
    return Tr::tr("no out-of-memory error");
}

QString memoryKindId(MemoryKind k)
{
    switch (k) {
    case MemoryKind::Hbm:
        return QStringLiteral("hbm");
    case MemoryKind::Smem:
        return QStringLiteral("smem");
    case MemoryKind::Vmem:
        return QStringLiteral("vmem");
    case MemoryKind::Host:
        return QStringLiteral("host");
    case MemoryKind::Cuda:
        return QStringLiteral("cuda");
    case MemoryKind::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString memoryKindName(MemoryKind k)
{
    switch (k) {
    case MemoryKind::Hbm:
        return Tr::tr("HBM");
    case MemoryKind::Smem:
        return Tr::tr("SMEM (on-chip scalar memory)");
    case MemoryKind::Vmem:
        return Tr::tr("VMEM (on-chip vector memory)");
    case MemoryKind::Host:
        return Tr::tr("host memory");
    case MemoryKind::Cuda:
        return Tr::tr("GPU memory");
    case MemoryKind::Unknown:
        break;
    }
    return Tr::tr("device memory");
}

MemoryKind memoryKindOfSpace(const QString& space)
{
    const QString s = space.toLower();
    if (s == QLatin1String("hbm"))
        return MemoryKind::Hbm;
    if (s == QLatin1String("smem") || s == QLatin1String("sflag"))
        return MemoryKind::Smem;
    if (s == QLatin1String("vmem"))
        return MemoryKind::Vmem;
    if (s == QLatin1String("host") || s == QLatin1String("pinned_host") || s == QLatin1String("unpinned_host"))
        return MemoryKind::Host;
    return MemoryKind::Unknown;
}

std::optional<double> CompilerMemoryStats::figure() const
{
    if (argument || output || temp)
        return argument.value_or(0.0) + output.value_or(0.0) + temp.value_or(0.0) - alias.value_or(0.0)
            + generatedCode.value_or(0.0);
    if (total)
        return *total + generatedCode.value_or(0.0);
    return std::nullopt;
}

double OomReport::otherProcessBytes() const
{
    double sum = 0;
    for (const OtherProcess& p : otherProcesses)
        if (p.pid != selfPid)
            sum += p.bytes;
    return sum;
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
    // a message quoted in a Markdown reply or an e-mail ("> " before each line), and Markdown bold around a figure
    static const QRegularExpression quote(QStringLiteral(R"(^[ \t]*(?:>(?!=)[ \t]?)+)"),
                                          QRegularExpression::MultilineOption);
    t.remove(quote);
    static const QRegularExpression bold = re(QStringLiteral(R"(\*\*([^*\n]{1,200})\*\*)"));
    t.replace(bold, QStringLiteral("\\1"));
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

    static const QRegularExpression xlaAnchor = re(QStringLiteral(
        R"(Ran out of memory in memory space|\bUsed\s+\d+(?:\.\d+)?\s?[KMGTPE]?i?B?\s+of\s+\d|Aborting compilation early|Total\s+hbm\s+usage\s*(?:>=|≥|>|=)?\s*\d)"));
    static const QRegularExpression ranOutAnchor
        = re(QStringLiteral(R"(Ran out of memory in memory space|Aborting compilation early)"));
    static const QRegularExpression totalAnchor = re(QStringLiteral(R"(Total\s+hbm\s+usage)"));
    static const QRegularExpression runtimeAnchor = re(QStringLiteral(
        R"(Attempting to (?:reserve|allocate)\s+\d|Out of memory while trying to allocate|Error allocating device buffer|Failed to allocate request for\s+\d)"));
    static const QRegularExpression cudaAnchor = re(QStringLiteral(R"(CUDA out of memory|Tried to allocate\s+\d)"));
    static const QRegularExpression cudaRepeat = re(QStringLiteral(R"(CUDA out of memory)"));
    static const QRegularExpression bfcAnchor
        = re(QStringLiteral(R"(OOM when allocating tensor|ran out of memory trying to allocate)"));
    static const QRegularExpression hostAnchor = re(QStringLiteral(
        R"(std::bad_alloc|\bMemoryError\b|Cannot allocate memory|Out of memory: Kill(?:ed)? process|\boom-kill(?:er)?\b)"));
    static const QRegularExpression compilerAnchor
        = re(QStringLiteral(R"(\b(?:argument|output|temp)_size_in_bytes\s*[=:]|Total memory size:\s*\d)"));
    // an allocator warning that says it is not the failure (TensorFlow's and XLA's BFC allocator retry)
    static const QRegularExpression notFailure = re(QStringLiteral(R"(not a failure)"));

    // The message that failed: the first anchor of each family that is not on a line saying it is no failure; of
    // those, the first in the text. The host's memory and the compiler's figure count only when no device message is
    // there (a log with both is about the device).
    std::vector<Anchor> anchors;
    auto lineText = [&rd](int pos) {
        const int l = rd.lineOf(pos);
        const int s0 = rd.lineStarts[size_t(l - 1)];
        const int e0 = l < int(rd.lineStarts.size()) ? rd.lineStarts[size_t(l)] : rd.t.size();
        return rd.t.midRef(s0, e0 - s0);
    };
    auto firstFailure = [&](const QRegularExpression& pattern) {
        auto it = pattern.globalMatch(rd.t);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            if (!notFailure.match(lineText(int(m.capturedStart(0)))).hasMatch())
                return int(m.capturedStart(0));
        }
        return -1;
    };
    for (const auto& [kind, pattern] : {std::pair<OomKind, const QRegularExpression*>{OomKind::XlaCompile, &xlaAnchor},
                                        {OomKind::XlaRuntime, &runtimeAnchor},
                                        {OomKind::Cuda, &cudaAnchor},
                                        {OomKind::TfBfc, &bfcAnchor}}) {
        if (const int pos = firstFailure(*pattern); pos >= 0)
            anchors.push_back({kind, pos});
    }
    if (anchors.empty())
        for (const auto& [kind, pattern] : {std::pair<OomKind, const QRegularExpression*>{OomKind::Host, &hostAnchor},
                                            {OomKind::CompilerMemory, &compilerAnchor}})
            if (const int pos = firstFailure(*pattern); pos >= 0) {
                anchors.push_back({kind, pos});
                break;
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
        // a breakdown without the "Ran out of memory" line repeats at its "Total hbm usage"
        const bool hasRanOut = ranOutAnchor.match(rd.t).hasMatch();
        const QRegularExpression& repeat = a.kind == OomKind::XlaCompile ? (hasRanOut ? ranOutAnchor : totalAnchor)
            : a.kind == OomKind::Cuda                                    ? cudaRepeat
            : a.kind == OomKind::TfBfc                                   ? bfcAnchor
            : a.kind == OomKind::Host                                    ? hostAnchor
            : a.kind == OomKind::CompilerMemory                          ? compilerAnchor
                                                                         : runtimeAnchor;
        std::vector<int> starts;
        auto it = repeat.globalMatch(rd.t);
        while (it.hasNext())
            starts.push_back(int(it.next().capturedStart(0)));
        const int copies = int(starts.size());
        // the allocator messages of TensorFlow and the runtime spread one failure over several log lines: one block
        if (a.kind == OomKind::TfBfc || a.kind == OomKind::XlaRuntime || a.kind == OomKind::Host
            || a.kind == OomKind::CompilerMemory)
            starts.resize(1);
        if (starts.empty())
            starts.push_back(0);
        // a message cut before its first line still counts from the top, unless the top is the breakdown of an earlier
        // compilation (a breakdown before the first "Ran out of memory" and another after it): the one that failed is
        // read from its summary on
        const bool earlierBreakdown = a.kind == OomKind::XlaCompile && hasRanOut
            && rd.first(totalAnchor, 0, starts[0]).hasMatch() && rd.first(totalAnchor, starts[0]).hasMatch();
        starts[0] = earlierBreakdown ? rd.lineStarts[size_t(rd.lineOf(starts[0]) - 1)] : 0;
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
            case OomKind::Host:
                parseHost(rd, from, to);
                break;
            case OomKind::CompilerMemory:
                parseCompilerMemory(rd, from, to);
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
        if (r.kind == OomKind::CompilerMemory && !r.compiler)
            r.kind = OomKind::None; // the words without a figure
    }
    if (!r.isRecognised())
        r.clues = oomClues(rd.t);
    guessFramework(rd.t, r);
    findMoeNames(rd.t, r);
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

} // namespace tpuplan
