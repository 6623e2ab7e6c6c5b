// enginePosition: a walk up the game tree.
#include "engineposition.h"

#include "chessgamemodel.h"
#include "core/fen.h"
#include "core/uci.h"

namespace kibitz::engine {

// Walks up from node; UCI moves keep repetition history for the engine. UCI has no null move
// ("0000" ends Stockfish's move list): the line starts again from the position after the last one.
// Castling in Chess960 games goes as king-takes-rook: the start FEN tells the engine to expect it
// (core/fen.h).
EnginePosition enginePosition(const ChessGameModel& model, quint32 node)
{
    EnginePosition p;
    const core::Position& start = model.tree().startPosition();
    p.fen = QString::fromStdString(core::toFen(start));
    for (const game::NodeId id : model.tree().path(node)) {
        const game::Node& n = model.tree().node(id);
        if (id == game::RootNode)
            continue;
        if (n.move.isNull()) {
            p.fen = QString::fromStdString(core::toFen(n.position));
            p.moves.clear();
        } else {
            const core::Position& before = model.tree().node(n.parent).position;
            p.moves.push_back(QString::fromStdString(core::moveToUci(before, n.move, start.isChess960())));
        }
    }
    return p;
}

} // namespace kibitz::engine
