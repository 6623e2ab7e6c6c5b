// FEN import: splitting into fields and the syntax of each field; the semantic checks
// (kings, material, castling, e.p., checks) live in fenvalidate.cpp. Export is fenwrite.cpp.
#include "fen.h"

#include "fenvalidate.h"

#include <climits>
#include <cstdint>
#include <cstdio>

namespace kibitz::core {

namespace {

using fenvalidate::makeError;
using M = MessageId;

// White space between fields: any ASCII blank, so tabs and stray newlines are tolerated ('\t',
// '\n', '\v', '\f' and '\r' are the codes 9 to 13).
bool isBlank(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// Quotes a field for a message: non-printable bytes escaped, long fields shortened.
std::string quoted(std::string_view text)
{
    constexpr std::size_t Shown = 24;
    std::string out = "'";
    for (std::size_t i = 0; i < text.size() && i < Shown; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7f) {
            out += char(c);
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
        }
    }
    if (text.size() > Shown)
        out += "...";
    return out + "'";
}

// The FEN fields: the first six are kept, all are counted.
struct Fields {
    std::string_view field[6];
    std::size_t count = 0;
};

// Splits text at runs of white space.
Fields splitFields(std::string_view text)
{
    Fields f;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isBlank(text[i]))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && !isBlank(text[i]))
            ++i;
        if (i > start) {
            if (f.count < 6)
                f.field[f.count] = text.substr(start, i - start);
            ++f.count;
        }
    }
    return f;
}

// Clamps a count into FenError::number.
int clampCount(std::size_t n) { return n > std::size_t(INT_MAX) ? INT_MAX : int(n); }

// An error about one character of a rank.
FenError rankCharError(FenErrorCode code, int rank, char c, Message what)
{
    FenError e = makeError(code, std::move(what));
    e.rank = rank;
    e.character = c;
    return e;
}

// The error of a rank (rankIndex 0 is rank 1) that holds squares squares instead of 8.
FenError rankLengthError(int rankIndex, std::size_t squares)
{
    const int rank = rankIndex + 1;
    FenError e = makeError(FenErrorCode::RankLength,
                           squares == 1 ? Message(M::FenRankLengthOne, {Message::number(rank)})
                                        : Message(M::FenRankLength, {Message::number(rank), Message::number(squares)}));
    e.rank = rank;
    e.number = clampCount(squares);
    return e;
}

// Parses the piece placement field (rank 8 first) onto the empty pos: one pass over the field, the
// ranks' problems named in the order they are met (a rank's characters, then its length). A FEN
// tag per game of a study reads one; a call per rank cost more than its characters.
std::optional<FenError> parsePlacement(std::string_view field, Position& pos)
{
    std::size_t ranks = 1;
    for (const char c : field)
        ranks += c == '/';
    if (ranks != 8) {
        FenError e = makeError(FenErrorCode::RankCount, ranks == 1 ? Message(M::FenRankCountOne)
                                                                   : Message(M::FenRankCount, {Message::number(ranks)}));
        e.number = clampCount(ranks);
        return e;
    }
    int rankIndex = 7;
    std::size_t squares = 0;
    bool lastWasDigit = false;
    for (const char c : field) {
        const int rank = rankIndex + 1;
        if (c == '/') {
            if (squares != 8)
                return rankLengthError(rankIndex, squares);
            --rankIndex;
            squares = 0;
            lastWasDigit = false;
            continue;
        }
        if (c >= '1' && c <= '8') {
            if (lastWasDigit)
                return rankCharError(FenErrorCode::ConsecutiveDigits, rank, c,
                                     Message(M::FenConsecutiveDigits, {Message::number(rank)}));
            squares += std::size_t(c - '0');
            lastWasDigit = true;
            continue;
        }
        if (c == '0' || c == '9')
            return rankCharError(FenErrorCode::InvalidDigit, rank, c,
                                 Message(M::FenInvalidDigit, {Message::number(rank), std::string(1, c)}));
        lastWasDigit = false;
        const Piece p = pieceFromChar(c);
        if (p == NoPiece)
            return rankCharError(FenErrorCode::UnknownPiece, rank, c,
                                 Message(M::FenUnknownPiece, {Message::number(rank), quoted(std::string_view(&c, 1))}));
        if (squares < 8)
            pos.putPiece(p, makeSquare(int(squares), rankIndex));
        ++squares;
    }
    if (squares != 8)
        return rankLengthError(rankIndex, squares);
    return std::nullopt;
}

