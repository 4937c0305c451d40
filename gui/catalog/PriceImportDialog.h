// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/CatalogImport.h"

#include <QDialog>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace tpuplan::gui {

class PlanDocument;
class PriceDiffModel;
class PriceImportIssueModel;
namespace Ui {
class PriceImportDialog;
}

// Importing a public price file into the user's catalog, diff first: the dialog reads and maps the file
// (previewPriceImport: nothing is written), shows what would change (changed prices with old, new and the difference,
// new ones, gone ones, how many stay) and the rows that were not imported or were rejected, with their lines. Apply
// writes the user catalog (applyPriceImport) and gives the plan the catalog with it; Cancel writes nothing.
class PriceImportDialog : public QDialog
{
    Q_OBJECT
public:
    PriceImportDialog(PlanDocument* document, const QString& priceFile, const QString& userCatalogPath,
                      QWidget* parent = nullptr);
    ~PriceImportDialog() override;

    // Reads the file again with the options shown. Returns false and shows the error (file and line) when it fails.
    bool preview();
    // Writes the user catalog and reloads the plan's catalog; closes the dialog. Returns false (and shows why) when
    // nothing could be written.
    bool apply();

    const std::optional<PriceImportPreview>& currentPreview() const { return m_preview; }
    QString lastError() const { return m_lastError; }
    QString userCatalogPath() const { return m_userCatalog; }

    PriceDiffModel* diffModel() const { return m_diff; }
    PriceImportIssueModel* issueModel() const { return m_issues; }
    QSortFilterProxyModel* diffProxy() const { return m_diffProxy; }
    QTableView* diffView() const { return m_diffView; }
    QTableView* issueView() const { return m_issueView; }
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* errorLabel() const { return m_error; }
    QPushButton* applyButton() const { return m_apply; }
    QCheckBox* showUnchangedBox() const { return m_showUnchanged; }
    QComboBox* formatBox() const { return m_format; }
    QDateEdit* asOfEdit() const { return m_asOf; }
    QCheckBox* fileDateBox() const { return m_fileDate; }
    QComboBox* spotAsBox() const { return m_spotAs; }
    QTabWidget* tabs() const { return m_tabs; }

signals:
    // The user catalog was written and the plan uses it; `catalogProblems` names the other catalog files that could
    // not be merged again (CatalogProblem::message()).
    void applied(const QString& userCatalogPath, const QStringList& catalogProblems);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateSummary();
    void showError(const QString& text);
    PriceImportOptions options() const;

    PlanDocument* m_document;
    QString m_file;
    QString m_userCatalog;
    std::optional<PriceImportPreview> m_preview;
    QString m_lastError;

    std::unique_ptr<Ui::PriceImportDialog> m_ui; // the static layout (PriceImportDialog.ui)
    PriceDiffModel* m_diff;
    PriceImportIssueModel* m_issues;
    QSortFilterProxyModel* m_diffProxy;
    // the widgets of m_ui the code uses
    QLabel* m_fileLabel;
    QComboBox* m_format;
    QDateEdit* m_asOf;
    QCheckBox* m_fileDate;
    QComboBox* m_spotAs;
    QLabel* m_summary;
    QLabel* m_error;
    QTabWidget* m_tabs;
    QTableView* m_diffView;
    QCheckBox* m_showUnchanged;
    QTableView* m_issueView;
    QLabel* m_target;
    QDialogButtonBox* m_buttons;
    QPushButton* m_apply;
};

} // namespace tpuplan::gui
