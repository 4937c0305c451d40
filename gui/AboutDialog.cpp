// SPDX-License-Identifier: GPL-3.0-or-later
#include "AboutDialog.h"
#include "Version.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace tpuplan::gui {

AboutDialog::AboutDialog(const QString& catalogVersion, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About TPU Planner"));
    m_text = tr("<h2>TPU Planner %1</h2>"
                "<p>Plans the training of transformer encoders (BERT, RoBERTa, BigBird) on Cloud TPU and GPUs: "
                "whether the model fits, how long the run takes and what it costs, with the reason behind each "
                "number.</p>"
                "<p>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). Qt Charts, which "
                "draws the charts, is itself licensed under the GPL-3.0.</p>"
                "<p>Built with Qt %2 (running on Qt %3). Catalog %4.</p>")
                 .arg(QStringLiteral(TPUPLAN_VERSION), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()),
                      catalogVersion.toHtmlEscaped());
    auto* label = new QLabel(m_text);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(buttons);
    setMinimumWidth(460);
}

} // namespace tpuplan::gui
