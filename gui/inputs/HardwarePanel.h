// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InputPanel.h"

#include <QSet>

class QComboBox;
class QListWidget;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace tpuplan::gui {

// The hardware the search may use: TPU generations and their slices (and the catalog's GPUs) as a checkable tree,
// the regions and the pricing models. Whole generations are stored as generations, a partial choice as a slice list.
class HardwarePanel : public InputPanel
{
    Q_OBJECT
public:
    explicit HardwarePanel(PlanDocument* document, QWidget* parent = nullptr);

    QTreeWidget* hardwareTree() const { return m_tree; }
    QListWidget* regionList() const { return m_regions; }
    QListWidget* pricingList() const { return m_pricing; }
    // Applies pending check-box changes at once (they are otherwise gathered until the event loop runs).
    void flush();

protected:
    void refresh() override;
    void retranslateUi() override;

private:
    void rebuild();
    void hardwareEdited();
    void regionsEdited();
    void pricingEdited();
    QTreeWidgetItem* gpuGroup() const;
    static QString gpuGroupText();
    // A list with nothing checked is marked at its field (a form issue of the document) until it is fixed.
    void setEmptyChoice(const QString& key, bool empty);
    static QString emptyChoiceMessage(const QString& key);

    QTreeWidget* m_tree = nullptr;
    QListWidget* m_regions = nullptr;
    QListWidget* m_pricing = nullptr;
    QComboBox* m_gpuRuntime = nullptr;
    QTimer* m_treeTimer = nullptr;
    QSet<QString> m_emptyChoices;
};

} // namespace tpuplan::gui
