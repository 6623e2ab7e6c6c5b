// SAN writing with minimal disambiguation, and tolerant SAN/UCI parsing with errors that say why.
#include "san.h"

#include "movegen.h"
#include "sanmatch.h"
#include "sanread.h"
#include "uci.h"

namespace kibitz::core {

namespace {

using M = MessageId;
using sanread::Pattern;

constexpr const char* PieceLetters = "PNBRQK";
constexpr std::size_t MaxInputLength = 40;

// Character classes of square names.
bool isFileChar(char c) { return c >= 'a' && c <= 'h'; }
bool isRankChar(char c) { return c >= '1' && c <= '8'; }

// True when m takes a piece (e.p. included).
bool isCapture(const Position& pos, Move m)
{
    return m.kind() == Move::EnPassant || (m.kind() != Move::Castling && pos.pieceOn(m.to()) != NoPiece);
}

// "+" when the move that led to `after` gives check, "#" when it mates, else "".
const char* checkSuffix(const Position& after)
{
    if (!after.inCheck())
        return "";
    return hasLegalMove(after) ? "+" : "#";
}

// The other squares from which a piece of m's kind has a legal move to m's target.
Bitboard rivalsOf(const Position& pos, Move m)
{
    const PieceType pt = typeOf(pos.pieceOn(m.from()));
    if (m.kind() == Move::Castling || pt == Pawn)
        return 0;
    Move::Kind kind;
    return legalOriginsTo(pos, pt, m.to(), -1, kind) & ~squareBB(m.from());
}

// SAN of m, legal in pos, with the from-square part that its rivals (rivalsOf) make necessary
// and the check mark of `after`, the position m leads to.
std::string sanOf(const Position& pos, Move m, Bitboard rivals, const Position& after)
{
    char san[16]; // written in place: appending to a string char by char cost more than the rest
    int n = 0;
    auto put = [&san, &n](char c) { san[n++] = c; };
    if (m.kind() == Move::Castling) {
        for (const char* c = castlesKingSide(m) ? "O-O" : "O-O-O"; *c; ++c)
            put(*c);
    } else {
        const PieceType pt = typeOf(pos.pieceOn(m.from()));
        const bool capture = isCapture(pos, m);
        if (pt == Pawn) {
            if (capture)
                put(char('a' + fileOf(m.from())));
        } else {
            put(PieceLetters[pt]);
            const bool sameFile = rivals & fileBB(fileOf(m.from())), sameRank = rivals & rankBB(rankOf(m.from()));
            if (rivals && (!sameFile || sameRank))
                put(char('a' + fileOf(m.from())));
            if (sameFile)
                put(char('1' + rankOf(m.from())));
        }
        if (capture)
            put('x');
        put(char('a' + fileOf(m.to())));
        put(char('1' + rankOf(m.to())));
        if (m.kind() == Move::Promotion) {
            put('=');
            put(PieceLetters[m.promotion()]);
        }
    }
    for (const char* c = checkSuffix(after); *c; ++c)
        put(*c);
    return std::string(san, std::size_t(n));
}

// SAN of m, which must be legal in pos.
std::string sanOf(const Position& pos, Move m)
{
    Position after = pos;
    UndoInfo u;
    after.makeMove(m, u);
    return sanOf(pos, m, rivalsOf(pos, m), after);
}

// The input as it appears in messages: control bytes escaped, long texts cut.
std::string shown(std::string_view text)
{
    static const char* hex = "0123456789abcdef";
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < MaxInputLength; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        out += c < 0x20 || c == 0x7f ? std::string("\\x") + hex[c >> 4] + hex[c & 15] : std::string(1, char(c));
    }
    return text.size() > MaxInputLength ? out + "..." : out;
}

// Trims white space, turns figurines into letters and drops trailing annotations.
std::string normalise(std::string_view text)
{
    std::string s;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        // U+2654..U+265F (chess symbols) are E2 99 94..9F in UTF-8: white then black K Q R B N P.
        if (c == 0xE2 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x99) {
            const int k = static_cast<unsigned char>(text[i + 2]) - 0x94;
            if (k >= 0 && k < 12) {
                s += "KQRBNP"[k % 6];
                i += 2;
                continue;
            }
        }
        s += char(c);
    }
    auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    for (bool again = true; again && !s.empty();) {
        again = false;
        while (!s.empty() && isSpace(s.back()))
            s.pop_back();
        while (!s.empty() && std::string_view("+#!?").find(s.back()) != std::string_view::npos) {
            s.pop_back();
            again = true;
        }
        if (s.size() >= 4 && s.compare(s.size() - 4, 4, "e.p.") == 0) {
            s.resize(s.size() - 4);
            again = true;
        }
    }
    std::size_t start = 0;
    while (start < s.size() && isSpace(s[start]))
        ++start;
    return s.substr(start);
}

