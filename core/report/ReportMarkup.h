// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The markup pieces the report writers share: Markdown escaping and tables, the HTML page head with the report's CSS
// and font stack, HTML tables and field lists, CSV quoting and locale-neutral numbers. Used by the training report's
// writers (MarkdownReportWriter.cpp, HtmlReportWriter.cpp, CsvReportWriter.cpp) and the serving report's
// (ServeReport*Writer.cpp), so that both read and look the same.

#include "Report.h"
#include "ReportFormats.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tpuplan::markup {

// Markdown: text with the characters that would format escaped and line breaks as spaces.
QString mdText(const QString& s);
// A pipe table; the `highlighted` row in bold.
void mdTable(QString& md, const QStringList& header, const QVector<QStringList>& rows, int highlighted = -1);
// Label/value pairs as a two-column table without a header.
void mdFields(QString& md, const QVector<ReportField>& fields);

QString esc(const QString& s); // HTML-escaped text
QString cssFontList(const QStringList& families);
// <!DOCTYPE html> up to and including <body>: the language, the generator, the title and the report's CSS.
QString htmlHead(const QString& title, const QString& language, const QString& appVersion, HtmlFlavor flavor);
QString htmlTableOpen(const QString& cls);
// `breakIds`: a zero-width space after each '_' of a cell, so that an id such as save_qkv_proj may wrap in a narrow
// column of the PDF instead of being cut anywhere
void htmlTable(QString& h, const QString& cls, const QStringList& header, const QVector<QStringList>& rows,
               int highlighted = -1, bool breakIds = false);
void htmlFields(QString& h, const QVector<ReportField>& fields);
QString htmlSectionOpen(const QString& id, const QString& heading);

// RFC 4180 quoting where a field needs it.
QString csvField(const QString& s);
// Locale-neutral number: integers without a fraction, others with up to 6 decimals and no trailing zeros; empty when
// not finite.
QString csvNumber(double v);

// JSON: label/value fields as [{id, label, value}], a table as {header, rows, highlighted_row}.
QJsonArray fieldsJson(const QVector<ReportField>& fields);
QJsonObject tableJson(const ReportTable& t);
// JSON: the report's schema version and what it says about itself (generator, date, language, catalog, title, plan).
QJsonObject metaJson(const ReportMeta& meta);

} // namespace tpuplan::markup
