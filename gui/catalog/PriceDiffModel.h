// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/PriceDiff.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// What a price import would change (core's PriceDiff): changed prices first (old, new, the difference and the
// percentage), then new ones, gone ones and the unchanged ones, each group in core's order. Money through QLocale.
class PriceDiffModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Change, Hardware, Region, Pricing, OldPrice, NewPrice, Delta, DeltaPercent, Per, Note, ColumnCount };
    enum Role {
        KindRole = Qt::UserRole + 1, // int(PriceDiffEntry::Kind)
        RawRole, // the number behind a money or percent cell
        KeyRole, // priceKey() of the entry
    };

    explicit PriceDiffModel(QObject* parent = nullptr);

    void setDiff(const PriceDiff& diff);
    void clear();
    void retranslate();

    const PriceDiffEntry* entry(int row) const;
    // The row of (hardware, region, pricing id), or -1.
    int rowOf(const QString& hardware, const QString& region, const QString& pricing) const;
    static QString kindName(PriceDiffEntry::Kind kind);
    // "$4.50", "$1.26225": the digits the price has, and the cents at least.
    static QString money(double usd);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const PriceDiffEntry& e, int column) const;
    QVariant raw(const PriceDiffEntry& e, int column) const;

    QVector<PriceDiffEntry> m_entries;
};

} // namespace tpuplan::gui
