// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Edit ▸ Preferences ▸ Language as a user chooses it: the main window retranslates in place (QEvent::LanguageChange).

#include "MainWindow.h"
#include "PreferencesDialog.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QPushButton>

namespace tpuplan::test {

// Chooses `language` (en, ja, ...) in the Preferences dialog and delivers the language change; false when the dialog
// or its Preferences action is missing.
inline bool chooseLanguage(gui::MainWindow* window, const QString& language)
{
    QAction* preferences = nullptr;
    for (QAction* a : window->menuActions())
        if (a->menuRole() == QAction::PreferencesRole)
            preferences = a;
    if (!preferences)
        return false;
    preferences->trigger();
    gui::PreferencesDialog* prefs = nullptr;
    for (gui::PreferencesDialog* d : window->findChildren<gui::PreferencesDialog*>())
        if (d->isVisible())
            prefs = d;
    if (!prefs)
        return false;
    const int index = prefs->languageBox()->findData(language);
    if (index < 0)
        return false;
    prefs->languageBox()->setCurrentIndex(index);
    prefs->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
    return true;
}

} // namespace tpuplan::test
