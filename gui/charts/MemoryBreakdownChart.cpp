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
#include <QHash>
#include <QLocale>
#include <QToolTip>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

namespace {
constexpr int kMaxBars = 8;
constexpr double kHalfWidth = 0.42; // memory lines span the bar's width (category units)
constexpr int kRoomyLegend = 8; // legend entries the chart's height holds at the usual font
constexpr double kSmallLegendPointSize = 6.5;
constexpr double kElsewhereShown = 2; // the axis reaches at most this many times the device's memory
} // namespace

MemoryBreakdownChart::MemoryBreakdownChart(MemoryBreakdownModel* model, QWidget* parent)
    : QChartView(parent)
    , m_model(model)
{
    auto* chart = new QChart;
    chartstyle::apply(chart, QString()); // the texts: retranslateUi
    chart->legend()->setAlignment(Qt::AlignRight);
    m_legendPointSize = chart->legend()->font().pointSizeF();
    m_bars = new QStackedBarSeries;
    m_bars->setBarWidth(0.6);
    chart->addSeries(m_bars);
    m_mapper = new QVBarModelMapper(this);
    m_mapper->setFirstBarSetColumn(MemoryBreakdownModel::Parameters);
    m_mapper->setLastBarSetColumn(MemoryBreakdownModel::Offloaded);
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

void MemoryBreakdownChart::retranslateUi(QChart* /*chart*/)
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
    const QVector<QColor> colors{chartstyle::parameters(),   chartstyle::gradients(), chartstyle::optimizerStates(),
                                 chartstyle::expertStates(), chartstyle::adapters(),  chartstyle::activations(),
                                 chartstyle::logits(),       chartstyle::overhead(),  chartstyle::shardingBuffers(),
                                 chartstyle::shardedAway(),  chartstyle::offloaded()};
    const QList<QBarSet*> sets = m_bars->barSets();
    for (int i = 0; i < sets.size() && i < colors.size(); ++i) {
        if (i >= MemoryBreakdownModel::kDevicePartCount) {
            // not on the device: hatched ghosts over the bar, so that the bar and the full replica read together
            sets[i]->setBrush(QBrush(colors[i], Qt::BDiagPattern));
            sets[i]->setBorderColor(colors[i]);
            continue;
        }
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
    // as refresh() chose them: a marker's own visibility reads false while a new legend font waits for the next layout
    return m_shownParts;
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
        const double total = m_model->index(r, MemoryBreakdownModel::Total).data().toDouble();
        const double elsewhere = m_model->index(r, MemoryBreakdownModel::ShardedAway).data().toDouble()
            + m_model->index(r, MemoryBreakdownModel::Offloaded).data().toDouble();
        // what is not on the device can be many times what is: the axis shows some of it above the bar and cuts the
        // rest, so that the device's parts stay readable (the tooltip and the details give the whole figure)
        values << device << total << std::min(total + elsewhere, kElsewhereShown * std::max(device, total));
    }
    for (int r = rows; r < kMaxBars; ++r) {
        m_deviceLines[r]->clear();
        m_usableLines[r]->clear();
    }
    // the expert states, the adapters, the causal-LM logits and the sharding buffers are in the legend only where some
    // bar has them (MoE, LoRA, a decoder, a sharded mesh); the hatched parts off the device never are (the title names
    // them), so that the legend keeps to the chart's height
    const QList<QBarSet*> sets = m_bars->barSets();
    QHash<QBarSet*, bool> shownSets;
    for (QBarSet* set : sets)
        shownSets.insert(set, true);
    bool elsewhere = false;
    for (int column : {int(MemoryBreakdownModel::ExpertStates), int(MemoryBreakdownModel::Adapters),
                       int(MemoryBreakdownModel::Logits), int(MemoryBreakdownModel::Sharding),
                       int(MemoryBreakdownModel::ShardedAway), int(MemoryBreakdownModel::Offloaded)}) {
        const int part = column - MemoryBreakdownModel::Parameters;
        if (part >= sets.size())
            continue;
        bool any = false;
        for (int i = 0; i < sets[part]->count(); ++i)
            any = any || sets[part]->at(i) > 0;
        const bool offDevice = column >= MemoryBreakdownModel::kDevicePartCount;
        elsewhere = elsewhere || (offDevice && any);
        shownSets[sets[part]] = any && !offDevice;
    }
    // a decoder on a sharded mesh has nine entries (the device-memory and usable lines, and the parts), more than the
    // chart's height holds: the usable line is then named with the device's (one entry), and a smaller font takes
    // what is still too many (LoRA on a sharded mesh). The font first: a new legend font shows every marker again.
    const int parts = int(std::count(shownSets.cbegin(), shownSets.cend(), true));
    const bool crowded = 2 + parts > kRoomyLegend;
    QFont legendFont = chart()->legend()->font();
    legendFont.setPointSizeF(1 + parts > kRoomyLegend ? kSmallLegendPointSize : m_legendPointSize);
    if (legendFont != chart()->legend()->font())
        chart()->legend()->setFont(legendFont);
    for (int i = 0; i < kMaxBars; ++i) {
        chart()->legend()->markers(m_deviceLines[i]).first()->setVisible(i == 0);
        chart()->legend()->markers(m_usableLines[i]).first()->setVisible(i == 0 && !crowded);
    }
    m_deviceLines[0]->setName(crowded ? tr("Device / usable memory") : tr("Device memory"));
    m_shownParts.clear();
    for (QLegendMarker* marker : chart()->legend()->markers(m_bars))
        if (auto* bar = qobject_cast<QBarLegendMarker*>(marker)) {
            const bool visible = shownSets.value(bar->barset(), true);
            bar->setVisible(visible);
            if (visible)
                m_shownParts << bar->barset()->label();
        }
    m_categoryAxis->setCategories(labels);
    m_valueAxis->setRange(chartAxisRange(values));
    const QString selected = rows > 0 ? m_model->headerData(0, Qt::Vertical, Qt::ToolTipRole).toString() : QString();
    chart()->setTitle(elsewhere ? tr("Memory per device (hatched: on other devices or the host)")
                                : tr("Memory per device"));
    setToolTip(selected);
}

} // namespace tpuplan::gui