// Parses the side to move: exactly "w" or "b".
std::optional<FenError> parseSide(std::string_view field, Position& pos)
{
    if (field == "w" || field == "b") {
        pos.setSideToMove(field == "w" ? White : Black);
        return std::nullopt;
    }
    FenError e = makeError(FenErrorCode::SideToMove, Message(M::FenSideToMove, {quoted(field)}));
    e.text = std::string(field.substr(0, 64));
    return e;
}

// Checks the castling field's syntax: "-", or letters each at most once: K Q k q (X-FEN: the
// outermost rook) or files A-H / a-h (Shredder-FEN, or X-FEN's inner rook). Which rooks they
// name is decided with the kings (fenvalidate::checkCastling).
std::optional<FenError> parseCastling(std::string_view field)
{
    if (field == "-")
        return std::nullopt;
    std::uint64_t seen = 0; // a bit per letter met ('A'..'z'): no string per FEN
    for (const char c : field) {
        const char up = c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c;
        if (up != 'K' && up != 'Q' && (up < 'A' || up > 'H')) {
            FenError e = makeError(FenErrorCode::CastlingSyntax,
                                   Message(M::FenCastlingSyntax, {quoted(field), quoted(std::string_view(&c, 1))}));
            e.character = c;
            e.text = std::string(field.substr(0, 64));
            return e;
        }
        const std::uint64_t bit = std::uint64_t(1) << (c - 'A'); // letters only here: 'A'..'z'
        if (seen & bit) {
            FenError e = makeError(FenErrorCode::CastlingDuplicate, Message(M::FenCastlingTwice, {std::string(1, c)}));
            e.character = c;
            e.text = std::string(field.substr(0, 64));
            return e;
        }
        seen |= bit;
    }
    return std::nullopt;
}

// Parses the e.p. field: "-" or a square (its plausibility is checked later).
std::optional<FenError> parseEpField(std::string_view field, Position& pos)
{
    if (field == "-") {
        pos.setEpSquare(NoSquare);
        return std::nullopt;
    }
    const Square s = field.size() == 2 && field[0] >= 'a' && field[0] <= 'h' && field[1] >= '1' && field[1] <= '8'
        ? makeSquare(field[0] - 'a', field[1] - '1')
        : NoSquare;
    if (s == NoSquare) {
        FenError e = makeError(FenErrorCode::EpSyntax, Message(M::FenEpSyntax, {quoted(field)}));
        e.text = std::string(field.substr(0, 64));
        return e;
    }
    pos.setEpSquare(s);
    return std::nullopt;
}

// The texts of one counter's problems.
struct CounterTexts {
    MessageId notNumber, negative, tooLarge, tooSmall;
};
constexpr CounterTexts HalfmoveTexts{M::FenHalfmoveNotNumber, M::FenHalfmoveNegative, M::FenHalfmoveTooLarge,
                                     M::FenHalfmoveNegative};
constexpr CounterTexts FullmoveTexts{M::FenFullmoveNotNumber, M::FenFullmoveNegative, M::FenFullmoveTooLarge,
                                     M::FenFullmoveTooSmall};

// A counter's error (built only when there is one: a FEN tag per game of a study reads two counters).
FenError counterError(FenErrorCode code, std::string_view field, Message message)
{
    FenError e = makeError(code, std::move(message));
    e.text = std::string(field.substr(0, 64));
    return e;
}

// Reads a decimal counter in [minimum, maximum] without overflowing; an error otherwise.
std::optional<FenError> parseCounter(std::string_view field, const CounterTexts& texts, FenErrorCode code, int minimum,
                                     int maximum, int& value)
{
    const bool negative = field.size() > 1 && field[0] == '-';
    long long n = 0;
    for (std::size_t i = negative ? 1 : 0; i < field.size(); ++i) {
        if (field[i] < '0' || field[i] > '9')
            return counterError(code, field, Message(texts.notNumber, {quoted(field)}));
        if (n <= maximum)
            n = n * 10 + (field[i] - '0');
    }
    if (negative)
        return counterError(code, field, Message(texts.negative, {quoted(field)}));
    if (n > maximum)
        return counterError(code, field, Message(texts.tooLarge, {quoted(field), Message::number(maximum)}));
    if (n < minimum)
        return counterError(code, field, Message(texts.tooSmall, {Message::number(minimum), quoted(field)}));
    value = int(n);
    return std::nullopt;
}

