// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The look shared by the result charts: compact margins, small fonts, one palette.

#include "plan/ChartData.h"

#include <QColor>

namespace QtCharts {
class QAbstractAxis;
class QAbstractSeries;
class QChart;
class QChartView;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;
} // namespace QtCharts

namespace tpuplan::gui::chartstyle {

void apply(QtCharts::QChart* chart, const QString& title);

// The series of a cost-against-time chart (training's cost and time, serving's cost per token and TPOT), one look:
// the Pareto front as a dashed line through large points, the candidates that run as points, the others as small
// grey squares, and a ring around the selected one.
QtCharts::QLineSeries* paretoLine();
QtCharts::QScatterSeries* paretoPoints();
QtCharts::QScatterSeries* runningPoints();
QtCharts::QScatterSeries* otherPoints();
QtCharts::QScatterSeries* selectionRing();
void applyView(QtCharts::QChartView* view);

// A value axis that turns logarithmic when its range asks for it. Both axes stay in the chart and the series are
// attached to the one in use: removing an axis from a chart on screen leaves its drawing behind (Qt Charts 5.15).
class ValueAxis
{
public:
    ValueAxis(QtCharts::QChart* chart, Qt::Alignment alignment, const QString& title,
              const QList<QtCharts::QAbstractSeries*>& series);

    void setRange(const AxisRange& range);
    void setTitle(const QString& title);
    // the numbers along the axis (hidden where no value is known, as a cost axis without a listed price)
    void setLabelsVisible(bool visible);
    // ticks of the linear axis (its labels need room: six-digit numbers fit three across a small chart)
    void setTickCount(int ticks);
    QtCharts::QAbstractAxis* current() const;
    bool isLogarithmic() const { return m_logarithmic; }

private:
    QtCharts::QValueAxis* m_linear;
    QtCharts::QLogValueAxis* m_log;
    QList<QtCharts::QAbstractSeries*> m_series;
    bool m_logarithmic = false;
};

QColor parameters();
QColor gradients();
QColor optimizerStates();
QColor expertStates(); // an MoE model's routed experts: weights, gradients and optimizer states
QColor adapters();
QColor activations();
QColor logits();
QColor overhead();
QColor shardingBuffers();
// beside a memory bar: what the mesh spread over the other devices, and what went to the host
QColor shardedAway();
QColor offloaded();
// the step-time chart: compute (in the roofline's terms: matmuls, attention, memory-bound work, optimizer update, the
// fixed per-step overhead), exposed communication, exposed host transfers, and the calibration band's whisker
QColor compute();
QColor matmul();
QColor attention();
QColor memoryBound();
QColor optimizerUpdate();
QColor stepOverhead();
QColor pipelineBubble(); // a pipeline's idle time in the step split
QColor band();
QColor communication();
QColor contextTraffic(); // the context axis's exposed K/V exchange, a warmer shade of communication's
QColor hostTransfer();
QColor deviceMemory();
QColor usable();
QColor primary();
QColor secondary();
QColor pareto();
QColor muted();
// a candidate whose price is not publicly listed: its marker on the time axis, its cost unknown
QColor unpriced();
QColor selection();

} // namespace tpuplan::gui::chartstyle
