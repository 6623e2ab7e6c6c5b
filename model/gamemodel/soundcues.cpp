// SoundCues: a move played by intent (a person's, the computer's, a redo) sounds; navigation
// and undo stay silent.
#include "soundcues.h"

#include "chessgamemodel.h"

namespace kibitz {

// Listens to moveMade, which comes after the model shows the move and its status.
SoundCues::SoundCues(ChessGameModel* model, QObject* parent) : QObject(parent), m_model(model)
{
    qRegisterMetaType<kibitz::Sound>();
    connect(m_model, &ChessGameModel::moveMade, this, &SoundCues::onMoveMade);
}

// The most telling thing about the move wins.
Sound SoundCues::soundFor(const BoardTransition& move, const core::GameStatus& status)
{
    if (status.isOver())
        return Sound::GameEnd;
    if (status.inCheck)
        return Sound::Check;
    if (move.promotion != core::NoPiece)
        return Sound::Promotion;
    if (move.move.kind() == core::Move::Castling)
        return Sound::Castle;
    if (move.captured != core::NoPiece)
        return Sound::Capture;
    return Sound::Move;
}

// Muting silences the player; requests are still announced.
void SoundCues::setMuted(bool muted) { m_muted = muted; }

// Low time on a clock.
void SoundCues::lowTime() { request(Sound::LowTime); }

// A refused move.
void SoundCues::moveRefused() { request(Sound::Illegal); }

// Announces and, unless muted, plays.
void SoundCues::request(Sound sound)
{
    emit soundRequested(sound);
    if (!m_muted && m_player)
        m_player->play(sound);
}

// The shown node is the move just made; its status is the model's.
void SoundCues::onMoveMade(game::NodeId node)
{
    request(soundFor(BoardTransition::forward(m_model->tree(), node), m_model->statuses()->statusAt(node)));
}

} // namespace kibitz
