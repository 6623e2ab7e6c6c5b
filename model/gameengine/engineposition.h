// The position of a game node as an engine is given it: the game's start FEN and the moves
// (UCI) that lead to the node, so that the engine knows the repetition history.
#pragma once

#include <QString>
#include <QStringList>

namespace kibitz {
class ChessGameModel;
}

namespace kibitz::engine {

struct EnginePosition {
    QString fen;
    QStringList moves;
};
// The path from the root of model's tree to node.
EnginePosition enginePosition(const ChessGameModel& model, quint32 node);

} // namespace kibitz::engine