// Parses both counters; in Repair mode a fullmove number of 0 (a common slip) becomes 1.
std::optional<FenError> parseCounters(const Fields& f, Position& pos, FenMode mode, std::vector<Message>& repairs)
{
    int halfmove = 0;
    int fullmove = 1;
    if (f.count == 6) {
        if (auto err =
                parseCounter(f.field[4], HalfmoveTexts, FenErrorCode::HalfmoveClock, 0, MaxHalfmoveClock, halfmove))
            return err;
        if (mode == FenMode::Repair && f.field[5].find_first_not_of('0') == std::string_view::npos) {
            repairs.push_back(Message(M::RepairFullmoveNumber, {quoted(f.field[5])}));
        } else if (auto err = parseCounter(f.field[5], FullmoveTexts, FenErrorCode::FullmoveNumber, 1,
                                           MaxFullmoveNumber, fullmove)) {
            return err;
        }
    }
    pos.setHalfmoveClock(halfmove);
    pos.setFullmoveNumber(fullmove);
    return std::nullopt;
}

// Parses the fields into pos, syntax only.
std::optional<FenError> parseFields(const Fields& f, Position& pos, FenMode mode, std::vector<Message>& repairs)
{
    if (auto err = parsePlacement(f.field[0], pos))
        return err;
    if (auto err = parseSide(f.field[1], pos))
        return err;
    if (auto err = parseCastling(f.field[2]))
        return err;
    if (auto err = parseEpField(f.field[3], pos))
        return err;
    return parseCounters(f, pos, mode, repairs);
}

// Runs the semantic checks in the order that gives the most useful first message.
std::optional<FenError> validate(Position& pos, std::string_view castling, FenMode mode,
                                 std::vector<Message>& repairs)
{
    if (auto err = fenvalidate::checkKingsAndPawns(pos))
        return err;
    if (auto err = fenvalidate::checkMaterial(pos))
        return err;
    if (auto err = fenvalidate::checkOpponentNotInCheck(pos))
        return err;
    if (auto err = fenvalidate::checkCastling(pos, castling, mode, repairs))
        return err;
    if (auto err = fenvalidate::checkEnPassant(pos, mode, repairs))
        return err;
    return fenvalidate::checkChecks(pos);
}

} // namespace

// Parses text into out; out and repairs stay unchanged on error.
std::optional<FenError> parseFen(std::string_view text, Position& out, FenMode mode, std::vector<Message>* repairs)
{
    const Fields f = splitFields(text);
    if (f.count == 0)
        return makeError(FenErrorCode::Empty, Message(M::FenEmpty));
    if (f.count != 4 && f.count != 6) {
        FenError e = makeError(FenErrorCode::FieldCount, f.count == 1
                                   ? Message(M::FenFieldCountOne)
                                   : Message(M::FenFieldCount, {Message::number(clampCount(f.count))}));
        e.number = clampCount(f.count);
        return e;
    }
    Position pos;
    std::vector<Message> notes;
    if (auto err = parseFields(f, pos, mode, notes))
        return err;
    if (auto err = validate(pos, f.field[2], mode, notes))
        return err;
    pos.finishSetup();
    out = pos;
    if (repairs)
        repairs->insert(repairs->end(), notes.begin(), notes.end());
    return std::nullopt;
}

CastlingLetter castlingLetter(const Position& pos, char letter)
{
    const Color c = letter >= 'a' ? Black : White;
    const char up = c == Black ? char(letter - 'a' + 'A') : letter;
    const int backRank = c == White ? 0 : 7;
    const Bitboard king = pos.pieces(c, King) & rankBB(backRank);
    const int kingFile = king ? fileOf(lsb(king)) : 4;
    const bool byFile = up != 'K' && up != 'Q';
    const bool kingSide = byFile ? up - 'A' > kingFile : up == 'K';
    CastlingLetter named;
    named.right = castlingRight(c, kingSide);
    named.hasKing = king != 0;
    named.rook = byFile ? makeSquare(up - 'A', backRank) : fenvalidate::outermostRook(pos, c, kingSide);
    if (named.rook == NoSquare)
        named.rook = makeSquare(kingSide ? 7 : 0, backRank);
    named.hasRook = named.hasKing && pos.pieceOn(named.rook) == makePiece(c, Rook) && fileOf(named.rook) != kingFile;
    return named;
}

} // namespace kibitz::core
