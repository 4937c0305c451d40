// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeSweepChart.h"

#include "ServeDocument.h"

#include <QEvent>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

namespace {
// the sweep is geometric from one request to past the batch cap: a log axis once it spans 30x
constexpr double kLogSpan = 30.0;
} // namespace

ServeSweepChart::ServeSweepChart(ServeDocument* document, QWidget* parent)
    : QChartView(parent)
    , m_document(document)
{
    auto* chart = new QChart;
    chartstyle::apply(chart, QString());
    m_throughput = new QLineSeries;
    m_throughput->setPen(QPen(chartstyle::primary(), 2));
    m_tpot = new QLineSeries;
    m_tpot->setPen(QPen(chartstyle::communication(), 1.8));
    m_ttft = new QLineSeries;
    m_ttft->setPen(QPen(chartstyle::secondary(), 1.8, Qt::DashLine));
    m_point = new QScatterSeries;
    m_point->setMarkerSize(14);
    m_point->setColor(Qt::transparent);
    m_point->setPen(QPen(chartstyle::selection(), 2));
    for (QAbstractSeries* s : QList<QAbstractSeries*>{m_throughput, m_tpot, m_ttft, m_point})
        chart->addSeries(s);
    m_xAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignBottom, QString(),
                                                      QList<QAbstractSeries*>{m_throughput, m_tpot, m_ttft, m_point});
    m_throughputAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignLeft, QString(),
                                                               QList<QAbstractSeries*>{m_throughput, m_point});
    m_latencyAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignRight, QString(),
                                                            QList<QAbstractSeries*>{m_tpot, m_ttft});
    setChart(chart);
    retranslateUi();
    chartstyle::applyView(this);
    connect(document, &ServeDocument::currentCandidateChanged, this, &ServeSweepChart::refresh);
    refresh();
}

void ServeSweepChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QChartView::changeEvent(event);
}

void ServeSweepChart::retranslateUi()
{
    chart()->setTitle(tr("One replica against concurrency"));
    m_throughput->setName(tr("Output tok/s"));
    m_tpot->setName(tr("TPOT"));
    m_ttft->setName(tr("TTFT"));
    m_point->setName(tr("Planned load"));
    m_xAxis->setTitle(tr("Requests in flight per replica"));
    m_throughputAxis->setTitle(tr("Output tokens/s"));
    m_latencyAxis->setTitle(tr("Latency (s, median)"));
}

void ServeSweepChart::refresh()
{
    QVector<QPointF> throughput, tpot, ttft, point;
    QVector<double> xs, tokens, latencies;
    for (const ServePoint& p : m_document->currentSweep()) {
        throughput << QPointF(p.inFlight, p.outputTokensPerSecond);
        tpot << QPointF(p.inFlight, p.tpotSeconds);
        ttft << QPointF(p.inFlight, p.ttftSeconds);
        xs << p.inFlight;
        tokens << p.outputTokensPerSecond;
        latencies << p.tpotSeconds << p.ttftSeconds;
    }
    const ServeCandidate* c = m_document->currentCandidateData();
    if (c && !throughput.isEmpty()) {
        point << QPointF(c->point.inFlight, c->point.outputTokensPerSecond);
        xs << c->point.inFlight;
        tokens << c->point.outputTokensPerSecond;
    }
    m_throughput->replace(throughput);
    m_tpot->replace(tpot);
    m_ttft->replace(ttft);
    m_point->replace(point);
    m_xAxis->setRange(chartAxisRange(xs, kLogSpan));
    m_throughputAxis->setRange(chartAxisRange(tokens));
    m_latencyAxis->setRange(chartAxisRange(latencies, kLogSpan));
}

} // namespace tpuplan::gui
