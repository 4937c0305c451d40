// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartStyle.h"

#include <QtCharts/QAbstractSeries>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <QGraphicsLayout>
#include <QPen>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui::chartstyle {

void apply(QChart* chart, const QString& title)
{
    chart->setTheme(QChart::ChartThemeLight);
    chart->setTitle(title);
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(9.5);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    chart->setLocalizeNumbers(true);
    chart->setAnimationOptions(QChart::NoAnimation);
    QFont legendFont = chart->legend()->font();
    legendFont.setPointSizeF(7.5);
    chart->legend()->setFont(legendFont);
    chart->legend()->setAlignment(Qt::AlignBottom);
}

void applyView(QChartView* view)
{
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(260, 190);
    view->setFrameShape(QFrame::StyledPanel);
}

namespace {
void styleAxis(QAbstractAxis* axis)
{
    QFont f = axis->labelsFont();
    f.setPointSizeF(8);
    axis->setLabelsFont(f);
    QFont tf = axis->titleFont();
    tf.setPointSizeF(8);
    tf.setBold(false);
    axis->setTitleFont(tf);
}
} // namespace

ValueAxis::ValueAxis(QChart* chart, Qt::Alignment alignment, const QString& title,
                     const QList<QAbstractSeries*>& series)
    : m_linear(new QValueAxis)
    , m_log(new QLogValueAxis)
    , m_series(series)
{
    // "%.8g" and not "%g": with localized numbers Qt Charts draws nothing for a format without a precision; eight
    // digits keep a sequence-length axis up to two million tokens in plain numbers ("2,000,000", not "2e+06")
    m_linear->setLabelFormat(QStringLiteral("%.8g"));
    m_linear->setTickCount(6);
    m_log->setLabelFormat(QStringLiteral("%.6g"));
    m_log->setBase(10);
    m_log->setMinorTickCount(8);
    for (QAbstractAxis* axis : {static_cast<QAbstractAxis*>(m_linear), static_cast<QAbstractAxis*>(m_log)}) {
        styleAxis(axis);
        chart->addAxis(axis, alignment);
    }
    m_log->setVisible(false);
    for (QAbstractSeries* s : m_series)
        s->attachAxis(m_linear);
    setTitle(title);
}

void ValueAxis::setTitle(const QString& title)
{
    m_linear->setTitleText(title);
    m_log->setTitleText(title);
}

void ValueAxis::setLabelsVisible(bool visible)
{
    m_linear->setLabelsVisible(visible);
    m_log->setLabelsVisible(visible);
}

QAbstractAxis* ValueAxis::current() const
{
    return m_logarithmic ? static_cast<QAbstractAxis*>(m_log) : static_cast<QAbstractAxis*>(m_linear);
}

void ValueAxis::setRange(const AxisRange& range)
{
    if (range.logarithmic != m_logarithmic) {
        QAbstractAxis* from = current();
        m_logarithmic = range.logarithmic;
        QAbstractAxis* to = current();
        for (QAbstractSeries* s : m_series) {
            s->detachAxis(from);
            s->attachAxis(to);
        }
        from->setVisible(false);
        to->setVisible(true);
    }
    current()->setRange(range.min, range.max);
}

void ValueAxis::setTickCount(int ticks)
{
    m_linear->setTickCount(ticks);
}

QColor parameters()
{
    return QColor(0x3b, 0x6e, 0xa8);
}
QColor gradients()
{
    return QColor(0x6c, 0x9f, 0xd6);
}
QColor optimizerStates()
{
    return QColor(0x8e, 0x6c, 0xb8);
}
QColor expertStates()
{
    return QColor(0xc4, 0x5b, 0x8a);
}
QColor adapters()
{
    return QColor(0x4c, 0xa8, 0x6a);
}
QColor logits()
{
    return QColor(0xb0, 0x6a, 0x1c);
}
QColor activations()
{
    return QColor(0xf2, 0xa1, 0x3b);
}
QColor overhead()
{
    return QColor(0x9e, 0x9e, 0x9e);
}
QColor shardingBuffers()
{
    return QColor(0x26, 0x9c, 0x9c);
}
QColor shardedAway()
{
    return QColor(0x3b, 0x6e, 0xa8);
}
QColor offloaded()
{
    return QColor(0x7a, 0x5c, 0x3a);
}
QColor compute()
{
    return QColor(0x3b, 0x6e, 0xa8);
}
QColor matmul()
{
    return compute();
}
QColor attention()
{
    return QColor(0x7f, 0xa8, 0xd8);
}
QColor memoryBound()
{
    return QColor(0x4a, 0xa3, 0x9a);
}
QColor optimizerUpdate()
{
    return QColor(0x9a, 0x86, 0xc8);
}
QColor stepOverhead()
{
    return QColor(0xc8, 0xa0, 0x3c);
}

QColor pipelineBubble()
{
    return QColor(0xb0, 0xb0, 0xb0); // grey: time the stages idle
}
QColor band()
{
    return QColor(0x30, 0x30, 0x30);
}
QColor communication()
{
    return QColor(0xd8, 0x4a, 0x3a);
}
QColor contextTraffic()
{
    return QColor(0xe8, 0x8a, 0x3a);
}
QColor hostTransfer()
{
    return QColor(0x7a, 0x5c, 0x3a);
}
QColor deviceMemory()
{
    return QColor(0xc6, 0x28, 0x28);
}
QColor usable()
{
    return QColor(0xef, 0x6c, 0x00);
}
QColor primary()
{
    return QColor(0x1f, 0x77, 0xb4);
}
QColor secondary()
{
    return QColor(0x2c, 0xa0, 0x2c);
}
QColor pareto()
{
    return QColor(0xe6, 0x55, 0x00);
}
QColor muted()
{
    return QColor(0xb0, 0xb0, 0xb0);
}
QColor unpriced()
{
    return QColor(0x7b, 0x1f, 0xa2);
}
QColor selection()
{
    return QColor(0x10, 0x10, 0x10);
}

QtCharts::QLineSeries* paretoLine()
{
    auto* s = new QtCharts::QLineSeries;
    s->setPen(QPen(pareto(), 1.6, Qt::DashLine));
    return s;
}

QtCharts::QScatterSeries* paretoPoints()
{
    auto* s = new QtCharts::QScatterSeries;
    s->setMarkerSize(11);
    s->setColor(pareto());
    s->setBorderColor(Qt::white);
    return s;
}

QtCharts::QScatterSeries* runningPoints()
{
    auto* s = new QtCharts::QScatterSeries;
    s->setMarkerSize(8);
    s->setColor(primary());
    s->setBorderColor(Qt::white);
    return s;
}

QtCharts::QScatterSeries* otherPoints()
{
    auto* s = new QtCharts::QScatterSeries;
    s->setMarkerShape(QtCharts::QScatterSeries::MarkerShapeRectangle);
    s->setMarkerSize(6);
    s->setColor(muted());
    s->setBorderColor(muted().darker(120));
    return s;
}

QtCharts::QScatterSeries* selectionRing()
{
    auto* s = new QtCharts::QScatterSeries;
    s->setMarkerSize(18);
    s->setColor(Qt::transparent);
    s->setPen(QPen(selection(), 2));
    return s;
}

} // namespace tpuplan::gui::chartstyle
