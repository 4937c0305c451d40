// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartStyle.h"

#include <QtCharts/QChartView>

#include <memory>

namespace QtCharts {
class QBarCategoryAxis;
class QBoxPlotSeries;
class QStackedBarSeries;
class QVBarModelMapper;
} // namespace QtCharts

namespace tpuplan::gui {

class StepSplitModel;

// The selected candidate's step across job sizes as stacked bars: compute in the roofline's terms (matmuls, attention,
// memory-bound work, optimizer update), the communication compute does not hide, and the host transfers neither
// hides (core's stepTimeAcrossJobs through StepSplitModel and a QVBarModelMapper), with a whisker over each bar from
// the low to the high end of the calibration band (a box plot whose box is flat at the step). The candidate's own job
// is marked in its category label; a job that does not fit is in parentheses.
class StepSplitChart : public QtCharts::QChartView
{
    Q_OBJECT
public:
    explicit StepSplitChart(StepSplitModel* model, QWidget* parent = nullptr);

    QtCharts::QStackedBarSeries* barSeries() const { return m_bars; }
    // one box set per job: the band's low and high ends as its extremes, the step as its box
    QtCharts::QBoxPlotSeries* bandSeries() const { return m_band; }
    QStringList categories() const;

protected:
    // the names, titles and axes in the new language
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void styleBarSets();

    StepSplitModel* m_model;
    QtCharts::QStackedBarSeries* m_bars = nullptr;
    QtCharts::QBoxPlotSeries* m_band = nullptr;
    QtCharts::QVBarModelMapper* m_mapper = nullptr;
    QtCharts::QBarCategoryAxis* m_categoryAxis = nullptr;
    std::unique_ptr<chartstyle::ValueAxis> m_valueAxis;
    double m_legendPointSize = 0; // the legend's usual font size
};

} // namespace tpuplan::gui
