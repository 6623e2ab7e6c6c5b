// SoundEffectPlayer: one preloaded QSoundEffect per sound, created on first use.
#include "soundeffectplayer.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

namespace kibitz {

namespace {
const char* const kNames[SoundCount] = {"move",      "capture", "castle",  "check",
                                        "promotion", "gameend", "lowtime", "illegal"};
}

// Nothing happens until a sound is asked for.
SoundEffectPlayer::SoundEffectPlayer(QObject* parent) : QObject(parent) { }

// The bundled WAV of sound.
QString SoundEffectPlayer::resourcePath(Sound sound)
{
    return QStringLiteral(":/sounds/%1.wav").arg(QLatin1String(kNames[int(sound)]));
}

// Looks for an output device once; loads every effect when there is one.
bool SoundEffectPlayer::ensureLoaded()
{
    if (m_state == State::Unknown) {
        if (QMediaDevices::audioOutputs().isEmpty()) {
            m_state = State::NoDevice;
            return false;
        }
        for (int i = 0; i < SoundCount; ++i) {
            auto* effect = new QSoundEffect(this);
            effect->setSource(QUrl(QStringLiteral("qrc") + resourcePath(Sound(i))));
            effect->setVolume(float(m_volume));
            m_effects[size_t(i)] = effect;
        }
        m_state = State::Ready;
    }
    return m_state == State::Ready;
}

// Starts the sound (asynchronous; a sound still playing restarts).
void SoundEffectPlayer::play(Sound sound)
{
    if (ensureLoaded())
        m_effects[size_t(sound)]->play();
}

// Applies to loaded effects and to those loaded later.
void SoundEffectPlayer::setVolume(double volume)
{
    m_volume = volume;
    for (QSoundEffect* effect : m_effects)
        if (effect)
            effect->setVolume(float(volume));
}

} // namespace kibitz
