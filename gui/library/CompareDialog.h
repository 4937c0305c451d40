// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/PlanComparison.h"

#include <QDialog>
#include <QJsonObject>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace tpuplan {
class PlanStore;
}

namespace tpuplan::gui {

class ComparisonRowsModel;
class PlanDocument;
class ResultComparisonModel;

// Two plans side by side: each side is the plan in the main window or a saved plan (any revision); the inputs and
// the chosen setups in one table with the rows that differ highlighted, and the results (memory, time, cost,
// expected cost) next to each other with the difference. Everything shown comes from core's comparePlans().
class CompareDialog : public QDialog
{
    Q_OBJECT
public:
    enum Side { A, B };

    // `store` may be closed: then only the current plan can be chosen.
    explicit CompareDialog(PlanStore* store, QWidget* parent = nullptr);
    // Offers `document` as "Current plan" and follows it: an edit, another selected candidate, a save or a rename
    // compare again while the dialog is shown (and when it is shown again).
    CompareDialog(PlanDocument* document, PlanStore* store, QWidget* parent = nullptr);
    ~CompareDialog() override;

    // The plan in the main window, offered on both sides as "Current plan" (the document's, when following one).
    void setCurrentPlan(const PlanInput& input, const QJsonObject& candidate, const QString& name);
    // Chooses a side: plan 0 = the current plan; revision 0 = the latest. False if there is no such plan.
    bool setPlan(Side side, qint64 planId, int revision = 0);
    qint64 planId(Side side) const;
    int revision(Side side) const;
    // Lists the library's plans again (keeps the choices that still exist).
    void refreshPlans();

    const PlanComparison& comparison() const { return m_comparison; }
    ComparisonRowsModel* inputsModel() const { return m_inputs; }
    ResultComparisonModel* resultsModel() const { return m_results; }
    QSortFilterProxyModel* inputsProxy() const { return m_proxy; }
    QTableView* inputsTable() const { return m_inputsTable; }
    QTableView* resultsTable() const { return m_resultsTable; }
    QCheckBox* onlyDifferencesBox() const { return m_onlyDifferences; }
    QComboBox* planBox(Side side) const { return side == A ? m_planA : m_planB; }
    QComboBox* revisionBox(Side side) const { return side == A ? m_revisionA : m_revisionB; }
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* errorLabel() const { return m_error; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    struct Loaded
    {
        bool ok = false;
        QString name;
        PlanInput input;
        QJsonObject candidate;
        QString error;
    };

    void retranslateUi();
    void followDocument();
    void fillRevisions(Side side);
    Loaded load(Side side) const;
    void compare();
    void swap();

    PlanStore* m_store;
    PlanDocument* m_document = nullptr;
    PlanInput m_currentInput;
    QJsonObject m_currentCandidate;
    QString m_currentName;
    bool m_hasCurrent = false;
    PlanComparison m_comparison;
    ComparisonRowsModel* m_inputs;
    ResultComparisonModel* m_results;
    QSortFilterProxyModel* m_proxy;
    QLabel* m_labelA;
    QLabel* m_labelB;
    QComboBox* m_planA;
    QComboBox* m_planB;
    QComboBox* m_revisionA;
    QComboBox* m_revisionB;
    QPushButton* m_swap;
    QLabel* m_summary;
    QLabel* m_error;
    QCheckBox* m_onlyDifferences;
    QGroupBox* m_inputsGroup;
    QGroupBox* m_resultsGroup;
    QTableView* m_inputsTable;
    QTableView* m_resultsTable;
    QPushButton* m_close;
    bool m_filling = false;
};

} // namespace tpuplan::gui
