// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogImport.h"

#include "../util/InputError.h"
#include "UserCatalogFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace tpuplan {

PriceImportPreview previewPriceImport(const QString& priceFile, const QString& userCatalogPath, const Catalog& base,
                                      const PriceImportOptions& options)
{
    UserCatalogFile user(userCatalogPath);
    user.load();
    // the built-in catalog is compiled in; a copy of one of its files is not a user catalog either
    const auto refuse = [&userCatalogPath]() {
        throw InputError(userCatalogPath, 0, QString(),
                         QCoreApplication::translate("CatalogImport",
                                                     "this is the built-in catalog; import into your own catalog "
                                                     "file (see --user-catalog)"));
    };
    if (userCatalogPath.startsWith(QLatin1Char(':')))
        refuse();
    if (user.exists()) {
        const QDir builtinDir(QStringLiteral(":/catalog"));
        for (const QString& name : builtinDir.entryList(QDir::Files)) {
            QFile f(builtinDir.filePath(name));
            if (f.open(QIODevice::ReadOnly) && f.readAll() == user.text())
                refuse();
        }
    }
    Catalog current = base;
    if (user.hasEntries())
        current.mergeText(user.text(), userCatalogPath);

    PriceImportPreview preview;
    preview.userCatalogPath = userCatalogPath;
    preview.userCatalogExisted = user.exists();
    preview.userCatalogBefore = user.text();
    preview.import = importPriceFile(priceFile, current, options);
    preview.diff = diffPrices(current, preview.import);
    if (preview.diff.isEmpty()) {
        preview.userCatalogAfter = preview.userCatalogBefore;
        preview.catalogAfter = current;
        return preview;
    }
    preview.userCatalogAfter = user.withImport(preview.import, preview.diff);
    Catalog after = base;
    after.mergeText(preview.userCatalogAfter, userCatalogPath); // the loader must accept what would be written
    preview.catalogAfter = after;
    return preview;
}

bool applyPriceImport(const PriceImportPreview& preview)
{
    if (!preview.changesFile())
        return false;
    QFile f(preview.userCatalogPath);
    const bool exists = f.exists();
    QByteArray now;
    if (exists) {
        if (!f.open(QIODevice::ReadOnly))
            throw InputError(
                preview.userCatalogPath, 0, QString(),
                QCoreApplication::translate("CatalogImport", "cannot read the catalog file: %1").arg(f.errorString()));
        now = f.readAll();
    }
    if (exists != preview.userCatalogExisted || now != preview.userCatalogBefore)
        throw InputError(preview.userCatalogPath, 0, QString(),
                         QCoreApplication::translate("CatalogImport",
                                                     "the catalog file changed since the import was previewed; "
                                                     "preview the import again"));
    UserCatalogFile::write(preview.userCatalogPath, preview.userCatalogAfter);
    return true;
}

} // namespace tpuplan
