// SPDX-License-Identifier: GPL-3.0-or-later
#include "InputFile.h"

#include "InputError.h"

#include <QCoreApplication>
#include <QFile>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(InputFile)
};

constexpr qint64 kMiB = qint64(1024) * 1024;
constexpr int kLogBinaryProbeBytes = 8192;

} // namespace

QByteArray readInputFile(const QString& path, qint64 maxBytes, const QString& kind, TextCheck check)
{
    QFile f(path);
    if (!f.exists())
        throw InputError(path, 0, QString(), Tr::tr("cannot read the file: no such file"));
    if (!f.open(QIODevice::ReadOnly))
        throw InputError(path, 0, QString(), Tr::tr("cannot read the file: %1").arg(f.errorString()));
    const QString tooLarge = Tr::tr("the file is larger than %1 MiB, too large for %2")
                                 .arg(QString::number(static_cast<double>(maxBytes) / kMiB, 'g', 6), kind);
    if (f.size() > maxBytes)
        throw InputError(path, 0, QString(), tooLarge);
    // a file that grows after the size check is still read only up to the limit
    QByteArray data = f.read(maxBytes + 1);
    if (data.size() > maxBytes)
        throw InputError(path, 0, QString(), tooLarge);
    checkInputText(data, path, kind, check);
    return data;
}

void checkInputText(const QByteArray& data, const QString& label, const QString& kind, TextCheck check)
{
    if (data.startsWith("\xFF\xFE") || data.startsWith("\xFE\xFF"))
        throw InputError(label, 1, QString(), Tr::tr("the file is UTF-16 text; save it as UTF-8 and try again"));
    const int nul = check == TextCheck::Log ? data.left(kLogBinaryProbeBytes).indexOf('\0') : data.indexOf('\0');
    if (nul >= 0)
        throw InputError(label, lineOfOffset(data, nul), QString(),
                         Tr::tr("this is a binary file (it contains NUL bytes), not %1").arg(kind));
    if (check == TextCheck::Log)
        return;
    const int bad = firstInvalidUtf8(data);
    if (bad >= 0)
        throw InputError(label, lineOfOffset(data, bad), QString(),
                         Tr::tr("the file is not UTF-8 text (byte 0x%1 at offset %2)")
                             .arg(static_cast<unsigned char>(data.at(bad)), 2, 16, QLatin1Char('0'))
                             .arg(bad));
}

int firstInvalidUtf8(const QByteArray& data)
{
    const auto* s = reinterpret_cast<const unsigned char*>(data.constData());
    const int n = data.size();
    for (int i = 0; i < n;) {
        const unsigned char c = s[i];
        int extra = 0;
        unsigned int cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        }
        if ((c & 0xE0) == 0xC0) {
            extra = 1;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return i;
        }
        if (i + extra >= n)
            return i;
        for (int k = 1; k <= extra; ++k) {
            if ((s[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        const unsigned int minCp = extra == 1 ? 0x80 : (extra == 2 ? 0x800 : 0x10000);
        if (cp < minCp || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += extra + 1;
    }
    return -1;
}

int lineOfOffset(const QByteArray& text, int offset)
{
    return static_cast<int>(text.left(qMax(0, offset)).count('\n')) + 1;
}

} // namespace tpuplan
