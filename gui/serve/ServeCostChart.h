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

// Cost per million output tokens against the median time per output token: every priced configuration as a point
// (those that meet the targets in colour, the others grey), the Pareto front as a line through its points, and a
// ring around the selected configuration. Clicking a point selects its configuration in the document.
class ServeCostChart : public QtCharts::QChartView
{
    Q_OBJECT
public:
    explicit ServeCostChart(ServeDocument* document, QWidget* parent = nullptr);

    QtCharts::QScatterSeries* meetingSeries() const { return m_meeting; }
    QtCharts::QScatterSeries* otherSeries() const { return m_other; }
    QtCharts::QScatterSeries* paretoSeries() const { return m_pareto; }
    QtCharts::QScatterSeries* selectedSeries() const { return m_selected; }
    QtCharts::QLineSeries* frontSeries() const { return m_front; }
    // The candidate row behind point `index` of `series`, or -1.
    int rowOfPoint(QtCharts::QScatterSeries* series, int index) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void updateSelection();

    ServeDocument* m_document;
    QtCharts::QScatterSeries* m_meeting = nullptr;
    QtCharts::QScatterSeries* m_other = nullptr;
    QtCharts::QScatterSeries* m_pareto = nullptr;
    QtCharts::QScatterSeries* m_selected = nullptr;
    QtCharts::QLineSeries* m_front = nullptr;
    std::unique_ptr<chartstyle::ValueAxis> m_xAxis;
    std::unique_ptr<chartstyle::ValueAxis> m_yAxis;
    QHash<QtCharts::QScatterSeries*, QVector<int>> m_rows;
};

} // namespace tpuplan::gui
