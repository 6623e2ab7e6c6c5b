// Chess960 in the window's move input (issue 24 part 2): castling by the king two squares or
// more, by the king onto its own rook (clicks and drags through ViewportInput, as the board
// does), by typed O-O / O-O-O; a king step that could also be castling stays a king step; new
// games from a Chess960 start position are Chess960 games.
#include "chessgamemodel.h"
#include "gameediting.h"
#include "moveinput.h"
#include "viewportinput.h"

#include "core/chess960.h"
#include "core/fen.h"

#include <QGuiApplication>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>

using namespace kibitz;
using core::Square;

namespace {

core::Position fromFen(const char* fen)
{
    core::Position pos;
    EXPECT_FALSE(core::parseFen(fen, pos).has_value()) << fen;
    return pos;
}

// The target on square among targets, or null.
const TargetSquare* targetOn(const QList<TargetSquare>& targets, Square s)
{
    const auto it = std::find_if(targets.begin(), targets.end(), [s](const TargetSquare& t) { return t.square == s; });
    return it == targets.end() ? nullptr : &*it;
}

// The SAN of the move from -> to in fen, or the refusal.
std::string sanOf(const char* fen, Square from, Square to)
{
    ChessGameModel model;
    if (!model.editing()->loadFen(QString::fromLatin1(fen)).ok)
        return "bad fen";
    const EditResult r = model.editing()->makeMove(from, to);
    return r.ok ? model.san(model.cursor()).toStdString() : "refused: " + r.error.toStdString();
}

// King g1, rooks b1 and h1 (both sides alike).
constexpr const char* KingStays = "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1";
// King e1, its rook on g1 where the king lands.
constexpr const char* RookOnTarget = "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1";
// King f1, rook h1, g1 empty: f1-g1 is both a king step and castling.
constexpr const char* OneFile = "k7/8/8/8/8/8/8/5K1R w H - 0 1";

} // namespace

TEST(Chess960Input, TargetsShowTheRookAndFarKingTargets)
{
    const QList<TargetSquare> stays = MoveInput::legalTargets(fromFen(KingStays), Square::G1);
    ASSERT_TRUE(targetOn(stays, Square::H1));
    EXPECT_TRUE(targetOn(stays, Square::H1)->castling);
    EXPECT_FALSE(targetOn(stays, Square::H1)->capture); // its own rook: no capture tint
    ASSERT_TRUE(targetOn(stays, Square::B1));
    EXPECT_TRUE(targetOn(stays, Square::B1)->castling);
    ASSERT_TRUE(targetOn(stays, Square::C1)); // four files away: castling too
    EXPECT_TRUE(targetOn(stays, Square::C1)->castling);
    EXPECT_FALSE(targetOn(stays, Square::G1)); // not its own square
    ASSERT_TRUE(targetOn(stays, Square::F1));
    EXPECT_FALSE(targetOn(stays, Square::F1)->castling); // a king step

    const QList<TargetSquare> oneFile = MoveInput::legalTargets(fromFen(OneFile), Square::F1);
    ASSERT_TRUE(targetOn(oneFile, Square::G1));
    EXPECT_FALSE(targetOn(oneFile, Square::G1)->castling);
    ASSERT_TRUE(targetOn(oneFile, Square::H1));
    EXPECT_TRUE(targetOn(oneFile, Square::H1)->castling);

    const QList<TargetSquare> standard =
        MoveInput::legalTargets(fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), Square::E1);
    for (Square s : {Square::G1, Square::H1, Square::C1, Square::A1}) {
        ASSERT_TRUE(targetOn(standard, s)) << int(s);
        EXPECT_TRUE(targetOn(standard, s)->castling) << int(s);
    }
}

