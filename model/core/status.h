// Game status: checkmate, stalemate, automatic draws and claimable draws.
#pragma once

#include "position.h"

#include <cstddef>
#include <string>
#include <vector>

namespace kibitz::core {

enum class GameState {
    Ongoing,
    Checkmate, // the side to move is mated
    Stalemate,
    InsufficientMaterial, // automatic draw: no sequence of legal moves can mate
    SeventyFiveMoveRule, // automatic draw at halfmove clock >= 150 (unless mate)
    FivefoldRepetition, // automatic draw
};

struct GameStatus {
    GameState state = GameState::Ongoing;
    bool inCheck = false;
    bool canClaimFiftyMove = false; // halfmove clock >= 100, game not over
    bool canClaimThreefold = false; // position occurred >= 3 times, game not over
    Color winner = White; // meaningful only for Checkmate
    bool isOver() const { return state != GameState::Ongoing; }
};

// True when neither side can ever mate (K v K, K+N v K, K+B v K, bishops all on one colour).
bool isInsufficientMaterial(const Position& pos);
// Status of pos, where history holds the keys of the earlier positions of the game (oldest
// first, pos itself excluded) for repetition counting.
GameStatus gameStatus(const Position& pos, const std::vector<Key>& history);
// Stable English text used by kibitz-cli: "ongoing", "checkmate white wins", "stalemate",
// "draw insufficient material", "draw fivefold repetition", "draw seventy-five-move rule",
// "ongoing claimable threefold repetition", "ongoing claimable fifty-move rule", with
// " check" details not included.
std::string statusText(const GameStatus& status);

} // namespace kibitz::core
