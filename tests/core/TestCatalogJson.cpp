// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog in JSON (core/catalog/CatalogJson), as `tpuplan catalog --format json` prints it.
#include "catalog/CatalogJson.h"

#include <QJsonArray>
#include <QtTest>

using namespace tpuplan;

class TestCatalogJson : public QObject
{
    Q_OBJECT
private slots:
    void wholeCatalog()
    {
        const Catalog c = Catalog::builtin();
        const QJsonObject o = catalogJson(c, QString(), QString(), QDate(2026, 11, 1));
        QCOMPARE(o.value("generations").toArray().size(), c.generations().size());
        QCOMPARE(o.value("slices").toArray().size(), c.slices().size());
        QCOMPARE(o.value("gpus").toArray().size(), c.gpus().size());
        // slices and GPUs share one price shape
        const QJsonObject slice = o.value("slices").toArray().first().toObject();
        const QJsonObject gpu = o.value("gpus").toArray().first().toObject();
        const QJsonObject slicePrice = slice.value("prices").toArray().first().toObject();
        const QJsonObject gpuPrice = gpu.value("prices").toArray().first().toObject();
        for (const char* k : {"region", "pricing", "usd_per_hour", "total_usd_per_hour", "unit_in_catalog", "as_of",
                              "source", "source_ref", "stale"}) {
            QVERIFY2(slicePrice.contains(QLatin1String(k)), k);
            QVERIFY2(gpuPrice.contains(QLatin1String(k)), k);
        }
        QVERIFY(slice.value("memory_per_device_bytes").toDouble() > 0);
        QVERIFY(gpu.value("memory_bytes").toDouble() > 0);
    }

    void oneGenerationAndRegion()
    {
        const Catalog c = Catalog::builtin();
        const QString region = c.regions().first();
        const QJsonObject o = catalogJson(c, QStringLiteral("v3"), region, QDate(2026, 11, 1));
        QCOMPARE(o.value("generations").toArray().size(), 1);
        QVERIFY(!o.contains(QStringLiteral("gpus")));
        for (const QJsonValue s : o.value("slices").toArray()) {
            QCOMPARE(s.toObject().value("generation").toString(), QStringLiteral("v3"));
            for (const QJsonValue p : s.toObject().value("prices").toArray())
                QCOMPARE(p.toObject().value("region").toString(), region);
        }
    }
};

QTEST_GUILESS_MAIN(TestCatalogJson)
#include "TestCatalogJson.moc"