// Piece type for a leading piece letter ("N", also lower-case n r q k p); NoPieceType if none.
PieceType leadingPiece(char c)
{
    for (int pt = Pawn; pt <= King; ++pt)
        if (c == PieceLetters[pt] || (c != 'b' && c == PieceLetters[pt] - 'A' + 'a'))
            return PieceType(pt);
    return NoPieceType;
}

// Reads the promotion suffix ("=Q", "Q", "q") ending at end; moves end before it. Error or empty.
Message readPromotion(const std::string& s, std::size_t begin, std::size_t& end, Pattern& p)
{
    const char last = s[end - 1];
    if (last == '=')
        return Message(M::SanNeedPromotionAfterEquals);
    const bool afterEq = end - begin >= 2 && s[end - 2] == '=';
    const bool afterRank = end - begin >= 3 && isRankChar(s[end - 2]);
    const bool letter = (last >= 'a' && last <= 'z') || (last >= 'A' && last <= 'Z');
    if (!letter || !(afterEq || afterRank))
        return {};
    const PieceType pt = leadingPiece(last == 'b' ? 'B' : last);
    if (pt == Pawn || pt == King)
        return Message(pt == Pawn ? M::SanPromoteToPawn : M::SanPromoteToKing);
    if (pt == NoPieceType)
        return Message(M::SanUnknownPromotion, {std::string(1, last)});
    p.promo = pt;
    end -= afterEq ? 2 : 1;
    return {};
}

// Splits normalised text into a Pattern; returns why it is malformed, or empty when it is fine.
Message readPattern(const std::string& s, Pattern& p)
{
    std::string castle = s;
    for (char& c : castle)
        if (c == '0' || c == 'o')
            c = 'O';
    if (castle == "O-O" || castle == "O-O-O") {
        p.castle = true;
        p.castleLong = castle.size() == 5;
        return {};
    }
    std::size_t begin = 0, end = s.size();
    const PieceType lead = leadingPiece(s[0]);
    if (lead != NoPieceType) {
        p.piece = lead;
        begin = 1;
    } else if (s[0] == 'O') {
        return Message(M::SanCastlingSyntax);
    } else if (s[0] >= 'A' && s[0] <= 'Z') {
        return Message(M::SanUnknownPieceLetter, {std::string(1, s[0])});
    }
    if (end > begin) {
        Message err = readPromotion(s, begin, end, p);
        if (!err.empty())
            return err;
    }
    if (end - begin < 2 || !isFileChar(s[end - 2]) || !isRankChar(s[end - 1]))
        return Message(M::SanNoDestination);
    p.to = makeSquare(s[end - 2] - 'a', s[end - 1] - '1');
    std::size_t mid = end - 2;
    if (mid > begin && (s[mid - 1] == 'x' || s[mid - 1] == ':')) {
        p.capture = true;
        --mid;
    } else if (mid == begin + 3 && s[mid - 1] == '-') {
        --mid; // long algebraic "e2-e4", "Ng1-f3"
    }
    const std::size_t len = mid - begin;
    for (std::size_t i = begin; i < mid; ++i)
        if (!isFileChar(s[i]) && !isRankChar(s[i]))
            return Message(M::UnexpectedCharacter, {shown(s.substr(i, 1))});
    if (len > 2)
        return Message(M::SanTooManyCharacters);
    if (len == 2 && !(isFileChar(s[begin]) && isRankChar(s[begin + 1])))
        return Message(M::SanNotASquare, {s.substr(begin, 2)});
    if (len >= 1 && isFileChar(s[begin]))
        p.fromFile = s[begin] - 'a';
    if (len >= 1 && isRankChar(s[mid - 1]))
        p.fromRank = s[mid - 1] - '1';
    if (lead == NoPieceType && len == 2)
        p.anyPiece = true; // "e2e4", "e7xd8q": from-square and to-square
    else if (lead == NoPieceType && p.fromRank >= 0)
        return Message(M::SanPawnRank);
    return {};
}

// True when m is the move (ignoring promotion and capture marks) that p describes.
bool matchesSquares(const Position& pos, const Pattern& p, Move m)
{
    if (p.castle)
        return m.kind() == Move::Castling && castlesKingSide(m) != p.castleLong;
    if (m.kind() == Move::Castling) // only "e1g1" or "e1h1" (Chess960) names castling by squares
        return p.anyPiece && uciNamesCastling(pos, m, makeSquare(p.fromFile, p.fromRank), p.to);
    if (m.to() != p.to)
        return false;
    if (!p.anyPiece && typeOf(pos.pieceOn(m.from())) != p.piece)
        return false;
    return (p.fromFile < 0 || fileOf(m.from()) == p.fromFile) && (p.fromRank < 0 || rankOf(m.from()) == p.fromRank);
}

// Builds an error with the given code and message.
SanError makeError(SanErrorCode code, std::string_view text, Message message)
{
    return SanError{code, std::move(message), std::string(text), {}};
}

// "Nf6 is not a legal move: ..." for text as the error shows it.
Message illegal(const std::string& shownText, Message why) { return Message(M::SanIllegal, {shownText, std::move(why)}); }

