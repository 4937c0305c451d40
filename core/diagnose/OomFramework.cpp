// SPDX-License-Identifier: GPL-3.0-or-later
// Which framework printed a message.
#include "OomReader.h"

#include "util/Units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tpuplan::oom {

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
         R"(RESOURCE_EXHAUSTED:\s*(?:E\d+:\s*\w+:\s*)?XLA:TPU compile permanent error|Out of memory while trying to allocate)"},
        // the compiler's figure: JAX's CompiledMemoryStats, MaxText (JAX) printing it
        {OomFramework::Jax, R"(CompiledMemoryStats|memory_analysis\(\)|\bMaxText\b|max_utils\.py|train_compile)"},
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

} // namespace tpuplan::oom
