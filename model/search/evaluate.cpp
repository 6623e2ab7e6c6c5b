// Static evaluation: everything is computed for White minus Black, mixed between a middlegame
// and an endgame score by the remaining non-pawn material, and returned for the side to move.
#include "evaluate.h"

#include "core/bitboard.h"
#include "core/status.h"

#include <algorithm>
#include <cstdlib>

namespace kibitz::search {

using namespace core;

namespace {

struct Pair {
    int mg = 0;
    int eg = 0;
    Pair& operator+=(Pair o)
    {
        mg += o.mg;
        eg += o.eg;
        return *this;
    }
    Pair& operator-=(Pair o)
    {
        mg -= o.mg;
        eg -= o.eg;
        return *this;
    }
};

constexpr int PhaseWeight[6] = {0, 1, 1, 2, 4, 0};
constexpr int MaxPhase = 24;
constexpr Pair Material[6] = {{90, 120}, {320, 300}, {330, 320}, {480, 530}, {960, 1000}, {0, 0}};
constexpr Pair PassedBonus[8] = {{0, 0}, {5, 10}, {8, 15}, {12, 25}, {20, 45}, {35, 75}, {60, 120}, {0, 0}};

// Manhattan distance from the four centre squares: 0 (d4, e5, ...) to 6 (corners).
int centreDistance(Square s)
{
    const int f = fileOf(s), r = rankOf(s);
    return (f < 4 ? 3 - f : f - 4) + (r < 4 ? 3 - r : r - 4);
}

// Piece-square values from White's side of the board, built from a few simple principles:
// pawns and pieces towards the centre, rooks on the seventh, the king sheltered in the
// middlegame and central in the endgame.
struct Tables {
    Pair pst[6][64];
    Bitboard passedMask[2][64]; // squares in front on the same and adjacent files
    Bitboard adjacentFiles[8];

