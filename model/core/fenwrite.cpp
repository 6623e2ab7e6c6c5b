// FEN export: the canonical FEN of a position (toFen), its castling field, and the board editor's
// FEN of a position being set up. Import is fen.cpp. Written into a buffer on the stack and copied
// once (kibitz-cli pgn writes a FEN per game: a string per field cost more than the writing).
#include "fen.h"

#include <string>

namespace kibitz::core {

namespace {

// FEN's letter of each Piece (colour * 8 + type; the codes between the colours unused).
constexpr char PieceLetter[16] = {'P', 'N', 'B', 'R', 'Q', 'K', '?', '?', 'p', 'n', 'b', 'r', 'q', 'k', '?', '?'};

// The longest FEN: 71 bytes of board, the rest at most 4 + 4 + 3 + 5 + 7 (counters within
// MaxHalfmoveClock and MaxFullmoveNumber; an int's 11 digits each leave room anyway).
constexpr std::size_t FenRoom = 128;

// Writes the castling field at o ("-" when no right); returns its end.
char* writeCastling(char* o, const Position& pos)
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
    char* const first = o;
    for (const CastlingHome& h : CastlingHomes) {
        if (!(pos.castlingRights() & h.right))
            continue;
        const Square rook = pos.castlingRook(h.right);
        // K/Q read back as this rook (castlingLetter), also the corner where no rook stands. A
        // rook of the side on its corner is the outermost on that side: K/Q name it, asked or not.
        const bool named =
            (rook == h.rookSquare && pos.pieceOn(rook) == h.rook()) || rook == castlingLetter(pos, h.letter).rook;
        *o++ = !files && named ? h.letter : char((h.color == White ? 'A' : 'a') + fileOf(rook));
    }
    if (o == first)
        *o++ = '-';
    return o;
}

// Writes n in decimal at o, as std::to_string would; returns its end.
char* writeNumber(char* o, int n)
{
    if (n < 0)
        *o++ = '-';
    unsigned long long value = n < 0 ? 0ull - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
    char digits[20];
    int count = 0;
    do {
        digits[count++] = char('0' + value % 10);
        value /= 10;
    } while (value > 0);
    while (count)
        *o++ = digits[--count];
    return o;
}

// Writes the FEN with the e.p. square as given at o (FenRoom bytes); returns its end.
char* writeFen(char* o, const Position& pos, Square ep)
{
    // Each rank from its occupied squares (a step per piece, not per square: kibitz-cli pgn
    // writes a FEN per game, and a test per square was a branch the processor could not foresee).
    const Bitboard occupied = pos.occupied();
    for (int rank = 7; rank >= 0; --rank) {
        int file = 0;
        for (unsigned row = unsigned(occupied >> (8 * rank)) & 0xFFu; row; row &= row - 1) {
            const int f = __builtin_ctz(row);
            if (f > file)
                *o++ = char('0' + (f - file));
            *o++ = PieceLetter[pos.pieceOn(makeSquare(f, rank))];
            file = f + 1;
        }
        if (file < 8)
            *o++ = char('0' + (8 - file));
        if (rank)
            *o++ = '/';
    }
    *o++ = ' ';
    *o++ = pos.sideToMove() == White ? 'w' : 'b';
    *o++ = ' ';
    o = writeCastling(o, pos);
    *o++ = ' ';
    if (ep != NoSquare) {
        *o++ = char('a' + fileOf(ep));
        *o++ = char('1' + rankOf(ep));
    } else {
        *o++ = '-';
    }
    *o++ = ' ';
    o = writeNumber(o, pos.halfmoveClock());
    *o++ = ' ';
    return writeNumber(o, pos.fullmoveNumber());
}

// The square toFen writes: the e.p. square only when an e.p. capture is legal.
Square canonicalEp(const Position& pos)
{
    const Square ep = pos.epSquare();
    return ep != NoSquare && pos.epCaptureIsLegal(ep) ? ep : NoSquare;
}

} // namespace

// "KQkq", "Kq", "-"; X-FEN's file letter for a rook that is not the outermost on its side, and
// file letters throughout when the position was read from Shredder-FEN or when X-FEN would not
// tell a Chess960 game from standard chess.
std::string castlingField(const Position& pos)
{
    char field[4];
    return std::string(field, writeCastling(field, pos));
}

// Canonical FEN: castling in KQkq order, e.p. square only when an e.p. capture is legal.
std::string toFen(const Position& pos)
{
    char fen[FenRoom];
    return std::string(fen, writeFen(fen, pos, canonicalEp(pos)));
}

void appendFen(std::string& out, const Position& pos)
{
    char fen[FenRoom];
    out.append(fen, writeFen(fen, pos, canonicalEp(pos)));
}

std::string setupFen(const Position& pos)
{
    char fen[FenRoom];
    return std::string(fen, writeFen(fen, pos, pos.epSquare()));
}

} // namespace kibitz::core
