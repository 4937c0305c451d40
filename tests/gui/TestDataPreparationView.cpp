// SPDX-License-Identifier: GPL-3.0-or-later
// The Data tab driven offscreen: a lengths file written into a temporary folder (a plain list, a CSV with a header
// and a chosen column, a histogram CSV, a Japanese path) fills the histogram, the strategies with the recommended one
// highlighted, the padding chart and the readiness checklist; bad files (empty, text, negative, fraction, huge,
// binary, an unknown column) show core's message with the file and the line and never crash; the plan's inputs feed
// the batch, the sequence length and the shard plan; the item models pass QAbstractItemModelTester; a language change
// re-translates; a screenshot of the tab is saved next to the test binary.
#include "AppSettings.h"
#include "Appearance.h"
#include "DefaultPlan.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "charts/LengthHistogramChart.h"
#include "charts/PaddingChart.h"
#include "xla/DataPrepDocument.h"
#include "xla/DataPreparationView.h"
#include "xla/LengthHistogramModel.h"
#include "xla/PaddingStrategyModel.h"
#include "xla/ReadinessModel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtCharts/QBarSeries>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {
// A corpus-like spread of lengths: most short, a long tail up to 512 (deterministic).
QVector<int> corpusLengths(int n)
{
    QVector<int> out;
    quint32 state = 20211;
    for (int i = 0; i < n; ++i) {
        state = state * 1664525u + 1013904223u;
        const double u = (double(state >> 8) + 0.5) / double(1u << 24);
        const int len = int(std::lround(24.0 * std::exp(2.2 * u * u)));
        out << std::clamp(len, 5, 512);
    }
    return out;
}
} // namespace

class TestDataPreparationView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void emptyTabExplains();
    void loadFile_data();
    void loadFile();
    void csvColumnChooser();
    void badFiles_data();
    void badFiles();
    void badFileAfterGoodClearsResults();
    void planDrivesDefaults();
    void shardPlanFromFields();
    void readinessTicks();
    void modelsPassTester();
    void choicesRestored();
    void retranslates();
    void screenshot();

private:
    QString write(const QString& name, const QByteArray& content);
    QByteArray listFile(int n = 2000) const;
    DataPrepDocument* data() const { return m_document->dataPrep(); }
    // A widget of the tab by its objectName; fails the test when it is missing.
    template <typename T> T* child(const char* name) const
    {
        T* w = m_view->findChild<T*>(QString::fromLatin1(name));
        if (!w)
            qFatal("no %s named %s", T::staticMetaObject.className(), name);
        return w;
    }
    LengthHistogramModel* histogramModel() const { return data()->histogramModel(); }
    PaddingStrategyModel* strategyModel() const { return data()->strategyModel(); }
    ReadinessModel* readinessModel() const { return data()->readinessModel(); }
    QLabel* errorLabel() const { return child<QLabel>("dataError"); }
    QLabel* recommendationLabel() const { return child<QLabel>("recommendation"); }
    QLabel* shardLabel() const { return child<QLabel>("shardResult"); }
    QSpinBox* batchBox() const { return child<QSpinBox>("paddingBatch"); }
    QCheckBox* packingBox() const { return child<QCheckBox>("packingAllowed"); }
    QDoubleSpinBox* tokensBox() const { return child<QDoubleSpinBox>("shardTokens"); }
    QSpinBox* seqLenBox() const { return child<QSpinBox>("shardSeqLen"); }
    QComboBox* sliceBox() const { return child<QComboBox>("shardSlice"); }
    QSpinBox* hostsBox() const { return child<QSpinBox>("shardHosts"); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<PlanDocument> m_document;
    std::unique_ptr<DataPreparationView> m_view;
    Catalog m_builtin;
};

void TestDataPreparationView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qRegisterMetaType<Qt::Orientation>();
    applyAppearance(*qApp);
    QLocale::setDefault(QLocale::c());
    m_builtin = Catalog::builtin();
}

void TestDataPreparationView::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_document = std::make_unique<PlanDocument>(m_builtin);
    m_document->reset(defaultPlan());
    m_view = std::make_unique<DataPreparationView>(m_document.get());
    m_view->resize(1400, 850);
}

