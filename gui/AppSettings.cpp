// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppSettings.h"

#include "plan/PlanFile.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace tpuplan::gui {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(AppSettings)
};
} // namespace

AppSettings::AppSettings(const QString& fileName)
{
    if (fileName.isEmpty())
        m_settings
            = std::make_unique<QSettings>(QSettings::IniFormat, QSettings::UserScope,
                                          QCoreApplication::organizationName(), QCoreApplication::applicationName());
    else
        m_settings = std::make_unique<QSettings>(fileName, QSettings::IniFormat);
    if (m_settings->status() != QSettings::NoError) {
        const QString file = m_settings->fileName();
        // keep the unreadable file for the user, then start from defaults
        const QString backup = file + QStringLiteral(".broken");
        QFile::remove(backup);
        const bool kept = QFile::copy(file, backup);
        m_problems << (kept
                           ? Tr::tr(
                                 "The settings file %1 could not be read; it was kept as %2 and the defaults are used.")
                                 .arg(file, backup)
                           : Tr::tr("The settings file %1 could not be read; the defaults are used.").arg(file));
        m_settings->clear();
    }
}

AppSettings::~AppSettings() = default;

QString AppSettings::fileName() const
{
    return m_settings->fileName();
}

QByteArray AppSettings::bytes(const char* key) const
{
    const QVariant v = m_settings->value(QLatin1String(key));
    return v.canConvert<QByteArray>() ? v.toByteArray() : QByteArray();
}

QString AppSettings::string(const char* key) const
{
    const QVariant v = m_settings->value(QLatin1String(key));
    return v.canConvert<QString>() ? v.toString() : QString();
}

double AppSettings::defaultSafetyMargin() const
{
    const QVariant v = m_settings->value(QStringLiteral("preferences/safetyMargin"));
    if (!v.isValid())
        return 0.10;
    bool ok = false;
    const double m = v.toDouble(&ok);
    if (!ok || !(m >= 0 && m < 0.9)) {
        m_problems << Tr::tr("The saved safety margin \"%1\" is not a share between 0 and 0.9; 0.1 is used.")
                          .arg(v.toString());
        m_settings->remove(QStringLiteral("preferences/safetyMargin"));
        return 0.10;
    }
    return m;
}

void AppSettings::setDefaultSafetyMargin(double margin)
{
    m_settings->setValue(QStringLiteral("preferences/safetyMargin"), margin);
}

int AppSettings::candidatesShown() const
{
    const QVariant v = m_settings->value(QStringLiteral("preferences/candidatesShown"));
    if (!v.isValid())
        return kDefaultCandidatesShown;
    bool ok = false;
    const int n = v.toInt(&ok);
    if (!ok || n < 1 || n > kMaxCandidatesShown) {
        m_problems << Tr::tr("The saved number of candidates shown \"%1\" is not a number from 1 to %2; %3 is used.")
                          .arg(v.toString())
                          .arg(kMaxCandidatesShown)
                          .arg(kDefaultCandidatesShown);
        m_settings->remove(QStringLiteral("preferences/candidatesShown"));
        return kDefaultCandidatesShown;
    }
    return n;
}

void AppSettings::setCandidatesShown(int count)
{
    m_settings->setValue(QStringLiteral("preferences/candidatesShown"), count);
}

QString AppSettings::language() const
{
    return string("preferences/language");
}
void AppSettings::setLanguage(const QString& language)
{
    m_settings->setValue(QStringLiteral("preferences/language"), language);
}

QByteArray AppSettings::windowGeometry() const
{
    return bytes("window/geometry");
}
QByteArray AppSettings::windowState() const
{
    return bytes("window/state");
}
QByteArray AppSettings::mainSplitterState() const
{
    return bytes("window/mainSplitter");
}
QByteArray AppSettings::resultsState() const
{
    return bytes("window/results");
}

void AppSettings::setWindowLayout(const QByteArray& geometry, const QByteArray& state, const QByteArray& mainSplitter,
                                  const QByteArray& results)
{
    m_settings->setValue(QStringLiteral("window/geometry"), geometry);
    m_settings->setValue(QStringLiteral("window/state"), state);
    m_settings->setValue(QStringLiteral("window/mainSplitter"), mainSplitter);
    m_settings->setValue(QStringLiteral("window/results"), results);
}

std::optional<PlanInput> AppSettings::lastInput()
{
    const QVariant v = m_settings->value(QStringLiteral("plan/lastInput"));
    if (!v.isValid())
        return std::nullopt;
    try {
        return PlanFile::parse(v.toString().toUtf8(), Tr::tr("the last inputs in %1").arg(fileName()));
    } catch (const InputError& e) {
        m_problems << Tr::tr("The last inputs could not be restored (%1); the default plan is used.").arg(e.text());
        m_settings->remove(QStringLiteral("plan/lastInput"));
        return std::nullopt;
    }
}

void AppSettings::setLastInput(const PlanInput& input)
{
    m_settings->setValue(QStringLiteral("plan/lastInput"), QString::fromUtf8(PlanFile::serialize(input)));
}

QString AppSettings::lastFile() const
{
    return string("plan/lastFile");
}
void AppSettings::setLastFile(const QString& path)
{
    m_settings->setValue(QStringLiteral("plan/lastFile"), path);
}
QString AppSettings::userCatalog() const
{
    return string("catalog/userFile");
}
void AppSettings::setUserCatalog(const QString& path)
{
    m_settings->setValue(QStringLiteral("catalog/userFile"), path);
}

void AppSettings::sync()
{
    m_settings->sync();
}

} // namespace tpuplan::gui
