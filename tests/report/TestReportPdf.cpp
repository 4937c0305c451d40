// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF report: rendered in-process (QGuiApplication, offscreen) and by `tpuplan report … --output X.pdf`, then
// rasterised with pdftoppm and checked to be not blank, in English and Japanese, with and without a chart; the
// Japanese PDF must embed a CJK font (pdffonts); the 16 columns of a decoder plan's candidate table keep their
// headings' words whole. Also exportReport() for every format and an unwritable path.
#include "CoreFixtures.h"
#include "ReportRenderer.h"

#include "catalog/Catalog.h"
#include "plan/PlanFile.h"
#include "plan/Planner.h"

#include <QBuffer>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QImage>
#include <QJsonDocument>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;

namespace {
const QString kSeedPlan = QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml");
const QString kRobertaPlan = QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/roberta-base-mlm.yaml");

using Built = test::BuiltPlan;
constexpr auto build = &test::buildPlan;

// Rasterises every page of a PDF; returns the page images (empty on failure).
QVector<QImage> rasterise(const QString& pdf, const QString& dir, int dpi = 50)
{
    QProcess p;
    const QString prefix = dir + QStringLiteral("/page");
    p.start(QStringLiteral("pdftoppm"),
            {QStringLiteral("-png"), QStringLiteral("-r"), QString::number(dpi), pdf, prefix});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return {};
    QVector<QImage> pages;
    QDir d(dir);
    for (const QString& f : d.entryList({QStringLiteral("page*.png")}, QDir::Files, QDir::Name))
        pages << QImage(d.filePath(f));
    return pages;
}

double inkShare(const QImage& img)
{
    if (img.isNull())
        return 0;
    const QImage g = img.convertToFormat(QImage::Format_RGB32);
    qint64 ink = 0;
    for (int y = 0; y < g.height(); ++y) {
        const QRgb* line = reinterpret_cast<const QRgb*>(g.constScanLine(y));
        for (int x = 0; x < g.width(); ++x)
            ink += qGray(line[x]) < 200 ? 1 : 0;
    }
    return double(ink) / (double(g.width()) * g.height());
}

bool hasRedArea(const QImage& img)
{
    const QImage g = img.convertToFormat(QImage::Format_RGB32);
    int red = 0;
    for (int y = 0; y < g.height(); ++y) {
        const QRgb* line = reinterpret_cast<const QRgb*>(g.constScanLine(y));
        for (int x = 0; x < g.width(); ++x)
            red += (qRed(line[x]) > 180 && qGreen(line[x]) < 80 && qBlue(line[x]) < 80) ? 1 : 0;
    }
    return red > 200;
}

// The font list pdffonts prints for `pdf`, or empty when it fails. Call skipWithoutPdffonts() first.
QString pdfFonts(const QString& pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdffonts"), {pdf});
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QString();
    return QString::fromUtf8(p.readAllStandardOutput());
}

bool hasPdffonts()
{
    return !QStandardPaths::findExecutable(QStringLiteral("pdffonts")).isEmpty();
}

QByteArray chartPng(int height = 400)
{
    QImage img(800, height, QImage::Format_RGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    p.fillRect(100, height / 4, 600, height / 2, QColor(220, 20, 20));
    p.end();
    QByteArray png;
    QBuffer buf(&png);
    buf.open(QIODevice::WriteOnly);
    img.save(&buf, "PNG");
    return png;
}
} // namespace

class TestReportPdf : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;

