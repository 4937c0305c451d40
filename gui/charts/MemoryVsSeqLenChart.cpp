// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryVsSeqLenChart.h"

#include "ChartStyle.h"
#include "models/SeqLenMemoryModel.h"

#include <QEvent>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QVXYModelMapper>
#include <QtCharts/QValueAxis>

QT_CHARTS_USE_NAMESPACE

namespace tpuplan::gui {

namespace {
constexpr int kMaxHbmLines = 10;
}

MemoryVsSeqLenChart::MemoryVsSeqLenChart(SeqLenMemoryModel* model, QWidget* parent)
    : QChartView(parent)
    , m_model(model)
{
    auto* chart = new QChart;
    chartstyle::apply(chart, QString()); // the texts: retranslateUi
    chart->legend()->setAlignment(Qt::AlignRight);
    m_without = new QLineSeries;
    m_without->setPen(QPen(chartstyle::primary(), 2.2));
    m_with = new QLineSeries;
    m_with->setPen(QPen(chartstyle::secondary(), 2.2));
    m_current = new QScatterSeries;
    m_current->setMarkerSize(9);
    m_current->setColor(chartstyle::selection());
    m_current->setBorderColor(Qt::white);
    chart->addSeries(m_without);
    chart->addSeries(m_with);
    QList<QAbstractSeries*> all{m_without, m_with, m_current};
    const QVector<Qt::PenStyle> styles{Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    for (int i = 0; i < kMaxHbmLines; ++i) {
        auto* line = new QLineSeries;
        QColor c = chartstyle::deviceMemory();
        c = c.lighter(100 + 12 * (i % 4));
        line->setPen(QPen(c, 1.5, styles[i % styles.size()]));
        chart->addSeries(line);
        m_hbm << line;
        all << line;
    }
    chart->addSeries(m_current);

    m_withoutMapper = new QVXYModelMapper(this);
    m_withoutMapper->setXColumn(SeqLenMemoryModel::SeqLen);
    m_withoutMapper->setYColumn(SeqLenMemoryModel::Without);
    m_withoutMapper->setSeries(m_without);
    m_withoutMapper->setModel(model);
    m_withMapper = new QVXYModelMapper(this);
    m_withMapper->setXColumn(SeqLenMemoryModel::SeqLen);
    m_withMapper->setYColumn(SeqLenMemoryModel::WithCheckpointing);
    m_withMapper->setSeries(m_with);
    m_withMapper->setModel(model);

    m_xAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignBottom, QString(), all);
    m_yAxis = std::make_unique<chartstyle::ValueAxis>(chart, Qt::AlignLeft, QString(), all);
    retranslateUi(chart); // before the view lays the chart out, as the texts were set before
    setChart(chart);
    chartstyle::applyView(this);
    connect(model, &QAbstractItemModel::modelReset, this, &MemoryVsSeqLenChart::refresh);
    connect(model, &QAbstractItemModel::dataChanged, this, &MemoryVsSeqLenChart::refresh);
    refresh();
}

void MemoryVsSeqLenChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi(chart());
        refresh(); // the title, which names the selected candidate
    }
    QChartView::changeEvent(event);
}

void MemoryVsSeqLenChart::retranslateUi(QChart* /*chart*/)
{
    m_current->setName(tr("This plan"));
    m_xAxis->setTitle(tr("Sequence length (tokens)"));
    m_yAxis->setTitle(tr("GiB per device"));
}

QVector<QLineSeries*> MemoryVsSeqLenChart::hbmSeries() const
{
    return m_hbm.mid(0, std::min(m_model->hbmCount(), kMaxHbmLines));
}

void MemoryVsSeqLenChart::refresh()
{
    const int rows = m_model->rowCount();
    m_without->setName(m_model->headerData(SeqLenMemoryModel::Without, Qt::Horizontal).toString());
    m_with->setName(m_model->headerData(SeqLenMemoryModel::WithCheckpointing, Qt::Horizontal).toString());
    QVector<double> xs;
    QVector<double> ys;
    for (int r = 0; r < rows; ++r) {
        xs << m_model->index(r, SeqLenMemoryModel::SeqLen).data().toDouble();
        ys << m_model->index(r, SeqLenMemoryModel::Without).data().toDouble();
    }
    const AxisRange x = chartAxisRange(xs);
    const int lines = std::min(m_model->hbmCount(), kMaxHbmLines);
    for (int i = 0; i < kMaxHbmLines; ++i) {
        QLineSeries* line = m_hbm[i];
        const bool used = i < lines && rows > 0;
        if (used) {
            const int col = SeqLenMemoryModel::FirstHbm + i;
            const double level = m_model->index(0, col).data().toDouble();
            line->setName(m_model->headerData(col, Qt::Horizontal).toString());
            line->replace(QVector<QPointF>{{x.min, level}, {x.max, level}});
            ys << level;
        } else {
            line->clear();
        }
        for (QLegendMarker* m : chart()->legend()->markers(line))
            m->setVisible(used);
    }
    if (rows > 0) {
        m_current->replace(QVector<QPointF>{m_model->currentPoint()});
        ys << m_model->currentPoint().y();
    } else {
        m_current->clear();
    }
    for (QLegendMarker* m : chart()->legend()->markers(m_current))
        m->setVisible(rows > 0);
    m_xAxis->setRange(x);
    m_xAxis->setTickCount(x.max >= 100000 ? 3 : 5); // "120,000" labels in a third of the screen: three ticks
    // a decoder's curve over 100k+ positions reaches thousands of GiB: a logarithmic axis keeps the device memory
    // lines readable beside it (an encoder's few thousand positions stay on a linear axis)
    constexpr double kLogSpan = 100;
    m_yAxis->setRange(chartAxisRange(ys, kLogSpan));
    chart()->setTitle(m_model->hardware().isEmpty()
                          ? tr("Memory against sequence length")
                          : tr("Memory against sequence length on %1").arg(m_model->hardware()));
}

} // namespace tpuplan::gui
