#include "pgnscanner.h"

#include "movecode.h"
#include "sanmatch.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "game/pgnresync.h"

#include <algorithm>
#include <chrono>
#include <cctype>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <thread>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace kibitz::database {

namespace {

// Byte classes for the tokenizer, one table load per byte (no locale, no strchr call).
enum CharClass : std::uint8_t { Letter = 1, Digit = 2, SanMark = 4, TagName = 8, ZeroMark = 16 };
struct CharClasses {
    std::uint8_t of[256];
    constexpr CharClasses() : of()
    {
        for (int c = 'a'; c <= 'z'; ++c)
            of[c] = of[c - 'a' + 'A'] = Letter | SanMark | TagName;
        for (int c = '0'; c <= '9'; ++c)
            of[c] = Digit | SanMark | TagName;
        for (const char c : {'+', '#', '=', '-', 'x', ':', '!', '?', '\0'}) // NUL: what strchr matched
            of[std::uint8_t(c)] |= SanMark;
        for (const char c : {'0', '-', '+', '#', '!', '?', '\0'})
            of[std::uint8_t(c)] |= ZeroMark;
        of[std::uint8_t('_')] |= TagName;
    }
};
constexpr CharClasses Classes;
inline bool is(char c, std::uint8_t cls) { return (Classes.of[std::uint8_t(c)] & cls) != 0; }

// Reads one chunk game by game; p walks the bytes, line and lineStart give error positions.
class Scanner {
public:
    Scanner(std::string_view text, std::size_t begin, std::size_t stop, ScanPart& out)
        : m_base(text.data()), m_p(text.data() + begin), m_stop(text.data() + stop), m_end(text.data() + text.size()),
          m_lineStart(m_p), m_out(out)
    { }

    // Scans every game starting before the stop; the last one is read to its end, wherever that is.
    void run()
    {
        while (skipBlanks(), m_p < m_stop)
            scanGame();
        m_out.newlines = m_line - 1;
        m_out.endOffset = std::uint64_t(m_p - m_base);
    }

private:
    bool atEnd() const { return m_p >= m_end; }
    bool atLineStart(const char* q) const { return q == m_lineStart; }

    // Steps over white space, counting lines.
    void skipBlanks()
    {
        while (m_p < m_end) {
            const char c = *m_p;
            if (c == '\n') {
                ++m_line;
                m_lineStart = ++m_p;
            } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
                ++m_p;
            } else {
                break;
            }
        }
    }

    // A place in the text with the line it is on (for errors and for going back there).
    struct Place {
        const char* at = nullptr;
        std::uint32_t line = 0;
        const char* lineStart = nullptr;
    };
    Place here(const char* q) const { return Place{q, m_line, m_lineStart}; }

    // Records an error for the current game (kept until the game ends) and marks it broken.
    void fail(const char* q, ScanErrorKind kind, std::string detail = {}) { failAt(here(q), kind, std::move(detail)); }
    void failAt(const Place& q, ScanErrorKind kind, std::string detail = {})
    {
        if (m_broken)
            return;
        m_broken = true;
        m_errorAt = q.at;
        m_error = ScanError{m_number, q.line, std::uint32_t(q.at - q.lineStart + 1), kind, std::move(detail)};
        m_resync = m_runaway.open.at != nullptr; // broken after a comment holding a tag section
    }

    // Skips to the end of the line (without its newline).
    void skipLine()
    {
        const void* nl = std::memchr(m_p, '\n', std::size_t(m_end - m_p));
        m_p = nl ? static_cast<const char*>(nl) : m_end;
    }

    // Skips a {comment}, counting its lines; false when it never ends. A sound game's first
    // comment holding a tag section start is noted as its runaway (see resync).
    bool skipBraceComment(std::uint16_t plies)
    {
        const Place start = here(m_p++);
        // Where it ends may be known from an earlier comment (past m_openToEnd no '}' follows;
        // m_close: the first '}' after m_closeFrom). Walking there again for each stray '{' of a
        // broken export would be quadratic: once its tag section start is found, it goes there.
        const bool neverCloses = start.at >= m_openToEnd;
        const bool knownClose = m_close.at && start.at >= m_closeFrom && start.at < m_close.at;
        Place resume;
        while (m_p < m_end && *m_p != '}') {
            if (*m_p == '\n') {
                m_lineStart = m_p + 1, ++m_line;
                if (!resume.at && game::startsTagSection(text(), std::size_t(m_lineStart - m_base))) {
                    resume = here(m_lineStart);
                    if (neverCloses)
                        break;
                    if (knownClose) {
                        m_p = m_close.at, m_line = m_close.line, m_lineStart = m_close.lineStart;
                        break;
                    }
                }
            }
            ++m_p;
        }
        if (m_p >= m_end)
            m_openToEnd = std::min(m_openToEnd, start.at);
        else if (*m_p == '}' && !knownClose)
            m_closeFrom = start.at, m_close = here(m_p);
        const bool closed = m_p < m_end && *m_p == '}';
        if (resume.at && !m_runaway.open.at && (!m_broken || !closed))
            m_runaway = Runaway{start, resume, plies, m_out.index.moves().size()};
        if (!closed) { // broken where it opened; the next game starts at its tag section
            failAt(start, ScanErrorKind::UnclosedComment);
            m_resync = m_runaway.open.at != nullptr;
            return false;
        }
        ++m_p;
        return true;
    }

