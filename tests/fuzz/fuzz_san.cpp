// libFuzzer harness for parseSan: never crashes, errors are well-formed, and an accepted move
// survives the round trip move -> toSan -> parseSan (and move -> UCI -> parseSan).
// Input: the first byte picks the position, the rest is the move text.
#include "core/fen.h"
#include "core/movegen.h"
#include "core/san.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

using namespace kibitz::core;

namespace {

// Positions with castling, e.p., promotions, pins and ambiguities; parsed once.
const std::vector<Position>& positions()
{
    static const std::vector<Position> list = [] {
        const char* fens[] = {
            StartFen,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "4k3/4r3/8/8/8/5N2/4N3/4K3 w - - 0 1",
        };
        std::vector<Position> v;
        for (const char* fen : fens) {
            Position p;
            if (parseFen(fen, p))
                std::abort();
            v.push_back(p);
        }
        return v;
    }();
    return list;
}

// Parses text and aborts unless it gives exactly m.
void expectMove(const Position& pos, const std::string& text, Move m)
{
    Move back;
    if (parseSan(pos, text, back) || back != m)
        std::abort();
}

} // namespace

// Fuzz entry point.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const Position& pos = positions()[data[0] % positions().size()];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    const Move sentinel(A1, H8);
    Move m = sentinel;
    if (const auto err = parseSan(pos, text, m)) {
        if (m != sentinel || err->message.empty() || (err->code == SanErrorCode::Ambiguous) != !err->candidates.empty())
            std::abort();
        for (const std::string& cand : err->candidates) {
            Move c;
            if (parseSan(pos, cand, c))
                std::abort(); // every candidate named must itself be a valid, unique move
        }
        return 0;
    }
    if (!isLegalMove(pos, m))
        std::abort();
    const std::string san = toSan(pos, m);
    expectMove(pos, san, m);
    expectMove(pos, moveToUci(m), m);
    expectMove(pos, toFigurine(san), m);
    return 0;
}
