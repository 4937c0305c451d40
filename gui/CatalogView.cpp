// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogView.h"
#include "WidgetStyle.h"

#include "PlanDocument.h"
#include "catalog/CatalogSources.h"
#include "catalog/PriceImportDialog.h"
#include "catalog/UserCatalogFile.h"
#include "models/CatalogTableModel.h"
#include "models/GenerationTableModel.h"

#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace tpuplan::gui {

CatalogView::CatalogView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_offerings(new CatalogTableModel(this))
    , m_generations(new GenerationTableModel(this))
    , m_offeringsProxy(new QSortFilterProxyModel(this))
{
    m_open = new QPushButton;
    m_builtin = new QPushButton;
    m_import = new QPushButton;
    m_import->setObjectName(QStringLiteral("importPrices"));
    m_filter = new QLineEdit;
    m_filter->setClearButtonEnabled(true);
    m_status = new QLabel;
    m_status->setWordWrap(true);
    m_error = new QLabel;
    m_error->setObjectName(QStringLiteral("catalogError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(errorBannerStyle());
    m_error->hide();

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_open);
    bar->addWidget(m_builtin);
    bar->addWidget(m_import);
    bar->addWidget(m_filter, 1);

    m_generationsView = new QTableView;
    m_generationsView->setModel(m_generations);
    m_generationsView->verticalHeader()->hide();
    m_generationsView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_generationsView->horizontalHeader()->setStretchLastSection(true);
    m_generationsView->setAlternatingRowColors(true);
    m_generationsView->setSelectionBehavior(QAbstractItemView::SelectRows);

    m_offeringsProxy->setSourceModel(m_offerings);
    m_offeringsProxy->setFilterKeyColumn(-1);
    m_offeringsProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_offeringsView = new QTableView;
    m_offeringsView->setModel(m_offeringsProxy);
    m_offeringsView->setSortingEnabled(true);
    m_offeringsView->sortByColumn(-1, Qt::AscendingOrder);
    m_offeringsView->verticalHeader()->hide();
    m_offeringsView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_offeringsView->horizontalHeader()->setStretchLastSection(true);
    m_offeringsView->setAlternatingRowColors(true);
    m_offeringsView->setSelectionBehavior(QAbstractItemView::SelectRows);

    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(m_generationsView);
    split->addWidget(m_offeringsView);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_status);
    layout->addWidget(m_error);
    layout->addWidget(split, 1);

    connect(m_open, &QPushButton::clicked, this, &CatalogView::browse);
    connect(m_builtin, &QPushButton::clicked, this, &CatalogView::useBuiltinOnly);
    connect(m_import, &QPushButton::clicked, this, &CatalogView::importPrices);
    connect(m_filter, &QLineEdit::textChanged, m_offeringsProxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(document, &PlanDocument::catalogChanged, this, &CatalogView::refresh);
    retranslateUi();
    refresh();
}

void CatalogView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh(); // the tables and the status line
    }
    QWidget::changeEvent(event);
}

void CatalogView::retranslateUi()
{
    m_open->setText(tr("Open User Catalog…"));
    m_open->setToolTip(tr("Merge a catalog YAML file over the built-in catalog (docs/catalog.md): your own prices, "
                          "regions or hardware"));
    m_builtin->setText(tr("Built-in Only"));
    m_builtin->setToolTip(tr("Drop the user catalog and use the built-in catalog alone"));
    m_import->setText(tr("Import Prices…"));
    m_import->setToolTip(tr("Read a public price list (SkyPilot's GCP vms.csv, gpuhunt's tpu_pricing.json) into your "
                            "catalog: the changes are shown before anything is written"));
    m_filter->setPlaceholderText(tr("Filter offerings (hardware, region, pricing, source…)"));
}

void CatalogView::refresh()
{
    const Catalog& c = m_document->catalog();
    m_offerings->setCatalog(c, m_document->today());
    m_generations->setCatalog(c);
    m_generationsView->resizeColumnsToContents();
    m_offeringsView->resizeColumnsToContents();
    const QString files = c.userFiles().isEmpty() ? tr("built-in only") : c.userFiles().join(QStringLiteral(", "));
    QString status = tr("Catalog %1 (%2). Prices older than %3 months are marked stale; hover a source for its "
                        "reference.")
                         .arg(c.versionLabel(), files)
                         .arg(Catalog::kStaleAfterMonths);
    // one sentence on the age of the prices and where to refresh them, instead of a wall of stale marks
    const Catalog::PriceAges ages = c.priceAges(m_document->today());
    if (ages.stale > 0)
        status += QLatin1Char(' ')
            + tr("%n price(s) are stale, the oldest %1 months old: refresh them with Import Prices… from a newer "
                 "public price list; the import shows its changes before anything is written.",
                 nullptr, ages.stale)
                  .arg(ages.oldestMonths);
    m_status->setText(status);
}

void CatalogView::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a user catalog"), QString(),
                                                      tr("Catalog YAML (*.yaml *.yml);;All files (*)"));
    if (!path.isEmpty())
        openUserCatalog(path);
}

void CatalogView::importPrices()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import prices from"), QString(),
        tr("Price lists (*.csv *.json);;SkyPilot GCP catalog (*.csv);;gpuhunt TPU pricing (*.json);;All files (*)"));
    if (!path.isEmpty())
        openImportDialog(path);
}

PriceImportDialog* CatalogView::openImportDialog(const QString& priceFile, const QString& userCatalogPath)
{
    auto* dialog = new PriceImportDialog(m_document, priceFile,
                                         userCatalogPath.isEmpty() ? defaultUserCatalogPath() : userCatalogPath, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PriceImportDialog::applied, this, [this](const QString&, const QStringList& problems) {
        if (problems.isEmpty()) {
            m_lastError.clear();
            m_error->hide();
        } else {
            showError(problems.join(QLatin1Char('\n')));
        }
    });
    dialog->open();
    return dialog;
}

bool CatalogView::openUserCatalog(const QString& path, bool dialog)
{
    // the chosen file over the user's own catalog file, as at start-up: the prices imported into it stay
    CatalogSources sources(defaultUserCatalogPath(), {path});
    sources.reload();
    QStringList others;
    for (const CatalogProblem& p : sources.problems()) {
        if (p.file != path) {
            others << p.message();
            continue;
        }
        const QString& error = p.error;
        showError(tr("The catalog file could not be used; the catalog is unchanged.\n%1").arg(error));
        if (dialog) {
            auto* box = new QMessageBox(QMessageBox::Warning, tr("Catalog file has an error"),
                                        tr("%1\n\nThe catalog is unchanged.").arg(error), QMessageBox::Ok, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
        return false;
    }
    if (others.isEmpty()) {
        m_lastError.clear();
        m_error->hide();
    } else {
        showError(others.join(QLatin1Char('\n')));
    }
    m_document->setCatalog(sources.catalog());
    emit userCatalogChanged(path);
    return true;
}

void CatalogView::useBuiltinOnly()
{
    m_lastError.clear();
    m_error->hide();
    CatalogSources builtinOnly; // no files, not even the user's own
    builtinOnly.reload();
    m_document->setCatalog(builtinOnly.catalog());
    emit userCatalogChanged(QString());
}

void CatalogView::showError(const QString& text)
{
    m_lastError = text;
    m_error->setText(text);
    m_error->show();
}

} // namespace tpuplan::gui
