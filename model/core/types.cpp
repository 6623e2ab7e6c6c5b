// Names and letters of squares, pieces and moves.
#include "types.h"

namespace kibitz::core {

namespace {
constexpr const char* PieceLetters = "PNBRQK";
}

// "e4", or "-" for NoSquare.
std::string squareName(Square s)
{
    if (!isValidSquare(s))
        return "-";
    return std::string{char('a' + fileOf(s)), char('1' + rankOf(s))};
}

// Parses "e4" into a square; NoSquare when malformed.
Square parseSquare(const std::string& text)
{
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return NoSquare;
    return makeSquare(text[0] - 'a', text[1] - '1');
}

// UCI notation: "e2e4", "e7e8q", castling as the king's move "e1g1".
std::string moveToUci(Move m)
{
    if (m.isNull())
        return "0000";
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.kind() == Move::Promotion)
        s += char(PieceLetters[m.promotion()] - 'A' + 'a');
    return s;
}

// FEN letter of a piece; '.' for NoPiece.
char pieceChar(Piece p)
{
    if (p == NoPiece)
        return '.';
    const char c = PieceLetters[typeOf(p)];
    return colorOf(p) == White ? c : char(c - 'A' + 'a');
}

// Piece from a FEN letter; NoPiece when unknown.
namespace {

// The piece of each byte, NoPiece for all but the twelve letters: one load per square of a FEN.
struct PieceOfChar {
    Piece of[256];
    constexpr PieceOfChar() : of{}
    {
        for (Piece& p : of)
            p = NoPiece;
        for (int pt = Pawn; pt <= King; ++pt) {
            of[static_cast<unsigned char>(PieceLetters[pt])] = makePiece(White, PieceType(pt));
            of[static_cast<unsigned char>(PieceLetters[pt] - 'A' + 'a')] = makePiece(Black, PieceType(pt));
        }
    }
};
constexpr PieceOfChar PieceOfCharTable;

} // namespace

Piece pieceFromChar(char c)
{
    return PieceOfCharTable.of[static_cast<unsigned char>(c)];
}

} // namespace kibitz::core
