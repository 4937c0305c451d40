// SPDX-License-Identifier: GPL-3.0-or-later
// Which catalog a plan uses: the built-in catalog, the user's catalog file (skipped while missing), then the named
// files, in that order; a file that cannot be used is left out and reported, or (strict) fails the whole load.
#include "catalog/CatalogSources.h"
#include "catalog/UserCatalogFile.h"
#include "util/InputError.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;

namespace {

const QByteArray kUserPrice = "sources:\n  MY-QUOTE: {ref: \"quote\", as_of: \"2026-10-02\"}\nprices:\n  - {hardware: "
                              "v3-8, unit: slice, region: us-central1, pricing: on-demand, "
                              "usd_per_hour: 1.23, as_of: 2026-10-02, source: MY-QUOTE, "
                              "imported_from: vms.csv, imported_on: 2026-11-01}\n";
const QByteArray kNamedPrice = "sources:\n  MY-QUOTE: {ref: \"quote\", as_of: \"2026-10-02\"}\nprices:\n  - {hardware: "
                               "v3-8, unit: slice, region: us-central1, pricing: on-demand, "
                               "usd_per_hour: 4.56, as_of: 2026-10-02, source: MY-QUOTE}\n";
// a slice the built-in catalog lacks: the full v5p pod
const QByteArray kOtherSlice = "slices:\n  - {name: v5p-17920, generation: v5p, chips: 8960, hosts: 2240, "
                               "topology: \"16x20x28\"}\n";
const QByteArray kBroken = "sources:\n  MY-QUOTE: {ref: \"quote\", as_of: \"2026-10-02\"}\nprices:\n  - {hardware: "
                           "v3-8, unit: slice, region: us-central1, pricing: on-demand, "
                           "usd_per_hour: eight, as_of: 2026-10-02, source: MY-QUOTE}\n";

double v38Price(const Catalog& c)
{
    const auto o = c.offering(QStringLiteral("v3-8"), QStringLiteral("us-central1"), PricingModel::OnDemand);
    return o ? o->acceleratorUsdPerHour : -1;
}

} // namespace

class TestCatalogSources : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void merges_data();
    void merges();
    void strictThrows_data();
    void strictThrows();
    void ofKeepsTheUserFile();
    void reloadReadsAgain();
    void standardUsesTheUserCatalog();

private:
    QString write(const QString& name, const QByteArray& text);
    QTemporaryDir m_dir;
};

void TestCatalogSources::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true);
}

QString TestCatalogSources::write(const QString& name, const QByteArray& text)
{
    QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return QString();
    f.write(text);
    return path;
}

void TestCatalogSources::merges_data()
{
    // files by name: user.yaml (an imported price), 名前付き.yaml (another price for the same offering), slice.yaml,
    // 壊れた.yaml (broken), missing.yaml (absent)
    QTest::addColumn<QString>("userFile");
    QTest::addColumn<QStringList>("named");
    QTest::addColumn<QStringList>("used");
    QTest::addColumn<QStringList>("missing");
    QTest::addColumn<QStringList>("broken");
    QTest::addColumn<double>("price"); // v3-8 us-central1 on-demand
    const QString user = QStringLiteral("user.yaml");
    const QString named = QStringLiteral("名前付き.yaml");
    const QString slice = QStringLiteral("slice.yaml");
    const QString broken = QStringLiteral("壊れた.yaml");
    const QString missing = QStringLiteral("missing.yaml");
    const double builtin = v38Price(Catalog::builtin());
    QTest::addRow("built-in only") << QString() << QStringList() << QStringList() << QStringList() << QStringList()
                                   << builtin;
    QTest::addRow("user file") << user << QStringList() << QStringList{user} << QStringList() << QStringList() << 1.23;
    QTest::addRow("missing user file is skipped")
        << missing << QStringList() << QStringList() << QStringList() << QStringList() << builtin;
    QTest::addRow("named file wins over the user file")
        << user << QStringList{named} << QStringList{user, named} << QStringList() << QStringList() << 4.56;
    QTest::addRow("user file kept under a named file without that price")
        << user << QStringList{slice} << QStringList{user, slice} << QStringList() << QStringList() << 1.23;
    QTest::addRow("missing named file is reported")
        << user << QStringList{missing} << QStringList{user} << QStringList{missing} << QStringList() << 1.23;
    QTest::addRow("broken named file is reported, the rest applies")
        << user << QStringList{broken, slice} << QStringList{user, slice} << QStringList() << QStringList{broken}
        << 1.23;
    QTest::addRow("broken user file is reported")
        << broken << QStringList{named} << QStringList{named} << QStringList() << QStringList{broken} << 4.56;
    QTest::addRow("a file named twice is merged once")
        << user << QStringList{user, named, named} << QStringList{user, named} << QStringList() << QStringList()
        << 4.56;
}

