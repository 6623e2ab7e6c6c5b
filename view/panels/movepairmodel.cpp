// MovePairModel: the pair layout is rebuilt from MoveListModel on every structural change (cheap:
// a game has hundreds of moves, not millions); a change of the current move only repaints two cells.
#include "movepairmodel.h"

#include "movelistmodel.h"

#include <QApplication>
#include <QFont>
#include <QPalette>

namespace kibitz {

using game::NodeId;
using game::NoNode;

namespace {
const QString kEllipsis = QStringLiteral("\u2026");
} // namespace

// Follows the source's structure signals and rebuilds the pairs from it.
MovePairModel::MovePairModel(MoveListModel* source, QObject* parent) : QAbstractItemModel(parent), m_source(source)
{
    connect(source, &QAbstractItemModel::modelReset, this, &MovePairModel::rebuild);
    connect(source, &QAbstractItemModel::rowsInserted, this, &MovePairModel::rebuild);
    connect(source, &QAbstractItemModel::rowsRemoved, this, &MovePairModel::rebuild);
    connect(source, &QAbstractItemModel::rowsMoved, this, &MovePairModel::rebuild);
    connect(source, &QAbstractItemModel::layoutChanged, this, &MovePairModel::rebuild);
    connect(source, &QAbstractItemModel::dataChanged, this, &MovePairModel::onSourceDataChanged);
    rebuild();
}

// Children of a container row (-1: the top level).
const std::vector<int>& MovePairModel::childrenOf(int container) const
{
    return container < 0 ? m_top : m_rows[container].children;
}

// Index of row `row` under parent; the internal id is the row's slot in m_rows.
QModelIndex MovePairModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const std::vector<int>& kids = childrenOf(parent.isValid() ? int(parent.internalId()) : -1);
    if (row >= int(kids.size()))
        return {};
    return createIndex(row, column, quintptr(kids[row]));
}

// Parent of a row: its variation row, or none at the top.
QModelIndex MovePairModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    const int p = m_rows[child.internalId()].parent;
    if (p < 0)
        return {};
    return createIndex(m_rows[p].indexInParent, 0, quintptr(p));
}

// Rows under parent (only variation rows have children).
int MovePairModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(childrenOf(parent.isValid() ? int(parent.internalId()) : -1).size());
}

// Number, white move, black move.
int MovePairModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

