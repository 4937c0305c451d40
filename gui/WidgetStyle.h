// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Widgets and style sheets that several views share, so that errors, notes and result tables look the same
// everywhere.

#include <QAbstractItemView>
#include <QString>

class QAbstractItemModel;
class QTableView;

namespace tpuplan::gui {

// A red banner for an error a person has to act on.
QString errorBannerStyle();
// A blue banner for a note (a calibration applied, an assumption).
QString noteBannerStyle();

// A read-only table of rows: no row numbers, whole-row selection, alternating colours, one line per row.
QTableView* makeDataTable(QAbstractItemModel* model,
                          QAbstractItemView::SelectionMode mode = QAbstractItemView::SingleSelection);
// The same for a table a .ui file made.
void setupDataTable(QTableView* table, QAbstractItemModel* model,
                    QAbstractItemView::SelectionMode mode = QAbstractItemView::SingleSelection);

} // namespace tpuplan::gui