void TestDataPreparationView::cleanup()
{
    m_view.reset();
    m_document.reset();
    m_dir.reset();
}

QString TestDataPreparationView::write(const QString& name, const QByteArray& content)
{
    QString path = m_dir->filePath(name);
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return QString();
    f.write(content);
    return path;
}

QByteArray TestDataPreparationView::listFile(int n) const
{
    QByteArray out;
    for (int len : corpusLengths(n))
        out += QByteArray::number(len) + '\n';
    return out;
}

void TestDataPreparationView::emptyTabExplains()
{
    QCOMPARE(histogramModel()->rowCount(), 0);
    QCOMPARE(strategyModel()->rowCount(), 0);
    QVERIFY(!data()->paddingReport());
    QVERIFY(recommendationLabel()->text().contains(QStringLiteral("No lengths")));
    QVERIFY(errorLabel()->isHidden());
    // the shard plan needs no file: the plan's sequence length and the slice of the best candidate
    QVERIFY(data()->shardPlan());
    QCOMPARE(seqLenBox()->value(), 4096);
    QCOMPARE(data()->shardPlan()->input.seqLen, 4096);
    QCOMPARE(sliceBox()->currentData().toString(), QStringLiteral("v2-8"));
    QCOMPARE(hostsBox()->value(), 1);
    QVERIFY(shardLabel()->text().contains(QStringLiteral("per month")));
    QCOMPARE(readinessModel()->rowCount(), 10);
    // no padding known: its items are unknown
    const int shapes = readinessModel()->rowOf(QStringLiteral("static-shapes"));
    QCOMPARE(readinessModel()->items()[shapes].satisfied, xla::Satisfied::Unknown);
}

void TestDataPreparationView::loadFile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<qint64>("sequences");
    QTest::addColumn<int>("longest");

    QByteArray csv = "id,text,length\n";
    QByteArray hist = "length,count\n";
    const QVector<int> lengths = corpusLengths(2000);
    int longest = 0;
    for (int i = 0; i < lengths.size(); ++i) {
        csv += QByteArray::number(i) + ",\"a, b\"," + QByteArray::number(lengths[i]) + "\r\n";
        longest = std::max(longest, lengths[i]);
    }
    hist += "64,1000\n128,500\n512,20\n";
    QTest::addRow("one length per line") << "lengths.txt" << listFile() << qint64(2000) << longest;
    QTest::addRow("CSV with a header, CRLF") << "corpus.csv" << csv << qint64(2000) << longest;
    QTest::addRow("histogram CSV (length,count)") << "histogram.csv" << hist << qint64(1520) << 512;
    QTest::addRow("Japanese path 長さ/系列長.txt") << "長さ/系列長.txt" << listFile() << qint64(2000) << longest;
}

