// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace tpuplan::gui {

class CatalogTableModel;
class GenerationTableModel;
class PlanDocument;
class PriceImportDialog;

// The catalog the plan uses: TPU generations and GPUs, and every priced offering with its source and date (stale
// prices marked). A user catalog file can be opened over the built-in one; its errors are shown, never swallowed.
class CatalogView : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogView(PlanDocument* document, QWidget* parent = nullptr);

    // Merges `path` over the built-in catalog and gives the result to the plan. On an error nothing changes, the
    // error is shown under the toolbar and, with `dialog`, in a message box. Returns whether the file was used.
    bool openUserCatalog(const QString& path, bool dialog = true);
    // Back to the built-in catalog alone.
    void useBuiltinOnly();
    // Shows an error about a catalog file found elsewhere (at start-up, say).
    void showError(const QString& text);

    QString lastError() const { return m_lastError; }
    QLabel* errorLabel() const { return m_error; }
    CatalogTableModel* offeringsModel() const { return m_offerings; }
    GenerationTableModel* generationsModel() const { return m_generations; }
    QTableView* offeringsView() const { return m_offeringsView; }

    // Opens the import dialog for a price file (SkyPilot vms.csv, gpuhunt JSON) against `userCatalogPath` (empty: the
    // user's catalog, defaultUserCatalogPath()). The dialog shows the diff; nothing is written before Apply.
    PriceImportDialog* openImportDialog(const QString& priceFile, const QString& userCatalogPath = QString());

public slots:
    void browse();
    // Asks for a price file and opens the import dialog.
    void importPrices();

signals:
    // The user catalog file in use changed (empty: built-in only).
    void userCatalogChanged(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();

    PlanDocument* m_document;
    CatalogTableModel* m_offerings;
    GenerationTableModel* m_generations;
    QSortFilterProxyModel* m_offeringsProxy;
    QTableView* m_offeringsView;
    QTableView* m_generationsView;
    QLabel* m_status;
    QLabel* m_error;
    QLineEdit* m_filter;
    QPushButton* m_open;
    QPushButton* m_builtin;
    QPushButton* m_import;
    QString m_lastError;
};

} // namespace tpuplan::gui
