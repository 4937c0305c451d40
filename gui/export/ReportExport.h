// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File ▸ Export: the report of the plan in the window, built by core (buildReport) for the candidate selected in the
// table, with the four result charts painted offscreen as PNGs, written by tpuplan_report_render (exportReport) in
// the format of the file's extension.

#include "report/ReportFormats.h"

#include <QSize>
#include <QString>
#include <QStringList>

namespace tpuplan::gui {

class PlanDocument;

// PNGs of the result charts under the report's names ("memory-breakdown", "memory-vs-seq-len", "cost-vs-time",
// "preemption-cost"): each chart is drawn from `document`'s results and selected candidate, as the results view
// shows them, in a chart view of `size`, offscreen, so that the images do not depend on the window's size. A chart
// without data is left out.
ChartImages resultChartImages(const PlanDocument* document, const QSize& size = QSize(1200, 700));

// Writes the report of `document`'s results to `path` (format by extension) for its selected candidate; the
// document's displayName() titles it. Returns an empty string on success, else a message naming the file.
QString exportPlanReport(const QString& path, PlanDocument* document);

// The file dialog's filters ("PDF (*.pdf)", ...) in the order PDF, HTML, Markdown, CSV, JSON, and the extension each
// adds to a name without one.
QStringList reportFileFilters();
QString reportExtensionForFilter(const QString& filter);

} // namespace tpuplan::gui
