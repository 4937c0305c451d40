// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan_gui_bench: the app's responsiveness, measured offscreen and printed (not run by CTest).
//  1. start-up: from main() to the main window painted with the first results (catalog loaded, first plan, every
//     view filled);
//  2. an input change over the whole catalog (every TPU generation and slice, the GPUs, every region, pricing model,
//     precision and checkpointing policy): from a spin box's new value to the results of that value in every view
//     (the plan on the worker included), and to the window repainted; the median and the 90th percentile of many
//     changes. Beside it what blocks input: the GUI thread's CPU time per change (the edit itself, then applying the
//     results to the views) and the longest the GUI thread is busy at once (applying the results).
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
    // the first results (planned on the worker) in every view, painted
    window.document()->waitForResults();
    QApplication::processEvents();
    window.repaint();
    const qint64 startupMs = sinceStart.elapsed();
    out << "start-up to painted window (offscreen, seed plan): " << startupMs << " ms\n";

    // 2. input changes over the whole catalog
    window.document()->reset(wholeCatalogPlan());
    window.document()->waitForResults();
    QApplication::processEvents();
    const PlanResult& r = window.document()->result();
    out << "whole catalog: " << r.evaluated << " candidates evaluated, " << r.fitting << " fit, "
        << window.results()->candidateModel()->rowCount() << " listed\n";
    QSpinBox* seqLen = window.inputs()->trainingPanel()->seqLenBox();
    PlanDocument* document = window.document();
    QVector<double> updated, repainted, planning, editWall, applyWall, updatedCpu, repaintedCpu, settledCpu;
    int viewsUpdated = 0;
    QObject::connect(window.results(), &ResultsView::viewsUpdated, [&] { ++viewsUpdated; });
    // the results reach the GUI thread as a queued call to the document: from then on the GUI thread is busy
    ApplyWatch apply;
    document->installEventFilter(&apply);
    const int lengths[] = {4096, 3584, 2048, 1024};
    for (int i = 0; i < runs; ++i) {
        const int before = viewsUpdated;
        const int value = lengths[i % 4] == seqLen->value() ? 512 : lengths[i % 4];
        QEventLoop loop;
        const auto done = QObject::connect(document, &PlanDocument::planningChanged, &loop, [&](bool busy) {
            if (!busy)
                loop.quit();
        });
        QElapsedTimer t;
        const double cpu0 = threadCpuMs();
        t.start();
        seqLen->setValue(value);
        editWall << double(t.nsecsElapsed()) / 1e6;
        apply.started = -1;
        apply.timer = &t;
        if (document->planning())
            loop.exec(); // idle (no CPU of this thread) until the results of this value are in every view
        QObject::disconnect(done);
        const double u = double(t.nsecsElapsed()) / 1e6;
        const double cpu1 = threadCpuMs();
        window.repaint(); // synchronous paint of the whole window, charts included
        const double p = double(t.nsecsElapsed()) / 1e6;
        updatedCpu << cpu1 - cpu0;
        repaintedCpu << threadCpuMs() - cpu0;
        // what the window still does after a synchronous repaint (the charts' deferred layouts and their paints), so
        // that it is not counted in the next change
        const double settle0 = threadCpuMs();
        QApplication::processEvents();
        QApplication::processEvents();
        settledCpu << threadCpuMs() - settle0;
        if (viewsUpdated == before || document->plannedInput().seqLen != value) {
            out << "error: the views were not updated\n";
            return 1;
        }
        updated << u;
        repainted << p;
        applyWall << (apply.started >= 0 ? u - apply.started : 0);
        planning << document->lastPlanMilliseconds();
    }
    const auto ms = [](double v) { return QString::number(v, 'f', 1); };
    out << "input change -> results of the new value in every view (whole catalog), median "
        << ms(percentile(updated, 0.5)) << " ms, p90 " << ms(percentile(updated, 0.9))
        << " ms (of which planning on the worker, median " << ms(percentile(planning, 0.5)) << " ms)\n";
    out << "input change -> views updated and window repainted, median " << ms(percentile(repainted, 0.5))
        << " ms, p90 " << ms(percentile(repainted, 0.9)) << " ms over " << runs << " changes\n";
    out << "GUI thread per change: CPU median " << ms(percentile(updatedCpu, 0.5)) << " ms (p90 "
        << ms(percentile(updatedCpu, 0.9)) << " ms), with repaint median " << ms(percentile(repaintedCpu, 0.5))
        << " ms (p90 " << ms(percentile(repaintedCpu, 0.9)) << " ms); then the charts' deferred layouts and paints "
        << ms(percentile(settledCpu, 0.5)) << " ms\n";
    out << "GUI thread busy at once: the edit median " << ms(percentile(editWall, 0.5))
        << " ms, applying the results median " << ms(percentile(applyWall, 0.5)) << " ms (p90 "
        << ms(percentile(applyWall, 0.9)) << " ms), wall\n";
    return 0;
}