void TestDataPreparationView::loadFile()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(qint64, sequences);
    QFETCH(int, longest);
    const QString path = write(name, content);
    QVERIFY(!path.isEmpty());
    QSignalSpy reset(strategyModel(), &QAbstractItemModel::modelReset);
    QVERIFY2(data()->openLengthFile(path), qPrintable(data()->fileError()));
    QVERIFY(errorLabel()->isHidden());
    QCOMPARE(data()->histogram().sequences(), sequences);
    QCOMPARE(data()->histogram().maxLength(), longest);
    QVERIFY(reset.count() >= 1);

    // the histogram: every sequence in some bin, bins of the width core chose, the chart showing the model
    LengthHistogramModel* h = histogramModel();
    QVERIFY(h->rowCount() > 0);
    QVERIFY(h->rowCount() <= 64);
    QCOMPARE(h->binWidth(), data()->histogram().chartBinWidth());
    double total = 0;
    QVector<double> counts;
    for (int r = 0; r < h->rowCount(); ++r) {
        counts << h->index(r, LengthHistogramModel::Count).data().toDouble();
        total += counts.last();
    }
    QCOMPARE(qint64(total), sequences);
    QCOMPARE(child<LengthHistogramChart>("lengthHistogramChart")->barValues(), counts);
    QVERIFY(!child<LengthHistogramChart>("lengthHistogramChart")->axisLabels().isEmpty());
    QVERIFY(
        child<LengthHistogramChart>("lengthHistogramChart")->chart()->title().contains(QStringLiteral("sequences")));

    // the strategies: one row per result, the recommended one marked, bold, with the advice under the table
    PaddingStrategyModel* s = strategyModel();
    QVERIFY(data()->paddingReport());
    const xla::PaddingReport& report = *data()->paddingReport();
    QCOMPARE(s->rowCount(), report.results.size());
    QVERIFY(s->rowCount() >= 5);
    const int rec = s->recommendedRow();
    QCOMPARE(rec, report.recommendation.index);
    QVERIFY(rec >= 0);
    QVERIFY(s->index(rec, 0).data(PaddingStrategyModel::RecommendedRole).toBool());
    QVERIFY(s->index(rec, 0).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(s->index(rec, 0).data(Qt::BackgroundRole).isValid());
    for (int r = 0; r < s->rowCount(); ++r) {
        if (r != rec)
            QVERIFY(!s->index(r, 0).data(PaddingStrategyModel::RecommendedRole).toBool());
        QVERIFY(!s->index(r, PaddingStrategyModel::Strategy).data().toString().isEmpty());
        QVERIFY(s->index(r, PaddingStrategyModel::PaddedShare).data().toString().endsWith(QLatin1Char('%')));
        QVERIFY(s->index(r, PaddingStrategyModel::ThroughputCost).data().toString().startsWith(QLatin1Char('+')));
        QCOMPARE(s->index(r, PaddingStrategyModel::RealTokensPerStep).data(PaddingStrategyModel::RawRole).toDouble(),
                 report.results[r].realTokensPerStep);
    }
    // the chart columns are hidden in the table and drawn in the chart
    QVERIFY(child<QTableView>("strategyTable")->isColumnHidden(PaddingStrategyModel::ChartOthers));
    QVERIFY(child<QTableView>("strategyTable")->isColumnHidden(PaddingStrategyModel::ChartRecommended));
    QVERIFY(!child<QTableView>("strategyTable")->isColumnHidden(PaddingStrategyModel::PaddedShare));
    QCOMPARE(child<PaddingChart>("paddingChart")->categories().size(), s->rowCount());
    QCOMPARE(child<PaddingChart>("paddingChart")->barSeries()->count(), 2);
    QVERIFY(recommendationLabel()->text().contains(QStringLiteral("Recommended")));
    QVERIFY(recommendationLabel()->text().contains(xla::strategyLabel(report.results[rec].strategy).toHtmlEscaped()));
    // the checklist knows the padding now
    ReadinessModel* ready = readinessModel();
    const int shapes = ready->rowOf(QStringLiteral("static-shapes"));
    QVERIFY(ready->items()[shapes].satisfied != xla::Satisfied::Unknown);
    // without a dataset size in the plan, the shard plan counts the file's tokens
    QCOMPARE(qint64(tokensBox()->value()), data()->histogram().tokens());
}

void TestDataPreparationView::csvColumnChooser()
{
    // a header: the column named like a length is picked; the others can be chosen
    QByteArray csv = "id,chars,n_tokens\n";
    for (int i = 1; i <= 300; ++i)
        csv += QByteArray::number(i) + ',' + QByteArray::number(i * 4) + ',' + QByteArray::number(i) + '\n';
    const QString path = write(QStringLiteral("columns.csv"), csv);
    QVERIFY(data()->openLengthFile(path));
    QCOMPARE(data()->fileInfo().column, QStringLiteral("n_tokens"));
    QCOMPARE(data()->histogram().maxLength(), 300);
    QComboBox* box = child<QComboBox>("lengthColumn");
    QVERIFY(box->isEnabled());
    QCOMPARE(box->count(), 4); // automatic + three columns
    box->setCurrentIndex(box->findData(QStringLiteral("chars")));
    emit box->activated(box->currentIndex());
    QCOMPARE(data()->fileInfo().column, QStringLiteral("chars"));
    QCOMPARE(data()->histogram().maxLength(), 1200);
    QVERIFY(errorLabel()->isHidden());
    // a column that holds text: the error names the column and the line; the chooser stays for another choice
    QVERIFY(!data()->setColumn(QStringLiteral("id,chars")));
    QVERIFY(!errorLabel()->isHidden());
    QCOMPARE(box->count(), 4);
    QVERIFY(data()->setColumn(QStringLiteral("2")));
    QCOMPARE(data()->histogram().maxLength(), 1200);

    // no header: the columns are offered by number
    const QString plain = write(QStringLiteral("plain.tsv"), "a\t7\t70\nb\t8\t80\n");
    QVERIFY(data()->openLengthFile(plain));
    QCOMPARE(box->count(), 4);
    QCOMPARE(box->itemData(3).toString(), QStringLiteral("3"));
    QVERIFY(data()->setColumn(QStringLiteral("3")));
    QCOMPARE(data()->histogram().maxLength(), 80);
}

