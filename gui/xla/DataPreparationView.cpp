// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataPreparationView.h"
#include "WidgetStyle.h"

#include "LengthHistogramModel.h"
#include "PaddingStrategyModel.h"
#include "PlanDocument.h"
#include "ReadinessModel.h"
#include "charts/LengthHistogramChart.h"
#include "charts/PaddingChart.h"
#include "util/Format.h"
#include "util/InputError.h"
#include "xla/ReadinessChecklist.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace tpuplan::gui {

using namespace tpuplan::xla;

namespace {
constexpr double kAssumedTokens = 1e9; // the shard plan's size when neither the plan nor a file gives one

const QString kAdviceStyle = QStringLiteral("QLabel { background: #eef7ee; border: 1px solid #a5d6a7; "
                                            "border-radius: 3px; padding: 4px; }");

// The fields of the first line of a CSV file, to offer its columns by number when it has no header.
int fieldsInFirstLine(const QString& path, char delimiter)
{
    QFile f(path);
    if (delimiter == 0 || !f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray line = f.readLine(1 << 20);
    return int(line.count(delimiter)) + 1;
}
} // namespace

DataPreparationView::DataPreparationView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_histogramModel(new LengthHistogramModel(this))
    , m_strategyModel(new PaddingStrategyModel(this))
    , m_readinessModel(new ReadinessModel(this))
{
    setObjectName(QStringLiteral("dataPreparationView"));
    m_histogramChart = new LengthHistogramChart(m_histogramModel);
    m_paddingChart = new PaddingChart(m_strategyModel);

    // the file
    m_open = new QPushButton;
    m_open->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_fileLabel = new QLabel;
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

    // padding strategies
    m_paddingGroup = new QGroupBox;
    m_batchLabel = new QLabel;
    m_batch = new QSpinBox;
    m_batch->setRange(1, 1 << 20);
    m_batch->setGroupSeparatorShown(true);
    m_batchLabel->setBuddy(m_batch);
    m_shapeBudgetLabel = new QLabel;
    m_shapeBudget = new QSpinBox;
    m_shapeBudget->setRange(1, 1000);
    m_shapeBudget->setValue(PaddingOptions().shapeBudget);
    m_shapeBudgetLabel->setBuddy(m_shapeBudget);
    m_packing = new QCheckBox;
    m_strategyTable = makeDataTable(m_strategyModel);
    m_strategyTable->setObjectName(QStringLiteral("strategyTable"));
    for (int c = 0; c < PaddingStrategyModel::ColumnCount; ++c)
        m_strategyTable->setColumnHidden(c, PaddingStrategyModel::isChartColumn(c));
    m_strategyTable->setMinimumHeight(120);
    m_recommendation = new QLabel;
    m_recommendation->setObjectName(QStringLiteral("recommendation"));
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_recommendation->setStyleSheet(kAdviceStyle);
    auto* options = new QHBoxLayout;
    options->addWidget(m_batchLabel);
    options->addWidget(m_batch);
    options->addSpacing(12);
    options->addWidget(m_shapeBudgetLabel);
    options->addWidget(m_shapeBudget);
    options->addSpacing(12);
    options->addWidget(m_packing);
    options->addStretch(1);
    auto* paddingLayout = new QVBoxLayout(m_paddingGroup);
    paddingLayout->addLayout(options);
    paddingLayout->addWidget(m_strategyTable, 1);
    paddingLayout->addWidget(m_recommendation);

    // TFRecord shards
    m_shardGroup = new QGroupBox;
    m_tokensLabel = new QLabel;
    m_tokens = new QDoubleSpinBox;
    m_tokens->setObjectName(QStringLiteral("shardTokens"));
    m_tokens->setDecimals(0);
    m_tokens->setRange(1, 1e15);
    m_tokens->setGroupSeparatorShown(true);
    m_tokens->setValue(kAssumedTokens);
    m_tokensLabel->setBuddy(m_tokens);
    m_tokensNote = new QLabel;
    QFont small = m_tokensNote->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_tokensNote->setFont(small);
    m_seqLenLabel = new QLabel;
    m_seqLen = new QSpinBox;
    m_seqLen->setRange(1, LengthHistogram::kMaxLength);
    m_seqLen->setGroupSeparatorShown(true);
    m_seqLenLabel->setBuddy(m_seqLen);
    m_sliceLabel = new QLabel;
    m_slice = new QComboBox;
    m_slice->setObjectName(QStringLiteral("shardSlice"));
    m_sliceLabel->setBuddy(m_slice);
    m_hostsLabel = new QLabel;
    m_hosts = new QSpinBox;
    m_hosts->setRange(1, 100000);
    m_hostsLabel->setBuddy(m_hosts);
    m_shardResult = new QLabel;
    m_shardResult->setObjectName(QStringLiteral("shardResult"));
    m_shardResult->setWordWrap(true);
    m_shardResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_shardResult->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* shardForm = new QGridLayout;
    shardForm->addWidget(m_tokensLabel, 0, 0);
    shardForm->addWidget(m_tokens, 0, 1);
    shardForm->addWidget(m_seqLenLabel, 0, 2);
    shardForm->addWidget(m_seqLen, 0, 3);
    shardForm->addWidget(m_tokensNote, 1, 1, 1, 3);
    shardForm->addWidget(m_sliceLabel, 2, 0);
    shardForm->addWidget(m_slice, 2, 1);
    shardForm->addWidget(m_hostsLabel, 2, 2);
    shardForm->addWidget(m_hosts, 2, 3);
    shardForm->setColumnStretch(1, 1);
    // the notes can be long: they scroll rather than being cut off
    auto* shardScroll = new QScrollArea;
    shardScroll->setWidget(m_shardResult);
    shardScroll->setWidgetResizable(true);
    shardScroll->setFrameShape(QFrame::NoFrame);
    auto* shardLayout = new QVBoxLayout(m_shardGroup);
    shardLayout->addLayout(shardForm);
    shardLayout->addWidget(shardScroll, 1);

    // readiness
    m_readinessGroup = new QGroupBox;
    m_accessLabel = new QLabel;
    m_access = new QComboBox;
    m_access->addItem(QString(), int(TpuAccess::Unknown));
    m_access->addItem(QString(), int(TpuAccess::TpuVm));
    m_access->addItem(QString(), int(TpuAccess::TpuNode));
    m_accessLabel->setBuddy(m_access);
    m_dataLocationLabel = new QLabel;
    m_dataLocation = new QComboBox;
    m_dataLocation->addItem(QString(), int(DataLocation::Unknown));
    m_dataLocation->addItem(QString(), int(DataLocation::CloudStorage));
    m_dataLocation->addItem(QString(), int(DataLocation::LocalDisk));
    m_dataLocation->addItem(QString(), int(DataLocation::InMemory));
    m_dataLocationLabel->setBuddy(m_dataLocation);
    m_readinessSummary = new QLabel;
    m_readinessSummary->setObjectName(QStringLiteral("readinessSummary"));
    m_readinessTable = makeDataTable(m_readinessModel);
    m_readinessTable->setObjectName(QStringLiteral("readinessTable"));
    m_readinessTable->setMinimumHeight(120);
    m_readinessTable->horizontalHeader()->resizeSection(ReadinessModel::Item, 330);
    auto* readinessBar = new QHBoxLayout;
    readinessBar->addWidget(m_accessLabel);
    readinessBar->addWidget(m_access);
    readinessBar->addSpacing(12);
    readinessBar->addWidget(m_dataLocationLabel);
    readinessBar->addWidget(m_dataLocation);
    readinessBar->addSpacing(12);
    readinessBar->addWidget(m_readinessSummary, 1);
    auto* readinessLayout = new QVBoxLayout(m_readinessGroup);
    readinessLayout->addLayout(readinessBar);
    readinessLayout->addWidget(m_readinessTable, 1);

    // the charts and the shard plan on the left; the strategies and the checklist, which need the width, on the right
    auto* left = new QSplitter(Qt::Vertical);
    left->addWidget(m_histogramChart);
    left->addWidget(m_paddingChart);
    left->addWidget(m_shardGroup);
    left->setStretchFactor(0, 3);
    left->setStretchFactor(1, 3);
    left->setStretchFactor(2, 2);
    left->setChildrenCollapsible(false);
    left->setSizes({205, 260, 270});
    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(m_paddingGroup);
    right->addWidget(m_readinessGroup);
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
            [this](int i) { setColumn(m_column->itemData(i).toString()); });
    connect(m_batch, qOverload<int>(&QSpinBox::valueChanged), this, [this] {
        if (m_filling)
            return;
        m_batchEdited = true;
        analyse();
    });
    connect(m_shapeBudget, qOverload<int>(&QSpinBox::valueChanged), this, [this] {
        if (!m_filling)
            analyse();
    });
    connect(m_packing, &QCheckBox::toggled, this, [this] {
        if (m_filling)
            return;
        m_packingEdited = true;
        analyse();
    });
    connect(m_tokens, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this] {
        if (m_filling)
            return;
        m_tokensEdited = true;
        m_tokensSource = QStringLiteral("typed");
        updateTokensSource();
        planShardsNow();
    });
    connect(m_seqLen, qOverload<int>(&QSpinBox::valueChanged), this, [this] {
        if (m_filling)
            return;
        m_seqLenEdited = true;
        planShardsNow();
    });
    connect(m_hosts, qOverload<int>(&QSpinBox::valueChanged), this, [this] {
        if (!m_filling)
            planShardsNow();
    });
    connect(m_slice, qOverload<int>(&QComboBox::activated), this, [this] {
        m_sliceEdited = true;
        if (const auto dev = m_document->catalog().device(m_slice->currentData().toString()))
            m_hosts->setValue(std::max(1, dev->hosts)); // plans the shards again
    });
    connect(m_access, qOverload<int>(&QComboBox::activated), this, &DataPreparationView::updateChecklist);
    connect(m_dataLocation, qOverload<int>(&QComboBox::activated), this, &DataPreparationView::updateChecklist);
    connect(m_readinessModel, &ReadinessModel::answersChanged, this, &DataPreparationView::updateChecklist);
    connect(m_strategyModel, &QAbstractItemModel::modelReset, this,
            [this] { m_strategyTable->resizeColumnsToContents(); });
    connect(document, &PlanDocument::inputChanged, this, &DataPreparationView::fromPlan);
    connect(document, &PlanDocument::resultsChanged, this, &DataPreparationView::fromPlan);
    connect(document, &PlanDocument::catalogChanged, this, [this] {
        fillChoices();
        fromPlan();
    });

    fillChoices();
    retranslateUi();
    fromPlan();
    analyse();
    planShardsNow();
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
    m_paddingGroup->setTitle(tr("Padding and bucketing"));
    m_batchLabel->setText(tr("&Batch:"));
    m_batch->setToolTip(tr("Sequences per step (the global batch; the plan's by default)"));
    m_shapeBudgetLabel->setText(tr("Most &shapes:"));
    m_shapeBudget->setToolTip(tr("Most input shapes (XLA compilations) a recommended strategy may need"));
    m_packing->setText(tr("&Packing allowed"));
    m_packing->setToolTip(tr("Sequences may be concatenated and cut into chunks (pretraining). Clear it when each "
                             "example must stay whole (fine-tuning, classification)."));
    m_shardGroup->setTitle(tr("TFRecord shards"));
    m_tokensLabel->setText(tr("&Tokens:"));
    m_tokens->setToolTip(tr("Tokens in the dataset to write as TFRecords"));
    m_seqLenLabel->setText(tr("Se&q len:"));
    m_seqLen->setToolTip(tr("Tokens per record (the packed chunk length; the plan's sequence length by default)"));
    m_sliceLabel->setText(tr("S&lice:"));
    m_slice->setToolTip(tr("The TPU slice that reads the data: it sets the number of hosts"));
    m_hostsLabel->setText(tr("&Hosts:"));
    m_hosts->setToolTip(tr("Hosts (VMs) that read the shards: 1 for a v2-8 or v3-8, more on pod slices"));
    m_readinessGroup->setTitle(tr("TPU readiness"));
    m_accessLabel->setText(tr("TPU &access:"));
    m_access->setItemText(0, tr("not known"));
    m_access->setItemText(1, tr("TPU VM"));
    m_access->setItemText(2, tr("TPU Node (Colab, Kaggle)"));
    m_access->setToolTip(tr("How the TPU is reached: a TPU Node (Colab and Kaggle are nodes) reads only Cloud "
                            "Storage or memory"));
    m_dataLocationLabel->setText(tr("&Data in:"));
    m_dataLocation->setItemText(0, tr("not known"));
    m_dataLocation->setItemText(1, tr("Cloud Storage"));
    m_dataLocation->setItemText(2, tr("local disk"));
    m_dataLocation->setItemText(3, tr("memory"));
    m_dataLocation->setToolTip(tr("Where the training data lives"));
    m_readinessTable->setToolTip(tr("Tick the items that only you can answer; the others follow from the padding and "
                                    "the shard plan"));
    m_histogramModel->retranslate();
    m_strategyModel->retranslate();
    m_readinessModel->retranslate();
    // the charts re-translate themselves: the language change reaches every child widget
    if (m_path.isEmpty())
        m_fileLabel->setText(tr("No lengths file: open one to compare padding strategies."));
    else
        m_fileLabel->setText(QDir::toNativeSeparators(m_path));
    // the texts that core computes are translated when computed
    updateInfo();
    updateTokensSource();
    analyse();
    planShardsNow();
}

