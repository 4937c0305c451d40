// SPDX-License-Identifier: GPL-3.0-or-later
#include "PaddingChart.h"

#include "xla/PaddingStrategyModel.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QVBarModelMapper>

#include <QCursor>
#include <QEvent>
#include <QSortFilterProxyModel>
#include <QToolTip>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

namespace {
// Rows in reverse order. (QAbstractAxis::setReverse on the category axis elides every label in Qt 5.15.)
class ReversedRows : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override { return left.row() > right.row(); }
};
} // namespace

PaddingChart::PaddingChart(PaddingStrategyModel* model, QWidget* parent)
    : QChartView(parent)
    , m_model(model)
    , m_reversed(new ReversedRows(this))
{
    m_reversed->setSourceModel(model);
    m_reversed->sort(0);
    auto* chart = new QChart;
    chartstyle::apply(chart, QString());
    // the title says what the colours and the unit are: no legend and no axis title, so that each strategy's row is
    // tall enough for its label (Qt Charts elides a category label taller than its row)
    chart->legend()->hide();
    m_bars = new QHorizontalStackedBarSeries;
    m_bars->setBarWidth(0.65);
    chart->addSeries(m_bars);
    m_mapper = new QVBarModelMapper(this);
    m_mapper->setFirstBarSetColumn(PaddingStrategyModel::ChartOthers);
    m_mapper->setLastBarSetColumn(PaddingStrategyModel::ChartRecommended);
    m_mapper->setSeries(m_bars);
    connect(m_bars, &QHorizontalStackedBarSeries::barsetsAdded, this, &PaddingChart::styleBarSets);
    m_mapper->setModel(m_reversed);

    m_categoryAxis = new QBarCategoryAxis;
    QFont f = m_categoryAxis->labelsFont();
    f.setPointSizeF(7.5);
    m_categoryAxis->setLabelsFont(f);
    chart->addAxis(m_categoryAxis, Qt::AlignLeft);
    m_bars->attachAxis(m_categoryAxis);
    m_valueAxis
        = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignBottom, QString(), QList<QAbstractSeries*>{m_bars});
    setChart(chart);
    chartstyle::applyView(this);
    styleBarSets();

    connect(m_bars, &QHorizontalStackedBarSeries::hovered, this, [this](bool status, int index, QBarSet*) {
        if (!status) {
            QToolTip::hideText();
            return;
        }
        auto cell = [this, index](int column) { return m_reversed->index(index, column).data().toString(); };
        QToolTip::showText(QCursor::pos(),
                           tr("%1: %2 padding, %3 throughput cost")
                               .arg(cell(PaddingStrategyModel::Strategy), cell(PaddingStrategyModel::PaddedShare),
                                    cell(PaddingStrategyModel::ThroughputCost)),
                           this);
    });
    connect(m_reversed, &QAbstractItemModel::modelReset, this, &PaddingChart::refresh);
    connect(m_reversed, &QAbstractItemModel::dataChanged, this, &PaddingChart::refresh);
    connect(m_reversed, &QAbstractItemModel::layoutChanged, this, &PaddingChart::refresh);
    retranslateUi();
}

void PaddingChart::styleBarSets()
{
    const QList<QBarSet*> sets = m_bars->barSets();
    for (int i = 0; i < sets.size(); ++i) {
        const QColor color = i == 0 ? chartstyle::primary() : chartstyle::secondary();
        sets[i]->setColor(color);
        sets[i]->setBorderColor(color.darker(115));
        // the labels are the model's column headers: setting one here makes the mapper rebuild every bar set
    }
}

QStringList PaddingChart::categories() const
{
    return m_categoryAxis->categories();
}

void PaddingChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QChartView::changeEvent(event);
}

void PaddingChart::retranslateUi()
{
    styleBarSets();
    refresh();
}

void PaddingChart::refresh()
{
    QStringList labels;
    QVector<double> values;
    for (int r = 0; r < m_reversed->rowCount(); ++r) {
        labels << m_reversed->headerData(r, Qt::Vertical).toString();
        values << m_reversed->index(r, PaddingStrategyModel::PaddedShare).data(PaddingStrategyModel::RawRole).toDouble()
                * 100.0;
    }
    // an axis emptied keeps drawing its old labels (Qt Charts 5.15): hide them
    m_categoryAxis->setLabelsVisible(!labels.isEmpty());
    m_categoryAxis->setGridLineVisible(!labels.isEmpty());
    if (labels.isEmpty())
        m_categoryAxis->clear();
    else
        m_categoryAxis->setCategories(labels);
    AxisRange range = chartAxisRange(values);
    range.min = 0;
    range.max = std::max(range.max, 1.0);
    m_valueAxis->setRange(range);
    chart()->setTitle(m_model->rowCount() == 0 ? tr("Padding, % of the computed tokens")
                                               : tr("Padding, % of computed tokens (green: recommended)"));
}

} // namespace tpuplan::gui
