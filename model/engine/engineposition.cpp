// enginePosition: a walk up the game tree.
#include "engineposition.h"

#include "chessgamemodel.h"
#include "core/fen.h"

namespace kibitz::engine {

// Walks up from node; UCI moves keep repetition history for the engine.
EnginePosition enginePosition(const ChessGameModel& model, quint32 node)
{
    EnginePosition p;
    p.fen = QString::fromStdString(core::toFen(model.tree().startPosition()));
    for (const game::NodeId id : model.tree().path(node)) {
        if (id != game::RootNode)
            p.moves.push_back(QString::fromStdString(core::moveToUci(model.tree().node(id).move)));
    }
    return p;
}

} // namespace kibitz::engine
