// SPDX-License-Identifier: GPL-3.0-or-later
// Linked into every test executable by tpuplan_add_test (tests/CMakeLists.txt): before main() runs, the process gets
// a fresh, empty HOME with XDG_CONFIG_HOME, XDG_DATA_HOME and XDG_CACHE_HOME inside it, so that no test reads or
// writes the user's catalog, calibrations, settings or plan library, whoever runs it and however (CTest or the binary
// directly). Child processes (the tpuplan program, the plan store's helper) inherit it. The folder is removed at exit.
// Plain POSIX and std::filesystem: this runs before Qt is set up.
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

#include <unistd.h>

namespace {

class HermeticHome
{
public:
    HermeticHome()
        : m_owner(getpid())
    {
        const char* tmp = std::getenv("TMPDIR");
        std::string pattern = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/tpuplan-test-home-XXXXXX";
        if (mkdtemp(pattern.data()) == nullptr)
            std::abort(); // a test that cannot be isolated must not run against the real home
        m_home = pattern;
        setHome("HOME", "");
        setHome("XDG_CONFIG_HOME", ".config");
        setHome("XDG_DATA_HOME", ".local/share");
        setHome("XDG_CACHE_HOME", ".cache");
        unsetenv("XDG_STATE_HOME");
    }
    ~HermeticHome()
    {
        std::error_code ignored;
        if (getpid() == m_owner) // not in a forked child that exits through exit()
            std::filesystem::remove_all(m_home, ignored);
    }
    HermeticHome(const HermeticHome&) = delete;
    HermeticHome& operator=(const HermeticHome&) = delete;

private:
    void setHome(const char* variable, const char* subfolder)
    {
        const std::filesystem::path folder = *subfolder != '\0' ? m_home / subfolder : m_home;
        std::error_code ignored;
        std::filesystem::create_directories(folder, ignored);
        setenv(variable, folder.c_str(), 1);
    }

    std::filesystem::path m_home;
    pid_t m_owner;
};

const HermeticHome home;

} // namespace
