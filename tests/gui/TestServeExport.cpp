// SPDX-License-Identifier: GPL-3.0-or-later
// The Serve tab's reports and files through the window: Export Report… writes the serving report of the selected row
// in every format (each holding that row's launch command and cost per million output tokens); errors are messages
// naming the file; File ▸ Save, Save As… and Export… act on the serving plan while the Serve tab is current (and the
// title shows it), on the training plan while the Plan tab is; closing the window asks about an unsaved serving plan.
#include "AppSettings.h"
#include "CoreHelpers.h"
#include "MainWindow.h"
#include "ModalScript.h"
#include "PlanDocument.h"
#include "export/ReportExport.h"
#include "inputs/InputsView.h"
#include "inputs/TrainingPanel.h"
#include "plan/PlanFile.h"
#include "report/ReportMarkup.h"
#include "report/ServeReport.h"
#include "serve/ServeCandidateModel.h"
#include "serve/ServeCommands.h"
#include "serve/ServeDocument.h"
#include "serve/ServeInputsPanel.h"
#include "serve/ServePlanFile.h"
#include "serve/ServeView.h"
#include "util/Format.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {
const QDate kToday(2026, 12, 1);

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The text of a report file: a PDF through pdftotext (empty when it is not installed), anything else as UTF-8.
QString reportText(const QString& path)
{
    if (!path.endsWith(QLatin1String(".pdf")))
        return QString::fromUtf8(readAll(path));
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        return QString();
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QString();
    return QString::fromUtf8(p.readAllStandardOutput());
}

// A fitting, priced row on other hardware than the first: the report must be of the row selected, not the best.
int otherRow(const ServeCandidateModel* model)
{
    for (int row = 1; row < model->rowCount(); ++row) {
        const ServeCandidate* c = model->candidate(row);
        if (c->fits && c->priced && c->hardware != model->candidate(0)->hardware)
            return row;
    }
    return -1;
}
} // namespace

class TestServeExport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void exportEachFormat_data();
    void exportEachFormat();
    void exportErrors();
    void fileMenuActsOnServeTab();
    void planTabSaveUnaffected();
    void closeAsksAboutServePlan();

private:
    std::unique_ptr<MainWindow> makeWindow();
    // A copy of the example serving plan in the test's folder, opened in the Serve tab.
    QString openServeCopy(MainWindow* w);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
};

void TestServeExport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
}

void TestServeExport::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<AppSettings>(m_dir->filePath(QStringLiteral("tpu-planner.conf")));
}

