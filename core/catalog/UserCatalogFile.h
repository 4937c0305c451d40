// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user's own catalog file (YAML merged over the built-in catalog): reading it, and rewriting it with imported
// prices while everything the user wrote (other sections, their own prices and sources, comments) stays as it is.

#include "Catalog.h"
#include "PriceDiff.h"
#include "PriceImport.h"

#include <QByteArray>
#include <QString>

namespace tpuplan {

// AppPaths::userCatalog() (on Linux ~/.config/tpu-planner/tpu-planner/catalog.yaml). The CLI and the app both read
// and write this file.
QString defaultUserCatalogPath();

class UserCatalogFile
{
public:
    explicit UserCatalogFile(QString path);

    // Reads the file; a missing file is an empty catalog. Throws InputError if the file cannot be read, is not UTF-8
    // text, or is not catalog YAML (the loader's checks of every section, without cross-references).
    void load();

    const QString& path() const { return m_path; }
    bool exists() const { return m_exists; }
    const QByteArray& text() const { return m_text; }
    // The file holds at least one entry (it is not missing, empty or only comments).
    bool hasEntries() const { return m_hasEntries; }
    // The file's own entries as the loader reads them (later entries with the same key replace earlier ones).
    const Catalog& entries() const { return m_entries; }
    // The prices an import wrote (those with imported_from), in file order.
    QVector<Price> importedPrices() const;

    // The file's text with `import` applied as `diff` says: added, changed and restated prices written, gone prices
    // removed, the import's source entry written under sources:, and IMPORT-* sources no entry cites any more dropped.
    // Imported prices are listed after the user's own prices (so they win over them), one line each, in a fixed order,
    // so that the same import gives the same bytes. Everything else is kept byte for byte. Writes nothing.
    QByteArray withImport(const PriceImport& import, const PriceDiff& diff) const;

    // Writes `text` to `path` atomically (QSaveFile), creating the folder. Throws InputError on failure.
    static void write(const QString& path, const QByteArray& text);

    // YAML for one price row and one source entry as withImport() writes them (a flow mapping on one line).
    static QString priceYaml(const Price& p);
    static QString sourceYaml(const SourceRef& s);

private:
    QString m_path;
    bool m_exists = false;
    bool m_hasEntries = false;
    QByteArray m_text;
    Catalog m_entries;
};

} // namespace tpuplan
