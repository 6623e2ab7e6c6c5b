// enginePosition: a walk up the game tree.
#include "engineposition.h"

#include "engine/enginetypes.h"

#include "core/fen.h"

namespace kibitz::engine {

// UCI has no null move ("0000" ends Stockfish's move list): the line starts again from the
// position after the last one. Castling in Chess960 games goes as king-takes-rook (uciMove()):
// the start FEN reads back as Chess960 (core/fen.h), so the engine is switched to that mode.
EnginePosition enginePosition(const game::GameTree& tree, game::NodeId node)
{
    EnginePosition p;
    p.fen = QString::fromStdString(core::toFen(tree.startPosition()));
    for (const game::NodeId id : tree.path(node)) {
        const game::Node& n = tree.node(id);
        if (id == game::RootNode)
            continue;
        if (n.move.isNull()) {
            p.fen = QString::fromStdString(core::toFen(n.position));
            p.moves.clear();
        } else {
            p.moves.push_back(uciMove(tree.node(n.parent).position, n.move));
        }
    }
    return p;
}

} // namespace kibitz::engine
