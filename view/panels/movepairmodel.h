// MovePairModel: MoveListModel re-laid out as numbered move pairs ("12." | "Nf3" | "Nc6") with
// comments and variations as rows of their own, variations nesting their lines as children.
#pragma once

#include "game/gametree.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QPointer>

#include <vector>

namespace kibitz {

class MoveListModel;

class MovePairModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NumberColumn, WhiteColumn, BlackColumn, ColumnCount };
    enum RowKind { PairRow, VariationRow, CommentRow, ResultRow }; // ResultRow: the game's result, last
    enum Role {
        NodeIdRole = Qt::UserRole + 100, // quint32: the move of the cell (variations: first move)
        RowKindRole, // RowKind
        IsCurrentRole, // bool: the cell shows ChessGameModel's current move
        DepthRole, // int: how deep the row's line nests in variations (0: the main line)
    };

    explicit MovePairModel(MoveListModel* source, QObject* parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    // Comment rows are edited in place: the new text goes out as commentEdited.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // The comment row of node (the root: the comment before the game; pre: before the move),
    // invalid when there is none.
    QModelIndex commentIndex(game::NodeId node, bool pre) const;
    // Shows an empty comment row for node (pre: before its move) until the next closeComment(),
    // so that a comment not written yet can be edited in place.
    void openComment(game::NodeId node, bool pre);
    void closeComment();

    // The cell showing node (invalid when the node has no cell, e.g. the root).
    QModelIndex indexForNode(game::NodeId node) const;
    // The move of a cell: the pair's white or black move, a variation's first move, a comment's move.
    game::NodeId nodeForIndex(const QModelIndex& index) const;
    // The cell of the move the game model shows now (invalid at the start position).
    QModelIndex currentIndex() const;
    // The whole list as text (Copy Moves as Text): one row a line, signs as symbols, comments whole
    // in braces, each variation's line indented (its title row left out).
    QString toPlainText() const;
    // True when some row is a comment's (the view then gives rows their own heights).
    bool hasCommentRows() const;

signals:
    // Emitted after each change of the layout (a reset or rows updated in place), so views can
    // scroll to the current move.
    void rebuilt();
    // A comment row was edited to text (the model decides; the row follows its signals).
    void commentEdited(game::NodeId node, bool pre, const QString& text);

private:
    struct Row {
        RowKind kind = PairRow;
        int parent = -1; // slot of the variation row above; -1 for top-level rows
        int indexInParent = 0;
        int depth = 0; // DepthRole: a variation row's own line, other rows their container's
        std::vector<int> children; // variation rows only
        int moveNumber = 0;
        game::NodeId white = game::NoNode;
        game::NodeId black = game::NoNode;
        game::NodeId node = game::NoNode; // variation: first move; comment: the move commented
        bool preComment = false; // comment rows: before the move rather than after it
        QString whiteText, blackText, text;
        QString whiteTip, blackTip; // the meanings of the moves' signs and an engine's comment
        int whiteMark = 0, blackMark = 0; // the moves' review marks (NAG 6, 2 or 4; 0 for none)
    };
    // The rows of a whole game laid out from the source; rows refer to each other by slot.
    struct Layout {
        std::vector<Row> rows;
        std::vector<int> top;
        game::NodeId current = game::NoNode;
        game::NodeId openNode = game::NoNode; // an empty comment row shown for editing
        bool openPre = false;

        const std::vector<int>& childrenOf(int container) const;
        std::vector<int>& childrenOf(int container);
        int addRow(int container, RowKind kind);
        void addComment(int container, const QString& text, game::NodeId node, bool pre);
        void buildLine(const MoveListModel& source, const QModelIndex& sourceParent, int container);
    };

    Layout buildLayout() const;
    void resetLayout();
    void updateLayout();
    void reconcile(int container, const Layout& next, int nextContainer);
    int copyIn(const Layout& next, int from, int container);
    void renumber(int container);
    void reindexCells();
    static bool sameRow(const Row& a, const Row& b);
    static bool sameContent(const Row& a, const Row& b);
    void onSourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles);
    void appendText(int rowIndex, int depth, QString& out) const;
    QVariant cellText(const Row& row, int column) const;
    QVariant cellLook(const Row& row, int column, bool current, int role) const;
    QString fullComment(const Row& row) const;

    QPointer<MoveListModel> m_source;
    Layout m_layout; // slots of rows removed in place stay unused until the next reset
    QHash<game::NodeId, QPair<int, int>> m_cells; // node -> (row, column)
    game::NodeId m_current = game::NoNode;
    game::NodeId m_openNode = game::NoNode;
    bool m_openPre = false;
};

} // namespace kibitz
