// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog ▸ Import Prices… driven offscreen with the fixtures of tests/data/import: the dialog shows the diff (changed
// prices with old, new and the difference, new ones, how many stay) and the rows not imported before anything is
// written; Cancel writes nothing; Apply writes the user catalog (in a throw-away HOME, QStandardPaths test mode), the
// plan re-plans and the catalog view shows the imported price; bad price files show the file and the line; the models
// pass QAbstractItemModelTester; screenshots are saved next to the test binary.
#include "AppSettings.h"
#include "Appearance.h"
#include "CatalogView.h"
#include "DefaultPlan.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "TemporaryHome.h"
#include "catalog/PriceDiffModel.h"
#include "catalog/PriceImportDialog.h"
#include "catalog/PriceImportIssueModel.h"
#include "catalog/UserCatalogFile.h"
#include "models/CatalogTableModel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDateEdit>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {
const char* const kGpuhunt = "tpu_pricing.json@c8bb9a79_2024-06-11.json";
const char* const kVms = "vms.csv@006059e0_TPU_EXTRACT.csv";

QString fixture(const char* name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/import/") + QString::fromUtf8(name);
}

// The catalog view's row of an offering, or -1.
int offeringRow(const CatalogTableModel* m, const QString& hardware, const QString& region, const QString& pricing)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, CatalogTableModel::Hardware).data().toString() == hardware
            && m->index(r, CatalogTableModel::Region).data().toString() == region
            && m->index(r, CatalogTableModel::Pricing).data().toString() == pricing)
            return r;
    return -1;
}
} // namespace

class TestPriceImportDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void userCatalogIsInTheTestHome();
    void previewShowsDiff();
    void rowsNotImportedListed();
    void cancelWritesNothing();
    void applyWritesUserCatalog();
    void applyKeepsTheUsersOwnEntries();
    void openUserCatalogKeepsImportedPrices();
    void applyReportsABrokenNamedCatalog();
    void badFilesShowFileAndLine_data();
    void badFilesShowFileAndLine();
    void modelsPassTester();
    void retranslates();
    void screenshot();

private:
    PriceImportDialog* openDated(const char* file, const QDate& asOf);

    tpuplan::test::TemporaryHome m_home; // a throw-away HOME in test mode, never the real one
    QString m_userCatalog;
    std::unique_ptr<PlanDocument> m_document;
    std::unique_ptr<CatalogView> m_view;
    Catalog m_builtin;
};

void TestPriceImportDialog::initTestCase()
{
    QVERIFY(m_home.isValid());
    qRegisterMetaType<Qt::Orientation>();
    applyAppearance(*qApp);
    QLocale::setDefault(QLocale::c());
    m_builtin = Catalog::builtin();
    m_userCatalog = defaultUserCatalogPath();
}

void TestPriceImportDialog::init()
{
    QFile::remove(m_userCatalog);
    m_document = std::make_unique<PlanDocument>(m_builtin);
    m_document->reset(defaultPlan());
    m_view = std::make_unique<CatalogView>(m_document.get());
    m_view->resize(1300, 800);
}

void TestPriceImportDialog::cleanup()
{
    m_view.reset();
    m_document.reset();
    QFile::remove(m_userCatalog);
}

PriceImportDialog* TestPriceImportDialog::openDated(const char* file, const QDate& asOf)
{
    PriceImportDialog* d = m_view->openImportDialog(fixture(file));
    d->fileDateBox()->setChecked(false);
    d->asOfEdit()->setDate(asOf);
    return d;
}

void TestPriceImportDialog::userCatalogIsInTheTestHome()
{
    QVERIFY2(m_userCatalog.startsWith(m_home.path() + QStringLiteral("/.qttest/")), qPrintable(m_userCatalog));
    QVERIFY(m_userCatalog.endsWith(QStringLiteral("/catalog.yaml")));
}

