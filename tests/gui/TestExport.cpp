// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Export from the window, offscreen, through its real file dialog: each of the five formats (PDF, HTML,
// Markdown, CSV, JSON) chosen by the dialog's filter, the extension added from the filter; the report is of the
// candidate selected in the table; the PDF is rasterised with pdftoppm and has ink; the HTML parses as XML and embeds
// the four charts as PNG data URIs; the JSON parses; the CSV has a row per listed candidate; the charts are painted
// offscreen at 1200 × 700 and are not blank; an export that fails names the file in a message box.
#include "AppSettings.h"
#include "Appearance.h"
#include "MainWindow.h"
#include "ModalScript.h"
#include "PlanDocument.h"
#include "ResultsView.h"
#include "TestFiles.h"
#include "export/ReportExport.h"
#include "library/PlanLibrary.h"
#include "models/CandidateTableModel.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {
// Pixels that are not (nearly) white.
qint64 inkOf(const QImage& image)
{
    qint64 ink = 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            ink += qRed(line[x]) < 240 || qGreen(line[x]) < 240 || qBlue(line[x]) < 240;
    }
    return ink;
}
} // namespace

class TestExport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void exportFromFileMenu_data();
    void exportFromFileMenu();
    void chartImages();
    void reportUsesSavedPlanName();
    void failureNamesTheFile();

private:
    std::unique_ptr<MainWindow> makeWindow();
    static constexpr auto readAll = &tpuplan::test::readAll;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    Catalog m_builtin;
};

void TestExport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    applyAppearance(*qApp);
    QLocale::setDefault(QLocale::c());
    m_builtin = Catalog::builtin();
}

void TestExport::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    // TPUPLAN_KEEP_EXPORTS=1 keeps the exported files for a person to look at
    if (qEnvironmentVariableIsSet("TPUPLAN_KEEP_EXPORTS")) {
        m_dir->setAutoRemove(false);
        qInfo("exports kept in %s", qPrintable(m_dir->path()));
    }
    m_settings = std::make_unique<AppSettings>(m_dir->filePath(QStringLiteral("tpu-planner.conf")));
}

