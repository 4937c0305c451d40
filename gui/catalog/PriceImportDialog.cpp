// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceImportDialog.h"
#include "WidgetStyle.h"

#include "PlanDocument.h"
#include "PriceDiffModel.h"
#include "PriceImportIssueModel.h"
#include "catalog/CatalogSources.h"
#include "ui_PriceImportDialog.h"
#include "util/InputError.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace tpuplan::gui {

PriceImportDialog::PriceImportDialog(PlanDocument* document, const QString& priceFile, const QString& userCatalogPath,
                                     QWidget* parent)
    : QDialog(parent)
    , m_document(document)
    , m_file(priceFile)
    , m_userCatalog(userCatalogPath)
    , m_ui(std::make_unique<Ui::PriceImportDialog>())
    , m_diff(new PriceDiffModel(this))
    , m_issues(new PriceImportIssueModel(this))
    , m_diffProxy(new QSortFilterProxyModel(this))
{
    // the static layout and texts are PriceImportDialog.ui's; models, item texts and behaviour are set here
    m_ui->setupUi(this);
    m_fileLabel = m_ui->fileLabel;
    m_format = m_ui->importFormat;
    m_asOf = m_ui->importAsOf;
    m_fileDate = m_ui->importFileDate;
    m_spotAs = m_ui->importSpotAs;
    m_summary = m_ui->importSummary;
    m_error = m_ui->importError;
    m_tabs = m_ui->importTabs;
    m_diffView = m_ui->diffTable;
    m_showUnchanged = m_ui->showUnchanged;
    m_issueView = m_ui->issueTable;
    m_target = m_ui->targetLabel;
    m_buttons = m_ui->importButtons;

    for (PriceFileFormat f : {PriceFileFormat::Auto, PriceFileFormat::SkyPilot, PriceFileFormat::Gpuhunt})
        m_format->addItem(QString(), int(f));
    m_asOf->setDate(QFileInfo(priceFile).lastModified().date());
    m_spotAs->addItem(QString(), int(PricingModel::Spot));
    m_spotAs->addItem(QString(), int(PricingModel::Preemptible));
    m_error->setStyleSheet(errorBannerStyle());
    m_error->hide();

    m_diffProxy->setSourceModel(m_diff);
    m_diffProxy->setFilterRole(PriceDiffModel::KindRole);
    m_diffProxy->setFilterKeyColumn(0);
    setupDataTable(m_diffView, m_diffProxy, QAbstractItemView::ExtendedSelection);
    setupDataTable(m_issueView, m_issues, QAbstractItemView::ExtendedSelection);
    m_apply = m_buttons->button(QDialogButtonBox::Apply);
    m_apply->setObjectName(QStringLiteral("applyImport"));

    connect(m_format, qOverload<int>(&QComboBox::activated), this, &PriceImportDialog::preview);
    connect(m_spotAs, qOverload<int>(&QComboBox::activated), this, &PriceImportDialog::preview);
    connect(m_fileDate, &QCheckBox::toggled, this, [this](bool fileDate) {
        m_asOf->setEnabled(!fileDate);
        preview();
    });
    connect(m_asOf, &QDateEdit::dateChanged, this, [this] {
        if (!m_fileDate->isChecked())
            preview();
    });
    connect(m_showUnchanged, &QCheckBox::toggled, this, &PriceImportDialog::updateSummary);
    connect(m_apply, &QPushButton::clicked, this, &PriceImportDialog::apply);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    retranslateUi();
    preview();
}

PriceImportDialog::~PriceImportDialog() = default;

void PriceImportDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PriceImportDialog::retranslateUi()
{
    m_ui->retranslateUi(this);
    m_fileLabel->setText(tr("<b>Price file:</b> %1").arg(QDir::toNativeSeparators(m_file).toHtmlEscaped()));
    m_format->setItemText(0, tr("detect"));
    m_format->setItemText(1, priceFileFormatName(PriceFileFormat::SkyPilot));
    m_format->setItemText(2, priceFileFormatName(PriceFileFormat::Gpuhunt));
    m_spotAs->setItemText(0, tr("spot"));
    m_spotAs->setItemText(1, tr("preemptible (2021–2022 files)"));
    m_apply->setText(tr("&Apply: Write My Catalog"));
    m_apply->setToolTip(tr("Write the imported prices into your catalog file and use them; the built-in catalog is "
                           "never written"));
    m_diff->retranslate();
    m_issues->retranslate();
    if (m_preview)
        updateSummary();
    else if (!m_lastError.isEmpty())
        preview(); // the error text comes from core, translated when it is made
}

PriceImportOptions PriceImportDialog::options() const
{
    PriceImportOptions o;
    o.format = PriceFileFormat(m_format->currentData().toInt());
    if (!m_fileDate->isChecked())
        o.asOf = m_asOf->date();
    o.skyPilotSpotAs = PricingModel(m_spotAs->currentData().toInt());
    return o;
}