// Display text of one cell of a row.
QVariant MovePairModel::cellText(const Row& row, int column) const
{
    if (row.kind != PairRow)
        return column == NumberColumn ? QVariant(row.text) : QVariant();
    switch (column) {
    case NumberColumn:
        return row.white != NoNode ? tr("%1.").arg(row.moveNumber) : tr("%1...").arg(row.moveNumber);
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
    const Row& row = m_rows[index.internalId()];
    const NodeId node = nodeForIndex(index);
    const bool current = node != NoNode && node == m_current && row.kind == PairRow && index.column() != NumberColumn;
    switch (role) {
    case Qt::DisplayRole: return cellText(row, index.column());
    case Qt::ToolTipRole: return row.kind == CommentRow ? row.text : QVariant();
    case NodeIdRole: return node == NoNode ? QVariant() : QVariant::fromValue(quint32(node));
    case RowKindRole: return int(row.kind);
    case IsCurrentRole: return current;
    case Qt::BackgroundRole:
        return current ? QVariant(QApplication::palette().brush(QPalette::Active, QPalette::Highlight)) : QVariant();
    case Qt::ForegroundRole:
        if (current)
            return QApplication::palette().brush(QPalette::Active, QPalette::HighlightedText);
        if (row.kind != PairRow || index.column() == NumberColumn)
            return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::FontRole: {
        if (row.kind != CommentRow && !current)
            return {};
        QFont font = QApplication::font();
        font.setItalic(row.kind == CommentRow);
        font.setBold(current);
        return font;
    }
    default: return {};
    }
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
    return nodeForIndex(index) != NoNode ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsEnabled;
}

// The cell a node is shown in.
QModelIndex MovePairModel::indexForNode(NodeId node) const
{
    const auto it = m_cells.constFind(node);
    if (it == m_cells.cend())
        return {};
    const Row& row = m_rows[it->first];
    return createIndex(row.indexInParent, it->second, quintptr(it->first));
}

// The move a cell stands for.
NodeId MovePairModel::nodeForIndex(const QModelIndex& index) const
{
    if (!index.isValid())
        return NoNode;
    const Row& row = m_rows[index.internalId()];
    if (row.kind != PairRow)
        return row.node;
    if (index.column() == BlackColumn)
        return row.black;
    if (index.column() == WhiteColumn)
        return row.white;
    return row.white != NoNode ? row.white : row.black;
}

// The cell of the move shown now.
QModelIndex MovePairModel::currentIndex() const
{
    return indexForNode(m_current);
}

// Appends a row to a container and returns its slot.
int MovePairModel::addRow(int container, RowKind kind)
{
    Row row;
    row.kind = kind;
    row.parent = container;
    row.indexInParent = int(childrenOf(container).size());
    m_rows.push_back(std::move(row));
    const int slot = int(m_rows.size()) - 1;
    (container < 0 ? m_top : m_rows[container].children).push_back(slot);
    return slot;
}

// A comment gets a row of its own below the move.
void MovePairModel::addComment(int container, const QString& text, NodeId node)
{
    const int slot = addRow(container, CommentRow);
    m_rows[slot].text = text.simplified();
    m_rows[slot].node = node;
}

// Lays out one line of moves: pairs, broken after a move that has a comment or alternatives.
void MovePairModel::buildLine(const QModelIndex& sourceParent, int container)
{
    int open = -1; // a pair whose black move is still to come
    for (int r = 0; r < m_source->rowCount(sourceParent); ++r) {
        const QModelIndex mi = m_source->index(r, 0, sourceParent);
        const NodeId node = mi.data(MoveListModel::NodeIdRole).value<quint32>();
        const QString pre = mi.data(MoveListModel::PreCommentRole).toString();
        if (!pre.trimmed().isEmpty()) {
            addComment(container, pre, node);
            open = -1;
        }
        QString text = mi.data(MoveListModel::SanRole).toString();
        const QString nags = mi.data(MoveListModel::NagTextRole).toString();
        // Move assessments (!, ?!, ...) stick to the move; numeric NAGs ($14) stand apart.
        if (!nags.isEmpty())
            text += (nags.startsWith(QLatin1Char('!')) || nags.startsWith(QLatin1Char('?')) ? QString() : QStringLiteral(" "))
                    + nags;
        const bool white = mi.data(MoveListModel::IsWhiteMoveRole).toBool();
        if (white || open < 0) {
            open = addRow(container, PairRow);
            m_rows[open].moveNumber = mi.data(MoveListModel::MoveNumberRole).toInt();
        }
        Row& pair = m_rows[open];
        (white ? pair.white : pair.black) = node;
        (white ? pair.whiteText : pair.blackText) = text;
        m_cells.insert(node, {open, white ? int(WhiteColumn) : int(BlackColumn)});
        if (mi.data(MoveListModel::IsCurrentRole).toBool())
            m_current = node;
        open = white ? open : -1;
        const QString comment = mi.data(MoveListModel::CommentRole).toString();
        const int variations = m_source->rowCount(mi);
        if (!comment.trimmed().isEmpty())
            addComment(container, comment, node);
        for (int v = 0; v < variations; ++v) {
            const QModelIndex vi = m_source->index(v, 0, mi);
            const int slot = addRow(container, VariationRow);
            m_rows[slot].node = vi.data(MoveListModel::NodeIdRole).value<quint32>();
            m_rows[slot].text = vi.data(Qt::DisplayRole).toString();
            buildLine(vi, slot);
        }
        if (variations > 0 || !comment.trimmed().isEmpty())
            open = -1;
    }
}

// Throws the layout away and lays the whole game out again.
void MovePairModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_top.clear();
    m_cells.clear();
    m_current = NoNode;
    if (m_source)
        buildLine({}, -1);
    endResetModel();
    emit rebuilt();
}

// A new current move repaints the two cells; any other change of a move (comment, NAGs) re-lays out.
void MovePairModel::onSourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                        const QList<int>& roles)
{
    if (!roles.contains(MoveListModel::IsCurrentRole)) {
        rebuild();
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
            emit dataChanged(cell, cell, {Qt::DisplayRole, Qt::BackgroundRole, Qt::ForegroundRole, Qt::FontRole,
                                          IsCurrentRole});
    }
}

// One row (and its children) as indented text.
void MovePairModel::appendText(int rowIndex, int depth, QString& out) const
{
    const Row& row = m_rows[rowIndex];
    out += QString(depth * 2, QLatin1Char(' '));
    if (row.kind == PairRow) {
        QStringList cells{cellText(row, NumberColumn).toString(), cellText(row, WhiteColumn).toString()};
        if (!row.blackText.isEmpty())
            cells << row.blackText;
        out += cells.join(QLatin1Char(' '));
    } else {
        out += row.kind == CommentRow ? QStringLiteral("{%1}").arg(row.text) : row.text;
    }
    out += QLatin1Char('\n');
    for (int child : row.children)
        appendText(child, depth + 1, out);
}

// Every row as indented text.
QString MovePairModel::toPlainText() const
{
    QString out;
    for (int slot : m_top)
        appendText(slot, 0, out);
    return out;
}

} // namespace kibitz
