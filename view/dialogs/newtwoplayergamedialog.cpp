// NewTwoPlayerGameDialog: the time-control box and OK/Cancel.
#include "newtwoplayergamedialog.h"

#include "timecontrolbox.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz {

// The choice of last time is preselected.
NewTwoPlayerGameDialog::NewTwoPlayerGameDialog(QWidget* parent)
    : QDialog(parent), m_time(new TimeControlBox(QStringLiteral("twoPlayers"), this))
{
    setWindowTitle(tr("New Game for Two Players"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Time control:"), m_time);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

// The box's control.
game::TimeControl NewTwoPlayerGameDialog::timeControl() const { return m_time->timeControl(); }

// Stores the box's choice.
void NewTwoPlayerGameDialog::accept()
{
    m_time->save();
    QDialog::accept();
}

} // namespace kibitz
