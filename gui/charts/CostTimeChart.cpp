// SPDX-License-Identifier: GPL-3.0-or-later
#include "CostTimeChart.h"

#include "ChartStyle.h"
#include "models/CandidateTableModel.h"
#include "models/ParetoFrontModel.h"

#include <QEvent>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QVXYModelMapper>

#include <QCursor>
#include <QToolTip>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

namespace {
// Costs and times of a plan often span decades (free Colab next to on-demand pods): a log axis from a 30x spread on.
constexpr double kLogSpan = 30.0;
} // namespace

CostTimeChart::CostTimeChart(CandidateTableModel* candidates, ParetoFrontModel* front, QWidget* parent)
    : QChartView(parent)
    , m_candidates(candidates)
    , m_frontModel(front)
{
    auto* chart = new QChart;
    chartstyle::apply(chart, QString()); // the texts: retranslateUi

    m_front = chartstyle::paretoLine();
    m_other = chartstyle::otherPoints();
    m_fitting = chartstyle::runningPoints();
    m_pareto = chartstyle::paretoPoints();
    // no cost to place it by: a pale square with a dark border on the time axis, in a colour of its own
    m_unpriced = new QScatterSeries;
    m_unpriced->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_unpriced->setMarkerSize(10);
    m_unpriced->setColor(chartstyle::unpriced().lighter(185)); // pale: the legend's marker takes this colour
    m_unpriced->setPen(QPen(chartstyle::unpriced(), 2));
    m_selected = chartstyle::selectionRing();
    // time and cost scale together with the step, so the band is a segment through the selected point
    m_band = new QLineSeries;
    m_band->setPen(QPen(chartstyle::band(), 2.5, Qt::SolidLine, Qt::RoundCap));
    // the band over the ring: it is often not much longer than the ring is wide
    const QList<QAbstractSeries*> all{m_front, m_other, m_unpriced, m_fitting, m_pareto, m_selected, m_band};
    for (QAbstractSeries* s : all)
        chart->addSeries(s);
    // the front's points and its line are one thing to a reader: one legend entry ("Pareto front") for both
    for (QLegendMarker* m : chart->legend()->markers(m_pareto))
        m->setVisible(false);

    m_frontMapper = new QVXYModelMapper(this);
    m_frontMapper->setXColumn(ParetoFrontModel::ExpectedHours);
    m_frontMapper->setYColumn(ParetoFrontModel::ExpectedCost);
    m_frontMapper->setSeries(m_front);
    m_frontMapper->setModel(front);

    m_xAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignBottom, QString(), all);
    m_yAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignLeft, QString(), all);
    retranslateUi(chart); // before the view lays the chart out, as the texts were set before
    setChart(chart);
    chartstyle::applyView(this);

    for (QScatterSeries* s : {m_other, m_unpriced, m_fitting, m_pareto}) {
        connect(s, &QScatterSeries::clicked, this, [this, s](const QPointF& p) { clickPoint(s, p); });
        connect(s, &QScatterSeries::hovered, this, [this, s](const QPointF& p, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const QVector<QPointF> points = s->pointsVector();
            const int i = points.indexOf(p);
            const int row = rowOfPoint(s, i);
            if (row >= 0) {
                const QModelIndex index = m_candidates->index(row, 0);
                QToolTip::showText(QCursor::pos(),
                                   index.data(CandidateTableModel::LabelRole).toString() + QLatin1Char('\n')
                                       + index.data(CandidateTableModel::BandTextRole).toString(),
                                   this);
            }
        });
    }
    connect(candidates, &QAbstractItemModel::modelReset, this, &CostTimeChart::refresh);
    connect(candidates, &QAbstractItemModel::dataChanged, this, &CostTimeChart::refresh);
    connect(front, &QAbstractItemModel::modelReset, this, &CostTimeChart::refreshAxes); // the mapper draws the line
    refresh();
}

void CostTimeChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi(chart());
    QChartView::changeEvent(event);
}

void CostTimeChart::retranslateUi(QChart* chart)
{
    chart->setTitle(tr("Cost against time"));
    m_front->setName(tr("Pareto front"));
    m_other->setName(tr("No fit / constraint"));
    m_unpriced->setName(tr("Price not listed"));
    m_fitting->setName(tr("Fits"));
    m_pareto->setName(tr("Pareto"));
    m_selected->setName(tr("Selected"));
    m_band->setName(tr("Calibration band"));
    m_xAxis->setTitle(tr("Expected time (h)"));
    setCostAxisTitle();
}

