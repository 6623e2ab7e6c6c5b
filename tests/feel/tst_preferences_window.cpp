// Preferences in the window (issue 15): Edit > Preferences… opens pages whose controls apply at
// once (hover hints, animation, turning board, sounds, captured strips) and persist for the next
// window; the toolbar's mute toggle and the dialog agree; added pages appear; the captured strips
// follow moves, undo and the board's side.
#include "tst_mainwindow.h"

#include "analysiswiring.h"
#include "boardviewport.h"
#include "engine/builtinengine.h"
#include "gameengine/playcontroller.h"
#include "dialogs/preferencesdialog.h"
#include "panels/capturedpieces.h"
#include "panels/moveentry.h"
#include "preferences.h"
#include "preferenceswiring.h"
#include "soundcues.h"
#include "viewportanimator.h"
#include "viewportcamera.h"
#include "viewportinput.h"
#include "viewportturner.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QUndoStack>

#include <memory>
#include <vector>

using namespace kibitz;
using kibitz::test::WindowTest;

namespace {

class RecordingPlayer : public SoundPlayer {
public:
    void play(Sound sound) override { played.push_back(sound); }
    void setVolume(double v) override { volume = v; }
    std::vector<Sound> played;
    double volume = -1.0;
};

class PreferencesWindow : public WindowTest {
protected:
    RecordingPlayer m_player;
    void SetUp() override
    {
        WindowTest::SetUp();
        m_soundPlayer = &m_player;
    }
};

// The dialog's control of type T named name.
template <typename T> T* control(PreferencesDialog* dialog, const char* name)
{
    T* widget = dialog->findChild<T*>(QLatin1String(name));
    EXPECT_NE(widget, nullptr) << name;
    return widget;
}

} // namespace

TEST_F(PreferencesWindow, DialogChangesApplyLiveAndPersist)
{
    auto w = makeWindow(false);
    ASSERT_NE(w->viewport(), nullptr);
    std::unique_ptr<PreferencesDialog> dialog(w->preferences()->createDialog(w.get()));
    EXPECT_GE(dialog->pages()->count(), 4);

    EXPECT_TRUE(w->viewport()->input()->hoverHints());
    control<QCheckBox>(dialog.get(), "hoverHints")->setChecked(false);
    EXPECT_FALSE(w->viewport()->input()->hoverHints());

    control<QSpinBox>(dialog.get(), "animationMs")->setValue(450);
    EXPECT_EQ(w->viewport()->animator()->duration(), 450);

    EXPECT_FALSE(w->viewport()->turner()->isEnabled());
    control<QCheckBox>(dialog.get(), "turnBoard")->setChecked(true);
    EXPECT_TRUE(w->viewport()->turner()->isEnabled());

    control<QSlider>(dialog.get(), "volume")->setValue(40);
    EXPECT_DOUBLE_EQ(m_player.volume, 0.4);

    control<QCheckBox>(dialog.get(), "captured")->setChecked(false);
    EXPECT_TRUE(w->preferences()->capturedBottom()->isHidden());

    EXPECT_FALSE(w->viewport()->animator()->capturedRows()->isVisible()); // off by default
    control<QCheckBox>(dialog.get(), "capturedRows3d")->setChecked(true);
    EXPECT_TRUE(w->viewport()->animator()->capturedRows()->isVisible());
    dialog.reset();
    w.reset();

    reopenSettings();
    auto again = makeWindow(false);
    EXPECT_FALSE(again->viewport()->input()->hoverHints());
    EXPECT_EQ(again->viewport()->animator()->duration(), 450);
    EXPECT_TRUE(again->viewport()->turner()->isEnabled());
    EXPECT_DOUBLE_EQ(m_player.volume, 0.4);
    EXPECT_TRUE(again->preferences()->capturedTop()->isHidden());
    EXPECT_TRUE(again->viewport()->animator()->capturedRows()->isVisible());
}

TEST_F(PreferencesWindow, HotSeatGameTurnsTheBoard)
{
    auto w = makeWindow(false);
    w->preferences()->preferences()->setTurnBoard(true);
    play(*w, {QStringLiteral("e4")});
    w->viewport()->animator()->finish();
    w->viewport()->camera()->finish();
    EXPECT_TRUE(w->viewport()->isFlipped());
    EXPECT_EQ(w->preferences()->capturedTop()->side(), core::White) << "the strips follow the board";
    play(*w, {QStringLiteral("e5")});
    w->viewport()->animator()->finish();
    w->viewport()->camera()->finish();
    EXPECT_FALSE(w->viewport()->isFlipped());
    EXPECT_EQ(w->preferences()->capturedTop()->side(), core::Black);
}

