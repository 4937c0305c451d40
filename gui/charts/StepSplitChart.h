// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartStyle.h"

#include <QtCharts/QChartView>

#include <memory>

namespace QtCharts {
class QBarCategoryAxis;
class QStackedBarSeries;
class QVBarModelMapper;
} // namespace QtCharts

namespace tpuplan::gui {

class StepSplitModel;

// The selected candidate's step across job sizes as stacked bars: compute, the communication compute does not hide,
// and the host transfers neither hides (core's stepTimeAcrossJobs through StepSplitModel and a QVBarModelMapper).
// The candidate's own job is marked in its category label; a job that does not fit is in parentheses.
class StepSplitChart : public QtCharts::QChartView
{
    Q_OBJECT
public:
    explicit StepSplitChart(StepSplitModel* model, QWidget* parent = nullptr);

    QtCharts::QStackedBarSeries* barSeries() const { return m_bars; }
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
    QtCharts::QVBarModelMapper* m_mapper = nullptr;
    QtCharts::QBarCategoryAxis* m_categoryAxis = nullptr;
    std::unique_ptr<chartstyle::ValueAxis> m_valueAxis;
};

} // namespace tpuplan::gui
