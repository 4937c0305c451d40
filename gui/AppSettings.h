// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/PlanInput.h"

#include <QByteArray>
#include <QStringList>

#include <memory>
#include <optional>

class QSettings;

namespace tpuplan::gui {

// The app's settings file (QSettings, INI): preferences, window layout, the last inputs and the user catalog in use.
// Reading never fails: a value that cannot be used (a corrupt file, a number that is not one, inputs that no longer
// parse) gives the default and is reported in problems(), for the window to show.
class AppSettings
{
public:
    // `fileName` empty: the user's settings file (~/.config/tpu-planner/tpu-planner.conf on Linux).
    explicit AppSettings(const QString& fileName = QString());
    ~AppSettings();

    QString fileName() const;
    QStringList problems() const { return m_problems; }

    double defaultSafetyMargin() const;
    void setDefaultSafetyMargin(double margin);
    int candidatesShown() const;
    void setCandidatesShown(int count);
    QString language() const; // empty = the system's; a selector comes with the translations
    void setLanguage(const QString& language);

    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    QByteArray mainSplitterState() const;
    QByteArray resultsState() const;
    void setWindowLayout(const QByteArray& geometry, const QByteArray& state, const QByteArray& mainSplitter,
                         const QByteArray& results);

    // The inputs of the last session (nullopt when there are none or they cannot be read: see problems()).
    std::optional<PlanInput> lastInput();
    void setLastInput(const PlanInput& input);
    QString lastFile() const;
    void setLastFile(const QString& path);
    QString userCatalog() const;
    void setUserCatalog(const QString& path);

    void sync();

    static constexpr int kDefaultCandidatesShown = 50;
    static constexpr int kMaxCandidatesShown = 1000;

private:
    QByteArray bytes(const char* key) const;
    QString string(const char* key) const;

    std::unique_ptr<QSettings> m_settings;
    mutable QStringList m_problems;
};

} // namespace tpuplan::gui