    std::string_view text() const { return std::string_view(m_base, std::size_t(m_end - m_base)); }
    void resync(GameRecord& g);

    void scanGame();
    void scanTags(GameRecord& g);
    bool scanTag(GameRecord& g);
    void applyTag(GameRecord& g, std::string_view name, std::string_view value);
    void scanMoves(GameRecord& g);
    bool skipVariation(std::uint16_t plies);
    bool readResultOrNumber(GameRecord& g, bool& ended);
    void playSan(GameRecord& g, std::string_view san, const char* at);
    void finishGame(GameRecord& g);

    const char* m_base;
    const char* m_p;
    const char* m_stop; // no game starts at or after it
    const char* m_end; // the end of the text: a game may run over the stop
    const char* m_lineStart;
    std::uint32_t m_line = 1;
    std::uint32_t m_number = 0;
    ScanPart& m_out;

    // The game's first comment holding a tag section start (pgnresync.h), and where that is.
    struct Runaway {
        Place open; // its '{'
        Place resume;
        std::uint16_t plies = 0; // main-line plies and move codes before it
        std::size_t moves = 0;
    };

    core::Position m_pos;
    bool m_broken = false;
    ScanError m_error; // the game's first error, stored when the game ends
    const char* m_errorAt = nullptr;
    Runaway m_runaway;
    bool m_resync = false; // the game ends where its runaway comment's tag section starts
    const char* m_openToEnd = m_end; // no '}' from here to the end of the text
    const char* m_closeFrom = nullptr; // the first '}' after it is m_close
    Place m_close;
    GameResult m_tokenResult = GameResult::Unknown;
    std::string m_value; // a tag value with escapes removed
};

// One game: tags, then movetext up to its result or the next tag section.
void Scanner::scanGame()
{
    GameRecord g;
    g.offset = std::uint64_t(m_p - m_base);
    ++m_number;
    g.movesBegin = std::uint32_t(m_out.index.moves().size());
    static const core::Position standard = core::Position::startPosition(); // set up once, copied per game
    m_pos = standard;
    m_broken = false;
    m_runaway = Runaway{};
    m_resync = false;
    m_tokenResult = GameResult::Unknown;
    const char* start = m_p;
    scanTags(g);
    scanMoves(g);
    if (m_p == start) { // nothing a game can start with: step over it
        fail(m_p, ScanErrorKind::UnexpectedCharacter, std::string(1, *m_p));
        skipLine();
    }
    finishGame(g);
}

// The tag section: one [Name "value"] after the other.
void Scanner::scanTags(GameRecord& g)
{
    while (skipBlanks(), !atEnd() && *m_p == '[') {
        if (!scanTag(g))
            skipLine();
    }
}

// One tag pair; false (with the error recorded) when it is malformed.
bool Scanner::scanTag(GameRecord& g)
{
    ++m_p; // '['
    while (m_p < m_end && (*m_p == ' ' || *m_p == '\t'))
        ++m_p;
    const char* name = m_p;
    while (m_p < m_end && is(*m_p, TagName))
        ++m_p;
    const std::string_view tagName(name, std::size_t(m_p - name));
    while (m_p < m_end && (*m_p == ' ' || *m_p == '\t'))
        ++m_p;
    if (tagName.empty() || atEnd() || *m_p != '"') {
        fail(m_p, ScanErrorKind::MalformedTag);
        return false;
    }
    const char* value = ++m_p;
    while (m_p < m_end && *m_p != '"' && *m_p != '\n' && *m_p != '\\')
        ++m_p;
    std::string_view text(value, std::size_t(m_p - value)); // no escapes: the bytes themselves
    if (m_p < m_end && *m_p == '\\') {
        m_value.assign(value, std::size_t(m_p - value));
        for (; m_p < m_end && *m_p != '"' && *m_p != '\n'; ++m_p) {
            if (*m_p == '\\' && m_p + 1 < m_end && (m_p[1] == '"' || m_p[1] == '\\'))
                ++m_p;
            m_value.push_back(*m_p);
        }
        text = m_value;
    }
    if (atEnd() || *m_p != '"') {
        fail(m_p, ScanErrorKind::UnclosedTagValue);
        return false;
    }
    ++m_p;
    while (m_p < m_end && (*m_p == ' ' || *m_p == '\t'))
        ++m_p;
    if (atEnd() || *m_p != ']') {
        fail(m_p, ScanErrorKind::TagWithoutBracket);
        return false;
    }
    ++m_p;
    applyTag(g, tagName, text);
    return true;
}

