// SoundCues (issue 15): which sound each model event asks for — move, capture, castle, check,
// promotion, game end, low time, illegal-move bump — and that muting and the null player never
// change what is asked.
#include "modeltesthelpers.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "soundcues.h"

#include <QSignalSpy>

#include <vector>

using namespace kibitz;
using kibitz::test::playAll;

namespace {

// Records what was played.
class RecordingPlayer : public SoundPlayer {
public:
    void play(Sound sound) override { played.push_back(sound); }
    void setVolume(double v) override { volume = v; }
    std::vector<Sound> played;
    double volume = -1.0;
};

// The sounds requested while sans are played on m.
std::vector<Sound> soundsOf(ChessGameModel& m, SoundCues& cues, const std::string& sans)
{
    QSignalSpy spy(&cues, &SoundCues::soundRequested);
    playAll(m, sans);
    std::vector<Sound> out;
    for (const QList<QVariant>& args : spy)
        out.push_back(args.at(0).value<Sound>());
    return out;
}

} // namespace

TEST(SoundCues, EachKindOfMoveAsksForItsSound)
{
    ChessGameModel m;
    SoundCues cues(&m);
    EXPECT_EQ(soundsOf(m, cues, "e4 d5 exd5 Nf6 Bb5+"),
              (std::vector<Sound>{Sound::Move, Sound::Move, Sound::Capture, Sound::Move, Sound::Check}));
    EXPECT_EQ(soundsOf(m, cues, "c6 Nf3 cxb5 O-O"),
              (std::vector<Sound>{Sound::Move, Sound::Move, Sound::Capture, Sound::Castle}));
}

TEST(SoundCues, PromotionAndGameEnd)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadFen(QStringLiteral("4k3/1P6/8/8/8/8/8/R3K3 w - - 0 1")).ok);
    SoundCues cues(&m);
    EXPECT_EQ(soundsOf(m, cues, "b8=N"), (std::vector<Sound>{Sound::Promotion}));
    ASSERT_TRUE(m.editing()->loadFen(QStringLiteral("4k3/1P6/8/8/8/8/8/R3K3 w - - 0 1")).ok);
    EXPECT_EQ(soundsOf(m, cues, "b8=Q+"), (std::vector<Sound>{Sound::Check})) << "check outranks promotion";
    ASSERT_TRUE(m.editing()->loadFen(QStringLiteral("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")).ok);
    EXPECT_EQ(soundsOf(m, cues, "Ra8#"), (std::vector<Sound>{Sound::GameEnd}));
}

TEST(SoundCues, NavigationAndUndoAreSilentRedoSounds)
{
    ChessGameModel m;
    playAll(m, "e4 d5 exd5");
    SoundCues cues(&m);
    QSignalSpy spy(&cues, &SoundCues::soundRequested);
    m.navigation()->back();
    m.navigation()->toStart();
    m.navigation()->toEnd();
    m.undoStack()->undo();
    EXPECT_EQ(spy.count(), 0);
    m.undoStack()->redo();
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(spy.at(0).at(0).value<Sound>(), Sound::Capture);
}

TEST(SoundCues, RefusedMoveAndLowTimeAndMute)
{
    ChessGameModel m;
    SoundCues cues(&m);
    RecordingPlayer player;
    cues.setPlayer(&player);
    QSignalSpy spy(&cues, &SoundCues::soundRequested);
    cues.moveRefused();
    cues.lowTime();
    EXPECT_EQ(player.played, (std::vector<Sound>{Sound::Illegal, Sound::LowTime}));
    cues.setMuted(true);
    playAll(m, "e4");
    EXPECT_EQ(player.played.size(), 2u) << "muted: nothing is played";
    ASSERT_EQ(spy.count(), 3) << "but the request is still announced";
    EXPECT_EQ(spy.at(2).at(0).value<Sound>(), Sound::Move);
    cues.setMuted(false);
    playAll(m, "e5");
    EXPECT_EQ(player.played.back(), Sound::Move);
}

TEST(SoundCues, NullPlayerReturnsAtOnce)
{
    ChessGameModel m;
    SoundCues cues(&m);
    NullSoundPlayer none;
    cues.setPlayer(&none);
    QSignalSpy spy(&cues, &SoundCues::soundRequested);
    playAll(m, "e4 e5 Nf3");
    EXPECT_EQ(spy.count(), 3);
}
