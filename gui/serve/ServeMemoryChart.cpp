// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeMemoryChart.h"

#include "ServeDocument.h"
#include "util/Units.h"

#include <QEvent>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QLineSeries>
#include <QtCharts/QStackedBarSeries>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

namespace {
constexpr double kHalfWidth = 0.4; // the capacity line spans the bar (bars are 0.8 of a category wide)
enum Part { Weights, Activations, Reserve, KvCache, PartCount };
} // namespace

ServeMemoryChart::ServeMemoryChart(ServeDocument* document, QWidget* parent)
    : QChartView(parent)
    , m_document(document)
{
    auto* chart = new QChart;
    chartstyle::apply(chart, QString());
    m_bars = new QStackedBarSeries;
    m_bars->setBarWidth(2 * kHalfWidth);
    const QColor colors[PartCount]{chartstyle::parameters(), chartstyle::activations(), chartstyle::overhead(),
                                   chartstyle::optimizerStates()};
    for (int p = 0; p < PartCount; ++p) {
        auto* set = new QBarSet(QString());
        set->setColor(colors[p]);
        set->setBorderColor(colors[p].darker(115));
        m_sets << set;
        m_bars->append(set);
    }
    m_capacity = new QLineSeries;
    m_capacity->setPen(QPen(chartstyle::deviceMemory(), 2, Qt::DashLine));
    chart->addSeries(m_bars);
    chart->addSeries(m_capacity);
    m_categoryAxis = new QBarCategoryAxis;
    chart->addAxis(m_categoryAxis, Qt::AlignBottom);
    m_bars->attachAxis(m_categoryAxis);
    m_capacity->attachAxis(m_categoryAxis);
    m_valueAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignLeft, QString(),
                                                          QList<QAbstractSeries*>{m_bars, m_capacity});
    chart->legend()->setAlignment(Qt::AlignRight); // five names beside one bar
    setChart(chart);
    retranslateUi();
    chartstyle::applyView(this);
    connect(document, &ServeDocument::currentCandidateChanged, this, &ServeMemoryChart::refresh);
    refresh();
}

void ServeMemoryChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    QChartView::changeEvent(event);
}

void ServeMemoryChart::retranslateUi()
{
    chart()->setTitle(tr("Memory per device"));
    m_sets[Weights]->setLabel(tr("Weights"));
    m_sets[Activations]->setLabel(tr("Activations"));
    m_sets[Reserve]->setLabel(tr("Engine reserve"));
    m_sets[KvCache]->setLabel(tr("KV cache pool"));
    m_capacity->setName(tr("Device memory"));
    m_valueAxis->setTitle(tr("GiB per device"));
}

QVector<double> ServeMemoryChart::partsGiB() const
{
    QVector<double> out;
    for (QBarSet* s : m_sets)
        out << (s->count() > 0 ? s->at(0) : 0.0);
    return out;
}

double ServeMemoryChart::capacityGiB() const
{
    return m_capacity->count() > 0 ? m_capacity->at(0).y() : 0.0;
}

void ServeMemoryChart::refresh()
{
    for (QBarSet* s : m_sets)
        s->remove(0, s->count());
    m_capacity->clear();
    m_categoryAxis->clear();
    const ServeCandidate* c = m_document->currentCandidateData();
    if (!c) {
        m_valueAxis->setRange(AxisRange{});
        return;
    }
    const ServeMemory& m = c->memory;
    // bytes shown in GiB; a pool the weights leave no room for is drawn as none (the bar then passes the line)
    const double parts[PartCount]{bytesToGiB(m.weightBytes), bytesToGiB(m.activationBytes), bytesToGiB(m.reserveBytes),
                                  bytesToGiB(m.kvCacheBytes())};
    for (int p = 0; p < PartCount; ++p)
        m_sets[p]->append(parts[p]);
    const double capacity = bytesToGiB(m.capacityBytes);
    m_capacity->replace(QVector<QPointF>{{-kHalfWidth, capacity}, {kHalfWidth, capacity}});
    m_categoryAxis->append(c->hardware); // the job in full is in the table and the title of the details
    m_valueAxis->setRange(chartAxisRange({capacity, bytesToGiB(m.stackedBytes())}));
}

} // namespace tpuplan::gui