void TestPriceImportDialog::previewShowsDiff()
{
    PriceImportDialog* d = openDated(kGpuhunt, QDate(2024, 6, 11));
    QVERIFY(d->isVisible());
    QCOMPARE(d->userCatalogPath(), m_userCatalog);
    QVERIFY2(d->currentPreview(), qPrintable(d->lastError()));
    QVERIFY(d->errorLabel()->isHidden());
    const PriceDiff& diff = d->currentPreview()->diff;
    QVERIFY(diff.count(PriceDiffEntry::Kind::Changed) > 0);

    // gpuhunt per chip against the built-in per slice: v2-32 = 16 chips, 1.65 × 16 = 26.40 against 24.00 (+10 %)
    PriceDiffModel* m = d->diffModel();
    QCOMPARE(m->rowCount(), diff.entries.size());
    const int row = m->rowOf(QStringLiteral("v2-32"), QStringLiteral("europe-west4"), QStringLiteral("on-demand"));
    QVERIFY(row >= 0);
    QCOMPARE(m->index(row, PriceDiffModel::Change).data().toString(), QStringLiteral("changed"));
    QCOMPARE(m->index(row, PriceDiffModel::OldPrice).data().toString(), QStringLiteral("$24.00"));
    QCOMPARE(m->index(row, PriceDiffModel::NewPrice).data().toString(), QStringLiteral("$26.40"));
    QCOMPARE(m->index(row, PriceDiffModel::Delta).data().toString(), QStringLiteral("+$2.40"));
    QCOMPARE(m->index(row, PriceDiffModel::DeltaPercent).data().toString(), QStringLiteral("+10.0%"));
    QCOMPARE(m->index(row, PriceDiffModel::Per).data().toString(), QStringLiteral("per slice"));
    // changed first, then new, gone, unchanged
    QCOMPARE(m->index(0, 0).data(PriceDiffModel::KindRole).toInt(), int(PriceDiffEntry::Kind::Changed));
    int lastKindOrder = -1;
    const QVector<int> order{1, 0, 3, 2}; // Added=0, Changed=1, Unchanged=2, Gone=3 -> their place in the list
    for (int r = 0; r < m->rowCount(); ++r) {
        const int k = order[m->index(r, 0).data(PriceDiffModel::KindRole).toInt()];
        QVERIFY(k >= lastKindOrder);
        lastKindOrder = k;
    }

    // unchanged prices are counted, and listed on request
    const int unchanged = diff.count(PriceDiffEntry::Kind::Unchanged);
    QVERIFY(unchanged > 0);
    QCOMPARE(d->diffProxy()->rowCount(), int(diff.entries.size()) - unchanged);
    d->showUnchangedBox()->setChecked(true);
    QCOMPARE(d->diffProxy()->rowCount(), int(diff.entries.size()));
    QVERIFY(d->summaryLabel()->text().contains(QStringLiteral("%1 unchanged").arg(unchanged)));
    QVERIFY(d->summaryLabel()->text().contains(
        QStringLiteral("%1 changed").arg(diff.count(PriceDiffEntry::Kind::Changed))));
    QVERIFY(d->summaryLabel()->text().contains(QStringLiteral("2024-06-11")));
    QVERIFY(d->applyButton()->isEnabled());
    // nothing is written by a preview
    QVERIFY(!QFile::exists(m_userCatalog));
    d->reject();
}

void TestPriceImportDialog::rowsNotImportedListed()
{
    PriceImportDialog* d = openDated(kVms, QDate(2025, 4, 19));
    QVERIFY2(d->currentPreview(), qPrintable(d->lastError()));
    const QVector<PriceImportIssue>& issues = d->currentPreview()->import.issues;
    QVERIFY(!issues.isEmpty());
    PriceImportIssueModel* m = d->issueModel();
    QCOMPARE(m->rowCount(), issues.size());
    bool rejectedWithLine = false;
    for (int r = 0; r < m->rowCount(); ++r) {
        QCOMPARE(m->index(r, PriceImportIssueModel::Line).data().toString(), QString::number(issues[r].line));
        QCOMPARE(m->index(r, PriceImportIssueModel::Reason).data().toString(), issues[r].message);
        if (issues[r].kind == PriceImportIssue::Kind::Rejected && issues[r].line > 1)
            rejectedWithLine = true;
    }
    QVERIFY(rejectedWithLine); // SkyPilot's $700 stand-in, say
    QVERIFY(d->tabs()->tabText(1).contains(QString::number(issues.size())));
    QVERIFY(d->summaryLabel()->text().contains(QStringLiteral("not imported")));
    QVERIFY(!QFile::exists(m_userCatalog));
    d->reject();
}

