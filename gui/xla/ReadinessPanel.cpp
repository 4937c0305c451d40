// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReadinessPanel.h"
#include "ui_ReadinessPanel.h"

#include "DataPrepDocument.h"
#include "ReadinessModel.h"
#include "WidgetStyle.h"
#include "util/Format.h"

#include <QEvent>
#include <QHeaderView>

namespace tpuplan::gui {

using namespace tpuplan::xla;

ReadinessPanel::ReadinessPanel(DataPrepDocument* document, QWidget* parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_ui(std::make_unique<Ui::ReadinessPanel>())
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("readinessPanel"));
    // the items of the .ui, in its order
    const TpuAccess access[] = {TpuAccess::Unknown, TpuAccess::TpuVm, TpuAccess::TpuNode};
    for (int i = 0; i < 3; ++i)
        m_ui->tpuAccess->setItemData(i, int(access[i]));
    const DataLocation data[]
        = {DataLocation::Unknown, DataLocation::CloudStorage, DataLocation::LocalDisk, DataLocation::InMemory};
    for (int i = 0; i < 4; ++i)
        m_ui->dataLocation->setItemData(i, int(data[i]));
    setupDataTable(m_ui->readinessTable, document->readinessModel());
    m_ui->readinessTable->horizontalHeader()->resizeSection(ReadinessModel::Item, 330);

    connect(m_ui->tpuAccess, qOverload<int>(&QComboBox::activated), this,
            [this](int i) { m_document->setAccess(TpuAccess(m_ui->tpuAccess->itemData(i).toInt())); });
    connect(m_ui->dataLocation, qOverload<int>(&QComboBox::activated), this,
            [this](int i) { m_document->setDataLocation(DataLocation(m_ui->dataLocation->itemData(i).toInt())); });
    connect(document, &DataPrepDocument::readinessChanged, this, &ReadinessPanel::showReadiness);
    showReadiness();
}

ReadinessPanel::~ReadinessPanel() = default;

void ReadinessPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        showReadiness();
    }
    QGroupBox::changeEvent(event);
}

void ReadinessPanel::showReadiness()
{
    const ReadinessModel* model = m_document->readinessModel();
    m_ui->tpuAccess->setCurrentIndex(std::max(0, m_ui->tpuAccess->findData(int(m_document->inputs().access))));
    m_ui->dataLocation->setCurrentIndex(std::max(0, m_ui->dataLocation->findData(int(m_document->inputs().data))));
    m_ui->readinessTable->resizeColumnToContents(ReadinessModel::Status);
    m_ui->readinessSummary->setText(tr("%1 ready · %2 not yet · %3 not known")
                                        .arg(formatCount(model->countSatisfied(Satisfied::Yes)),
                                             formatCount(model->countSatisfied(Satisfied::No)),
                                             formatCount(model->countSatisfied(Satisfied::Unknown))));
}

} // namespace tpuplan::gui