// Narrows the candidates by promotion piece and capture mark; returns an error when none is left.
std::optional<SanError> narrow(const Position& pos, const Pattern& p, std::string_view text, MoveList& cands)
{
    const std::string name = shown(text);
    MoveList kept;
    for (Move m : cands)
        if (m.kind() == Move::Promotion ? m.promotion() == p.promo : p.promo == NoPieceType)
            kept.push(m);
    if (kept.empty() && p.promo == NoPieceType)
        return makeError(SanErrorCode::Illegal, text, illegal(name, Message(M::SanPromotionNeeded)));
    if (kept.empty())
        return makeError(SanErrorCode::Illegal, text, illegal(name, Message(M::SanOnlyPawnsPromote)));
    cands.clear();
    for (Move m : kept)
        if (!p.capture || isCapture(pos, m))
            cands.push(m);
    if (cands.empty())
        return makeError(SanErrorCode::Illegal, text, illegal(name, Message(M::SanNothingToCapture, {squareName(p.to)})));
    return std::nullopt;
}

// SAN of legal move m in pos ("" when it is not), after: pos with m played, or null. Legality and
// disambiguation are found as SAN reading finds them (sanmatch.h), without the list of every
// legal move; castling as the generator decides that one move (movegen.h).
std::string sanIfLegal(const Position& pos, Move m, const Position* after)
{
    Bitboard rivals = 0;
    if (m.kind() == Move::Castling) {
        if (m != legalCastling(pos, castlesKingSide(m)))
            return {};
    } else {
        const Piece pc = pos.pieceOn(m.from());
        if (pc == NoPiece || colorOf(pc) != pos.sideToMove())
            return {};
        const PieceType pt = typeOf(pc);
        const int captureFile = pt == Pawn && fileOf(m.from()) != fileOf(m.to()) ? fileOf(m.from()) : -1;
        Move::Kind kind;
        const Bitboard from = legalOriginsTo(pos, pt, m.to(), captureFile, kind);
        if (!(from & squareBB(m.from()))
            || m != Move(m.from(), m.to(), kind, kind == Move::Promotion ? m.promotion() : Knight))
            return {};
        rivals = pt == Pawn ? 0 : from & ~squareBB(m.from());
    }
    if (after)
        return sanOf(pos, m, rivals, *after);
    Position next = pos;
    UndoInfo u;
    next.makeMove(m, u);
    return sanOf(pos, m, rivals, next);
}

// The full reading of text: every form parseSan accepts, and why a text is refused. Kept out of
// parseSan's usual path, the export form read once.
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
std::optional<SanError> readAnySan(const Position& pos, std::string_view text, Move& out)
{
    const std::string s = normalise(text);
    if (s.empty())
        return makeError(SanErrorCode::Empty, text, Message(M::SanEmpty));
    if (s.size() > MaxInputLength)
        return makeError(SanErrorCode::Malformed, text, Message(M::SanTooLong, {shown(s)}));
    Pattern p;
    Message why = readPattern(s, p);
    if (!why.empty())
        return makeError(SanErrorCode::Malformed, text, Message(M::SanMalformed, {shown(s), std::move(why)}));
    MoveList legal, cands;
    generateLegalMoves(pos, legal);
    for (Move m : legal)
        if (matchesSquares(pos, p, m))
            cands.push(m);
    if (cands.empty())
        return makeError(SanErrorCode::Illegal, text, illegal(shown(s), sanread::whyIllegal(pos, p)));
    if (auto err = narrow(pos, p, s, cands)) {
        err->text = std::string(text);
        return err;
    }
    if (cands.size() > 1) {
        SanError e = makeError(SanErrorCode::Ambiguous, text, {});
        std::string list;
        for (Move m : cands) {
            e.candidates.push_back(sanOf(pos, m));
            list += (e.candidates.size() > 1 ? ", " : "") + e.candidates.back();
        }
        e.message = Message(M::SanAmbiguous, {shown(s), list});
        return e;
    }
    out = cands[0];
    return std::nullopt;
}

} // namespace

std::string toSan(const Position& pos, Move m) { return sanIfLegal(pos, m, nullptr); }

std::string toSan(const Position& pos, Move m, const Position& after) { return sanIfLegal(pos, m, &after); }

// The move named by text in pos (SAN, its common variants, or UCI); out unchanged on error.
std::optional<SanError> parseSan(const Position& pos, std::string_view text, Move& out)
{
    Move fast;
    if (resolveExportSan(pos, text, fast) == SanMatch::Found) { // most text: read once, no list of moves
        out = fast;
        return std::nullopt;
    }
    return readAnySan(pos, text, out);
}

// SAN with figurines instead of piece letters (UTF-8).
std::string toFigurine(const std::string& san)
{
    static const char* const figurines[] = {"\u2658", "\u2657", "\u2656", "\u2655", "\u2654"};
    std::string out;
    for (char c : san) {
        const auto k = std::string_view("NBRQK").find(c);
        out += k == std::string_view::npos ? std::string(1, c) : figurines[k];
    }
    return out;
}

} // namespace kibitz::core