void TestPriceImportDialog::cancelWritesNothing()
{
    const QVector<Price> before = m_document->catalog().prices();
    QSignalSpy catalogChanged(m_document.get(), &PlanDocument::catalogChanged);
    PriceImportDialog* d = openDated(kGpuhunt, QDate(2024, 6, 11));
    QPointer<PriceImportDialog> guard(d);
    QVERIFY(d->currentPreview());
    QVERIFY(d->currentPreview()->changesFile());
    d->reject();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!guard); // closed and deleted
    QVERIFY(!QFile::exists(m_userCatalog));
    QCOMPARE(catalogChanged.count(), 0);
    QCOMPARE(m_document->catalog().prices().size(), before.size());
    const int row = offeringRow(m_view->offeringsModel(), QStringLiteral("v2-32"), QStringLiteral("europe-west4"),
                                QStringLiteral("on-demand"));
    QVERIFY(row >= 0);
    QVERIFY(!m_view->offeringsModel()
                 ->index(row, CatalogTableModel::Source)
                 .data()
                 .toString()
                 .startsWith(QStringLiteral("IMPORT-")));
}

void TestPriceImportDialog::applyWritesUserCatalog()
{
    QSignalSpy replanned(m_document.get(), &PlanDocument::resultsChanged);
    PriceImportDialog* d = openDated(kGpuhunt, QDate(2024, 6, 11));
    QSignalSpy applied(d, &PriceImportDialog::applied);
    QVERIFY(d->currentPreview());
    QVERIFY(d->apply());
    QCOMPARE(applied.count(), 1);
    QCOMPARE(d->result(), int(QDialog::Accepted));
    QVERIFY(QFile::exists(m_userCatalog));
    QFile f(m_userCatalog);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("imported_from"));
    QVERIFY(text.contains("IMPORT-gpuhunt"));
    // the plan uses the new catalog and planned again; the catalog view shows the imported price
    m_document->waitForResults();
    QVERIFY(replanned.count() >= 1);
    QVERIFY(m_document->catalog().userFiles().contains(m_userCatalog));
    const int row = offeringRow(m_view->offeringsModel(), QStringLiteral("v2-32"), QStringLiteral("europe-west4"),
                                QStringLiteral("on-demand"));
    QVERIFY(row >= 0);
    QVERIFY(m_view->offeringsModel()
                ->index(row, CatalogTableModel::Source)
                .data()
                .toString()
                .startsWith(QStringLiteral("IMPORT-gpuhunt")));
    QCOMPARE(m_view->offeringsModel()->index(row, CatalogTableModel::UsdPerHour).data().toString(),
             QStringLiteral("$26.40"));
    QVERIFY(m_view->errorLabel()->isHidden());

    // the same import again: nothing to write
    PriceImportDialog* again = openDated(kGpuhunt, QDate(2024, 6, 11));
    QVERIFY(again->currentPreview());
    QVERIFY(!again->currentPreview()->changesFile());
    QVERIFY(!again->applyButton()->isEnabled());
    QVERIFY(!again->apply());
    again->reject();
}

