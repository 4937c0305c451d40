// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanOptions.h"

#include <QCoreApplication>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PlanOptions)
};

QString valueName(const PlanField& f)
{
    switch (f.type) {
    case PlanFieldType::Int:
    case PlanFieldType::Seed:
        return QStringLiteral("N");
    case PlanFieldType::Number:
        return QStringLiteral("X");
    case PlanFieldType::Choice:
        return QStringLiteral("ID");
    case PlanFieldType::ChoiceList:
    case PlanFieldType::TextList:
        return QStringLiteral("LIST");
    case PlanFieldType::Map:
        return QStringLiteral("ID=X");
    case PlanFieldType::Bool:
        break;
    }
    return QString();
}
} // namespace

const PlanField& planFieldOf(const char* key)
{
    const PlanField* f = planField(QString::fromLatin1(key));
    Q_ASSERT_X(f && f->option, "planFieldOf", key);
    return *f;
}

QCommandLineOption planOption(const PlanField& f, const QString& defaultOverride)
{
    const QString name = QString::fromLatin1(f.option);
    if (f.type == PlanFieldType::Bool)
        return QCommandLineOption(name, f.translatedHelp());
    // the run length and the required fields have no default: whether they are given matters
    const QString def = !defaultOverride.isEmpty() ? defaultOverride
        : f.required || f.applies                  ? QString()
                                                   : f.defaultText();
    // a list's default with a space after each comma, so that the help wraps between ids, not inside one
    const QString shown = QString(def).replace(QLatin1Char(','), QStringLiteral(", "));
    const QString help = def.isEmpty() ? f.translatedHelp() : Tr::tr("%1 Default: %2.").arg(f.translatedHelp(), shown);
    return QCommandLineOption(name, help, valueName(f), def);
}

void addPlanOption(Command& cmd, const char* key, const QString& defaultOverride)
{
    cmd.parser().addOption(planOption(planFieldOf(key), defaultOverride));
}

bool planChoice(Command& cmd, const PlanField& f, PlanInput& in)
{
    const QString name = QString::fromLatin1(f.option);
    if (QLatin1String(f.key) == QLatin1String("remat_placement")) {
        // tensor=placement pairs, not one of a list of ids: the parser's own message names what is wrong
        QString why;
        const auto p = rematPlacementFromText(cmd.value(name), &why);
        if (!p) {
            cmd.usageError(QStringLiteral("--%1: %2").arg(name, why));
            return false;
        }
        in.rematPlacement = *p;
        return true;
    }
    if (f.type == PlanFieldType::Choice) {
        const auto id = cmd.choice(name, f.choices());
        if (!id)
            return false;
        f.setIds(in, {*id});
        return true;
    }
    QStringList ids;
    for (const QString& s : cmd.value(name).split(QLatin1Char(','), Qt::SkipEmptyParts))
        ids << s.trimmed();
    const auto bad = f.setIds(in, ids);
    if (bad) {
        cmd.usageError(Tr::tr("--%1 takes a comma-separated list of %2, got \"%3\"")
                           .arg(name, f.choices().join(QStringLiteral(", ")), cmd.value(name)));
        return false;
    }
    return true;
}

std::optional<double> planNumber(Command& cmd, const PlanField& f, bool checkRange)
{
    const QString name = QString::fromLatin1(f.option);
    const QString raw = cmd.value(name);
    bool ok = false;
    const double v = f.type == PlanFieldType::Int ? double(raw.toLongLong(&ok)) : raw.toDouble(&ok);
    if (!ok) {
        cmd.usageError(f.type == PlanFieldType::Int ? Tr::tr("--%1 must be a whole number, got \"%2\"").arg(name, raw)
                                                    : Tr::tr("--%1 must be a number, got \"%2\"").arg(name, raw));
        return std::nullopt;
    }
    if (checkRange) {
        const QString why = f.rangeIssue(v);
        if (!why.isEmpty()) {
            cmd.usageError(QStringLiteral("--%1: %2").arg(name, why));
            return std::nullopt;
        }
    }
    return v;
}

double planFlag(Command& cmd, const PlanField& f)
{
    const bool set = cmd.isSet(QString::fromLatin1(f.option));
    return set ? (f.defaultValue != 0 ? 0 : 1) : f.defaultValue;
}

int planIssueError(Command& cmd, const InputIssue& issue)
{
    const PlanField* f = planField(issue.field);
    const QString where = f && f->option ? QStringLiteral("--") + QLatin1String(f->option) : issue.field;
    return cmd.usageError(QStringLiteral("%1: %2").arg(where, issue.message));
}

} // namespace tpuplan::cli
