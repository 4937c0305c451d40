// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogSources.h"

#include "UserCatalogFile.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <utility>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CatalogSources)
};

bool sameFile(const QString& a, const QString& b)
{
    return QDir::cleanPath(QFileInfo(a).absoluteFilePath()) == QDir::cleanPath(QFileInfo(b).absoluteFilePath());
}
} // namespace

QString CatalogProblem::message() const
{
    if (kind == Kind::Missing)
        return Tr::tr("The catalog file %1 no longer exists; the built-in catalog is used.").arg(file);
    return Tr::tr("Your catalog file has an error:\n%1\nIt was not used; the built-in catalog is used instead.")
        .arg(error);
}

CatalogSources::CatalogSources(QString userFile, QStringList namedFiles)
    : m_userFile(std::move(userFile))
    , m_namedFiles(std::move(namedFiles))
{ }

CatalogSources CatalogSources::withUserCatalog(QStringList namedFiles)
{
    return CatalogSources(defaultUserCatalogPath(), std::move(namedFiles));
}

CatalogSources CatalogSources::of(const Catalog& catalog, const QString& userFile)
{
    QStringList named;
    for (const QString& file : catalog.userFiles())
        if (userFile.isEmpty() || !sameFile(file, userFile))
            named << file;
    return CatalogSources(userFile, named);
}

QStringList CatalogSources::files() const
{
    QStringList out;
    for (const QString& file : QStringList{m_userFile} + m_namedFiles)
        if (!file.isEmpty() && !out.contains(file))
            out << file;
    return out;
}

void CatalogSources::reload()
{
    Catalog catalog = Catalog::builtin();
    QVector<CatalogProblem> problems;
    for (const QString& file : files()) {
        const bool missing = !QFileInfo::exists(file);
        if (missing && file == m_userFile)
            continue;
        try {
            catalog.mergeFile(file); // all or nothing: on an error the catalog is unchanged
        } catch (const InputError& e) {
            problems.append({file, missing ? CatalogProblem::Kind::Missing : CatalogProblem::Kind::Broken, e.text()});
        }
    }
    m_catalog = std::move(catalog);
    m_problems = std::move(problems);
}

void CatalogSources::reloadStrict()
{
    Catalog catalog = Catalog::builtin();
    for (const QString& file : files()) {
        if (file == m_userFile && !QFileInfo::exists(file))
            continue;
        catalog.mergeFile(file); // a missing named file throws mergeFile's own "cannot read" error
    }
    m_catalog = std::move(catalog);
    m_problems.clear();
}

QStringList CatalogSources::problemMessages() const
{
    QStringList out;
    for (const CatalogProblem& p : m_problems)
        out << p.message();
    return out;
}

} // namespace tpuplan
