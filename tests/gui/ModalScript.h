// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Answers the modal dialogs a GUI test opens (QMessageBox::exec, QInputDialog::getText, QFileDialog), in order: a
// timer looks for a new active modal widget and hands it to the next step. Steps record what they saw in `seen`.

#include <QAbstractButton>
#include <QApplication>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QTimer>

#include <functional>

class ModalScript : public QObject
{
public:
    using Step = std::function<void(QWidget*)>;

    explicit ModalScript(QList<Step> steps)
        : m_steps(std::move(steps))
    {
        connect(&m_timer, &QTimer::timeout, this, &ModalScript::poll);
        m_timer.start(20);
    }

    int done() const { return m_done; }
    bool finished() const { return m_steps.isEmpty(); }
    QStringList seen; // message box texts, input dialog labels

    // Steps
    static Step typeText(const QString& text, ModalScript* script = nullptr)
    {
        return [text, script](QWidget* w) {
            auto* d = qobject_cast<QInputDialog*>(w);
            if (!d)
                return rejectAny(w);
            if (script)
                script->seen << d->labelText();
            d->setTextValue(text);
            d->accept();
        };
    }
    static Step press(QMessageBox::StandardButton button, ModalScript* script)
    {
        return [button, script](QWidget* w) {
            auto* box = qobject_cast<QMessageBox*>(w);
            if (!box)
                return rejectAny(w);
            script->seen << box->text();
            if (QAbstractButton* b = box->button(button))
                b->click();
            else
                box->reject();
        };
    }
    // Clicks the button with this text (custom buttons of a QMessageBox).
    static Step pressText(const QString& text, ModalScript* script)
    {
        return [text, script](QWidget* w) {
            auto* box = qobject_cast<QMessageBox*>(w);
            if (!box)
                return rejectAny(w);
            script->seen << box->text();
            for (QAbstractButton* b : box->buttons())
                if (b->text() == text) {
                    b->click();
                    return;
                }
            box->reject();
        };
    }
    static Step saveFile(const QString& path, const QString& filter)
    {
        return [path, filter](QWidget* w) {
            auto* d = qobject_cast<QFileDialog*>(w);
            if (!d)
                return rejectAny(w);
            if (!filter.isEmpty())
                d->selectNameFilter(filter);
            // selectFile() leaves the name field alone while it has the focus (as it has once the dialog is shown)
            if (QWidget* focus = d->focusWidget())
                focus->clearFocus();
            d->selectFile(path);
            static_cast<QDialog*>(d)->accept(); // QFileDialog::accept() is protected; QDialog's is public
        };
    }
    static Step cancel()
    {
        return [](QWidget* w) { rejectAny(w); };
    }

private:
    static void rejectAny(QWidget* w)
    {
        if (auto* d = qobject_cast<QDialog*>(w))
            d->reject();
        else
            w->close();
    }

    void poll()
    {
        QWidget* w = QApplication::activeModalWidget();
        if (!w || w == m_last || !w->isVisible() || m_steps.isEmpty())
            return;
        m_last = w;
        ++m_done;
        m_steps.takeFirst()(w);
    }

    QList<Step> m_steps;
    QTimer m_timer;
    QPointer<QWidget> m_last;
    int m_done = 0;
};