void DataPreparationView::fillChoices()
{
    const QString current = m_slice->currentData().toString();
    m_slice->clear();
    const Catalog& c = m_document->catalog();
    for (const Slice& s : c.slices()) {
        const auto dev = c.device(s.name);
        m_slice->addItem(s.name, s.name);
        if (dev)
            m_slice->setItemData(m_slice->count() - 1,
                                 tr("%1: %n host(s)", nullptr, std::max(1, dev->hosts)).arg(s.name), Qt::ToolTipRole);
    }
    const int i = m_slice->findData(current);
    if (i >= 0)
        m_slice->setCurrentIndex(i);
}

void DataPreparationView::fromPlan()
{
    const PlanInput& in = m_document->input();
    const Catalog& catalog = m_document->catalog();
    bool analysis = false;
    bool shards = false;
    m_filling = true;
    if (!m_batchEdited && m_batch->value() != in.globalBatch) {
        m_batch->setValue(in.globalBatch);
        analysis = true;
    }
    const bool packing = in.head.kind != HeadKind::Classification; // pretraining packs; fine-tuning keeps examples
    if (!m_packingEdited && m_packing->isChecked() != packing) {
        m_packing->setChecked(packing);
        analysis = true;
    }
    if (!m_seqLenEdited && m_seqLen->value() != in.seqLen) {
        m_seqLen->setValue(in.seqLen);
        shards = true;
    }
    if (!m_sliceEdited) {
        // the slice of the best candidate, else the first slice the plan names
        QString slice;
        for (const Candidate& c : m_document->result().candidates)
            if (c.device.isTpu) {
                slice = c.hardware;
                break;
            }
        if (slice.isEmpty())
            for (const QString& h : in.hardware)
                if (catalog.slice(h)) {
                    slice = h;
                    break;
                }
        const int i = m_slice->findData(slice);
        if (i >= 0 && i != m_slice->currentIndex())
            m_slice->setCurrentIndex(i);
        if (const auto dev = catalog.device(m_slice->currentData().toString()))
            if (m_hosts->value() != std::max(1, dev->hosts)) {
                m_hosts->setValue(std::max(1, dev->hosts));
                shards = true;
            }
    }
    if (!m_tokensEdited) {
        double tokens = kAssumedTokens;
        QString source = QStringLiteral("assumed");
        if (in.datasetTokens > 0) {
            tokens = in.datasetTokens;
            source = QStringLiteral("plan");
        } else if (!m_histogram.isEmpty()) {
            tokens = double(m_histogram.tokens());
            source = QStringLiteral("file");
        } else if (in.runLength == RunLength::Tokens && in.tokens > 0) {
            tokens = in.tokens;
            source = QStringLiteral("plan-run");
        }
        if (m_tokens->value() != tokens || source != m_tokensSource) {
            m_tokens->setValue(tokens);
            m_tokensSource = source;
            shards = true;
        }
    }
    m_filling = false;
    m_histogramChart->setMarker(in.seqLen);
    updateTokensSource();
    if (analysis)
        analyse();
    if (shards)
        planShardsNow();
}

