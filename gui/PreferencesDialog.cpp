// SPDX-License-Identifier: GPL-3.0-or-later
#include "PreferencesDialog.h"

#include "AppSettings.h"
#include "plan/PlanFields.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace tpuplan::gui {

PreferencesDialog::PreferencesDialog(AppSettings* settings, QWidget* parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_safetyMargin(new QDoubleSpinBox)
    , m_candidates(new QSpinBox)
    , m_language(new QComboBox)
{
    setWindowTitle(tr("Preferences"));
    const PlanField& margin = *planField(QStringLiteral("safety_margin")); // the plan's range, to 2 decimals
    m_safetyMargin->setRange(margin.min, margin.upperBound(2));
    m_safetyMargin->setDecimals(2);
    m_safetyMargin->setSingleStep(0.01);
    m_safetyMargin->setValue(settings->defaultSafetyMargin());
    m_safetyMargin->setToolTip(tr("Share of device memory kept free in new plans (0.10 = 10 %)"));
    m_candidates->setRange(1, AppSettings::kMaxCandidatesShown);
    m_candidates->setValue(settings->candidatesShown());
    m_candidates->setToolTip(tr("How many ranked candidates the table and the cost-time chart list"));
    m_language->addItem(tr("System language"), QString());
    // each language names itself, so that a person who cannot read the current one still finds theirs
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("日本語"), QStringLiteral("ja"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->addItem(QStringLiteral("한국어"), QStringLiteral("ko"));
    m_language->setCurrentIndex(qMax(0, m_language->findData(settings->language())));
    m_language->setToolTip(tr("The language of the window, the reports and the messages; numbers, money and dates "
                              "follow it too. Changes at once."));

    auto* form = new QFormLayout;
    form->addRow(tr("Safety margin of new plans"), m_safetyMargin);
    form->addRow(tr("Candidates shown"), m_candidates);
    form->addRow(tr("Language"), m_language);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void PreferencesDialog::apply()
{
    m_settings->setDefaultSafetyMargin(m_safetyMargin->value());
    m_settings->setCandidatesShown(m_candidates->value());
    m_settings->setLanguage(m_language->currentData().toString());
}

} // namespace tpuplan::gui
