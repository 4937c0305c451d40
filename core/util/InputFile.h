// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one preflight every reader of a user's file goes through: the file exists and can be read, is not larger than
// the reader accepts (refused before it is read), and is text (not UTF-16, no NUL bytes, valid UTF-8). Each refusal
// is an InputError naming the file and, where there is one, the line.

#include <QByteArray>
#include <QString>

namespace tpuplan {

// How strictly readInputFile checks the text.
enum class TextCheck {
    // No NUL byte anywhere, valid UTF-8 (an InputError names the line and offset of the first bad byte).
    Strict,
    // A log: bytes that are not UTF-8 are left for the caller (QString::fromUtf8 replaces them), and only NUL bytes in
    // the first 8 KiB make it a binary file (a log cut short by a crash can end in NUL padding).
    Log,
};

// Reads `path`, refusing it before reading when it is larger than `maxBytes`. `kind` says what the file should be,
// with its article, as a translated phrase ("a plan file", "an error message"); the size and binary messages name it.
// Returns the file's bytes, unchanged. Throws InputError naming the file.
QByteArray readInputFile(const QString& path, qint64 maxBytes, const QString& kind,
                         TextCheck check = TextCheck::Strict);

// The checks of readInputFile on bytes already in memory (UTF-16, NUL bytes, UTF-8): `label` names the data in the
// InputError.
void checkInputText(const QByteArray& data, const QString& label, const QString& kind,
                    TextCheck check = TextCheck::Strict);

// The offset of the first byte that is not part of valid UTF-8 (overlong forms, surrogates and code points above
// U+10FFFF included), or -1 when all of `data` is UTF-8.
int firstInvalidUtf8(const QByteArray& data);

// The 1-based line that byte `offset` of `text` is on (a negative offset is on line 1).
int lineOfOffset(const QByteArray& text, int offset);

} // namespace tpuplan
