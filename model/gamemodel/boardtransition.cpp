// BoardTransition: derives piece motions, captures and promotions from a tree node.
#include "boardtransition.h"

namespace kibitz {

using namespace kibitz::core;

// Forward motions of the node's move in its parent's position.
BoardTransition BoardTransition::forward(const game::GameTree& tree, game::NodeId node)
{
    const game::Node& n = tree.node(node);
    const Position& before = tree.node(n.parent).position;
    const Move m = n.move;
    const Piece mover = before.pieceOn(m.from());
    BoardTransition t;
    t.kind = Forward;
    t.fromNode = n.parent;
    t.toNode = node;
    t.move = m;
    t.san = QString::fromStdString(n.san);
    if (m.isNull())
        return t; // a null move: no piece moves, the other side is to move
    if (m.kind() == Move::Promotion)
        t.promotion = makePiece(colorOf(mover), m.promotion());
    t.motions.append(PieceMotion{mover, m.from(), m.to(), t.promotion != NoPiece ? t.promotion : mover});
    if (m.kind() == Move::Castling) {
        const auto [rookFrom, rookTo] = before.castlingRookSquares(m);
        const Piece rook = before.pieceOn(rookFrom);
        t.motions.append(PieceMotion{rook, rookFrom, rookTo, rook});
    } else if (m.kind() == Move::EnPassant) {
        t.captureSquare = makeSquare(fileOf(m.to()), rankOf(m.from()));
        t.captured = before.pieceOn(t.captureSquare);
    } else if (before.pieceOn(m.to()) != NoPiece) {
        t.captureSquare = m.to();
        t.captured = before.pieceOn(m.to());
    }
    return t;
}

// The forward transition reversed: pieces slide back, captures reappear, promotions revert.
BoardTransition BoardTransition::backward(const game::GameTree& tree, game::NodeId node)
{
    BoardTransition t = forward(tree, node);
    t.kind = Backward;
    std::swap(t.fromNode, t.toNode);
    for (PieceMotion& pm : t.motions) {
        std::swap(pm.from, pm.to);
        std::swap(pm.piece, pm.becomes);
    }
    return t;
}

// A jump: no motions.
BoardTransition BoardTransition::jump(game::NodeId from, game::NodeId to)
{
    BoardTransition t;
    t.kind = Jump;
    t.fromNode = from;
    t.toNode = to;
    return t;
}

// Forward to a child, backward to the parent, else a jump.
BoardTransition BoardTransition::between(const game::GameTree& tree, game::NodeId from, game::NodeId to)
{
    if (tree.contains(to) && to != game::RootNode && tree.node(to).parent == from)
        return forward(tree, to);
    if (tree.contains(from) && from != game::RootNode && tree.node(from).parent == to)
        return backward(tree, from);
    return jump(from, to);
}

} // namespace kibitz
