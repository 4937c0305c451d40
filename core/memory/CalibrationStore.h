// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user calibrations on disk: loading, checking and saving the calibration file; the entries themselves and how
// one corrects a runtime profile are in memory/Calibration.h.

#include "memory/Calibration.h"

#include <QByteArray>
#include <QString>
#include <QVector>

namespace tpuplan {

// The calibration file: a small JSON document in the user's config folder (docs/diagnose.md shows the format).
class CalibrationStore
{
public:
    // Corrections outside this range are refused: they say more about a mismatched configuration than about a runtime.
    static constexpr double kMinMultiplier = 0.2;
    static constexpr double kMaxMultiplier = 5.0;

    explicit CalibrationStore(QString path = defaultPath());

    // AppPaths::calibrations(): calibration.json beside the user catalog.
    static QString defaultPath();

    const QString& path() const { return m_path; }
    // Reads the file; a missing file has no entries. Throws InputError naming the file, line and field on bad content.
    void load();
    // Writes atomically, creating the folder. Throws InputError on failure.
    void save() const;

    const QVector<CalibrationEntry>& entries() const { return m_entries; }
    const CalibrationEntry* find(Runtime runtime, const QString& modelFamily) const;
    // Adds the entry, replacing one with the same runtime and model family. Throws InputError on a multiplier outside
    // [kMinMultiplier, kMaxMultiplier] or an empty model family.
    void set(const CalibrationEntry& entry);
    // false when there was no such entry
    bool remove(Runtime runtime, const QString& modelFamily);
    bool remove(const QString& key);

    // The calibration of this runtime and model family applied to `builtin`; not applied when there is none.
    CalibratedProfile apply(const RuntimeProfile& builtin, const QString& modelFamily,
                            const QLocale& locale = QLocale()) const;

    QByteArray toJson() const;
    // Parses the file format; throws InputError naming `label`, the line and the field.
    static QVector<CalibrationEntry> parse(const QByteArray& json, const QString& label);

private:
    QString m_path;
    QVector<CalibrationEntry> m_entries;
};

} // namespace tpuplan