void DataPreparationView::updateTokensSource()
{
    QString text;
    if (m_tokensSource == QLatin1String("plan"))
        text = tr("the plan's dataset size");
    else if (m_tokensSource == QLatin1String("file"))
        text = tr("the tokens of the lengths file");
    else if (m_tokensSource == QLatin1String("plan-run"))
        text = tr("the tokens the plan trains on");
    else if (m_tokensSource == QLatin1String("typed"))
        text = tr("as typed");
    else
        text = tr("assumed: enter your dataset's size");
    m_tokensNote->setText(tr("(%1)").arg(text));
}

void DataPreparationView::browse()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open a file of sequence lengths"), QFileInfo(m_path).path(),
                                       tr("Lengths (*.txt *.csv *.tsv);;All files (*)"));
    if (!path.isEmpty())
        openLengthFile(path);
}

bool DataPreparationView::openLengthFile(const QString& path, const LengthFileOptions& options)
{
    const bool samePath = path == m_path;
    m_path = path;
    m_fileLabel->setText(QDir::toNativeSeparators(path));
    LengthFileInfo info;
    try {
        m_histogram = LengthFile::read(path, options, &info);
    } catch (const InputError& e) {
        m_histogram = LengthHistogram();
        m_options = options;
        if (!samePath) {
            m_info = LengthFileInfo();
            fillColumns();
        }
        m_histogramModel->clear();
        showError(tr("The lengths file could not be used: %1").arg(e.text()));
        updateInfo();
        fromPlan();
        analyse();
        return false;
    }
    m_options = options;
    m_info = info;
    m_lastError.clear();
    m_error->hide();
    fillColumns();
    m_histogramModel->setHistogram(m_histogram);
    updateInfo();
    fromPlan();
    analyse();
    return true;
}