    Tables()
    {
        const int kingBack[8] = {20, 30, 10, 0, 0, 10, 30, 20};
        const int kingSecond[8] = {5, 10, -5, -15, -15, -5, 10, 5};
        for (int s = 0; s < 64; ++s) {
            const Square sq = Square(s);
            const int f = fileOf(sq), r = rankOf(sq), cd = centreDistance(sq);
            int centralPawn = 0;
            if (f == 3 || f == 4)
                centralPawn = r == 3 ? 20 : r == 2 ? 10 : r == 4 ? 15 : 0;
            else if (f == 2 || f == 5)
                centralPawn = (r == 2 || r == 3) ? 5 : 0;
            pst[Pawn][s] = {(r - 1) * 3 + centralPawn, (r - 1) * 8};
            pst[Knight][s] = {15 - 8 * cd, 10 - 6 * cd};
            pst[Bishop][s] = {10 - 4 * cd, 6 - 3 * cd};
            pst[Rook][s] = {(r == 6 ? 20 : 0) + (f == 3 || f == 4 ? 6 : 0), r == 6 ? 15 : 0};
            pst[Queen][s] = {4 - 2 * cd, 10 - 4 * cd};
            const int kingMg = r == 0 ? kingBack[f] : r == 1 ? kingSecond[f] : -20 - 10 * (r - 2);
            pst[King][s] = {kingMg, 20 - 8 * cd};
        }
        for (int f = 0; f < 8; ++f)
            adjacentFiles[f] = (f > 0 ? fileBB(f - 1) : 0) | (f < 7 ? fileBB(f + 1) : 0);
        for (int s = 0; s < 64; ++s) {
            const int f = fileOf(Square(s)), r = rankOf(Square(s));
            const Bitboard files = fileBB(f) | adjacentFiles[f];
            Bitboard above = 0, below = 0;
            for (int rr = r + 1; rr < 8; ++rr)
                above |= rankBB(rr);
            for (int rr = 0; rr < r; ++rr)
                below |= rankBB(rr);
            passedMask[White][s] = files & above;
            passedMask[Black][s] = files & below;
        }
    }
};

const Tables tables;

// Square s as seen from White's side for colour c (Black's pieces use the mirrored table).
Square relativeSquare(Color c, Square s) { return c == White ? s : Square(s ^ 56); }

// Pawn structure of colour c: passed, doubled and isolated pawns.
Pair pawnStructure(const Position& pos, Color c)
{
    Pair score;
    const Bitboard own = pos.pieces(c, Pawn);
    const Bitboard theirs = pos.pieces(~c, Pawn);
    for (Bitboard b = own; b;) {
        const Square s = popLsb(b);
        const int f = fileOf(s);
        if (!(tables.passedMask[c][s] & theirs))
            score += PassedBonus[relativeRank(c, s)];
        if (!(tables.adjacentFiles[f] & own))
            score -= Pair{10, 12};
    }
    for (int f = 0; f < 8; ++f) {
        const int n = popcount(own & fileBB(f));
        if (n > 1)
            score -= Pair{10 * (n - 1), 20 * (n - 1)};
    }
    return score;
}

// Mobility, rook files and king shelter of colour c.
Pair pieceActivity(const Position& pos, Color c)
{
    Pair score;
    const Bitboard occ = pos.occupied();
    const Bitboard theirPawnAttacks =
        c == White ? pawnAttacksBB<Black>(pos.pieces(Black, Pawn)) : pawnAttacksBB<White>(pos.pieces(White, Pawn));
    const Bitboard safe = ~pos.pieces(c) & ~theirPawnAttacks;
    constexpr int base[6] = {0, 4, 6, 6, 12, 0};
    constexpr Pair weight[6] = {{0, 0}, {4, 4}, {5, 5}, {2, 4}, {1, 2}, {0, 0}};
    for (int pt = Knight; pt <= Queen; ++pt) {
        for (Bitboard b = pos.pieces(c, PieceType(pt)); b;) {
            const Square s = popLsb(b);
            const int n = popcount(attacksBB(PieceType(pt), s, occ) & safe) - base[pt];
            score += Pair{weight[pt].mg * n, weight[pt].eg * n};
            if (pt == Rook) {
                const Bitboard file = fileBB(fileOf(s));
                if (!(file & pos.pieces(Pawn)))
                    score += Pair{20, 8};
                else if (!(file & pos.pieces(c, Pawn)))
                    score += Pair{10, 5};
            }
        }
    }
    if (popcount(pos.pieces(c, Bishop)) >= 2)
        score += Pair{30, 50};
    const Square k = pos.kingSquare(c);
    if (relativeRank(c, k) <= 1) {
        const Bitboard front = tables.passedMask[c][k]
            & (c == White ? rankBB(rankOf(k) + 1) | rankBB(rankOf(k) + 2)
                          : rankBB(rankOf(k) - 1) | rankBB(rankOf(k) - 2));
        score.mg += 10 * std::min(3, popcount(front & pos.pieces(c, Pawn)));
    }
    return score;
}

// Drives a bare king to the edge and brings the other king closer, so that basic mates are found.
int mopUp(const Position& pos, Color strong)
{
    const Square loser = pos.kingSquare(~strong), winner = pos.kingSquare(strong);
    const int kingDistance = std::abs(fileOf(loser) - fileOf(winner)) + std::abs(rankOf(loser) - rankOf(winner));
    return 10 * centreDistance(loser) + 4 * (14 - kingDistance);
}

// Non-pawn material of colour c, in piece values.
int nonPawnMaterial(const Position& pos, Color c)
{
    int sum = 0;
    for (int pt = Knight; pt <= Queen; ++pt)
        sum += popcount(pos.pieces(c, PieceType(pt))) * PieceValue[pt];
    return sum;
}

// Shrinks scores the stronger side cannot convert without pawns (e.g. a minor piece up).
int scaleForDrawishness(const Position& pos, int score)
{
    const Color strong = score > 0 ? White : Black;
    if (pos.pieces(strong, Pawn))
        return score;
    const int diff = nonPawnMaterial(pos, strong) - nonPawnMaterial(pos, ~strong);
    if (diff < 400)
        return score / 8;
    if (pos.occupied() == (pos.pieces(~strong, King) | pos.pieces(strong)))
        return score + (strong == White ? mopUp(pos, strong) : -mopUp(pos, strong));
    return score;
}

} // namespace

// Tapered evaluation from the side to move's point of view.
int evaluate(const Position& pos)
{
    // The rules' own dead-position test (core/status.h): a drawn position scores exactly 0.
    if (isInsufficientMaterial(pos))
        return 0;
    Pair score;
    int phase = 0;
    for (int c = White; c <= Black; ++c) {
        Pair side;
        for (int pt = Pawn; pt <= King; ++pt) {
            for (Bitboard b = pos.pieces(Color(c), PieceType(pt)); b;) {
                const Square s = relativeSquare(Color(c), popLsb(b));
                side += Material[pt];
                side += tables.pst[pt][s];
                phase += PhaseWeight[pt];
            }
        }
        side += pawnStructure(pos, Color(c));
        side += pieceActivity(pos, Color(c));
        if (c == White)
            score += side;
        else
            score -= side;
    }
    phase = std::min(phase, MaxPhase);
    int mixed = (score.mg * phase + score.eg * (MaxPhase - phase)) / MaxPhase;
    mixed = scaleForDrawishness(pos, mixed);
    const int tempo = 10;
    return (pos.sideToMove() == White ? mixed : -mixed) + tempo;
}

} // namespace kibitz::search
