// The database scanner's reader of one chunk (pgnscanner.h): its byte classes and the Scanner
// class, whose game-level steps pgnscanner.cpp defines. Only pgnscanner.cpp includes it.
#pragma once

#include "pgnscanner.h"

#include "movecode.h"
#include "core/sanmatch.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "game/pgndialect.h"
#include "game/pgnresync.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace kibitz::database::detail {

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
inline constexpr CharClasses Classes;
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
        while (skipBetweenGames(), m_p < m_stop)
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
    void applyDate(GameRecord& g, std::string_view value, bool isDate);
    void scanMoves(GameRecord& g);
    bool scanVariation(GameRecord& g);
    void openVariation(const GameRecord& g, const char* at);
    void variationResult(GameRecord& g);
    void playInVariation(core::Move m);
    void passInVariation(const char* at);
    bool readResultOrNumber(GameRecord& g, bool& ended);
    void playSan(GameRecord& g, std::string_view san, const char* at);
    bool playDialect(GameRecord& g, std::string_view san, const char* at);
    void playNull(GameRecord& g, const char* at);
    bool oddToken(GameRecord& g, bool& ended);
    bool repeatsTag() const;
    std::string_view tagNameAt(const char* bracket, const char*& after) const;
    void skipBetweenGames();
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
    // The main line replayed from its move codes as far as a variation on it needed: m_replayed
    // plies, whose codes end at m_replayCode (no copy per main-line ply; games without variations
    // never replay).
    core::Position m_replay;
    int m_replayed = 0;
    std::size_t m_replayCode = 0;
    // The variations open, innermost last: each one's position and the one before its last move,
    // checked only (the index keeps the main line), as the full reader would play them.
    struct Line {
        core::Position before;
        core::Position now;
        bool moved = false;
    };
    std::vector<Line> m_lines;
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
    std::vector<std::string_view> m_tagNames; // the game's tags so far
    std::string m_decoded; // a name read as Windows-1252
};

} // namespace kibitz::database::detail
