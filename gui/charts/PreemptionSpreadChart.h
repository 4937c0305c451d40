// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartStyle.h"

#include <QtCharts/QChartView>

#include <memory>

namespace QtCharts {
class QAbstractAxis;
class QBarCategoryAxis;
class QBarSeries;
class QBoxPlotSeries;
class QLineSeries;
class QScatterSeries;
class QVBarModelMapper;
} // namespace QtCharts

namespace tpuplan::gui {

class PreemptionSpreadModel;

// The selected candidate's run expected under preemption and its simulated P10/P50/P90: hours as bars
// (QVBarModelMapper over the model's hours column, from its second row), cost as a line on its own axis, and the
// uninterrupted run (the model's first row) as a dashed line across the bars. The expected run's bar carries a whisker
// over the time model's calibration band (a box plot whose box is flat at the expected hours).
class PreemptionSpreadChart : public QtCharts::QChartView
{
    Q_OBJECT
public:
    explicit PreemptionSpreadChart(PreemptionSpreadModel* model, QWidget* parent = nullptr);

    QtCharts::QBarSeries* hoursSeries() const { return m_hours; }
    QtCharts::QLineSeries* costSeries() const { return m_cost; }
    // the expected run's calibration band in hours: one box set, or none
    QtCharts::QBoxPlotSeries* bandSeries() const { return m_band; }
    QStringList categories() const;

protected:
    // the names, titles and axes in the new language
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi(QtCharts::QChart* chart);
    void refresh();
    void styleBarSets();

    PreemptionSpreadModel* m_model;
    QtCharts::QBarSeries* m_hours = nullptr;
    QtCharts::QVBarModelMapper* m_mapper = nullptr;
    QtCharts::QLineSeries* m_cost = nullptr;
    QtCharts::QBoxPlotSeries* m_band = nullptr;
    QtCharts::QLineSeries* m_uninterrupted = nullptr;
    QtCharts::QScatterSeries* m_costPoints = nullptr;
    QtCharts::QBarCategoryAxis* m_categoryAxis = nullptr;
    std::unique_ptr<chartstyle::ValueAxis> m_hoursAxis;
    std::unique_ptr<chartstyle::ValueAxis> m_costAxis;
};

} // namespace tpuplan::gui
