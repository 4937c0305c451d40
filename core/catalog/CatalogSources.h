// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which catalog a plan uses: the built-in catalog, then the user's own catalog file (written by price imports; skipped
// while it does not exist), then the files the user named (tpuplan --catalog, File ▸ Open User Catalog…), merged in
// that order, so that later files win. The CLI and the app both assemble their catalog here.

#include "Catalog.h"
#include <QString>
#include <QStringList>
#include <QVector>

namespace tpuplan {

// A catalog file that reload() left out, and why.
struct CatalogProblem
{
    enum class Kind { Missing, Broken };
    QString file;
    Kind kind = Kind::Broken;
    QString error; // the text of the InputError that Catalog::mergeFile() threw
    // The sentence the app shows about it.
    QString message() const;
};

class CatalogSources
{
public:
    // The built-in catalog alone.
    CatalogSources() = default;
    // The built-in catalog with `userFile` (skipped while missing; empty = none) and `namedFiles` (in order).
    explicit CatalogSources(QString userFile, QStringList namedFiles = {});

    // The sources a running program starts from: the built-in catalog and the user's catalog file at
    // defaultUserCatalogPath().
    static CatalogSources withUserCatalog(QStringList namedFiles = {});
    // The sources behind `catalog` (the files it merged), with `userFile` as the user's catalog file whether it was
    // merged or not, so that a reload picks up a user file written since (a price import creates it).
    static CatalogSources of(const Catalog& catalog, const QString& userFile);

    const QString& userFile() const { return m_userFile; }
    const QStringList& namedFiles() const { return m_namedFiles; }
    // The user file (when set) and then the named files, without repeats: the order of merging.
    QStringList files() const;

    // Reads every file again and merges the usable ones over the built-in catalog, in order. A missing named file or
    // a file with an error is left out, the others still apply (a merge is all or nothing per file), and the file is
    // listed in problems(). Throws InputError only when the built-in catalog is broken.
    void reload();
    // Like reload(), but the first unusable file throws its InputError and nothing changes: for callers that must not
    // go on with a catalog the user did not ask for (the CLI).
    void reloadStrict();

    const Catalog& catalog() const { return m_catalog; }
    const QVector<CatalogProblem>& problems() const { return m_problems; }
    // The problems' messages, in order.
    QStringList problemMessages() const;
    // The files merged by the last reload.
    QStringList usedFiles() const { return m_catalog.userFiles(); }

private:
    QString m_userFile;
    QStringList m_namedFiles;
    Catalog m_catalog;
    QVector<CatalogProblem> m_problems;
};

} // namespace tpuplan
