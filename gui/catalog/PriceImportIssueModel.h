// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/PriceImport.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// The rows of a price file that were not imported (unmapped, rejected) or imported with a caveat (warnings), with the
// line of the file and the reason in words.
class PriceImportIssueModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Kind, Line, Item, Reason, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1, ReasonIdRole };

    explicit PriceImportIssueModel(QObject* parent = nullptr);

    void setIssues(const QVector<PriceImportIssue>& issues);
    void clear();
    void retranslate();
    static QString kindName(PriceImportIssue::Kind kind);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<PriceImportIssue> m_issues;
};

} // namespace tpuplan::gui
