// MovePairModel: the pair layout is rebuilt from MoveListModel on every structural change (cheap:
// a game has hundreds of moves, not millions) and the difference to the shown layout is applied as
// row insertions, removals and data changes (rows kept keep their ids, so a view keeps what is
// expanded or collapsed); a change of the current move only repaints two cells.
#include "movepairmodel.h"

#include "analysis/reviewcolours.h"

#include "movelistmodel.h"

#include <QApplication>
#include <QFont>
#include <QPalette>

#include <algorithm>

namespace kibitz {

using game::NodeId;
using game::NoNode;

namespace {
const QString kEllipsis = QStringLiteral("\u2026");
} // namespace

// Follows the source's signals: a reset lays out anew, any other change is applied in place.
MovePairModel::MovePairModel(MoveListModel* source, QObject* parent) : QAbstractItemModel(parent), m_source(source)
{
    connect(source, &QAbstractItemModel::modelReset, this, &MovePairModel::resetLayout);
    connect(source, &QAbstractItemModel::rowsInserted, this, &MovePairModel::updateLayout);
    connect(source, &QAbstractItemModel::rowsRemoved, this, &MovePairModel::updateLayout);
    connect(source, &QAbstractItemModel::rowsMoved, this, &MovePairModel::updateLayout);
    connect(source, &QAbstractItemModel::layoutChanged, this, &MovePairModel::updateLayout);
    connect(source, &QAbstractItemModel::dataChanged, this, &MovePairModel::onSourceDataChanged);
    connect(source, &MoveListModel::gameCommentChanged, this, &MovePairModel::updateLayout);
    connect(source, &MoveListModel::resultChanged, this, &MovePairModel::updateLayout);
    resetLayout();
}

// Index of row `row` under parent; the internal id is the row's slot in m_layout.rows.
QModelIndex MovePairModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const std::vector<int>& kids = m_layout.childrenOf(parent.isValid() ? int(parent.internalId()) : -1);
    if (row >= int(kids.size()))
        return {};
    return createIndex(row, column, quintptr(kids[row]));
}

// Parent of a row: its variation row, or none at the top.
QModelIndex MovePairModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    const int p = m_layout.rows[child.internalId()].parent;
    if (p < 0)
        return {};
    return createIndex(m_layout.rows[p].indexInParent, 0, quintptr(p));
}

// Rows under parent (only variation rows have children).
int MovePairModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(m_layout.childrenOf(parent.isValid() ? int(parent.internalId()) : -1).size());
}

// Number, white move, black move.
int MovePairModel::columnCount(const QModelIndex&) const { return ColumnCount; }

// Display text of one cell of a row.
QVariant MovePairModel::cellText(const Row& row, int column) const
{
    if (row.kind != PairRow)
        return column == NumberColumn ? QVariant(row.text) : QVariant();
    switch (column) {
    case NumberColumn: return row.white != NoNode ? tr("%1.").arg(row.moveNumber) : tr("%1...").arg(row.moveNumber);
    case WhiteColumn: return row.white != NoNode ? row.whiteText : kEllipsis;
    case BlackColumn: return row.blackText;
    }
    return {};
}

// Text, the current-move highlight, italics for comments and the node ids.
QVariant MovePairModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Row& row = m_layout.rows[index.internalId()];
    const NodeId node = nodeForIndex(index);
    const bool current = node != NoNode && node == m_current && row.kind == PairRow && index.column() != NumberColumn;
    switch (role) {
    case Qt::DisplayRole: return cellText(row, index.column());
    case Qt::EditRole: return row.kind == CommentRow ? QVariant(fullComment(row)) : QVariant();
    case Qt::ToolTipRole:
        if (row.kind == PairRow && index.column() != NumberColumn) {
            const QString& tip = index.column() == WhiteColumn ? row.whiteTip : row.blackTip;
            return tip.isEmpty() ? QVariant() : QVariant(tip);
        }
        return row.kind == CommentRow ? row.text : QVariant();
    case NodeIdRole: return node == NoNode ? QVariant() : QVariant::fromValue(quint32(node));
    case RowKindRole: return int(row.kind);
    case IsCurrentRole: return current;
    case DepthRole: return row.depth;
    case Qt::BackgroundRole:
    case Qt::ForegroundRole:
    case Qt::FontRole: return cellLook(row, index.column(), current, role);
    default: return {};
    }
}

// Colours and font: the current move highlighted, comments in italics, review marks in colour,
// and a variation's rows a little smaller and paler than the main line's, so that where a
// variation ends and the main line goes on shows at a glance (the view indents their moves too).
QVariant MovePairModel::cellLook(const Row& row, int column, bool current, int role) const
{
    const QPalette palette = QApplication::palette();
    const bool variation = row.depth > 0;
    if (role == Qt::BackgroundRole)
        return current ? QVariant(palette.brush(QPalette::Active, QPalette::Highlight)) : QVariant();
    if (role == Qt::ForegroundRole) {
        if (current)
            return palette.brush(QPalette::Active, QPalette::HighlightedText);
        if (row.kind == ResultRow)
            return {};
        if (row.kind != PairRow || column == NumberColumn)
            return palette.brush(QPalette::Disabled, QPalette::Text);
        if (const QColor c = analysis::markColour(column == WhiteColumn ? row.whiteMark : row.blackMark); c.isValid())
            return c; // the review's marks
        if (!variation)
            return {};
        const QColor text = palette.color(QPalette::Active, QPalette::Text);
        const QColor base = palette.color(QPalette::Active, QPalette::Base);
        return QColor::fromRgbF(0.62f * text.redF() + 0.38f * base.redF(),
                                0.62f * text.greenF() + 0.38f * base.greenF(),
                                0.62f * text.blueF() + 0.38f * base.blueF());
    }
    if (row.kind != CommentRow && row.kind != ResultRow && !current && !variation)
        return {};
    QFont font = QApplication::font();
    font.setItalic(row.kind == CommentRow);
    font.setBold(current || row.kind == ResultRow);
    if (variation && font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * 0.9);
    else if (variation)
        font.setPixelSize(std::max(1, font.pixelSize() * 9 / 10));
    return font;
}

