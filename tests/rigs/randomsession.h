// What the randomized sessions of the move models' tests (tst_movelistmodel, tst_movepairmodel)
// share: the warnings QAbstractItemModelTester reports, and a random node or legal move to edit.
#pragma once

#include "chessgamemodel.h"
#include "gameediting.h"

#include "core/movegen.h"

#include <QStringList>

#include <random>
#include <vector>

namespace kibitz::test {

// The warnings collected so far (QAbstractItemModelTester reports its failures as warnings).
inline QStringList& modelWarnings()
{
    static QStringList warnings;
    return warnings;
}

// A message handler that keeps every warning in modelWarnings().
inline void collectWarnings(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        modelWarnings() << message;
}

// Any node of the tree, the root included, in breadth-first order's numbering.
inline game::NodeId randomNode(const game::GameTree& tree, std::mt19937& rng)
{
    std::vector<game::NodeId> all{game::RootNode};
    for (std::size_t i = 0; i < all.size(); ++i)
        for (game::NodeId c : tree.node(all[i]).children)
            all.push_back(c);
    return all[rng() % all.size()];
}

// Plays one of the shown position's legal moves (none when there are none).
inline void playRandomMove(ChessGameModel& g, std::mt19937& rng)
{
    core::MoveList moves;
    core::generateLegalMoves(g.position(), moves);
    if (moves.empty())
        return;
    const core::Move m = moves[int(rng() % moves.size())];
    g.editing()->makeMove(m.from(), m.to(), m.kind() == core::Move::Promotion ? m.promotion() : core::NoPieceType);
}

// The structural edits both sessions make, at a random node: op 62-64 deletes its variation,
// 65-66 the moves after it, 67-69 promotes its variation.
inline void restructureRandomNode(ChessGameModel& g, std::mt19937& rng, int op)
{
    if (op < 65)
        g.editing()->deleteVariation(randomNode(g.tree(), rng));
    else if (op < 67)
        g.editing()->deleteMovesAfter(randomNode(g.tree(), rng));
    else
        g.editing()->promoteVariation(randomNode(g.tree(), rng));
}

} // namespace kibitz::test