void TestServeExport::cleanup()
{
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<MainWindow> TestServeExport::makeWindow()
{
    auto w = std::make_unique<MainWindow>(test::builtinCatalog(), m_settings.get());
    w->setConfirmDiscard(false);
    w->resize(1400, 900);
    w->serveDocument()->setToday(kToday);
    w->document()->waitForResults();
    return w;
}

QString TestServeExport::openServeCopy(MainWindow* w)
{
    QString path = m_dir->filePath(QStringLiteral("サーブ serve.yaml"));
    if (!QFile::copy(test::examplePath("llama-3.1-70b-serve.yaml"), path))
        return QString();
    if (!w->openPlan(path, false))
        return QString();
    return path;
}

void TestServeExport::exportEachFormat_data()
{
    QTest::addColumn<QString>("suffix");
    for (const char* suffix : {"pdf", "html", "md", "csv", "json"})
        QTest::newRow(suffix) << QString::fromLatin1(suffix);
}

void TestServeExport::exportEachFormat()
{
    QFETCH(QString, suffix);
    auto w = makeWindow();
    ServeView* view = w->serveView();
    const ServeCandidateModel* model = view->candidateModel();
    const int row = otherRow(model);
    QVERIFY(row > 0);
    view->table()->setCurrentIndex(model->index(row, 0));
    QCOMPARE(w->serveDocument()->currentCandidate(), row);
    const ServeCandidate chosen = *model->candidate(row);
    const ServeInput& planned = w->serveDocument()->plannedInput();
    const QString command = serveLaunchCommand(chosen, planned);
    QVERIFY(!command.isEmpty());
    QVERIFY(command != serveLaunchCommand(*model->candidate(0), planned));
    QVERIFY(view->exportButton()->isEnabled());

    const QString path = m_dir->filePath(QStringLiteral("報告 serve.") + suffix);
    QVERIFY(view->exportReport(path, false));
    QVERIFY(QFileInfo(path).size() > 200);
    if (suffix == QLatin1String("json")) {
        const QJsonObject o = QJsonDocument::fromJson(readAll(path)).object();
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("serve"));
        QCOMPARE(o.value(QStringLiteral("chosen_index")).toInt(), row);
        const QJsonObject c = o.value(QStringLiteral("chosen")).toObject();
        QCOMPARE(c.value(QStringLiteral("launch_command")).toString(), command);
        QCOMPARE(c.value(QStringLiteral("usd_per_million_output_tokens")).toDouble(), chosen.usdPerMillionOutput);
        QCOMPARE(o.value(QStringLiteral("plan_name")).toString(), w->serveDocument()->displayName());
        return;
    }
    if (suffix == QLatin1String("pdf"))
        QVERIFY(readAll(path).startsWith("%PDF"));
    const QString text = reportText(path);
    if (text.isEmpty())
        QSKIP("pdftotext not found (apt-get install poppler-utils): the PDF's text is not checked");
    // every line of the command (a PDF and an HTML page wrap and escape it, the CSV quotes it)
    for (const QString& line : command.split(QLatin1Char('\n'))) {
        const QString l = line.trimmed();
        QVERIFY2(text.contains(l) || text.contains(l.toHtmlEscaped()), qPrintable(l));
    }
    const QString cost = suffix == QLatin1String("csv") ? markup::csvNumber(chosen.usdPerMillionOutput)
                                                        : formatUnitUsd(chosen.usdPerMillionOutput);
    QVERIFY2(text.contains(cost), qPrintable(cost));
}

void TestServeExport::exportErrors()
{
    auto w = makeWindow();
    ServeView* view = w->serveView();
    // an extension no format has, and a folder that is not there: a message naming the file, nothing written
    const QString unknown = m_dir->filePath(QStringLiteral("serve.txt"));
    QVERIFY(!view->exportReport(unknown, false));
    QVERIFY(!QFileInfo::exists(unknown));
    const QString missing = m_dir->filePath(QStringLiteral("no/such/folder/serve.pdf"));
    QVERIFY(!view->exportReport(missing, true));
    auto* box = view->findChild<QMessageBox*>(QStringLiteral("serveError"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(missing), qPrintable(box->text()));
    box->close();
    // inputs with a problem: the results are not theirs, so no report (the button is off, the call refused)
    ServeInput bad = w->serveDocument()->input();
    bad.outputLen = 0;
    w->serveDocument()->setInput(bad);
    QVERIFY(w->serveDocument()->resultsStale());
    QVERIFY(!view->exportButton()->isEnabled());
    const QString stale = m_dir->filePath(QStringLiteral("stale.md"));
    QVERIFY(!view->exportReport(stale, false));
    QVERIFY(!QFileInfo::exists(stale));
}

void TestServeExport::fileMenuActsOnServeTab()
{
    auto w = makeWindow();
    QVERIFY(!w->serveDocument()->isModified()); // a new window has nothing to save
    const QString path = openServeCopy(w.get());
    QVERIFY(!path.isEmpty());
    QVERIFY(w->serveTabCurrent());
    QVERIFY(w->windowTitle().startsWith(QStringLiteral("サーブ serve.yaml")));
    QVERIFY(!w->isWindowModified());
    // an edit marks the window modified; File ▸ Save writes the serving plan to its file
    w->serveView()->inputs()->outputLenBox()->setValue(512);
    QVERIFY(w->isWindowModified());
    w->saveAction()->trigger();
    QVERIFY(!w->serveDocument()->isModified());
    QVERIFY(!w->isWindowModified());
    const ServeInput reopened = readServePlanFile(path);
    QCOMPARE(reopened.outputLen, 512);
    QCOMPARE(serializeServePlan(reopened), serializeServePlan(w->serveDocument()->input()));
    QVERIFY(w->document()->filePath().isEmpty()); // the training plan was not written anywhere

    // File ▸ Save As… asks for a new file and moves the plan there
    const QString other = m_dir->filePath(QStringLiteral("other-serve.yaml"));
    {
        ModalScript script({ModalScript::saveFile(other, QString())});
        w->saveAsAction()->trigger();
        QVERIFY(script.finished());
    }
    QVERIFY(QFileInfo::exists(other));
    QCOMPARE(w->serveDocument()->filePath(), QFileInfo(other).absoluteFilePath());
    QVERIFY(w->windowTitle().startsWith(QStringLiteral("other-serve.yaml")));
    QCOMPARE(serializeServePlan(readServePlanFile(other)), serializeServePlan(w->serveDocument()->input()));

    // File ▸ Export… writes the serving report, not the training one
    const QString report = m_dir->filePath(QStringLiteral("serve-report.json"));
    {
        ModalScript script({ModalScript::saveFile(report, reportFileFilters().last())});
        w->exportAction()->trigger();
        QVERIFY(script.finished());
    }
    const QJsonObject o = QJsonDocument::fromJson(readAll(report)).object();
    QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("serve"));
    QCOMPARE(o.value(QStringLiteral("chosen_index")).toInt(), w->serveDocument()->currentCandidate());

    // back on the Plan tab the title is the training plan's again
    w->tabs()->setCurrentIndex(0);
    QVERIFY(!w->serveTabCurrent());
    QVERIFY(w->windowTitle().startsWith(w->document()->displayName()));
}

