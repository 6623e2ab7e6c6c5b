// BoardEditor (issue 13), castling rights and en passant: rights need king and rook at home,
// Chess960 rights per rook survive edits (issue 24), e.p. only where a capture is possible.
// The rest of the editor: tst_boardeditor.cpp.
#include "modeltesthelpers.h"
#include "gameediting.h"

#include "boardeditor.h"

#include "core/chess960.h"
#include "core/fen.h"

#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::core;
using kibitz::test::playAll;

namespace {

// An editor showing fen (which must be well-formed).
void beginWith(BoardEditor& e, const char* fen) { ASSERT_TRUE(e.setFen(QString::fromLatin1(fen)).ok) << fen; }

} // namespace

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