bool PriceImportDialog::preview()
{
    try {
        m_preview = previewPriceImport(m_file, m_userCatalog, Catalog::builtin(), options());
    } catch (const InputError& e) {
        m_preview.reset();
        m_diff->clear();
        m_issues->clear();
        showError(tr("Nothing was imported and nothing will be written: %1").arg(e.text()));
        updateSummary();
        return false;
    }
    m_lastError.clear();
    m_error->hide();
    m_diff->setDiff(m_preview->diff);
    m_issues->setIssues(m_preview->import.issues);
    m_diffView->resizeColumnsToContents();
    m_issueView->resizeColumnsToContents();
    updateSummary();
    return true;
}

void PriceImportDialog::showError(const QString& text)
{
    m_lastError = text;
    m_error->setText(text);
    m_error->show();
}

void PriceImportDialog::updateSummary()
{
    // unchanged prices are counted; listed only on request
    m_diffProxy->setFilterRegularExpression(
        m_showUnchanged->isChecked()
            ? QRegularExpression()
            : QRegularExpression(QStringLiteral("^(?!%1$)").arg(int(PriceDiffEntry::Kind::Unchanged))));
    const QLocale loc;
    if (!m_preview) {
        m_summary->clear();
        m_summary->hide();
        m_target->setText(tr("Your catalog %1 is left as it is.").arg(QDir::toNativeSeparators(m_userCatalog)));
        m_tabs->setTabText(0, tr("Changes"));
        m_tabs->setTabText(1, tr("Not Imported, Warnings"));
        m_apply->setEnabled(false);
        return;
    }
    const PriceImportPreview& p = *m_preview;
    const PriceDiff& d = p.diff;
    using K = PriceDiffEntry::Kind;
    const int unmapped = p.import.issueCount(PriceImportIssue::Kind::Unmapped);
    const int rejected = p.import.issueCount(PriceImportIssue::Kind::Rejected);
    const int warnings = p.import.issueCount(PriceImportIssue::Kind::Warning);
    QStringList lines;
    lines << tr("%1, %n row(s) read, %2 price(s) mapped.", nullptr, p.import.recordsRead)
                 .arg(priceFileFormatName(p.import.format), loc.toString(p.import.prices.size()));
    lines << tr("<b>%1 changed · %2 new · %3 gone</b> · %4 unchanged")
                 .arg(loc.toString(d.count(K::Changed)), loc.toString(d.count(K::Added)),
                      loc.toString(d.count(K::Gone)), loc.toString(d.count(K::Unchanged)));
    lines << tr("%1 row(s) not imported (%2 not mapped, %3 rejected), %4 warning(s): see \"Not Imported, Warnings\".")
                 .arg(loc.toString(unmapped + rejected), loc.toString(unmapped), loc.toString(rejected),
                      loc.toString(warnings));
    lines << (p.import.asOfFromFileTime
                  ? tr("Prices dated %1, the file's modification date.").arg(p.import.asOf.toString(Qt::ISODate))
                  : tr("Prices dated %1.").arg(p.import.asOf.toString(Qt::ISODate)));
    m_summary->setText(lines.join(QStringLiteral("<br>")));
    m_summary->show();
    m_tabs->setTabText(
        0, tr("Changes (%1)").arg(loc.toString(d.count(K::Changed) + d.count(K::Added) + d.count(K::Gone))));
    m_tabs->setTabText(1, tr("Not Imported, Warnings (%1)").arg(loc.toString(p.import.issues.size())));
    const QString path = QDir::toNativeSeparators(p.userCatalogPath);
    if (!p.changesFile())
        m_target->setText(tr("Nothing to write: your catalog %1 is up to date.").arg(path));
    else if (p.userCatalogExisted)
        m_target->setText(tr("Apply rewrites the imported prices in your catalog %1; your own entries and comments "
                             "stay as they are. Cancel writes nothing.")
                              .arg(path));
    else
        m_target->setText(tr("Apply creates your catalog %1 with these prices. Cancel writes nothing.").arg(path));
    m_apply->setEnabled(p.changesFile());
}

bool PriceImportDialog::apply()
{
    if (!m_preview || !m_preview->changesFile()) {
        showError(tr("There is nothing to write."));
        return false;
    }
    try {
        applyPriceImport(*m_preview);
    } catch (const InputError& e) {
        showError(tr("Your catalog was not written: %1").arg(e.text()));
        return false;
    }
    // the built-in catalog with the new user file, then any other catalog file the plan was using; one that broke
    // since it was opened is left out and reported
    CatalogSources sources = CatalogSources::of(m_document->catalog(), m_userCatalog);
    sources.reload();
    Catalog catalog = sources.catalog();
    m_document->setCatalog(std::move(catalog));
    emit applied(m_userCatalog, sources.problemMessages());
    accept();
    return true;
}

} // namespace tpuplan::gui
