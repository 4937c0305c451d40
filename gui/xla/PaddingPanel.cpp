// SPDX-License-Identifier: GPL-3.0-or-later
#include "PaddingPanel.h"
#include "ui_PaddingPanel.h"

#include "DataPrepDocument.h"
#include "PaddingStrategyModel.h"
#include "WidgetStyle.h"

#include <QEvent>
#include <QSignalBlocker>

namespace tpuplan::gui {

using namespace tpuplan::xla;

namespace {
const QString kAdviceStyle = QStringLiteral("QLabel { background: #eef7ee; border: 1px solid #a5d6a7; "
                                            "border-radius: 3px; padding: 4px; }");
}

PaddingPanel::PaddingPanel(DataPrepDocument* document, QWidget* parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_ui(std::make_unique<Ui::PaddingPanel>())
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("paddingPanel"));
    PaddingStrategyModel* model = document->strategyModel();
    setupDataTable(m_ui->strategyTable, model);
    for (int c = 0; c < PaddingStrategyModel::ColumnCount; ++c)
        m_ui->strategyTable->setColumnHidden(c, PaddingStrategyModel::isChartColumn(c));
    m_ui->recommendation->setStyleSheet(kAdviceStyle);

    connect(m_ui->paddingBatch, qOverload<int>(&QSpinBox::valueChanged), document, &DataPrepDocument::setBatch);
    connect(m_ui->shapeBudget, qOverload<int>(&QSpinBox::valueChanged), document, &DataPrepDocument::setShapeBudget);
    connect(m_ui->packingAllowed, &QCheckBox::toggled, document, &DataPrepDocument::setPackingAllowed);
    connect(model, &QAbstractItemModel::modelReset, this, [this] { m_ui->strategyTable->resizeColumnsToContents(); });
    connect(document, &DataPrepDocument::paddingChanged, this, &PaddingPanel::showPadding);
    showPadding();
}

PaddingPanel::~PaddingPanel() = default;

void PaddingPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        showPadding(); // the advice is computed text
    }
    QGroupBox::changeEvent(event);
}

void PaddingPanel::showPadding()
{
    // the document's values, shown without reporting them back as typed
    const PaddingOptions& options = m_document->paddingOptions();
    {
        const QSignalBlocker batch(m_ui->paddingBatch);
        const QSignalBlocker budget(m_ui->shapeBudget);
        const QSignalBlocker packing(m_ui->packingAllowed);
        m_ui->paddingBatch->setValue(options.batch);
        m_ui->shapeBudget->setValue(options.shapeBudget);
        m_ui->packingAllowed->setChecked(options.packingAllowed);
    }
    const auto& report = m_document->paddingReport();
    if (!report) {
        m_ui->recommendation->setText(m_document->paddingError().isEmpty()
                                          ? tr("No lengths yet: the strategies appear here.")
                                          : m_document->paddingError().toHtmlEscaped());
        return;
    }
    const PaddingReport& r = *report;
    m_ui->strategyTable->scrollTo(m_document->strategyModel()->index(r.recommendation.index, 0));
    QString html = tr("<b>Recommended: %1.</b> %2")
                       .arg(strategyLabel(r.results[r.recommendation.index].strategy).toHtmlEscaped(),
                            recommendationText(r, r.recommendation).toHtmlEscaped());
    if (r.withoutPacking.index >= 0 && r.withoutPacking.index != r.recommendation.index)
        html += QStringLiteral("<br>")
            + tr("<b>If examples must stay whole: %1.</b> %2")
                  .arg(strategyLabel(r.results[r.withoutPacking.index].strategy).toHtmlEscaped(),
                       recommendationText(r, r.withoutPacking).toHtmlEscaped());
    m_ui->recommendation->setText(html);
}

} // namespace tpuplan::gui