    void checkPdf(const QString& pdf, const QString& sub, int minPages = 1)
    {
        QFile f(pdf);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(pdf));
        QVERIFY(f.read(5) == "%PDF-");
        const QString dir = m_tmp.filePath(sub);
        QVERIFY(QDir().mkpath(dir));
        const QVector<QImage> pages = rasterise(pdf, dir);
        QVERIFY2(pages.size() >= minPages, qPrintable(QStringLiteral("%1 page(s)").arg(pages.size())));
        // the first page carries the title, the question and the recommendation: clearly not blank
        const double ink = inkShare(pages.first());
        QVERIFY2(ink > 0.01, qPrintable(QStringLiteral("page 1 ink share %1").arg(ink)));
        for (const QImage& page : pages)
            QVERIFY(!page.isNull());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty())
            QSKIP("pdftoppm not found (apt-get install poppler-utils)");
        QVERIFY2(reportRendererAvailable(), "the test runs a QGuiApplication");
    }

    void englishPdf()
    {
        QLocale::setDefault(QLocale::c());
        const Built b = build(kSeedPlan);
        QString error;
        const QByteArray pdf = reportPdf(b.report, {}, &error);
        QVERIFY2(!pdf.isEmpty(), qPrintable(error));
        const QString path = m_tmp.filePath(QStringLiteral("en.pdf"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(pdf);
        f.close();
        checkPdf(path, QStringLiteral("en"), 2);
    }

    void japanesePdf()
    {
        QVERIFY2(!QFontDatabase().families(QFontDatabase::Japanese).isEmpty(),
                 "no Japanese font: apt-get install fonts-noto-cjk");
        QLocale::setDefault(QLocale(QLocale::Japanese, QLocale::Japan));
        Built b = build(kSeedPlan);
        QLocale::setDefault(QLocale::c());
        QCOMPARE(b.report.language, QStringLiteral("ja"));
        b.report.planName = QStringLiteral("日本語BigBirdの事前学習（系列長4096、Cloud TPU v2-8）");
        const QString path = m_tmp.filePath(QStringLiteral("ja.pdf"));
        QCOMPARE(exportReport(path, b.input, b.result, b.report), QString());
        checkPdf(path, QStringLiteral("ja"));
        if (!hasPdffonts())
            QSKIP("pdffonts not found (apt-get install poppler-utils): the embedded CJK font is not checked");
        const QString fonts = pdfFonts(path);
        QVERIFY2(!fonts.isEmpty(), qPrintable(QStringLiteral("pdffonts failed on ") + path));
        QVERIFY2(fonts.contains(QLatin1String("NotoSansCJK"), Qt::CaseInsensitive), qPrintable(fonts));
    }

    void chartIsPainted()
    {
        const Built b = build(kRobertaPlan);
        ChartImages charts;
        charts.insert(QStringLiteral("memory-breakdown"), chartPng());
        const QString path = m_tmp.filePath(QStringLiteral("chart.pdf"));
        QCOMPARE(exportReport(path, b.input, b.result, b.report, charts), QString());
        const QString dir = m_tmp.filePath(QStringLiteral("chart"));
        QVERIFY(QDir().mkpath(dir));
        const QVector<QImage> pages = rasterise(path, dir);
        QVERIFY(!pages.isEmpty());
        bool red = false;
        for (const QImage& p : pages)
            red = red || hasRedArea(p);
        QVERIFY2(red, "the chart PNG is not on any page");
        // and it fits the page width: the HTML gives it at most an A4 column
        const QString html = toHtml(b.report, charts, HtmlFlavor::QtRichText);
        QVERIFY(html.contains(QLatin1String("src=\"chart:memory-breakdown\" width=\"620\"")));
    }

    // Qt's rich text has no "keep with next": the renderer moves a heading that would end a page to the next one.
    // With the four charts of the app's export the seed plan's "Time and cost" heading used to end page 4.
    void headingsStayWithWhatFollows_data()
    {
        // charts of different heights move the page breaks through the whole report
        QTest::addColumn<int>("chartHeight");
        for (int h = 200; h <= 800; h += 50)
            QTest::addRow("charts %d px high", h) << h;
    }

    void headingsStayWithWhatFollows()
    {
        QFETCH(int, chartHeight);
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext not found (apt-get install poppler-utils)");
        QLocale::setDefault(QLocale::c());
        static const Built b = build(kSeedPlan);
        ChartImages charts;
        for (const char* name : {"memory-breakdown", "memory-vs-seq-len", "cost-vs-time", "preemption-cost"})
            charts.insert(QLatin1String(name), chartPng(chartHeight));
        const QString path = m_tmp.filePath(QStringLiteral("headings-%1.pdf").arg(chartHeight));
        QCOMPARE(exportReport(path, b.input, b.result, b.report, charts), QString());

        // the headings, from the HTML the PDF is laid out from
        QStringList headings;
        const QString html = toHtml(b.report, charts, HtmlFlavor::QtRichText);
        const QRegularExpression heading(QStringLiteral("<h[1-4][^>]*>([^<]+)</h[1-4]>"));
        for (auto it = heading.globalMatch(html); it.hasNext();)
            headings << it.next().captured(1).trimmed();
        QVERIFY(headings.size() >= 6);

        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000) && p.exitCode() == 0);
        // pdftotext ends every page with a form feed, so the text after the last one is not a page
        QStringList pages = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\f'));
        if (!pages.isEmpty() && pages.last().trimmed().isEmpty())
            pages.removeLast();
        QVERIFY(pages.size() >= 2);
        QString all;
        for (int i = 0; i < pages.size(); ++i) {
            all += pages[i];
            QStringList lines;
            for (const QString& l : pages[i].split(QLatin1Char('\n')))
                if (!l.trimmed().isEmpty() && !l.contains(b.report.title)) // the footer: title and page number
                    lines << l.trimmed();
            QVERIFY2(!lines.isEmpty(), qPrintable(QStringLiteral("page %1 holds nothing but the footer").arg(i + 1)));
            QVERIFY2(!headings.contains(lines.last()),
                     qPrintable(QStringLiteral("a page ends with the heading \"%1\"").arg(lines.last())));
        }
        // and nothing is lost: the last heading is in the PDF
        QVERIFY2(all.contains(headings.last()), qPrintable(headings.last()));
    }

    // The candidate table of a decoder plan (16 columns) keeps its headings' words whole, and every column on the page
    void candidateHeadingsStayWhole()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext not found (apt-get install poppler-utils)");
        QLocale::setDefault(QLocale::c());
        const Built b = build(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/llama-3.1-8b-fsdp.yaml"));
        QCOMPARE(b.report.runnersUp.header.size(), 16);
        const QString path = m_tmp.filePath(QStringLiteral("candidates.pdf"));
        QCOMPARE(exportReport(path, b.input, b.result, b.report), QString());
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000) && p.exitCode() == 0);
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        const int from = int(text.indexOf(b.report.headings.runnersUp + QLatin1Char('\n')));
        const int to = int(text.indexOf(b.report.headings.memory + QLatin1Char('\n'), from));
        QVERIFY(from >= 0 && to > from);
        const QString table = text.mid(from, to - from);
        for (const char* word : {"Hardware", "Region", "Pricing", "Precision", "Checkpointing", "Sharding", "Remarks"})
            QVERIFY2(table.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(QLatin1String(word)))),
                     qPrintable(QLatin1String(word) + QStringLiteral(" in ") + table.left(400)));
    }

    void exportEveryFormat()
    {
        const Built b = build(kSeedPlan);
        for (const char* ext : {"md", "html", "csv", "json", "pdf"}) {
            const QString path = m_tmp.filePath(QStringLiteral("all.") + QLatin1String(ext));
            QCOMPARE(exportReport(path, b.input, b.result, b.report), QString());
            QVERIFY2(QFileInfo(path).size() > 100, ext);
        }
        QFile json(m_tmp.filePath(QStringLiteral("all.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QJsonParseError err;
        QJsonDocument::fromJson(json.readAll(), &err);
        QCOMPARE(err.error, QJsonParseError::NoError);
    }

    void unwritablePathNamesTheFile()
    {
        const Built b = build(kSeedPlan);
        const QString path = m_tmp.filePath(QStringLiteral("no/such/dir/x.pdf"));
        const QString error = exportReport(path, b.input, b.result, b.report);
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!exportReport(m_tmp.filePath(QStringLiteral("x.docx")), b.input, b.result, b.report).isEmpty());
    }

    void cliWritesPdf_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("English") << "C.UTF-8";
        QTest::newRow("Japanese") << "ja_JP.UTF-8";
        QTest::newRow("Simplified Chinese") << "zh_CN.UTF-8";
        QTest::newRow("Korean") << "ko_KR.UTF-8";
    }
    void cliWritesPdf()
    {
        QFETCH(QString, lang);
        const QString out = m_tmp.filePath(QStringLiteral("cli-%1.pdf").arg(lang.left(5)));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM")); // tpuplan picks the offscreen platform by itself
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("LANG"), lang);
        env.insert(QStringLiteral("LC_ALL"), lang);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(TPUPLAN_CLI), {QStringLiteral("report"), kSeedPlan, QStringLiteral("--output"), out});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        checkPdf(out, QStringLiteral("cli-") + lang.left(5));
        // the report is in the UI's language, drawn with the CJK font of that language, embedded
        const QString font = lang.startsWith(QLatin1String("ja")) ? QStringLiteral("NotoSansCJKjp")
            : lang.startsWith(QLatin1String("zh"))                ? QStringLiteral("NotoSansCJKsc")
            : lang.startsWith(QLatin1String("ko"))                ? QStringLiteral("NotoSansCJKkr")
                                                                  : QString();
        if (!font.isEmpty()) {
            if (!hasPdffonts())
                QSKIP("pdffonts not found (apt-get install poppler-utils): the embedded CJK font is not checked");
            const QString fonts = pdfFonts(out);
            QVERIFY2(!fonts.isEmpty(), qPrintable(QStringLiteral("pdffonts failed on ") + out));
            QVERIFY2(fonts.contains(font, Qt::CaseInsensitive), qPrintable(fonts));
        }
    }
};

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestReportPdf t;
    return QTest::qExec(&t, argc, argv);
}

#include "TestReportPdf.moc"
