// The position of a game node as an engine is given it: the game's start FEN and the moves
// (UCI, uciMove()) that lead to the node, so that the engine knows the repetition history. The
// one walk for play, analysis, the game evaluator, the review and the puzzle finder.
#pragma once

#include "game/gametree.h"

#include <QString>
#include <QStringList>

namespace kibitz::engine {

struct EnginePosition {
    QString fen;
    QStringList moves;
};
// The path from the root of tree to node.
EnginePosition enginePosition(const game::GameTree& tree, game::NodeId node);

} // namespace kibitz::engine