void TestPriceImportDialog::applyKeepsTheUsersOwnEntries()
{
    // the user's own catalog file, with a comment and a price of their own
    QFile own(QStringLiteral(TPUPLAN_TEST_DATA "/catalog/user-catalog.yaml"));
    QVERIFY(own.open(QIODevice::ReadOnly));
    const QByteArray original = own.readAll();
    QDir().mkpath(QFileInfo(m_userCatalog).path());
    QFile out(m_userCatalog);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(original);
    out.close();
    PriceImportDialog* d = openDated(kVms, QDate(2025, 4, 19));
    QVERIFY2(d->currentPreview(), qPrintable(d->lastError()));
    QVERIFY(d->currentPreview()->userCatalogExisted);
    QVERIFY(d->apply());
    QFile after(m_userCatalog);
    QVERIFY(after.open(QIODevice::ReadOnly));
    const QByteArray text = after.readAll();
    // the first lines the user wrote are still there
    const QByteArray firstLine = original.left(original.indexOf('\n'));
    QVERIFY(text.startsWith(firstLine));
    QVERIFY(text.contains("IMPORT-skypilot"));
}

void TestPriceImportDialog::openUserCatalogKeepsImportedPrices()
{
    // prices imported into the user's catalog, then File > Open User Catalog... with another file: the imported
    // prices stay (start-up merges the user's catalog under a named file; opening one at run time used to drop it)
    PriceImportDialog* d = openDated(kGpuhunt, QDate(2024, 6, 11));
    QVERIFY(d->currentPreview());
    QVERIFY(d->apply());
    const auto importedSource = [this] {
        const int row = offeringRow(m_view->offeringsModel(), QStringLiteral("v2-32"), QStringLiteral("europe-west4"),
                                    QStringLiteral("on-demand"));
        return row < 0 ? QString() : m_view->offeringsModel()->index(row, CatalogTableModel::Source).data().toString();
    };
    QVERIFY(importedSource().startsWith(QStringLiteral("IMPORT-gpuhunt")));

    const QString named = QStringLiteral(TPUPLAN_TEST_DATA "/catalog/user-catalog.yaml");
    QVERIFY(m_view->openUserCatalog(named, false));
    QCOMPARE(m_document->catalog().userFiles(), (QStringList{m_userCatalog, named}));
    QVERIFY(importedSource().startsWith(QStringLiteral("IMPORT-gpuhunt")));
    QVERIFY(m_document->catalog().slice(QStringLiteral("v4-8192"))); // and the named file's own entries
    QVERIFY(m_view->errorLabel()->isHidden());

    // a broken named file leaves the catalog as it was
    QVERIFY(!m_view->openUserCatalog(QStringLiteral(TPUPLAN_TEST_DATA "/catalog/broken-price.yaml"), false));
    QCOMPARE(m_document->catalog().userFiles(), (QStringList{m_userCatalog, named}));
    // Built-in Only drops every file, the user's own included
    m_view->useBuiltinOnly();
    QVERIFY(m_document->catalog().userFiles().isEmpty());
    QVERIFY(!importedSource().startsWith(QStringLiteral("IMPORT-")));
}

void TestPriceImportDialog::applyReportsABrokenNamedCatalog()
{
    // a catalog file the plan uses, broken since it was opened: the import applies, the file is left out and named
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString named = dir.filePath(QStringLiteral("名前付き.yaml"));
    QVERIFY(QFile::copy(QStringLiteral(TPUPLAN_TEST_DATA "/catalog/user-catalog.yaml"), named));
    QVERIFY(m_view->openUserCatalog(named, false));
    QFile::remove(named);
    QVERIFY(QFile::copy(QStringLiteral(TPUPLAN_TEST_DATA "/catalog/broken-price.yaml"), named));
    PriceImportDialog* d = openDated(kGpuhunt, QDate(2024, 6, 11));
    QSignalSpy applied(d, &PriceImportDialog::applied);
    QVERIFY(d->currentPreview());
    QVERIFY(d->apply());
    QCOMPARE(applied.count(), 1);
    QCOMPARE(applied.first().at(1).toStringList().size(), 1);
    QCOMPARE(m_document->catalog().userFiles(), QStringList{m_userCatalog});
    QVERIFY(!m_view->errorLabel()->isHidden());
    QVERIFY2(m_view->lastError().contains(named), qPrintable(m_view->lastError()));
}