void CostTimeChart::setCostAxisTitle()
{
    // no listed price among the candidates: an axis of costs with nothing on it would read as $0 to $1
    m_yAxis->setTitle(noListedPrice() ? tr("Cost unknown") : tr("Expected cost (USD)"));
}

int CostTimeChart::rowOfPoint(QScatterSeries* series, int index) const
{
    const QVector<int> rows = m_rows.value(series);
    return index >= 0 && index < rows.size() ? rows[index] : -1;
}

void CostTimeChart::clickPoint(QScatterSeries* series, const QPointF& point)
{
    const int row = rowOfPoint(series, series->pointsVector().indexOf(point));
    if (row >= 0)
        emit candidateClicked(row);
}

void CostTimeChart::setSelectedRow(int row)
{
    m_selectedRow = row;
    updateSelection();
}

void CostTimeChart::updateSelection()
{
    const QModelIndex i = m_candidates->index(m_selectedRow, 0);
    if (!i.isValid()) {
        m_selected->clear();
        m_band->clear();
        return;
    }
    QPointF low = i.data(CandidateTableModel::BandLowRole).toPointF();
    QPointF high = i.data(CandidateTableModel::BandHighRole).toPointF();
    QPointF point(i.data(CandidateTableModel::ExpectedHoursRole).toDouble(),
                  i.data(CandidateTableModel::ExpectedCostRole).toDouble());
    if (!i.data(CandidateTableModel::PricedRole).toBool()) { // on the time axis: the band in time alone
        low.setY(m_timeAxisCost);
        high.setY(m_timeAxisCost);
        point.setY(m_timeAxisCost);
    }
    m_band->replace(QVector<QPointF>{low, high});
    m_selected->replace(QVector<QPointF>{point});
}

void CostTimeChart::refresh()
{
    m_rows.clear();
    m_points.clear();
    QVector<double> xs, ys;
    for (int r = 0; r < m_candidates->rowCount(); ++r) {
        const QModelIndex i = m_candidates->index(r, 0);
        const bool priced = i.data(CandidateTableModel::PricedRole).toBool();
        const Point p{i.data(CandidateTableModel::ExpectedHoursRole).toDouble(),
                      i.data(CandidateTableModel::ExpectedCostRole).toDouble(), !priced};
        const QPointF low = i.data(CandidateTableModel::BandLowRole).toPointF();
        const QPointF high = i.data(CandidateTableModel::BandHighRole).toPointF();
        xs << p.hours << low.x()
           << high.x(); // the axes hold any candidate's band: they stay put as the selection moves
        if (priced)
            ys << p.usd << low.y() << high.y();
        QScatterSeries* series = m_fitting;
        if (!i.data(CandidateTableModel::FitsRole).toBool()
            || !i.data(CandidateTableModel::WithinConstraintsRole).toBool())
            series = m_other;
        else if (!priced)
            series = m_unpriced;
        else if (i.data(CandidateTableModel::ParetoRole).toBool())
            series = m_pareto;
        m_points[series] << p;
        m_rows[series] << r;
    }
    for (QScatterSeries* s : {m_other, m_unpriced})
        for (QLegendMarker* m : chart()->legend()->markers(s))
            m->setVisible(!m_points.value(s).isEmpty());
    m_pointXs = xs;
    m_pointYs = ys;
    setCostAxisTitle();
    refreshAxes();
}

void CostTimeChart::refreshAxes()
{
    QVector<double> xs = m_pointXs;
    QVector<double> ys = m_pointYs;
    for (int r = 0; r < m_frontModel->rowCount(); ++r) {
        xs << m_frontModel->index(r, ParetoFrontModel::ExpectedHours).data().toDouble();
        ys << m_frontModel->index(r, ParetoFrontModel::ExpectedCost).data().toDouble();
    }
    m_xAxis->setRange(chartAxisRange(xs, kLogSpan));
    const AxisRange costs = chartAxisRange(ys, kLogSpan);
    m_yAxis->setRange(costs);
    m_yAxis->setLabelsVisible(!noListedPrice());
    m_timeAxisCost = costs.min; // the foot of the cost axis, where the time axis runs
    placePoints();
    updateSelection();
}

bool CostTimeChart::noListedPrice() const
{
    return m_pointYs.isEmpty() && m_candidates->rowCount() > 0;
}

void CostTimeChart::placePoints()
{
    for (QScatterSeries* s : {m_other, m_unpriced, m_fitting, m_pareto}) {
        QVector<QPointF> points;
        for (const Point& p : m_points.value(s))
            points << QPointF(p.hours, p.unknownCost ? m_timeAxisCost : p.usd);
        s->replace(points);
    }
}

} // namespace tpuplan::gui
