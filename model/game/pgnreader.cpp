// PGN import: a recursive-descent reader over PgnLexer with an explicit variation stack.
#include "pgnreader.h"

#include "pgnparser.h"
#include "utf8.h"

#include <cstdio>

namespace kibitz::game {

namespace pgnparse {

namespace {

// The message of a code (core/messages.h), completed by the detail text.
core::Message describe(PgnErrorCode code, const std::string& text, int codePoint)
{
    using M = core::MessageId;
    switch (code) {
    case PgnErrorCode::UnexpectedCharacter: return {M::PgnUnexpectedCharacter, {text, utf8::codePointName(codePoint)}};
    case PgnErrorCode::InvalidUtf8: return {M::PgnInvalidUtf8, {text}};
    case PgnErrorCode::UnterminatedString: return {M::PgnUnterminatedString};
    case PgnErrorCode::UnterminatedComment: return {M::PgnUnterminatedComment};
    case PgnErrorCode::MalformedTag: return {M::PgnMalformedTag};
    case PgnErrorCode::BadNag: return {M::PgnBadNag};
    case PgnErrorCode::BadFen: return {M::PgnBadFen, {text}};
    case PgnErrorCode::IllegalMove: return {M::PgnIllegalMove, {text}};
    case PgnErrorCode::AmbiguousMove: return {M::PgnAmbiguousMove, {text}};
    case PgnErrorCode::MalformedMove: return {M::PgnMalformedMove, {text}};
    case PgnErrorCode::NullMove: return {M::PgnNullMove, {text}};
    case PgnErrorCode::VariationWithoutMove: return {M::PgnVariationWithoutMove};
    case PgnErrorCode::UnmatchedParenthesis: return {M::PgnUnmatchedParenthesis};
    case PgnErrorCode::UnterminatedVariation: return {M::PgnUnterminatedVariation};
    case PgnErrorCode::ResultInVariation: return {M::PgnResultInVariation, {text}};
    case PgnErrorCode::NestingTooDeep: return {M::PgnNestingTooDeep};
    case PgnErrorCode::UnexpectedToken: return {M::PgnUnexpectedToken, {text}};
    }
    return {M::PgnUnexpectedToken, {text}};
}

} // namespace

// The message of an error at its place, with the detail of the rules core when there is one.
core::Message placed(const PgnError& e, core::MessageId joint, const core::Message& detail)
{
    using M = core::MessageId;
    core::Message reason = describe(e.code, e.text, e.codePoint);
    if (e.textLength)
        reason = core::Message(M::PgnLongToken, {std::move(reason), core::Message::number(e.textLength)});
    if (!detail.empty())
        reason = core::Message(joint, {std::move(reason), detail});
    return {M::PgnAt, {core::Message::number(e.game), core::Message::number(e.line), core::Message::number(e.column),
                       std::move(reason)}};
}

// Records an error at the given place (default: the current token); a huge token is shortened.
bool Parser::fail(PgnErrorCode code, std::string_view text, int line, int column)
{
    PgnError e;
    e.code = code;
    e.game = m_gameNumber;
    e.line = line ? line : m_lex.line();
    e.column = line ? column : m_lex.column();
    e.text = utf8::escaped(utf8::shortened(text, e.textLength));
    if (code == PgnErrorCode::UnexpectedCharacter)
        e.codePoint = m_lex.codePoint();
    e.message = placed(e, core::MessageId::PgnWithDetail, {});
    m_error = std::move(e);
    return false;
}

// Turns the lexer's error token into a game error; control characters and bad bytes in hex.
bool Parser::failLexer()
{
    char hex[8];
    const auto byte = static_cast<unsigned char>(m_lex.text().empty() ? 0 : m_lex.text()[0]);
    switch (m_lex.error()) {
    case PgnLexError::UnterminatedString: return fail(PgnErrorCode::UnterminatedString);
    case PgnLexError::UnterminatedComment: return fail(PgnErrorCode::UnterminatedComment);
    case PgnLexError::BadNag: return fail(PgnErrorCode::BadNag, m_lex.text());
    case PgnLexError::InvalidUtf8:
        std::snprintf(hex, sizeof hex, "%02X", byte);
        return fail(PgnErrorCode::InvalidUtf8, hex);
    default:
        if (m_lex.codePoint() >= 0x20 && m_lex.codePoint() != 0x7F)
            return fail(PgnErrorCode::UnexpectedCharacter, m_lex.text());
        std::snprintf(hex, sizeof hex, "\\x%02X", byte);
        return fail(PgnErrorCode::UnexpectedCharacter, hex);
    }
}

} // namespace pgnparse

// Streams games into sink.
PgnReadSummary readPgn(std::string_view text, const PgnGameSink& sink, std::vector<PgnError>& errors,
                       const PgnReadOptions& options)
{
    pgnparse::Parser parser(text, options);
    return parser.run(sink, errors);
}

void placeInFile(PgnError& error, int game, int firstLine, int firstColumn)
{
    if (error.line == 1)
        error.column += firstColumn - 1;
    error.line += firstLine - 1;
    error.game = game;
    std::vector<core::Message>& args = error.message.args;
    if (error.message.id != core::MessageId::PgnAt || args.size() != 4) // not as placed() makes it
        return;
    args[0] = core::Message::number(error.game);
    args[1] = core::Message::number(error.line);
    args[2] = core::Message::number(error.column);
}

// Collects games in memory.
PgnReadResult readPgn(std::string_view text, const PgnReadOptions& options)
{
    PgnReadResult result;
    const PgnReadSummary summary = readPgn(
        text,
        [&result](Game&& game, int) {
            result.games.push_back(std::move(game));
            return true;
        },
        result.errors, options);
    result.cancelled = summary.cancelled;
    return result;
}

} // namespace kibitz::game