// Keeps the tags the index shows; a FEN tag sets the start position.
void Scanner::applyTag(GameRecord& g, std::string_view name, std::string_view value)
{
    StringPool& pool = m_out.index.strings();
    if (name == "White")
        g.white = pool.intern(value);
    else if (name == "Black")
        g.black = pool.intern(value);
    else if (name == "Event")
        g.event = pool.intern(value);
    else if (name == "Round")
        g.round = pool.intern(value);
    else if (name == "ECO")
        g.eco = parseEco(value);
    else if (name == "Result")
        g.result = value == "1-0" ? GameResult::WhiteWins
            : value == "0-1"      ? GameResult::BlackWins
            : value == "1/2-1/2"  ? GameResult::Draw
                                  : GameResult::Unknown;
    else if (name == "Date" && value.size() >= 4) {
        auto num = [&](std::size_t at, std::size_t n) {
            int v = 0;
            for (std::size_t i = at; i < at + n && i < value.size(); ++i) {
                if (value[i] < '0' || value[i] > '9')
                    return 0;
                v = v * 10 + (value[i] - '0');
            }
            return at + n <= value.size() ? v : 0;
        };
        g.year = std::uint16_t(num(0, 4));
        g.month = std::uint8_t(std::min(num(5, 2), 12));
        g.day = std::uint8_t(std::min(num(8, 2), 31));
    } else if (name == "FEN") {
        g.fen = pool.intern(value);
        if (const auto err = core::parseFen(value, m_pos, core::FenMode::Repair))
            fail(m_p, ScanErrorKind::FenRejected, err->message);
    }
}

// Movetext up to a result, the next tag section or the end of the chunk.
void Scanner::scanMoves(GameRecord& g)
{
    for (;;) {
        skipBlanks();
        if (atEnd())
            return;
        const char c = *m_p;
        if (is(c, Letter)) { // a move, the most common token first
            const char* word = m_p;
            while (m_p < m_end && is(*m_p, SanMark))
                ++m_p;
            playSan(g, std::string_view(word, std::size_t(m_p - word)), word);
        } else if (is(c, Digit)) {
            bool ended = false;
            if (!readResultOrNumber(g, ended) || ended)
                return;
        } else if (c == '[' && atLineStart(m_p)) {
            return; // the next game's tags: this one had no result
        } else if (c == '{') {
            if (!skipBraceComment(g.plies))
                return;
        } else if (c == ';' || (c == '%' && atLineStart(m_p))) {
            skipLine();
        } else if (c == '(') {
            if (!skipVariation(g.plies))
                return;
        } else if (c == '$' || c == '!' || c == '?') {
            for (++m_p; m_p < m_end && (is(*m_p, Digit) || *m_p == '!' || *m_p == '?');)
                ++m_p;
        } else if (c == '*') {
            ++m_p;
            m_tokenResult = GameResult::Unknown;
            return;
        } else {
            fail(m_p, ScanErrorKind::UnexpectedCharacter, std::string(1, c));
            ++m_p;
        }
    }
}

// A (variation), nested ones and comments inside; false when it never closes. A tag line ends
// it (tags never belong in movetext): the game is broken and the next one starts there.
bool Scanner::skipVariation(std::uint16_t plies)
{
    const Place start = here(m_p);
    int depth = 0;
    while (m_p < m_end) {
        const char c = *m_p;
        if (c == '(') {
            ++depth, ++m_p;
        } else if (c == ')') {
            ++m_p;
            if (--depth == 0)
                return true;
        } else if (c == '{') {
            if (!skipBraceComment(plies))
                return false;
        } else if (c == ';') {
            skipLine();
        } else if (c == '[' && atLineStart(m_p)) {
            break;
        } else if (c == '\n') {
            ++m_line;
            m_lineStart = ++m_p;
        } else {
            ++m_p;
        }
    }
    failAt(start, ScanErrorKind::UnclosedVariation);
    return false;
}

