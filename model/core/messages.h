// The one table of texts for the errors of the rules core, the PGN reader, the database scanner,
// opening books, the ECO table and the engines' positions. An error carries a
// Message: an id and its arguments (literal text or other messages); its English is the table's
// source text with the arguments put in, and the window translates the very same source text
// (ErrorText, QCoreApplication::translate with MessageContext), so the two cannot drift apart.
#pragma once

#include "types.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::core {

// One id per text of messages.cpp's table, in the table's order.
enum class MessageId : std::uint16_t {
    Literal, // not a text of the table: Message::text, never translated (squares, moves, numbers)
    // Words and phrases other messages are built of.
    ColorWhite, ColorBlack,
    PiecePawn, PieceKnight, PieceBishop, PieceRook, PieceQueen, PieceKing,
    WhitePawn, WhiteKnight, WhiteBishop, WhiteRook, WhiteQueen, WhiteKing,
    BlackPawn, BlackKnight, BlackBishop, BlackRook, BlackQueen, BlackKing,
    PieceOnSquare, NothingOnSquare, ListAnd, ListComma,
    // FEN
    FenEmpty, FenFieldCount, FenFieldCountOne, FenRankCount, FenRankCountOne, FenRankLength, FenRankLengthOne,
    FenInvalidDigit, FenConsecutiveDigits, FenUnknownPiece, FenSideToMove, FenCastlingSyntax,
    FenCastlingTwice, FenCastlingSameSide, FenEpSyntax,
    FenHalfmoveNotNumber, FenHalfmoveNegative, FenHalfmoveTooLarge,
    FenFullmoveNotNumber, FenFullmoveNegative, FenFullmoveTooLarge, FenFullmoveTooSmall,
    FenMissingKing, FenTooManyKings, FenPawnOnBackRank, FenTooManyPieces, FenTooManyPawns, FenTooManyPromoted,
    FenOpponentInCheck, FenTooManyCheckers, FenCheckOnOneLine, FenImpossibleCheck, FenImpossibleDoubleCheck,
    FenWhiteCastlingNeedsKing, FenBlackCastlingNeedsKing, FenWhiteCastlingNeedsRook, FenBlackCastlingNeedsRook,
    FenEpWrongRankWhite, FenEpWrongRankBlack, FenEpOccupied, FenEpOriginOccupiedWhite, FenEpOriginOccupiedBlack,
    FenEpNoWhitePawn, FenEpNoBlackPawn, FenEpCheckByWhite, FenEpCheckByBlack, FenEpHalfmoveClock,
    // FEN repairs
    RepairCastling, RepairEpSquare, RepairFullmoveNumber,
    // SAN
    SanEmpty, SanTooLong, SanMalformed, SanIllegal, SanAmbiguous,
    SanNeedPromotionAfterEquals, SanPromoteToPawn, SanPromoteToKing, SanUnknownPromotion, SanCastlingSyntax,
    SanUnknownPieceLetter, SanNoDestination, UnexpectedCharacter, SanTooManyCharacters, SanNotASquare,
    SanPawnRank,
    SanPromotionNeeded, SanOnlyPawnsPromote, SanNothingToCapture, SanCheckmated, SanStalemated,
    SanNoRightKingside, SanNoRightQueenside, SanWhiteKingInCheck, SanBlackKingInCheck, SanWayBlocked,
    SanKingPassesAttacked, SanNoPieceOn, SanWhitesPieceBlackToMove, SanBlacksPieceWhiteToMove, SanThereIsNo,
    SanOccupiedByWhite, SanOccupiedByBlack, SanCastlingIsWritten, SanNoneCanReach, SanKingWouldBeInCheck,
    SanWhiteStaysInCheck, SanBlackStaysInCheck, SanPinned, SanLeavesWhiteInCheck, SanLeavesBlackInCheck,
    SanGroupOnSquare, SanGroupOnFile, SanGroupOnRank,
    // PGN
    PgnAt, PgnLongToken, PgnWithDetail, PgnWithReason,
    PgnUnexpectedCharacter, PgnInvalidUtf8, PgnUnterminatedString, PgnUnterminatedComment, PgnMalformedTag,
    PgnBadNag, PgnBadFen, PgnIllegalMove, PgnAmbiguousMove, PgnMalformedMove, PgnNullMove,
    PgnVariationWithoutMove, PgnUnmatchedParenthesis, PgnUnterminatedVariation, PgnResultInVariation,
    PgnNestingTooDeep, PgnUnexpectedToken,
    // The database scanner (its other texts are the PGN reader's)
    ScanTagWithoutBracket, ScanFenRejected, ScanTooLong,
    // Opening books and the ECO table
    BookCannotOpen, BookEmpty, BookBrokenSize, BookUnsorted, EcoCannotRead, EcoNoOpenings,
    // Engines
    EngineMoveNotLegal,
    Count
};

// An id with its arguments; Literal holds its text instead.
struct Message {
    MessageId id = MessageId::Literal;
    std::vector<Message> args; // %1, %2, ... of the id's text
    std::string text; // Literal only

    Message() = default;
    Message(MessageId id, std::vector<Message> args = {}) : id(id), args(std::move(args)) {}
    // A literal argument: a square, a move, a number, a quoted field.
    Message(std::string literal) : text(std::move(literal)) {}
    Message(const char* literal) : text(literal) {}
    static Message number(long long n) { return Message(std::to_string(n)); }

    bool empty() const { return id == MessageId::Literal && text.empty(); }
    // The table's English with the arguments put in: what kibitz-cli prints.
    std::string english() const;
};

// The translation context of every text of the table (lupdate reads it from messages.cpp).
inline constexpr const char* MessageContext = "ErrorText";

// The English source text of id with its placeholders %1, %2, ...; "" for Literal.
const char* messageSource(MessageId id);
// How many arguments id's text takes (its highest placeholder).
int messageArgumentCount(MessageId id);

// Message with its texts passed through translate (the source text of each id, in, and the text
// to fill, out) and the arguments put in, in one pass (an argument's own '%' stays as it is).
using MessageTranslator = std::string (*)(const char* source);
std::string formatMessage(const Message& message, MessageTranslator translate);

// Names as messages: "white", "knight", "black knight".
Message colorMessage(Color color);
Message pieceMessage(PieceType type);
Message coloredPieceMessage(Color color, PieceType type);
// "a, b and c" of the given items.
Message listMessage(const std::vector<Message>& items);

} // namespace kibitz::core
