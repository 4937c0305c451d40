// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartStyle.h"

#include <QtCharts/QChartView>

#include <memory>

class QSortFilterProxyModel;

namespace QtCharts {
class QBarCategoryAxis;
class QHorizontalStackedBarSeries;
class QVBarModelMapper;
} // namespace QtCharts

namespace tpuplan::gui {

class PaddingStrategyModel;

// The padded share of each strategy as horizontal bars, top-down in the table's order (QVBarModelMapper over the
// model's two chart columns, through a proxy that reverses the rows: the recommended strategy's bar in its own colour).
class PaddingChart : public QtCharts::QChartView
{
    Q_OBJECT
public:
    explicit PaddingChart(PaddingStrategyModel* model, QWidget* parent = nullptr);

    QtCharts::QHorizontalStackedBarSeries* barSeries() const { return m_bars; }
    QStringList categories() const;
    void retranslateUi();

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void styleBarSets();

    PaddingStrategyModel* m_model;
    // the model's rows bottom-up: a horizontal bar chart draws its first category at the bottom
    QSortFilterProxyModel* m_reversed;
    QtCharts::QHorizontalStackedBarSeries* m_bars = nullptr;
    QtCharts::QVBarModelMapper* m_mapper = nullptr;
    QtCharts::QBarCategoryAxis* m_categoryAxis = nullptr;
    std::unique_ptr<chartstyle::ValueAxis> m_valueAxis;
};

} // namespace tpuplan::gui
