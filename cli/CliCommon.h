// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QTextStream>

#include <functional>

namespace tpuplan::cli {

enum ExitCode { kExitOk = 0, kExitFailure = 1, kExitUsage = 2 };

struct Io
{
    QTextStream& out;
    QTextStream& err;
};

// One subcommand's option parsing. Parse errors and bad values print one line on stderr and give exit code 2.
class Command
{
public:
    Command(QString name, QString description, Io io);

    QCommandLineParser& parser() { return m_parser; }
    void addValueOption(const QString& name, const QString& description, const QString& valueName,
                        const QString& defaultValue = QString());
    void addFlag(const QString& name, const QString& description);
    void addFormatOption();
    void addCatalogOption();

    // false: --help was printed (exitCode() = 0) or the arguments were bad (exitCode() = 2, message printed)
    bool parse(const QStringList& args, int maxPositionals = 0);
    int exitCode() const { return m_exitCode; }

    QString value(const QString& name) const { return m_parser.value(name); }
    bool isSet(const QString& name) const { return m_parser.isSet(name); }
    bool json() const { return m_hasFormat && m_parser.value(QStringLiteral("format")) == QLatin1String("json"); }

    // Typed option values; on a bad value they print the usage error and return nullopt.
    std::optional<int> intValue(const QString& name, int min, int max);
    std::optional<double> doubleValue(const QString& name, double min, double max);
    std::optional<QString> choice(const QString& name, const QStringList& allowed);

    int usageError(const QString& message);
    int failure(const QString& message);

    // The catalog the command uses (CatalogSources: built-in, the user catalog unless --no-user-catalog, --catalog
    // FILE); prints the error and returns nullopt when a file cannot be used.
    std::optional<Catalog> catalog();

    Io io() const { return m_io; }
    const QString& name() const { return m_name; }

private:
    QString m_name;
    Io m_io;
    QCommandLineParser m_parser;
    int m_exitCode = kExitOk;
    bool m_hasFormat = false;
};

void printJson(QTextStream& out, const QJsonObject& obj);
// Columns on a terminal: East Asian wide characters take two cells (Unicode UAX #11), so Japanese, Chinese and
// Korean headers line up. displayWidth counts cells; padCell pads to `width` cells (negative: left-aligned).
int displayWidth(const QString& text);
QString padCell(const QString& text, int width);
QString fixed(double v, int decimals);
// "a, b,,c" -> ["a", "b", "c"]: a comma-separated option's values, trimmed.
QStringList splitList(const QString& value);
// --pricing's comma-separated pricing models; nullopt after a usage error naming the unknown one.
std::optional<QVector<PricingModel>> pricingOption(Command& cmd);

using CommandFn = std::function<int(const QStringList& args, Io io)>;

} // namespace tpuplan::cli
