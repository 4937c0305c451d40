// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartStyle.h"

#include <QtCharts/QChartView>

#include <memory>

class QAbstractItemModel;

namespace QtCharts {
class QAbstractAxis;
class QLineSeries;
class QScatterSeries;
class QVXYModelMapper;
} // namespace QtCharts

namespace tpuplan::gui {

class CandidateTableModel;
class ParetoFrontModel;

// Expected cost against expected time: every listed candidate as a point (those on the Pareto front highlighted,
// those that do not fit or miss a constraint greyed), the whole Pareto front as a line, and a ring around the
// selected candidate with a segment over its calibration band (expected time and cost at the band's two ends). A
// candidate whose price is not publicly listed has no cost to place it by: it sits on the time axis (the foot of the
// cost axis) as a pale square of its own series, "Price not listed", and its band is a segment of time alone;
// without any listed price the cost axis shows no numbers. Points are read from the candidate model's roles; the
// front line through a QVXYModelMapper. Clicking a point emits its row in the candidate model.
class CostTimeChart : public QtCharts::QChartView
{
    Q_OBJECT
public:
    CostTimeChart(CandidateTableModel* candidates, ParetoFrontModel* front, QWidget* parent = nullptr);

    void setSelectedRow(int row);
    int selectedRow() const { return m_selectedRow; }

    QtCharts::QScatterSeries* fittingSeries() const { return m_fitting; }
    QtCharts::QScatterSeries* paretoSeries() const { return m_pareto; }
    QtCharts::QScatterSeries* otherSeries() const { return m_other; }
    // the candidates that fit and meet the constraints but whose price is not listed, on the time axis
    QtCharts::QScatterSeries* unpricedSeries() const { return m_unpriced; }
    // the cost where the time axis crosses the cost axis: where points without a cost are drawn
    double timeAxisCost() const { return m_timeAxisCost; }
    const chartstyle::ValueAxis& costAxis() const { return *m_yAxis; }
    QtCharts::QScatterSeries* selectedSeries() const { return m_selected; }
    QtCharts::QLineSeries* frontSeries() const { return m_front; }
    // the selected candidate's calibration band: a segment from the low to the high end of its expected time and cost
    QtCharts::QLineSeries* bandSeries() const { return m_band; }
    // The candidate row behind point `index` of `series` (one of the four scatter series), or -1.
    int rowOfPoint(QtCharts::QScatterSeries* series, int index) const;
    // Emits candidateClicked for the point of `series` at `point`, as a mouse click on it does.
    void clickPoint(QtCharts::QScatterSeries* series, const QPointF& point);

signals:
    void candidateClicked(int row);

protected:
    // the names, titles and axes in the new language
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi(QtCharts::QChart* chart);
    void refresh();
    void refreshAxes();
    void updateSelection();
    void placePoints();
    void setCostAxisTitle();
    // candidates are listed, none with a listed price: the cost axis has nothing to show
    bool noListedPrice() const;

    CandidateTableModel* m_candidates;
    ParetoFrontModel* m_frontModel;
    QtCharts::QScatterSeries* m_fitting = nullptr;
    QtCharts::QScatterSeries* m_pareto = nullptr;
    QtCharts::QScatterSeries* m_other = nullptr;
    QtCharts::QScatterSeries* m_unpriced = nullptr;
    QtCharts::QScatterSeries* m_selected = nullptr;
    QtCharts::QLineSeries* m_front = nullptr;
    QtCharts::QLineSeries* m_band = nullptr;
    QtCharts::QVXYModelMapper* m_frontMapper = nullptr;
    std::unique_ptr<chartstyle::ValueAxis> m_xAxis;
    std::unique_ptr<chartstyle::ValueAxis> m_yAxis;
    // a point before the cost axis has its range: on the time axis where the cost is unknown
    struct Point
    {
        double hours = 0;
        double usd = 0;
        bool unknownCost = false;
    };
    QHash<QtCharts::QScatterSeries*, QVector<int>> m_rows;
    QHash<QtCharts::QScatterSeries*, QVector<Point>> m_points;
    int m_selectedRow = -1;
    QVector<double> m_pointXs; // the candidates' points, for the axis ranges
    QVector<double> m_pointYs; // the known costs alone
    double m_timeAxisCost = 0;
};

} // namespace tpuplan::gui