void TestPriceImportDialog::badFilesShowFileAndLine_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::addRow("non-numeric price") << "non-numeric-price.csv" << 3 << "eight";
    QTest::addRow("missing price column") << "missing-price-column.csv" << 1 << "Price";
    QTest::addRow("broken JSON") << "broken.json" << 6 << "after a value";
    QTest::addRow("empty file") << "empty.csv" << 0 << "empty";
}

void TestPriceImportDialog::badFilesShowFileAndLine()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, message);
    PriceImportDialog* d = m_view->openImportDialog(fixture(file.toUtf8().constData()));
    QVERIFY(!d->currentPreview());
    const QString error = d->lastError();
    QVERIFY2(error.contains(file), qPrintable(error));
    if (line > 0)
        QVERIFY2(error.contains(QStringLiteral("%1:%2").arg(file).arg(line)), qPrintable(error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(!d->errorLabel()->isHidden());
    QCOMPARE(d->diffModel()->rowCount(), 0);
    QVERIFY(!d->applyButton()->isEnabled());
    QVERIFY(!d->apply());
    QVERIFY(!QFile::exists(m_userCatalog));
    d->grab();
    d->reject();
}

void TestPriceImportDialog::modelsPassTester()
{
    PriceImportDialog* d = openDated(kVms, QDate(2025, 4, 19));
    QAbstractItemModelTester diff(d->diffModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxy(d->diffProxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester issues(d->issueModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    d->showUnchangedBox()->setChecked(true);
    d->asOfEdit()->setDate(QDate(2025, 5, 1));
    d->fileDateBox()->setChecked(true);
    d->showUnchangedBox()->setChecked(false);
    QVERIFY(d->preview());
    QVERIFY(d->diffModel()->rowCount() > 0);
    d->reject();
}

void TestPriceImportDialog::retranslates()
{
    PriceImportDialog* d = openDated(kVms, QDate(2025, 4, 19));
    const QString summary = d->summaryLabel()->text();
    QSignalSpy headers(d->diffModel(), &QAbstractItemModel::headerDataChanged);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(d, &change);
    QVERIFY(headers.count() >= 1);
    QCOMPARE(d->summaryLabel()->text(), summary);
    QCOMPARE(d->windowTitle(), QStringLiteral("Import Prices"));
    d->reject();
}

void TestPriceImportDialog::screenshot()
{
    const QString dir = QCoreApplication::applicationDirPath();
    AppSettings settings(m_home.filePath(QStringLiteral("tpu-planner.conf")));
    MainWindow w(m_builtin, &settings);
    w.setConfirmDiscard(false);
    w.resize(1400, 900);
    QVERIFY(w.importPricesAction());
    w.tabs()->setCurrentWidget(w.catalogView());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    PriceImportDialog* d = w.catalogView()->openImportDialog(fixture(kVms));
    d->fileDateBox()->setChecked(false);
    d->asOfEdit()->setDate(QDate(2025, 4, 19));
    QVERIFY(QTest::qWaitForWindowExposed(d));
    QCoreApplication::processEvents();
    QVERIFY(d->grab().save(dir + QStringLiteral("/tpu-planner-import.png")));
    d->tabs()->setCurrentIndex(1);
    QCoreApplication::processEvents();
    QVERIFY(d->grab().save(dir + QStringLiteral("/tpu-planner-import-not-imported.png")));
    QVERIFY(d->apply());
    QCoreApplication::processEvents();
    QVERIFY(w.grab().save(dir + QStringLiteral("/tpu-planner-catalog-imported.png")));
    PriceImportDialog* bad = w.catalogView()->openImportDialog(fixture("non-numeric-price.csv"));
    QVERIFY(QTest::qWaitForWindowExposed(bad));
    QCoreApplication::processEvents();
    QVERIFY(bad->grab().save(dir + QStringLiteral("/tpu-planner-import-error.png")));
    bad->reject();
    qInfo("screenshots: %s/tpu-planner-import*.png", qPrintable(dir));
}

QTEST_MAIN(TestPriceImportDialog)
#include "TestPriceImportDialog.moc"
