// Legal move generation with check and pin masks, and perft with bulk counting.
//
// One generator serves both listing and counting: it reports sets of targets per origin to a
// "sink", which either expands them into moves or just adds up popcounts (perft leaves).
#include "movegen.h"

namespace kibitz::core {

namespace {

enum class Gen { All, Captures };

// Expands target sets into moves.
struct ListSink {
    MoveList& list;
    bool queenPromotionsOnly = false;
    void targets(Square from, Bitboard to)
    {
        while (to)
            list.push(Move(from, popLsb(to)));
    }
    void pawnTargets(Bitboard to, int delta)
    {
        while (to) {
            const Square t = popLsb(to);
            list.push(Move(Square(t - delta), t));
        }
    }
    void promotion(Square from, Square to)
    {
        list.push(Move(from, to, Move::Promotion, Queen));
        if (queenPromotionsOnly)
            return;
        list.push(Move(from, to, Move::Promotion, Knight));
        list.push(Move(from, to, Move::Promotion, Rook));
        list.push(Move(from, to, Move::Promotion, Bishop));
    }
    void pawnPromotions(Bitboard to, int delta)
    {
        while (to) {
            const Square t = popLsb(to);
            promotion(Square(t - delta), t);
        }
    }
    void special(Move m) { list.push(m); }
};

// Counts moves without building them.
struct CountSink {
    int count = 0;
    void targets(Square, Bitboard to) { count += popcount(to); }
    void pawnTargets(Bitboard to, int) { count += popcount(to); }
    void promotion(Square, Square) { count += 4; }
    void pawnPromotions(Bitboard to, int) { count += 4 * popcount(to); }
    void special(Move) { ++count; }
};

template <Color Us, Gen G, class Sink> void generateKingMoves(const Position& pos, Square ksq, Bitboard occ, Sink& sink)
{
    constexpr Color Them = ~Us;
    Bitboard targets = kingAttacks(ksq) & ~pos.pieces(Us);
    if (G == Gen::Captures)
        targets &= pos.pieces(Them);
    const Bitboard occWithoutKing = occ ^ squareBB(ksq);
    Bitboard legal = 0;
    while (targets) {
        const Square t = popLsb(targets);
        if (!pos.isAttacked(t, Them, occWithoutKing))
            legal |= squareBB(t);
    }
    sink.targets(ksq, legal);
}

// Castling, standard and Chess960 (the one definition): the right is held, the king is not in
// check, every square between the king and its target and between the rook and its target is
// empty but for those two, and no square the king crosses or reaches is attacked once king and
// rook are lifted (a rook that shielded the king along the rank cannot make castling legal).
// The squares are the position's (Position::castlingEmptyPath).
template <Color Us, bool KingSide> bool canCastle(const Position& pos, Square ksq, Bitboard occ)
{
    constexpr CastlingRight Right = castlingRight(Us, KingSide);
    if (occ & pos.castlingEmptyPath(Right))
        return false;
    const Bitboard lifted = occ ^ squareBB(ksq) ^ squareBB(pos.castlingRook(Right));
    for (Bitboard b = pos.castlingKingPath(Right); b;)
        if (pos.isAttacked(popLsb(b), ~Us, lifted))
            return false;
    return true;
}

template <Color Us, class Sink> void generateCastling(const Position& pos, Square ksq, Bitboard occ, Sink& sink)
{
    const std::uint8_t rights = pos.castlingRights();
    if ((rights & castlingRight(Us, true)) && canCastle<Us, true>(pos, ksq, occ))
        sink.special(Move(ksq, castlingKingTarget(Us, true), Move::Castling));
    if ((rights & castlingRight(Us, false)) && canCastle<Us, false>(pos, ksq, occ))
        sink.special(Move(ksq, castlingKingTarget(Us, false), Move::Castling));
}

// Pawn moves of unpinned pawns, in batches by shifting whole bitboards.
template <Color Us, Gen G, class Sink>
void generatePawnBatches(const Position& pos, Bitboard pawns, Bitboard checkMask, Sink& sink)
{
    constexpr Color Them = ~Us;
    constexpr int Up = Us == White ? 8 : -8;
    constexpr Bitboard LastRank = Us == White ? Rank8BB : Rank1BB;
    constexpr Bitboard ThirdRank = Us == White ? Rank3BB : Rank6BB;
    const Bitboard empty = ~pos.occupied();
    const Bitboard enemies = pos.pieces(Them) & checkMask;

    const Bitboard single = shiftForward<Us>(pawns) & empty;
    const Bitboard singleOk = single & checkMask;
    sink.pawnPromotions(singleOk & LastRank, Up);
    if (G == Gen::All) {
        sink.pawnTargets(singleOk & ~LastRank, Up);
        sink.pawnTargets(shiftForward<Us>(single & ThirdRank) & empty & checkMask, 2 * Up);
    }
    // Captures towards the east (file + 1) and the west (file - 1).
    const Bitboard east = shiftForward<Us>(shiftEast(pawns)) & enemies;
    const Bitboard west = shiftForward<Us>(shiftWest(pawns)) & enemies;
    sink.pawnPromotions(east & LastRank, Up + 1);
    sink.pawnPromotions(west & LastRank, Up - 1);
    sink.pawnTargets(east & ~LastRank, Up + 1);
    sink.pawnTargets(west & ~LastRank, Up - 1);
}

// Moves of one pinned pawn: only along the line through its king.
template <Color Us, Gen G, class Sink> void generatePinnedPawn(const Position& pos, Square from, Square ksq, Sink& sink)
{
    constexpr Color Them = ~Us;
    const Bitboard empty = ~pos.occupied();
    Bitboard targets = pawnAttacks(Us, from) & pos.pieces(Them);
    const Bitboard single = shiftForward<Us>(squareBB(from)) & empty;
    if (G == Gen::All || relativeRank(Us, from) == 6)
        targets |= single;
    if (G == Gen::All && relativeRank(Us, from) == 1)
        targets |= shiftForward<Us>(single) & empty;
    targets &= line(ksq, from);
    if (relativeRank(Us, from) == 6) {
        while (targets)
            sink.promotion(from, popLsb(targets));
    } else {
        sink.targets(from, targets);
    }
}

template <Color Us, class Sink> void generateEnPassant(const Position& pos, Square ksq, Sink& sink)
{
    constexpr Color Them = ~Us;
    const Square ep = pos.epSquare();
    if (ep == NoSquare)
        return;
    const Square victim = Square(Us == White ? ep - 8 : ep + 8);
    Bitboard capturers = pawnAttacks(Them, ep) & pos.pieces(Us, Pawn);
    while (capturers) {
        const Square from = popLsb(capturers);
        // Rare: test the resulting position in full (covers rank and diagonal discoveries).
        const Bitboard occ = (pos.occupied() ^ squareBB(from) ^ squareBB(victim)) | squareBB(ep);
        if (!(pos.attackersTo(ksq, occ) & pos.pieces(Them) & ~squareBB(victim)))
            sink.special(Move(from, ep, Move::EnPassant));
    }
}

// Knights, bishops, rooks and queens; pinned sliders move along their pin line only.
template <Color Us, class Sink>
void generatePieceMoves(const Position& pos, Square ksq, Bitboard pinned, Bitboard movable, Sink& sink)
{
    const Bitboard occ = pos.occupied();
    Bitboard knights = pos.pieces(Us, Knight) & ~pinned;
    while (knights) {
        const Square from = popLsb(knights);
        sink.targets(from, knightAttacks(from) & movable);
    }
    const Bitboard queens = pos.pieces(Us, Queen);
    Bitboard diagonal = pos.pieces(Us, Bishop) | queens;
    while (diagonal) {
        const Square from = popLsb(diagonal);
        Bitboard t = bishopAttacks(from, occ) & movable;
        if (pinned & squareBB(from))
            t &= line(ksq, from);
        sink.targets(from, t);
    }
    Bitboard straight = pos.pieces(Us, Rook) | queens;
    while (straight) {
        const Square from = popLsb(straight);
        Bitboard t = rookAttacks(from, occ) & movable;
        if (pinned & squareBB(from))
            t &= line(ksq, from);
        sink.targets(from, t);
    }
}

// Our pieces pinned to our king (x-ray from enemy sliders through exactly one of ours).
template <Color Us> Bitboard pinnedPieces(const Position& pos, Square ksq)
{
    constexpr Color Them = ~Us;
    const Bitboard theirs = pos.pieces(Them);
    Bitboard snipers = ((rookAttacks(ksq, theirs) & (pos.pieces(Them, Rook) | pos.pieces(Them, Queen)))
                        | (bishopAttacks(ksq, theirs) & (pos.pieces(Them, Bishop) | pos.pieces(Them, Queen))));
    Bitboard pinned = 0;
    const Bitboard ours = pos.pieces(Us);
    while (snipers) {
        const Bitboard b = between(ksq, popLsb(snipers)) & ours;
        if (b && !moreThanOne(b))
            pinned |= b;
    }
    return pinned;
}

template <Color Us, Gen G, class Sink> void generate(const Position& pos, Sink& sink)
{
    const Square ksq = pos.kingSquare(Us);
    const Bitboard occ = pos.occupied();
    const Bitboard checkers = pos.checkers();
    generateKingMoves<Us, G>(pos, ksq, occ, sink);
    if (moreThanOne(checkers))
        return; // double check: only the king may move
    const Bitboard checkMask = checkers ? between(ksq, lsb(checkers)) | checkers : ~Bitboard(0);
    Bitboard movable = ~pos.pieces(Us) & checkMask;
    if (G == Gen::Captures)
        movable &= pos.pieces(~Us);
    Bitboard pinned = pinnedPieces<Us>(pos, ksq);
    generatePieceMoves<Us>(pos, ksq, pinned, movable, sink);

    const Bitboard pawns = pos.pieces(Us, Pawn);
    generatePawnBatches<Us, G>(pos, pawns & ~pinned, checkMask, sink);
    if (!checkers) {
        Bitboard pinnedPawns = pawns & pinned;
        while (pinnedPawns)
            generatePinnedPawn<Us, G>(pos, popLsb(pinnedPawns), ksq, sink);
        if (G == Gen::All && (pos.castlingRights() & (castlingRight(Us, true) | castlingRight(Us, false))))
            generateCastling<Us>(pos, ksq, occ, sink);
    }
    generateEnPassant<Us>(pos, ksq, sink);
}

template <Gen G, class Sink> void generateFor(const Position& pos, Sink& sink)
{
    if (pos.sideToMove() == White)
        generate<White, G>(pos, sink);
    else
        generate<Black, G>(pos, sink);
}

// Recursive perft below the root; depth >= 1.
std::uint64_t perftRecursive(Position& pos, int depth)
{
    if (depth == 1)
        return std::uint64_t(countLegalMoves(pos));
    MoveList list;
    generateLegalMoves(pos, list);
    std::uint64_t nodes = 0;
    UndoInfo u;
    for (Move m : list) {
        pos.makeMove(m, u);
        nodes += perftRecursive(pos, depth - 1);
        pos.unmakeMove(m, u);
    }
    return nodes;
}

} // namespace

// True when m is in the list.
bool MoveList::contains(Move m) const
{
    for (Move x : *this)
        if (x == m)
            return true;
    return false;
}

// Appends every legal move of the side to move.
void generateLegalMoves(const Position& pos, MoveList& list)
{
    ListSink sink{list};
    generateFor<Gen::All>(pos, sink);
}

// Appends legal captures, e.p. captures and queen promotions.
void generateLegalCaptures(const Position& pos, MoveList& list)
{
    ListSink sink{list, true};
    generateFor<Gen::Captures>(pos, sink);
}

// Number of legal moves, counted without building the list.
int countLegalMoves(const Position& pos)
{
    CountSink sink;
    generateFor<Gen::All>(pos, sink);
    return sink.count;
}

// True when the side to move has at least one legal move.
bool hasLegalMove(const Position& pos) { return countLegalMoves(pos) > 0; }

// True when m is a legal move in pos.
bool isLegalMove(const Position& pos, Move m)
{
    MoveList list;
    generateLegalMoves(pos, list);
    return list.contains(m);
}

namespace {

// The castling move of Us to that side, when legal (as generateCastling finds it).
template <Color Us> Move castlingMove(const Position& pos, bool kingSide)
{
    if (pos.inCheck() || !(pos.castlingRights() & castlingRight(Us, kingSide)))
        return Move();
    const Square ksq = pos.kingSquare(Us);
    const bool legal =
        kingSide ? canCastle<Us, true>(pos, ksq, pos.occupied()) : canCastle<Us, false>(pos, ksq, pos.occupied());
    return legal ? Move(ksq, castlingKingTarget(Us, kingSide), Move::Castling) : Move();
}

} // namespace

Move legalCastling(const Position& pos, bool kingSide)
{
    return pos.sideToMove() == White ? castlingMove<White>(pos, kingSide) : castlingMove<Black>(pos, kingSide);
}

// Leaf nodes at the given depth.
std::uint64_t perft(Position& pos, int depth) { return depth <= 0 ? 1 : perftRecursive(pos, depth); }

// perft() split by root move.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth)
{
    std::vector<std::pair<Move, std::uint64_t>> result;
    MoveList list;
    generateLegalMoves(pos, list);
    UndoInfo u;
    for (Move m : list) {
        pos.makeMove(m, u);
        result.emplace_back(m, perft(pos, depth - 1));
        pos.unmakeMove(m, u);
    }
    return result;
}

} // namespace kibitz::core