bool DataPreparationView::setColumn(const QString& column)
{
    if (m_path.isEmpty())
        return false;
    LengthFileOptions options = m_options;
    options.column = column;
    return openLengthFile(m_path, options);
}

void DataPreparationView::fillColumns()
{
    m_column->clear();
    m_column->addItem(tr("Automatic"), QString());
    if (m_info.format == LengthFileInfo::Format::Csv) {
        if (!m_info.header.isEmpty()) {
            for (const QString& name : m_info.header)
                m_column->addItem(name, name);
        } else {
            const int n = fieldsInFirstLine(m_path, m_info.delimiter);
            for (int i = 1; i <= n; ++i)
                m_column->addItem(tr("column %1").arg(i), QString::number(i));
        }
    }
    const int i = m_options.column.isEmpty() ? 0 : m_column->findData(m_options.column);
    m_column->setCurrentIndex(std::max(0, i));
    m_column->setEnabled(m_column->count() > 1);
}

void DataPreparationView::showError(const QString& text)
{
    m_lastError = text;
    m_error->setText(text);
    m_error->show();
}

void DataPreparationView::updateInfo()
{
    if (m_histogram.isEmpty()) {
        m_summary->setText(m_path.isEmpty() ? tr("Padding wastes compute and every distinct input shape is one more "
                                                 "XLA compilation: open a file of your dataset's sequence lengths to "
                                                 "see what each strategy costs.")
                                            : QString());
        m_summary->setVisible(!m_summary->text().isEmpty());
        return;
    }
    QString source;
    if (m_info.format == LengthFileInfo::Format::Csv) {
        source = m_info.columnGuessed
            ? tr("column \"%1\" (the first numeric column; choose another above)").arg(m_info.column)
            : tr("column \"%1\"").arg(m_info.column);
        if (!m_info.countColumn.isEmpty())
            source += tr(", counts from column \"%1\"").arg(m_info.countColumn);
        source += QStringLiteral(" · ");
    }
    const LengthHistogram& h = m_histogram;
    m_summary->setText(source
                       + tr("%1 sequences, %2 tokens · shortest %3, mean %4, median %5, p90 %6, p99 %7, longest %8")
                             .arg(formatCount(h.sequences()), formatCount(h.tokens()), formatCount(h.minLength()),
                                  formatNumber(h.meanLength(), 1), formatCount(h.quantile(0.5)),
                                  formatCount(h.quantile(0.9)), formatCount(h.quantile(0.99)),
                                  formatCount(h.maxLength())));
    m_summary->show();
}

