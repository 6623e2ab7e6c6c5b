// NewTwoPlayerGameDialog: the time-control box and OK/Cancel.
#include "newtwoplayergamedialog.h"

#include "formdialog.h"
#include "startpositionbox.h"
#include "timecontrolbox.h"

#include <QFormLayout>

namespace kibitz {

// The choice of last time is preselected.
NewTwoPlayerGameDialog::NewTwoPlayerGameDialog(QSettings* settings, QWidget* parent)
    : QDialog(parent), m_time(new TimeControlBox(settings, QStringLiteral("twoPlayers"), this)),
      m_start(new StartPositionBox(settings, QStringLiteral("twoPlayers"), this))
{
    setWindowTitle(tr("New Game for Two Players"));
    auto* form = new QFormLayout;
    // The time control first: it is what most new games change (and the first field has the focus).
    form->addRow(tr("&Time control:"), m_time);
    form->addRow(tr("Start p&osition:"), m_start);
    setFormWithButtons(this, form, tr("&Start"));
}

// The box's control.
game::TimeControl NewTwoPlayerGameDialog::timeControl() const { return m_time->timeControl(); }

// Stores the boxes' choices.
void NewTwoPlayerGameDialog::accept()
{
    m_start->save();
    m_time->save();
    QDialog::accept();
}

} // namespace kibitz
