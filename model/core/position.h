// The chess position as a value type: bitboards, mailbox, state, Zobrist key, make/unmake.
#pragma once

#include "bitboard.h"
#include "types.h"

#include <array>

namespace kibitz::core {

// The one policy for the move counters, shared by every reader (FEN, PGN via makeMove): a FEN
// is accepted with counters up to these limits, and makeMove() saturates at them instead of
// counting further, so every position a game can reach has a FEN that reads back. Nothing
// depends on the exact count that high: the clock matters up to 150 (the 75-move rule).
inline constexpr int MaxHalfmoveClock = 9999;
inline constexpr int MaxFullmoveNumber = 999999;

// Everything makeMove() overwrites that unmakeMove() cannot recompute.
struct UndoInfo {
    Key key = 0;
    Bitboard checkers = 0;
    Piece captured = NoPiece;
    Square epSquare = NoSquare;
    std::uint8_t castling = 0;
    bool fullmoveCounted = false; // Black's move increased the fullmove number (not saturated)
    std::uint16_t halfmoveClock = 0;
};

class Position {
public:
    // An empty board, White to move, no rights; use startPosition() or parseFen() for real ones.
    Position();
    // The standard initial position.
    static Position startPosition();

    Bitboard pieces(Color c, PieceType pt) const { return m_byType[pt] & m_byColor[c]; }
    Bitboard pieces(PieceType pt) const { return m_byType[pt]; }
    Bitboard pieces(Color c) const { return m_byColor[c]; }
    Bitboard occupied() const { return m_byColor[White] | m_byColor[Black]; }
    Piece pieceOn(Square s) const { return m_board[s]; }
    Color sideToMove() const { return m_side; }
    std::uint8_t castlingRights() const { return m_castling; }
    // The e.p. target square; set only when an e.p. capture is actually legal.
    Square epSquare() const { return m_epSquare; }
    int halfmoveClock() const { return m_halfmoveClock; }
    int fullmoveNumber() const { return m_fullmoveNumber; }
    // Zobrist key: pieces, side to move, castling rights and (legal) e.p. square.
    Key key() const { return m_key; }
    Square kingSquare(Color c) const { return lsb(pieces(c, King)); }
    // The rook that castling right r (a single right) castles with: a1/h1/a8/h8 in standard
    // chess, any file of the back rank in Chess960. Meaningful only while the right is held.
    Square castlingRook(CastlingRight r) const { return m_castlingRook[castlingIndex(r)]; }
    // Where the rook of the castling move m comes from and goes to.
    CastlingRookSquares castlingRookSquares(Move m) const
    {
        const bool kingSide = castlesKingSide(m);
        const Color c = rankOf(m.from()) == 0 ? White : Black;
        return {castlingRook(castlingRight(c, kingSide)), castlingRookTarget(c, kingSide)};
    }
    // The squares castling right r needs empty but for its king and rook (between each and its
    // target, targets included), and those its king crosses and reaches (none may be attacked;
    // not its own square: castling is never out of check, and a rook that shielded it along the
    // rank leaves the king's target attacked too). From the king's and the rook's squares when
    // asked (kept in every position, they made each copy 64 bytes longer); meaningful only while
    // the right is held.
    Bitboard castlingEmptyPath(CastlingRight r) const;
    Bitboard castlingKingPath(CastlingRight r) const;
    // A Chess960 game: set by a FEN whose castling needs it (or Shredder-FEN letters), or by the
    // game's variant; positions reached by makeMove() keep it. Not part of key() or ==: it says
    // how castling is written (UCI king-takes-rook), not what the position is.
    bool isChess960() const { return m_chess960; }
    // The castling field is written with file letters (Shredder-FEN, "HAha") rather than X-FEN.
    bool shredderFen() const { return m_shredderFen; }
    // Pieces of the opponent giving check to the side to move.
    Bitboard checkers() const { return m_checkers; }
    bool inCheck() const { return m_checkers != 0; }

    // All pieces (both colours) attacking square s, given occupancy occ.
    Bitboard attackersTo(Square s, Bitboard occ) const;
    // True when colour `by` attacks square s with occupancy occ.
    bool isAttacked(Square s, Color by, Bitboard occ) const;
    // Pieces of colour c that are pinned to their own king.
    Bitboard pinnedPieces(Color c) const;

    // Plays a legal move; fills u so that unmakeMove() can restore the position exactly.
    void makeMove(Move m, UndoInfo& u);
    // Plays a legal move without updating key() (stale afterwards) or an undo record: for
    // replays that never read the key, like the database scanner.
    void playWithoutKey(Move m);
    // Plays a legal move, key updated, without an undo record: for a game tree, which keeps the
    // position before the move instead. Inline (positionplay.h): no call per node.
    inline void playWithoutUndo(Move m);
    // Takes back the move played by makeMove(m, u).
    void unmakeMove(Move m, const UndoInfo& u);