void TestServeExport::planTabSaveUnaffected()
{
    auto w = makeWindow();
    const QString servePath = openServeCopy(w.get());
    QVERIFY(!servePath.isEmpty());
    w->serveView()->inputs()->outputLenBox()->setValue(640);
    const QByteArray serveBytes = readAll(servePath);
    w->tabs()->setCurrentIndex(0);
    QVERIFY(!w->isWindowModified());
    w->inputs()->trainingPanel()->globalBatchBox()->setValue(64);
    QVERIFY(!w->document()->undoStack()->isClean());
    QVERIFY(w->isWindowModified());
    // no plan library is open here: the training plan's Save offers a YAML file, as it always did
    const QString trainingPath = m_dir->filePath(QStringLiteral("training.yaml"));
    ModalScript seen(QList<ModalScript::Step>{});
    ModalScript script({ModalScript::press(QMessageBox::Yes, &seen), ModalScript::saveFile(trainingPath, QString())});
    w->saveAction()->trigger();
    QVERIFY(script.finished());
    QVERIFY2(seen.seen.value(0).contains(QStringLiteral("YAML")), qPrintable(seen.seen.value(0)));
    QVERIFY(w->document()->undoStack()->isClean());
    QVERIFY(QFileInfo::exists(trainingPath));
    QVERIFY(!isServePlanText(readAll(trainingPath)));
    QCOMPARE(PlanFile::serialize(PlanFile::read(trainingPath)), PlanFile::serialize(w->document()->input()));
    // the serving plan and its file are left alone
    QCOMPARE(readAll(servePath), serveBytes);
    QVERIFY(w->serveDocument()->isModified());
}

void TestServeExport::closeAsksAboutServePlan()
{
    auto w = makeWindow();
    const QString path = openServeCopy(w.get());
    QVERIFY(!path.isEmpty());
    w->serveView()->inputs()->outputLenBox()->setValue(700);
    w->setConfirmDiscard(true);
    w->show();
    ModalScript seen(QList<ModalScript::Step>{});
    {
        ModalScript script({ModalScript::press(QMessageBox::Cancel, &seen)});
        QVERIFY(!w->close());
        QVERIFY(script.finished());
    }
    // only the serving plan has changes: one question, about it
    QCOMPARE(seen.seen.size(), 1);
    QVERIFY2(seen.seen.first().contains(QStringLiteral("serving plan")), qPrintable(seen.seen.first()));
    QVERIFY(w->isVisible());
    QVERIFY(w->serveDocument()->isModified());
    {
        ModalScript script({ModalScript::press(QMessageBox::Save, &seen)});
        QVERIFY(w->close());
        QVERIFY(script.finished());
    }
    QCOMPARE(readServePlanFile(path).outputLen, 700);
}

QTEST_MAIN(TestServeExport)
#include "TestServeExport.moc"
