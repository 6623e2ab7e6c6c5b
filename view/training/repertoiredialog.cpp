// RepertoireDialog: a file field with Browse…, the colour, OK only with a file named.
#include "repertoiredialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace kibitz {

RepertoireDialog::RepertoireDialog(QWidget* parent)
    : QDialog(parent), m_file(new QLineEdit(this)), m_colour(new QComboBox(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("repertoireDialog"));
    setWindowTitle(tr("Train a Repertoire"));
    m_file->setObjectName(QStringLiteral("repertoireFile"));
    m_colour->setObjectName(QStringLiteral("repertoireColour"));
    m_colour->addItem(tr("White"));
    m_colour->addItem(tr("Black"));
    auto* browse = new QPushButton(tr("&Browse…"), this);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Opening lines (&PGN):"), fileRow);
    form->addRow(tr("&Repertoire for:"), m_colour);
    form->addRow(m_buttons);
    connect(browse, &QPushButton::clicked, this, &RepertoireDialog::browse);
    connect(m_file, &QLineEdit::textChanged, this, &RepertoireDialog::updateOk);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateOk();
}

QString RepertoireDialog::file() const { return m_file->text().trimmed(); }

void RepertoireDialog::setFile(const QString& path) { m_file->setText(path); }

core::Color RepertoireDialog::colour() const { return m_colour->currentIndex() == 1 ? core::Black : core::White; }

void RepertoireDialog::setColour(core::Color colour) { m_colour->setCurrentIndex(colour == core::Black ? 1 : 0); }

void RepertoireDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Opening Lines"), QFileInfo(file()).absolutePath(),
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty())
        m_file->setText(path);
}

void RepertoireDialog::updateOk() { m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!file().isEmpty()); }

} // namespace kibitz
