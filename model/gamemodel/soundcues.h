// Which sound a game event asks for, decided headless: SoundCues follows the model's moves
// (capture, castling, check, promotion, game end), takes "low time" from the clock and "bump"
// from a refused move, and hands the sound to a SoundPlayer. The player is an interface so
// that a machine without an audio device (CI, Xvfb) uses the NullSoundPlayer and never waits
// on audio.
#pragma once

#include "boardtransition.h"

#include "core/status.h"
#include "game/gametree.h"

#include <QMetaType>
#include <QObject>

namespace kibitz {

class ChessGameModel;

enum class Sound { Move, Capture, Castle, Check, Promotion, GameEnd, LowTime, Illegal };
constexpr int SoundCount = 8;

// Plays sounds; implementations must return at once.
class SoundPlayer {
public:
    virtual ~SoundPlayer() = default;
    virtual void play(Sound sound) = 0;
    // 0.0 (silent) .. 1.0.
    virtual void setVolume(double volume) = 0;
};

// Plays nothing (no audio device, tests).
class NullSoundPlayer final : public SoundPlayer {
public:
    void play(Sound) override { }
    void setVolume(double) override { }
};

class SoundCues : public QObject {
    Q_OBJECT
public:
    explicit SoundCues(ChessGameModel* model, QObject* parent = nullptr);

    // The sound for a move that led to status: game end over check over promotion over
    // castling over capture over a plain move.
    static Sound soundFor(const BoardTransition& move, const core::GameStatus& status);

    // The player to use (not owned; nullptr = none).
    void setPlayer(SoundPlayer* player) { m_player = player; }
    bool isMuted() const { return m_muted; }

public slots:
    void setMuted(bool muted);
    // The clock engineer's code calls this when a side's time runs low.
    void lowTime();
    // A move attempt was refused (illegal-move bump).
    void moveRefused();

signals:
    // Every sound an event asks for, muted or not (what tests and a status view observe).
    void soundRequested(kibitz::Sound sound);

private:
    void request(Sound sound);
    void onMoveMade(game::NodeId node);

    ChessGameModel* m_model;
    SoundPlayer* m_player = nullptr;
    bool m_muted = false;
};

} // namespace kibitz

Q_DECLARE_METATYPE(kibitz::Sound)
