// PuzzlePanel: texts from the session's state, three buttons.
#include "puzzlepanel.h"
#include "trainerlabels.h"

#include "trainingstore/puzzlesession.h"

#include "core/san.h"
#include "core/uci.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz {

using training::PuzzleSession;

namespace {
// The SAN of a UCI move in pos ("" when it is not legal there); pos then stands after it.
QString playSan(core::Position& pos, const QString& uci)
{
    const core::Move move = core::parseUciMove(pos, uci.toStdString());
    if (move.isNull())
        return {};
    const QString san = QString::fromStdString(core::toSan(pos, move));
    pos.playWithoutUndo(move);
    return san;
}

QString sanOf(core::Position pos, const QString& uci) { return playSan(pos, uci); }
} // namespace

PuzzlePanel::PuzzlePanel(const PuzzleSession* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_task(new QLabel(this)), m_status(new QLabel(this)),
      m_left(new QLabel(this)), m_hint(new QPushButton(tr("&Hint"), this)),
      m_next(new QPushButton(tr("Ne&xt Puzzle"), this)), m_source(new QPushButton(tr("Open &Source Game"), this))
{
    setObjectName(QStringLiteral("puzzlePanel"));
    m_task->setObjectName(QStringLiteral("puzzleTask"));
    m_status->setObjectName(QStringLiteral("puzzleStatus"));
    m_hint->setObjectName(QStringLiteral("puzzleHint"));
    m_next->setObjectName(QStringLiteral("puzzleNext"));
    m_source->setObjectName(QStringLiteral("puzzleSource"));
    styleTrainerLabels(m_task, m_status, m_left);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_hint);
    buttons->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_task);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    layout->addWidget(m_source);
    layout->addWidget(m_left);
    layout->addStretch(1);
    connect(m_hint, &QPushButton::clicked, this, &PuzzlePanel::hintRequested);
    connect(m_next, &QPushButton::clicked, this, &PuzzlePanel::nextRequested);
    connect(m_source, &QPushButton::clicked, this, &PuzzlePanel::sourceRequested);
    refresh();
}

QString PuzzlePanel::statusText() const { return m_status->text(); }

void PuzzlePanel::refresh()
{
    const bool has = m_session->hasPuzzle();
    m_task->setText(has ? taskText() : tr("No puzzle is due."));
    m_status->setText(has ? verdictText() : QString());
    m_left->setText(has ? tr("%Ln puzzle(s) left today, this one included.", nullptr, m_session->remaining())
                        : QString());
    const bool decided = has && m_session->lastVerdict() != PuzzleSession::Verdict::Continue &&
                         m_session->lastVerdict() != PuzzleSession::Verdict::Illegal;
    m_hint->setEnabled(has && !decided);
    m_next->setEnabled(has);
    m_source->setEnabled(has && !m_session->puzzle().source.isEmpty());
}

void PuzzlePanel::showNote(const QString& text) { m_status->setText(text); }

QString PuzzlePanel::taskText() const
{
    return m_session->side() == core::White ? tr("White to move: find the best move.")
                                            : tr("Black to move: find the best move.");
}

// What the last move earned, or the hint asked for.
QString PuzzlePanel::verdictText() const
{
    const core::Position& pos = m_session->position();
    switch (m_session->lastVerdict()) {
    case PuzzleSession::Verdict::Solved:
        return tr("Solved!");
    case PuzzleSession::Verdict::Continue: {
        const QString hint = hintText();
        return hint.isEmpty() ? tr("Right! Kibitz answers on the board: find the next move.") : hint;
    }
    case PuzzleSession::Verdict::Wrong: {
        const QStringList line = m_session->refutationLine();
        core::Position after = pos;
        const QString played = playSan(after, line.value(0));
        const QString best = sanOf(pos, m_session->expectedMove());
        if (line.size() > 1)
            return tr("Not this time: %1 is met by %2. The best move was %3.")
                .arg(played, sanOf(after, line.at(1)), best);
        return tr("Not this time: the best move was %1, not %2.").arg(best, played);
    }
    case PuzzleSession::Verdict::Illegal:
        break;
    }
    return hintText();
}

QString PuzzlePanel::hintText() const
{
    const QString move = m_session->expectedMove();
    if (m_session->hintsGiven() == 1)
        return tr("Hint: the piece on %1.").arg(move.left(2));
    if (m_session->hintsGiven() >= 2)
        return tr("Hint: play %1.").arg(sanOf(m_session->position(), move));
    return {};
}

} // namespace kibitz