// A token starting with a digit: a result (ends the game), castling with zeros, or a move number.
bool Scanner::readResultOrNumber(GameRecord& g, bool& ended)
{
    const char* q = m_p;
    while (q < m_end && is(*q, Digit))
        ++q;
    if (q < m_end && *q == '.') { // "12." or "12...": a move number, neither result nor castling
        for (m_p = q; m_p < m_end && *m_p == '.';)
            ++m_p;
        return true;
    }
    auto startsWith = [&](const char* s) {
        const std::size_t n = std::strlen(s);
        return std::size_t(m_end - m_p) >= n && std::memcmp(m_p, s, n) == 0;
    };
    for (const auto& [text, result] : {std::pair{"1-0", GameResult::WhiteWins}, std::pair{"0-1", GameResult::BlackWins},
                                       std::pair{"1/2-1/2", GameResult::Draw}}) {
        if (startsWith(text)) {
            m_p += std::strlen(text);
            m_tokenResult = result;
            ended = true;
            return true;
        }
    }
    if (startsWith("0-0")) { // castling written with zeros
        const char* word = m_p;
        while (m_p < m_end && is(*m_p, ZeroMark))
            ++m_p;
        playSan(g, std::string_view(word, std::size_t(m_p - word)), word);
        return true;
    }
    while (m_p < m_end && is(*m_p, Digit))
        ++m_p;
    while (m_p < m_end && *m_p == '.')
        ++m_p;
    return true;
}

// Replays one main-line move; after an error the rest of the game is only read, not played.
void Scanner::playSan(GameRecord& g, std::string_view san, const char* at)
{
    if (m_broken)
        return;
    if (g.plies == 0xFFFF) {
        fail(at, ScanErrorKind::TooLong);
        return;
    }
    core::Move m;
    switch (resolveSan(m_pos, san, m)) {
    case SanMatch::Found: break;
    case SanMatch::Malformed: fail(at, ScanErrorKind::NotAMove, std::string(san)); return;
    case SanMatch::Illegal: fail(at, ScanErrorKind::IllegalMove, std::string(san)); return;
    case SanMatch::Ambiguous: fail(at, ScanErrorKind::AmbiguousMove, std::string(san)); return;
    }
    encodeMove(m_pos, m, m_out.index.movesForAppend());
    m_pos.playWithoutKey(m); // the scan never reads the key
    ++g.plies;
}

// A broken game whose comment held a tag section start (its runaway) ends there: it is read up to
// that comment, its error is the comment's '{' (unless an error came before it) and the scan goes
// on at the tag section. A comment that never closes is never valid PGN. One that closes only in
// a later game (at that game's '}') is: a quoted game is legal comment text, so a sound game is
// left as written; but when its game then breaks (the later game's moves do not fit it), the
// runaway is the likely cause, and reading on at its tag section recovers the games it ate.
void Scanner::resync(GameRecord& g)
{
    g.plies = m_runaway.plies;
    m_out.index.movesForAppend().resize(m_runaway.moves);
    m_tokenResult = GameResult::Unknown;
    if (m_errorAt >= m_runaway.open.at) {
        const Place& q = m_runaway.open;
        m_error =
            ScanError{m_number, q.line, std::uint32_t(q.at - q.lineStart + 1), ScanErrorKind::UnclosedComment, {}};
    }
    m_p = m_runaway.resume.at;
    m_line = m_runaway.resume.line;
    m_lineStart = m_runaway.resume.lineStart;
}

// Stores the record and its error; a sound game's first plies go to the opening table.
void Scanner::finishGame(GameRecord& g)
{
    if (m_resync)
        resync(g);
    if (m_broken)
        m_out.index.addError(std::move(m_error));
    if (g.result == GameResult::Unknown)
        g.result = m_tokenResult;
    g.broken = m_broken;
    m_out.index.addGame(g);
}

} // namespace

ScanPart scanChunk(std::string_view text, std::size_t begin, std::size_t end)
{
    ScanPart part;
    part.beginOffset = begin;
    Scanner(text, begin, end, part).run();
    return part;
}