void TestDataPreparationView::badFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::addRow("empty") << QByteArray() << QString() << 0 << "empty";
    QTest::addRow("blank lines only") << QByteArray("\n\n  \n") << QString() << 0 << "no lengths";
    QTest::addRow("text on line 3") << QByteArray("12\n40\nabc\n") << QString() << 3 << "not a number";
    QTest::addRow("negative on line 2") << QByteArray("5\n-7\n") << QString() << 2 << "negative";
    QTest::addRow("fraction on line 2") << QByteArray("10\n12.5\n") << QString() << 2 << "whole";
    QTest::addRow("huge on line 2") << QByteArray("10\n99999999999\n") << QString() << 2 << "longer than the limit";
    QTest::addRow("zero on line 1") << QByteArray("0\n") << QString() << 1 << "0";
    QTest::addRow("binary") << QByteArray("12\n13\n\x01\x02\x00\x03", 9) << QString() << 3 << "not text";
    QTest::addRow("unknown column") << QByteArray("id,length\n1,5\n") << "長さ" << 1 << "no column named";
}

void TestDataPreparationView::badFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, column);
    QFETCH(int, line);
    QFETCH(QString, message);
    const QString path = write(QStringLiteral("bad-データ.txt"), content);
    xla::LengthFileOptions options;
    options.column = column;
    QVERIFY(!data()->openLengthFile(path, options));
    const QString error = data()->fileError();
    QVERIFY2(error.contains(QStringLiteral("bad-データ.txt")), qPrintable(error));
    if (line > 0)
        QVERIFY2(error.contains(QStringLiteral("bad-データ.txt:%1:").arg(line)), qPrintable(error));
    QVERIFY2(error.contains(message, Qt::CaseInsensitive), qPrintable(error));
    QVERIFY(!errorLabel()->isHidden());
    QVERIFY(errorLabel()->text().endsWith(error));
    QCOMPARE(histogramModel()->rowCount(), 0);
    QCOMPARE(strategyModel()->rowCount(), 0);
    QVERIFY(!data()->paddingReport());
    // the rest of the tab still works
    QVERIFY(data()->shardPlan());
    m_view->grab(); // paints with the error shown
}

void TestDataPreparationView::badFileAfterGoodClearsResults()
{
    QVERIFY(data()->openLengthFile(write(QStringLiteral("good.txt"), listFile())));
    QVERIFY(strategyModel()->rowCount() > 0);
    QVERIFY(!data()->openLengthFile(write(QStringLiteral("bad.txt"), "1\n2\nx\n")));
    QCOMPARE(strategyModel()->rowCount(), 0);
    QCOMPARE(histogramModel()->rowCount(), 0);
    QCOMPARE(child<LengthHistogramChart>("lengthHistogramChart")->barValues().size(), 0);
    QVERIFY(data()->fileError().contains(QStringLiteral("bad.txt:3:")));
    // a good file again clears the error
    QVERIFY(data()->openLengthFile(write(QStringLiteral("good.txt"), listFile())));
    QVERIFY(errorLabel()->isHidden());
    QVERIFY(data()->fileError().isEmpty());
}

