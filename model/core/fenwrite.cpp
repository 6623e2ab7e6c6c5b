// FEN export: the canonical FEN of a position (toFen), its castling field, and the board editor's
// FEN of a position being set up. Import is fen.cpp.
#include "fen.h"

#include <string>

namespace kibitz::core {

// "KQkq", "Kq", "-"; X-FEN's file letter for a rook that is not the outermost on its side, and
// file letters throughout when the position was read from Shredder-FEN or when X-FEN would not
// tell a Chess960 game from standard chess.
std::string castlingField(const Position& pos)
{
    // X-FEN letters on king e1 and corner rooks read back as standard chess: a Chess960 game
    // there (start position 518) is written with file letters, so that it stays one.
    bool files = pos.shredderFen() || pos.isChess960();
    for (const CastlingHome& h : CastlingHomes) {
        const Bitboard king = pos.pieces(h.color, King);
        if ((pos.castlingRights() & h.right)
            && (pos.castlingRook(h.right) != h.rookSquare || (king && lsb(king) != h.kingSquare)))
            files = pos.shredderFen();
    }
    std::string s;
    for (const CastlingHome& h : CastlingHomes) {
        if (!(pos.castlingRights() & h.right))
            continue;
        const Square rook = pos.castlingRook(h.right);
        // K/Q read back as this rook (castlingLetter), also the corner where no rook stands.
        const CastlingLetter named = castlingLetter(pos, h.letter);
        if (!files && rook == named.rook)
            s += h.letter;
        else
            s += char((h.color == White ? 'A' : 'a') + fileOf(rook));
    }
    return s.empty() ? "-" : s;
}

namespace {

// The FEN with the e.p. square as given. The board is written into a buffer first (once per game
// by kibitz-cli pgn: appending character by character cost more than the rest of the summary).
std::string fenWith(const Position& pos, Square ep)
{
    char board[72]; // 64 squares and 7 slashes at most
    std::size_t n = 0;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = pos.pieceOn(makeSquare(file, rank));
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty)
                board[n++] = char('0' + empty);
            empty = 0;
            board[n++] = pieceChar(p);
        }
        if (empty)
            board[n++] = char('0' + empty);
        if (rank)
            board[n++] = '/';
    }
    std::string s;
    s.reserve(n + 32);
    s.append(board, n);
    s += pos.sideToMove() == White ? " w " : " b ";
    s += castlingField(pos);
    s += ' ';
    s += ep != NoSquare ? squareName(ep) : std::string("-");
    s += ' ';
    s += std::to_string(pos.halfmoveClock());
    s += ' ';
    s += std::to_string(pos.fullmoveNumber());
    return s;
}

} // namespace

// Canonical FEN: castling in KQkq order, e.p. square only when an e.p. capture is legal.
std::string toFen(const Position& pos)
{
    const Square ep = pos.epSquare();
    return fenWith(pos, ep != NoSquare && pos.epCaptureIsLegal(ep) ? ep : NoSquare);
}

std::string setupFen(const Position& pos) { return fenWith(pos, pos.epSquare()); }

} // namespace kibitz::core