void TestCatalogSources::merges()
{
    QFETCH(QString, userFile);
    QFETCH(QStringList, named);
    QFETCH(QStringList, used);
    QFETCH(QStringList, missing);
    QFETCH(QStringList, broken);
    QFETCH(double, price);
    write(QStringLiteral("user.yaml"), kUserPrice);
    write(QStringLiteral("名前付き.yaml"), kNamedPrice);
    write(QStringLiteral("slice.yaml"), kOtherSlice);
    write(QStringLiteral("壊れた.yaml"), kBroken);
    const auto path = [this](const QString& name) { return name.isEmpty() ? name : m_dir.filePath(name); };
    const auto paths = [&](const QStringList& names) {
        QStringList out;
        for (const QString& n : names)
            out << path(n);
        return out;
    };

    CatalogSources sources(path(userFile), paths(named));
    sources.reload();
    QCOMPARE(sources.usedFiles(), paths(used));
    QCOMPARE(sources.catalog().userFiles(), paths(used));
    QCOMPARE(v38Price(sources.catalog()), price);
    QStringList gotMissing;
    QStringList gotBroken;
    for (const CatalogProblem& p : sources.problems()) {
        (p.kind == CatalogProblem::Kind::Missing ? gotMissing : gotBroken) << p.file;
        QVERIFY(p.error.contains(p.file));
        QVERIFY(p.message().contains(p.kind == CatalogProblem::Kind::Missing ? p.file : p.error));
    }
    QCOMPARE(gotMissing, paths(missing));
    QCOMPARE(gotBroken, paths(broken));
    QCOMPARE(sources.problemMessages().size(), missing.size() + broken.size());
    QCOMPARE(sources.catalog().slice(QStringLiteral("v5p-17920")) != nullptr,
             used.contains(QStringLiteral("slice.yaml")));
}

void TestCatalogSources::strictThrows_data()
{
    QTest::addColumn<QString>("userFile");
    QTest::addColumn<QString>("named");
    QTest::addColumn<bool>("throws");
    QTest::addRow("all usable") << "user.yaml"
                                << "名前付き.yaml" << false;
    QTest::addRow("missing user file") << "missing.yaml"
                                       << "名前付き.yaml" << false;
    QTest::addRow("missing named file") << "user.yaml"
                                        << "missing.yaml" << true;
    QTest::addRow("broken user file") << "壊れた.yaml"
                                      << "名前付き.yaml" << true;
    QTest::addRow("broken named file") << "user.yaml"
                                       << "壊れた.yaml" << true;
}

void TestCatalogSources::strictThrows()
{
    QFETCH(QString, userFile);
    QFETCH(QString, named);
    QFETCH(bool, throws);
    write(QStringLiteral("user.yaml"), kUserPrice);
    write(QStringLiteral("名前付き.yaml"), kNamedPrice);
    write(QStringLiteral("壊れた.yaml"), kBroken);
    CatalogSources sources(m_dir.filePath(userFile), {m_dir.filePath(named)});
    sources.reload();
    const bool reported = !sources.problems().isEmpty();
    QCOMPARE(reported, throws);
    CatalogSources strict(m_dir.filePath(userFile), {m_dir.filePath(named)});
    try {
        strict.reloadStrict();
        QVERIFY(!throws);
        QCOMPARE(strict.catalog().userFiles(), sources.catalog().userFiles());
    } catch (const InputError& e) {
        QVERIFY(throws);
        QCOMPARE(e.text(), sources.problems().first().error); // the same words as mergeFile()
        QVERIFY(strict.catalog().userFiles().isEmpty()); // nothing loaded
    }
}

void TestCatalogSources::ofKeepsTheUserFile()
{
    const QString user = write(QStringLiteral("of-user.yaml"), kUserPrice);
    const QString named = write(QStringLiteral("of-named.yaml"), kOtherSlice);
    Catalog c = Catalog::builtin();
    c.mergeFile(named); // a catalog opened before the user file existed
    const CatalogSources s = CatalogSources::of(c, user);
    QCOMPARE(s.userFile(), user);
    QCOMPARE(s.namedFiles(), QStringList{named});
    QCOMPARE(s.files(), (QStringList{user, named}));
    c.mergeFile(user);
    const CatalogSources t = CatalogSources::of(c, user);
    QCOMPARE(t.namedFiles(), QStringList{named}); // the user file is not named twice
    QCOMPARE(CatalogSources::of(c, QString()).namedFiles(), (QStringList{named, user}));
}

void TestCatalogSources::reloadReadsAgain()
{
    const QString user = m_dir.filePath(QStringLiteral("later.yaml"));
    CatalogSources s(user);
    s.reload();
    QVERIFY(s.usedFiles().isEmpty());
    write(QStringLiteral("later.yaml"), kUserPrice); // a price import creates the file
    s.reload();
    QCOMPARE(s.usedFiles(), QStringList{user});
    QCOMPARE(v38Price(s.catalog()), 1.23);
    write(QStringLiteral("later.yaml"), kBroken); // and a hand edit breaks it
    s.reload();
    QVERIFY(s.usedFiles().isEmpty());
    QCOMPARE(s.problems().size(), 1);
    QCOMPARE(s.problems().first().kind, CatalogProblem::Kind::Broken);
}

void TestCatalogSources::standardUsesTheUserCatalog()
{
    const CatalogSources s = CatalogSources::withUserCatalog({QStringLiteral("x.yaml")});
    QCOMPARE(s.userFile(), defaultUserCatalogPath());
    QCOMPARE(s.namedFiles(), QStringList{QStringLiteral("x.yaml")});
    QVERIFY(CatalogSources().files().isEmpty());
}

QTEST_GUILESS_MAIN(TestCatalogSources)
#include "TestCatalogSources.moc"
