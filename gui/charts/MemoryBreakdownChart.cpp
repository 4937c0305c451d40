// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryBreakdownChart.h"

#include "ChartStyle.h"
#include "models/MemoryBreakdownModel.h"

#include <QEvent>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarLegendMarker>
#include <QtCharts/QBarSet>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QVBarModelMapper>
#include <QtCharts/QValueAxis>

#include <QCursor>
#include <QLocale>
#include <QToolTip>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

namespace {
constexpr int kMaxBars = 8;
constexpr double kHalfWidth = 0.42; // memory lines span the bar's width (category units)
} // namespace

MemoryBreakdownChart::MemoryBreakdownChart(MemoryBreakdownModel* model, QWidget* parent)
    : QChartView(parent)
    , m_model(model)
{
    auto* chart = new QChart;
    chartstyle::apply(chart, QString()); // the texts: retranslateUi
    chart->legend()->setAlignment(Qt::AlignRight);
    m_bars = new QStackedBarSeries;
    m_bars->setBarWidth(0.6);
    chart->addSeries(m_bars);
    m_mapper = new QVBarModelMapper(this);
    m_mapper->setFirstBarSetColumn(MemoryBreakdownModel::Parameters);
    m_mapper->setLastBarSetColumn(MemoryBreakdownModel::RuntimeOverhead);
    m_mapper->setSeries(m_bars);
    connect(m_bars, &QStackedBarSeries::barsetsAdded, this, &MemoryBreakdownChart::styleBarSets);
    m_mapper->setModel(model);

    m_categoryAxis = new QBarCategoryAxis;
    QFont f = m_categoryAxis->labelsFont();
    f.setPointSizeF(7);
    m_categoryAxis->setLabelsFont(f);
    chart->addAxis(m_categoryAxis, Qt::AlignBottom);
    m_bars->attachAxis(m_categoryAxis);

    for (int i = 0; i < kMaxBars; ++i) {
        auto* device = new QLineSeries;
        device->setPen(QPen(chartstyle::deviceMemory(), 2.5));
        auto* usable = new QLineSeries;
        usable->setPen(QPen(chartstyle::usable(), 1.5, Qt::DashLine));
        for (QLineSeries* s : {device, usable}) {
            chart->addSeries(s);
            s->attachAxis(m_categoryAxis);
        }
        m_deviceLines << device;
        m_usableLines << usable;
    }
    QList<QAbstractSeries*> all{m_bars};
    for (int i = 0; i < kMaxBars; ++i)
        all << m_deviceLines[i] << m_usableLines[i];
    m_valueAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignLeft, QString(), all);
    for (int i = 1; i < kMaxBars; ++i) {
        chart->legend()->markers(m_deviceLines[i]).first()->setVisible(false);
        chart->legend()->markers(m_usableLines[i]).first()->setVisible(false);
    }
    retranslateUi(chart); // before the view lays the chart out, as the texts were set before
    setChart(chart);
    chartstyle::applyView(this);
    styleBarSets();

    connect(m_bars, &QStackedBarSeries::hovered, this, [this](bool status, int index, QBarSet* set) {
        if (!status) {
            QToolTip::hideText();
            return;
        }
        const QString who = m_model->headerData(index, Qt::Vertical, Qt::ToolTipRole).toString();
        QToolTip::showText(QCursor::pos(),
                           tr("%1\n%2: %3 GiB").arg(who, set->label(), QLocale().toString(set->at(index), 'f', 2)),
                           this);
    });
    connect(m_bars, &QStackedBarSeries::clicked, this, [this](int index, QBarSet*) {
        emit candidateClicked(m_model->index(index, 0).data(MemoryBreakdownModel::CandidateRowRole).toInt());
    });
    connect(model, &QAbstractItemModel::modelReset, this, &MemoryBreakdownChart::refresh);
    connect(model, &QAbstractItemModel::dataChanged, this, &MemoryBreakdownChart::refresh);
    refresh();
}

void MemoryBreakdownChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi(chart());
        refresh(); // the title, which names the selected candidate
    }
    QChartView::changeEvent(event);
}

void MemoryBreakdownChart::retranslateUi(QChart* chart)
{
    for (QLineSeries* device : qAsConst(m_deviceLines))
        device->setName(tr("Device memory"));
    for (QLineSeries* usable : qAsConst(m_usableLines))
        usable->setName(tr("Usable"));
    m_valueAxis->setTitle(tr("GiB per device"));
}

void MemoryBreakdownChart::styleBarSets()
{
    // in the order of MemoryBreakdownModel's parts
    const QVector<QColor> colors{chartstyle::parameters(), chartstyle::gradients(),   chartstyle::optimizerStates(),
                                 chartstyle::adapters(),   chartstyle::activations(), chartstyle::logits(),
                                 chartstyle::overhead()};
    const QList<QBarSet*> sets = m_bars->barSets();
    for (int i = 0; i < sets.size() && i < colors.size(); ++i) {
        sets[i]->setColor(colors[i]);
        sets[i]->setBorderColor(colors[i].darker(115));
    }
}

QStringList MemoryBreakdownChart::categories() const
{
    return m_categoryAxis->categories();
}

QStringList MemoryBreakdownChart::shownParts() const
{
    QStringList out;
    for (QLegendMarker* marker : chart()->legend()->markers(m_bars))
        if (auto* bar = qobject_cast<QBarLegendMarker*>(marker); bar && bar->isVisible())
            out << bar->barset()->label();
    return out;
}

QVector<double> MemoryBreakdownChart::deviceMemoryLevels() const
{
    QVector<double> out;
    for (QLineSeries* s : m_deviceLines)
        if (s->count() > 0)
            out << s->at(0).y();
    return out;
}

void MemoryBreakdownChart::refresh()
{
    const int rows = std::min(m_model->rowCount(), kMaxBars);
    QStringList labels;
    QVector<double> values;
    for (int r = 0; r < rows; ++r) {
        labels << m_model->headerData(r, Qt::Vertical).toString();
        const double device = m_model->index(r, MemoryBreakdownModel::DeviceMemory).data().toDouble();
        const double usable = m_model->index(r, MemoryBreakdownModel::Usable).data().toDouble();
        // the lines span the bar: category r sits at x = r on a bar category axis
        m_deviceLines[r]->replace(QVector<QPointF>{{r - kHalfWidth, device}, {r + kHalfWidth, device}});
        m_usableLines[r]->replace(QVector<QPointF>{{r - kHalfWidth, usable}, {r + kHalfWidth, usable}});
        values << device << m_model->index(r, MemoryBreakdownModel::Total).data().toDouble();
    }
    for (int r = rows; r < kMaxBars; ++r) {
        m_deviceLines[r]->clear();
        m_usableLines[r]->clear();
    }
    // the adapters and the causal-LM logits are in the legend only where some bar has them (LoRA, a decoder)
    const QList<QBarSet*> sets = m_bars->barSets();
    for (int column : {int(MemoryBreakdownModel::Adapters), int(MemoryBreakdownModel::Logits)}) {
        const int part = column - MemoryBreakdownModel::Parameters;
        if (part >= sets.size())
            continue;
        bool any = false;
        for (int i = 0; i < sets[part]->count(); ++i)
            any = any || sets[part]->at(i) > 0;
        for (QLegendMarker* marker : chart()->legend()->markers(m_bars))
            if (auto* bar = qobject_cast<QBarLegendMarker*>(marker); bar && bar->barset() == sets[part])
                bar->setVisible(any);
    }
    m_categoryAxis->setCategories(labels);
    m_valueAxis->setRange(chartAxisRange(values));
    const QString selected = rows > 0 ? m_model->headerData(0, Qt::Vertical, Qt::ToolTipRole).toString() : QString();
    chart()->setTitle(tr("Memory per device"));
    setToolTip(selected);
}

} // namespace tpuplan::gui
