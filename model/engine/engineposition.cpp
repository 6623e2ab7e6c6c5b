// enginePosition: a walk up the game tree.
#include "engineposition.h"

#include "chessgamemodel.h"
#include "core/fen.h"

namespace kibitz::engine {

// Walks up from node; UCI moves keep repetition history for the engine. UCI has no null move
// ("0000" ends Stockfish's move list): the line starts again from the position after the last one.
EnginePosition enginePosition(const ChessGameModel& model, quint32 node)
{
    EnginePosition p;
    p.fen = QString::fromStdString(core::toFen(model.tree().startPosition()));
    for (const game::NodeId id : model.tree().path(node)) {
        const game::Node& n = model.tree().node(id);
        if (id == game::RootNode)
            continue;
        if (n.move.isNull()) {
            p.fen = QString::fromStdString(core::toFen(n.position));
            p.moves.clear();
        } else {
            p.moves.push_back(QString::fromStdString(core::moveToUci(n.move)));
        }
    }
    return p;
}

} // namespace kibitz::engine
