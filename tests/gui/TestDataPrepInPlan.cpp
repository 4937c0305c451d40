// SPDX-License-Identifier: GPL-3.0-or-later
// The Data tab's choices live in the plan document (gui/PlanDocument, input().dataPrep): a choice made on the tab is
// one undo step, Undo gives the plan's value back, saving the plan saves it and opening the file in a new document
// shows it again, and a plan opened or restored makes no edit of its own.
#include "DefaultPlan.h"
#include "PlanDocument.h"
#include "plan/PlanFile.h"
#include "xla/DataPrepDocument.h"
#include "xla/DataPreparationView.h"
#include "xla/ReadinessModel.h"

#include <QCheckBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::gui;

class TestDataPrepInPlan : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
        m_builtin = Catalog::builtin();
    }

    void choiceIsAnUndoableEdit()
    {
        PlanDocument doc(m_builtin);
        doc.reset(defaultPlan());
        DataPreparationView view(&doc);
        QCOMPARE(doc.undoStack()->count(), 0);
        const int planBatch = doc.input().globalBatch;
        auto* batch = view.findChild<QSpinBox*>(QStringLiteral("paddingBatch"));
        auto* packing = view.findChild<QCheckBox*>(QStringLiteral("packingAllowed"));
        QVERIFY(batch && packing);
        QCOMPARE(batch->value(), planBatch);

        // typing a number is one step
        batch->setValue(7);
        batch->setValue(8);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.input().dataPrep.batch, std::optional<int>(8));
        const bool packed = packing->isChecked();
        packing->setChecked(!packed);
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(doc.input().dataPrep.packingAllowed, std::optional<bool>(!packed));
        doc.dataPrep()->readinessModel()->setAnswer(QStringLiteral("jit-compile"), true);
        QCOMPARE(doc.undoStack()->count(), 3);
        QCOMPARE(doc.input().dataPrep.answers.value(QStringLiteral("jit-compile")), true);
        QVERIFY(!doc.undoStack()->isClean());

        doc.undoStack()->undo();
        QVERIFY(doc.input().dataPrep.answers.isEmpty());
        QVERIFY(!doc.dataPrep()->readinessModel()->answer(QStringLiteral("jit-compile")));
        doc.undoStack()->undo();
        QVERIFY(!doc.input().dataPrep.packingAllowed);
        QCOMPARE(packing->isChecked(), packed);
        doc.undoStack()->undo();
        QVERIFY(!doc.input().dataPrep.batch);
        QCOMPARE(doc.dataPrep()->inputs(), xla::DataPrepInputs());
        QCOMPARE(batch->value(), planBatch);
        QVERIFY(doc.undoStack()->isClean());
        doc.undoStack()->redo();
        QCOMPARE(batch->value(), 8);
        QCOMPARE(doc.dataPrep()->inputs().batch, std::optional<int>(8));

        // a plan edit keeps the choice, and undoing it too
        PlanInput in = doc.input();
        in.globalBatch = planBatch * 2;
        doc.edit(in, QStringLiteral("test"));
        QCOMPARE(doc.input().dataPrep.batch, std::optional<int>(8));
        doc.undoStack()->undo();
        QCOMPARE(doc.dataPrep()->inputs().batch, std::optional<int>(8));
        QCOMPARE(batch->value(), 8);
    }

    // a typed host count gives way when the plan changes (the Data tab's rule): that is part of the plan's undo step
    void hostsFollowThePlanInOneStep()
    {
        PlanDocument doc(m_builtin);
        doc.reset(defaultPlan());
        DataPreparationView view(&doc);
        doc.dataPrep()->setHosts(3);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.input().dataPrep.hosts, std::optional<int>(3));
        PlanInput in = doc.input();
        in.globalBatch *= 2;
        doc.edit(in, QStringLiteral("test"));
        QCOMPARE(doc.undoStack()->count(), 2);
        QVERIFY(!doc.input().dataPrep.hosts);
        QVERIFY(!doc.dataPrep()->inputs().hosts);
        doc.undoStack()->undo();
        QCOMPARE(doc.input().dataPrep.hosts, std::optional<int>(3));
        QCOMPARE(doc.dataPrep()->inputs().hosts, std::optional<int>(3));
        doc.undoStack()->redo();
        QVERIFY(!doc.input().dataPrep.hosts);
        QVERIFY(!doc.dataPrep()->inputs().hosts);
    }

    void savedAndOpened()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString lengths = dir.filePath(QStringLiteral("lengths.txt"));
        {
            QFile f(lengths);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (int i = 1; i <= 300; ++i)
                f.write(QByteArray::number(16 + (i * 37) % 200) + '\n');
        }
        PlanDocument doc(m_builtin);
        doc.reset(defaultPlan());
        DataPreparationView view(&doc);
        QVERIFY(doc.dataPrep()->openLengthFile(lengths));
        view.findChild<QSpinBox*>(QStringLiteral("shapeBudget"))->setValue(3);
        doc.dataPrep()->setAccess(xla::TpuAccess::TpuVm);
        const xla::DataPrepInputs chosen = doc.dataPrep()->inputs();
        QCOMPARE(doc.input().dataPrep, chosen);
        QCOMPARE(chosen.shapeBudget, std::optional<int>(3));
        QCOMPARE(chosen.lengthsFile, lengths);

        const QString path = dir.filePath(QStringLiteral("plan.yaml"));
        QCOMPARE(PlanFile::write(doc.input(), path), QString());

        PlanDocument other(m_builtin);
        other.reset(defaultPlan());
        DataPreparationView otherView(&other);
        other.reset(PlanFile::read(path));
        QCOMPARE(other.undoStack()->count(), 0); // opening is no edit
        QVERIFY(other.undoStack()->isClean());
        QCOMPARE(other.dataPrep()->inputs(), chosen);
        QCOMPARE(other.input().dataPrep, chosen);
        QVERIFY(other.dataPrep()->histogram() == doc.dataPrep()->histogram());
        QCOMPARE(otherView.findChild<QSpinBox*>(QStringLiteral("shapeBudget"))->value(), 3);

        // a plan without Data-tab choices clears them
        other.reset(defaultPlan());
        QCOMPARE(other.undoStack()->count(), 0);
        QCOMPARE(other.dataPrep()->inputs(), xla::DataPrepInputs());
        QVERIFY(other.dataPrep()->histogram().isEmpty());
    }

private:
    Catalog m_builtin;
};

QTEST_MAIN(TestDataPrepInPlan)
#include "TestDataPrepInPlan.moc"
