// The database scanner: reads PGN bytes once, without building game trees or strings per move.
// Tags go to interned names, the main line's SAN is replayed straight into core::Position (every
// move checked for legality) and kept as one byte per ply; comments, NAGs and variations are
// stepped over. A broken game is recorded with its error (game, line, column) and its bytes are
// skipped up to the next game; the scan never stops on one. Plain C++17.
#pragma once

#include "gameindex.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

namespace kibitz::database {

struct ScanOptions {
    int threads = 0; // 0: one per core
    int openingPlies = OpeningTable::DefaultPlies; // explorer depth (scanAll builds the table)
    std::size_t chunkBytes = 4u << 20; // work unit; parts arrive in file order
    std::size_t from = 0; // where the first game starts (after a kept index's games: keptindex.h)
    const std::atomic<bool>* cancel = nullptr; // set to stop early (parts so far are kept)
    // Called with each chunk's byte range once it is consumed (MappedFile::release).
    std::function<void(std::size_t, std::size_t)> released;
    // Where scanInto writes the parts' move codes instead of keeping them in memory (codespill.h).
    std::shared_ptr<CodeSpill> spill;
};

// One scanned chunk: its games (numbered from 1, lines from 1, offsets absolute) and its lines.
struct ScanPart {
    GameIndex index;
    std::uint32_t newlines = 0; // line breaks in [beginOffset, endOffset)
    std::uint64_t beginOffset = 0; // where its first game starts in the file
    std::uint64_t endOffset = 0; // where its last game ends (past the chunk when it ran over)
};

// Scans the games of text that start in [begin, end) (begin starts a game); the last one is read
// to its end even past end (a comment or tag section running over). Offsets count from text's start.
ScanPart scanChunk(std::string_view text, std::size_t begin, std::size_t end);
// Likely game starts that cut text into pieces of about chunkBytes (a tag line after a non-tag
// line; one inside a comment is a guess scanParallel corrects).
std::vector<std::size_t> chunkBounds(std::string_view text, std::size_t chunkBytes, std::size_t from = 0);
// Scans the chunks on options.threads threads and hands each part to consume(part) in file order,
// on the calling thread. Returns false when cancelled.
bool scanParallel(std::string_view text, const ScanOptions& options, const std::function<void(ScanPart&&)>& consume);
// Scans everything into one index with its opening table (the CLI and tests).
GameIndex scanAll(std::string_view text, const ScanOptions& options = {});
// Appends the games from options.from on to index (their error lines after lines, the line
// breaks before options.from) without the opening table; returns the line breaks up to the end
// of what was scanned (the whole text unless cancelled).
std::uint64_t scanInto(GameIndex& index, std::string_view text, std::uint64_t lines, const ScanOptions& options);

} // namespace kibitz::database
