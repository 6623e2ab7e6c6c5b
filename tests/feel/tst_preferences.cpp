// Preferences (issue 15): defaults, clamping, persistence through QSettings (a second object on
// the same file reads what the first wrote) and change signals only for real changes.
#include "preferences.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace kibitz;

TEST(Preferences, DefaultsWithoutSettings)
{
    QTemporaryDir dir;
    QSettings s(dir.filePath(QStringLiteral("p.ini")), QSettings::IniFormat);
    Preferences p(&s);
    EXPECT_TRUE(p.soundEnabled());
    EXPECT_EQ(p.volume(), Preferences::DefaultVolume);
    EXPECT_EQ(p.animationMs(), Preferences::DefaultAnimationMs);
    EXPECT_TRUE(p.hoverHints());
    EXPECT_FALSE(p.turnBoard());
    EXPECT_EQ(p.defaultEngine(), QString());
    EXPECT_EQ(p.language(), QString());
}

TEST(Preferences, ValuesPersistInTheSettingsFile)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("p.ini"));
    {
        QSettings s(file, QSettings::IniFormat);
        Preferences p(&s);
        p.setSoundEnabled(false);
        p.setVolume(35);
        p.setAnimationMs(450);
        p.setHoverHints(false);
        p.setTurnBoard(true);
        p.setShowCaptured(false);
        p.setDefaultEngine(QStringLiteral("/usr/games/stockfish"));
        p.setLanguage(QStringLiteral("de"));
    }
    QSettings s(file, QSettings::IniFormat);
    Preferences p(&s);
    EXPECT_FALSE(p.soundEnabled());
    EXPECT_EQ(p.volume(), 35);
    EXPECT_EQ(p.animationMs(), 450);
    EXPECT_FALSE(p.hoverHints());
    EXPECT_TRUE(p.turnBoard());
    EXPECT_FALSE(p.showCaptured());
    EXPECT_EQ(p.defaultEngine(), QStringLiteral("/usr/games/stockfish"));
    EXPECT_EQ(p.language(), QStringLiteral("de"));
}

TEST(Preferences, SignalsOnlyOnChangeAndValuesAreClamped)
{
    QTemporaryDir dir;
    QSettings s(dir.filePath(QStringLiteral("p.ini")), QSettings::IniFormat);
    Preferences p(&s);
    QSignalSpy volume(&p, &Preferences::volumeChanged);
    QSignalSpy turn(&p, &Preferences::turnBoardChanged);
    p.setVolume(Preferences::DefaultVolume);
    EXPECT_EQ(volume.count(), 0);
    p.setVolume(250);
    ASSERT_EQ(volume.count(), 1);
    EXPECT_EQ(volume.at(0).at(0).toInt(), 100);
    EXPECT_EQ(p.volume(), 100);
    p.setAnimationMs(-5);
    EXPECT_EQ(p.animationMs(), 0);
    p.setTurnBoard(true);
    p.setTurnBoard(true);
    EXPECT_EQ(turn.count(), 1);
    s.setValue(QStringLiteral("sound/volume"), 999); // a hand-edited file
    EXPECT_EQ(p.volume(), 100);
}

// Issue 26: the person's name for the White/Black tag of games against the computer: the login's
// full name (or "Player") until set; an empty name brings the default back.
TEST(Preferences, PlayerNameDefaultsAndPersists)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("p.ini"));
    QString defaultName;
    {
        QSettings s(file, QSettings::IniFormat);
        Preferences p(&s);
        defaultName = p.playerName();
        EXPECT_FALSE(defaultName.isEmpty());
        QSignalSpy changed(&p, &Preferences::playerNameChanged);
        p.setPlayerName(QStringLiteral("  Ada Lovelace "));
        EXPECT_EQ(p.playerName(), QStringLiteral("Ada Lovelace"));
        ASSERT_EQ(changed.count(), 1);
        p.setPlayerName(QStringLiteral("Ada Lovelace"));
        EXPECT_EQ(changed.count(), 1);
    }
    QSettings again(file, QSettings::IniFormat);
    Preferences p(&again);
    EXPECT_EQ(p.playerName(), QStringLiteral("Ada Lovelace"));
    p.setPlayerName(QString());
    EXPECT_EQ(p.playerName(), defaultName);
}
