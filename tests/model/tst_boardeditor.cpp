// BoardEditor (issue 13): placing, palette and keyboard, swap colours, FEN both ways, validation
// messages and squares, repair, OK as one undo step, Cancel. Castling rights and e.p. squares:
// tst_boardeditor_rights.cpp.
#include "modeltesthelpers.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "boardeditor.h"
#include "errortext.h"

#include "core/fen.h"

#include <QSignalSpy>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::core;
using kibitz::test::playAll;
using kibitz::test::SignalLog;

namespace {

// An editor showing fen (which must be well-formed).
void beginWith(BoardEditor& e, const char* fen) { ASSERT_TRUE(e.setFen(QString::fromLatin1(fen)).ok) << fen; }

} // namespace

TEST(BoardEditor, BeginsOnThePositionWithTheCursorBottomLeft)
{
    ChessGameModel m;
    playAll(m, "e4 c5");
    BoardEditor e;
    e.begin(m.position());
    EXPECT_EQ(e.fen(), m.fen());
    EXPECT_EQ(e.cursor(), int(A1));
    EXPECT_TRUE(e.isValid());
    e.begin(m.position(), true);
    EXPECT_EQ(e.cursor(), int(H8));
}

TEST(BoardEditor, EditingNeverTouchesTheModel)
{
    ChessGameModel m;
    playAll(m, "e4 e5 Nf3");
    const QString fen = m.fen();
    const int commands = m.undoStack()->count();
    SignalLog log(m);
    {
        BoardEditor e;
        e.begin(m.position());
        e.clearBoard();
        e.placePiece(D4, WQueen);
        e.swapColours();
        e.setFen(QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
    } // Cancel: the editor goes, the game stays
    EXPECT_TRUE(log.take().isEmpty());
    EXPECT_EQ(m.fen(), fen);
    EXPECT_EQ(m.undoStack()->count(), commands);
}

TEST(BoardEditor, PickedPieceStaysPickedAndShiftPlacesTheOtherColour)
{
    BoardEditor e;
    beginWith(e, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_FALSE(e.clickSquare(D4)); // nothing picked yet
    QSignalSpy picks(&e, &BoardEditor::pickChanged);
    e.pickPiece(WKnight);
    EXPECT_EQ(picks.count(), 1);
    QSignalSpy edits(&e, &BoardEditor::positionEdited);
    EXPECT_TRUE(e.clickSquare(D4));
    EXPECT_TRUE(e.clickSquare(F4));
    EXPECT_TRUE(e.clickSquare(C6, true));
    EXPECT_FALSE(e.clickSquare(D4)); // already there: nothing changes
    EXPECT_EQ(e.pieceOn(D4), WKnight);
    EXPECT_EQ(e.pieceOn(F4), WKnight);
    EXPECT_EQ(e.pieceOn(C6), BKnight);
    ASSERT_EQ(edits.count(), 3);
    const auto first = edits.at(0).at(0).value<BoardEdit>();
    EXPECT_EQ(first.kind, BoardEdit::Place);
    EXPECT_EQ(first.to, D4);
    EXPECT_EQ(first.piece, WKnight);
    e.pickPiece(NoPiece); // the eraser
    EXPECT_TRUE(e.hasPick());
    EXPECT_TRUE(e.clickSquare(D4));
    EXPECT_EQ(e.pieceOn(D4), NoPiece);
    EXPECT_EQ(edits.last().at(0).value<BoardEdit>().kind, BoardEdit::Remove);
    EXPECT_EQ(e.fen(), "4k3/8/2n5/8/5N2/8/8/4K3 w - - 0 1");
}

TEST(BoardEditor, KeyboardCursorAndPieceLetters)
{
    BoardEditor e;
    beginWith(e, "8/8/8/8/8/8/8/8 w - - 0 1");
    e.setCursor(A1);
    QSignalSpy cursor(&e, &BoardEditor::cursorChanged);
    e.moveCursor(-1, -1); // stays on the board
    EXPECT_EQ(e.cursor(), int(A1));
    EXPECT_EQ(cursor.count(), 0);
    e.moveCursor(4, 0);
    EXPECT_EQ(e.cursor(), int(E1));
    EXPECT_TRUE(e.typeLetter('K'));
    e.moveCursor(0, 7);
    EXPECT_TRUE(e.typeLetter('k'));
    e.moveCursor(-1, -1);
    EXPECT_TRUE(e.typeLetter('n'));
    EXPECT_FALSE(e.typeLetter('x'));
    EXPECT_FALSE(e.typeLetter(QChar(0x00e9)));
    EXPECT_EQ(e.fen(), "4k3/3n4/8/8/8/8/8/4K3 w - - 0 1");
    e.removeAtCursor();
    EXPECT_EQ(e.pieceOn(D7), NoPiece);
    EXPECT_EQ(cursor.count(), 3);
}

TEST(BoardEditor, DragMovesAndOffTheBoardRemoves)
{
    BoardEditor e;
    beginWith(e, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    QSignalSpy edits(&e, &BoardEditor::positionEdited);
    e.movePiece(E1, D2);
    ASSERT_EQ(edits.count(), 1);
    const auto move = edits.at(0).at(0).value<BoardEdit>();
    EXPECT_EQ(move.kind, BoardEdit::Move);
    EXPECT_EQ(move.from, E1);
    EXPECT_EQ(move.to, D2);
    EXPECT_EQ(move.piece, WKing);
    e.movePiece(A1, NoSquare);
    EXPECT_EQ(e.fen(), "4k3/8/8/8/8/8/3K4/8 w - - 0 1");
    e.movePiece(D2, E8); // captures whatever stood there
    EXPECT_EQ(edits.last().at(0).value<BoardEdit>().replaced, BKing);
    EXPECT_EQ(e.fen(), "4K3/8/8/8/8/8/8/8 w - - 0 1");
}

TEST(BoardEditor, SwapColoursMirrorsWithColoursExchanged)
{
    BoardEditor e;
    beginWith(e, "4k3/8/8/8/8/8/4P3/4K2R w K - 3 20");
    e.swapColours();
    EXPECT_EQ(e.fen(), "4k2r/4p3/8/8/8/8/8/4K3 b k - 3 20");
    e.swapColours();
    EXPECT_EQ(e.fen(), "4k3/8/8/8/8/8/4P3/4K2R w K - 3 20");
    beginWith(e, "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1");
    e.swapColours();
    EXPECT_EQ(e.fen(), "4k3/8/8/8/2pPp3/8/8/4K3 b - d3 0 1");
}

TEST(BoardEditor, StartPositionAndClearKeepingTheKings)
{
    BoardEditor e;
    beginWith(e, "8/8/8/8/8/8/8/8 w - - 0 1");
    EXPECT_FALSE(e.isValid());
    e.setStartPosition();
    EXPECT_EQ(e.fen(), StartFen);
    EXPECT_TRUE(e.isValid());
    e.clearBoard();
    EXPECT_EQ(e.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_TRUE(e.isValid());
}

TEST(BoardEditor, FenFieldAndBoardStayInSync)
{
    BoardEditor e;
    e.setStartPosition();
    QSignalSpy edits(&e, &BoardEditor::positionEdited);
    // Typed in: the board follows.
    ASSERT_TRUE(e.setFen(QStringLiteral("  r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 30  ")).ok);
    EXPECT_EQ(edits.count(), 1);
    EXPECT_EQ(edits.at(0).at(0).value<BoardEdit>().kind, BoardEdit::Replace);
    EXPECT_EQ(e.pieceOn(A8), BRook);
    EXPECT_EQ(e.sideToMove(), Black);
    EXPECT_EQ(e.halfmoveClock(), 5);
    EXPECT_EQ(e.fullmoveNumber(), 30);
    EXPECT_EQ(e.fen(), "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 30");
    // Edited on the board and in the controls: the FEN follows.
    e.placePiece(D4, WBishop);
    e.setHalfmoveClock(0);
    e.setFullmoveNumber(31);
    EXPECT_EQ(e.fen(), "r3k2r/8/8/8/3B4/8/8/R3K2R b KQkq - 0 31");
    // Malformed: refused with the Load FEN message, nothing changes.
    const QString before = e.fen();
    const char* bad = "r3k2r/8/8/8/3B4/8/8/R3K2R x KQkq - 0 31";
    const EditResult refused = e.setFen(QString::fromLatin1(bad));
    EXPECT_FALSE(refused.ok);
    ChessGameModel m;
    EXPECT_EQ(refused.error, m.editing()->loadFen(QString::fromLatin1(bad)).error);
    EXPECT_EQ(e.fen(), before);
    // Well-formed but illegal: shown, with the validation message.
    ASSERT_TRUE(e.setFen(QStringLiteral("8/8/8/8/8/8/8/4K3 w - - 0 1")).ok);
    EXPECT_FALSE(e.isValid());
    EXPECT_EQ(e.fen(), "8/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST(BoardEditor, ValidationUsesTheLoadFenMessages)
{
    ChessGameModel m;
    BoardEditor e;
    const char* illegal[] = {
        "8/8/8/8/8/8/8/4K3 w - - 0 1", // no black king
        "4k3/8/8/8/8/8/8/K3K3 w - - 0 1", // two white kings
        "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", // pawn on the first rank
        "4k3/8/8/8/8/8/4R3/K7 w - - 0 1", // the side not to move in check
        "4k3/8/8/8/8/8/4P3/4K3 w K - 0 1", // castling right without its rook
        "4k3/PPPPPPPP/P7/8/8/8/8/4K3 w - - 0 1", // nine pawns
    };
    for (const char* fen : illegal) {
        ASSERT_TRUE(e.setFen(QString::fromLatin1(fen)).ok) << fen;
        EXPECT_FALSE(e.isValid()) << fen;
        const QString expected = m.editing()->loadFen(QString::fromLatin1(fen)).error;
        EXPECT_FALSE(expected.isEmpty()) << fen;
        EXPECT_EQ(e.validationMessage(), expected) << fen;
        EXPECT_FALSE(e.applyTo(*m.editing()).ok) << fen;
    }
}

TEST(BoardEditor, ValidationNamesTheSquaresConcerned)
{
    BoardEditor e;
    beginWith(e, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    QSignalSpy validity(&e, &BoardEditor::validityChanged);
    e.placePiece(A1, WKing); // a second white king
    ASSERT_EQ(validity.count(), 1);
    EXPECT_FALSE(validity.at(0).at(0).toBool());
    EXPECT_EQ(e.error()->code, FenErrorCode::TooManyKings);
    EXPECT_EQ(e.problemSquares(), (QList<Square>{A1, E1}));
    e.removePiece(A1);
    EXPECT_TRUE(e.isValid());
    EXPECT_TRUE(e.problemSquares().isEmpty());
    EXPECT_TRUE(validity.last().at(0).toBool());
    // Every pawn on a back rank, not just the first one.
    e.placePiece(B1, WPawn);
    e.placePiece(G8, BPawn);
    EXPECT_EQ(e.error()->code, FenErrorCode::PawnOnBackRank);
    EXPECT_EQ(e.problemSquares(), (QList<Square>{B1, G8}));
    e.removePiece(B1);
    e.removePiece(G8);
    // The king in check that should not be, and its attacker.
    e.placePiece(E4, WRook);
    EXPECT_EQ(e.error()->code, FenErrorCode::OpponentInCheck);
    EXPECT_EQ(e.problemSquares(), (QList<Square>{E4, E8}));
    // A triple check: the king and the three checkers.
    beginWith(e, "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    e.placePiece(E4, WRook);
    e.placePiece(A4, WBishop);
    e.placePiece(F6, WKnight);
    EXPECT_EQ(e.error()->code, FenErrorCode::TooManyCheckers);
    EXPECT_EQ(e.problemSquares(), (QList<Square>{A4, E4, F6, E8}));
}

TEST(BoardEditor, RepairUsesTheCoreRepairMode)
{
    BoardEditor e;
    beginWith(e, "4k3/8/8/8/8/8/8/4K3 w Kq - 0 1");
    EXPECT_FALSE(e.isValid());
    EXPECT_EQ(e.error()->code, FenErrorCode::CastlingNeedsRook);
    EXPECT_EQ(e.problemSquares(), QList<Square>{H1});
    ASSERT_TRUE(e.canRepair());
    const QStringList done = e.repair();
    // The core's repair notes (entries of the message table), as sentences.
    EXPECT_EQ(done, (QStringList{"Removed an impossible castling right: castling right K needs a white rook on h1.",
                                 "Removed an impossible castling right: castling right q needs a black rook on a8."}));
    EXPECT_TRUE(e.isValid());
    EXPECT_EQ(e.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_FALSE(e.canRepair());
    EXPECT_TRUE(e.repair().isEmpty());
    // Repair cannot invent a king.
    beginWith(e, "8/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_FALSE(e.canRepair());
    EXPECT_TRUE(e.repair().isEmpty());
    EXPECT_EQ(e.fen(), "8/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST(BoardEditor, OkIsOneUndoableEditAndUndoRestoresTheGame)
{
    ChessGameModel m;
    playAll(m, "e4 e5 Nf3 Nc6");
    m.navigation()->back();
    const game::NodeId cursorBefore = m.cursor();
    const game::GameTree before = m.tree().clone();
    const int commands = m.undoStack()->count();
    BoardEditor e;
    e.begin(m.position());
    e.clearBoard();
    e.placePiece(D5, WQueen);
    ASSERT_TRUE(e.isValid()) << e.validationMessage().toStdString();
    SignalLog log(m);
    ASSERT_TRUE(e.applyTo(*m.editing()).ok);
    EXPECT_TRUE(log.take().contains("gameReset"));
    EXPECT_EQ(m.fen(), "4k3/8/8/3Q4/8/8/8/4K3 b - - 0 1");
    EXPECT_EQ(m.undoStack()->count(), commands + 1);
    EXPECT_EQ(m.undoStack()->undoText(), "Set up position");
    m.undoStack()->undo();
    EXPECT_TRUE(m.tree().sameContent(before));
    EXPECT_EQ(m.cursor(), cursorBefore);
    m.undoStack()->redo();
    EXPECT_EQ(m.fen(), "4k3/8/8/3Q4/8/8/8/4K3 b - - 0 1");
}

TEST(BoardEditor, OkIsRefusedWhileIllegalAndTheGameStays)
{
    ChessGameModel m;
    playAll(m, "d4");
    const QString fen = m.fen();
    BoardEditor e;
    e.begin(m.position());
    e.removePiece(E8);
    SignalLog log(m);
    const EditResult r = e.applyTo(*m.editing());
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.error, e.validationMessage());
    EXPECT_TRUE(log.take().isEmpty());
    EXPECT_EQ(m.fen(), fen);
}
