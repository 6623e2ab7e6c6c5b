// The table of error texts: each id once, its English source text with placeholders. lupdate reads
// the QT_TRANSLATE_NOOP markers (defined here as the text itself: the core has no Qt).
#include "messages.h"

#include <algorithm>
#include <iterator>

#define QT_TRANSLATE_NOOP(context, text) text

namespace kibitz::core {

namespace {

struct Entry {
    MessageId id;
    const char* source;
};

constexpr Entry Table[] = {
    {MessageId::Literal, ""},
    {MessageId::ColorWhite, QT_TRANSLATE_NOOP("ErrorText", "white")},
    {MessageId::ColorBlack, QT_TRANSLATE_NOOP("ErrorText", "black")},
    {MessageId::PiecePawn, QT_TRANSLATE_NOOP("ErrorText", "pawn")},
    {MessageId::PieceKnight, QT_TRANSLATE_NOOP("ErrorText", "knight")},
    {MessageId::PieceBishop, QT_TRANSLATE_NOOP("ErrorText", "bishop")},
    {MessageId::PieceRook, QT_TRANSLATE_NOOP("ErrorText", "rook")},
    {MessageId::PieceQueen, QT_TRANSLATE_NOOP("ErrorText", "queen")},
    {MessageId::PieceKing, QT_TRANSLATE_NOOP("ErrorText", "king")},
    {MessageId::WhitePawn, QT_TRANSLATE_NOOP("ErrorText", "white pawn")},
    {MessageId::WhiteKnight, QT_TRANSLATE_NOOP("ErrorText", "white knight")},
    {MessageId::WhiteBishop, QT_TRANSLATE_NOOP("ErrorText", "white bishop")},
    {MessageId::WhiteRook, QT_TRANSLATE_NOOP("ErrorText", "white rook")},
    {MessageId::WhiteQueen, QT_TRANSLATE_NOOP("ErrorText", "white queen")},
    {MessageId::WhiteKing, QT_TRANSLATE_NOOP("ErrorText", "white king")},
    {MessageId::BlackPawn, QT_TRANSLATE_NOOP("ErrorText", "black pawn")},
    {MessageId::BlackKnight, QT_TRANSLATE_NOOP("ErrorText", "black knight")},
    {MessageId::BlackBishop, QT_TRANSLATE_NOOP("ErrorText", "black bishop")},
    {MessageId::BlackRook, QT_TRANSLATE_NOOP("ErrorText", "black rook")},
    {MessageId::BlackQueen, QT_TRANSLATE_NOOP("ErrorText", "black queen")},
    {MessageId::BlackKing, QT_TRANSLATE_NOOP("ErrorText", "black king")},
    {MessageId::PieceOnSquare, QT_TRANSLATE_NOOP("ErrorText", "the %1 on %2")},
    {MessageId::NothingOnSquare, QT_TRANSLATE_NOOP("ErrorText", "nothing on %1")},
    {MessageId::ListAnd, QT_TRANSLATE_NOOP("ErrorText", "%1 and %2")},
    {MessageId::ListComma, QT_TRANSLATE_NOOP("ErrorText", "%1, %2")},

    {MessageId::FenEmpty, QT_TRANSLATE_NOOP("ErrorText", "the FEN is empty")},
    {MessageId::FenFieldCount,
     QT_TRANSLATE_NOOP("ErrorText", "the FEN has %1 fields instead of 6 (or 4 without the move counters)")},
    {MessageId::FenFieldCountOne,
     QT_TRANSLATE_NOOP("ErrorText", "the FEN has 1 field instead of 6 (or 4 without the move counters)")},
    {MessageId::FenRankCount,
     QT_TRANSLATE_NOOP("ErrorText", "the board has %1 ranks instead of 8 (ranks are separated by '/')")},
    {MessageId::FenRankCountOne,
     QT_TRANSLATE_NOOP("ErrorText", "the board has 1 rank instead of 8 (ranks are separated by '/')")},
    {MessageId::FenRankLength, QT_TRANSLATE_NOOP("ErrorText", "rank %1 has %2 squares instead of 8")},
    {MessageId::FenRankLengthOne, QT_TRANSLATE_NOOP("ErrorText", "rank %1 has 1 square instead of 8")},
    {MessageId::FenInvalidDigit,
     QT_TRANSLATE_NOOP("ErrorText", "rank %1 has the digit %2; empty squares are counted 1 to 8")},
    {MessageId::FenConsecutiveDigits,
     QT_TRANSLATE_NOOP("ErrorText", "rank %1 has two digits in a row; empty squares must be counted with one digit")},
    {MessageId::FenUnknownPiece,
     QT_TRANSLATE_NOOP("ErrorText",
                       "rank %1 has an unknown piece letter %2; use PNBRQK for white and pnbrqk for black")},
    {MessageId::FenSideToMove, QT_TRANSLATE_NOOP("ErrorText", "the side to move is %1; it must be 'w' or 'b'")},
    {MessageId::FenCastlingSyntax,
     QT_TRANSLATE_NOOP("ErrorText", "the castling field %1 contains %2; only K, Q, k, q, rook files (A-H, a-h) or "
                                    "a single '-' are allowed")},
    {MessageId::FenCastlingTwice, QT_TRANSLATE_NOOP("ErrorText", "castling right %1 appears twice")},
    {MessageId::FenCastlingSameSide,
     QT_TRANSLATE_NOOP("ErrorText", "castling right %1 names a side that already has a right")},
    {MessageId::FenEpSyntax,
     QT_TRANSLATE_NOOP("ErrorText", "the en passant field %1 is neither '-' nor a square such as e3 or e6")},
    {MessageId::FenHalfmoveNotNumber, QT_TRANSLATE_NOOP("ErrorText", "the halfmove clock %1 is not a number")},
    {MessageId::FenHalfmoveNegative, QT_TRANSLATE_NOOP("ErrorText", "the halfmove clock %1 is negative")},
    {MessageId::FenHalfmoveTooLarge, QT_TRANSLATE_NOOP("ErrorText", "the halfmove clock %1 is too large (at most %2)")},
    {MessageId::FenFullmoveNotNumber, QT_TRANSLATE_NOOP("ErrorText", "the fullmove number %1 is not a number")},
    {MessageId::FenFullmoveNegative, QT_TRANSLATE_NOOP("ErrorText", "the fullmove number %1 is negative")},
    {MessageId::FenFullmoveTooLarge,
     QT_TRANSLATE_NOOP("ErrorText", "the fullmove number %1 is too large (at most %2)")},
    {MessageId::FenFullmoveTooSmall, QT_TRANSLATE_NOOP("ErrorText", "the fullmove number must be at least %1, not %2")},
    {MessageId::FenMissingKing, QT_TRANSLATE_NOOP("ErrorText", "%1 has no king")},
    {MessageId::FenTooManyKings, QT_TRANSLATE_NOOP("ErrorText", "%1 has %2 kings")},
    {MessageId::FenPawnOnBackRank, QT_TRANSLATE_NOOP("ErrorText", "%1 on %2: pawns cannot stand on rank %3")},
    {MessageId::FenTooManyPieces, QT_TRANSLATE_NOOP("ErrorText", "%1 has %2 pieces; at most 16 are possible")},
    {MessageId::FenTooManyPawns, QT_TRANSLATE_NOOP("ErrorText", "%1 has %2 pawns; at most 8 are possible")},
    {MessageId::FenTooManyPromoted,
     QT_TRANSLATE_NOOP("ErrorText", "%1 has more pieces beyond the initial set than missing pawns could have become: "
                                    "%2 extra, %3 missing")},
    {MessageId::FenOpponentInCheck, QT_TRANSLATE_NOOP("ErrorText", "the side not to move (%1) is in check from %2")},
    {MessageId::FenTooManyCheckers,
     QT_TRANSLATE_NOOP("ErrorText",
                       "%1 is in check from %2 pieces (%3); no move can give more than a double check")},
    {MessageId::FenCheckOnOneLine,
     QT_TRANSLATE_NOOP("ErrorText", "%1 is in check from both sides along one line (%2); no single move can give that")},
    {MessageId::FenImpossibleCheck,
     QT_TRANSLATE_NOOP("ErrorText", "%1 is in check from %2, which no single move could have given")},
    {MessageId::FenImpossibleDoubleCheck,
     QT_TRANSLATE_NOOP("ErrorText", "%1 is in double check from %2, which no single move could have given")},
    {MessageId::FenWhiteCastlingNeedsKing,
     QT_TRANSLATE_NOOP("ErrorText", "castling right %1 needs the white king on %2")},
    {MessageId::FenBlackCastlingNeedsKing,
     QT_TRANSLATE_NOOP("ErrorText", "castling right %1 needs the black king on %2")},
    {MessageId::FenWhiteCastlingNeedsRook, QT_TRANSLATE_NOOP("ErrorText", "castling right %1 needs a white rook on %2")},
    {MessageId::FenBlackCastlingNeedsRook, QT_TRANSLATE_NOOP("ErrorText", "castling right %1 needs a black rook on %2")},
    {MessageId::FenEpWrongRankWhite,
     QT_TRANSLATE_NOOP("ErrorText", "en passant square %1 is on the wrong rank: with white to move it must be on rank 6")},
    {MessageId::FenEpWrongRankBlack,
     QT_TRANSLATE_NOOP("ErrorText", "en passant square %1 is on the wrong rank: with black to move it must be on rank 3")},
    {MessageId::FenEpOccupied, QT_TRANSLATE_NOOP("ErrorText", "en passant square %1 is occupied by %2")},
    {MessageId::FenEpOriginOccupiedWhite,
     QT_TRANSLATE_NOOP("ErrorText", "en passant square %1 but %2, where the white pawn came from, is occupied")},
    {MessageId::FenEpOriginOccupiedBlack,
     QT_TRANSLATE_NOOP("ErrorText", "en passant square %1 but %2, where the black pawn came from, is occupied")},
    {MessageId::FenEpNoWhitePawn, QT_TRANSLATE_NOOP("ErrorText", "en passant square %1 but no white pawn on %2")},
    {MessageId::FenEpNoBlackPawn, QT_TRANSLATE_NOOP("ErrorText", "en passant square %1 but no black pawn on %2")},
    {MessageId::FenEpCheckByWhite,
     QT_TRANSLATE_NOOP("ErrorText", "en passant square %1 means white just played %2, but that move cannot have "
                                    "given the check black is in")},
    {MessageId::FenEpCheckByBlack,
     QT_TRANSLATE_NOOP("ErrorText", "en passant square %1 means black just played %2, but that move cannot have "
                                    "given the check white is in")},
    {MessageId::FenEpHalfmoveClock,
     QT_TRANSLATE_NOOP("ErrorText",
                       "en passant square %1 means a pawn has just moved, so the halfmove clock must be 0, not %2")},

    {MessageId::RepairCastling, QT_TRANSLATE_NOOP("ErrorText", "removed an impossible castling right: %1")},
    {MessageId::RepairEpSquare, QT_TRANSLATE_NOOP("ErrorText", "removed the impossible en passant square (%1)")},
    {MessageId::RepairFullmoveNumber, QT_TRANSLATE_NOOP("ErrorText", "changed the fullmove number %1 to 1")},

    {MessageId::SanEmpty, QT_TRANSLATE_NOOP("ErrorText", "no move given")},
    {MessageId::SanTooLong, QT_TRANSLATE_NOOP("ErrorText", "cannot read %1 as a move: too long")},
    {MessageId::SanMalformed, QT_TRANSLATE_NOOP("ErrorText", "cannot read %1 as a move: %2")},
    {MessageId::SanIllegal, QT_TRANSLATE_NOOP("ErrorText", "%1 is not a legal move: %2")},
    {MessageId::SanAmbiguous, QT_TRANSLATE_NOOP("ErrorText", "%1 is ambiguous: %2")},
    {MessageId::SanNeedPromotionAfterEquals,
     QT_TRANSLATE_NOOP("ErrorText", "a promotion piece (Q, R, B or N) is needed after '='")},
    {MessageId::SanPromoteToPawn, QT_TRANSLATE_NOOP("ErrorText", "a pawn cannot promote to a pawn")},
    {MessageId::SanPromoteToKing, QT_TRANSLATE_NOOP("ErrorText", "a pawn cannot promote to a king")},
    {MessageId::SanUnknownPromotion, QT_TRANSLATE_NOOP("ErrorText", "unknown promotion piece '%1'")},
    {MessageId::SanCastlingSyntax, QT_TRANSLATE_NOOP("ErrorText", "castling is written O-O or O-O-O")},
    {MessageId::SanUnknownPieceLetter, QT_TRANSLATE_NOOP("ErrorText", "unknown piece letter '%1'")},
    {MessageId::SanNoDestination,
     QT_TRANSLATE_NOOP("ErrorText", "expected a destination square such as e4 at the end")},
    {MessageId::UnexpectedCharacter, QT_TRANSLATE_NOOP("ErrorText", "unexpected character '%1'")},
    {MessageId::SanTooManyCharacters,
     QT_TRANSLATE_NOOP("ErrorText", "too many characters before the destination square")},
    {MessageId::SanNotASquare, QT_TRANSLATE_NOOP("ErrorText", "'%1' is not a square")},
    {MessageId::SanPawnRank,
     QT_TRANSLATE_NOOP("ErrorText", "a pawn move names the file it comes from, not the rank")},
    {MessageId::SanPromotionNeeded,
     QT_TRANSLATE_NOOP("ErrorText", "a promotion piece is needed (Q, R, B or N, as in e8=Q or e7e8q)")},
    {MessageId::SanOnlyPawnsPromote, QT_TRANSLATE_NOOP("ErrorText", "only a pawn reaching the last rank can promote")},
    {MessageId::SanNothingToCapture, QT_TRANSLATE_NOOP("ErrorText", "there is nothing to capture on %1")},
    {MessageId::SanCheckmated, QT_TRANSLATE_NOOP("ErrorText", "%1 is checkmated")},
    {MessageId::SanStalemated, QT_TRANSLATE_NOOP("ErrorText", "%1 is stalemated")},
    {MessageId::SanNoRightKingside, QT_TRANSLATE_NOOP("ErrorText", "%1 has no right to castle kingside")},
    {MessageId::SanNoRightQueenside, QT_TRANSLATE_NOOP("ErrorText", "%1 has no right to castle queenside")},
    {MessageId::SanWhiteKingInCheck, QT_TRANSLATE_NOOP("ErrorText", "the white king is in check")},
    {MessageId::SanBlackKingInCheck, QT_TRANSLATE_NOOP("ErrorText", "the black king is in check")},
    {MessageId::SanWayBlocked, QT_TRANSLATE_NOOP("ErrorText", "the way is blocked on %1")},
    {MessageId::SanKingPassesAttacked,
     QT_TRANSLATE_NOOP("ErrorText", "the king would pass through or land on an attacked square")},
    {MessageId::SanNoPieceOn, QT_TRANSLATE_NOOP("ErrorText", "there is no piece on %1")},
    {MessageId::SanWhitesPieceBlackToMove,
     QT_TRANSLATE_NOOP("ErrorText", "the piece on %1 is white's, and it is black's turn")},
    {MessageId::SanBlacksPieceWhiteToMove,
     QT_TRANSLATE_NOOP("ErrorText", "the piece on %1 is black's, and it is white's turn")},
    {MessageId::SanThereIsNo, QT_TRANSLATE_NOOP("ErrorText", "there is no %1")},
    {MessageId::SanOccupiedByWhite, QT_TRANSLATE_NOOP("ErrorText", "%1 is occupied by a white piece")},
    {MessageId::SanOccupiedByBlack, QT_TRANSLATE_NOOP("ErrorText", "%1 is occupied by a black piece")},
    {MessageId::SanCastlingIsWritten, QT_TRANSLATE_NOOP("ErrorText", "castling is written %1")},
    {MessageId::SanNoneCanReach, QT_TRANSLATE_NOOP("ErrorText", "no %1 can reach %2")},
    {MessageId::SanKingWouldBeInCheck, QT_TRANSLATE_NOOP("ErrorText", "the king would be in check on %1")},
    {MessageId::SanWhiteStaysInCheck,
     QT_TRANSLATE_NOOP("ErrorText", "the white king is in check and this move does not get it out")},
    {MessageId::SanBlackStaysInCheck,
     QT_TRANSLATE_NOOP("ErrorText", "the black king is in check and this move does not get it out")},
    {MessageId::SanPinned, QT_TRANSLATE_NOOP("ErrorText", "the %1 on %2 is pinned")},
    {MessageId::SanLeavesWhiteInCheck, QT_TRANSLATE_NOOP("ErrorText", "it would leave the white king in check")},
    {MessageId::SanLeavesBlackInCheck, QT_TRANSLATE_NOOP("ErrorText", "it would leave the black king in check")},
    {MessageId::SanGroupOnSquare, QT_TRANSLATE_NOOP("ErrorText", "%1 on %2")},
    {MessageId::SanGroupOnFile, QT_TRANSLATE_NOOP("ErrorText", "%1 on the %2-file")},
    {MessageId::SanGroupOnRank, QT_TRANSLATE_NOOP("ErrorText", "%1 on rank %2")},

    {MessageId::PgnAt, QT_TRANSLATE_NOOP("ErrorText", "game %1, line %2, column %3: %4")},
    {MessageId::PgnLongToken, QT_TRANSLATE_NOOP("ErrorText", "%1 (%2 characters)")},
    {MessageId::PgnWithDetail, QT_TRANSLATE_NOOP("ErrorText", "%1 (%2)")},
    {MessageId::PgnWithReason, QT_TRANSLATE_NOOP("ErrorText", "%1: %2")},
    {MessageId::PgnUnexpectedCharacter, QT_TRANSLATE_NOOP("ErrorText", "unexpected character '%1' (%2)")},
    {MessageId::PgnInvalidUtf8, QT_TRANSLATE_NOOP("ErrorText", "byte 0x%1 that is not valid UTF-8")},
    {MessageId::PgnUnterminatedString, QT_TRANSLATE_NOOP("ErrorText", "tag value without closing quote")},
    {MessageId::PgnUnterminatedComment, QT_TRANSLATE_NOOP("ErrorText", "comment '{' without closing '}'")},
    {MessageId::PgnMalformedTag, QT_TRANSLATE_NOOP("ErrorText", "malformed tag, expected [Name \"value\"]")},
    {MessageId::PgnBadNag, QT_TRANSLATE_NOOP("ErrorText", "'$' must be followed by a number from 0 to 255")},
    {MessageId::PgnBadFen, QT_TRANSLATE_NOOP("ErrorText", "invalid FEN tag \"%1\"")},
    {MessageId::PgnIllegalMove, QT_TRANSLATE_NOOP("ErrorText", "illegal move \"%1\"")},
    {MessageId::PgnAmbiguousMove, QT_TRANSLATE_NOOP("ErrorText", "ambiguous move \"%1\"")},
    {MessageId::PgnMalformedMove, QT_TRANSLATE_NOOP("ErrorText", "\"%1\" is not a move")},
    {MessageId::PgnNullMove, QT_TRANSLATE_NOOP("ErrorText", "null move \"%1\" while in check")},
    {MessageId::PgnVariationWithoutMove, QT_TRANSLATE_NOOP("ErrorText", "variation '(' before any move")},
    {MessageId::PgnUnmatchedParenthesis, QT_TRANSLATE_NOOP("ErrorText", "')' without matching '('")},
    {MessageId::PgnUnterminatedVariation, QT_TRANSLATE_NOOP("ErrorText", "variation '(' is never closed")},
    {MessageId::PgnResultInVariation, QT_TRANSLATE_NOOP("ErrorText", "result \"%1\" inside a variation")},
    {MessageId::PgnNestingTooDeep, QT_TRANSLATE_NOOP("ErrorText", "variations nested too deeply")},
    {MessageId::PgnUnexpectedToken, QT_TRANSLATE_NOOP("ErrorText", "unexpected \"%1\"")},

    {MessageId::ScanTagWithoutBracket, QT_TRANSLATE_NOOP("ErrorText", "tag without ']'")},
    {MessageId::ScanFenRejected, QT_TRANSLATE_NOOP("ErrorText", "the FEN tag is rejected: %1")},
    {MessageId::ScanTooLong, QT_TRANSLATE_NOOP("ErrorText", "the game is longer than 65535 plies")},

    {MessageId::BookCannotOpen, QT_TRANSLATE_NOOP("ErrorText", "cannot open the book %1: %2")},
    {MessageId::BookEmpty, QT_TRANSLATE_NOOP("ErrorText", "the book %1 is empty")},
    {MessageId::BookBrokenSize,
     QT_TRANSLATE_NOOP("ErrorText", "%1 is not a Polyglot book: its size (%2 bytes) is not a multiple of 16 bytes "
                                    "(the file may be cut short)")},
    {MessageId::BookUnsorted, QT_TRANSLATE_NOOP("ErrorText", "%1 is not a Polyglot book: entry %2 is out of key order")},
    {MessageId::EcoCannotRead, QT_TRANSLATE_NOOP("ErrorText", "cannot read the ECO table %1: %2")},
    {MessageId::EcoNoOpenings,
     QT_TRANSLATE_NOOP("ErrorText", "the ECO table %1 names no opening (no game in it has an ECO tag)")},

    {MessageId::EngineMoveNotLegal, QT_TRANSLATE_NOOP("ErrorText", "move %1 (%2) is not legal")},
};
static_assert(sizeof Table / sizeof Table[0] == std::size_t(MessageId::Count), "one entry per MessageId");

// True when entry i of the table is the text of id i.
constexpr bool inIdOrder()
{
    for (std::size_t i = 0; i < std::size(Table); ++i)
        if (Table[i].id != MessageId(i))
            return false;
    return true;
}
static_assert(inIdOrder(), "the table lists the ids in the order of MessageId");

// The highest placeholder of a source text.
int highestPlaceholder(const char* source)
{
    int highest = 0;
    for (const char* p = source; *p; ++p)
        if (p[0] == '%' && p[1] >= '1' && p[1] <= '9')
            highest = std::max(highest, p[1] - '0');
    return highest;
}

std::string identity(const char* source) { return source; }

} // namespace

const char* messageSource(MessageId id)
{
    const std::size_t i = std::size_t(id);
    return i < std::size(Table) ? Table[i].source : "";
}

int messageArgumentCount(MessageId id) { return highestPlaceholder(messageSource(id)); }

std::string formatMessage(const Message& message, MessageTranslator translate)
{
    if (message.id == MessageId::Literal)
        return message.text;
    const std::string text = translate(messageSource(message.id));
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const std::size_t arg = i + 1 < text.size() ? std::size_t(text[i + 1] - '1') : 9;
        if (c == '%' && arg < 9 && arg < message.args.size()) {
            out += formatMessage(message.args[arg], translate);
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

std::string Message::english() const { return formatMessage(*this, identity); }

Message colorMessage(Color color) { return Message(color == White ? MessageId::ColorWhite : MessageId::ColorBlack); }

Message pieceMessage(PieceType type)
{
    return type <= King ? Message(MessageId(int(MessageId::PiecePawn) + type)) : Message("?");
}

Message coloredPieceMessage(Color color, PieceType type)
{
    if (type > King)
        return colorMessage(color);
    const MessageId first = color == White ? MessageId::WhitePawn : MessageId::BlackPawn;
    return Message(MessageId(int(first) + type));
}

Message listMessage(const std::vector<Message>& items)
{
    if (items.empty())
        return Message("");
    Message list = items.front();
    for (std::size_t i = 1; i < items.size(); ++i)
        list = Message(i + 1 == items.size() ? MessageId::ListAnd : MessageId::ListComma, {list, items[i]});
    return list;
}

} // namespace kibitz::core
