// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeReportFormats.h"

namespace tpuplan {

QByteArray renderServeTextReport(ReportFormat format, const ServeInput& in, const ServePlanResult& res,
                                 const ServeReport& r)
{
    switch (format) {
    case ReportFormat::Markdown:
        return toServeMarkdown(r).toUtf8();
    case ReportFormat::Html:
        return toServeHtml(r).toUtf8();
    case ReportFormat::Csv:
        return toServeCsv(res, in).toUtf8();
    case ReportFormat::Json:
        return toServeJson(in, res, r);
    case ReportFormat::Pdf:
    case ReportFormat::Unknown:
        break;
    }
    return QByteArray();
}

} // namespace tpuplan