TEST_F(PreferencesWindow, AgainstTheComputerTheBoardFacesThePerson)
{
    auto w = makeWindow(false);
    w->preferences()->preferences()->setTurnBoard(true);
    ASSERT_TRUE(w->viewport()->turner()->isEnabled());
    auto* wiring = w->findChild<AnalysisWiring*>(QStringLiteral("analysisWiring"));
    ASSERT_NE(wiring, nullptr);
    engine::PlayController* controller = wiring->playController();
    controller->start(core::White, new engine::BuiltinEngine, 1);
    EXPECT_FALSE(w->viewport()->turner()->isEnabled());
    const int before = w->model()->tree().node(w->model()->cursor()).ply;
    play(*w, {QStringLiteral("e4")});
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->model()->tree().node(w->model()->cursor()).ply == before + 2; }, 20000))
        << "the computer answers";
    w->viewport()->animator()->finish();
    w->viewport()->camera()->finish();
    EXPECT_FALSE(w->viewport()->isFlipped()) << "White (the person) stays at the bottom";
    // Issue 26: resigning ended the game and the board turned to the computer's side.
    ASSERT_TRUE(controller->resign());
    EXPECT_FALSE(w->viewport()->turner()->isEnabled()) << "a finished game against the computer";
    w->viewport()->animator()->finish();
    w->viewport()->camera()->finish();
    EXPECT_FALSE(w->viewport()->isFlipped()) << "after resigning the board still faces the person";
    wiring->shutdown();
    EXPECT_TRUE(w->viewport()->turner()->isEnabled()) << "a game between people turns again";
}

TEST_F(PreferencesWindow, MuteToggleAndSoundsOfMoves)
{
    auto w = makeWindow(false);
    play(*w, {QStringLiteral("e4"), QStringLiteral("d5"), QStringLiteral("exd5")});
    EXPECT_EQ(m_player.played, (std::vector<Sound>{Sound::Move, Sound::Move, Sound::Capture}));
    w->actions().muteSounds->trigger();
    EXPECT_FALSE(w->preferences()->preferences()->soundEnabled());
    play(*w, {QStringLiteral("Qxd5")});
    EXPECT_EQ(m_player.played.size(), 3u) << "muted";
    emit w->viewport()->moveRejected(QStringLiteral("no"));
    EXPECT_EQ(m_player.played.size(), 3u);
    w->preferences()->preferences()->setSoundEnabled(true);
    EXPECT_FALSE(w->actions().muteSounds->isChecked()) << "the toggle follows the preference";
    emit w->viewport()->moveRejected(QStringLiteral("no"));
    EXPECT_EQ(m_player.played.back(), Sound::Illegal);
    m_player.played.clear();
    w->moveEntry()->start(QStringLiteral("Ke4")); // typed and refused
    EXPECT_FALSE(w->moveEntry()->submit());
    EXPECT_EQ(m_player.played, std::vector<Sound>{Sound::Illegal});
}

TEST_F(PreferencesWindow, CapturedStripsFollowMovesAndUndo)
{
    auto w = makeWindow(false);
    CapturedPieces* white = w->preferences()->capturedBottom();
    CapturedPieces* black = w->preferences()->capturedTop();
    ASSERT_EQ(white->side(), core::White);
    play(*w,
         {QStringLiteral("e4"), QStringLiteral("d5"), QStringLiteral("exd5"), QStringLiteral("Nf6"),
          QStringLiteral("Nc3"), QStringLiteral("Nxd5"), QStringLiteral("Nxd5")});
    EXPECT_EQ(white->balance().capturedBy(core::White, core::Knight), 1);
    EXPECT_EQ(white->leadText(), QStringLiteral("+3"));
    EXPECT_EQ(black->leadText(), QString());
    w->model()->undoStack()->undo();
    EXPECT_EQ(white->leadText(), QString());
    EXPECT_EQ(black->balance().capturedBy(core::Black, core::Pawn), 1);
}

TEST_F(PreferencesWindow, AddedPagesAppearInTheDialog)
{
    auto w = makeWindow(false);
    w->preferences()->addPage([] { return new QWidget; }, QStringLiteral("Board style"));
    std::unique_ptr<PreferencesDialog> dialog(w->preferences()->createDialog(w.get()));
    EXPECT_EQ(dialog->pages()->tabText(dialog->pages()->count() - 1), QStringLiteral("Board style"));
}

// Every label of the dialog with a mnemonic ("&Default engine:") has a buddy: without one Qt
// shows the "&" itself and Alt+letter reaches nothing (issue 26.4: the engine page showed a
// literal "&Default engine:").
TEST_F(PreferencesWindow, EveryMnemonicLabelHasItsBuddy)
{
    auto w = makeWindow(false);
    std::unique_ptr<PreferencesDialog> dialog(w->preferences()->createDialog(w.get()));
    const QRegularExpression mnemonic(QStringLiteral("(^|[^&])&[^&\\s]"));
    int labels = 0;
    for (QLabel* label : dialog->findChildren<QLabel*>()) {
        if (label->textFormat() == Qt::RichText || !mnemonic.match(label->text()).hasMatch())
            continue;
        ++labels;
        EXPECT_NE(label->buddy(), nullptr) << "'" << label->text().toStdString() << "' shows its '&'";
    }
    EXPECT_GE(labels, 4); // volume, animation, engine, language at least
}
