// Chess960 in the window (issue 24 part 2): the start-position box of the New Game dialogs, new
// games for two players and against the computer from a chosen or random start position (one
// undo step, with or without a clock), saved as Chess960 games.
#include "tst_mainwindow.h"
#include "privatesettings.h"
#include "gameediting.h"

#include "analysis/newgamedialog.h"
#include "analysiswiring.h"
#include "clockwiring.h"
#include "dialogs/boardpreview.h"
#include "dialogs/fencheck.h"
#include "dialogs/newtwoplayergamedialog.h"
#include "dialogs/startpositionbox.h"
#include "dialogs/timecontrolbox.h"
#include "gameengine/playcontroller.h"

#include "core/chess960.h"

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTimer>
#include <QUndoStack>

#include <set>

using namespace kibitz;
using kibitz::test::WindowTest;

namespace {

ClockWiring* clocksOf(MainWindow& w) { return w.findChild<ClockWiring*>(QStringLiteral("clockWiring")); }

// The back rank of the shown start position, a to h ("RNBQKBNR").
std::string whiteBackRank(const ChessGameModel& model)
{
    std::string rank;
    for (int file = 0; file < 8; ++file)
        rank += core::pieceChar(model.tree().node(game::RootNode).position.pieceOn(core::makeSquare(file, 0)));
    return rank;
}

} // namespace

TEST(StartPositionBox, KindsNumberPreviewAndMemory)
{
    test::PrivateSettings settings;
    StartPositionBox box(settings.get(), QStringLiteral("chess960Test"));
    box.setKind(StartPositionBox::Kind::Standard);
    EXPECT_EQ(box.drawNumber(), -1);
    EXPECT_FALSE(StartPositionBox::startOf(-1).isChess960());
    box.setKind(StartPositionBox::Kind::Chess960Number);
    EXPECT_EQ(box.numberBox()->minimum(), 0);
    EXPECT_EQ(box.numberBox()->maximum(), 959);
    box.setNumber(0);
    EXPECT_EQ(box.drawNumber(), 0);
    // The preview shows position 0: BBQNNRKR.
    EXPECT_EQ(box.preview()->board(), boardOf(core::chess960StartPosition(0)));
    EXPECT_NE(box.preview()->board(), boardOf(core::Position::startPosition()));
    const core::Position p = StartPositionBox::startOf(0);
    EXPECT_TRUE(p.isChess960());
    EXPECT_EQ(core::chess960BackRank(0), "BBQNNRKR");
    box.setNumber(700);
    box.save();
    StartPositionBox again(settings.get(), QStringLiteral("chess960Test"));
    EXPECT_EQ(again.kind(), StartPositionBox::Kind::Chess960Number);
    EXPECT_EQ(again.number(), 700);
    again.setKind(StartPositionBox::Kind::Chess960Random);
    std::set<int> drawn;
    for (int i = 0; i < 40; ++i) {
        const int n = again.drawNumber();
        EXPECT_TRUE(n >= 0 && n < 960) << n;
        drawn.insert(n);
    }
    EXPECT_GT(drawn.size(), 1u); // a new one each game
}

// Two players, Chess960 number 0, no clock: one undo step, a Chess960 game in the file.
TEST_F(WindowTest, TwoPlayerChess960GameFromANumber)
{
    auto w = makeWindow(false);
    ClockWiring* clocks = clocksOf(*w);
    ASSERT_NE(clocks, nullptr);
    play(*w, {QStringLiteral("e4")});
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<NewTwoPlayerGameDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->startPositionBox()->setKind(StartPositionBox::Kind::Chess960Number);
        dialog->startPositionBox()->setNumber(0);
        dialog->timeControlBox()->presets()->setCurrentIndex(0);
        dialog->accept();
    });
    clocks->newTwoPlayerGameAction()->trigger();
    EXPECT_EQ(w->model()->tree().size(), 1u);
    EXPECT_EQ(whiteBackRank(*w->model()), "BBQNNRKR");
    EXPECT_TRUE(w->model()->position().isChess960());
    EXPECT_TRUE(w->model()->pgn().contains(QStringLiteral("[Variant \"Chess960\"]")));
    EXPECT_EQ(w->model()->undoStack()->undoText(), GameEditing::tr("New game"));
    // The number is shown in the status bar (where a standard game names its opening).
    auto* label = w->findChild<QLabel*>(QStringLiteral("ecoLabel"));
    ASSERT_NE(label, nullptr);
    EXPECT_EQ(label->text(), QStringLiteral("Chess960 #0"));
    // The choice is kept for the next time.
    NewTwoPlayerGameDialog next(m_settings.get());
    EXPECT_EQ(next.startPositionBox()->kind(), StartPositionBox::Kind::Chess960Number);
    EXPECT_EQ(next.startPositionBox()->number(), 0);
}