    // Editing, for FEN parsing and board set-up; call finishSetup() afterwards.
    void clear();
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void setSideToMove(Color c) { m_side = c; }
    void setCastlingRights(std::uint8_t rights) { m_castling = rights; }
    // The rook of right r (defaults: a1, h1, a8, h8).
    void setCastlingRook(CastlingRight r, Square rook) { m_castlingRook[castlingIndex(r)] = rook; }
    void setChess960(bool on) { m_chess960 = on; }
    void setShredderFen(bool on) { m_shredderFen = on; }
    // Sets the e.p. square as given; finishSetup() drops it unless a capture is legal.
    void setEpSquare(Square s) { m_epSquare = s; }
    void setHalfmoveClock(int n) { m_halfmoveClock = n; }
    void setFullmoveNumber(int n) { m_fullmoveNumber = n; }
    // Recomputes checkers, normalises the e.p. square and recomputes the key.
    void finishSetup();

    // The key computed from scratch (tests compare it with the incremental key()).
    Key computeKey() const;
    // True when a pawn of the side to move can legally capture en passant onto ep.
    bool epCaptureIsLegal(Square ep) const;

    // The first broken invariant (bitboards vs board array, one king each, no pawn on rank 1/8,
    // side not to move not in check, checkers, castling rights vs king and rook squares, e.p.
    // square, counters, incremental key vs computeKey()), or null when consistent. Checked
    // after every make/unmake when KIBITZ_INVARIANTS_ENABLED (core/check.h).
    const char* invariantProblem() const;
    // True when invariantProblem() finds nothing (Stockfish's pos_is_ok()).
    bool isOk() const { return invariantProblem() == nullptr; }

    // Same pieces, side, rights (and their rooks), e.p. square and clocks.
    bool operator==(const Position& o) const;
    bool operator!=(const Position& o) const { return !(*this == o); }

private:
    // Test-only access for corrupting a position on purpose (defined in tests/core/tst_position.cpp
    // only; production code has no definition and cannot use it).
    friend struct PositionTestAccess;

    const char* boardProblem() const;
    const char* rulesProblem() const;
    void movePiece(Square from, Square to);
    template <bool WithKey, bool WithUndo> void play(Move m, UndoInfo& u);
    void setEpAfterDoublePush(Square ep);
    Key castlingKey(std::uint8_t rights) const;
    std::uint8_t rightsWithRookOn(Square s) const;
    void castle(Color us, Move m, bool undo);

    std::array<Bitboard, 6> m_byType{};
    std::array<Bitboard, 2> m_byColor{};
    std::array<Piece, 64> m_board{};
    Bitboard m_checkers = 0;
    Key m_key = 0;
    Color m_side = White;
    std::uint8_t m_castling = NoCastling;
    Square m_epSquare = NoSquare;
    int m_halfmoveClock = 0;
    int m_fullmoveNumber = 1;
    // The rook of each right, per position so that standard chess pays nothing for Chess960. The
    // rest of castling (which moves end a right, the paths) is derived from it and the kings when
    // needed: a game tree holds a position per move, and tables here made each one 128 bytes longer.
    std::array<Square, 4> m_castlingRook{H1, A1, H8, A8};
    bool m_chess960 = false;
    bool m_shredderFen = false;
};

// Puts p on the empty square s (the key is fixed by finishSetup() or the caller).
inline void Position::putPiece(Piece p, Square s)
{
    m_board[s] = p;
    m_byType[typeOf(p)] |= squareBB(s);
    m_byColor[colorOf(p)] |= squareBB(s);
}

// Removes whatever stands on s.
inline void Position::removePiece(Square s)
{
    const Piece p = m_board[s];
    if (p == NoPiece)
        return;
    m_byType[typeOf(p)] &= ~squareBB(s);
    m_byColor[colorOf(p)] &= ~squareBB(s);
    m_board[s] = NoPiece;
}

// Moves the piece on from to the empty square to.
inline void Position::movePiece(Square from, Square to)
{
    const Piece p = m_board[from];
    const Bitboard fromTo = squareBB(from) | squareBB(to);
    m_byType[typeOf(p)] ^= fromTo;
    m_byColor[colorOf(p)] ^= fromTo;
    m_board[from] = NoPiece;
    m_board[to] = p;
}

namespace zobrist {
// Random keys, fixed seed so that keys are stable across runs (filled before main()); in the
// header so that makeMove's updates are loads, not calls.
struct Keys {
    Key pieces[16][64] = {};
    Key castling[16] = {};
    Key epFile[8] = {};
    Key side = 0;
    // Added for a right whose rook is not on its standard square (Chess960), per right and file.
    Key castlingRookFile[4][8] = {};
    Keys();
};
extern const Keys keys;
inline Key piece(Piece p, Square s) { return keys.pieces[p][s]; }
inline Key castling(std::uint8_t rights) { return keys.castling[rights & 15]; }
inline Key epFile(int file) { return keys.epFile[file & 7]; }
inline Key sideToMove() { return keys.side; }
} // namespace zobrist

} // namespace kibitz::core

#include "positionplay.h" // after zobrist: the inline bodies of play
