// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartStyle.h"

#include <QtCharts/QChartView>

#include <memory>

namespace QtCharts {
class QBarSeries;
class QCategoryAxis;
class QLineSeries;
class QVBarModelMapper;
} // namespace QtCharts

namespace tpuplan::gui {

class LengthHistogramModel;

// How many sequences have each length: one bar per bin of the model (QVBarModelMapper over its count column), labels
// under every few bars so that they never overlap, and the plan's sequence length as a dashed line.
class LengthHistogramChart : public QtCharts::QChartView
{
    Q_OBJECT
public:
    explicit LengthHistogramChart(LengthHistogramModel* model, QWidget* parent = nullptr);

    QtCharts::QBarSeries* barSeries() const { return m_bars; }
    // The bars as drawn (the first bar set's values).
    QVector<double> barValues() const;
    // The labels under the bars.
    QStringList axisLabels() const;
    // Marks `length` tokens (the plan's sequence length) with a dashed line; 0 removes it.
    void setMarker(int length);
    void retranslateUi();

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void styleBarSets();

    LengthHistogramModel* m_model;
    QtCharts::QBarSeries* m_bars = nullptr;
    QtCharts::QVBarModelMapper* m_mapper = nullptr;
    QtCharts::QCategoryAxis* m_axisX = nullptr;
    QtCharts::QLineSeries* m_marker = nullptr;
    std::unique_ptr<chartstyle::ValueAxis> m_axisY;
    int m_markerLength = 0;
};

} // namespace tpuplan::gui
