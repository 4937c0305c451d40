// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Serve tab's Export Report… (and File ▸ Export… while the Serve tab is current): the serving report of the plan
// in the Serve tab, built by core (buildServeReport) for the configuration selected in its table, written by
// report/ServeReportExport.h in the format of the file's extension (.pdf, .html, .md, .csv, .json).

#include <QString>

namespace tpuplan::gui {

class ServeDocument;

// Writes the report of `document`'s results to `path` for its selected configuration (the best when none is
// selected); the document's displayName() names the plan in it. Refused while the inputs have issues (the results
// on screen are not those of the inputs). Returns an empty string on success, else a message naming the file.
QString exportServePlanReport(const QString& path, const ServeDocument& document);

} // namespace tpuplan::gui
