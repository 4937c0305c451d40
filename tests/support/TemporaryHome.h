// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A throw-away home for one test class, for tests that look at the files the code writes there (the user catalog,
// calibrations, the plan library, settings): HOME and XDG_CONFIG_HOME / XDG_DATA_HOME / XDG_CACHE_HOME point into a
// fresh temporary folder and QStandardPaths is in test mode (~/.qttest/...), until the object is destroyed.
// Every test process already starts in a fresh home of its own (HermeticHome.cpp); this one is empty for the class.

#include <QByteArray>
#include <QTemporaryDir>

#include <array>

namespace tpuplan::test {

class TemporaryHome
{
public:
    TemporaryHome();
    ~TemporaryHome();
    TemporaryHome(const TemporaryHome&) = delete;
    TemporaryHome& operator=(const TemporaryHome&) = delete;

    bool isValid() const { return m_dir.isValid(); }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString& name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
    std::array<QByteArray, 4> m_previous; // HOME and the XDG variables as they were, restored on destruction
    std::array<bool, 4> m_wasSet{};
};

} // namespace tpuplan::test
