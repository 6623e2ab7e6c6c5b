// Legal move generation (check and pin masks, no make-and-test) and perft.
#pragma once

#include "position.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace kibitz::core {

// A fixed-capacity list of moves; 256 exceeds the maximum of 218 legal moves.
class MoveList {
public:
    void push(Move m) { m_moves[m_size++] = m; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Move* begin() const { return m_moves; }
    const Move* end() const { return m_moves + m_size; }
    Move operator[](int i) const { return m_moves[i]; }
    bool contains(Move m) const;
    void clear() { m_size = 0; }

private:
    Move m_moves[256];
    int m_size = 0;
};

// Appends every legal move of the side to move.
void generateLegalMoves(const Position& pos, MoveList& list);
// Appends legal captures and queen promotions only (for quiescence search).
void generateLegalCaptures(const Position& pos, MoveList& list);
// Number of legal moves, counted without building the list.
int countLegalMoves(const Position& pos);
// True when the side to move has at least one legal move.
bool hasLegalMove(const Position& pos);
// True when m is a legal move in pos.
bool isLegalMove(const Position& pos, Move m);
// The side to move's castling move to the king or queen side when it is legal, else the null
// Move(): the rules the generator applies, without generating the other moves (SAN's "O-O").
Move legalCastling(const Position& pos, bool kingSide);

// Number of leaf nodes at the given depth (bulk-counted at the last ply).
std::uint64_t perft(Position& pos, int depth);
// perft() split by root move, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth);

} // namespace kibitz::core