void DataPreparationView::analyse()
{
    if (m_histogram.isEmpty()) {
        m_report.reset();
        m_strategyModel->clear();
        m_recommendation->setText(tr("No lengths yet: the strategies appear here."));
        updateChecklist();
        return;
    }
    PaddingOptions options;
    options.batch = m_batch->value();
    options.shapeBudget = m_shapeBudget->value();
    options.packingAllowed = m_packing->isChecked();
    try {
        m_report = analysePadding(m_histogram, options);
    } catch (const InputError& e) {
        m_report.reset();
        m_strategyModel->clear();
        m_recommendation->setText(e.issue().message.toHtmlEscaped());
        updateChecklist();
        return;
    }
    const PaddingReport& r = *m_report;
    m_strategyModel->setReport(r, r.recommendation);
    m_strategyTable->scrollTo(m_strategyModel->index(r.recommendation.index, 0));
    QString html = tr("<b>Recommended: %1.</b> %2")
                       .arg(strategyLabel(r.results[r.recommendation.index].strategy).toHtmlEscaped(),
                            recommendationText(r, r.recommendation).toHtmlEscaped());
    if (r.withoutPacking.index >= 0 && r.withoutPacking.index != r.recommendation.index)
        html += QStringLiteral("<br>")
            + tr("<b>If examples must stay whole: %1.</b> %2")
                  .arg(strategyLabel(r.results[r.withoutPacking.index].strategy).toHtmlEscaped(),
                       recommendationText(r, r.withoutPacking).toHtmlEscaped());
    m_recommendation->setText(html);
    updateChecklist();
}

