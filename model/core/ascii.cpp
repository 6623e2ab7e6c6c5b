// Plain-text picture of a position: the board, then one "name: value" line per property.
#include "ascii.h"

#include "fen.h"

#include <cstdio>

namespace kibitz::core {

namespace {

// The key as "0x" and 16 hex digits.
std::string keyText(Key key)
{
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%016llx", static_cast<unsigned long long>(key));
    return buf;
}

} // namespace

// The board (rank 8 at the top, files below), then the state lines and the FEN.
std::string asciiBoard(const Position& pos, const GameStatus& status, const std::string& lastMove)
{
    std::string out = "  +-----------------+\n";
    for (int rank = 7; rank >= 0; --rank) {
        out += char('1' + rank);
        out += " |";
        for (int file = 0; file < 8; ++file) {
            out += ' ';
            out += pieceChar(pos.pieceOn(makeSquare(file, rank)));
        }
        out += " |\n";
    }
    out += "  +-----------------+\n";
    out += "    a b c d e f g h\n\n";
    out += "side to move: " + std::string(pos.sideToMove() == White ? "white" : "black") + "\n";
    out += "castling: " + castlingField(pos) + "\n";
    out += "en passant: " + squareName(pos.epSquare()) + "\n";
    out += "halfmove clock: " + std::to_string(pos.halfmoveClock()) + "\n";
    out += "fullmove number: " + std::to_string(pos.fullmoveNumber()) + "\n";
    out += "key: " + keyText(pos.key()) + "\n";
    out += "in check: " + std::string(status.inCheck ? "yes" : "no") + "\n";
    out += "status: " + statusText(status) + "\n";
    if (!lastMove.empty())
        out += "last move: " + lastMove + "\n";
    out += "fen: " + toFen(pos) + "\n";
    return out;
}

} // namespace kibitz::core
