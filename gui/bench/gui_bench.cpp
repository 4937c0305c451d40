// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan_gui_bench: the app's responsiveness, measured offscreen and printed (not run by CTest).
//  1. start-up: from main() to the main window painted once (catalog loaded, first plan, every view filled);
//  2. an input change over the whole catalog (every TPU generation and slice, the GPUs, every region, pricing model,
//     precision and checkpointing policy): from a spin box's new value to every model and chart updated, and to the
//     window repainted; the median and the 90th percentile of many changes.
#include "AppSettings.h"
#include "Appearance.h"
#include "DefaultPlan.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "ResultsView.h"
#include "Startup.h"
#include "inputs/InputsView.h"
#include "inputs/TrainingPanel.h"
#include "models/CandidateTableModel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <ctime>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {
// Event filter that notes the first paint of a widget.
class PaintWatch : public QObject
{
public:
    bool painted = false;
    bool eventFilter(QObject*, QEvent* e) override
    {
        if (e->type() == QEvent::Paint)
            painted = true;
        return false;
    }
};

// CPU time of this thread in ms: what the change costs, whatever else the machine runs meanwhile.
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double percentile(QVector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[std::min(int(v.size()) - 1, int(p * v.size()))];
}
} // namespace

int main(int argc, char** argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    applyAppearance(app);
    QTextStream out(stdout);
    QTemporaryDir dir;
    const int runs = argc > 1 ? std::max(5, QString::fromLocal8Bit(argv[1]).toInt()) : 60;

    // 1. start-up to a painted window
    AppSettings settings(dir.filePath(QStringLiteral("bench.conf")));
    StartupCatalog startup = loadStartupCatalog({});
    MainWindow window(startup.catalog, &settings);
    window.setConfirmDiscard(false);
    PaintWatch watch;
    window.installEventFilter(&watch);
    window.show();
    while (!watch.painted)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    QApplication::processEvents();
    const qint64 startupMs = sinceStart.elapsed();
    out << "start-up to painted window (offscreen, seed plan): " << startupMs << " ms\n";

    // 2. input changes over the whole catalog
    window.document()->reset(wholeCatalogPlan());
    QApplication::processEvents();
    const PlanResult& r = window.document()->result();
    out << "whole catalog: " << r.evaluated << " candidates evaluated, " << r.fitting << " fit, "
        << window.results()->candidateModel()->rowCount() << " listed\n";
    QSpinBox* seqLen = window.inputs()->trainingPanel()->seqLenBox();
    QVector<double> updated;
    QVector<double> repainted;
    QVector<double> planning;
    QVector<double> updatedCpu;
    QVector<double> repaintedCpu;
    int viewsUpdated = 0;
    QObject::connect(window.results(), &ResultsView::viewsUpdated, [&] { ++viewsUpdated; });
    const int lengths[] = {4096, 3584, 2048, 1024};
    for (int i = 0; i < runs; ++i) {
        const int before = viewsUpdated;
        QElapsedTimer t;
        const double cpu0 = threadCpuMs();
        t.start();
        seqLen->setValue(lengths[i % 4] == seqLen->value() ? 512 : lengths[i % 4]);
        const double u = double(t.nsecsElapsed()) / 1e6;
        const double cpu1 = threadCpuMs();
        window.repaint(); // synchronous paint of the whole window, charts included
        const double p = double(t.nsecsElapsed()) / 1e6;
        updatedCpu << cpu1 - cpu0;
        repaintedCpu << threadCpuMs() - cpu0;
        if (viewsUpdated == before) {
            out << "error: the views were not updated\n";
            return 1;
        }
        updated << u;
        repainted << p;
        planning << window.document()->lastPlanMilliseconds();
    }
    out << "input change -> all views updated (whole catalog), median "
        << QString::number(percentile(updated, 0.5), 'f', 1) << " ms, p90 "
        << QString::number(percentile(updated, 0.9), 'f', 1) << " ms (of which planning median "
        << QString::number(percentile(planning, 0.5), 'f', 1) << " ms)\n";
    out << "input change -> views updated and window repainted, median "
        << QString::number(percentile(repainted, 0.5), 'f', 1) << " ms, p90 "
        << QString::number(percentile(repainted, 0.9), 'f', 1) << " ms over " << runs << " changes\n";
    out << "the same in CPU time of the GUI thread: views updated median "
        << QString::number(percentile(updatedCpu, 0.5), 'f', 1) << " ms, with repaint median "
        << QString::number(percentile(repaintedCpu, 0.5), 'f', 1) << " ms, p90 "
        << QString::number(percentile(repaintedCpu, 0.9), 'f', 1) << " ms\n";
    return 0;
}
