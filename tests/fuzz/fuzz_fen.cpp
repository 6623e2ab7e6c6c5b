// libFuzzer harness for the FEN parser, in both modes. Properties checked on every input:
//  - nothing crashes, overflows or reads out of bounds (the sanitizers watch);
//  - Strict mode never reports repairs, and a Strict-accepted FEN is accepted unchanged by Repair;
//  - an accepted FEN exports to a FEN that Strict mode accepts as an equal position with the
//    same key, and export is idempotent;
//  - every position one legal move away is accepted too (legal play never leads to a FEN the
//    parser rejects), and make/unmake restores the position.
#include "core/fen.h"
#include "core/movegen.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

using namespace kibitz::core;

namespace {

// Stops the run with a message; libFuzzer saves the input that got here.
[[noreturn]] void fail(const char* what, const std::string& fen, const std::string& detail = {})
{
    std::fprintf(stderr, "fuzz_fen: %s\n  fen: %s\n  %s\n", what, fen.c_str(), detail.c_str());
    std::abort();
}

// Export of pos must parse strictly back to pos; returns the export.
std::string checkRoundTrip(const Position& pos)
{
    const std::string fen = toFen(pos);
    Position again;
    if (const auto err = parseFen(fen, again))
        fail("canonical FEN rejected", fen, err->message.english());
    if (!(again == pos))
        fail("round trip changed the position", fen, toFen(again));
    if (toFen(again) != fen)
        fail("export not idempotent", fen, toFen(again));
    if (again.key() != pos.key() || pos.key() != pos.computeKey())
        fail("keys differ after round trip", fen);
    return fen;
}

// Every legal move leads to an accepted position (also at the counter limits, where makeMove
// saturates: one policy for FEN and play, position.h), and unmaking it restores pos.
void checkSuccessors(Position pos)
{
    const Position before = pos;
    MoveList list;
    generateLegalMoves(pos, list);
    for (const Move m : list) {
        UndoInfo undo;
        pos.makeMove(m, undo);
        checkRoundTrip(pos);
        pos.unmakeMove(m, undo);
        if (!(pos == before) || pos.key() != before.key())
            fail("unmake did not restore the position", toFen(before), moveToUci(m));
    }
}

} // namespace

// Entry point: one input, both modes.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Position strict;
    std::vector<Message> repairs;
    const bool strictOk = !parseFen(text, strict, FenMode::Strict, &repairs);
    if (!repairs.empty())
        fail("Strict mode reported repairs", std::string(text), repairs.front().english());

    Position repaired;
    const bool repairOk = !parseFen(text, repaired, FenMode::Repair, &repairs);
    if (strictOk && (!repairOk || !(repaired == strict) || !repairs.empty()))
        fail("Repair mode changed a valid FEN", toFen(strict), repairOk ? toFen(repaired) : "rejected");

    if (repairOk) {
        checkRoundTrip(repaired);
        checkSuccessors(repaired);
    }
    return 0;
}
