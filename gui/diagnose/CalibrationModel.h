// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "memory/Calibration.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// The calibrations the user stored (CalibrationStore entries): which runtime and model family, the correction of the
// activation factor, when, on what, and the evidence in words.
class CalibrationModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Key, Correction, Date, Hardware, Evidence, ColumnCount };
    enum Role { KeyRole = Qt::UserRole + 1 };

    explicit CalibrationModel(QObject* parent = nullptr);

    void setEntries(const QVector<CalibrationEntry>& entries);
    void retranslate();
    const CalibrationEntry* entry(int row) const;
    int rowOfKey(const QString& key) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<CalibrationEntry> m_entries;
};

} // namespace tpuplan::gui
