// SPDX-License-Identifier: GPL-3.0-or-later
#include "ShardPanel.h"
#include "ui_ShardPanel.h"

#include "DataPrepDocument.h"
#include "PlanDocument.h"
#include "util/Format.h"

#include <QEvent>
#include <QSignalBlocker>

namespace tpuplan::gui {

using namespace tpuplan::xla;

ShardPanel::ShardPanel(DataPrepDocument* document, QWidget* parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_ui(std::make_unique<Ui::ShardPanel>())
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("shardPanel"));
    QFont small = m_ui->tokensNote->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_ui->tokensNote->setFont(small);

    connect(m_ui->shardTokens, qOverload<double>(&QDoubleSpinBox::valueChanged), document,
            &DataPrepDocument::setDatasetTokens);
    connect(m_ui->shardSeqLen, qOverload<int>(&QSpinBox::valueChanged), document, &DataPrepDocument::setSeqLen);
    connect(m_ui->shardHosts, qOverload<int>(&QSpinBox::valueChanged), document, &DataPrepDocument::setHosts);
    connect(m_ui->shardSlice, qOverload<int>(&QComboBox::activated), this,
            [this](int i) { m_document->setSlice(m_ui->shardSlice->itemData(i).toString()); });
    connect(document, &DataPrepDocument::shardsChanged, this, &ShardPanel::showShards);
    // the document follows the catalog first (it connected when the plan document was made)
    connect(document->plan(), &PlanDocument::catalogChanged, this, [this] {
        fillSlices();
        showShards();
    });
    fillSlices();
    showShards();
}

ShardPanel::~ShardPanel() = default;

void ShardPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        fillSlices(); // the tooltips count hosts
        showShards(); // the texts that core computes are translated when computed
    }
    QGroupBox::changeEvent(event);
}

void ShardPanel::fillSlices()
{
    const QSignalBlocker block(m_ui->shardSlice);
    m_ui->shardSlice->clear();
    const Catalog& c = m_document->plan()->catalog();
    for (const Slice& s : c.slices()) {
        const auto dev = c.device(s.name);
        m_ui->shardSlice->addItem(s.name, s.name);
        if (dev)
            m_ui->shardSlice->setItemData(m_ui->shardSlice->count() - 1,
                                          tr("%1: %n host(s)", nullptr, std::max(1, dev->hosts)).arg(s.name),
                                          Qt::ToolTipRole);
    }
}

void ShardPanel::showTokensSource()
{
    QString text;
    switch (m_document->tokenSource()) {
    case TokenSource::Plan:
        text = tr("the plan's dataset size");
        break;
    case TokenSource::File:
        text = tr("the tokens of the lengths file");
        break;
    case TokenSource::PlanRun:
        text = tr("the tokens the plan trains on");
        break;
    case TokenSource::Typed:
        text = tr("as typed");
        break;
    case TokenSource::Assumed:
        text = tr("assumed: enter your dataset's size");
        break;
    }
    m_ui->tokensNote->setText(tr("(%1)").arg(text));
}

void ShardPanel::showShards()
{
    // the document's values, shown without reporting them back as typed
    const ShardInput& in = m_document->shardInput();
    {
        const QSignalBlocker tokens(m_ui->shardTokens);
        const QSignalBlocker seqLen(m_ui->shardSeqLen);
        const QSignalBlocker hosts(m_ui->shardHosts);
        m_ui->shardTokens->setValue(in.amount);
        m_ui->shardSeqLen->setValue(in.seqLen);
        m_ui->shardHosts->setValue(in.hosts);
        const int i = m_ui->shardSlice->findData(m_document->slice());
        if (i >= 0)
            m_ui->shardSlice->setCurrentIndex(i);
    }
    showTokensSource();
    const auto& shards = m_document->shardPlan();
    if (!shards) {
        m_ui->shardResult->setText(
            tr("<span style='color:#b71c1c'>%1</span>").arg(m_document->shardError().toHtmlEscaped()));
        m_ui->shardResult->setToolTip(QString());
        return;
    }
    const ShardPlan& p = *shards;
    const StorageClass* storage = m_document->storage();
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
    m_ui->shardResult->setText(lines.join(QStringLiteral("<br>")));
    m_ui->shardResult->setToolTip(tr("Assumptions:\n%1").arg(shardAssumptions(p).join(QLatin1Char('\n'))));
}

} // namespace tpuplan::gui
