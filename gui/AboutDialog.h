// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

namespace tpuplan::gui {

// Name, version, licence (GPL-3.0-or-later; Qt Charts is GPL-3.0), the Qt version and the catalog in use.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    AboutDialog(const QString& catalogVersion, QWidget* parent = nullptr);

    QString text() const { return m_text; }

private:
    QString m_text;
};

} // namespace tpuplan::gui
