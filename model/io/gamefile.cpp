// Reading games: a file's first game (readPgnFile), game N of a file or of a database's span
// (readPgnGame, readPgnGameSpan), the games of a text (readPgnText), and where an offset lies
// (placeOf); spans from splitPgnGames, checked against the game read. Writing them back:
// gamefilewrite.cpp.
#include "gamefile.h"

#include "errortext.h"
#include "gamefiletext.h"

#include "game/pgnreader.h"
#include "game/utf8.h"

#include <QStringEncoder>
#include <QStringList>

#include <algorithm>
#include <optional>
#include <string>

namespace kibitz::io {

using namespace gamefile;

namespace {

// The reader takes UTF-8; old files in Latin-1 are converted first.
std::string utf8Of(const QByteArray& bytes, bool latin1)
{
    return latin1 ? QString::fromLatin1(bytes).toStdString() : bytes.toStdString();
}

// The first game of text, written as Kibitz writes it; nothing when it does not read.
std::optional<game::Game> firstGame(const std::string& text, std::vector<game::PgnError>& errors)
{
    std::optional<game::Game> first;
    game::readPgn(
        text,
        [&first](game::Game&& g, int) {
            first.emplace(std::move(g));
            return false;
        },
        errors);
    return first;
}

// Why the first game of what place holds (a file's name, "the clipboard") cannot be opened, or
// "": the same words for a file and a text.
QString firstGameProblem(const QString& place, const std::vector<game::PgnError>& errors, bool hasGame)
{
    if (!errors.empty() && (!hasGame || errors.front().game == 1))
        return Text::tr("No game could be read from %1: %2").arg(place, ErrorText::pgn(errors.front()));
    if (!hasGame)
        return Text::tr("No PGN game in %1.").arg(place);
    return {};
}

// The broken games before the first one that reads, each with its place and reason (the first
// few: a file of many broken games would fill the screen).
QString skippedGames(const QString& name, const std::vector<game::PgnError>& errors)
{
    constexpr std::size_t kNamed = 5;
    if (errors.empty())
        return {};
    QStringList lines;
    for (std::size_t i = 0; i < errors.size() && i < kNamed; ++i)
        lines << ErrorText::pgn(errors[i]);
    if (errors.size() > kNamed)
        lines << Text::tr("…and %n more.", nullptr, int(errors.size() - kNamed));
    return Text::tr("%n game(s) at the start of %1 cannot be read:", nullptr, int(errors.size())).arg(name)
        + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

} // namespace

std::optional<QByteArray> encodeGame(const game::Game& g, bool latin1, bool crlf)
{
    QByteArray text = canonical(g);
    if (latin1) {
        QStringEncoder toLatin1(QStringEncoder::Latin1);
        QByteArray converted = toLatin1(QString::fromUtf8(text));
        if (toLatin1.hasError())
            return std::nullopt;
        text = converted;
    }
    while (!text.isEmpty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
        text.chop(1);
    if (crlf)
        text.replace("\n", "\r\n");
    return text;
}

std::optional<QByteArray> readBackText(const QByteArray& bytes, bool latin1)
{
    std::vector<game::PgnError> errors;
    const std::optional<game::Game> g = firstGame(utf8Of(bytes, latin1), errors);
    return g ? std::optional<QByteArray>(canonical(*g)) : std::nullopt;
}

namespace {

// The 1-based number of the span that reads as source's game (0 when none does: the file can
// then only be saved elsewhere). Usually the first; a broken game before it moves it on.
int spanOf(const QByteArray& bytes, const std::vector<game::PgnSpan>& spans, const FileSource& source)
{
    for (std::size_t i = 0; i < spans.size(); ++i)
        if (readsAs(bytesOf(bytes, spans[i]), source))
            return int(i) + 1;
    return 0;
}

} // namespace

PgnFileRead readPgnFile(const QString& path, const QByteArray& bytes, Progress* progress)
{
    PgnFileRead result;
    result.source.path = QFileInfo(path).absoluteFilePath();
    result.source.digest = digestOf(bytes);
    const std::vector<game::PgnSpan> spans =
        game::splitPgnGames({bytes.constData(), std::size_t(bytes.size())}, reportTo(progress));
    if (progress && progress->cancel) {
        result.cancelled = true;
        return result;
    }
    result.source.games = std::max(1, int(spans.size())); // also when game 1 is broken (the Games panel)
    std::vector<game::PgnError> errors;
    std::optional<game::Game> first = firstGame(utf8Of(bytes, result.source.latin1), errors);
    if (!first) {
        result.error = firstGameProblem(nameOf(path), errors, false);
        return result;
    }
    // The reader stops at the first game that reads: every error is a broken game before it.
    result.skipped = skippedGames(nameOf(path), errors);
    result.source.gameText = canonical(*first);
    result.source.game = spanOf(bytes, spans, result.source);
    result.game = std::move(*first);
    result.ok = true;
    return result;
}

// Of several games the person picks one, whatever became of the others; one game is checked as
// a file's first game is.
PgnTextRead readPgnText(const QString& text, const QString& origin)
{
    game::PgnReadResult read = game::readPgn(text.toStdString());
    PgnTextRead result;
    if (read.games.size() < 2)
        result.error = firstGameProblem(origin, read.errors, !read.games.empty());
    if (result.error.isEmpty())
        result.games = std::move(read.games);
    return result;
}

namespace {

// Parses game number of path from its bytes into result (game, text, ok); false with the error,
// named at its place in the file (spanPlace: where the bytes begin there).
bool takeGame(PgnFileRead& result, const QString& path, const QByteArray& bytes, int number,
              const std::function<TextPlace()>& spanPlace)
{
    std::vector<game::PgnError> errors;
    std::optional<game::Game> g = firstGame(utf8Of(bytes, result.source.latin1), errors);
    if (!g || !errors.empty()) {
        if (!errors.empty() && spanPlace) {
            const TextPlace at = spanPlace();
            game::placeInFile(errors.front(), number, at.line, at.column);
        }
        result.error = errors.empty()
            ? Text::tr("%1 has no game %2.").arg(nameOf(path)).arg(number)
            : Text::tr("Cannot open game %1 of %2: %3").arg(number).arg(nameOf(path), ErrorText::pgn(errors.front()));
        return false;
    }
    result.source.game = number;
    result.source.gameText = canonical(*g);
    result.game = std::move(*g);
    result.ok = true;
    return true;
}

// Counts lines and the last line's columns, as the PGN reader places its errors (utf8::columns).
void advance(TextPlace& at, const char* data, qint64 size)
{
    const std::string_view text(data, std::size_t(size));
    std::size_t lineBegin = 0;
    for (std::size_t nl = text.find('\n'); nl != std::string_view::npos; nl = text.find('\n', nl + 1)) {
        ++at.line;
        at.column = 1;
        lineBegin = nl + 1;
    }
    at.column += game::utf8::columns(text.substr(lineBegin));
}

} // namespace

TextPlace placeOf(const QByteArray& bytes, qint64 offset)
{
    TextPlace at;
    advance(at, bytes.constData(), std::min(offset, qint64(bytes.size())));
    return at;
}

TextPlace placeOf(QIODevice& file, qint64 offset)
{
    TextPlace at;
    if (!file.seek(0))
        return {};
    QByteArray block;
    for (qint64 left = offset; left > 0;) {
        block = file.read(std::min<qint64>(left, 1 << 20));
        if (block.isEmpty())
            return {};
        advance(at, block.constData(), block.size());
        left -= block.size();
    }
    return at;
}

// The span of that number is the game (the in-place write finds it by the same split).
PgnFileRead readPgnGame(const QString& path, const QByteArray& bytes, int number)
{
    PgnFileRead result;
    result.source.path = QFileInfo(path).absoluteFilePath();
    result.source.digest = digestOf(bytes);
    const std::vector<game::PgnSpan> spans = game::splitPgnGames({bytes.constData(), std::size_t(bytes.size())});
    if (number < 1 || number > int(spans.size())) {
        result.error = Text::tr("%1 has no game %2.").arg(nameOf(path)).arg(number);
        return result;
    }
    const game::PgnSpan span = spans[std::size_t(number - 1)];
    if (takeGame(result, path, bytesOf(bytes, span), number, [&] { return placeOf(bytes, qint64(span.begin)); }))
        result.source.games = int(spans.size());
    return result;
}

// The game read from its own bytes (a database game's span), remembering where they lie.
PgnFileRead readPgnGameSpan(const QString& path, const QByteArray& span, int number, qint64 begin, qint64 fileSize,
                            const std::function<TextPlace()>& spanPlace)
{
    PgnFileRead result;
    result.source.path = QFileInfo(path).absoluteFilePath();
    result.source.digest = digestOf(span);
    if (!takeGame(result, path, span, number, spanPlace))
        return result;
    result.source.games = number;
    result.source.spanBegin = begin;
    result.source.spanEnd = begin + span.size();
    result.source.fileSize = fileSize;
    return result;
}

} // namespace kibitz::io
