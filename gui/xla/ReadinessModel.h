// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "xla/ReadinessChecklist.h"

#include <QAbstractTableModel>

#include <optional>

namespace tpuplan::gui {

// The TPU-readiness checklist (core's readinessChecklist) with a tick per item: what the plan knows (padding shapes,
// shards, where the data lives) comes from setFacts(); what only the user can say (the code follows the XLA rules, a
// pure tf.data pipeline, ...) is answered by checking the item (checked = yes, unchecked = no, partly = not known).
class ReadinessModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Status, Item, Explanation, ColumnCount };
    enum Role {
        SatisfiedRole = Qt::UserRole + 1, // int(xla::Satisfied)
        IdRole, // the item's stable id
    };

    explicit ReadinessModel(QObject* parent = nullptr);

    // What the plan knows; the user's answers are kept and merged in.
    void setFacts(const xla::ReadinessInput& facts);
    const xla::ReadinessInput& facts() const { return m_facts; }
    // The input as the checklist is computed from: the facts and the answers.
    xla::ReadinessInput input() const;

    // The items the user answers by ticking them.
    static bool isAnswerable(const QString& id);
    std::optional<bool> answer(const QString& id) const;
    const QMap<QString, bool>& answers() const { return m_answers; }
    void setAnswer(const QString& id, std::optional<bool> satisfied);

    const QVector<xla::ReadinessItem>& items() const { return m_items; }
    int rowOf(const QString& id) const;
    int countSatisfied(xla::Satisfied s) const;
    // The texts changed language: the items are computed again.
    void retranslate();

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void answersChanged();

private:
    void recompute();

    xla::ReadinessInput m_facts;
    QMap<QString, bool> m_answers; // answerable id -> satisfied
    QVector<xla::ReadinessItem> m_items;
};

} // namespace tpuplan::gui
