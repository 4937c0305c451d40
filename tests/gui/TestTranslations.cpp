// SPDX-License-Identifier: GPL-3.0-or-later
// Every .ts file is complete (no unfinished or empty entries, placeholders and plural forms kept), the embedded .qm
// files load. Whether the machine has CJK fonts is left to the tests that need them (TestReportPdf).
#include "util/Translation.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

class TestTranslations : public QObject
{
    Q_OBJECT
private:
    struct Message
    {
        QString context;
        QString source;
        bool numerus = false;
        bool unfinished = false;
        QStringList translations; // one, or the numerus forms
        int line = 0;
    };

    static QVector<Message> readTs(const QString& path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        QXmlStreamReader xml(&f);
        QVector<Message> out;
        QString context;
        Message m;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                const auto name = xml.name();
                if (name == QLatin1String("name"))
                    context = xml.readElementText();
                else if (name == QLatin1String("message")) {
                    m = Message{};
                    m.context = context;
                    m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                    m.line = int(xml.lineNumber());
                } else if (name == QLatin1String("source"))
                    m.source = xml.readElementText();
                else if (name == QLatin1String("translation")) {
                    m.unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                    if (!m.numerus)
                        m.translations << xml.readElementText();
                } else if (name == QLatin1String("numerusform"))
                    m.translations << xml.readElementText();
            } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
                out << m;
            }
        }
        return xml.hasError() ? QVector<Message>() : out;
    }

    static QSet<QString> placeholders(const QString& s)
    {
        static const QRegularExpression re(QStringLiteral("%(L?[0-9]+|n)"));
        QSet<QString> out;
        auto it = re.globalMatch(s);
        while (it.hasNext())
            out.insert(it.next().captured(0));
        return out;
    }

private slots:
    void complete_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("pluralForms");
        QTest::newRow("English") << "en" << 2;
        QTest::newRow("日本語") << "ja" << 1;
        QTest::newRow("简体中文") << "zh_CN" << 1;
        QTest::newRow("한국어") << "ko" << 1;
    }
    void complete()
    {
        QFETCH(QString, language);
        QFETCH(int, pluralForms);
        const QString path = QStringLiteral(TPUPLAN_SOURCE_DIR "/translations/tpuplanner_%1.ts").arg(language);
        const QVector<Message> messages = readTs(path);
        QVERIFY2(!messages.isEmpty(), qPrintable(path));
        QStringList problems;
        for (const Message& m : messages) {
            const QString where
                = QStringLiteral("%1:%2 [%3] \"%4\"").arg(path).arg(m.line).arg(m.context, m.source.left(60));
            if (m.unfinished)
                problems << where + QStringLiteral(": unfinished");
            if (m.translations.size() != (m.numerus ? pluralForms : 1))
                problems << where + QStringLiteral(": %1 plural forms").arg(m.translations.size());
            for (const QString& t : m.translations) {
                if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty())
                    problems << where + QStringLiteral(": empty translation");
                QSet<QString> want = placeholders(m.source);
                QSet<QString> got = placeholders(t);
                if (m.numerus && pluralForms == 2) { // an English singular may spell out "one" instead of %n
                    want.remove(QStringLiteral("%n"));
                    got.remove(QStringLiteral("%n"));
                }
                if (want != got)
                    problems << where + QStringLiteral(": placeholders differ");
            }
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(problems.mid(0, 20).join(QLatin1Char('\n'))
                            + QStringLiteral("\n(%1 problems)").arg(problems.size())));
    }

    void embeddedTranslationsLoad_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& l : tpuplan::supportedLanguages())
            if (l != QLatin1String("en"))
                QTest::newRow(qPrintable(l)) << l;
    }
    void embeddedTranslationsLoad()
    {
        QFETCH(QString, language);
        QTranslator t;
        QVERIFY(t.load(QLocale(language), QStringLiteral("tpuplanner"), QStringLiteral("_"), QStringLiteral(":/i18n")));
        QVERIFY(!t.isEmpty());
        // the system locale picks the language: ja_JP -> ja, zh_CN -> zh_CN, ko_KR -> ko
        QCOMPARE(tpuplan::languageFor(QLocale(language == QLatin1String("ja")       ? QStringLiteral("ja_JP")
                                                  : language == QLatin1String("ko") ? QStringLiteral("ko_KR")
                                                                                    : language)),
                 language);
    }
};

QTEST_MAIN(TestTranslations)
#include "TestTranslations.moc"
