// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartStyle.h"

#include <QtCharts/QChartView>

#include <memory>

namespace QtCharts {
class QLineSeries;
class QScatterSeries;
} // namespace QtCharts

namespace tpuplan::gui {

class ServeDocument;

// One replica of the selected configuration as the requests in flight grow (ServePlanner::concurrencySweep): its
// output tokens per second on the left axis, the median TPOT and TTFT in seconds on the right one, and the replica's
// operating point under the plan's traffic as a ring on the throughput line.
class ServeSweepChart : public QtCharts::QChartView
{
    Q_OBJECT
public:
    explicit ServeSweepChart(ServeDocument* document, QWidget* parent = nullptr);

    QtCharts::QLineSeries* throughputSeries() const { return m_throughput; }
    QtCharts::QLineSeries* tpotSeries() const { return m_tpot; }
    QtCharts::QLineSeries* ttftSeries() const { return m_ttft; }
    QtCharts::QScatterSeries* operatingPoint() const { return m_point; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();

    ServeDocument* m_document;
    QtCharts::QLineSeries* m_throughput = nullptr;
    QtCharts::QLineSeries* m_tpot = nullptr;
    QtCharts::QLineSeries* m_ttft = nullptr;
    QtCharts::QScatterSeries* m_point = nullptr;
    std::unique_ptr<chartstyle::ValueAxis> m_xAxis;
    std::unique_ptr<chartstyle::ValueAxis> m_throughputAxis;
    std::unique_ptr<chartstyle::ValueAxis> m_latencyAxis;
};

} // namespace tpuplan::gui
