// What changes on the board between two shown positions, so that views can animate it.
#pragma once

#include "game/gametree.h"

#include "core/types.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace kibitz {

// One piece sliding from one square to another.
struct PieceMotion {
    core::Piece piece = core::NoPiece; // the piece that moves
    core::Square from = core::NoSquare;
    core::Square to = core::NoSquare;
    core::Piece becomes = core::NoPiece; // what stands on `to` afterwards (differs on promotion)
    bool operator==(const PieceMotion& o) const
    {
        return piece == o.piece && from == o.from && to == o.to && becomes == o.becomes;
    }
};

// A change of the shown position. Forward plays `move`, Backward takes it back; a Jump (load,
// new game, a click far away in the move list, a switch of variation) lists no motions and
// views resync from ChessGameModel::position().
struct BoardTransition {
    enum Kind { Forward, Backward, Jump };

    Kind kind = Jump;
    game::NodeId fromNode = game::NoNode; // the node shown before
    game::NodeId toNode = game::NoNode; // the node shown now
    core::Move move; // the move played (Forward) or taken back (Backward)
    QString san; // its SAN
    QList<PieceMotion> motions; // the moving piece; castling: king, then rook
    // Forward: the captured piece disappears from captureSquare (e.p.: not the target square).
    // Backward: it reappears there.
    core::Piece captured = core::NoPiece;
    core::Square captureSquare = core::NoSquare;
    // The piece a pawn promoted to (Forward) or that turns back into a pawn (Backward).
    core::Piece promotion = core::NoPiece;

    // Playing node's move from its parent's position.
    static BoardTransition forward(const game::GameTree& tree, game::NodeId node);
    // Taking node's move back, to its parent's position.
    static BoardTransition backward(const game::GameTree& tree, game::NodeId node);
    // Any other change: the view rebuilds from the position.
    static BoardTransition jump(game::NodeId from, game::NodeId to);
    // The right transition between two nodes of the same tree (forward, backward or jump).
    static BoardTransition between(const game::GameTree& tree, game::NodeId from, game::NodeId to);
};

} // namespace kibitz

Q_DECLARE_METATYPE(kibitz::BoardTransition)
