// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// GUI tests find a dialog's widgets as a user does, by their object name (the names its .ui file and its code set),
// instead of through getters in the production header.

#include <QObject>
#include <QString>
#include <QtGlobal>

namespace tpuplan::test {

// The child of `parent` named `name`; the test stops when there is none (a renamed widget is a broken test).
template <class T> T* child(const QObject* parent, const char* name)
{
    T* found = parent->findChild<T*>(QString::fromLatin1(name));
    if (!found)
        qFatal("no child %s of type %s", name, T::staticMetaObject.className());
    return found;
}

} // namespace tpuplan::test
