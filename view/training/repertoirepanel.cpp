// RepertoirePanel: texts from the session's state and the Next Line button.
#include "repertoirepanel.h"
#include "trainerlabels.h"

#include "trainingstore/repertoiresession.h"

#include "core/san.h"
#include "core/uci.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz {

using training::RepertoireSession;

RepertoirePanel::RepertoirePanel(RepertoireSession* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_task(new QLabel(this)), m_status(new QLabel(this)),
      m_left(new QLabel(this)), m_next(new QPushButton(tr("Ne&xt Line"), this))
{
    setObjectName(QStringLiteral("repertoirePanel"));
    m_task->setObjectName(QStringLiteral("repertoireTask"));
    m_status->setObjectName(QStringLiteral("repertoireStatus"));
    m_next->setObjectName(QStringLiteral("repertoireNext"));
    styleTrainerLabels(m_task, m_status, m_left);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_task);
    layout->addWidget(m_status);
    layout->addWidget(m_next);
    layout->addWidget(m_left);
    layout->addStretch(1);
    // The dock keeps room for every line of the note (a wrapped label asks too little by itself).
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 4);
    connect(m_next, &QPushButton::clicked, m_session, &RepertoireSession::nextLine);
    for (auto signal :
         {&RepertoireSession::lineStarted, &RepertoireSession::lineFinished, &RepertoireSession::finished})
        connect(m_session, signal, this, &RepertoirePanel::refresh);
    connect(m_session, &RepertoireSession::movePlayed, this, &RepertoirePanel::refresh);
    connect(m_session, &RepertoireSession::answered, this, &RepertoirePanel::refresh);
    connect(m_session, &RepertoireSession::failed, this, &RepertoirePanel::showNote);
    refresh();
}

QString RepertoirePanel::statusText() const { return m_status->text(); }

QString RepertoirePanel::taskText() const
{
    switch (m_session->state()) {
    case RepertoireSession::State::Answering:
        return m_session->side() == core::White ? tr("White to play: your repertoire's move?")
                                                : tr("Black to play: your repertoire's move?");
    case RepertoireSession::State::LineOver: return tr("The line is complete.");
    case RepertoireSession::State::Finished: return tr("No more positions due today.");
    case RepertoireSession::State::Idle: break;
    }
    return {};
}

void RepertoirePanel::refresh()
{
    m_task->setText(taskText());
    QString status;
    if (m_session->state() == RepertoireSession::State::Answering && m_session->missed()) {
        QStringList moves;
        for (const QString& uci : m_session->expectedMoves()) {
            const core::Move move = core::parseUciMove(m_session->position(), uci.toStdString());
            moves += QString::fromStdString(core::toSan(m_session->position(), move));
        }
        status = tr("Not in your repertoire. It plays %1 here (the arrow); play it to go on.")
                     .arg(moves.join(QStringLiteral(", ")));
    }
    m_status->setText(status);
    m_next->setEnabled(m_session->state() == RepertoireSession::State::LineOver);
    m_left->setText(tr("Positions left today: %1").arg(m_session->remaining()));
}

void RepertoirePanel::showNote(const QString& text) { m_status->setText(text); }

} // namespace kibitz
