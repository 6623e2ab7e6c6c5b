// Preferences: one QSettings key per value, clamped to its range when read and written.
#include "preferences.h"

#include <QSettings>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

#include <algorithm>

namespace kibitz {

namespace {
const char* const SoundKey = "sound/enabled";
const char* const VolumeKey = "sound/volume";
const char* const AnimationKey = "board/animationMs";
const char* const HoverKey = "board/hoverHints";
const char* const TurnKey = "board/turnToSideToMove";
const char* const ShowCapturedKey = "board/showCaptured";
const char* const CapturedRowsKey = "board/capturedRows3d";
const char* const EngineKey = "engines/default";
const char* const LanguageKey = "ui/language";
const char* const PlayerKey = "play/playerName";

// The full name of the login (the first field of its GECOS entry); "" when there is none.
QString loginFullName()
{
#ifdef Q_OS_UNIX
    if (const passwd* pw = getpwuid(getuid()); pw && pw->pw_gecos)
        return QString::fromLocal8Bit(pw->pw_gecos).section(QLatin1Char(','), 0, 0).trimmed();
#endif
    return {};
}
} // namespace

// Reads and writes through settings.
Preferences::Preferences(QSettings* settings, QObject* parent) : QObject(parent), m_settings(settings) { }

// Sounds are on unless turned off.
bool Preferences::soundEnabled() const { return m_settings->value(QLatin1String(SoundKey), true).toBool(); }

// Percent, clamped.
int Preferences::volume() const
{
    return std::clamp(m_settings->value(QLatin1String(VolumeKey), DefaultVolume).toInt(), 0, 100);
}

// Milliseconds, clamped.
int Preferences::animationMs() const
{
    return std::clamp(m_settings->value(QLatin1String(AnimationKey), DefaultAnimationMs).toInt(), 0, MaxAnimationMs);
}

// Hover hints are on by default.
bool Preferences::hoverHints() const { return m_settings->value(QLatin1String(HoverKey), true).toBool(); }

// The turning board is off by default (it surprises people who did not ask for it).
bool Preferences::turnBoard() const { return m_settings->value(QLatin1String(TurnKey), false).toBool(); }

// Captured pieces beside the board: on by default.
bool Preferences::showCaptured() const { return m_settings->value(QLatin1String(ShowCapturedKey), true).toBool(); }

// The captured pieces beside the 3D board: off by default (the strips already show them).
bool Preferences::capturedRows3d() const { return m_settings->value(QLatin1String(CapturedRowsKey), false).toBool(); }

// "" = the usual choice.
QString Preferences::defaultEngine() const { return m_settings->value(QLatin1String(EngineKey)).toString(); }

// "" = the system's language.
QString Preferences::language() const { return m_settings->value(QLatin1String(LanguageKey)).toString(); }

// A text file's settings read back as strings: compared as value's type.
bool storeSetting(QSettings& settings, const QString& key, const QVariant& value)
{
    QVariant stored = settings.value(key);
    if (stored.isValid() && stored.convert(value.metaType()) && stored == value)
        return false;
    settings.setValue(key, value);
    return true;
}

// Writes when different and reports whether it did.
bool Preferences::store(const char* key, const QVariant& value)
{
    return storeSetting(*m_settings, QLatin1String(key), value);
}

// Each setter: store, then announce a real change.
void Preferences::setSoundEnabled(bool on)
{
    const bool old = soundEnabled();
    store(SoundKey, on);
    if (old != on)
        emit soundEnabledChanged(on);
}

// Clamped to 0..100.
void Preferences::setVolume(int percent)
{
    percent = std::clamp(percent, 0, 100);
    const int old = volume();
    store(VolumeKey, percent);
    if (old != percent)
        emit volumeChanged(percent);
}

// Clamped to 0..MaxAnimationMs.
void Preferences::setAnimationMs(int ms)
{
    ms = std::clamp(ms, 0, MaxAnimationMs);
    const int old = animationMs();
    store(AnimationKey, ms);
    if (old != ms)
        emit animationMsChanged(ms);
}

// Hover hints on or off.
void Preferences::setHoverHints(bool on)
{
    const bool old = hoverHints();
    store(HoverKey, on);
    if (old != on)
        emit hoverHintsChanged(on);
}

// The turning board on or off.
void Preferences::setTurnBoard(bool on)
{
    const bool old = turnBoard();
    store(TurnKey, on);
    if (old != on)
        emit turnBoardChanged(on);
}

// Captured pieces on or off.
void Preferences::setShowCaptured(bool on)
{
    const bool old = showCaptured();
    store(ShowCapturedKey, on);
    if (old != on)
        emit showCapturedChanged(on);
}

// The captured pieces beside the 3D board on or off.
void Preferences::setCapturedRows3d(bool on)
{
    const bool old = capturedRows3d();
    store(CapturedRowsKey, on);
    if (old != on)
        emit capturedRows3dChanged(on);
}

// An EngineChoice key.
void Preferences::setDefaultEngine(const QString& key)
{
    const QString old = defaultEngine();
    store(EngineKey, key);
    if (old != key)
        emit defaultEngineChanged(key);
}

QString Preferences::playerName() const
{
    const QString stored = m_settings->value(QLatin1String(PlayerKey)).toString().trimmed();
    if (!stored.isEmpty())
        return stored;
    const QString login = loginFullName();
    return login.isEmpty() ? tr("Player") : login;
}

void Preferences::setPlayerName(const QString& name)
{
    const QString old = playerName();
    store(PlayerKey, name.trimmed());
    if (old != playerName())
        emit playerNameChanged(playerName());
}

// A language code, used at the next start.
void Preferences::setLanguage(const QString& code)
{
    const QString old = language();
    store(LanguageKey, code);
    if (old != code)
        emit languageChanged(code);
}

} // namespace kibitz
