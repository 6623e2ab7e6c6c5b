// FEN semantic checks on a syntactically valid position: kings, pawns, material that
// promotions can explain, the side not to move not in check, castling rights and the e.p. square.
#include "fenvalidate.h"

#include <algorithm>

namespace kibitz::core::fenvalidate {

namespace {

using M = MessageId;

// Number of pieces of colour c and type pt.
int count(const Position& pos, Color c, PieceType pt) { return popcount(pos.pieces(c, pt)); }

// How many of colour c's pieces cannot be original ones and so must be promoted pawns.
// Bishops are counted per square colour: a side starts with one of each, and a promoted
// bishop stays on the colour it was promoted on.
int promotedPieces(const Position& pos, Color c)
{
    const Bitboard bishops = pos.pieces(c, Bishop);
    const int dark = popcount(bishops & DarkSquaresBB);
    const int light = popcount(bishops & ~DarkSquaresBB);
    return std::max(0, count(pos, c, Queen) - 1) + std::max(0, count(pos, c, Rook) - 2)
        + std::max(0, count(pos, c, Knight) - 2) + std::max(0, dark - 1) + std::max(0, light - 1);
}

// The square a double push by the opponent of `us` started from, given the e.p. square.
Square epOrigin(Color us, Square ep) { return Square(us == White ? ep + 8 : ep - 8); }

// The square the double-pushed pawn stands on, given the e.p. square.
Square epVictim(Color us, Square ep) { return Square(us == White ? ep - 8 : ep + 8); }

// Why the e.p. square cannot follow a double push in pos, or nullopt when it can.
std::optional<FenError> epProblem(const Position& pos, Square ep)
{
    const Color us = pos.sideToMove();
    const Color them = ~us;
    const Message name(squareName(ep));
    const bool white = them == White;
    auto error = [&](FenErrorCode code, Message what, Square s) {
        FenError e = makeError(code, std::move(what));
        e.square = s;
        e.color = them;
        return e;
    };
    if (relativeRank(us, ep) != 5)
        return error(FenErrorCode::EpWrongRank,
                     Message(us == White ? M::FenEpWrongRankWhite : M::FenEpWrongRankBlack, {name}), ep);
    const Square origin = epOrigin(us, ep);
    const Square victim = epVictim(us, ep);
    if (pos.pieceOn(ep) != NoPiece)
        return error(FenErrorCode::EpSquareOccupied, Message(M::FenEpOccupied, {name, describePiece(pos, ep)}), ep);
    if (pos.pieceOn(origin) != NoPiece)
        return error(FenErrorCode::EpSquareOccupied,
                     Message(white ? M::FenEpOriginOccupiedWhite : M::FenEpOriginOccupiedBlack,
                             {name, squareName(origin)}),
                     origin);
    if (pos.pieceOn(victim) != makePiece(them, Pawn))
        return error(FenErrorCode::EpNoPawn,
                     Message(white ? M::FenEpNoWhitePawn : M::FenEpNoBlackPawn, {name, squareName(victim)}), victim);
    // Before the double push the side to move was not in check (the opponent was to move).
    Position before = pos;
    before.removePiece(victim);
    before.putPiece(makePiece(them, Pawn), origin);
    if (before.attackersTo(pos.kingSquare(us), before.occupied()) & before.pieces(them))
        return error(FenErrorCode::EpInconsistentCheck,
                     Message(white ? M::FenEpCheckByWhite : M::FenEpCheckByBlack,
                             {name, squareName(origin) + squareName(victim)}),
                     ep);
    // The double push was the last move, and a pawn move resets the halfmove clock.
    if (pos.halfmoveClock() != 0) {
        FenError e = error(FenErrorCode::EpHalfmoveClock,
                           Message(M::FenEpHalfmoveClock, {name, Message::number(pos.halfmoveClock())}), ep);
        e.number = pos.halfmoveClock();
        return e;
    }
    return std::nullopt;
}

} // namespace

// "the black knight on f3".
Message describePiece(const Position& pos, Square s)
{
    const Piece p = pos.pieceOn(s);
    if (p == NoPiece)
        return Message(MessageId::NothingOnSquare, {squareName(s)});
    return Message(MessageId::PieceOnSquare, {coloredPieceMessage(colorOf(p), typeOf(p)), squareName(s)});
}

// An error with its code and message.
FenError makeError(FenErrorCode code, Message message)
{
    FenError e;
    e.code = code;
    e.message = std::move(message);
    return e;
}

// One king per side, no pawn on rank 1 or 8.
std::optional<FenError> checkKingsAndPawns(const Position& pos)
{
    for (const Color c : {White, Black}) {
        const int kings = count(pos, c, King);
        if (kings == 1)
            continue;
        FenError e = kings == 0
            ? makeError(FenErrorCode::MissingKing, Message(MessageId::FenMissingKing, {colorMessage(c)}))
            : makeError(FenErrorCode::TooManyKings,
                        Message(MessageId::FenTooManyKings, {colorMessage(c), Message::number(kings)}));
        e.color = c;
        e.number = kings;
        return e;
    }
    if (const Bitboard b = pos.pieces(Pawn) & (Rank1BB | Rank8BB)) {
        const Square s = lsb(b);
        FenError e = makeError(FenErrorCode::PawnOnBackRank,
                               Message(MessageId::FenPawnOnBackRank, {coloredPieceMessage(colorOf(pos.pieceOn(s)), Pawn),
                                                                      squareName(s), Message::number(rankOf(s) + 1)}));
        e.square = s;
        e.color = colorOf(pos.pieceOn(s));
        return e;
    }
    return std::nullopt;
}

// Per side: at most 16 pieces, at most 8 pawns, and every extra piece paid for by a missing pawn.
std::optional<FenError> checkMaterial(const Position& pos)
{
    for (const Color c : {White, Black}) {
        const int total = popcount(pos.pieces(c));
        const int pawns = count(pos, c, Pawn);
        const int promoted = promotedPieces(pos, c);
        if (total <= 16 && pawns <= 8 && promoted <= 8 - pawns)
            continue; // the usual case: no message made (a FEN tag per game of a study is checked)
        const Message side = colorMessage(c);
        FenError e = total > 16
            ? makeError(FenErrorCode::TooManyPieces, Message(MessageId::FenTooManyPieces, {side, Message::number(total)}))
            : pawns > 8 ? makeError(FenErrorCode::TooManyPawns,
                                    Message(MessageId::FenTooManyPawns, {side, Message::number(pawns)}))
                        : makeError(FenErrorCode::TooManyPieces,
                                    Message(MessageId::FenTooManyPromoted,
                                            {side, Message::number(promoted), Message::number(8 - pawns)}));
        e.color = c;
        e.number = e.code == FenErrorCode::TooManyPawns ? pawns : total;
        return e;
    }
    return std::nullopt;
}

// The side that just moved may not be in check.
std::optional<FenError> checkOpponentNotInCheck(const Position& pos)
{
    const Color them = ~pos.sideToMove();
    const Bitboard attackers = pos.attackersTo(pos.kingSquare(them), pos.occupied()) & pos.pieces(~them);
    if (!attackers)
        return std::nullopt;
    FenError e = makeError(FenErrorCode::OpponentInCheck, Message(MessageId::FenOpponentInCheck,
                                                                  {colorMessage(them), describePiece(pos, lsb(attackers))}));
    e.color = them;
    e.square = lsb(attackers);
    return e;
}

// The rook of colour c farthest from its king on that side of the back rank, or NoSquare.
Square outermostRook(const Position& pos, Color c, bool kingSide)
{
    const Bitboard backRank = rankBB(c == White ? 0 : 7);
    const Bitboard king = pos.pieces(c, King) & backRank;
    if (!king)
        return NoSquare;
    const Bitboard below = squareBB(lsb(king)) - 1;
    const Bitboard rooks = pos.pieces(c, Rook) & backRank & (kingSide ? ~below & ~king : below);
    return rooks ? (kingSide ? msb(rooks) : lsb(rooks)) : NoSquare;
}

namespace {

// What one castling letter claims: its right and rook, or the square it lacks (king or rook).
struct CastlingClaim {
    CastlingRight right = NoCastling;
    Square rook = NoSquare;
    FenErrorCode problem = FenErrorCode::Empty; // Empty: no problem
    Square missing = NoSquare;
};

// Resolves a letter with castlingLetter(): its right and rook, or what it lacks.
CastlingClaim claimOf(const Position& pos, char letter)
{
    const CastlingLetter named = castlingLetter(pos, letter);
    const Color c = letter >= 'a' ? Black : White;
    const int backRank = c == White ? 0 : 7;
    CastlingClaim claim;
    if (!named.hasKing) {
        claim.problem = FenErrorCode::CastlingNeedsKing;
        claim.missing = makeSquare(4, backRank);
        return claim;
    }
    claim.right = named.right;
    claim.rook = named.rook;
    if (!named.hasRook) {
        claim.problem = FenErrorCode::CastlingNeedsRook;
        claim.missing = named.rook;
    }
    return claim;
}

// The error (Strict) or repair note for a letter whose king or rook is missing.
FenError castlingError(const CastlingClaim& claim, char letter)
{
    const Color c = letter >= 'a' ? Black : White;
    const bool king = claim.problem == FenErrorCode::CastlingNeedsKing;
    const MessageId text = king ? (c == White ? MessageId::FenWhiteCastlingNeedsKing : MessageId::FenBlackCastlingNeedsKing)
                                : (c == White ? MessageId::FenWhiteCastlingNeedsRook : MessageId::FenBlackCastlingNeedsRook);
    FenError e = makeError(claim.problem, Message(text, {std::string(1, letter), squareName(claim.missing)}));
    e.character = letter;
    e.color = c;
    e.square = claim.missing;
    return e;
}

} // namespace

// Sets the rights the castling field names, with their rooks; Repair mode drops impossible ones.
std::optional<FenError> checkCastling(Position& pos, std::string_view field, FenMode mode,
                                      std::vector<Message>& repairs)
{
    std::uint8_t rights = NoCastling;
    bool fileLetters = false, letterKQ = false, chess960 = false;
    for (const char letter : field) {
        if (letter == '-')
            continue;
        const CastlingClaim claim = claimOf(pos, letter);
        if (claim.problem != FenErrorCode::Empty) {
            FenError e = castlingError(claim, letter);
            if (mode == FenMode::Strict)
                return e;
            repairs.push_back(Message(MessageId::RepairCastling, {e.message}));
            continue;
        }
        if (rights & claim.right) {
            FenError e = makeError(FenErrorCode::CastlingDuplicate,
                                   Message(MessageId::FenCastlingSameSide, {std::string(1, letter)}));
            e.character = letter;
            e.text = std::string(field.substr(0, 64));
            return e;
        }
        const bool byFile = letter != 'K' && letter != 'Q' && letter != 'k' && letter != 'q';
        fileLetters |= byFile;
        letterKQ |= !byFile;
        const CastlingHome& home = CastlingHomes[castlingIndex(claim.right)];
        chess960 |= byFile || claim.rook != home.rookSquare || pos.kingSquare(home.color) != home.kingSquare;
        rights |= claim.right;
        pos.setCastlingRook(claim.right, claim.rook);
    }
    pos.setCastlingRights(rights);
    pos.setChess960(chess960);
    pos.setShredderFen(fileLetters && !letterKQ);
    return std::nullopt;
}

// The e.p. square must follow a possible double push; Repair mode drops it instead.
std::optional<FenError> checkEnPassant(Position& pos, FenMode mode, std::vector<Message>& repairs)
{
    const Square ep = pos.epSquare();
    if (ep == NoSquare)
        return std::nullopt;
    auto err = epProblem(pos, ep);
    if (!err || mode == FenMode::Strict)
        return err;
    repairs.push_back(Message(MessageId::RepairEpSquare, {err->message}));
    pos.setEpSquare(NoSquare);
    return std::nullopt;
}

} // namespace kibitz::core::fenvalidate
