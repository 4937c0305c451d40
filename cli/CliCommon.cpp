// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliCommon.h"

#include "catalog/CatalogSources.h"
#include "catalog/UserCatalogFile.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>

namespace tpuplan::cli {

Command::Command(QString name, QString description, Io io)
    : m_name(std::move(name))
    , m_io(io)
{
    m_parser.setApplicationDescription(description);
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    m_parser.addHelpOption();
}

void Command::addValueOption(const QString& name, const QString& description, const QString& valueName,
                             const QString& defaultValue)
{
    QCommandLineOption o(name, description, valueName, defaultValue);
    m_parser.addOption(o);
}

void Command::addFlag(const QString& name, const QString& description)
{
    m_parser.addOption(QCommandLineOption(name, description));
}

void Command::addFormatOption()
{
    addValueOption(QStringLiteral("format"), QCoreApplication::translate("cli", "Output format: text or json."),
                   QStringLiteral("text|json"), QStringLiteral("text"));
    m_hasFormat = true;
}

void Command::addCatalogOption()
{
    addValueOption(QStringLiteral("catalog"),
                   QCoreApplication::translate("cli", "A catalog YAML file merged over the built-in catalog."),
                   QStringLiteral("FILE"));
    addFlag(QStringLiteral("no-user-catalog"),
            QCoreApplication::translate("cli", "Ignore the user's catalog file (%1).").arg(defaultUserCatalogPath()));
}

bool Command::parse(const QStringList& args, int maxPositionals)
{
    QStringList full = args;
    full.prepend(QStringLiteral("tpuplan ") + m_name);
    if (!m_parser.parse(full)) {
        usageError(m_parser.errorText());
        return false;
    }
    if (m_parser.isSet(QStringLiteral("help"))) {
        m_io.out << QStringLiteral("Usage: tpuplan %1 [options]\n").arg(m_name);
        QString help = m_parser.helpText();
        // drop Qt's own usage line, which names the binary
        help = help.mid(help.indexOf(QLatin1Char('\n')) + 1);
        m_io.out << help;
        m_io.out.flush();
        m_exitCode = kExitOk;
        return false;
    }
    if (m_parser.positionalArguments().size() > maxPositionals) {
        usageError(QCoreApplication::translate("cli", "unexpected argument \"%1\"")
                       .arg(m_parser.positionalArguments().value(maxPositionals)));
        return false;
    }
    if (m_hasFormat) {
        const QString f = m_parser.value(QStringLiteral("format"));
        if (f != QLatin1String("text") && f != QLatin1String("json")) {
            usageError(QCoreApplication::translate("cli", "--format must be text or json, got \"%1\"").arg(f));
            return false;
        }
    }
    return true;
}

std::optional<int> Command::intValue(const QString& name, int min, int max)
{
    bool ok = false;
    const QString raw = m_parser.value(name);
    const qlonglong v = raw.toLongLong(&ok);
    if (!ok || v < min || v > max) {
        usageError(QCoreApplication::translate("cli", "--%1 must be a whole number from %2 to %3, got \"%4\"")
                       .arg(name)
                       .arg(min)
                       .arg(max)
                       .arg(raw));
        return std::nullopt;
    }
    return static_cast<int>(v);
}

std::optional<double> Command::doubleValue(const QString& name, double min, double max)
{
    bool ok = false;
    const QString raw = m_parser.value(name);
    const double v = raw.toDouble(&ok);
    if (!ok || !(v >= min) || !(v <= max)) {
        usageError(QCoreApplication::translate("cli", "--%1 must be a number from %2 to %3, got \"%4\"")
                       .arg(name)
                       .arg(min)
                       .arg(max)
                       .arg(raw));
        return std::nullopt;
    }
    return v;
}

std::optional<QString> Command::choice(const QString& name, const QStringList& allowed)
{
    const QString v = m_parser.value(name);
    if (!allowed.contains(v)) {
        usageError(QCoreApplication::translate("cli", "--%1 must be one of %2, got \"%3\"")
                       .arg(name, allowed.join(QStringLiteral(", ")), v));
        return std::nullopt;
    }
    return v;
}

int Command::usageError(const QString& message)
{
    m_io.err << QStringLiteral("tpuplan %1: %2\n").arg(m_name, message);
    m_io.err.flush();
    m_exitCode = kExitUsage;
    return kExitUsage;
}

int Command::failure(const QString& message)
{
    m_io.err << QStringLiteral("tpuplan %1: %2\n").arg(m_name, message);
    m_io.err.flush();
    m_exitCode = kExitFailure;
    return kExitFailure;
}

std::optional<Catalog> Command::catalog()
{
    try {
        // the user's catalog file (written by `tpuplan catalog import` and read by the app) applies everywhere unless
        // --no-user-catalog; --catalog FILE merges on top of it. A broken file fails the command.
        const QString userFile
            = m_parser.isSet(QStringLiteral("no-user-catalog")) ? QString() : defaultUserCatalogPath();
        const QStringList named = m_parser.isSet(QStringLiteral("catalog"))
            ? QStringList{m_parser.value(QStringLiteral("catalog"))}
            : QStringList();
        CatalogSources sources(userFile, named);
        sources.reloadStrict();
        return sources.catalog();
    } catch (const InputError& e) {
        failure(e.text());
        return std::nullopt;
    }
}

void printJson(QTextStream& out, const QJsonObject& obj)
{
    out << QString::fromUtf8(QJsonDocument(obj).toJson(QJsonDocument::Indented));
    out.flush();
}

int displayWidth(const QString& text)
{
    int w = 0;
    for (const uint c : text.toUcs4()) {
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF)
            || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF)
            || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F)
            || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
        w += wide ? 2 : 1;
    }
    return w;
}

QString padCell(const QString& text, int width)
{
    const int fill = std::abs(width) - displayWidth(text);
    if (fill <= 0)
        return text;
    const QString spaces(fill, QLatin1Char(' '));
    return width < 0 ? text + spaces : spaces + text;
}

QString fixed(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QStringList splitList(const QString& value)
{
    QStringList out;
    for (const QString& s : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
        out << s.trimmed();
    return out;
}

std::optional<QVector<PricingModel>> pricingOption(Command& cmd)
{
    QVector<PricingModel> out;
    for (const QString& p : splitList(cmd.value(QStringLiteral("pricing")))) {
        const auto m = pricingModelFromId(p);
        if (!m) {
            cmd.usageError(QCoreApplication::translate("cli", "unknown pricing model \"%1\"").arg(p));
            return std::nullopt;
        }
        out << *m;
    }
    return out;
}

} // namespace tpuplan::cli