// Column titles: "#", "White", "Black".
QVariant MovePairModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NumberColumn: return tr("#");
    case WhiteColumn: return tr("White");
    case BlackColumn: return tr("Black");
    }
    return {};
}

// Cells with a move can be selected; the rest only enabled.
Qt::ItemFlags MovePairModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (m_layout.rows[index.internalId()].kind == CommentRow && index.column() == NumberColumn)
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
    return nodeForIndex(index) != NoNode ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsEnabled;
}

// The edited text of a comment row, for the model to take or refuse.
bool MovePairModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const Row& row = m_layout.rows[index.internalId()];
    emit commentEdited(row.node, row.preComment, value.toString());
    return true;
}

// The whole comment to edit (a row shows only the beginning of a long one).
QString MovePairModel::fullComment(const Row& row) const
{
    if (!m_source)
        return row.text;
    if (row.node == game::RootNode)
        return m_source->gameComment();
    return m_source->indexForNode(row.node)
        .data(row.preComment ? MoveListModel::PreCommentRole : MoveListModel::CommentRole)
        .toString();
}

// Searches the rows in use.
QModelIndex MovePairModel::commentIndex(NodeId node, bool pre) const
{
    std::vector<int> todo = m_layout.top;
    while (!todo.empty()) {
        const int slot = todo.back();
        todo.pop_back();
        const Row& row = m_layout.rows[slot];
        if (row.kind == CommentRow && row.node == node && row.preComment == pre)
            return createIndex(row.indexInParent, NumberColumn, quintptr(slot));
        todo.insert(todo.end(), row.children.begin(), row.children.end());
    }
    return {};
}

void MovePairModel::openComment(NodeId node, bool pre)
{
    m_openNode = node;
    m_openPre = pre;
    updateLayout();
}

void MovePairModel::closeComment()
{
    if (m_openNode == NoNode)
        return;
    m_openNode = NoNode;
    updateLayout();
}

// The cell a node is shown in.
QModelIndex MovePairModel::indexForNode(NodeId node) const
{
    const auto it = m_cells.constFind(node);
    if (it == m_cells.cend())
        return {};
    const Row& row = m_layout.rows[it->first];
    return createIndex(row.indexInParent, it->second, quintptr(it->first));
}

// The move a cell stands for.
NodeId MovePairModel::nodeForIndex(const QModelIndex& index) const
{
    if (!index.isValid())
        return NoNode;
    const Row& row = m_layout.rows[index.internalId()];
    if (row.kind != PairRow)
        return row.node;
    if (index.column() == BlackColumn)
        return row.black;
    if (index.column() == WhiteColumn)
        return row.white;
    return row.white != NoNode ? row.white : row.black;
}

// The cell of the move shown now.
QModelIndex MovePairModel::currentIndex() const { return indexForNode(m_current); }

// Throws the layout away and lays the whole game out again (the source was reset).
void MovePairModel::resetLayout()
{
    beginResetModel();
    m_layout = buildLayout();
    m_current = m_layout.current;
    reindexCells();
    endResetModel();
    emit rebuilt();
}

// The rows of the whole game as the source shows it now.
MovePairModel::Layout MovePairModel::buildLayout() const
{
    Layout layout;
    layout.openNode = m_openNode;
    layout.openPre = m_openPre;
    if (!m_source)
        return layout;
    const QString before = m_source->gameComment();
    if (!before.trimmed().isEmpty() || m_openNode == game::RootNode)
        layout.addComment(-1, before, game::RootNode, false); // the comment before the game, first
    layout.buildLine(*m_source, {}, -1);
    const QString result = m_source->resultText(); // after the moves, as PGN's movetext ends
    if (!result.isEmpty())
        layout.rows[layout.addRow(-1, ResultRow)].text = result;
    return layout;
}

// The cell of every move shown, found by walking the rows in use.
void MovePairModel::reindexCells()
{
    m_cells.clear();
    std::vector<int> todo = m_layout.top;
    while (!todo.empty()) {
        const int slot = todo.back();
        todo.pop_back();
        const Row& row = m_layout.rows[slot];
        if (row.white != NoNode)
            m_cells.insert(row.white, {slot, int(WhiteColumn)});
        if (row.black != NoNode)
            m_cells.insert(row.black, {slot, int(BlackColumn)});
        todo.insert(todo.end(), row.children.begin(), row.children.end());
    }
}

// A new current move repaints the two cells; any other change of a move (comment, NAGs) re-lays out.
void MovePairModel::onSourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                        const QList<int>& roles)
{
    if (!roles.contains(MoveListModel::IsCurrentRole)) {
        updateLayout();
        return;
    }
    for (int r = topLeft.row(); r <= bottomRight.row(); ++r) {
        const QModelIndex mi = m_source->index(r, 0, topLeft.parent());
        const NodeId node = mi.data(MoveListModel::NodeIdRole).value<quint32>();
        const bool current = mi.data(MoveListModel::IsCurrentRole).toBool();
        if (current)
            m_current = node;
        else if (m_current == node)
            m_current = NoNode;
        const QModelIndex cell = indexForNode(node);
        if (cell.isValid())
            emit dataChanged(cell, cell,
                             {Qt::DisplayRole, Qt::BackgroundRole, Qt::ForegroundRole, Qt::FontRole, IsCurrentRole});
    }
}

} // namespace kibitz
