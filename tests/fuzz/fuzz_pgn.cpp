// libFuzzer harness for the PGN reader: never crashes, every error is well-formed (position,
// message, token shortened), and games survive the round trip read -> write -> read: the same
// number of games, the same trees (moves, comments, NAGs, variations), the exported tags, and
// writing the re-read games gives the same text again.
#include "game/pgnreader.h"
#include "game/pgnwriter.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace kibitz::game;

namespace {

// Aborts unless the error names a place, has a message and a shortened token.
void checkError(const PgnError& e)
{
    if (e.game < 1 || e.line < 1 || e.column < 1 || e.message.empty())
        std::abort();
    if (e.text.size() > 4 * 40 + 3 || (e.textLength != 0 && e.textLength <= 40))
        std::abort();
    if (e.message.english().find('\0') != std::string::npos)
        std::abort();
}

// All games as PGN text.
std::string writeAll(const PgnReadResult& r)
{
    std::string out;
    for (const Game& g : r.games)
        writePgn(out, g);
    return out;
}

} // namespace

// Fuzz entry point.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const PgnReadResult first = readPgn(text);
    for (const PgnError& e : first.errors)
        checkError(e);
    for (const Game& g : first.games)
        if (!g.tree.checkInvariants().empty())
            std::abort();
    const std::string written = writeAll(first);
    const PgnReadResult second = readPgn(written);
    if (!second.errors.empty() || second.games.size() != first.games.size())
        std::abort();
    for (std::size_t i = 0; i < first.games.size(); ++i) {
        if (!second.games[i].tree.sameContent(first.games[i].tree))
            std::abort();
        if (second.games[i].tags != exportTags(first.games[i]))
            std::abort();
    }
    if (writeAll(second) != written)
        std::abort();
    return 0;
}
