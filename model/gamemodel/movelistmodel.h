// MoveListModel: the game's move tree as a QAbstractItemModel for QTreeView/QListView.
#pragma once

#include "game/gametree.h"

#include <QAbstractItemModel>

namespace kibitz {

class ChessGameModel;

// Layout (one column):
//   top level:       the moves of the main line, in order;
//   under a move m:  one "variation" item per alternative to m (only under the main continuation
//                    of a branching point, so each variation appears once);
//   under a variation item: the moves of that variation's line, whose own alternatives nest again.
// Every change arrives as begin/end insert/remove rows from ChessGameModel's fine-grained signals;
// playing or undoing a move inserts or removes one row. Only new games and loads reset the model.
class MoveListModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Role {
        NodeIdRole = Qt::UserRole + 1, // quint32 node id (moves and variations: first move)
        IsVariationItemRole, // bool: a variation item (not a move)
        SanRole, // "Nf3+"
        FigurineSanRole, // "♘f3+"
        MoveNumberRole, // int, the move's full-move number
        IsWhiteMoveRole, // bool
        MoveNumberTextRole, // "12." or "12..."
        NagsRole, // QList<int>
        NagTextRole, // the NAGs' symbols ("!?", "±", "$200") joined by spaces
        CommentRole, // comment after the move
        PreCommentRole, // comment before the move (first move of a variation)
        IsCurrentRole, // bool: the node ChessGameModel shows
        IsMainLineRole, // bool
        VariationDepthRole, // int: 0 on the main line
        PlyRole, // int: half-moves from the start
        EvalRole, // QString "+0.25", "-1.50", "#-3"; empty without an evaluation ([%eval])
        ClockRole, // QString "0:03:00", "0:00:59.5"; empty without a clock ([%clk])
        AnnotationTextRole, // evaluation and clock for display: "+0.25 · 0:03:00"
        NagToolTipRole, // the NAGs' meanings, one a line ("!?  Interesting move")
        IsEngineCommentRole, // bool: the comment after the move is an engine's report (game::readEngineComment)
        EngineCommentRole, // that report in short: "+0.65/35" (White's view/depth), "book"; else empty
    };
    Q_ENUM(Role)

    explicit MoveListModel(ChessGameModel* game, QObject* parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The evaluation as the move list shows it: "+0.25", "-1.50", "#3", "#-3".
    static QString evalDisplay(const game::Evaluation& eval);
    // An engine's report on a move mover played, in short ("+0.65/35", "book"); empty when a
    // person wrote comment.
    static QString engineCommentText(const std::string& comment, core::Color mover);

    // The item of a move node (invalid for the root or unknown nodes).
    QModelIndex indexForNode(game::NodeId node) const;
    // The node of a move item, or the first move of a variation item.
    game::NodeId nodeForIndex(const QModelIndex& index) const;
    // The comment before the game (the root's), which has no item of its own.
    QString gameComment() const;
    // The game's result as the list ends with it ("1-0", "0-1", "½-½"), from the Result tag;
    // empty while the game has none ("*").
    QString resultText() const;

signals:
    // The comment before the game changed (no item's data changes with it).
    void gameCommentChanged();
    // resultText() changed (a result set, claimed, undone), outside a reset.
    void resultChanged();

private:
    // Item ids: a node id for a move, the id with VariationFlag for the variation it starts.
    static constexpr quintptr VariationFlag = quintptr(1) << 31;

    const game::GameTree& tree() const;
    int moveRow(game::NodeId node) const;
    QModelIndex lineParent(game::NodeId node) const;
    QModelIndex variationIndex(game::NodeId start) const;
    QVariant moveData(game::NodeId node, int role) const;
    QVariant variationData(game::NodeId start, int role) const;

    void onNodeAboutToBeAdded(game::NodeId parent, int index, game::NodeId node);
    void onNodeAdded(game::NodeId node);
    void onNodeAboutToBeRemoved(game::NodeId node);
    void onNodeRemoved(game::NodeId parent, int index, game::NodeId node);
    void onCursorChanged(game::NodeId current, game::NodeId previous);
    void onNodeChanged(game::NodeId node);
    void onGameReset();
    void onGameInfoChanged();

    ChessGameModel* m_game;
    QString m_result; // the resultText() last announced, to tell a change of tags that changes it
};

} // namespace kibitz
