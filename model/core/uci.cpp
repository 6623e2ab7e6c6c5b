// UCI move text in both castling notations.
#include "uci.h"

#include "movegen.h"

namespace kibitz::core {

// King-takes-rook for castling in Chess960 mode, else the plain UCI text.
std::string moveToUci(const Position& pos, Move m, bool chess960)
{
    if (!chess960 || m.kind() != Move::Castling)
        return moveToUci(m);
    return squareName(m.from()) + squareName(pos.castlingRookSquares(m).from);
}

// King onto its own rook, or onto a target at least two files away.
bool uciNamesCastling(const Position& pos, Move m, Square from, Square to)
{
    if (m.kind() != Move::Castling || m.from() != from)
        return false;
    const int files = fileOf(m.to()) - fileOf(m.from());
    return to == pos.castlingRookSquares(m).from || (to == m.to() && (files >= 2 || files <= -2));
}

// Matches the text against every legal move.
Move parseUciMove(const Position& pos, std::string_view text)
{
    if (text.size() < 4 || text.size() > 5)
        return Move();
    const Square from = parseSquare(std::string(text.substr(0, 2)));
    const Square to = parseSquare(std::string(text.substr(2, 2)));
    if (from == NoSquare || to == NoSquare)
        return Move();
    MoveList list;
    generateLegalMoves(pos, list);
    for (const Move m : list) {
        if (m.kind() == Move::Castling) {
            if (text.size() == 4 && uciNamesCastling(pos, m, from, to))
                return m;
        } else if (moveToUci(m) == text) {
            return m;
        }
    }
    return Move();
}

} // namespace kibitz::core
