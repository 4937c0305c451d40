// SPDX-License-Identifier: GPL-3.0-or-later
#include "StepSplitChart.h"

#include "ChartStyle.h"
#include "models/StepSplitModel.h"

#include <QEvent>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QLegend>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QVBarModelMapper>

#include <QCursor>
#include <QToolTip>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

StepSplitChart::StepSplitChart(StepSplitModel* model, QWidget* parent)
    : QChartView(parent)
    , m_model(model)
{
    auto* chart = new QChart;
    chartstyle::apply(chart, QString()); // the texts: retranslateUi
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_bars = new QStackedBarSeries;
    m_bars->setBarWidth(0.6);
    chart->addSeries(m_bars);
    m_mapper = new QVBarModelMapper(this);
    m_mapper->setFirstBarSetColumn(StepSplitModel::Compute);
    m_mapper->setLastBarSetColumn(StepSplitModel::HostTransfer);
    m_mapper->setSeries(m_bars);
    connect(m_bars, &QStackedBarSeries::barsetsAdded, this, &StepSplitChart::styleBarSets);
    m_mapper->setModel(model);

    m_categoryAxis = new QBarCategoryAxis;
    QFont f = m_categoryAxis->labelsFont();
    f.setPointSizeF(7);
    m_categoryAxis->setLabelsFont(f);
    chart->addAxis(m_categoryAxis, Qt::AlignBottom);
    m_bars->attachAxis(m_categoryAxis);
    m_valueAxis
        = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignLeft, QString(), QList<QAbstractSeries*>{m_bars});
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
    m_categoryAxis->setTitleText(tr("Job (▸ the selected one; in parentheses: does not fit)"));
    QFont f = m_categoryAxis->titleFont();
    f.setPointSizeF(7);
    m_categoryAxis->setTitleFont(f);
}

void StepSplitChart::styleBarSets()
{
    // in the order of StepSplitModel's parts
    const QVector<QColor> colors{chartstyle::compute(), chartstyle::communication(), chartstyle::hostTransfer()};
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
    for (int r = 0; r < m_model->rowCount(); ++r) {
        labels << m_model->headerData(r, Qt::Vertical).toString();
        values << m_model->index(r, StepSplitModel::Step).data().toDouble();
    }
    m_categoryAxis->setCategories(labels);
    m_valueAxis->setRange(chartAxisRange(values));
    chart()->setTitle(m_model->gpuCounts() && m_model->rowCount() > 0
                          ? tr("Step time by GPU count: %1").arg(m_model->points().first().hardware)
                          : tr("Step time by job size"));
    setToolTip(m_model->label());
}

} // namespace tpuplan::gui
