// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartStyle.h"

#include <QtCharts/QChartView>

#include <memory>

namespace QtCharts {
class QAbstractAxis;
class QLineSeries;
class QScatterSeries;
class QVXYModelMapper;
} // namespace QtCharts

namespace tpuplan::gui {

class SeqLenMemoryModel;

// Memory per device against sequence length for the selected candidate's model, batch and device, without and with
// checkpointing (two QVXYModelMapper-fed lines), with a horizontal line for each device memory size in play and a
// marker at the plan's own length.
class MemoryVsSeqLenChart : public QtCharts::QChartView
{
    Q_OBJECT
public:
    explicit MemoryVsSeqLenChart(SeqLenMemoryModel* model, QWidget* parent = nullptr);

    QtCharts::QLineSeries* withoutSeries() const { return m_without; }
    QtCharts::QLineSeries* withSeries() const { return m_with; }
    // The memory-size lines in use (as many as the model has memory columns).
    QVector<QtCharts::QLineSeries*> hbmSeries() const;

protected:
    // the names, titles and axes in the new language
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi(QtCharts::QChart* chart);
    void refresh();

    SeqLenMemoryModel* m_model;
    QtCharts::QLineSeries* m_without = nullptr;
    QtCharts::QLineSeries* m_with = nullptr;
    QtCharts::QScatterSeries* m_current = nullptr;
    QtCharts::QVXYModelMapper* m_withoutMapper = nullptr;
    QtCharts::QVXYModelMapper* m_withMapper = nullptr;
    QVector<QtCharts::QLineSeries*> m_hbm;
    std::unique_ptr<chartstyle::ValueAxis> m_xAxis;
    std::unique_ptr<chartstyle::ValueAxis> m_yAxis;
};

} // namespace tpuplan::gui