void TestDataPreparationView::planDrivesDefaults()
{
    QVERIFY(data()->openLengthFile(write(QStringLiteral("lengths.txt"), listFile())));
    QCOMPARE(batchBox()->value(), 16); // the seed plan's global batch
    QCOMPARE(data()->paddingReport()->options.batch, 16);
    QVERIFY(packingBox()->isChecked()); // pretraining (an MLM head) may pack
    PlanInput in = m_document->input();
    in.globalBatch = 64;
    in.seqLen = 2048;
    in.datasetTokens = 3e7;
    m_document->edit(in, QStringLiteral("test"));
    QCOMPARE(batchBox()->value(), 64);
    QCOMPARE(data()->paddingReport()->options.batch, 64);
    QCOMPARE(seqLenBox()->value(), 2048);
    QCOMPARE(data()->shardPlan()->input.seqLen, 2048);
    QCOMPARE(tokensBox()->value(), 3e7); // the plan's dataset size wins over the file's tokens
    QCOMPARE(data()->shardPlan()->tokens, qint64(30000000));
    // a classification head keeps examples whole
    in.head.kind = HeadKind::Classification;
    m_document->edit(in, QStringLiteral("test"));
    QVERIFY(!packingBox()->isChecked());
    QVERIFY(!data()->paddingReport()->options.packingAllowed);
    // what the user typed stays
    batchBox()->setValue(8);
    in.globalBatch = 128;
    m_document->edit(in, QStringLiteral("test"));
    QCOMPARE(batchBox()->value(), 8);
    QCOMPARE(data()->paddingReport()->options.batch, 8);
}

void TestDataPreparationView::shardPlanFromFields()
{
    // docs/xla-readiness.md worked example: 1e9 tokens at 128 on one host -> 43 shards; on 4 hosts -> 44
    tokensBox()->setValue(1e9);
    seqLenBox()->setValue(128);
    QVERIFY(data()->shardPlan());
    QCOMPARE(data()->shardPlan()->records, qint64(7812500));
    QCOMPARE(data()->shardPlan()->shards, qint64(43));
    QVERIFY(shardLabel()->text().contains(QStringLiteral("43 shard")));
    QVERIFY(shardLabel()->text().contains(QStringLiteral("per month")));
    QVERIFY(data()->shardPlan()->storageUsdPerMonth > 0);
    QComboBox* slice = sliceBox();
    const auto v3 = m_builtin.device(QStringLiteral("v3-32"));
    QVERIFY(v3);
    slice->setCurrentIndex(slice->findData(QStringLiteral("v3-32")));
    emit slice->activated(slice->currentIndex());
    QCOMPARE(hostsBox()->value(), v3->hosts);
    QCOMPARE(data()->shardPlan()->input.hosts, v3->hosts);
    QCOMPARE(data()->shardPlan()->shards % v3->hosts, 0);
    QVERIFY(data()->shardPlan()->shards >= 10LL * v3->hosts);
    hostsBox()->setValue(4);
    QCOMPARE(data()->shardPlan()->shards, qint64(44));
    // the checklist follows the shard plan
    ReadinessModel* ready = readinessModel();
    QCOMPARE(ready->items()[ready->rowOf(QStringLiteral("shards"))].satisfied, xla::Satisfied::Yes);
}

