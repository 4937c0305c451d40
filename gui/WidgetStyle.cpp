// SPDX-License-Identifier: GPL-3.0-or-later
#include "WidgetStyle.h"

#include <QHeaderView>
#include <QTableView>

namespace tpuplan::gui {

QString errorBannerStyle()
{
    return QStringLiteral("QLabel { background: #fdecea; color: #b71c1c; border: 1px solid #e57373; "
                          "border-radius: 3px; padding: 4px; }");
}

QString noteBannerStyle()
{
    return QStringLiteral("QLabel { background: #e8f0fe; color: #0d47a1; border: 1px solid #90caf9; "
                          "border-radius: 3px; padding: 4px; }");
}

QTableView* makeDataTable(QAbstractItemModel* model, QAbstractItemView::SelectionMode mode)
{
    auto* t = new QTableView;
    setupDataTable(t, model, mode);
    return t;
}

void setupDataTable(QTableView* t, QAbstractItemModel* model, QAbstractItemView::SelectionMode mode)
{
    t->setModel(model);
    t->verticalHeader()->hide();
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 6);
    t->horizontalHeader()->setStretchLastSection(true);
    t->horizontalHeader()->setHighlightSections(false);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(mode);
    t->setAlternatingRowColors(true);
    t->setWordWrap(false);
}

} // namespace tpuplan::gui
