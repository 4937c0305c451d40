// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading the out-of-memory messages people paste: XLA on TPU as TensorFlow, JAX and PyTorch/XLA print it, the PyTorch
// CUDA caching allocator (1.x and 2.x wording), and the TensorFlow BFC allocator on GPUs. The parser extracts what the
// message states, never guesses a number that is not there, and keeps every line it did not understand
// (docs/diagnose.md lists the formats, with their sources).

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tpuplan {

// Which program printed the message (a guess from the wording and the traceback; see OomReport::frameworkEvidence).
enum class OomFramework { Unknown, TensorFlow, Jax, PyTorchXla, PyTorchCuda };
// "unknown", "tensorflow", "jax", "pytorch-xla", "pytorch-cuda"
QString oomFrameworkId(OomFramework f);
// "TensorFlow", "JAX", "PyTorch/XLA", "PyTorch on CUDA", "an unrecognised framework"
QString oomFrameworkName(OomFramework f);

// What kind of out-of-memory error the message is.
enum class OomKind {
    None, // no out-of-memory message recognised
    XlaCompile, // "Ran out of memory in memory space hbm. Used X of Y hbm": the compiled program does not fit
    XlaRuntime, // "Attempting to reserve/allocate X … That was not possible", "Out of memory while trying to allocate N
                // bytes"
    Cuda, // "CUDA out of memory. Tried to allocate …" (PyTorch caching allocator)
    TfBfc, // "OOM when allocating tensor with shape[…]" (TensorFlow BFC allocator on a GPU)
    Host, // the host's memory: "std::bad_alloc", Python's MemoryError, "Cannot allocate memory", the OOM killer
    CompilerMemory, // not an error: the compiler's own memory figure (JAX memory_analysis(), MaxText train_compile.py)
};
// "none", "xla-compile", "xla-runtime", "cuda", "tf-bfc", "host", "compiler-memory"
QString oomKindId(OomKind k);
// "XLA, while compiling the step", "CUDA caching allocator", … (translated)
QString oomKindName(OomKind k);

// Which memory ran out (or, for the compiler's figure, which memory it is for).
enum class MemoryKind {
    Unknown, // the message does not say: the hardware decides (HBM on a TPU, the CUDA device on a GPU)
    Hbm, // a TPU's (or XLA on a GPU's) device memory
    Smem, // a TPU core's on-chip scalar memory (about 1 MiB): kernel block tables and scalar prefetch
    Vmem, // a TPU core's on-chip vector memory (16 to 128 MiB): the blocks a kernel works on
    Host, // the host's RAM
    Cuda, // a GPU's device memory as the CUDA allocator sees it
};
// "unknown", "hbm", "smem", "vmem", "host", "cuda" (observation.memory_kind in tpuplan diagnose --format json)
QString memoryKindId(MemoryKind k);
// "HBM", "SMEM (on-chip scalar memory)", … (translated)
QString memoryKindName(MemoryKind k);
// The kind XLA's memory-space name stands for ("hbm", "smem", "vmem", "host", "pinned_host"); Unknown otherwise.
MemoryKind memoryKindOfSpace(const QString& space);

// The compiler's own memory figure for one device, as JAX's compiled.memory_analysis() and MaxText's
// train_compile.py print it (docs/diagnose.md, "The compiler's figure"). Every part is optional.
struct CompilerMemoryStats
{
    QString format; // "jax-memory-analysis" (…_size_in_bytes) or "maxtext" ("Total memory size: X GB, …")
    std::optional<double> argument; // argument_size_in_bytes: weights, optimizer states and the batch passed in
    std::optional<double> output; // output_size_in_bytes
    std::optional<double> temp; // temp_size_in_bytes: activations and XLA's workspace
    std::optional<double> alias; // alias_size_in_bytes: outputs that reuse an argument's buffer (donated)
    std::optional<double> generatedCode; // generated_code_size_in_bytes
    std::optional<double> hostTemp; // host_temp_size_in_bytes / "Host temp size" (host memory, not counted)
    std::optional<double> total; // MaxText's "Total memory size" = argument + output + temp − alias
    // argument + output + temp − alias + generated code; MaxText's total (+ generated code) when the parts are
    // missing; nullopt when neither is there
    std::optional<double> figure() const;
};

// One number the message states, as printed and in bytes. XLA's K/M/G/T suffixes and PyTorch's KiB/MiB/GiB are binary
// (2^10, 2^20, 2^30, 2^40 bytes); an exact "(554,696,704 bytes)" next to a figure replaces the rounded one.
struct OomFact
{
    QString key; // stable id: "used", "capacity", "exceeded", "total_usage", "reserved", ... (docs/diagnose.md)
    QString label; // translated words for the key
    QString raw; // as printed: "9.13G", "1.50 GiB", "unknown size"
    double bytes = 0;
    bool known = true; // false for "unknown size" / "Output size unknown."
    int line = 0; // 1-based line of the normalised text
};

// One entry of XLA's "Largest program allocations in hbm" list.
struct OomAllocation
{
    int rank = 0; // the printed number: 1, 2, ...
    std::optional<double> sizeBytes; // "Size: 1.50G"
    QString sizeRaw;
    QString operatorText; // everything after "Operator:"
    QString opType; // op_type="…"
    QString opName; // op_name="…"
    QString shape; // "f32[2,12,4096,4096]{3,2,1,0:T(8,128)}" as printed
    QString dtype; // "f32"
    QVector<qint64> dims; // {2, 12, 4096, 4096}; empty when the shape could not be read
    QString tiling; // "T(8,128)"
    std::optional<double> unpaddedBytes; // "Unpadded size: 768.00M"
    std::optional<double> paddingBytes; // "Extra memory due to padding: 768.00M (2.0x expansion)"
    double expansion = 0; // 2.0; 0 when not printed
    QString xlaLabel;
    QString allocationType; // "HLO temp", "entry parameter", …
    int line = 0;
};

// A line of the input that the parser did not understand.
struct OomLine
{
    int number = 0; // 1-based line of the normalised text
    QString text;
    bool insideMessage
        = false; // between the first and the last line that was understood (a mangled field, most likely)
};

struct OomNote
{
    QString code; // stable id for scripts and tests
    QString text; // translated plain words
};

struct OtherProcess
{
    qint64 pid = 0;
    double bytes = 0;
};

// Everything extracted from one pasted message. Every figure is optional: nothing is filled in that the text does not
// state. The first message counts when the text repeats it (one per TPU core, say); `repeats` says how often.
struct OomReport
{
    OomKind kind = OomKind::None;
    OomFramework framework = OomFramework::Unknown;
    QString frameworkEvidence; // the words that decided the framework guess
    QString memorySpace; // "hbm", "smem", "vmem" (XLA); empty otherwise
    MemoryKind memoryKind = MemoryKind::Unknown; // which memory ran out, as far as the message says
    QString errorCode; // "E1000: CompileTimeHbmOom" of newer XLA messages; empty otherwise
    bool earlyAbort = false; // "Aborting compilation early …": used = "Requires X", capacity = "has Y available"
    bool breakdownOnly = false; // "Total hbm usage >= X" with its parts but no "Used X of Y" line
    int repeats = 0; // how many times the out-of-memory message appears

    // XLA compile-time summary (all frameworks on TPU)
    std::optional<double> used; // "Used 9.13G of 7.48G hbm"
    std::optional<double> capacity; // "of 7.48G hbm"; CUDA "total capacity"; TF BFC "Limit"
    std::optional<double> exceeded; // "Exceeded hbm capacity by 1.65G"
    std::optional<double> totalUsage; // "Total hbm usage >= 9.65G"
    bool totalUsageAtLeast = false; // printed with ">=" (exact only when every part below is known)
    std::optional<double> reserved; // "reserved 530.00M" in the total, or PyTorch/XLA "Top-of-Memory reserved"
    std::optional<double> program; // "program 8.75G"
    std::optional<double> arguments; // "arguments 387.61M"
    bool argumentsUnknown = false; // "arguments unknown size"
    std::optional<double> output; // "Output size 387.61M"
    std::optional<double> outputSharedWithArguments; // "; shares 387.61M with arguments"
    std::optional<double> programRequirement; // "Program hbm requirement 8.75G"
    std::optional<double> hloTemp; // "HLO temp 8.74G" (the temporaries: activations and workspace)
    std::optional<double> fragmentation; // "… fragmentation (243.84M)"
    std::optional<double> hbmCapacity; // PyTorch/XLA memory info: "HBM capacity 8.00G"
    QVector<OomAllocation> largestAllocations;

    // run-time allocation failures (XLA runtime, JAX on GPU, CUDA, TF BFC)
    std::optional<double> triedToAllocate; // "Tried to allocate 1.50 GiB", "Attempting to reserve 9.13G", "requested"
    std::optional<double> free; // "1.02 GiB free", "There are 7.48G free"

    // PyTorch CUDA caching allocator
    int gpuIndex = -1;
    std::optional<double> allocatedByPyTorch; // "13.20 GiB already allocated" / "75.50 GiB is allocated by PyTorch"
    std::optional<double> reservedByPyTorch; // "13.55 GiB reserved in total by PyTorch" (1.x "cached")
    std::optional<double> reservedUnallocated; // 2.x "1.78 GiB is reserved by PyTorch but unallocated"
    std::optional<double> processInUse; // 2.x "this process has 77.91 GiB memory in use"
    QVector<OtherProcess> otherProcesses; // 2.x "Process 1234 has 3.00 GiB memory in use"
    bool processInUseUnreliable = false; // "this process has 17179869184.00 GiB": more than the GPU, not used
    qint64 selfPid = 0; // the "Process N" whose memory PyTorch's own accounts for (this process under a container's
                        // PID namespace); 0 when none does
    // Memory that other processes hold on the GPU ("Process N has X", leaving out selfPid); 0 when none is stated.
    double otherProcessBytes() const;

    // TensorFlow BFC allocator (GPU)
    QString requestedShape; // "[8,16,512,512]" of "OOM when allocating tensor with shape[…]"
    QString requestedType; // "float"
    std::optional<double> bfcInUse; // "InUse: 15560903680"
    std::optional<double> bfcMaxInUse; // "MaxInUse: …"

    // the compiler's own figure (kind CompilerMemory)
    std::optional<CompilerMemoryStats> compiler;

    // Names of mixture-of-experts tensors, kernels and modules the text shows (MaxText moe_mlpwi_0, Megablox gmm,
    // ragged_dot, Megatron grouped_gemm and token_dispatcher, Hugging Face block_sparse_moe, …), each once, in text
    // order: the memory that ran out belongs to an MoE layer (findMoeNames in OomMoe.cpp lists what is looked for).
    QStringList moeNames;
    bool namesExperts() const { return !moeNames.isEmpty(); }

    QStringList clues; // words of an out-of-memory error found in a text whose figures could not be read
    QVector<OomFact> facts; // every number the message states, in text order
    QVector<OomLine> unparsedLines; // every non-blank line that was not understood
    QStringList warnings; // inconsistent figures, truncation, numbers without a unit (translated)
    bool looksTruncated = false;
    int lineCount = 0;

    bool isOom() const { return kind != OomKind::None && kind != OomKind::CompilerMemory; }
    bool isCompilerMemory() const { return kind == OomKind::CompilerMemory && compiler.has_value(); }
    // An out-of-memory message or the compiler's figure: something the diagnosis can use.
    bool isRecognised() const { return isOom() || isCompilerMemory(); }
    bool isXla() const { return kind == OomKind::XlaCompile || kind == OomKind::XlaRuntime; }
    const OomFact* fact(const QString& key) const;
    // Lines that were not understood and sit inside the message (what a person should look at first).
    QVector<OomLine> unparsedInsideMessage() const;
};

class OomParser
{
public:
    // Larger input is refused: a pasted message is a few kilobytes, a whole training log a few megabytes.
    static constexpr int kMaxInputBytes = 4 * 1024 * 1024;

    // Parses pasted text. Never throws on strange content (the result says what was understood); throws InputError
    // (file `label`) only when the text is longer than kMaxInputBytes.
    static OomReport parse(const QString& text, const QString& label = QString());
    // Reads a file (readInputFile with TextCheck::Log: UTF-8, other bytes are replaced) and parses it. Throws
    // InputError naming the file when it cannot be read, is larger than kMaxInputBytes, or is binary (NUL bytes in its
    // first 8 KiB).
    static OomReport parseFile(const QString& path);
    // The bytes parseFile parses, with its checks; for a caller that shows the text before parsing it.
    static QByteArray readFile(const QString& path);

    // The normalisation parse() applies before it reads: ANSI colour codes dropped, CR LF and CR made LF, a log pasted
    // with literal "\n" escapes split into lines, HTML entities (&gt; …) decoded, non-breaking and full-width spaces
    // and full-width ASCII made plain. Line numbers in the report refer to this text.
    static QString normalize(const QString& text);

    // Parses an XLA ("9.13G", "4.0K", "12B") or PyTorch ("1.50 GiB", "20.00 MiB", "512 bytes") size; nullopt when the
    // text is not one.
    static std::optional<double> parseSize(const QString& text);
};

// What the message says, in plain words (translated with the "OomParser" context), most important first.
QVector<OomNote> explainOom(const OomReport& report, const QLocale& locale = QLocale());

} // namespace tpuplan