void TestExport::cleanup()
{
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<MainWindow> TestExport::makeWindow()
{
    auto w = std::make_unique<MainWindow>(m_builtin, m_settings.get());
    w->setConfirmDiscard(false);
    w->resize(1400, 900);
    w->document()->waitForResults(); // the first results (planned on the worker) in every view
    return w;
}

void TestExport::exportFromFileMenu_data()
{
    QTest::addColumn<int>("filter"); // index into reportFileFilters()
    QTest::addColumn<QString>("extension");
    QTest::addRow("PDF") << 0 << ".pdf";
    QTest::addRow("HTML") << 1 << ".html";
    QTest::addRow("Markdown") << 2 << ".md";
    QTest::addRow("CSV") << 3 << ".csv";
    QTest::addRow("JSON") << 4 << ".json";
}

void TestExport::exportFromFileMenu()
{
    QFETCH(int, filter);
    QFETCH(QString, extension);
    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    const int selected = 2; // not the best: the report must follow the table
    w->document()->setCurrentCandidate(selected);
    const Candidate* chosen = w->results()->candidateModel()->candidate(selected);
    QVERIFY(chosen);

    const QString path = m_dir->filePath(QStringLiteral("報告 report") + extension);
    QCOMPARE(w->exportAction()->text(), QStringLiteral("&Export…"));
    QCOMPARE(reportExtensionForFilter(reportFileFilters().at(filter)), extension);
    // the same export the dialog ends in (a scripted filter choice in Qt's own file dialog can apply after the
    // accept, which made this row flaky)
    QVERIFY(w->exportReport(path, false));
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.size() > 200);

    if (extension == QLatin1String(".pdf")) {
        QVERIFY(bytes.startsWith("%PDF-"));
        const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
        if (pdftoppm.isEmpty())
            QSKIP("pdftoppm not found: apt-get install poppler-utils");
        QProcess p;
        const QString prefix = m_dir->filePath(QStringLiteral("page"));
        p.start(pdftoppm,
                {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-f"),
                 QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"), path, prefix});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QStringList pages = QDir(m_dir->path()).entryList({QStringLiteral("page*.png")});
        QVERIFY(!pages.isEmpty());
        const QImage page(m_dir->filePath(pages.first()));
        QVERIFY(!page.isNull());
        const qint64 ink = inkOf(page);
        qInfo("PDF page 1: %d x %d px, %lld non-white", page.width(), page.height(), ink);
        QVERIFY2(ink > qint64(page.width()) * page.height() / 100, "the first page is blank");
    } else if (extension == QLatin1String(".html")) {
        QXmlStreamReader xml(bytes);
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(bytes.count("data:image/png;base64,"), 4);
        QVERIFY(bytes.contains(chosen->hardware.toUtf8()));
    } else if (extension == QLatin1String(".md")) {
        QVERIFY(bytes.startsWith("# "));
        QVERIFY(bytes.contains(chosen->hardware.toUtf8()));
    } else if (extension == QLatin1String(".csv")) {
        const QList<QByteArray> lines = bytes.trimmed().split('\n');
        QCOMPARE(lines.size(), w->document()->result().candidates.size() + 1);
        QVERIFY(lines.first().startsWith("rank,hardware,"));
    } else {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject o = doc.object();
        QCOMPARE(o.value(QStringLiteral("schema_version")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("chosen_index")).toInt(), selected);
        const QJsonObject c = o.value(QStringLiteral("chosen")).toObject();
        QCOMPARE(c.value(QStringLiteral("hardware")).toString(), chosen->hardware);
        QCOMPARE(c.value(QStringLiteral("batch_per_device")).toInt(), chosen->batchPerDevice);
        QCOMPARE(o.value(QStringLiteral("plan_name")).toString(), QStringLiteral("Untitled plan"));
        QCOMPARE(o.value(QStringLiteral("charts")).toArray().size(), 4);
    }
}

void TestExport::chartImages()
{
    auto w = makeWindow();
    const QSize windowSize = w->size();
    const ChartImages charts = resultChartImages(w->document());
    QCOMPARE(charts.keys(),
             (QStringList{QStringLiteral("cost-vs-time"), QStringLiteral("memory-breakdown"),
                          QStringLiteral("memory-vs-seq-len"), QStringLiteral("preemption-cost")}));
    for (auto it = charts.cbegin(); it != charts.cend(); ++it) {
        QImage image;
        QVERIFY2(image.loadFromData(it.value(), "PNG"), qPrintable(it.key()));
        QCOMPARE(image.size(), QSize(1200, 700));
        const qint64 ink = inkOf(image);
        // axes, grid, labels and the series: the seed's cost-against-time scatter inks 1.8 % of the image
        QVERIFY2(ink > 1200 * 700 / 100, qPrintable(QStringLiteral("%1: %2 non-white pixels").arg(it.key()).arg(ink)));
        QVERIFY(image.save(QCoreApplication::applicationDirPath()
                           + QStringLiteral("/tpu-planner-export-%1.png").arg(it.key())));
    }
    QCOMPARE(w->size(), windowSize); // painting them did not touch the window
}

void TestExport::reportUsesSavedPlanName()
{
    auto w = makeWindow();
    w->openLibrary(m_dir->filePath(QStringLiteral("plans.sqlite")));
    QVERIFY(w->library()->saveAs(QStringLiteral("輸出テスト")).ok());
    const QString path = m_dir->filePath(QStringLiteral("named.json"));
    QVERIFY(w->exportReport(path, false));
    const QJsonObject o = QJsonDocument::fromJson(readAll(path)).object();
    QCOMPARE(o.value(QStringLiteral("plan_name")).toString(), QStringLiteral("輸出テスト"));
    QCOMPARE(o.value(QStringLiteral("chosen_index")).toInt(), w->document()->currentCandidate());
}

void TestExport::failureNamesTheFile()
{
    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    const QString path = m_dir->filePath(QStringLiteral("no such folder/レポート.pdf"));
    QVERIFY(!w->exportReport(path, true));
    QVERIFY(!QFileInfo::exists(path));
    QMessageBox* box = nullptr;
    for (QMessageBox* b : w->findChildren<QMessageBox*>())
        if (b->isVisible())
            box = b;
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("レポート.pdf")), qPrintable(box->text()));
    box->close();
    // an unknown extension is refused the same way
    QVERIFY(!w->exportReport(m_dir->filePath(QStringLiteral("plan.docx")), false));
}

QTEST_MAIN(TestExport)
#include "TestExport.moc"
