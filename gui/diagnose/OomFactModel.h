// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnose/OomParser.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// Every number a pasted out-of-memory message states (core's OomReport::facts), in text order: what it is in words,
// as printed, in GiB, and the line it was read from.
class OomFactModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { What, AsPrinted, GiB, Line, ColumnCount };
    enum Role { KeyRole = Qt::UserRole + 1, BytesRole };

    explicit OomFactModel(QObject* parent = nullptr);

    void setFacts(const QVector<OomFact>& facts);
    void clear();
    void retranslate();
    int rowOfKey(const QString& key) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<OomFact> m_facts;
};

} // namespace tpuplan::gui
