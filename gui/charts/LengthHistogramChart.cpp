// SPDX-License-Identifier: GPL-3.0-or-later
#include "LengthHistogramChart.h"

#include "xla/LengthHistogramModel.h"

#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QVBarModelMapper>

#include <QCursor>
#include <QEvent>
#include <QLocale>
#include <QToolTip>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

namespace {
constexpr int kMaxLabels = 9; // labels under the bars, at most
}

LengthHistogramChart::LengthHistogramChart(LengthHistogramModel* model, QWidget* parent)
    : QChartView(parent)
    , m_model(model)
{
    auto* chart = new QChart;
    chartstyle::apply(chart, QString());
    chart->legend()->hide();
    m_bars = new QBarSeries;
    m_bars->setBarWidth(0.92);
    chart->addSeries(m_bars);
    m_mapper = new QVBarModelMapper(this);
    m_mapper->setFirstBarSetColumn(LengthHistogramModel::Count);
    m_mapper->setLastBarSetColumn(LengthHistogramModel::Count);
    m_mapper->setSeries(m_bars);
    connect(m_bars, &QBarSeries::barsetsAdded, this, &LengthHistogramChart::styleBarSets);
    m_mapper->setModel(model);

    m_marker = new QLineSeries;
    m_marker->setPen(QPen(chartstyle::pareto(), 1.8, Qt::DashLine));
    chart->addSeries(m_marker);

    // a value axis with labels placed under chosen bars: a bar category axis would label every one of 64 bars
    m_axisX = new QCategoryAxis;
    m_axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_axisX->setGridLineVisible(false);
    QFont f = m_axisX->labelsFont();
    f.setPointSizeF(7.5);
    m_axisX->setLabelsFont(f);
    QFont tf = m_axisX->titleFont();
    tf.setPointSizeF(8);
    tf.setBold(false);
    m_axisX->setTitleFont(tf);
    chart->addAxis(m_axisX, Qt::AlignBottom);
    m_bars->attachAxis(m_axisX);
    m_marker->attachAxis(m_axisX);
    m_axisY = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignLeft, QString(),
                                                      QList<QAbstractSeries*>{m_bars, m_marker});
    setChart(chart);
    chartstyle::applyView(this);
    styleBarSets();

    connect(m_bars, &QBarSeries::hovered, this, [this](bool status, int index, QBarSet*) {
        if (!status) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(),
                           m_model->index(index, LengthHistogramModel::Count).data(Qt::ToolTipRole).toString(), this);
    });
    connect(model, &QAbstractItemModel::modelReset, this, &LengthHistogramChart::refresh);
    connect(model, &QAbstractItemModel::dataChanged, this, &LengthHistogramChart::refresh);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &LengthHistogramChart::refresh);
    retranslateUi();
}

void LengthHistogramChart::styleBarSets()
{
    for (QBarSet* set : m_bars->barSets()) {
        set->setColor(chartstyle::primary());
        set->setBorderColor(chartstyle::primary().darker(120));
    }
}

QVector<double> LengthHistogramChart::barValues() const
{
    QVector<double> out;
    const QList<QBarSet*> sets = m_bars->barSets();
    if (sets.isEmpty())
        return out;
    for (int i = 0; i < sets.first()->count(); ++i)
        out << sets.first()->at(i);
    return out;
}

QStringList LengthHistogramChart::axisLabels() const
{
    return m_axisX->categoriesLabels();
}

void LengthHistogramChart::setMarker(int length)
{
    m_markerLength = length;
    refresh();
}

void LengthHistogramChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QChartView::changeEvent(event);
}

void LengthHistogramChart::retranslateUi()
{
    refresh();
}

void LengthHistogramChart::refresh()
{
    const int bins = m_model->rowCount();
    for (const QString& label : m_axisX->categoriesLabels())
        m_axisX->remove(label);
    m_axisX->setStartValue(-0.5);
    const int step = std::max(1, (bins + kMaxLabels - 1) / kMaxLabels);
    const QLocale loc;
    for (int r = 0; r < bins; r += step)
        m_axisX->append(loc.toString(m_model->upperEdge(r)), r);
    m_axisX->setRange(-0.5, std::max(0.5, bins - 0.5));
    m_axisX->setTitleText(bins == 0 ? tr("Tokens per sequence")
                                    : tr("Tokens per sequence (bins of %n token(s), labelled by their longest)",
                                         nullptr, m_model->binWidth()));

    QVector<double> counts;
    for (int r = 0; r < bins; ++r)
        counts << m_model->index(r, LengthHistogramModel::Count).data().toDouble();
    AxisRange range = chartAxisRange(counts);
    range.min = 0; // counts start at zero
    m_axisY->setRange(range);
    m_axisY->setTitle(tr("Sequences"));

    // the marker: the plan's length placed inside its bin
    m_marker->clear();
    if (m_markerLength > 0 && bins > 0) {
        const double width = m_model->binWidth();
        const double x = (m_markerLength - m_model->lowerEdge(0) + 1) / width - 0.5;
        if (x >= -0.5 && x <= bins - 0.5)
            m_marker->replace(QVector<QPointF>{{x, range.min}, {x, range.max}});
    }
    chart()->setTitle(bins == 0 ? tr("Sequence lengths: open a file")
                                : tr("Sequence lengths, %1 sequences").arg(loc.toString(m_model->sequences())));
    m_marker->setName(tr("Plan's sequence length"));
}

} // namespace tpuplan::gui
