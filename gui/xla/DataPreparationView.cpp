// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataPreparationView.h"
#include "WidgetStyle.h"

#include "DataPrepDocument.h"
#include "PaddingPanel.h"
#include "PlanDocument.h"
#include "ReadinessPanel.h"
#include "ShardPanel.h"
#include "charts/LengthHistogramChart.h"
#include "charts/PaddingChart.h"
#include "util/Format.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

namespace tpuplan::gui {

using namespace tpuplan::xla;

DataPreparationView::DataPreparationView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_plan(document)
    , m_data(document->dataPrep())
{
    setObjectName(QStringLiteral("dataPreparationView"));
    m_histogramChart = new LengthHistogramChart(m_data->histogramModel());
    m_histogramChart->setObjectName(QStringLiteral("lengthHistogramChart"));
    m_paddingChart = new PaddingChart(m_data->strategyModel());
    m_paddingChart->setObjectName(QStringLiteral("paddingChart"));
    m_paddingPanel = new PaddingPanel(m_data);
    m_shardPanel = new ShardPanel(m_data);
    m_readinessPanel = new ReadinessPanel(m_data);

    // the file
    m_open = new QPushButton;
    m_open->setObjectName(QStringLiteral("openLengthsFile"));
    m_open->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_fileLabel = new QLabel;
    m_fileLabel->setObjectName(QStringLiteral("lengthsFile"));
    m_fileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_columnLabel = new QLabel;
    m_column = new QComboBox;
    m_column->setObjectName(QStringLiteral("lengthColumn"));
    m_column->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_column->setEnabled(false);
    m_columnLabel->setBuddy(m_column);
    m_error = new QLabel;
    m_error->setObjectName(QStringLiteral("dataError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(errorBannerStyle());
    m_error->hide();
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("lengthSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_open);
    bar->addWidget(m_fileLabel, 1);
    bar->addWidget(m_columnLabel);
    bar->addWidget(m_column);

    // the charts and the shard plan on the left; the strategies and the checklist, which need the width, on the right
    auto* left = new QSplitter(Qt::Vertical);
    left->addWidget(m_histogramChart);
    left->addWidget(m_paddingChart);
    left->addWidget(m_shardPanel);
    left->setStretchFactor(0, 3);
    left->setStretchFactor(1, 3);
    left->setStretchFactor(2, 2);
    left->setChildrenCollapsible(false);
    left->setSizes({205, 260, 270});
    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(m_paddingPanel);
    right->addWidget(m_readinessPanel);
    right->setStretchFactor(0, 4);
    right->setStretchFactor(1, 3);
    right->setChildrenCollapsible(false);
    right->setSizes({440, 300});
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    split->setSizes({500, 880});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_error);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

    connect(m_open, &QPushButton::clicked, this, &DataPreparationView::browse);
    connect(m_column, qOverload<int>(&QComboBox::activated), this,
            [this](int i) { m_data->setColumn(m_column->itemData(i).toString()); });
    connect(m_data, &DataPrepDocument::fileChanged, this, &DataPreparationView::showFile);
    auto marker = [this] { m_histogramChart->setMarker(m_plan->input().seqLen); };
    connect(document, &PlanDocument::inputChanged, this, marker);
    connect(document, &PlanDocument::resultsChanged, this, marker);

    retranslateUi();
    showFile();
    marker();
}

void DataPreparationView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void DataPreparationView::retranslateUi()
{
    m_open->setText(tr("Open Lengths File…"));
    m_open->setToolTip(tr("A file of sequence lengths in tokens: one whole number per line, or a CSV/TSV column (a "
                          "\"count\" column makes each row a histogram bin). See docs/xla-readiness.md."));
    m_columnLabel->setText(tr("&Column:"));
    m_column->setToolTip(tr("The CSV column that holds the lengths"));
    if (m_column->count() > 0)
        m_column->setItemText(0, tr("Automatic"));
    // the models belong to the document; the panels and the charts re-translate themselves (the language change
    // reaches every child widget)
    m_data->retranslate();
    // the texts that core computes are translated when computed
    showFile();
}

void DataPreparationView::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a file of sequence lengths"),
                                                      QFileInfo(m_data->filePath()).path(),
                                                      tr("Lengths (*.txt *.csv *.tsv);;All files (*)"));
    if (!path.isEmpty())
        m_data->openLengthFile(path);
}

void DataPreparationView::showFile()
{
    const QString path = m_data->filePath();
    m_fileLabel->setText(path.isEmpty() ? tr("No lengths file: open one to compare padding strategies.")
                                        : QDir::toNativeSeparators(path));
    if (m_data->fileError().isEmpty()) {
        m_error->hide();
        fillColumns();
    } else {
        m_error->setText(tr("The lengths file could not be used: %1").arg(m_data->fileError()));
        m_error->show();
        // the same file with another column keeps the chooser as it was
        if (path != m_columnsOf)
            fillColumns();
    }
    updateInfo();
}

void DataPreparationView::fillColumns()
{
    m_columnsOf = m_data->filePath();
    const LengthFileInfo& info = m_data->fileInfo();
    m_column->clear();
    m_column->addItem(tr("Automatic"), QString());
    if (info.format == LengthFileInfo::Format::Csv) {
        if (!info.header.isEmpty()) {
            for (const QString& name : info.header)
                m_column->addItem(name, name);
        } else {
            for (int i = 1; i <= info.fields; ++i)
                m_column->addItem(tr("column %1").arg(i), QString::number(i));
        }
    }
    const QString column = m_data->fileOptions().column;
    const int i = column.isEmpty() ? 0 : m_column->findData(column);
    m_column->setCurrentIndex(std::max(0, i));
    m_column->setEnabled(m_column->count() > 1);
}

void DataPreparationView::updateInfo()
{
    const LengthHistogram& h = m_data->histogram();
    if (h.isEmpty()) {
        m_summary->setText(m_data->filePath().isEmpty()
                               ? tr("Padding wastes compute and every distinct input shape is one more XLA "
                                    "compilation: open a file of your dataset's sequence lengths to see what each "
                                    "strategy costs.")
                               : QString());
        m_summary->setVisible(!m_summary->text().isEmpty());
        return;
    }
    const LengthFileInfo& info = m_data->fileInfo();
    QString source;
    if (info.format == LengthFileInfo::Format::Csv) {
        source = info.columnGuessed
            ? tr("column \"%1\" (the first numeric column; choose another above)").arg(info.column)
            : tr("column \"%1\"").arg(info.column);
        if (!info.countColumn.isEmpty())
            source += tr(", counts from column \"%1\"").arg(info.countColumn);
        source += QStringLiteral(" · ");
    }
    m_summary->setText(source
                       + tr("%1 sequences, %2 tokens · shortest %3, mean %4, median %5, p90 %6, p99 %7, longest %8")
                             .arg(formatCount(h.sequences()), formatCount(h.tokens()), formatCount(h.minLength()),
                                  formatNumber(h.meanLength(), 1), formatCount(h.quantile(0.5)),
                                  formatCount(h.quantile(0.9)), formatCount(h.quantile(0.99)),
                                  formatCount(h.maxLength())));
    m_summary->show();
}

} // namespace tpuplan::gui