TEST(Chess960Input, SquaresNameCastlingOrAKingStep)
{
    EXPECT_EQ(sanOf(KingStays, Square::G1, Square::H1), "O-O");
    EXPECT_EQ(sanOf(KingStays, Square::G1, Square::B1), "O-O-O");
    EXPECT_EQ(sanOf(KingStays, Square::G1, Square::C1), "O-O-O");
    EXPECT_EQ(sanOf(KingStays, Square::G1, Square::F1), "Kf1");
    EXPECT_EQ(sanOf(RookOnTarget, Square::E1, Square::G1), "O-O");
    EXPECT_EQ(sanOf(OneFile, Square::F1, Square::G1), "Kg1");
    EXPECT_EQ(sanOf(OneFile, Square::F1, Square::H1), "O-O");
    EXPECT_EQ(sanOf("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Square::E1, Square::H1), "O-O");
    EXPECT_EQ(sanOf("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Square::E1, Square::A1), "O-O-O");
    // A rook of a right already lost is not a way to castle.
    EXPECT_EQ(sanOf("4k3/8/8/8/8/8/8/4K1R1 w - - 0 1", Square::E1, Square::G1).rfind("refused", 0), 0u);
}

TEST(Chess960Input, TypedCastling)
{
    for (const char* text : {"O-O", "0-0", "g1h1"}) {
        ChessGameModel model;
        ASSERT_TRUE(model.editing()->loadFen(QString::fromLatin1(KingStays)).ok);
        const EditResult r = model.editing()->makeMoveSan(QString::fromLatin1(text));
        ASSERT_TRUE(r.ok) << text << ": " << r.error.toStdString();
        EXPECT_EQ(model.position().pieceOn(Square::F1), core::WRook) << text;
        EXPECT_EQ(model.position().pieceOn(Square::G1), core::WKing) << text;
    }
    ChessGameModel model;
    ASSERT_TRUE(model.editing()->loadFen(QString::fromLatin1(KingStays)).ok);
    ASSERT_TRUE(model.editing()->makeMoveSan(QStringLiteral("O-O-O")).ok);
    EXPECT_EQ(model.position().pieceOn(Square::C1), core::WKing);
    EXPECT_EQ(model.position().pieceOn(Square::D1), core::WRook);
}

// The board's clicks and drags: a press on the selected king's rook castles instead of
// selecting the rook; a drag of the king onto it castles too.
TEST(Chess960Input, ClickAndDragOntoTheRook)
{
    ChessGameModel model;
    ViewportInput input(&model, model.editing());
    ASSERT_TRUE(model.editing()->loadFen(QString::fromLatin1(KingStays)).ok);
    input.clickSquare(Square::G1);
    EXPECT_TRUE(input.isTarget(Square::H1));
    EXPECT_FALSE(input.press(Square::H1)); // no drag of the rook starts
    input.release(Square::H1, false);
    EXPECT_EQ(model.san(model.cursor()), QStringLiteral("O-O"));

    ChessGameModel dragged;
    ViewportInput dragInput(&dragged, dragged.editing());
    ASSERT_TRUE(dragged.editing()->loadFen(QString::fromLatin1(KingStays)).ok);
    EXPECT_TRUE(dragInput.press(Square::G1));
    dragInput.release(Square::B1, true);
    EXPECT_EQ(dragged.san(dragged.cursor()), QStringLiteral("O-O-O"));
    EXPECT_EQ(dragged.position().pieceOn(Square::D1), core::WRook);
}

TEST(Chess960Input, NewGameFromAChess960StartPosition)
{
    ChessGameModel model;
    model.editing()->newGame(core::chess960StartPosition(0));
    EXPECT_TRUE(model.position().isChess960());
    EXPECT_EQ(model.fen(), QStringLiteral("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"));
    const QString pgn = model.pgn();
    EXPECT_TRUE(pgn.contains(QStringLiteral("[Variant \"Chess960\"]"))) << pgn.toStdString();
    EXPECT_TRUE(pgn.contains(QStringLiteral("[SetUp \"1\"]")));
    EXPECT_TRUE(pgn.contains(QStringLiteral("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]")));
    model.undoStack()->undo(); // one undo step, back to the game before
    EXPECT_FALSE(model.position().isChess960());
    model.editing()->newGame();
    EXPECT_FALSE(model.pgn().contains(QStringLiteral("Variant")));
}
