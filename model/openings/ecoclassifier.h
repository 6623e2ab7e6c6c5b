// Opening names: the ECO code and name of a position, from an ECO table in PGN (pgn-extract's
// eco.pgn: one game per opening with ECO, Opening and Variation tags). Positions are compared by
// their Polyglot key, so a transposition finds the same opening. Plain C++17 (no Qt).
#pragma once

#include "core/messages.h"
#include "core/position.h"
#include "game/gametree.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace kibitz::openings {

struct EcoMatch {
    std::string eco; // "C42"
    std::string name; // "Petrov's defence" or "Petrov, classical attack"
    int ply = 0; // in a classification: the ply of the path at which it was found
};

// Why an ECO table could not be read: `message` is the entry of the one message table
// (core/messages.h); kibitz-cli prints its English, the window translates it (ErrorText).
struct EcoError {
    enum Code {
        CannotOpen, // the file is missing or unreadable (`detail`)
        NoOpenings, // the file holds no game with an ECO tag
    };
    Code code = CannotOpen;
    std::string path;
    std::string detail;
    core::Message message;
};

class EcoTable {
public:
    // The largest table read (pgn-extract's holds about 300 KB).
    static constexpr std::uint64_t MaxBytes = std::uint64_t(64) << 20;
    // Reads the table at path (normally /usr/share/pgn-extract/eco.pgn); a device, a FIFO or a
    // folder is refused unread.
    static std::optional<EcoTable> load(const std::string& path, EcoError& error);
    // A table from PGN text; games without an ECO tag or with errors are skipped.
    static std::optional<EcoTable> fromPgn(std::string_view text, const std::string& path, EcoError& error);

    // Number of distinct positions named.
    std::size_t size() const { return m_byKey.size(); }
    // The opening of exactly this position (ply 0), if the table names it.
    std::optional<EcoMatch> lookup(const core::Position& pos) const;
    // The deepest position along path (path[0] the start, path[i] after i plies) that the table
    // names, with its index as ply.
    std::optional<EcoMatch> classify(const std::vector<core::Position>& path) const;
    // The same for the moves of a game from start (moves must be legal; the walk stops at one that
    // is not).
    std::optional<EcoMatch> classify(const core::Position& start, const std::vector<core::Move>& moves) const;
    // The same for the path from the root of tree to node.
    std::optional<EcoMatch> classify(const game::GameTree& tree, game::NodeId node) const;

private:
    struct Entry {
        std::string eco;
        std::string name;
    };
    std::unordered_map<std::uint64_t, Entry> m_byKey;
};

// The standard location of pgn-extract's table on Debian.
inline constexpr const char* DebianEcoPath = "/usr/share/pgn-extract/eco.pgn";

} // namespace kibitz::openings
