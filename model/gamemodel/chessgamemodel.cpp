// ChessGameModel: the owner of the game, its reads, and its parts.
#include "chessgamemodel.h"

#include "gameannotations.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "moveinput.h"

#include "core/ascii.h"
#include "game/pgnwriter.h"

#include <QUndoStack>

namespace kibitz {

using game::NodeId;
using game::NoNode;
using game::RootNode;

// Forwards the tree's elementary structure changes as the model's fine-grained signals, and
// drops what was derived from the old structure as soon as a change is complete.
class ChessGameModel::TreeObserver : public game::GameTree::Observer {
public:
    explicit TreeObserver(ChessGameModel* model) : m_model(model) { }
    void nodeAboutToBeLinked(NodeId parent, int index, NodeId node) override
    {
        emit m_model->nodeAboutToBeAdded(parent, index, node);
    }
    void nodeLinked(NodeId node) override
    {
        m_model->m_statuses.invalidate();
        emit m_model->nodeAdded(node);
    }
    void nodeAboutToBeUnlinked(NodeId node) override { emit m_model->nodeAboutToBeRemoved(node); }
    void nodeUnlinked(NodeId parent, int index, NodeId node) override
    {
        m_model->m_statuses.invalidate();
        emit m_model->nodeRemoved(parent, index, node);
    }

private:
    ChessGameModel* m_model;
};

// A new game from the initial position with an empty undo stack.
ChessGameModel::ChessGameModel(QObject* parent)
    : QObject(parent), m_undoStack(new QUndoStack(this)), m_ownStack(m_undoStack),
      m_observer(std::make_unique<TreeObserver>(this)), m_navigation(new GameNavigation(this)),
      m_editing(new GameEditing(this)), m_annotations(new GameAnnotations(this))
{
    qRegisterMetaType<kibitz::BoardTransition>();
    qRegisterMetaType<kibitz::core::GameStatus>();
    m_game.tree.setObserver(m_observer.get());
}

ChessGameModel::~ChessGameModel()
{
    // The undo stack (a child) holds commands that point back here: delete it first.
    delete m_ownStack;
    m_game.tree.setObserver(nullptr);
}

// FEN of the shown position.
QString ChessGameModel::fen() const { return QString::fromStdString(core::toFen(position())); }

// SAN of a node's move; "" for an unknown id (a view may hold an id from an undone edit).
QString ChessGameModel::san(NodeId node) const
{
    if (!tree().contains(node))
        return {};
    return QString::fromStdString(tree().node(node).san);
}

// The core's ASCII board with the last move.
QString ChessGameModel::asciiBoard() const
{
    const game::Node& n = tree().node(m_cursor);
    return QString::fromStdString(core::asciiBoard(n.position, m_statuses.status(), n.san));
}

// Targets of from in the shown position (MoveInput decides).
QList<TargetSquare> ChessGameModel::legalTargets(core::Square from) const
{
    return MoveInput::legalTargets(position(), from);
}

bool ChessGameModel::needsPromotionChoice(core::Square from, core::Square to) const
{
    return MoveInput::needsPromotionChoice(position(), from, to);
}

// The game as PGN text.
QString ChessGameModel::pgn() const { return QString::fromStdString(game::toPgn(m_game)); }

} // namespace kibitz
