// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartStyle.h"

#include <QtCharts/QChartView>

#include <memory>

namespace QtCharts {
class QAbstractAxis;
class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QStackedBarSeries;
class QVBarModelMapper;
} // namespace QtCharts

namespace tpuplan::gui {

class MemoryBreakdownModel;

// Memory per device as stacked bars (parameters, gradients, optimizer states, activations, runtime overhead, sharding
// buffers) for the selected candidate and the best other configurations, each against its device's memory and the
// usable part of it. Hatched over each bar: what the mesh spread over the other devices and what went to the host, so
// that the bar's top is a full replica's memory.
// The bars come from the model through a QVBarModelMapper; the memory lines follow the same rows.
class MemoryBreakdownChart : public QtCharts::QChartView
{
    Q_OBJECT
public:
    explicit MemoryBreakdownChart(MemoryBreakdownModel* model, QWidget* parent = nullptr);

    QtCharts::QStackedBarSeries* barSeries() const { return m_bars; }
    QStringList categories() const;
    // Device-memory level drawn for each category, in the model's row order.
    QVector<double> deviceMemoryLevels() const;
    // The names of the parts the legend shows: those that are not zero in every bar.
    QStringList shownParts() const;

signals:
    void candidateClicked(int candidateRow);

protected:
    // the names, titles and axes in the new language
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi(QtCharts::QChart* chart);
    void refresh();
    void styleBarSets();

    MemoryBreakdownModel* m_model;
    QtCharts::QStackedBarSeries* m_bars = nullptr;
    QtCharts::QVBarModelMapper* m_mapper = nullptr;
    QtCharts::QBarCategoryAxis* m_categoryAxis = nullptr;
    std::unique_ptr<chartstyle::ValueAxis> m_valueAxis;
    QVector<QtCharts::QLineSeries*> m_deviceLines;
    QVector<QtCharts::QLineSeries*> m_usableLines;
    double m_legendPointSize = 0;
    QStringList m_shownParts;
};

} // namespace tpuplan::gui
