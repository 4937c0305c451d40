// SPDX-License-Identifier: GPL-3.0-or-later
#include "PreemptionSpreadChart.h"

#include "ChartStyle.h"
#include "models/PreemptionSpreadModel.h"

#include <QEvent>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QBoxPlotSeries>
#include <QtCharts/QBoxSet>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QVBarModelMapper>

#include <QCursor>
#include <QToolTip>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

PreemptionSpreadChart::PreemptionSpreadChart(PreemptionSpreadModel* model, QWidget* parent)
    : QChartView(parent)
    , m_model(model)
{
    auto* chart = new QChart;
    chartstyle::apply(chart, QString()); // the texts: retranslateUi
    m_hours = new QBarSeries;
    m_hours->setBarWidth(0.55);
    chart->addSeries(m_hours);
    m_mapper = new QVBarModelMapper(this);
    m_mapper->setFirstRow(1); // row 0, the uninterrupted run, is drawn as a line across the bars
    m_mapper->setFirstBarSetColumn(PreemptionSpreadModel::Hours);
    m_mapper->setLastBarSetColumn(PreemptionSpreadModel::Hours);
    m_mapper->setSeries(m_hours);
    connect(m_hours, &QBarSeries::barsetsAdded, this, &PreemptionSpreadChart::styleBarSets);
    m_mapper->setModel(model);

    // a line over bars takes a bar set's colour in the default theme: give it its own pen (toolchain.md pitfall 15)
    m_cost = new QLineSeries;
    m_cost->setPen(QPen(chartstyle::pareto(), 2.2));
    m_costPoints = new QScatterSeries;
    m_costPoints->setMarkerSize(8);
    m_costPoints->setColor(chartstyle::pareto());
    m_costPoints->setBorderColor(Qt::white);
    m_uninterrupted = new QLineSeries;
    m_uninterrupted->setPen(QPen(chartstyle::selection(), 1.5, Qt::DashLine));
    // the expected run's band: a whisker over its bar, as on the step-time chart
    m_band = new QBoxPlotSeries;
    m_band->setBoxWidth(0.25);
    m_band->setPen(QPen(chartstyle::band(), 1.2));
    m_band->setBrush(Qt::NoBrush);
    chart->addSeries(m_band);
    chart->addSeries(m_uninterrupted);
    chart->addSeries(m_cost);
    chart->addSeries(m_costPoints);

    m_categoryAxis = new QBarCategoryAxis;
    QFont f = m_categoryAxis->labelsFont();
    f.setPointSizeF(7);
    m_categoryAxis->setLabelsFont(f);
    chart->addAxis(m_categoryAxis, Qt::AlignBottom);
    for (QAbstractSeries* s : QList<QAbstractSeries*>{m_hours, m_band, m_uninterrupted, m_cost, m_costPoints})
        s->attachAxis(m_categoryAxis);
    // the units are in the legend ("Hours", "Cost (USD)"): no axis titles, more room for the categories
    m_hoursAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignLeft, QString(),
                                                          QList<QAbstractSeries*>{m_hours, m_band, m_uninterrupted});
    m_costAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignRight, QString(),
                                                         QList<QAbstractSeries*>{m_cost, m_costPoints});
    for (QLegendMarker* m : chart->legend()->markers(m_costPoints))
        m->setVisible(false);
    retranslateUi(chart); // before the view lays the chart out, as the texts were set before
    setChart(chart);
    chartstyle::applyView(this);
    styleBarSets();

    connect(m_hours, &QBarSeries::hovered, this, [this](bool status, int index, QBarSet*) {
        if (!status) {
            QToolTip::hideText();
            return;
        }
        const int row = index + 1; // the bars start at the model's second row
        QToolTip::showText(QCursor::pos(),
                           tr("%1: %2, %3")
                               .arg(m_model->headerData(row, Qt::Vertical).toString(),
                                    m_model->index(row, PreemptionSpreadModel::Hours).data(Qt::ToolTipRole).toString(),
                                    m_model->index(row, PreemptionSpreadModel::Cost).data(Qt::ToolTipRole).toString()),
                           this);
    });
    connect(m_band, &QBoxPlotSeries::hovered, this, [this](bool status, QBoxSet*) {
        if (!status) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(),
                           tr("Calibration band: %1, %2")
                               .arg(m_model->index(1, PreemptionSpreadModel::Hours).data(Qt::ToolTipRole).toString(),
                                    m_model->index(1, PreemptionSpreadModel::Cost).data(Qt::ToolTipRole).toString()),
                           this);
    });
    connect(model, &QAbstractItemModel::modelReset, this, &PreemptionSpreadChart::refresh);
    connect(model, &QAbstractItemModel::dataChanged, this, &PreemptionSpreadChart::refresh);
    refresh();
}

void PreemptionSpreadChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi(chart());
        refresh(); // the title, which names the selected candidate
    }
    QChartView::changeEvent(event);
}

void PreemptionSpreadChart::retranslateUi(QChart* /*chart*/)
{
    // the legend says why there is no cost line where the price is not listed
    m_cost->setName(m_model->priced() ? tr("Cost (USD)") : tr("Cost: not listed"));
    m_uninterrupted->setName(tr("Uninterrupted (h)"));
    m_band->setName(tr("Calibration band"));
}

void PreemptionSpreadChart::styleBarSets()
{
    const QList<QBarSet*> sets = m_hours->barSets();
    for (QBarSet* set : sets) {
        set->setColor(chartstyle::primary());
        set->setBorderColor(chartstyle::primary().darker(115));
    }
    // Outside the mapper's own rebuild, QBarSet::setLabel() makes the mapper (Qt Charts 5.15) delete its bar sets and
    // build new ones, which come back through barsetsAdded: set a label only where it differs, and stop there.
    for (QBarSet* set : sets)
        if (set->label() != tr("Hours")) {
            set->setLabel(tr("Hours"));
            return;
        }
}

QStringList PreemptionSpreadChart::categories() const
{
    return m_categoryAxis->categories();
}

void PreemptionSpreadChart::refresh()
{
    QStringList labels;
    QVector<QPointF> cost;
    QVector<double> hours;
    QVector<double> usd;
    for (int r = 1; r < m_model->rowCount(); ++r) {
        labels << m_model->headerData(r, Qt::Vertical).toString();
        const double h = m_model->index(r, PreemptionSpreadModel::Hours).data().toDouble();
        const QVariant c = m_model->index(r, PreemptionSpreadModel::Cost).data();
        if (c.isValid()) { // no point, never $0, where the price is not listed
            cost << QPointF(r - 1, c.toDouble()); // category i sits at x = i
            usd << c.toDouble();
        }
        hours << h;
    }
    // the band on the expected run, the first bar (the only row core gives a band)
    m_band->clear();
    if (m_model->banded(1)) {
        const double h = m_model->index(1, PreemptionSpreadModel::Hours).data().toDouble();
        const double low = m_model->index(1, PreemptionSpreadModel::HoursLow).data().toDouble();
        const double high = m_model->index(1, PreemptionSpreadModel::HoursHigh).data().toDouble();
        m_band->append(new QBoxSet(low, h, h, h, high));
        hours << high;
    }
    m_categoryAxis->setCategories(labels);
    m_cost->replace(cost);
    m_costPoints->replace(cost);
    if (m_model->rowCount() > 0) {
        const double base = m_model->index(0, PreemptionSpreadModel::Hours).data().toDouble();
        // across every category: from the left edge of the first to the right edge of the last
        m_uninterrupted->replace(QVector<QPointF>{{-0.5, base}, {labels.size() - 0.5, base}});
        hours << base;
    } else {
        m_uninterrupted->clear();
    }
    m_hoursAxis->setRange(chartAxisRange(hours));
    m_costAxis->setRange(chartAxisRange(usd));
    m_costAxis->setLabelsVisible(m_model->priced());
    retranslateUi(chart()); // the cost line's name follows the price
    if (m_model->rowCount() == 0)
        chart()->setTitle(tr("Time and cost under preemption"));
    else if (!m_model->interruptible())
        chart()->setTitle(tr("Time and cost: never preempted (%1)").arg(m_model->label()));
    else if (m_model->hasSpread())
        chart()->setTitle(
            tr("Under preemption, %n simulated run(s): %1", nullptr, m_model->simulatedRuns()).arg(m_model->label()));
    else
        chart()->setTitle(tr("Time and cost under preemption (%1)").arg(m_model->label()));
}

} // namespace tpuplan::gui
