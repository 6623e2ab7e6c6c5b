// FEN import (strict validation with typed errors, optional repair) and canonical export.
#pragma once

#include "messages.h"
#include "position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::core {

// Why a FEN was rejected. FenError::message is a text of the one message table (messages.h):
// English for the CLI, translated by the Qt layer; the detail fields say where.
enum class FenErrorCode {
    Empty, // nothing but white space
    FieldCount, // not 4 or 6 fields (count in `number`)
    RankCount, // placement does not have 8 ranks (count in `number`)
    RankLength, // a rank is not 8 squares (`rank` 1-8, squares in `number`)
    ConsecutiveDigits, // two digits in a row (`rank`)
    InvalidDigit, // digit 0 or 9 (`rank`, `character`)
    UnknownPiece, // unknown letter (`rank`, `character`)
    SideToMove, // side field not w/b (`text`)
    CastlingSyntax, // letter other than KQkq, A-H, a-h or '-' mixed in (`character`)
    CastlingDuplicate, // a castling letter twice (`character`)
    CastlingNeedsKing, // right needs the king on its back rank, e1/e8 (`character`, `color`, `square`)
    CastlingNeedsRook, // right needs a rook on that side of the king: a1/h1/a8/h8 for KQkq, the
    // named file otherwise (`character`, `color`, `square`)
    EpSyntax, // not '-' nor a square (`text`)
    EpWrongRank, // e.p. square not on rank 6 (White to move) / 3 (`square`)
    EpNoPawn, // no pawn that could just have moved (`square` = where it should be)
    EpSquareOccupied, // target or origin square occupied (`square`)
    EpInconsistentCheck, // the double push the e.p. square implies cannot explain the check (`square`)
    HalfmoveClock, // not an integer in 0..MaxHalfmoveClock (`text`)
    FullmoveNumber, // not an integer in 1..MaxFullmoveNumber (`text`)
    MissingKing, // `color` has no king
    TooManyKings, // `color` has more than one king (`number`)
    PawnOnBackRank, // pawn on rank 1 or 8 (`square`)
    OpponentInCheck, // the side not to move (`color`) is in check
    TooManyCheckers, // three or more checkers (`number`)
    ImpossibleCheck, // a check no single move could have given (`square` = a checker)
    DoubleCheckOnOneLine, // two checkers on one line, on both sides of the king (`square` = a checker)
    EpHalfmoveClock, // an e.p. square (a pawn just moved) with a halfmove clock above 0 (`square`, `number`)
    TooManyPieces, // more than 16 pieces for `color`, or more than promotions allow
    TooManyPawns, // more than 8 pawns for `color` (`number`)
};

// Counters above MaxHalfmoveClock / MaxFullmoveNumber (position.h: the one limit that makeMove
// also saturates at) are rejected.

struct FenError {
    FenErrorCode code = FenErrorCode::Empty;
    Message message; // names the part that is wrong
    int rank = 0; // 1..8 where relevant
    int number = 0; // a count where relevant
    char character = 0; // the offending character where relevant
    Color color = White;
    Square square = NoSquare;
    std::string text; // the offending field where relevant
};

enum class FenMode {
    Strict, // every problem is an error
    Repair // castling rights without king/rook and impossible e.p. squares (also one that
    // contradicts a non-zero halfmove clock: the clock is kept, the square dropped) are removed,
    // a fullmove number of 0 becomes 1
};

// Parses text into out (unchanged on error). 4 fields (EPD) default the counters to "0 1".
// In Repair mode, what was removed or changed is appended to repairs (when given), as entries of
// the message table (RepairCastling, RepairEpSquare, RepairFullmoveNumber).
// Checks, in this order (the first failure is reported): field count; the syntax of each field;
// kings; pawns on rank 1/8; material (per side at most 16 pieces and 8 pawns, and queens beyond
// 1, rooks/knights beyond 2 and bishops beyond 1 per square colour at most the missing pawns);
// the side not to move in check; castling rights; the e.p. square (rank, empty target and
// origin, the pawn that just moved, that this double push can explain any check, and a halfmove
// clock of 0); checks that no single move could give (rules in fenchecks.cpp; when unsure the
// FEN is accepted).
std::optional<FenError> parseFen(std::string_view text, Position& out, FenMode mode = FenMode::Strict,
                                 std::vector<Message>* repairs = nullptr);
// Castling rights: standard FEN and X-FEN read KQkq as the outermost rook on that side of the
// king, a file letter (A-H white, a-h black) as that file's rook (Shredder-FEN "HAha", or X-FEN's
// inner rook). A FEN that needs Chess960 castling (king off the e-file, a rook off the corner, or
// file letters) gives a position with isChess960(); with file letters only, shredderFen() too.

// What one castling letter names on pos's board: the right (the side of its king the rook is
// on; without a king on the back rank, the side of the e-file) and the rook's square (K/Q: the
// outermost rook on that side, or the corner when there is none; a file letter: that file),
// whether or not the king and a rook stand there. The FEN reader and the board editor read
// letters with it; hasKing/hasRook say what is missing.
struct CastlingLetter {
    CastlingRight right = NoCastling;
    Square rook = NoSquare;
    bool hasKing = false; // the king stands on its back rank
    bool hasRook = false; // a rook of its colour stands on `rook`, on that side of the king
};
CastlingLetter castlingLetter(const Position& pos, char letter);

// Canonical FEN: castling in KQkq order (X-FEN: a file letter where K/Q would name another rook;
// Shredder-FEN file letters when the position was read from one, or when it is a Chess960 game
// whose X-FEN would read as standard chess: "HAha" for start position 518), e.p. square only
// when an e.p. capture is legal. The FEN read back gives the same position and isChess960()
// wherever castling rights make it matter.
std::string toFen(const Position& pos);
// toFen(pos) appended to out, without a string of its own (kibitz-cli pgn: one per game).
void appendFen(std::string& out, const Position& pos);
// The castling field as toFen() writes it. Also for a position being set up (no finishSetup(),
// maybe illegal): a right whose rook is missing is written K/Q when its square is the corner.
std::string castlingField(const Position& pos);
// The FEN of a position being set up, possibly illegal (the board editor's): toFen()'s writing
// with the e.p. square as set rather than only when a capture is legal.
std::string setupFen(const Position& pos);

inline constexpr const char* StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

} // namespace kibitz::core
