// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeCostChart.h"

#include "ServeDocument.h"

#include <QEvent>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

namespace {
// Costs per token span decades (a spot GPU next to an on-demand pod): a log axis from a 30x spread on, as the cost-time
// chart of a training plan.
constexpr double kLogSpan = 30.0;
constexpr double kMsPerSecond = 1000.0; // the axis shows TPOT in milliseconds
} // namespace

ServeCostChart::ServeCostChart(ServeDocument* document, QWidget* parent)
    : QChartView(parent)
    , m_document(document)
{
    auto* chart = new QChart;
    chartstyle::apply(chart, QString());
    m_front = chartstyle::paretoLine();
    m_other = chartstyle::otherPoints();
    m_meeting = chartstyle::runningPoints();
    m_pareto = chartstyle::paretoPoints();
    m_selected = chartstyle::selectionRing();
    const QList<QAbstractSeries*> all{m_front, m_other, m_meeting, m_pareto, m_selected};
    for (QAbstractSeries* s : all)
        chart->addSeries(s);
    for (QLegendMarker* m : chart->legend()->markers(m_pareto))
        m->setVisible(false); // the front's points and line are one legend entry
    for (QLegendMarker* m : chart->legend()->markers(m_selected))
        m->setVisible(false);
    m_xAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignBottom, QString(), all);
    m_yAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignLeft, QString(), all);
    setChart(chart);
    retranslateUi();
    chartstyle::applyView(this);

    for (QScatterSeries* s : {m_other, m_meeting, m_pareto})
        connect(s, &QScatterSeries::clicked, this, [this, s](const QPointF& p) {
            const int row = rowOfPoint(s, int(s->pointsVector().indexOf(p)));
            if (row >= 0)
                m_document->setCurrentCandidate(row);
        });
    connect(document, &ServeDocument::resultsChanged, this, &ServeCostChart::refresh);
    connect(document, &ServeDocument::currentCandidateChanged, this, &ServeCostChart::updateSelection);
    refresh();
}

void ServeCostChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QChartView::changeEvent(event);
}

void ServeCostChart::retranslateUi()
{
    chart()->setTitle(tr("Cost per million output tokens against TPOT"));
    m_front->setName(tr("Pareto front"));
    m_other->setName(tr("No fit / misses targets"));
    m_meeting->setName(tr("Meets the targets"));
    m_xAxis->setTitle(tr("TPOT (ms, median)"));
    m_yAxis->setTitle(tr("$ per million output tokens"));
}

int ServeCostChart::rowOfPoint(QScatterSeries* series, int index) const
{
    const QVector<int> rows = m_rows.value(series);
    return index >= 0 && index < rows.size() ? rows[index] : -1;
}

void ServeCostChart::refresh()
{
    m_rows.clear();
    QVector<QPointF> meeting, other, pareto, front;
    QVector<double> xs, ys;
    const QVector<ServeCandidate>& candidates = m_document->result().candidates;
    for (int row = 0; row < candidates.size(); ++row) {
        const ServeCandidate& c = candidates[row];
        if (!c.priced || !c.fits || c.usdPerMillionOutput <= 0)
            continue; // no point to place: no price or no time
        const QPointF p(c.point.tpotSeconds * kMsPerSecond, c.usdPerMillionOutput);
        xs << p.x();
        ys << p.y();
        QScatterSeries* s = c.pareto ? m_pareto : (c.meetsTargets ? m_meeting : m_other);
        (c.pareto ? pareto : (c.meetsTargets ? meeting : other)) << p;
        m_rows[s] << row;
    }
    // the whole front, listed or not, as core returns it (cheapest first)
    for (const ServeCandidate& c : m_document->result().paretoFront)
        front << QPointF(c.point.tpotSeconds * kMsPerSecond, c.usdPerMillionOutput);
    std::sort(front.begin(), front.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
    m_meeting->replace(meeting);
    m_other->replace(other);
    m_pareto->replace(pareto);
    m_front->replace(front);
    m_xAxis->setRange(chartAxisRange(xs, kLogSpan));
    m_yAxis->setRange(chartAxisRange(ys, kLogSpan));
    updateSelection();
}

void ServeCostChart::updateSelection()
{
    const ServeCandidate* c = m_document->currentCandidateData();
    QVector<QPointF> ring;
    if (c && c->priced && c->fits && c->usdPerMillionOutput > 0)
        ring << QPointF(c->point.tpotSeconds * kMsPerSecond, c->usdPerMillionOutput);
    m_selected->replace(ring);
}

} // namespace tpuplan::gui
