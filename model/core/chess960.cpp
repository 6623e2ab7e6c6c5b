// Chess960 start positions from their number: the digits of n in the mixed radix 4, 4, 6, 10
// place the light-squared bishop, the dark-squared bishop, the queen and the knight pair; the
// rook, king and rook fill the three squares left, in that order.
#include "chess960.h"

namespace kibitz::core {

namespace {

// The knight pairs among five empty squares, in the numbering's order.
constexpr int KnightPairs[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

// Puts letter on the k-th empty square (counted from a) of rank.
void placeOnEmpty(std::string& rank, int k, char letter)
{
    for (char& c : rank)
        if (c == ' ' && k-- == 0) {
            c = letter;
            return;
        }
}

} // namespace

std::string chess960BackRank(int n)
{
    n = ((n % Chess960Positions) + Chess960Positions) % Chess960Positions;
    std::string rank(8, ' ');
    rank[std::size_t(2 * (n % 4) + 1)] = 'B'; // light squares: b, d, f, h
    n /= 4;
    rank[std::size_t(2 * (n % 4))] = 'B'; // dark squares: a, c, e, g
    n /= 4;
    placeOnEmpty(rank, n % 6, 'Q');
    n /= 6;
    // The second knight's index counts the squares left after the first one is placed.
    placeOnEmpty(rank, KnightPairs[n][1], 'N');
    placeOnEmpty(rank, KnightPairs[n][0], 'N');
    placeOnEmpty(rank, 0, 'R');
    placeOnEmpty(rank, 0, 'K');
    placeOnEmpty(rank, 0, 'R');
    return rank;
}

bool isChess960VariantName(std::string_view name)
{
    if (name.empty() || name == "Standard")
        return false; // most games have none, lichess's "Standard": asked once per game read
    // Lower-case letters and digits only ("chess 960" is "chess960"), in a buffer as long as the
    // longest known name: a longer name is none of them.
    constexpr std::size_t Longest = sizeof "chess960fischerrandom" - 1;
    char letters[Longest];
    std::size_t count = 0;
    for (const char c : name) {
        const bool upper = c >= 'A' && c <= 'Z';
        if (!upper && !(c >= 'a' && c <= 'z') && !(c >= '0' && c <= '9'))
            continue;
        if (count == Longest)
            return false;
        letters[count++] = upper ? char(c - 'A' + 'a') : c;
    }
    static constexpr std::string_view Known[] = {
        "chess960",           "960", "fischerandom",          "fischerrandom",
        "fischerrandomchess", "frc", "chess960fischerrandom", "fischerrandom960",
        "chess960frc"};
    const std::string_view kept(letters, count);
    for (const std::string_view known : Known)
        if (kept == known)
            return true;
    return false;
}

Position chess960StartPosition(int n)
{
    const std::string back = chess960BackRank(n);
    Position p;
    for (int f = 0; f < 8; ++f) {
        const Piece white = pieceFromChar(back[std::size_t(f)]);
        p.putPiece(white, makeSquare(f, 0));
        p.putPiece(makePiece(White, Pawn), makeSquare(f, 1));
        p.putPiece(makePiece(Black, Pawn), makeSquare(f, 6));
        p.putPiece(makePiece(Black, typeOf(white)), makeSquare(f, 7));
    }
    const Bitboard rooks = p.pieces(White, Rook);
    const Square queenSide = lsb(rooks), kingSide = lsb(rooks & (rooks - 1));
    p.setCastlingRook(WhiteKingSide, kingSide);
    p.setCastlingRook(WhiteQueenSide, queenSide);
    p.setCastlingRook(BlackKingSide, Square(kingSide + 56));
    p.setCastlingRook(BlackQueenSide, Square(queenSide + 56));
    p.setCastlingRights(AllCastling);
    p.setChess960(true);
    p.finishSetup();
    return p;
}

// Compared with each start position's back rank (the numbering is defined once, above).
int chess960Number(const Position& pos)
{
    std::string back(8, ' ');
    for (int f = 0; f < 8; ++f) {
        const Piece p = pos.pieceOn(makeSquare(f, 0));
        back[std::size_t(f)] = p == NoPiece ? ' ' : pieceChar(p);
    }
    for (int n = 0; n < Chess960Positions; ++n)
        if (chess960BackRank(n) == back)
            return pos == chess960StartPosition(n) ? n : -1;
    return -1;
}

} // namespace kibitz::core
