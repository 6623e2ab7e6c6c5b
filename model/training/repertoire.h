// An opening repertoire for White or for Black (issue 29): the positions of a PGN of opening lines,
// variations included, merged by position (transpositions meet), each with the repertoire's moves
// there. Where the repertoire's side is to move those moves are the answers to train; where the
// opponent is, they are the replies Kibitz may play. Plain C++17 over model/game.
#pragma once

#include "core/messages.h"
#include "core/position.h"
#include "game/game.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::training {

struct RepertoireMove {
    std::string uci;
    std::string san;
    std::string next; // the key of the position it leads to
};

struct RepertoirePosition {
    core::Position position; // as first met in the file
    std::vector<RepertoireMove> moves; // in the order first met (main line first)
    int game = 0; // where it was first met: the game's number in the file
    int ply = 0; // and its half-moves from that game's start
};

class Repertoire {
public:
    explicit Repertoire(core::Color side = core::White) : m_side(side) { }

    // The four first FEN fields (pieces, side, castling, e.p. when a capture is legal): positions
    // with the same key are the same for the repertoire, however they were reached.
    static std::string keyOf(const core::Position& position);

    // Adds the moves of a game's tree (numbered in its file), null moves left out.
    void addGame(const game::Game& game, int number);

    core::Color side() const { return m_side; }
    bool empty() const { return trainedPositions().empty(); }
    // The start positions of the games, each once, in file order.
    const std::vector<std::string>& roots() const { return m_roots; }
    // The position of key; nullptr when the repertoire does not reach it.
    const RepertoirePosition* find(const std::string& key) const;
    // The moves at key (empty when none).
    const std::vector<RepertoireMove>& movesAt(const std::string& key) const;
    // The positions where the repertoire's side is to move and the repertoire has a move, in the
    // order first met.
    std::vector<std::string> trainedPositions() const;

private:
    void addMoves(const game::GameTree& tree, game::NodeId id, int number);

    core::Color m_side;
    std::vector<std::string> m_roots;
    std::vector<std::string> m_order; // every key, in the order first met
    std::map<std::string, RepertoirePosition> m_positions;
};

struct RepertoireReading {
    Repertoire repertoire;
    int games = 0; // read
    std::vector<core::Message> errors; // the PGN reader's messages for the games it rejected
};

// Reads a PGN of opening lines for side.
RepertoireReading readRepertoire(std::string_view pgn, core::Color side);

} // namespace kibitz::training
