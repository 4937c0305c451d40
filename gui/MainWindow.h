// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

#include <QMainWindow>

class QTableView;
class QSortFilterProxyModel;

namespace tpuplan::gui {

class CatalogTableModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(Catalog catalog, QWidget* parent = nullptr);

    CatalogTableModel* catalogModel() const { return m_catalogModel; }

private:
    Catalog m_catalog;
    CatalogTableModel* m_catalogModel = nullptr;
    QSortFilterProxyModel* m_catalogProxy = nullptr;
    QTableView* m_catalogView = nullptr;
};

} // namespace tpuplan::gui
