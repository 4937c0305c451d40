// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartStyle.h"

#include <QtCharts/QChartView>

#include <memory>

namespace QtCharts {
class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QStackedBarSeries;
} // namespace QtCharts

namespace tpuplan::gui {

class ServeDocument;

// The memory of one device of the selected configuration as one stacked bar: the weights, the engine's activation
// peak, what the engine keeps free (its reserve) and the KV cache pool it leaves, against the device's memory.
class ServeMemoryChart : public QtCharts::QChartView
{
    Q_OBJECT
public:
    explicit ServeMemoryChart(ServeDocument* document, QWidget* parent = nullptr);

    QtCharts::QStackedBarSeries* barSeries() const { return m_bars; }
    // weights, activations, reserve, KV cache: the bar's parts in GiB
    QVector<double> partsGiB() const;
    double capacityGiB() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();

    ServeDocument* m_document;
    QtCharts::QStackedBarSeries* m_bars = nullptr;
    QVector<QtCharts::QBarSet*> m_sets;
    QtCharts::QLineSeries* m_capacity = nullptr;
    QtCharts::QBarCategoryAxis* m_categoryAxis = nullptr;
    std::unique_ptr<chartstyle::ValueAxis> m_valueAxis;
};

} // namespace tpuplan::gui
