// BoardEditor (issue 13): placing, palette and keyboard, castling rights, e.p. candidates, swap
// colours, FEN both ways, validation messages and squares, repair, OK as one undo step, Cancel.
#include "modeltesthelpers.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "boardeditor.h"
#include "errortext.h"

#include "core/chess960.h"
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

TEST(BoardEditor, CastlingRightsNeedKingAndRookAtHome)
{
    BoardEditor e;
    e.setStartPosition();
    EXPECT_EQ(e.availableCastling(), AllCastling);
    EXPECT_EQ(e.castlingRights(), AllCastling);
    e.movePiece(H1, H3); // the rook leaves: its right goes, and is not switched back on by itself
    EXPECT_EQ(e.castlingRights(), WhiteQueenSide | BlackKingSide | BlackQueenSide);
    EXPECT_FALSE(e.availableCastling() & WhiteKingSide);
    EXPECT_FALSE(e.setCastlingRight(WhiteKingSide, true));
    e.movePiece(H3, H1);
    EXPECT_FALSE(e.castlingRights() & WhiteKingSide);
    EXPECT_TRUE(e.setCastlingRight(WhiteKingSide, true));
    EXPECT_TRUE(e.setCastlingRight(BlackQueenSide, false));
    EXPECT_EQ(e.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1");
    e.removePiece(E8); // the black king: both black rights go
    EXPECT_EQ(e.castlingRights(), WhiteKingSide | WhiteQueenSide);
}

// Issue 24: a Chess960 position keeps its rights through edits (before, every edit dropped the
// rights whose rook was not in a corner or whose king was not on e1/e8).
TEST(BoardEditor, Chess960RightsSurviveEditsAndReachTheGame)
{
    const QString shredder = QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1");
    BoardEditor e;
    ASSERT_TRUE(e.setFen(shredder).ok);
    EXPECT_EQ(e.fen(), shredder);
    e.removePiece(A2);
    e.placePiece(A2, WPawn);
    EXPECT_EQ(e.fen(), shredder) << "the same position after an edit";
    ChessGameModel m;
    ASSERT_TRUE(e.applyTo(*m.editing()).ok);
    EXPECT_EQ(m.fen(), shredder);
    EXPECT_TRUE(m.position().isChess960());
    EXPECT_EQ(m.position().castlingRook(WhiteKingSide), G1);
}

// Per rook: the rooks beside the king on its back rank, each on its side; one right per side.
TEST(BoardEditor, CastlingRightsPerRookOnAChess960Position)
{
    const QString xfen = QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1");
    const QString shredder = QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1");
    for (const QString& text : {xfen, shredder}) {
        SCOPED_TRACE(text.toStdString());
        BoardEditor e;
        ASSERT_TRUE(e.setFen(text).ok);
        EXPECT_EQ(e.castlingRookChoices(White), (QList<Square>{E1, G1}));
        EXPECT_EQ(e.castlingRookChoices(Black), (QList<Square>{E8, G8}));
        EXPECT_EQ(e.rightOfRook(E1), WhiteQueenSide);
        EXPECT_EQ(e.rightOfRook(G8), BlackKingSide);
        EXPECT_EQ(e.castlingRook(WhiteKingSide), G1); // the same rooks from either notation
        EXPECT_EQ(e.castlingRook(BlackQueenSide), E8);
        EXPECT_FALSE(e.setCastlingRook(H1, true)) << "a knight";
        EXPECT_FALSE(e.setCastlingRook(F1, true)) << "the king";
        for (const Square rook : {E1, E8, G8})
            EXPECT_TRUE(e.setCastlingRook(rook, false));
        EXPECT_EQ(e.castlingRights(), WhiteKingSide);
        // Written as it was read: X-FEN stays X-FEN (K = the outermost rook, g1), Shredder-FEN keeps file letters.
        const QString field = text == xfen ? QStringLiteral("K") : QStringLiteral("G");
        EXPECT_EQ(e.fen(), QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w %1 - 0 1").arg(field));
        Position pos;
        ASSERT_FALSE(parseFen(e.fen().toStdString(), pos));
        EXPECT_EQ(pos.castlingRights(), WhiteKingSide);
        EXPECT_EQ(pos.castlingRook(WhiteKingSide), G1);
        // After OK, White castles at once: king f1 -> g1, rook g1 -> f1; O-O-O is no right.
        ChessGameModel m;
        ASSERT_TRUE(e.applyTo(*m.editing()).ok);
        EXPECT_FALSE(m.editing()->makeMoveSan(QStringLiteral("O-O-O")).ok);
        playAll(m, "O-O");
        EXPECT_EQ(m.fen(), QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRRKN b - - 1 1"));
    }
}

// Start position 518 of a Chess960 game is written HAha (it stays Chess960) and castles by rook.
TEST(BoardEditor, StartPosition518KeepsItsRightsPerRook)
{
    const Position start = chess960StartPosition(StandardChess960Number);
    BoardEditor e;
    e.begin(start);
    EXPECT_EQ(e.fen(), QString::fromStdString(toFen(start)));
    EXPECT_EQ(e.fen(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
    EXPECT_EQ(e.castlingRookChoices(White), (QList<Square>{A1, H1}));
    EXPECT_TRUE(e.setCastlingRook(A1, false));
    EXPECT_TRUE(e.setCastlingRook(H8, false));
    EXPECT_EQ(e.fen(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Ha - 0 1"));
    ChessGameModel m;
    ASSERT_TRUE(e.applyTo(*m.editing()).ok);
    EXPECT_TRUE(m.position().isChess960());
    EXPECT_EQ(m.position().castlingRights(), WhiteKingSide | BlackQueenSide);
    // The game's undo takes the set-up back as one step; redo brings the rights back.
    m.undoStack()->undo();
    EXPECT_EQ(m.fen(), QString::fromLatin1(StartFen));
    m.undoStack()->redo();
    EXPECT_EQ(m.fen(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Ha - 0 1"));
}

// Two rooks on one side: one has the right, choosing the other moves it; O-O and O-O-O play.
TEST(BoardEditor, OneRookPerSideAndRightsFollowThePieces)
{
    BoardEditor e;
    beginWith(e, "1r2k1r1/pppppppp/8/8/8/8/1PPPPPPP/R3K1RR w - - 0 1"); // a pawn short: three rooks
    EXPECT_EQ(e.castlingRookChoices(White), (QList<Square>{A1, G1, H1}));
    EXPECT_TRUE(e.setCastlingRook(G1, true));
    EXPECT_EQ(e.fen(), QStringLiteral("1r2k1r1/pppppppp/8/8/8/8/1PPPPPPP/R3K1RR w G - 0 1")) << "g1 is not the outermost";
    EXPECT_TRUE(e.setCastlingRook(H1, true));
    EXPECT_EQ(e.castlingRook(WhiteKingSide), H1) << "h1 replaces g1";
    EXPECT_TRUE(e.setCastlingRight(WhiteQueenSide, true));
    EXPECT_TRUE(e.setCastlingRook(B8, true));
    EXPECT_TRUE(e.setCastlingRook(G8, true));
    EXPECT_EQ(e.fen(), QStringLiteral("1r2k1r1/pppppppp/8/8/8/8/1PPPPPPP/R3K1RR w KQkq - 0 1"));
    e.movePiece(E1, F1); // the rooks stay on their sides of the king: the rights stay
    EXPECT_EQ(e.castlingRights(), AllCastling);
    e.movePiece(H1, H3); // the rook leaves: its right goes, and does not pass to g1
    EXPECT_EQ(e.castlingRook(WhiteKingSide), NoSquare);
    e.movePiece(H3, H1);
    EXPECT_EQ(e.castlingRook(WhiteKingSide), NoSquare);
    e.movePiece(F1, E1);
    e.movePiece(A1, F1); // across the king: the queen-side rook is now on the king side
    EXPECT_EQ(e.castlingRook(WhiteQueenSide), NoSquare);
    e.movePiece(F1, A1);
    e.movePiece(E8, E6); // the king leaves its back rank: no rook may castle
    EXPECT_TRUE(e.castlingRookChoices(Black).isEmpty());
    EXPECT_EQ(e.castlingRights() & (BlackKingSide | BlackQueenSide), NoCastling);
    e.movePiece(E6, E8);
    EXPECT_TRUE(e.setCastlingRook(G1, true));
    EXPECT_TRUE(e.setCastlingRook(A1, true));
    EXPECT_TRUE(e.setCastlingRook(B8, true));
    e.swapColours();
    EXPECT_EQ(e.castlingRook(BlackKingSide), G8);
    EXPECT_EQ(e.castlingRook(BlackQueenSide), A8);
    EXPECT_EQ(e.castlingRook(WhiteQueenSide), B1);
    e.swapColours();
    ChessGameModel m;
    ASSERT_TRUE(e.applyTo(*m.editing()).ok) << e.validationMessage().toStdString();
    playAll(m, "O-O O-O-O");
    EXPECT_EQ(m.fen(), QStringLiteral("2kr2r1/pppppppp/8/8/8/8/1PPPPPPP/R4RKR w - - 2 2"));
}

TEST(BoardEditor, EnPassantOnlyWhereACaptureIsPossible)
{
    BoardEditor e;
    beginWith(e, "4k3/8/8/2PpP3/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(e.epCandidates(), QList<Square>{D6});
    EXPECT_FALSE(e.setEpSquare(C6));
    EXPECT_TRUE(e.setEpSquare(D6));
    EXPECT_EQ(e.fen(), "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1");
    e.setSideToMove(Black); // no longer fits: dropped
    EXPECT_EQ(e.epSquare(), NoSquare);
    EXPECT_TRUE(e.epCandidates().isEmpty());
    // Pinned along the rank: the only capturer would expose its king.
    beginWith(e, "4k3/8/8/K2pP2r/8/8/8/8 w - - 0 1");
    EXPECT_TRUE(e.epCandidates().isEmpty());
    // No pawn next to the one that moved.
    beginWith(e, "4k3/8/8/3p4/8/8/8/4K3 w - - 0 1");
    EXPECT_TRUE(e.epCandidates().isEmpty());
    // Black to move: a white pawn on rank 4.
    beginWith(e, "4k3/8/8/8/5Pp1/8/8/4K3 b - - 0 1");
    EXPECT_EQ(e.epCandidates(), QList<Square>{F3});
    EXPECT_TRUE(e.setEpSquare(F3));
    e.removePiece(G4); // the capturer goes: so does the e.p. square
    EXPECT_EQ(e.epSquare(), NoSquare);
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
