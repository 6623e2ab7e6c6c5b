// MoveHistoryPanel: the game's moves as numbered pairs with nested variations, navigation buttons
// and keys, and a context menu for editing the tree. Reads the model; changes go through its slots.
#pragma once

#include "game/gametree.h"
#include "variationfolds.h"

#include <QPointer>
#include <QWidget>

class QAction;
class QMenu;
class QTreeView;

namespace kibitz {

class ChessGameModel;
class GameAnnotations;
class GameEditing;
class GameNavigation;
class MoveListModel;
class MovePairModel;

class MoveHistoryPanel : public QWidget {
    Q_OBJECT
public:
    // Reads model; navigation follows the clicks and buttons, editing takes the context menu's
    // deletions and promotions, annotations the comments and signs.
    MoveHistoryPanel(ChessGameModel* model, GameNavigation* navigation, GameEditing* editing,
                     GameAnnotations* annotations, QWidget* parent = nullptr);

    // Start / Back / Forward / End, with Home / Left / Right / End (for the window's menus too).
    QList<QAction*> navigationActions() const;
    QTreeView* view() const { return m_view; }
    MovePairModel* pairModel() const { return m_pairs; }
    // The context menu for a move (exposed so tests can inspect its actions); NoNode: the menu of
    // the list's empty space.
    QMenu* createContextMenu(game::NodeId node, QWidget* parent);
    // Copy Moves as Text: the list as it reads (MovePairModel::toPlainText) on the clipboard; on
    // the context menu, and for the window's Edit menu.
    QAction* copyTextAction() const { return m_copyText; }

    // Edits node's comment in place in the list (the root: the comment before the game; pre: the
    // comment before the move), making an empty row for it when it has none.
    void editComment(game::NodeId node, bool pre);

    // Collapses the variation node belongs to when it is open, else opens it (main line: nothing).
    void toggleVariation(game::NodeId node);
    // Whether the variation node belongs to is collapsed in the list.
    bool isVariationCollapsed(game::NodeId node) const;

protected:
    // Space in the list toggles the variation of the shown move.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QAction* makeAction(const QString& text, const QString& icon, const QKeySequence& key);
    void buildButtons(QLayout* layout);
    void onClicked(const QModelIndex& index);
    void onContextMenu(const QPoint& pos);
    void onReset();
    void onRowsInserted(const QModelIndex& parent, int first, int last);
    void spanRows(const QModelIndex& parent);
    void scrollToCurrent();
    void onCommentEdited(game::NodeId node, bool pre, const QString& text);
    void onEditorClosed();
    void updateActions();
    QModelIndex variationRow(game::NodeId node) const;
    void onFoldChanged(const QModelIndex& index, bool collapsed);
    void applyFolds();

    ChessGameModel* m_model;
    GameNavigation* m_navigation;
    GameEditing* m_editing;
    GameAnnotations* m_annotations;
    MoveListModel* m_moves;
    MovePairModel* m_pairs;
    QTreeView* m_view;
    QAction* m_start;
    QAction* m_back;
    QAction* m_forward;
    QAction* m_end;
    QAction* m_copyText;
    VariationFolds m_folds; // kept by the moves of each variation, so it outlives a reset
    bool m_applyingFolds = false; // the view's own expand/collapse calls are not a person's choice
    QPointer<QWidget> m_returnFocus; // where the focus was before a comment was opened from a menu
};

} // namespace kibitz
