// MoveHistoryPanel: a QTreeView over MovePairModel plus four navigation actions.
#include "movehistorypanel.h"

#include "movecelldelegate.h"
#include "movepairmodel.h"
#include "signactions.h"

#include "chessgamemodel.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "movelistmodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QKeyEvent>
#include <QLineEdit>
#include <QAbstractItemDelegate>
#include <QMenu>
#include <QResizeEvent>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

namespace kibitz {

using game::NodeId;
using game::NoNode;

namespace {

// A comment is edited to add to it: its editor opens with the cursor after the text. Qt's views
// select an editor's whole text, and the first key typed replaced a comment of any length.
class MoveTreeView : public QTreeView
{
public:
    using QTreeView::QTreeView;

protected:
    bool edit(const QModelIndex& index, EditTrigger trigger, QEvent* event) override
    {
        if (!QTreeView::edit(index, trigger, event))
            return false;
        if (auto* editor = qobject_cast<QLineEdit*>(indexWidget(index))) {
            editor->deselect();
            editor->end(false);
        }
        return true;
    }

    // The comment rows' heights depend on the width (MoveCellDelegate::sizeHint).
    void resizeEvent(QResizeEvent* event) override
    {
        QTreeView::resizeEvent(event);
        if (event->size().width() != event->oldSize().width())
            scheduleDelayedItemsLayout();
    }
};

} // namespace

// Builds the view, the buttons and the connections to the model.
MoveHistoryPanel::MoveHistoryPanel(ChessGameModel* model, GameNavigation* navigation, GameEditing* editing,
                                   GameAnnotations* annotations, QWidget* parent)
    : QWidget(parent), m_model(model), m_navigation(navigation), m_editing(editing), m_annotations(annotations),
      m_moves(new MoveListModel(model, this)), m_pairs(new MovePairModel(m_moves, this)), m_view(new MoveTreeView(this))
{
    m_view->setModel(m_pairs);
    m_view->installEventFilter(this); // Space folds the shown move's variation
    m_view->setObjectName(QStringLiteral("moveHistoryView"));
    // A comment row is as tall as its wrapped text (MoveCellDelegate); the others keep one line.
    // Without comment rows all rows are one line high: uniform rows lay a 400,000-ply game out in
    // half the time (tst_mainwindow_hostile).
    m_view->setUniformRowHeights(true);
    m_view->setWordWrap(true);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    // Comment rows are edited in place (double click, F2, or the menus' comment actions).
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setIndentation(14);
    m_view->setItemDelegate(new MoveCellDelegate(m_view->indentation(), m_view));
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(MovePairModel::NumberColumn, QHeaderView::ResizeToContents);
    // White and Black share the width: a reviewed move ("Ra2?! +0.61") overflowed a fixed 90 px.
    m_view->header()->setSectionResizeMode(MovePairModel::WhiteColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(MovePairModel::BlackColumn, QHeaderView::Stretch);

    m_start = makeAction(tr("Go to start"), QStringLiteral("go-first"), QKeySequence(Qt::Key_Home));
    m_back = makeAction(tr("Back one move"), QStringLiteral("go-previous"), QKeySequence(Qt::Key_Left));
    m_forward = makeAction(tr("Forward one move"), QStringLiteral("go-next"), QKeySequence(Qt::Key_Right));
    m_end = makeAction(tr("Go to end"), QStringLiteral("go-last"), QKeySequence(Qt::Key_End));
    connect(m_start, &QAction::triggered, m_navigation, &GameNavigation::toStart);
    connect(m_back, &QAction::triggered, m_navigation, &GameNavigation::back);
    connect(m_forward, &QAction::triggered, m_navigation, &GameNavigation::forward);
    connect(m_end, &QAction::triggered, m_navigation, &GameNavigation::toEnd);
    m_copyText = new QAction(tr("Copy Moves as &Text"), this);
    m_copyText->setToolTip(tr("Copy the move list as text, with its signs, comments and variations"));
    connect(m_copyText, &QAction::triggered, this,
            [this] { QApplication::clipboard()->setText(m_pairs->toPlainText()); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_view, 1);
    auto* buttons = new QHBoxLayout;
    buildButtons(buttons);
    layout->addLayout(buttons);

    connect(m_view, &QTreeView::clicked, this, &MoveHistoryPanel::onClicked);
    connect(m_view, &QWidget::customContextMenuRequested, this, &MoveHistoryPanel::onContextMenu);
    // However a variation is folded (its marker, a double click, +/-, Space, the context menu).
    connect(m_view, &QTreeView::collapsed, this, [this](const QModelIndex& i) { onFoldChanged(i, true); });
    connect(m_view, &QTreeView::expanded, this, [this](const QModelIndex& i) { onFoldChanged(i, false); });
    const auto rowHeights = [this] {
        const bool uniform = !m_pairs->hasCommentRows();
        if (m_view->uniformRowHeights() != uniform) {
            m_view->setUniformRowHeights(uniform);
            m_view->doItemsLayout();
        }
    };
    connect(m_pairs, &MovePairModel::rebuilt, this, rowHeights);
    rowHeights(); // the game shown already
    connect(m_pairs, &QAbstractItemModel::modelReset, this, &MoveHistoryPanel::onReset);
    connect(m_pairs, &QAbstractItemModel::rowsInserted, this, &MoveHistoryPanel::onRowsInserted);
    connect(m_pairs, &MovePairModel::rebuilt, this, &MoveHistoryPanel::scrollToCurrent);
    connect(m_pairs, &QAbstractItemModel::dataChanged, this, &MoveHistoryPanel::scrollToCurrent);
    connect(m_model, &ChessGameModel::cursorChanged, this, &MoveHistoryPanel::updateActions);
    connect(m_model, &ChessGameModel::historyChanged, this, &MoveHistoryPanel::updateActions);
    connect(m_model, &ChessGameModel::gameReset, this, &MoveHistoryPanel::updateActions);
    connect(m_pairs, &MovePairModel::commentEdited, this, &MoveHistoryPanel::onCommentEdited);
    // An empty row made for editing goes when its editor closes (a written comment stays).
    connect(m_view->itemDelegate(), &QAbstractItemDelegate::closeEditor, this, &MoveHistoryPanel::onEditorClosed);
    onReset();
    updateActions();
}

// An action with a themed icon (or ours from the resources) and a key that works in the panel.
QAction* MoveHistoryPanel::makeAction(const QString& text, const QString& icon, const QKeySequence& key)
{
    auto* action = new QAction(QIcon::fromTheme(icon, QIcon(QStringLiteral(":/icons/%1.svg").arg(icon))), text, this);
    action->setShortcut(key);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    action->setToolTip(QStringLiteral("%1 (%2)").arg(text, key.toString(QKeySequence::NativeText)));
    addAction(action);
    return action;
}

// Four tool buttons bound to the navigation actions.
void MoveHistoryPanel::buildButtons(QLayout* layout)
{
    for (QAction* action : navigationActions()) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        layout->addWidget(button);
    }
}

// Start, back, forward, end.
QList<QAction*> MoveHistoryPanel::navigationActions() const { return {m_start, m_back, m_forward, m_end}; }

// Clicking a move shows its position.
void MoveHistoryPanel::onClicked(const QModelIndex& index)
{
    const NodeId node = m_pairs->nodeForIndex(index);
    if (node != NoNode)
        m_navigation->goTo(node);
}

// A reset (a load, a new game): every variation open but those the person collapsed, named by
// their moves; comment and variation rows span the whole width.
void MoveHistoryPanel::onReset()
{
    m_applyingFolds = true;
    m_view->expandAll();
    m_applyingFolds = false;
    applyFolds();
    spanRows({});
    scrollToCurrent();
}

// New rows are spanned and new variations open (a collapsed one rebuilt stays collapsed); rows
// kept stay as the person left them.
void MoveHistoryPanel::onRowsInserted(const QModelIndex& parent, int first, int last)
{
    bool opened = false;
    for (int r = first; r <= last; ++r) {
        const QModelIndex i = m_pairs->index(r, 0, parent);
        if (i.data(MovePairModel::RowKindRole).toInt() == MovePairModel::PairRow)
            continue;
        m_view->setFirstColumnSpanned(r, parent, true);
        if (m_pairs->rowCount(i) > 0) {
            m_applyingFolds = true;
            m_view->expandRecursively(i);
            m_applyingFolds = false;
            opened = true;
            spanRows(i);
        }
    }
    if (opened)
        applyFolds();
}

// Space in the list collapses or expands the variation of the shown move (the view would
// otherwise start a keyboard search with it).
bool MoveHistoryPanel::eventFilter(QObject* watched, QEvent* event)
{
    const auto* key = event->type() == QEvent::KeyPress ? static_cast<QKeyEvent*>(event) : nullptr;
    if (watched == m_view && key && key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier
        && variationRow(m_model->cursor()).isValid()) { // (a comment editor gets its keys itself)
        toggleVariation(m_model->cursor());
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

// The variation row of the variation node belongs to (invalid on the main line).
QModelIndex MoveHistoryPanel::variationRow(NodeId node) const
{
    const game::GameTree& tree = m_model->tree();
    if (!tree.contains(node) || tree.isMainLine(node))
        return {};
    const NodeId start = tree.node(node).lineStart;
    for (QModelIndex i = m_pairs->indexForNode(start); i.isValid(); i = i.parent()) {
        if (i.data(MovePairModel::RowKindRole).toInt() == MovePairModel::VariationRow
            && m_pairs->nodeForIndex(i) == start)
            return i.siblingAtColumn(0);
    }
    return {};
}

void MoveHistoryPanel::toggleVariation(NodeId node)
{
    const QModelIndex row = variationRow(node);
    if (row.isValid())
        m_view->setExpanded(row, !m_view->isExpanded(row));
}

bool MoveHistoryPanel::isVariationCollapsed(NodeId node) const
{
    const QModelIndex row = variationRow(node);
    return row.isValid() && !m_view->isExpanded(row);
}

// A person folded or opened a variation row: remembered by the variation's moves.
void MoveHistoryPanel::onFoldChanged(const QModelIndex& index, bool collapsed)
{
    if (m_applyingFolds || index.data(MovePairModel::RowKindRole).toInt() != MovePairModel::VariationRow)
        return;
    m_folds.setCollapsed(m_model->tree(), m_pairs->nodeForIndex(index), collapsed);
}

// Collapses the rows of the remembered variations that the game holds.
void MoveHistoryPanel::applyFolds()
{
    m_applyingFolds = true;
    for (NodeId start : m_folds.collapsedIn(m_model->tree())) {
        const QModelIndex row = variationRow(start);
        if (row.isValid())
            m_view->collapse(row);
    }
    m_applyingFolds = false;
}

// Spans the non-pair rows under parent, recursively.
void MoveHistoryPanel::spanRows(const QModelIndex& parent)
{
    for (int r = 0; r < m_pairs->rowCount(parent); ++r) {
        const QModelIndex i = m_pairs->index(r, 0, parent);
        const bool pair = i.data(MovePairModel::RowKindRole).toInt() == MovePairModel::PairRow;
        m_view->setFirstColumnSpanned(r, parent, !pair);
        if (!pair)
            spanRows(i);
    }
}

// Keeps the current move in view (the top at the start position).
void MoveHistoryPanel::scrollToCurrent()
{
    const QModelIndex current = m_pairs->currentIndex();
    if (current.isValid())
        m_view->scrollTo(current);
    else
        m_view->scrollToTop();
}

// Enables the navigation actions that can do something.
void MoveHistoryPanel::updateActions()
{
    const game::Node& here = m_model->tree().node(m_model->cursor());
    m_start->setEnabled(here.parent != NoNode);
    m_back->setEnabled(here.parent != NoNode);
    m_forward->setEnabled(!here.children.empty());
    m_end->setEnabled(!here.children.empty());
}

// Delete variation, promote it, delete the moves after, delete from here, fold, the signs, the
// comments, copying the list (the only entry off the moves).
QMenu* MoveHistoryPanel::createContextMenu(NodeId node, QWidget* parent)
{
    auto* menu = new QMenu(parent);
    if (node == NoNode || !m_model->tree().contains(node)) {
        menu->addAction(m_copyText);
        return menu;
    }
    const bool variation = !m_model->tree().isMainLine(node);
    QAction* promote = menu->addAction(tr("Promote variation"));
    promote->setEnabled(variation);
    connect(promote, &QAction::triggered, this, [this, node] { m_editing->promoteVariation(node); });
    QAction* remove = menu->addAction(tr("Delete variation"));
    remove->setEnabled(variation);
    connect(remove, &QAction::triggered, this, [this, node] { m_editing->deleteVariation(node); });
    QAction* after = menu->addAction(tr("Delete moves after this one"));
    after->setEnabled(!m_model->tree().node(node).children.empty());
    connect(after, &QAction::triggered, this, [this, node] { m_editing->deleteMovesAfter(node); });
    QAction* fromHere = menu->addAction(tr("Delete from Here"));
    connect(fromHere, &QAction::triggered, this, [this, node] { m_editing->deleteFromHere(node); });
    QAction* fold = menu->addAction(isVariationCollapsed(node) ? tr("Expand Variation") : tr("Collapse Variation"));
    fold->setEnabled(variation);
    connect(fold, &QAction::triggered, this, [this, node] { toggleVariation(node); });
    menu->addSeparator();
    SignActions::addTo(menu, *m_model, m_annotations, [node] { return node; }, Qt::WidgetShortcut);
    menu->addSeparator();
    QAction* before = menu->addAction(tr("Comment Before Move"));
    connect(before, &QAction::triggered, this, [this, node] { editComment(node, true); });
    QAction* comment = menu->addAction(tr("Comment After Move"));
    connect(comment, &QAction::triggered, this, [this, node] { editComment(node, false); });
    menu->addSeparator();
    menu->addAction(m_copyText);
    return menu;
}

// Shows the context menu of the move under the mouse (below the moves: Copy Moves as Text).
void MoveHistoryPanel::onContextMenu(const QPoint& pos)
{
    QMenu* menu = createContextMenu(m_pairs->nodeForIndex(m_view->indexAt(pos)), this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(m_view->viewport()->mapToGlobal(pos));
}

// Opens the comment's row in place (made empty when there is none) and its editor.
void MoveHistoryPanel::editComment(NodeId node, bool pre)
{
    if (!m_model->tree().contains(node) || (pre && node == game::RootNode))
        return;
    if (!m_pairs->commentIndex(node, pre).isValid())
        m_pairs->openComment(node, pre);
    const QModelIndex index = m_pairs->commentIndex(node, pre);
    if (!index.isValid())
        return;
    QWidget* focus = QApplication::focusWidget();
    m_returnFocus = focus && !isAncestorOf(focus) ? focus : nullptr;
    m_view->scrollTo(index);
    m_view->setCurrentIndex(index);
    m_view->setFocus();
    m_view->edit(index);
}

// The empty row made for editing goes (a written comment stays); the focus goes back to where
// it was, so that moves can be typed on the board again.
void MoveHistoryPanel::onEditorClosed()
{
    m_pairs->closeComment();
    if (QWidget* back = std::exchange(m_returnFocus, nullptr))
        back->setFocus();
}

// The edited text to the model (one undo step when it changed).
void MoveHistoryPanel::onCommentEdited(NodeId node, bool pre, const QString& text)
{
    if (pre)
        m_annotations->setPreComment(node, text);
    else
        m_annotations->setComment(node, text);
}

} // namespace kibitz
