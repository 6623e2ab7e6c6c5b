#include "sanmatch.h"

#include "reach.h"

#include "bitboard.h"
#include "movegen.h"

namespace kibitz::core {

namespace {

// The candidate steps below are inlined into both of their callers (resolveSan, legalOriginsTo):
// called, they cost the database scan 6 % more instructions.
#if defined(__GNUC__) || defined(__clang__)
#define HOT_INLINE inline __attribute__((always_inline))
#else
#define HOT_INLINE inline
#endif

// What a SAN text asks for: a piece kind, a target, optional origin file/rank, a promotion.
struct SanParts {
    PieceType piece = Pawn;
    Square to = NoSquare;
    int fromFile = -1;
    int fromRank = -1;
    PieceType promotion = NoPieceType;
    int castle = 0; // 1 king side, 2 queen side
    bool capture = false;
};

// Piece kind of an upper-case SAN letter; NoPieceType otherwise.
PieceType pieceOfLetter(char c)
{
    switch (c) {
    case 'N': return Knight;
    case 'B': return Bishop;
    case 'R': return Rook;
    case 'Q': return Queen;
    case 'K': return King;
    default: return NoPieceType;
    }
}

// Drops trailing check, mate and annotation marks.
std::string_view trimMarks(std::string_view s)
{
    while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?'))
        s.remove_suffix(1);
    return s;
}

// Castling in letters or zeros; 0 when s is not castling.
int castleKind(std::string_view s)
{
    if (s.empty() || (s[0] != 'O' && s[0] != '0')) // most moves: no comparisons
        return 0;
    if (s == "O-O" || s == "0-0")
        return 1;
    if (s == "O-O-O" || s == "0-0-0")
        return 2;
    return 0;
}

// Splits SAN into its parts; false when it is not SAN.
bool parseParts(std::string_view s, SanParts& p)
{
    s = trimMarks(s);
    if (s.size() < 2)
        return false;
    if ((p.castle = castleKind(s)))
        return true;
    if (const PieceType pt = pieceOfLetter(s[0]); pt != NoPieceType) {
        p.piece = pt;
        s.remove_prefix(1);
    }
    if (p.piece == Pawn && s.size() >= 3) { // promotion: "=Q" or a bare "Q" at the end
        const PieceType promo = pieceOfLetter(s.back());
        if (promo != NoPieceType && promo != King) {
            p.promotion = promo;
            s.remove_suffix(1);
            if (s.back() == '=')
                s.remove_suffix(1);
        }
    }
    if (s.size() < 2)
        return false;
    const char f = s[s.size() - 2], r = s[s.size() - 1];
    if (f < 'a' || f > 'h' || r < '1' || r > '8')
        return false;
    p.to = makeSquare(f - 'a', r - '1');
    for (std::size_t i = 0; i + 2 < s.size(); ++i) { // disambiguation, capture and dash marks
        const char c = s[i];
        if (c >= 'a' && c <= 'h')
            p.fromFile = c - 'a';
        else if (c >= '1' && c <= '8')
            p.fromRank = c - '1';
        else if (c == 'x' || c == ':')
            p.capture = true;
        else if (c != '-')
            return false;
    }
    return true;
}

// Castling by the generator's rules for that one move (movegen.h), not the list of every move.
SanMatch findCastling(const Position& pos, int castle, Move& played)
{
    const Move m = legalCastling(pos, castle == 1);
    if (m.isNull())
        return SanMatch::Illegal;
    played = m;
    return SanMatch::Found;
}

// Our pieces of kind pt (not pawns) that attack `to`.
HOT_INLINE Bitboard pieceOrigins(const Position& pos, PieceType pt, Square to)
{
    const Bitboard own = pos.pieces(pos.sideToMove(), pt);
    switch (pt) {
    case Knight: return knightAttacks(to) & own;
    case Bishop: return reach::diagonal(own, to, pos.occupied());
    case Rook: return reach::straight(own, to, pos.occupied());
    case Queen: return reach::diagonal(own, to, pos.occupied()) | reach::straight(own, to, pos.occupied());
    default: return kingAttacks(to) & own;
    }
}

// Our pawns that may move to p.to as the SAN says (push, double push, capture or e.p.).
HOT_INLINE Bitboard pawnOrigins(const Position& pos, const SanParts& p, Move::Kind& kind)
{
    const Color us = pos.sideToMove();
    const Bitboard pawns = pos.pieces(us, Pawn);
    const int dir = us == White ? 8 : -8;
    const int to = p.to;
    kind = relativeRank(us, p.to) == 7 ? Move::Promotion : Move::Normal;
    if (p.capture || (p.fromFile >= 0 && p.fromFile != fileOf(p.to))) {
        if (p.to == pos.epSquare())
            kind = Move::EnPassant;
        else if (!(pos.pieces(~us) & squareBB(p.to)))
            return 0;
        return pawnAttacks(~us, p.to) & pawns;
    }
    if (pos.occupied() & squareBB(p.to))
        return 0;
    const int one = to - dir;
    if (one < 0 || one > 63)
        return 0;
    if (pawns & squareBB(Square(one)))
        return squareBB(Square(one));
    const int two = one - dir;
    if (relativeRank(us, p.to) == 3 && !(pos.occupied() & squareBB(Square(one))) && (pawns & squareBB(Square(two))))
        return squareBB(Square(two));
    return 0;
}

// As pos.isAttacked(s, by, occ), with the sliders found along their lines (reach.h).
bool attacked(const Position& pos, Square s, Color by, Bitboard occ)
{
    const Bitboard them = pos.pieces(by), queens = pos.pieces(Queen);
    return (pawnAttacks(~by, s) & pos.pieces(by, Pawn)) || (knightAttacks(s) & pos.pieces(by, Knight))
        || (kingAttacks(s) & pos.pieces(by, King)) || reach::diagonal((pos.pieces(Bishop) | queens) & them, s, occ)
        || reach::straight((pos.pieces(Rook) | queens) & them, s, occ);
}

// True when the e.p. capture m leaves the own king safe, played on a copy (rare: out of the loops).
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
bool epKeepsKingSafe(const Position& pos, Move m)
{
    const Color us = pos.sideToMove();
    Position after = pos;
    UndoInfo u;
    after.makeMove(m, u);
    return !after.isAttacked(pos.kingSquare(us), ~us, after.occupied());
}

// True when our piece on s, on a line through our king, is pinned to it: nothing stands between
// them and an enemy slider of that line's kind stands behind it with nothing between. Asked only
// for the SAN's candidates (mostly one), cheaper than every pinned piece at once.
bool pinnedToKing(const Position& pos, Square s, Square king)
{
    const Bitboard occ = pos.occupied();
    if (between(king, s) & occ)
        return false;
    const Color them = ~pos.sideToMove();
    const bool straight = fileOf(s) == fileOf(king) || rankOf(s) == rankOf(king);
    Bitboard sliders = (pos.pieces(them, straight ? Rook : Bishop) | pos.pieces(them, Queen)) & line(king, s);
    while (sliders) // beyond s, s is the one piece between the slider and the king
        if ((between(king, popLsb(sliders)) & occ) == squareBB(s))
            return true;
    return false;
}

// True when the move from -> to (pseudo-legal, of that kind) leaves the own king (on king) safe:
// pins and checks as masks; e.p. (whose captured pawn may uncover a line) by playing it on a copy.
HOT_INLINE bool keepsKingSafe(const Position& pos, Square from, Square to, Move::Kind kind, Square king)
{
    if (from == king)
        return !attacked(pos, to, ~pos.sideToMove(), pos.occupied() ^ squareBB(king));
    if (kind == Move::EnPassant)
        return epKeepsKingSafe(pos, Move(from, to, kind));
    // Off the king's lines a piece cannot be pinned (asked of the ray tables, which stay in the
    // cache, before the line table, which does not); along its pin it stays pinned and safe; with
    // no enemy slider on that line (most often) there is nothing to pin it, and no call.
    if ((reach::rays.straight[king] | reach::rays.diagonal[king]) & squareBB(from)) {
        const Bitboard kingLine = line(king, from);
        if (!(kingLine & squareBB(to))
            && (kingLine & pos.pieces(~pos.sideToMove()) & (pos.pieces(Bishop) | pos.pieces(Rook) | pos.pieces(Queen)))
            && pinnedToKing(pos, from, king))
            return false;
    }
    const Bitboard checkers = pos.checkers();
    if (!checkers)
        return true;
    if (moreThanOne(checkers))
        return false;
    const Square checker = lsb(checkers);
    return to == checker || (between(king, checker) & squareBB(to));
}

// The origins of our pieces of p's kind that reach p.to as p says (hints applied, legality not
// yet), and the moves' kind; none when our own piece stands there.
HOT_INLINE Bitboard candidateOrigins(const Position& pos, const SanParts& p, Move::Kind& kind)
{
    if (pos.pieces(pos.sideToMove()) & squareBB(p.to))
        return 0;
    Bitboard from = p.piece == Pawn ? pawnOrigins(pos, p, kind) : pieceOrigins(pos, p.piece, p.to);
    if (p.fromFile >= 0)
        from &= fileBB(p.fromFile);
    if (p.fromRank >= 0)
        from &= rankBB(p.fromRank);
    return from;
}

// Calls legal(s) for each square s of from whose move to `to` (of that kind) is legal.
template <class Legal>
HOT_INLINE void forEachLegal(const Position& pos, Bitboard from, Square to, Move::Kind kind, Legal legal)
{
    const Square king = pos.kingSquare(pos.sideToMove());
    while (from) {
        const Square s = popLsb(from);
        if (keepsKingSafe(pos, s, to, kind, king))
            legal(s);
    }
}

// The squares of from whose move to `to` (of that kind) is legal.
Bitboard legalAmong(const Position& pos, Bitboard from, Square to, Move::Kind kind)
{
    Bitboard legal = 0;
    forEachLegal(pos, from, to, kind, [&legal](Square s) { legal |= squareBB(s); });
    return legal;
}

// The candidates p's piece, target and hints allow, each checked for legality. Nearly always
// one (the SAN's hints name it): tested on its own, the loop over several is a call.
HOT_INLINE SanMatch resolveParts(const Position& pos, const SanParts& p, Move& played)
{
    if (p.castle)
        return findCastling(pos, p.castle, played);
    Move::Kind kind = Move::Normal;
    const Bitboard from = candidateOrigins(pos, p, kind); // sets kind: before the test that reads it
    if ((kind == Move::Promotion) != (p.promotion != NoPieceType))
        return SanMatch::Illegal;
    Bitboard legal = from;
    if (moreThanOne(from))
        legal = legalAmong(pos, from, p.to, kind);
    else if (from && !keepsKingSafe(pos, lsb(from), p.to, kind, pos.kingSquare(pos.sideToMove())))
        legal = 0;
    if (!legal)
        return SanMatch::Illegal;
    if (moreThanOne(legal))
        return SanMatch::Ambiguous;
    played = Move(lsb(legal), p.to, kind, kind == Move::Promotion ? p.promotion : Knight);
    return SanMatch::Found;
}

// Splits SAN written as export format writes it ("Nbd7", "exd6", "e8=Q+", "O-O", "Qh4xe7#": at
// most one check mark, no annotation marks, dashes or other spellings) into p; false otherwise.
bool parseExportSan(std::string_view s, SanParts& p)
{
    if (!s.empty() && (s.back() == '+' || s.back() == '#'))
        s.remove_suffix(1);
    if (s == "O-O" || s == "O-O-O") {
        p.castle = s.size() == 3 ? 1 : 2;
        return true;
    }
    if (s.size() < 2)
        return false;
    const PieceType lead = pieceOfLetter(s[0]);
    if (lead != NoPieceType) {
        p.piece = lead;
        s.remove_prefix(1);
    } else if (s.size() >= 4 && s[s.size() - 2] == '=') {
        const PieceType promo = pieceOfLetter(s.back());
        if (promo == NoPieceType || promo == King)
            return false;
        p.promotion = promo;
        s.remove_suffix(2);
    }
    if (s.size() < 2)
        return false;
    const char f = s[s.size() - 2], r = s.back();
    if (f < 'a' || f > 'h' || r < '1' || r > '8')
        return false;
    p.to = makeSquare(f - 'a', r - '1');
    s.remove_suffix(2);
    p.capture = !s.empty() && s.back() == 'x';
    if (p.capture)
        s.remove_suffix(1);
    const bool file = !s.empty() && s[0] >= 'a' && s[0] <= 'h';
    const bool rank = !s.empty() && s.back() >= '1' && s.back() <= '8';
    switch (s.size()) { // what is left is the origin: a file, a rank (pieces) or a square (pieces)
    case 0: return true;
    case 1:
        if (file)
            p.fromFile = s[0] - 'a';
        else if (rank && lead != NoPieceType)
            p.fromRank = s[0] - '1';
        else
            return false;
        return true;
    case 2:
        if (!file || !rank || lead == NoPieceType)
            return false;
        p.fromFile = s[0] - 'a';
        p.fromRank = s[1] - '1';
        return true;
    default: return false;
    }
}

} // namespace

SanMatch resolveSan(const Position& pos, std::string_view san, Move& played)
{
    SanParts p;
    if (!parseParts(san, p))
        return SanMatch::Malformed;
    return resolveParts(pos, p, played);
}

// One reading of the text: the export form or nothing (the caller reads other forms its own way).
SanMatch resolveExportSan(const Position& pos, std::string_view san, Move& played)
{
    SanParts p;
    if (!parseExportSan(san, p))
        return SanMatch::Malformed;
    const SanMatch found = resolveParts(pos, p, played);
    if (found == SanMatch::Found && p.capture && pos.pieceOn(played.to()) == NoPiece
        && played.kind() != Move::EnPassant)
        return SanMatch::Illegal; // "Nxf3" to an empty square: the full reading says why
    return found;
}

// The legal origins of moves of pt to `to`; for a pawn, the capture (or e.p.) from fromFile, else the push.
Bitboard legalOriginsTo(const Position& pos, PieceType pt, Square to, int pawnCaptureFile, Move::Kind& kind)
{
    SanParts p;
    p.piece = pt;
    p.to = to;
    p.capture = pt == Pawn && pawnCaptureFile >= 0;
    p.fromFile = p.capture ? pawnCaptureFile : -1;
    kind = Move::Normal;
    const Bitboard from = candidateOrigins(pos, p, kind); // sets kind: before the call that reads it
    Bitboard legal = 0;
    forEachLegal(pos, from, to, kind, [&legal](Square s) { legal |= squareBB(s); });
    return legal;
}

} // namespace kibitz::core