void TestDataPreparationView::readinessTicks()
{
    ReadinessModel* ready = readinessModel();
    const int rules = ready->rowOf(QStringLiteral("xla-rules"));
    const QModelIndex item = ready->index(rules, ReadinessModel::Item);
    QVERIFY(ready->flags(item) & Qt::ItemIsUserCheckable);
    QCOMPARE(item.data(Qt::CheckStateRole).toInt(), int(Qt::PartiallyChecked));
    QVERIFY(ready->setData(item, Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(ready->items()[rules].satisfied, xla::Satisfied::Yes);
    QVERIFY(ready->index(rules, ReadinessModel::Status).data().toString().contains(QStringLiteral("yes")));
    QVERIFY(ready->setData(item, Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(ready->items()[rules].satisfied, xla::Satisfied::No);
    // "jit_compile removed" ticked = the flag is off
    const int jit = ready->rowOf(QStringLiteral("jit-compile"));
    QVERIFY(ready->setData(ready->index(jit, ReadinessModel::Item), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(ready->input().jitCompile, std::optional<bool>(false));
    QCOMPARE(ready->items()[jit].satisfied, xla::Satisfied::Yes);
    // what the plan knows is not ticked by hand
    const int shards = ready->rowOf(QStringLiteral("shards"));
    QVERIFY(!(ready->flags(ready->index(shards, ReadinessModel::Item)) & Qt::ItemIsUserCheckable));
    QVERIFY(!ready->setData(ready->index(shards, ReadinessModel::Item), Qt::Checked, Qt::CheckStateRole));
    // a TPU Node cannot read a local disk
    QComboBox* access = child<QComboBox>("tpuAccess");
    access->setCurrentIndex(access->findData(int(xla::TpuAccess::TpuNode)));
    emit access->activated(access->currentIndex());
    QComboBox* data = child<QComboBox>("dataLocation");
    data->setCurrentIndex(data->findData(int(xla::DataLocation::LocalDisk)));
    emit data->activated(data->currentIndex());
    QCOMPARE(ready->items()[ready->rowOf(QStringLiteral("data-location"))].satisfied, xla::Satisfied::No);
    // the answers survive new facts
    tokensBox()->setValue(5e8);
    QCOMPARE(ready->items()[jit].satisfied, xla::Satisfied::Yes);
}

void TestDataPreparationView::modelsPassTester()
{
    QAbstractItemModelTester h(histogramModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester s(strategyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester r(readinessModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(data()->openLengthFile(write(QStringLiteral("a.txt"), listFile(500))));
    batchBox()->setValue(4);
    packingBox()->setChecked(false);
    QVERIFY(!data()->openLengthFile(write(QStringLiteral("b.txt"), "1\n-1\n")));
    QVERIFY(data()->openLengthFile(write(QStringLiteral("c.txt"), "7\n7\n7\n")));
    readinessModel()->setAnswer(QStringLiteral("strategy-scope"), true);
    readinessModel()->setAnswer(QStringLiteral("strategy-scope"), std::nullopt);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(m_view.get(), &change);
    QVERIFY(strategyModel()->rowCount() > 0);
}

void TestDataPreparationView::choicesRestored()
{
    // what the user chose is the document's (saved with the plan); another document given it shows the same tab
    const QString path = write(QStringLiteral("長さ/系列長.txt"), listFile());
    QVERIFY(data()->openLengthFile(path));
    batchBox()->setValue(8);
    packingBox()->setChecked(false);
    tokensBox()->setValue(5e8);
    seqLenBox()->setValue(256);
    QComboBox* slice = sliceBox();
    slice->setCurrentIndex(slice->findData(QStringLiteral("v3-32")));
    emit slice->activated(slice->currentIndex());
    QComboBox* access = child<QComboBox>("tpuAccess");
    access->setCurrentIndex(access->findData(int(xla::TpuAccess::TpuNode)));
    emit access->activated(access->currentIndex());
    readinessModel()->setAnswer(QStringLiteral("xla-rules"), true);
    readinessModel()->setAnswer(QStringLiteral("jit-compile"), false);
    const xla::DataPrepInputs saved = data()->inputs();
    QCOMPARE(saved.answers.size(), 2);
    QCOMPARE(saved.answers.value(QStringLiteral("xla-rules")), true);
    QCOMPARE(saved.answers.value(QStringLiteral("jit-compile")), false);
    QCOMPARE(saved.lengthsFile, path);
    QCOMPARE(saved.batch, std::optional<int>(8));
    QCOMPARE(saved.packingAllowed, std::optional<bool>(false));
    QCOMPARE(saved.datasetTokens, std::optional<double>(5e8));
    QCOMPARE(saved.seqLen, std::optional<int>(256));
    QCOMPARE(saved.slice, QStringLiteral("v3-32"));
    QVERIFY(!saved.hosts); // the slice's
    QCOMPARE(saved.access, xla::TpuAccess::TpuNode);
    QVERIFY(!saved.shapeBudget); // never touched: the default

    PlanDocument other(m_builtin);
    other.reset(defaultPlan());
    DataPreparationView view(&other);
    QSignalSpy changed(other.dataPrep(), &DataPrepDocument::inputsChanged);
    other.dataPrep()->setInputs(saved);
    QCOMPARE(changed.count(), 1);
    QVERIFY(other.dataPrep()->inputs() == saved);
    QVERIFY(other.dataPrep()->histogram() == data()->histogram());
    QCOMPARE(other.dataPrep()->shardPlan()->shards, data()->shardPlan()->shards);
    QCOMPARE(other.dataPrep()->paddingReport()->recommendation.index, data()->paddingReport()->recommendation.index);
    QCOMPARE(view.findChild<QSpinBox*>(QStringLiteral("paddingBatch"))->value(), 8);
    QVERIFY(!view.findChild<QCheckBox*>(QStringLiteral("packingAllowed"))->isChecked());
    QCOMPARE(view.findChild<QSpinBox*>(QStringLiteral("shardSeqLen"))->value(), 256);
    QCOMPARE(view.findChild<QComboBox*>(QStringLiteral("shardSlice"))->currentData().toString(),
             QStringLiteral("v3-32"));
    QCOMPARE(view.findChild<QComboBox*>(QStringLiteral("tpuAccess"))->currentData().toInt(),
             int(xla::TpuAccess::TpuNode));
    QVERIFY(view.findChild<QLabel*>(QStringLiteral("lengthsFile"))->text().contains(QStringLiteral("系列長.txt")));
    ReadinessModel* ready = other.dataPrep()->readinessModel();
    QCOMPARE(ready->answer(QStringLiteral("xla-rules")), std::optional<bool>(true));
    QCOMPARE(ready->answer(QStringLiteral("jit-compile")), std::optional<bool>(false));
    QCOMPARE(ready->items()[ready->rowOf(QStringLiteral("xla-rules"))].satisfied, xla::Satisfied::Yes);
    QVERIFY(view.findChild<QLabel*>(QStringLiteral("readinessSummary"))
                ->text()
                .startsWith(QStringLiteral("%1 ready").arg(ready->countSatisfied(xla::Satisfied::Yes))));
    // the plan changes; the choices stay
    PlanInput in = other.input();
    in.globalBatch = 128;
    in.seqLen = 1024;
    other.edit(in, QStringLiteral("test"));
    QCOMPARE(other.dataPrep()->paddingOptions().batch, 8);
    QCOMPARE(other.dataPrep()->shardInput().seqLen, 256);
    // no choices: the tab follows the plan again
    other.dataPrep()->setInputs({});
    QCOMPARE(other.dataPrep()->paddingOptions().batch, 128);
    QCOMPARE(other.dataPrep()->shardInput().seqLen, 1024);
    QVERIFY(other.dataPrep()->histogram().isEmpty());
    QVERIFY(!other.dataPrep()->paddingReport());
    QVERIFY(!ready->answer(QStringLiteral("xla-rules")));
}

void TestDataPreparationView::retranslates()
{
    QVERIFY(data()->openLengthFile(write(QStringLiteral("lengths.txt"), listFile())));
    const QString recommendation = recommendationLabel()->text();
    const int rows = strategyModel()->rowCount();
    QSignalSpy headers(strategyModel(), &QAbstractItemModel::headerDataChanged);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(m_view.get(), &change);
    QVERIFY(headers.count() >= 1);
    QCOMPARE(strategyModel()->rowCount(), rows);
    QCOMPARE(recommendationLabel()->text(), recommendation); // no translator installed: the same words
    QCOMPARE(child<QComboBox>("lengthColumn")->itemText(0), QStringLiteral("Automatic"));
}

void TestDataPreparationView::screenshot()
{
    AppSettings settings(m_dir->filePath(QStringLiteral("tpu-planner.conf")));
    MainWindow w(m_builtin, &settings);
    w.setConfirmDiscard(false);
    w.resize(1400, 900);
    QVERIFY(w.dataView());
    QCOMPARE(w.tabs()->indexOf(w.dataView()) >= 0, true);
    w.tabs()->setCurrentWidget(w.dataView());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.dataView()->document()->openLengthFile(write(QStringLiteral("lengths.txt"), listFile(20000))));
    QCoreApplication::processEvents();
    const QString dir = QCoreApplication::applicationDirPath();
    QVERIFY(w.grab().save(dir + QStringLiteral("/tpu-planner-data.png")));
    QVERIFY(
        !w.dataView()->document()->openLengthFile(write(QStringLiteral("broken lengths.txt"), "128\n256\nseventy\n")));
    QCoreApplication::processEvents();
    QVERIFY(w.grab().save(dir + QStringLiteral("/tpu-planner-data-error.png")));
    qInfo("screenshots: %s/tpu-planner-data.png, tpu-planner-data-error.png", qPrintable(dir));
}

QTEST_MAIN(TestDataPreparationView)
#include "TestDataPreparationView.moc"
