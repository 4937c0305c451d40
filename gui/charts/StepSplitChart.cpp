// SPDX-License-Identifier: GPL-3.0-or-later
#include "StepSplitChart.h"

#include "ChartStyle.h"
#include "models/StepSplitModel.h"

#include <QEvent>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarLegendMarker>
#include <QtCharts/QBarSet>
#include <QtCharts/QBoxPlotSeries>
#include <QtCharts/QBoxSet>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QVBarModelMapper>

#include <QCursor>
#include <QHash>
#include <QToolTip>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

namespace {
constexpr int kRoomyLegend = 4; // parts the legend under the bars holds at the usual font
constexpr double kSmallLegendPointSize = 6.5;
} // namespace

StepSplitChart::StepSplitChart(StepSplitModel* model, QWidget* parent)
    : QChartView(parent)
    , m_model(model)
{
    auto* chart = new QChart;
    chartstyle::apply(chart, QString()); // the texts: retranslateUi
    // under the bars (at the side it takes the width the job labels need), unless it is crowded (refresh)
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_bars = new QStackedBarSeries;
    m_bars->setBarWidth(0.6);
    chart->addSeries(m_bars);
    m_mapper = new QVBarModelMapper(this);
    m_mapper->setFirstBarSetColumn(StepSplitModel::Matmul);
    m_mapper->setLastBarSetColumn(StepSplitModel::HostTransfer);
    m_mapper->setSeries(m_bars);
    connect(m_bars, &QStackedBarSeries::barsetsAdded, this, &StepSplitChart::styleBarSets);
    m_mapper->setModel(model);
    // the band as a whisker over each bar: a box plot with a flat box at the step (refresh)
    m_band = new QBoxPlotSeries;
    m_band->setBoxWidth(0.3);
    m_band->setPen(QPen(chartstyle::band(), 1.2));
    m_band->setBrush(Qt::NoBrush);
    chart->addSeries(m_band);

    m_categoryAxis = new QBarCategoryAxis;
    QFont f = m_categoryAxis->labelsFont();
    f.setPointSizeF(7);
    m_categoryAxis->setLabelsFont(f);
    chart->addAxis(m_categoryAxis, Qt::AlignBottom);
    m_bars->attachAxis(m_categoryAxis);
    m_band->attachAxis(m_categoryAxis);
    m_valueAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignLeft, QString(),
                                                          QList<QAbstractSeries*>{m_bars, m_band});
    // the title names the whiskers: the legend keeps its width for the parts
    for (QLegendMarker* m : chart->legend()->markers(m_band))
        m->setVisible(false);
    m_legendPointSize = chart->legend()->font().pointSizeF();
    retranslateUi(); // before the view lays the chart out, as the texts were set before
    setChart(chart);
    chartstyle::applyView(this);
    styleBarSets();

    connect(m_bars, &QStackedBarSeries::hovered, this, [this](bool status, int index, QBarSet*) {
        if (!status) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(), m_model->headerData(index, Qt::Vertical, Qt::ToolTipRole).toString(), this);
    });
    connect(m_band, &QBoxPlotSeries::hovered, this, [this](bool status, QBoxSet* set) {
        const int index = m_band->boxSets().indexOf(set);
        if (!status || index < 0) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(), m_model->headerData(index, Qt::Vertical, Qt::ToolTipRole).toString(), this);
    });
    connect(model, &QAbstractItemModel::modelReset, this, &StepSplitChart::refresh);
    connect(model, &QAbstractItemModel::dataChanged, this, &StepSplitChart::refresh);
    refresh();
}

void StepSplitChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh(); // the category labels
    }
    QChartView::changeEvent(event);
}

void StepSplitChart::retranslateUi()
{
    m_valueAxis->setTitle(tr("Seconds per step"));
    m_band->setName(tr("Calibration band"));
    m_categoryAxis->setTitleText(tr("Job (▸ the selected one; in parentheses: does not fit)"));
    QFont f = m_categoryAxis->titleFont();
    f.setPointSizeF(7);
    m_categoryAxis->setTitleFont(f);
}

void StepSplitChart::styleBarSets()
{
    // in the order of StepSplitModel's parts
    const QVector<QColor> colors{
        chartstyle::matmul(),          chartstyle::attention(),      chartstyle::memoryBound(),
        chartstyle::optimizerUpdate(), chartstyle::stepOverhead(),   chartstyle::pipelineBubble(),
        chartstyle::communication(),   chartstyle::contextTraffic(), chartstyle::hostTransfer()};
    const QList<QBarSet*> sets = m_bars->barSets();
    for (int i = 0; i < sets.size() && i < colors.size(); ++i) {
        sets[i]->setColor(colors[i]);
        sets[i]->setBorderColor(colors[i].darker(115));
    }
}

QStringList StepSplitChart::categories() const
{
    return m_categoryAxis->categories();
}

void StepSplitChart::refresh()
{
    QStringList labels;
    QVector<double> values;
    QList<QBoxSet*> band;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        labels << m_model->headerData(r, Qt::Vertical).toString();
        const double step = m_model->index(r, StepSplitModel::Step).data().toDouble();
        const double low = m_model->index(r, StepSplitModel::StepLow).data().toDouble();
        const double high = m_model->index(r, StepSplitModel::StepHigh).data().toDouble();
        values << step << high;
        band << new QBoxSet(low, step, step, step, high, labels.last());
    }
    m_band->clear();
    m_band->append(band);
    // a part no job has (host transfers without offload, communication on one device) stays out of the legend; more
    // than four parts do not fit under the bars: they go to the side in a smaller font (the font first: a new legend
    // font shows every marker again)
    QHash<QBarSet*, bool> shown;
    for (QBarSet* set : m_bars->barSets()) {
        bool any = false;
        for (int i = 0; i < set->count(); ++i)
            any = any || set->at(i) > 0;
        shown.insert(set, any);
    }
    const bool crowded = std::count(shown.cbegin(), shown.cend(), true) > kRoomyLegend;
    QFont legendFont = chart()->legend()->font();
    legendFont.setPointSizeF(crowded ? kSmallLegendPointSize : m_legendPointSize);
    if (legendFont != chart()->legend()->font())
        chart()->legend()->setFont(legendFont);
    const Qt::Alignment side = crowded ? Qt::AlignRight : Qt::AlignBottom;
    if (chart()->legend()->alignment() != side)
        chart()->legend()->setAlignment(side);
    for (QLegendMarker* marker : chart()->legend()->markers(m_bars))
        if (auto* bar = qobject_cast<QBarLegendMarker*>(marker))
            bar->setVisible(shown.value(bar->barset(), true));
    for (QLegendMarker* marker : chart()->legend()->markers(m_band))
        marker->setVisible(false);
    m_categoryAxis->setCategories(labels);
    m_valueAxis->setRange(chartAxisRange(values));
    chart()->setTitle(
        m_model->gpuCounts() && m_model->rowCount() > 0
            ? tr("Step time by GPU count: %1 (whiskers: calibration band)").arg(m_model->points().first().hardware)
            : tr("Step time by job size (whiskers: calibration band)"));
    setToolTip(m_model->label());
}

} // namespace tpuplan::gui
