// SPDX-License-Identifier: GPL-3.0-or-later
#include "TemporaryHome.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace tpuplan::test {

namespace {
struct Variable
{
    const char* name;
    const char* subfolder; // under the home; empty for HOME itself
};
constexpr std::array<Variable, 4> kVariables{
    {{"HOME", ""}, {"XDG_CONFIG_HOME", ".config"}, {"XDG_DATA_HOME", ".local/share"}, {"XDG_CACHE_HOME", ".cache"}}};
} // namespace

TemporaryHome::TemporaryHome()
{
    if (!m_dir.isValid())
        return;
    for (size_t i = 0; i < kVariables.size(); ++i) {
        m_wasSet[i] = qEnvironmentVariableIsSet(kVariables[i].name);
        m_previous[i] = qgetenv(kVariables[i].name);
        const QString folder = QDir(m_dir.path()).filePath(QString::fromLatin1(kVariables[i].subfolder));
        QDir().mkpath(folder);
        qputenv(kVariables[i].name, QFile::encodeName(QDir::cleanPath(folder)));
    }
    QStandardPaths::setTestModeEnabled(true);
}

TemporaryHome::~TemporaryHome()
{
    if (!m_dir.isValid())
        return;
    for (size_t i = 0; i < kVariables.size(); ++i) {
        if (m_wasSet[i])
            qputenv(kVariables[i].name, m_previous[i]);
        else
            qunsetenv(kVariables[i].name);
    }
}

} // namespace tpuplan::test
