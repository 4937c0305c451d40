// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnose/Diagnosis.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// The ranked fixes of a diagnosis (core's DiagnosisResult::fixes), smallest change first: what changes, memory per
// device against the usable memory, the step-time change, and time and cost for the diagnosis' steps.
class DiagnosisFixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Rank, Fix, Memory, StepTime, Hours, Cost, Hardware, ColumnCount };
    enum Role {
        CodeRole = Qt::UserRole + 1, // "checkpointing", "batch-split+precision", ...
        ChangesRole, // the FixChange bits
        RawRole, // the number behind a cell
    };

    explicit DiagnosisFixModel(QObject* parent = nullptr);

    void setFixes(const QVector<DiagnosisFix>& fixes, double steps);
    void clear();
    void retranslate();
    const DiagnosisFix* fix(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<DiagnosisFix> m_fixes;
    double m_steps = 0;
};

} // namespace tpuplan::gui
