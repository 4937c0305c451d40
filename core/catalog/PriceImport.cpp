// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceImport.h"

#include "PriceImportMapper.h"

#include "../util/CsvReader.h"
#include "../util/InputError.h"
#include "../util/InputFile.h"
#include "../util/JsonReader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace tpuplan {

using namespace priceimport;

namespace {

// What a price file should be, for the preflight's messages.
QString priceListKind()
{
    return Tr::tr("a CSV or JSON price list");
}

// The text of a price file, or an InputError saying why it is not one.
QString checkedText(const QByteArray& data, const QString& file)
{
    if (data.trimmed().isEmpty())
        throw InputError(file, 0, QString(), Tr::tr("the file is empty"));
    checkInputText(data, file, priceListKind());
    QString text = QString::fromUtf8(data);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

PriceFileFormat detectFormat(const QString& text, const QString& file)
{
    const QString head = text.trimmed();
    if (head.startsWith(QLatin1Char('{')) || head.startsWith(QLatin1Char('[')))
        return PriceFileFormat::Gpuhunt;
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix == QLatin1String("json"))
        return PriceFileFormat::Gpuhunt;
    if (suffix == QLatin1String("csv"))
        return PriceFileFormat::SkyPilot;
    if (head.section(QLatin1Char('\n'), 0, 0).contains(QLatin1Char(',')))
        return PriceFileFormat::SkyPilot;
    throw InputError(file, 1, QString(),
                     Tr::tr("cannot tell the format: neither a SkyPilot CSV nor a gpuhunt JSON file (give --format)"));
}

// Natural order for hardware names: v2-8 < v2-32 < v2-128.
bool naturalLess(const QString& a, const QString& b)
{
    int i = 0;
    int j = 0;
    while (i < a.size() && j < b.size()) {
        if (a.at(i).isDigit() && b.at(j).isDigit()) {
            int ie = i;
            int je = j;
            while (ie < a.size() && a.at(ie).isDigit())
                ++ie;
            while (je < b.size() && b.at(je).isDigit())
                ++je;
            const qlonglong x = a.mid(i, ie - i).toLongLong();
            const qlonglong y = b.mid(j, je - j).toLongLong();
            if (x != y)
                return x < y;
            i = ie;
            j = je;
            continue;
        }
        if (a.at(i) != b.at(j))
            return a.at(i) < b.at(j);
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

// The host VM billed on top of a GPU-only price: the one of the row this price replaces, else of any row of the same
// GPU (same region first). Empty when the catalog names none.
QString hostVmFor(const Catalog& c, const PriceRow& k)
{
    QString best;
    int bestScore = 0;
    for (const Price& p : c.prices()) {
        if (p.hardware != k.hardware || p.hostVm.isEmpty())
            continue;
        const int score = p.region == k.region ? (p.pricing == k.pricing ? 3 : 2) : 1;
        if (score > bestScore) {
            bestScore = score;
            best = p.hostVm;
        }
    }
    return best;
}

} // namespace

QString priceFileFormatId(PriceFileFormat format)
{
    switch (format) {
    case PriceFileFormat::Auto:
        return QStringLiteral("auto");
    case PriceFileFormat::SkyPilot:
        return QStringLiteral("skypilot");
    case PriceFileFormat::Gpuhunt:
        return QStringLiteral("gpuhunt");
    }
    return QString();
}

std::optional<PriceFileFormat> priceFileFormatFromId(const QString& id)
{
    for (PriceFileFormat f : {PriceFileFormat::Auto, PriceFileFormat::SkyPilot, PriceFileFormat::Gpuhunt})
        if (id == priceFileFormatId(f))
            return f;
    return std::nullopt;
}

QString priceFileFormatName(PriceFileFormat format)
{
    switch (format) {
    case PriceFileFormat::Auto:
        return Tr::tr("detected from the content");
    case PriceFileFormat::SkyPilot:
        return Tr::tr("SkyPilot GCP catalog CSV");
    case PriceFileFormat::Gpuhunt:
        return Tr::tr("gpuhunt TPU pricing JSON");
    }
    return QString();
}

QString PriceImportIssue::toString(const QString& file) const
{
    QString where = file;
    if (line > 0)
        where += QLatin1Char(':') + QString::number(line);
    return item.isEmpty() ? QStringLiteral("%1: %2").arg(where, message)
                          : QStringLiteral("%1: %2: %3").arg(where, item, message);
}

QString priceImportIssueKindId(PriceImportIssue::Kind kind)
{
    switch (kind) {
    case Kind::Unmapped:
        return QStringLiteral("unmapped");
    case Kind::Rejected:
        return QStringLiteral("rejected");
    case Kind::Warning:
        return QStringLiteral("warning");
    }
    return QString();
}

QString priceImportIssueReasonId(PriceImportIssue::Reason reason)
{
    switch (reason) {
    case Reason::HostVm:
        return QStringLiteral("host-vm");
    case Reason::UnknownAccelerator:
        return QStringLiteral("unknown-accelerator");
    case Reason::MachineBundle:
        return QStringLiteral("machine-bundle");
    case Reason::AcceleratorCount:
        return QStringLiteral("accelerator-count");
    case Reason::UnknownFamily:
        return QStringLiteral("unknown-family");
    case Reason::UnknownColumn:
        return QStringLiteral("unknown-column");
    case Reason::NoPrice:
        return QStringLiteral("no-price");
    case Reason::UnknownRegion:
        return QStringLiteral("unknown-region");
    case Reason::ZoneOutsideRegion:
        return QStringLiteral("zone-outside-region");
    case Reason::Placeholder:
        return QStringLiteral("placeholder");
    case Reason::ZeroPrice:
        return QStringLiteral("zero-price");
    case Reason::Implausible:
        return QStringLiteral("implausible");
    case Reason::SpotNotDiscounted:
        return QStringLiteral("spot-not-discounted");
    case Reason::InconsistentColumn:
        return QStringLiteral("inconsistent-column");
    case Reason::Disagreement:
        return QStringLiteral("disagreement");
    case Reason::NoHostVm:
        return QStringLiteral("no-host-vm");
    }
    return QString();
}

int PriceImport::issueCount(PriceImportIssue::Kind kind) const
{
    return static_cast<int>(
        std::count_if(issues.begin(), issues.end(), [kind](const PriceImportIssue& i) { return i.kind == kind; }));
}

QString importSourceKey(PriceFileFormat format, const QString& fileName)
{
    QString name = QFileInfo(fileName).fileName();
    const QString suffix = QFileInfo(name).suffix().toLower();
    if (suffix == QLatin1String("csv") || suffix == QLatin1String("json"))
        name.chop(suffix.size() + 1);
    QString slug;
    for (const QChar ch : name) {
        if (ch.isLetterOrNumber())
            slug += ch.toLower();
        else if (!slug.endsWith(QLatin1Char('-')))
            slug += QLatin1Char('-');
    }
    while (slug.startsWith(QLatin1Char('-')))
        slug.remove(0, 1);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    if (slug.isEmpty())
        slug = QStringLiteral("file");
    return QStringLiteral("IMPORT-%1-%2").arg(priceFileFormatId(format), slug.left(80));
}

QString priceKey(const Price& p)
{
    return p.hardware + QLatin1Char('|') + p.region + QLatin1Char('|') + pricingModelId(p.pricing);
}

bool priceOrderLess(const Price& a, const Price& b)
{
    if (a.hardware != b.hardware)
        return naturalLess(a.hardware, b.hardware);
    if (a.region != b.region)
        return a.region < b.region;
    return static_cast<int>(a.pricing) < static_cast<int>(b.pricing);
}

QStringList knownCloudRegions()
{
    QStringList out;
    for (const char* r : kCloudRegions)
        out << QString::fromLatin1(r);
    return out;
}

PriceImport importPriceFile(const QString& path, const Catalog& catalog, const PriceImportOptions& options)
{
    const QByteArray data = readInputFile(path, kMaxPriceFileBytes, priceListKind());
    PriceImportOptions opts = options;
    const bool fromFileTime = !opts.asOf.isValid();
    if (fromFileTime)
        opts.asOf = QFileInfo(path).lastModified().date();
    PriceImport out = importPriceData(data, path, catalog, opts);
    out.asOfFromFileTime = fromFileTime;
    return out;
}

PriceImport importPriceData(const QByteArray& data, const QString& fileName, const Catalog& catalog,
                            const PriceImportOptions& options)
{
    PriceImport out;
    out.filePath = fileName;
    out.fileName = QFileInfo(fileName).fileName();
    out.importedOn = options.importedOn.isValid() ? options.importedOn : QDate::currentDate();
    out.asOf = options.asOf.isValid() ? options.asOf : out.importedOn;
    const QString text = checkedText(data, fileName);
    out.format = options.format == PriceFileFormat::Auto ? detectFormat(text, fileName) : options.format;

    Mapper mapper(catalog, fileName, options);
    if (out.format == PriceFileFormat::SkyPilot)
        mapper.readSkyPilot(text);
    else
        mapper.readGpuhunt(text);
    out.recordsRead = mapper.records;
    out.issues = mapper.issues;

    out.source.key = importSourceKey(out.format, out.fileName);
    out.source.ref = QStringLiteral("%1 %2, imported with tpuplan catalog import")
                         .arg(out.format == PriceFileFormat::SkyPilot ? QStringLiteral("SkyPilot GCP catalog CSV")
                                                                      : QStringLiteral("gpuhunt TPU pricing JSON"),
                              out.fileName);
    out.source.asOf = out.asOf.toString(Qt::ISODate);

    // fold the rows of one (hardware, region, pricing model) into one price
    QMap<QString, QVector<PriceRow>> groups;
    for (const PriceRow& c : mapper.candidates)
        groups[c.hardware + QLatin1Char('|') + c.region + QLatin1Char('|') + pricingModelId(c.pricing)] << c;
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        QVector<PriceRow> g = it.value();
        std::stable_sort(g.begin(), g.end(), [](const PriceRow& a, const PriceRow& b) {
            if (a.count != b.count)
                return a.count < b.count;
            return a.zone < b.zone;
        });
        bool agree = true;
        for (const PriceRow& c : g)
            agree = agree && std::fabs(c.usdPerHour - g.first().usdPerHour) <= 1e-6 * g.first().usdPerHour;
        const PriceRow* chosen = &g.first();
        QStringList notes;
        if (!agree) {
            QStringList values;
            for (const PriceRow& c : g) {
                if (c.usdPerHour > chosen->usdPerHour)
                    chosen = &c;
                QString where = c.zone.isEmpty() ? Tr::tr("line %1").arg(c.line) : c.zone;
                if (c.count > 1)
                    where += Tr::tr(" (%1 GPUs)").arg(c.count);
                values << QStringLiteral("%1 %2").arg(where, money(c.usdPerHour));
            }
            PriceImportIssue w{Kind::Warning, Reason::Disagreement, g.first().line, g.first().item,
                               Tr::tr("%1: rows for %2 disagree (%3); the highest, %4/h, is used")
                                   .arg(pricingModelId(chosen->pricing), chosen->region,
                                        values.join(QStringLiteral(", ")), money(chosen->usdPerHour))};
            out.issues << w;
            notes << QStringLiteral("rows disagree, highest used: %1").arg(values.join(QStringLiteral(", ")));
        } else {
            QStringList zones;
            for (const PriceRow& c : g)
                if (!c.zone.isEmpty() && !zones.contains(c.zone))
                    zones << c.zone;
            if (zones.size() > 1)
                notes << QStringLiteral("same price in zones %1").arg(zones.join(QStringLiteral(", ")));
        }
        Price p;
        p.hardware = chosen->hardware;
        p.unit = chosen->unit;
        p.region = chosen->region;
        p.zone = chosen->zone;
        p.pricing = chosen->pricing;
        p.usdPerHour = chosen->usdPerHour;
        p.asOf = out.asOf;
        p.source = out.source.key;
        if (p.unit == PriceUnit::Gpu) {
            p.hostVm = hostVmFor(catalog, *chosen);
            notes.prepend(QStringLiteral("GPU only, host VM billed on top"));
            if (p.hostVm.isEmpty())
                out.issues << PriceImportIssue{Kind::Warning, Reason::NoHostVm, chosen->line, chosen->item,
                                               Tr::tr("%1: a GPU-only price, and the catalog names no host VM for %2; "
                                                      "costs with this price leave out the machine's vCPUs and memory")
                                                   .arg(pricingModelId(p.pricing), p.hardware)};
        }
        p.note = notes.join(QStringLiteral("; "));
        p.importedFrom = out.fileName;
        p.importedOn = out.importedOn;
        p.origin = Origin{fileName, chosen->line};
        out.prices << p;
    }
    std::sort(out.prices.begin(), out.prices.end(), priceOrderLess);
    std::stable_sort(out.issues.begin(), out.issues.end(),
                     [](const PriceImportIssue& a, const PriceImportIssue& b) { return a.line < b.line; });
    return out;
}

} // namespace tpuplan
