// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "CatalogTableModel.h"

#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTabWidget>

namespace tpuplan::gui {

MainWindow::MainWindow(Catalog catalog, QWidget* parent)
    : QMainWindow(parent)
    , m_catalog(std::move(catalog))
{
    setWindowTitle(tr("TPU Planner"));
    auto* tabs = new QTabWidget(this);
    m_catalogModel = new CatalogTableModel(this);
    m_catalogModel->setCatalog(m_catalog, QDate::currentDate());
    m_catalogProxy = new QSortFilterProxyModel(this);
    m_catalogProxy->setSourceModel(m_catalogModel);
    m_catalogView = new QTableView(this);
    m_catalogView->setModel(m_catalogProxy);
    m_catalogView->setSortingEnabled(true);
    m_catalogView->horizontalHeader()->setStretchLastSection(true);
    m_catalogView->resizeColumnsToContents();
    tabs->addTab(m_catalogView, tr("Catalog"));
    setCentralWidget(tabs);
    resize(1200, 760);
}

} // namespace tpuplan::gui