// With a clock the clocks start the new game: the Chess960 start and the TimeControl tag.
TEST_F(WindowTest, ClockedChess960GameForTwoPlayers)
{
    auto w = makeWindow(false);
    ClockWiring* clocks = clocksOf(*w);
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<NewTwoPlayerGameDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->startPositionBox()->setKind(StartPositionBox::Kind::Chess960Number);
        dialog->startPositionBox()->setNumber(959);
        dialog->timeControlBox()->presets()->setCurrentIndex(1); // 1+0
        dialog->accept();
    });
    clocks->newTwoPlayerGameAction()->trigger();
    EXPECT_EQ(w->model()->game().tag("TimeControl"), "60");
    EXPECT_EQ(whiteBackRank(*w->model()), core::chess960BackRank(959));
    EXPECT_TRUE(w->model()->position().isChess960());
    clocks->pauseAction()->trigger();
}

// Against the computer: a random Chess960 position, one undo step; "from the board's position"
// turns the start-position box off.
TEST_F(WindowTest, Chess960GameAgainstTheComputer)
{
    auto w = makeWindow(false);
    auto* analysis = w->findChild<AnalysisWiring*>();
    ASSERT_NE(analysis, nullptr);
    play(*w, {QStringLiteral("d4")});
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<analysis::NewGameVsComputerDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->setFromCurrentPosition(true);
        EXPECT_FALSE(dialog->startPositionBox()->isEnabled());
        dialog->setFromCurrentPosition(false);
        EXPECT_TRUE(dialog->startPositionBox()->isEnabled());
        dialog->setColorChoice(analysis::NewGameVsComputerDialog::ColorChoice::White);
        dialog->startPositionBox()->setKind(StartPositionBox::Kind::Chess960Random);
        dialog->timeControlBox()->presets()->setCurrentIndex(0);
        dialog->accept();
    });
    analysis->newGameAction()->trigger();
    EXPECT_EQ(w->model()->tree().size(), 1u);
    EXPECT_TRUE(w->model()->position().isChess960());
    const std::string rank = whiteBackRank(*w->model());
    bool known = false;
    for (int n = 0; n < core::Chess960Positions; ++n)
        known = known || core::chess960BackRank(n) == rank;
    EXPECT_TRUE(known) << rank;
    EXPECT_EQ(w->model()->undoStack()->undoText(), GameEditing::tr("New game"));
    analysis->playController()->stop();
    // The random position's number is shown (found here from its back rank).
    int number = -1;
    for (int n = 0; n < core::Chess960Positions; ++n)
        if (core::chess960BackRank(n) == rank)
            number = n;
    auto* label = w->findChild<QLabel*>(QStringLiteral("ecoLabel"));
    ASSERT_NE(label, nullptr);
    EXPECT_EQ(label->text(), QStringLiteral("Chess960 #%1").arg(number));
}

// The number comes back with the file: it is derived from the FEN tag of the start position
// (no PGN tag holds it; Lichess and cute chess write only Variant and FEN too).
TEST_F(WindowTest, Chess960NumberShownAgainWhenTheSavedGameIsOpened)
{
    {
        auto w = makeWindow(false);
        w->model()->editing()->newGame(core::chess960StartPosition(423));
        play(*w, {QStringLiteral("d4")});
        m_answer = UnsavedGuard::Answer::Save;
        m_saveName = path("c960.pgn");
        ASSERT_TRUE(w->close());
    }
    ASSERT_TRUE(kibitz::test::readAll(path("c960.pgn")).contains("[Variant \"Chess960\"]"));
    reopenSettings();
    m_startFile = path("c960.pgn");
    auto w = makeWindow(false);
    EXPECT_EQ(w->model()->tree().size(), 2u);
    auto* label = w->findChild<QLabel*>(QStringLiteral("ecoLabel"));
    ASSERT_NE(label, nullptr);
    EXPECT_EQ(label->text(), QStringLiteral("Chess960 #423"));
}
