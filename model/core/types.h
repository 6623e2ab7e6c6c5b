// Basic chess types shared by the whole rules core: squares, pieces, colours, moves.
#pragma once

#include <cstdint>
#include <string>

namespace kibitz::core {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

enum Color : std::uint8_t { White = 0, Black = 1 };

// Piece kinds; the order matters (promotion encoding, tables).
enum PieceType : std::uint8_t { Pawn = 0, Knight, Bishop, Rook, Queen, King, NoPieceType };

// A coloured piece: colour * 8 + type, so that NoPiece is distinct from every real piece.
// clang-format off
enum Piece : std::uint8_t {
    WPawn = 0, WKnight, WBishop, WRook, WQueen, WKing,
    BPawn = 8, BKnight, BBishop, BRook, BQueen, BKing,
    NoPiece = 15
};
// clang-format on

// Squares a1 = 0, b1 = 1, ..., h8 = 63.
// clang-format off
enum Square : std::uint8_t {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    NoSquare = 64
};
// clang-format on

// Castling rights as a 4-bit set.
enum CastlingRight : std::uint8_t {
    NoCastling = 0,
    WhiteKingSide = 1,
    WhiteQueenSide = 2,
    BlackKingSide = 4,
    BlackQueenSide = 8,
    AllCastling = 15
};

constexpr Color operator~(Color c) { return Color(c ^ 1); }
constexpr Piece makePiece(Color c, PieceType pt) { return Piece(c * 8 + pt); }
constexpr PieceType typeOf(Piece p) { return p == NoPiece ? NoPieceType : PieceType(p & 7); }
constexpr Color colorOf(Piece p) { return Color(p >> 3); }
constexpr Square makeSquare(int file, int rank) { return Square(rank * 8 + file); }
constexpr int fileOf(Square s) { return s & 7; }
constexpr int rankOf(Square s) { return s >> 3; }
constexpr bool isValidSquare(int s) { return s >= 0 && s < 64; }
// Rank as seen from colour c (0 = own back rank).
constexpr int relativeRank(Color c, Square s) { return c == White ? rankOf(s) : 7 - rankOf(s); }
constexpr Bitboard squareBB(Square s) { return Bitboard(1) << s; }

// Castling, in standard chess and Chess960 alike: the king ends on g1/c1 (g8/c8) and its rook on
// f1/d1 (f8/d8), whatever files they started on. The one definition of where they land; the rook's
// origin belongs to the position (Position::castlingRook).
constexpr CastlingRight castlingRight(Color c, bool kingSide)
{
    return CastlingRight((kingSide ? WhiteKingSide : WhiteQueenSide) << (2 * c));
}
// Index 0-3 of a single right (WhiteKingSide 0 ... BlackQueenSide 3), for per-right tables.
constexpr int castlingIndex(CastlingRight r) { return (r & 3) ? r >> 1 : 2 + (r >> 3); }
constexpr Square castlingKingTarget(Color c, bool kingSide) { return makeSquare(kingSide ? 6 : 2, c == White ? 0 : 7); }
constexpr Square castlingRookTarget(Color c, bool kingSide) { return makeSquare(kingSide ? 5 : 3, c == White ? 0 : 7); }
struct CastlingRookSquares {
    Square from;
    Square to;
};

// Where each castling right needs its king and rook in standard chess, with its FEN letter.
struct CastlingHome {
    CastlingRight right;
    Color color;
    Square kingSquare;
    Square rookSquare;
    char letter;
    constexpr Piece king() const { return makePiece(color, King); }
    constexpr Piece rook() const { return makePiece(color, Rook); }
};
inline constexpr CastlingHome CastlingHomes[4] = {
    {WhiteKingSide, White, E1, H1, 'K'},
    {WhiteQueenSide, White, E1, A1, 'Q'},
    {BlackKingSide, Black, E8, H8, 'k'},
    {BlackQueenSide, Black, E8, A8, 'q'},
};

// A move in 16 bits: from (6), to (6), promotion piece (2: N,B,R,Q), kind (2).
// Castling is encoded as the king's origin and its target g1/c1 (g8/c8), as standard UCI writes
// it ("e1g1"); in Chess960 the king may stay where it is (from() == to()), so the side is told by
// the target's file (castlesKingSide), never by the direction.
class Move {
public:
    enum Kind : std::uint16_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

    constexpr Move() = default;
    constexpr Move(Square from, Square to, Kind kind = Normal, PieceType promo = Knight)
        : m_data(std::uint16_t(from | (to << 6) | ((promo - Knight) << 12) | (kind << 14)))
    { }

    constexpr Square from() const { return Square(m_data & 63); }
    constexpr Square to() const { return Square((m_data >> 6) & 63); }
    constexpr Kind kind() const { return Kind(m_data >> 14); }
    // The piece a pawn promotes to; only meaningful when kind() == Promotion.
    constexpr PieceType promotion() const { return PieceType(((m_data >> 12) & 3) + Knight); }
    constexpr bool isNull() const { return m_data == 0; }
    constexpr std::uint16_t raw() const { return m_data; }
    constexpr bool operator==(const Move& o) const { return m_data == o.m_data; }
    constexpr bool operator!=(const Move& o) const { return m_data != o.m_data; }

private:
    std::uint16_t m_data = 0;
};

// True when the castling move m is O-O (the king lands on the g-file).
constexpr bool castlesKingSide(Move m) { return fileOf(m.to()) == 6; }

// "e4", or "-" for NoSquare.
std::string squareName(Square s);
// Parses "e4" into a square; NoSquare when malformed.
Square parseSquare(const std::string& text);
// UCI notation of a move: "e2e4", "e7e8q", "e1g1"; "0000" for the null move. Castling as the
// king's move to its target, as UCI writes it outside Chess960 mode (core/uci.h has both forms).
std::string moveToUci(Move m);
// FEN letter of a piece ('P', 'n', ...); '.' for NoPiece.
char pieceChar(Piece p);
// Piece from a FEN letter; NoPiece when the letter is unknown.
Piece pieceFromChar(char c);

} // namespace kibitz::core
