// SPDX-License-Identifier: GPL-3.0-or-later
// The main window in each language: a screenshot saved to the build folder (look at them), the menus really
// translated, and no label, button, check box or tab whose text is cut at the default size.
#include "AppSettings.h"
#include "Language.h"
#include "MainWindow.h"

#include "catalog/Catalog.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::gui;

class TestLanguageScreens : public QObject
{
    Q_OBJECT
private:
    // Texts wider than the room their widget was given (elided or cut), with the widget's object path.
    static QStringList clipped(QWidget* root)
    {
        QStringList out;
        auto check = [&](QWidget* w, const QString& text, int room) {
            if (!w->isVisible() || text.isEmpty() || room <= 0)
                return;
            const int need = w->fontMetrics().horizontalAdvance(text);
            if (need > room + 1)
                out << QStringLiteral("%1 \"%2\": needs %3 px, has %4")
                           .arg(QString::fromLatin1(w->metaObject()->className()), text)
                           .arg(need)
                           .arg(room);
        };
        for (QLabel* l : root->findChildren<QLabel*>()) {
            if (l->wordWrap() || l->textFormat() == Qt::RichText || l->text().contains(QLatin1Char('<'))
                || !l->pixmap(Qt::ReturnByValue).isNull())
                continue;
            // a label inside a scrolled area may be cut by the scrolling, not by its own width
            const QString firstLine = l->text().section(QLatin1Char('\n'), 0, 0);
            check(l, firstLine, l->contentsRect().width() - 2 * l->margin() - l->indent());
        }
        for (QAbstractButton* b : root->findChildren<QAbstractButton*>()) {
            if (b->inherits("QToolButton") || b->text().isEmpty())
                continue;
            QString t = b->text();
            t.remove(QLatin1Char('&'));
            const int indicator = b->inherits("QCheckBox") || b->inherits("QRadioButton") ? 24 : 8;
            check(b, t, b->width() - indicator);
        }
        for (QComboBox* c : root->findChildren<QComboBox*>()) {
            if (c->isEditable())
                continue;
            // the drop-down arrow and the frame take about 28 px in the Fusion style
            check(c, c->currentText(), c->width() - 28);
        }
        for (QAbstractSpinBox* sb : root->findChildren<QAbstractSpinBox*>()) {
            QLineEdit* edit = sb->findChild<QLineEdit*>();
            if (edit)
                check(sb, edit->text(), edit->width() - 4);
        }
        return out;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void mainWindow_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("fileMenu");
        QTest::newRow("en") << "en"
                            << "&File";
        QTest::newRow("ja") << "ja"
                            << "ファイル(&F)";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "文件(&F)";
        QTest::newRow("ko") << "ko"
                            << "파일(&F)";
    }
    void mainWindow()
    {
        QFETCH(QString, language);
        QFETCH(QString, fileMenu);
        applyLanguage(language);
        QTemporaryDir dir;
        AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
        MainWindow window(Catalog::builtin(), &settings);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(100);
        const QList<QAction*> menus = window.menuBar()->actions();
        QVERIFY(!menus.isEmpty());
        QCOMPARE(menus.first()->text(), fileMenu);
        const QString shot = QStringLiteral("tpu-planner-%1.png").arg(language);
        QVERIFY(window.grab().save(shot));
        // deferred layouts settle later on a loaded machine: a real cut stays, a late one goes within the timeout
        QTRY_VERIFY2_WITH_TIMEOUT(clipped(&window).isEmpty(), qPrintable(clipped(&window).join(QLatin1Char('\n'))),
                                  5000);
        applyLanguage(QStringLiteral("en"));
    }

    // The same, switched in place from English (Edit ▸ Preferences ▸ Language): the retranslated window, the input
    // panels among it, cuts nothing either.
    void mainWindowSwitchedInPlace_data() { mainWindow_data(); }
    void mainWindowSwitchedInPlace()
    {
        QFETCH(QString, language);
        QFETCH(QString, fileMenu);
        applyLanguage(QStringLiteral("en"));
        QTemporaryDir dir;
        AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
        MainWindow window(Catalog::builtin(), &settings);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        applyLanguage(language);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QTest::qWait(100);
        QCOMPARE(window.menuBar()->actions().first()->text(), fileMenu);
        QVERIFY(window.grab().save(QStringLiteral("tpu-planner-%1-switched.png").arg(language)));
        // deferred layouts settle later on a loaded machine: a real cut stays, a late one goes within the timeout
        QTRY_VERIFY2_WITH_TIMEOUT(clipped(&window).isEmpty(), qPrintable(clipped(&window).join(QLatin1Char('\n'))),
                                  5000);
        applyLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestLanguageScreens)
#include "TestLanguageScreens.moc"
