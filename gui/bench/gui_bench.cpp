// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan_gui_bench: the app's responsiveness, measured offscreen and printed (not run by CTest).
//  1. start-up: from main() to the main window painted with the first results (catalog loaded, first plan, every
//     view filled);
//  2. an input change over the whole catalog (every TPU generation and slice, the GPUs, every region, pricing model,
//     precision and checkpointing policy): from a spin box's new value to the results of that value in every view
//     (the plan included, on whichever thread it runs), and to the window painted as the app paints it (the event
//     loop run until nothing more is painted); the median and the 90th percentile of many changes. Beside it what
//     blocks input: the GUI thread's CPU time per change, and the longest stretches it is busy at once (the edit, then
//     applying a worker's results).
// It uses only what the document had before planning moved to a worker, so that it builds against either.
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
#include <QEventLoop>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <ctime>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {
// Event filter (on the application) that counts paint events.
class PaintWatch : public QObject
{
public:
    int paints = 0;
    bool eventFilter(QObject*, QEvent* e) override
    {
        if (e->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

// Runs the event loop until a pass paints nothing more: the deferred layouts and the paints an update leads to.
void settle(PaintWatch& watch)
{
    for (int pass = 0; pass < 8; ++pass) {
        watch.paints = 0;
        QApplication::processEvents();
        if (watch.paints == 0)
            break;
    }
}

// Notes when the worker's results reach the document (a queued call): the start of the GUI thread's part.
class ApplyWatch : public QObject
{
public:
    const QElapsedTimer* timer = nullptr;
    double started = -1;
    bool eventFilter(QObject*, QEvent* e) override
    {
        if (e->type() == QEvent::MetaCall && timer && started < 0)
            started = double(timer->nsecsElapsed()) / 1e6;
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

    // 1. start-up to a painted window with the first results
    AppSettings settings(dir.filePath(QStringLiteral("bench.conf")));
    StartupCatalog startup = loadStartupCatalog({});
    MainWindow window(startup.catalog, &settings);
    window.setConfirmDiscard(false);
    PlanDocument* document = window.document();
    PaintWatch watch;
    qApp->installEventFilter(&watch); // every widget's paint
    window.show();
    // the results may come from a worker: the event loop runs until they are in and painted
    while (watch.paints == 0 || document->result().evaluated == 0)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    settle(watch);
    const qint64 startupMs = sinceStart.elapsed();
    out << "start-up to painted window with results (offscreen, seed plan): " << startupMs << " ms\n";

    // 2. input changes over the whole catalog
    document->reset(wholeCatalogPlan());
    while (document->result().evaluated < 1000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    settle(watch);
    const PlanResult& r = document->result();
    out << "whole catalog: " << r.evaluated << " candidates evaluated, " << r.fitting << " fit, "
        << window.results()->candidateModel()->rowCount() << " listed\n";
    QSpinBox* seqLen = window.inputs()->trainingPanel()->seqLenBox();
    QVector<double> updated, painted, planning, editWall, applyWall, updatedCpu, paintedCpu;
    int viewsUpdated = 0;
    QObject::connect(window.results(), &ResultsView::viewsUpdated, [&] { ++viewsUpdated; });
    // results from a worker reach the GUI thread as a queued call to the document: from then on the GUI thread is
    // busy applying them
    ApplyWatch apply;
    document->installEventFilter(&apply);
    const int lengths[] = {4096, 3584, 2048, 1024};
    for (int i = 0; i < runs; ++i) {
        const int before = viewsUpdated;
        const int value = lengths[i % 4] == seqLen->value() ? 512 : lengths[i % 4];
        QElapsedTimer t;
        apply.started = -1;
        apply.timer = &t;
        const double cpu0 = threadCpuMs();
        t.start();
        seqLen->setValue(value);
        editWall << double(t.nsecsElapsed()) / 1e6;
        // planned on the GUI thread, the views are updated already; planned on a worker, the event loop waits (no CPU
        // of this thread) and runs what the app runs meanwhile, until the results of this value are in every view
        while (viewsUpdated == before || document->plannedInput().seqLen != value)
            QApplication::processEvents(QEventLoop::WaitForMoreEvents);
        const double u = double(t.nsecsElapsed()) / 1e6;
        const double cpu1 = threadCpuMs();
        // then the window as the app paints it: the charts' deferred layouts, every widget's paint
        settle(watch);
        painted << double(t.nsecsElapsed()) / 1e6;
        paintedCpu << threadCpuMs() - cpu0;
        updatedCpu << cpu1 - cpu0;
        updated << u;
        if (apply.started >= 0)
            applyWall << u - apply.started;
        planning << document->lastPlanMilliseconds();
    }
    const auto ms = [](double v) { return QString::number(v, 'f', 1); };
    out << "input change -> results of the new value in every view (whole catalog), median "
        << ms(percentile(updated, 0.5)) << " ms, p90 " << ms(percentile(updated, 0.9)) << " ms (planning median "
        << ms(percentile(planning, 0.5)) << " ms)\n";
    out << "input change -> window painted with them, median " << ms(percentile(painted, 0.5)) << " ms, p90 "
        << ms(percentile(painted, 0.9)) << " ms over " << runs << " changes\n";
    out << "GUI thread CPU per change: to the views updated median " << ms(percentile(updatedCpu, 0.5)) << " ms (p90 "
        << ms(percentile(updatedCpu, 0.9)) << " ms), to the window painted median " << ms(percentile(paintedCpu, 0.5))
        << " ms (p90 " << ms(percentile(paintedCpu, 0.9)) << " ms)\n";
    out << "GUI thread busy at once, wall: the edit median " << ms(percentile(editWall, 0.5)) << " ms";
    if (!applyWall.isEmpty())
        out << ", applying the worker's results median " << ms(percentile(applyWall, 0.5)) << " ms (p90 "
            << ms(percentile(applyWall, 0.9)) << " ms)";
    out << "\n";
    return 0;
}
