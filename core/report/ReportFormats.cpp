// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportFormats.h"

#include <QFileInfo>

namespace tpuplan {

ReportFormat reportFormatFromPath(const QString& path)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext == QLatin1String("md") || ext == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    if (ext == QLatin1String("html") || ext == QLatin1String("htm"))
        return ReportFormat::Html;
    if (ext == QLatin1String("csv"))
        return ReportFormat::Csv;
    if (ext == QLatin1String("json"))
        return ReportFormat::Json;
    if (ext == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    return ReportFormat::Unknown;
}

QString reportFormatId(ReportFormat f)
{
    switch (f) {
    case ReportFormat::Markdown:
        return QStringLiteral("markdown");
    case ReportFormat::Html:
        return QStringLiteral("html");
    case ReportFormat::Csv:
        return QStringLiteral("csv");
    case ReportFormat::Json:
        return QStringLiteral("json");
    case ReportFormat::Pdf:
        return QStringLiteral("pdf");
    case ReportFormat::Unknown:
        break;
    }
    return QString();
}

QByteArray renderTextReport(ReportFormat format, const PlanInput& in, const PlanResult& res, const Report& r,
                            const ChartImages& charts)
{
    switch (format) {
    case ReportFormat::Markdown:
        return toMarkdown(r).toUtf8();
    case ReportFormat::Html:
        return toHtml(r, charts).toUtf8();
    case ReportFormat::Csv:
        return toCsv(res).toUtf8();
    case ReportFormat::Json:
        return toJson(in, res, r);
    case ReportFormat::Pdf:
    case ReportFormat::Unknown:
        break;
    }
    return QByteArray();
}

} // namespace tpuplan
