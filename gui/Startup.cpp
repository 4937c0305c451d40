// SPDX-License-Identifier: GPL-3.0-or-later
#include "Startup.h"

#include "util/InputError.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Startup)
};
} // namespace

namespace tpuplan::gui {

StartupCatalog loadStartupCatalog(const QStringList& userFiles, const QStringList& namedFiles)
{

    StartupCatalog out{Catalog::builtin(), {}, {}};
    const QStringList files = userFiles + namedFiles;
    for (int i = 0; i < files.size(); ++i) {
        const QString& file = files[i];
        if (file.isEmpty() || out.usedFiles.contains(file))
            continue;
        if (!QFileInfo::exists(file)) {
            if (i >= userFiles.size())
                out.problems << Tr::tr("The catalog file %1 no longer exists; the built-in catalog is used.").arg(file);
            continue;
        }
        try {
            out.catalog.mergeFile(file); // all or nothing: on an error the catalog is unchanged
            out.usedFiles << file;
        } catch (const InputError& e) {
            out.problems << Tr::tr("Your catalog file has an error:\n%1\nIt was not used; the built-in catalog is used "
                                   "instead.")
                                .arg(e.text());
        }
    }
    return out;
}

} // namespace tpuplan::gui