// Cuts after about chunkBytes at the next line starting with '[' whose previous line does not.
std::vector<std::size_t> chunkBounds(std::string_view text, std::size_t chunkBytes)
{
    std::vector<std::size_t> bounds{0};
    std::size_t at = chunkBytes;
    while (at < text.size()) {
        std::size_t nl = text.find("\n[", at);
        while (nl != std::string_view::npos) {
            const std::size_t prev = text.rfind('\n', nl == 0 ? 0 : nl - 1);
            const std::size_t prevStart = prev == std::string_view::npos ? 0 : prev + 1;
            const std::size_t firstChar = text.find_first_not_of(" \t\r", prevStart);
            if (firstChar >= nl || text[firstChar] != '[')
                break; // a blank or movetext line before it: a new tag section starts here
            nl = text.find("\n[", nl + 1);
        }
        if (nl == std::string_view::npos)
            break;
        bounds.push_back(nl + 1);
        at = nl + 1 + chunkBytes;
    }
    bounds.push_back(text.size());
    return bounds;
}

// Workers take chunks in order; the caller hands finished parts on as soon as they are next. A
// part whose guessed start the part before ran over (inside its comment) is read again from where
// that one ended, on the calling thread, so parts always equal the one-thread scan.
bool scanParallel(std::string_view text, const ScanOptions& options, const std::function<void(ScanPart&&)>& consume)
{
    int threads = options.threads > 0 ? options.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    // At least 16 chunks per thread (of 64 KB or more): the last chunks then leave no core idle long.
    const std::size_t balanced = std::max<std::size_t>(text.size() / (16 * std::size_t(threads)), 64u << 10);
    const std::vector<std::size_t> bounds =
        chunkBounds(text, std::max<std::size_t>(std::min(options.chunkBytes, balanced), 1));
    const std::size_t chunks = bounds.size() - 1;
    threads = int(std::min<std::size_t>(std::size_t(threads), std::max<std::size_t>(chunks, 1)));
    std::vector<ScanPart> parts(chunks);
    std::vector<char> done(chunks, 0);
    std::mutex mutex;
    std::condition_variable changed;
    std::size_t next = 0, handed = 0;
    auto cancelled = [&] { return options.cancel && options.cancel->load(std::memory_order_relaxed); };
    // Wakes now and then too: the cancel flag is set without notifying.
    auto waitFor = [&](std::unique_lock<std::mutex>& lock, auto pred) {
        while (!pred())
            changed.wait_for(lock, std::chrono::milliseconds(50));
    };
    auto work = [&] {
        for (;;) {
            std::size_t mine;
            {
                std::unique_lock lock(mutex);
                // Stay at most 2 chunks per thread ahead of the consumer (bounded memory).
                waitFor(lock,
                        [&] { return next >= chunks || cancelled() || next < handed + 2 * std::size_t(threads); });
                if (next >= chunks || cancelled())
                    return;
                mine = next++;
            }
            ScanPart part = scanChunk(text, bounds[mine], bounds[mine + 1]);
            std::lock_guard lock(mutex);
            parts[mine] = std::move(part);
            done[mine] = 1;
            changed.notify_all();
        }
    };
    std::vector<std::thread> pool;
    for (int i = 0; i < threads; ++i)
        pool.emplace_back(work);
    std::size_t at = 0; // where the next game starts: the end of what was consumed
    for (; handed < chunks && !cancelled();) {
        ScanPart part;
        {
            std::unique_lock lock(mutex);
            waitFor(lock, [&] { return done[handed] || cancelled(); });
            if (!done[handed])
                break;
            part = std::move(parts[handed]);
            ++handed;
            changed.notify_all();
        }
        if (part.beginOffset != at) { // the part before ran over this chunk's guessed start
            if (at >= bounds[handed])
                continue; // read whole by the part before
            part = scanChunk(text, at, bounds[handed]);
        }
        const std::size_t from = at;
        at = part.endOffset;
        consume(std::move(part));
        if (options.released)
            options.released(from, at);
    }
    {
        std::lock_guard lock(mutex);
        changed.notify_all();
    }
    for (std::thread& t : pool)
        t.join();
#if defined(__GLIBC__)
    // The workers' arenas keep what they freed (the parts' growing buffers, up to ~10 MB with two
    // threads) resident for threads that are gone; the opening table is built next.
    malloc_trim(0);
#endif
    return handed == chunks;
}

// Appends the parts one after the other.
GameIndex scanAll(std::string_view text, const ScanOptions& options)
{
    GameIndex index;
    std::uint32_t lines = 0;
    scanParallel(text, options, [&](ScanPart&& part) {
        index.append(std::move(part.index), lines);
        lines += part.newlines;
    });
    index.shrink();
    if (!options.cancel || !options.cancel->load())
        index.buildOpenings(options.openingPlies);
    return index;
}

} // namespace kibitz::database
