// PGN import: many games per file, tags, movetext with comments, nested variations and NAGs.
#pragma once

#include "game.h"

#include "core/fen.h"
#include "core/san.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::game {

// Why a game was rejected. PgnError::message is a text of the one message table (core/messages.h):
// English for the CLI, translated by the Qt layer.
enum class PgnErrorCode {
    UnexpectedCharacter, // a character no PGN token starts with (`text`, escaped as \xHH when it is a
    // control character; `codePoint`)
    InvalidUtf8, // a byte that does not start a well-formed UTF-8 character (`text`: "FF")
    UnterminatedString, // a tag value without its closing quote on the same line
    UnterminatedComment, // a '{' without '}'
    MalformedTag, // not [Name "value"]
    BadNag, // '$' without a number from 0 to 255
    BadFen, // the FEN tag was rejected (`fen`, `text` holds the FEN)
    IllegalMove, // SAN not legal here (`san`, `text`)
    AmbiguousMove, // SAN matches several moves (`san`, `text`)
    MalformedMove, // not a move at all (`san`, `text`)
    NullMove, // "--" or "Z0" while in check: the side to move cannot pass (`text`)
    VariationWithoutMove, // '(' before any move of the line
    UnmatchedParenthesis, // ')' without '('
    UnterminatedVariation, // the game ended inside a variation (position of the '(')
    ResultInVariation, // a result marker inside a variation
    NestingTooDeep, // variations nested deeper than PgnReadOptions::maxNesting
    UnexpectedToken, // a token that cannot appear here (`text`)
};

struct PgnError {
    PgnErrorCode code = PgnErrorCode::UnexpectedCharacter;
    int game = 0; // 1-based number of the game in the file
    int line = 0; // 1-based
    int column = 0; // 1-based, in characters
    std::string text; // the offending token where relevant, shortened to 40 characters and "…"
    std::size_t textLength = 0; // when `text` was shortened: the token's length in characters, else 0
    int codePoint = -1; // UnexpectedCharacter: the character's code point
    core::Message message; // complete: "game 2, line 14, column 7: illegal move \"Nf6\" (...)"
    std::optional<core::SanError> san;
    std::optional<core::FenError> fen;
};

struct PgnReadOptions {
    // Called after each game with bytes read so far and in total; returning false cancels.
    std::function<bool(std::size_t done, std::size_t total)> progress;
    int maxNesting = 256; // deeper variations are rejected (keeps recursion in writers bounded)
};

struct PgnReadSummary {
    int games = 0; // games read successfully
    int failed = 0; // games rejected with an error
    bool cancelled = false;
};

// Receives each game read successfully with its 1-based number in the file; false stops reading.
using PgnGameSink = std::function<bool(Game&& game, int number)>;

// Reads every game of text, handing good games to sink and appending problems to errors.
PgnReadSummary readPgn(std::string_view text, const PgnGameSink& sink, std::vector<PgnError>& errors,
                       const PgnReadOptions& options = {});

struct PgnReadResult {
    std::vector<Game> games;
    std::vector<PgnError> errors;
    bool cancelled = false;
};

// Reads every game of text into memory.
PgnReadResult readPgn(std::string_view text, const PgnReadOptions& options = {});

// An error of a game read from its own bytes (one game's span of a file) named at its place in
// the file: as game number `game`, its lines counted from firstLine, the span's first line's
// columns from firstColumn (the message too).
void placeInFile(PgnError& error, int game, int firstLine, int firstColumn = 1);

} // namespace kibitz::game
