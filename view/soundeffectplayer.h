// SoundEffectPlayer: plays the bundled sounds (:/sounds/*.wav, made by scripts/make-sounds) with
// QSoundEffect. Nothing is loaded until the first sound; without an audio output device it
// stays silent for good, so a machine without sound never waits on it.
#pragma once

#include "soundcues.h"

#include <QObject>

#include <array>

class QSoundEffect;

namespace kibitz {

class SoundEffectPlayer : public QObject, public SoundPlayer {
    Q_OBJECT
public:
    explicit SoundEffectPlayer(QObject* parent = nullptr);

    void play(Sound sound) override;
    void setVolume(double volume) override;
    // The resource file of a sound (":/sounds/move.wav").
    static QString resourcePath(Sound sound);

private:
    bool ensureLoaded();

    enum class State { Unknown, Ready, NoDevice };
    State m_state = State::Unknown;
    double m_volume = 0.7;
    std::array<QSoundEffect*, SoundCount> m_effects{};
};

} // namespace kibitz
