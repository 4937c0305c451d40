// SPDX-License-Identifier: GPL-3.0-or-later
// User calibrations in the planner (Planner::setCalibrations): the calibration of the plan's runtime and model family
// scales the activations of every candidate and says so in a plan note; one for another family or runtime changes
// nothing; the memory-vs-sequence-length chart data follows the profile it is given.
#include "CoreFixtures.h"
#include "catalog/Catalog.h"
#include "plan/ChartData.h"
#include "plan/PlanFile.h"
#include "plan/Planner.h"

#include <QtTest>

using namespace tpuplan;

namespace {
const QDate kToday(2026, 11, 21);

using test::calibrationEntry;

// The same candidate (hardware, precision, checkpointing) in two results.
const Candidate* find(const PlanResult& r, const Candidate& like)
{
    for (const Candidate& c : r.candidates)
        if (c.hardware == like.hardware && c.precision == like.precision && c.checkpointing == like.checkpointing
            && c.batchPerDevice == like.batchPerDevice && c.offering.region == like.offering.region
            && c.offering.pricing == like.offering.pricing)
            return &c;
    return nullptr;
}

int notesWithCode(const PlanResult& r, const QString& code)
{
    return int(std::count_if(r.notes.begin(), r.notes.end(), [&](const Reason& n) { return n.code == code; }));
}
} // namespace

class TestPlannerCalibration : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_catalog = Catalog::builtin();
        m_input = PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml"));
        m_input.limit = 0;
    }

    void noCalibrationNoNote()
    {
        const Planner planner(m_catalog);
        QVERIFY(planner.calibrations().isEmpty());
        const PlanResult r = planner.plan(m_input, kToday);
        QCOMPARE(notesWithCode(r, QStringLiteral("calibration-applied")), 0);
        QVERIFY(!planner.profileFor(Runtime::Xla, m_input.model).applied);
    }

    void calibrationScalesActivations_data()
    {
        QTest::addColumn<double>("multiplier");
        QTest::addRow("0.5: less memory") << 0.5;
        QTest::addRow("1.5: more memory") << 1.5;
    }

    void calibrationScalesActivations()
    {
        QFETCH(double, multiplier);
        const Planner builtin(m_catalog);
        const PlanResult before = builtin.plan(m_input, kToday);
        Planner calibrated(m_catalog);
        calibrated.setCalibrations({calibrationEntry(Runtime::Xla, m_input.model.modelType, multiplier)});
        const PlanResult after = calibrated.plan(m_input, kToday);

        // the note says what was applied, once
        QCOMPARE(notesWithCode(after, QStringLiteral("calibration-applied")), 1);
        const auto note = std::find_if(after.notes.begin(), after.notes.end(),
                                       [](const Reason& n) { return n.code == QLatin1String("calibration-applied"); });
        QVERIFY(note->text.contains(QStringLiteral("xla/big_bird")));
        QVERIFY(note->text.contains(QStringLiteral("テスト")));

        const CalibratedProfile p = calibrated.profileFor(Runtime::Xla, m_input.model);
        QVERIFY(p.applied);
        QCOMPARE(p.profile.activationFactor, defaultRuntimeProfile(Runtime::Xla).activationFactor * multiplier);

        // activations scale, the model states do not
        int compared = 0;
        for (const Candidate& c : before.candidates) {
            const Candidate* d = find(after, c);
            if (!d || d->batchPerDevice != c.batchPerDevice || d->accumulation != c.accumulation)
                continue;
            QCOMPARE(d->memory.memory.parameters, c.memory.memory.parameters);
            QCOMPARE(d->memory.memory.optimizerStates, c.memory.memory.optimizerStates);
            if (multiplier < 1)
                QVERIFY(d->memory.memory.activations < c.memory.memory.activations);
            else
                QVERIFY(d->memory.memory.activations > c.memory.memory.activations);
            ++compared;
        }
        QVERIFY(compared > 0);
        // with less activation memory, at least as many configurations fit
        if (multiplier < 1)
            QVERIFY(after.fitting >= before.fitting);
        else
            QVERIFY(after.fitting <= before.fitting);
    }

    void otherFamilyOrRuntimeChangesNothing_data()
    {
        QTest::addColumn<int>("runtime");
        QTest::addColumn<QString>("family");
        QTest::addRow("bert on xla") << int(Runtime::Xla) << "bert";
        QTest::addRow("big_bird on pytorch") << int(Runtime::PyTorch) << "big_bird";
    }

    void otherFamilyOrRuntimeChangesNothing()
    {
        QFETCH(int, runtime);
        QFETCH(QString, family);
        const PlanResult before = Planner(m_catalog).plan(m_input, kToday);
        Planner planner(m_catalog);
        planner.setCalibrations({calibrationEntry(Runtime(runtime), family, 0.5)});
        const PlanResult after = planner.plan(m_input, kToday);
        QCOMPARE(notesWithCode(after, QStringLiteral("calibration-applied")), 0);
        QCOMPARE(after.candidates.size(), before.candidates.size());
        for (int i = 0; i < before.candidates.size(); ++i)
            QCOMPARE(after.candidates[i].memory.memory.total(), before.candidates[i].memory.memory.total());
    }

    void chartDataFollowsProfile()
    {
        const PlanResult r = Planner(m_catalog).plan(m_input, kToday);
        QVERIFY(!r.candidates.isEmpty());
        const Candidate& c = r.candidates.first();
        const TrainingConfig cfg = candidateConfig(c, m_input);
        const QVector<int> lengths{512, 1024, 2048};
        const SeqLenMemorySeries builtin = memoryVsSeqLen(m_input.model, m_input.head, cfg, c.device, lengths);
        RuntimeProfile half = defaultRuntimeProfile(cfg.runtime);
        half.activationFactor *= 0.5;
        const SeqLenMemorySeries scaled = memoryVsSeqLen(m_input.model, m_input.head, cfg, c.device, lengths, half);
        QCOMPARE(scaled.without.size(), builtin.without.size());
        for (int i = 0; i < builtin.without.size(); ++i)
            QVERIFY(scaled.without[i].y() < builtin.without[i].y());
        QCOMPARE(memoryVsSeqLen(m_input.model, m_input.head, cfg, c.device, lengths, std::nullopt).current,
                 builtin.current);
    }

private:
    Catalog m_catalog;
    PlanInput m_input;
};

QTEST_GUILESS_MAIN(TestPlannerCalibration)
#include "TestPlannerCalibration.moc"
