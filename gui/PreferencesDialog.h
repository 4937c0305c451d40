// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace tpuplan::gui {

class AppSettings;

// Preferences: the safety margin of new plans and how many candidates the results list. The language selector is
// in place for the translations, which come separately.
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(AppSettings* settings, QWidget* parent = nullptr);

    QDoubleSpinBox* safetyMarginBox() const { return m_safetyMargin; }
    QSpinBox* candidatesBox() const { return m_candidates; }
    QComboBox* languageBox() const { return m_language; }

    // Writes the values to the settings.
    void apply();

private:
    AppSettings* m_settings;
    QDoubleSpinBox* m_safetyMargin;
    QSpinBox* m_candidates;
    QComboBox* m_language;
};

} // namespace tpuplan::gui