void DataPreparationView::planShardsNow()
{
    ShardInput in;
    in.unit = DatasetUnit::Tokens;
    in.amount = m_tokens->value();
    in.seqLen = m_seqLen->value();
    in.hosts = m_hosts->value();
    const StorageClass* storage = m_document->catalog().storageClass(QStringLiteral("standard"));
    in.usdPerGiBMonth = storage ? storage->usdPerGiBMonth : 0.0;
    try {
        m_shards = planShards(in);
        m_shardError.clear();
    } catch (const InputError& e) {
        m_shards.reset();
        m_shardError = e.issue().message;
    }
    if (!m_shards) {
        m_shardResult->setText(tr("<span style='color:#b71c1c'>%1</span>").arg(m_shardError.toHtmlEscaped()));
        m_shardResult->setToolTip(QString());
        updateChecklist();
        return;
    }
    const ShardPlan& p = *m_shards;
    QStringList lines;
    lines << (p.shards > 1 ? tr("<b>%n shard(s)</b> of up to %1 (%2 … %3), %4 per host", nullptr, int(p.shards))
                                 .arg(formatBytes(p.shardBytes), p.fileName(0), p.fileName(p.shards - 1),
                                      formatCount(p.shardsPerHost))
                           : tr("<b>One shard</b> of %1 (%2)").arg(formatBytes(p.shardBytes), p.fileName(0)));
    lines << tr("%1 records of %2 tokens, %3 bytes each; %4 in all (%5 GiB)")
                 .arg(formatCount(p.records), formatCount(p.input.seqLen), formatNumber(p.recordBytes, 0),
                      formatBytes(p.totalBytes), formatNumber(p.totalGiB, 2));
    if (storage)
        lines << tr("Storage: %1 GiB × %2 per GiB-month (Cloud Storage %3) = <b>%4 per month</b>")
                     .arg(formatNumber(p.totalGiB, 2), formatUsd(storage->usdPerGiBMonth, QLocale(), 3), storage->id,
                          formatUsd(p.storageUsdPerMonth, QLocale(), 2));
    else
        lines << tr("Storage: the catalog has no price for Cloud Storage");
    for (ShardNote n : p.notes)
        lines << QStringLiteral("• ") + shardNoteText(n, p).toHtmlEscaped();
    m_shardResult->setText(lines.join(QStringLiteral("<br>")));
    m_shardResult->setToolTip(tr("Assumptions:\n%1").arg(shardAssumptions(p).join(QLatin1Char('\n'))));
    updateChecklist();
}

void DataPreparationView::updateChecklist()
{
    ReadinessInput facts;
    facts.access = TpuAccess(m_access->currentData().toInt());
    facts.data = DataLocation(m_dataLocation->currentData().toInt());
    if (m_report && m_report->recommendation.index >= 0)
        applyPadding(facts, m_report->results[m_report->recommendation.index], m_report->options.shapeBudget);
    if (m_shards)
        applyShards(facts, *m_shards);
    m_readinessModel->setFacts(facts);
    m_readinessTable->resizeColumnToContents(ReadinessModel::Status);
    m_readinessSummary->setText(tr("%1 ready · %2 not yet · %3 not known")
                                    .arg(formatCount(m_readinessModel->countSatisfied(Satisfied::Yes)),
                                         formatCount(m_readinessModel->countSatisfied(Satisfied::No)),
                                         formatCount(m_readinessModel->countSatisfied(Satisfied::Unknown))));
}

} // namespace tpuplan::gui
