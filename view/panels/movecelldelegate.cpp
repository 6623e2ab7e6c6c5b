// MoveCellDelegate: the stock delegate, painted in a narrower rectangle.
#include "movecelldelegate.h"

#include "movepairmodel.h"

#include <QTreeView>

#include <algorithm>

namespace kibitz {

MoveCellDelegate::MoveCellDelegate(int indent, QObject* parent) : QStyledItemDelegate(parent), m_indent(indent) { }

// The number column is indented by the tree view; the move columns by their depth here.
QRect MoveCellDelegate::contentRect(const QRect& cell, const QModelIndex& index) const
{
    if (index.column() == MovePairModel::NumberColumn)
        return cell;
    const int depth = index.data(MovePairModel::DepthRole).toInt();
    QRect r = cell;
    r.setLeft(std::min(cell.right(), cell.left() + depth * m_indent));
    return r;
}

void MoveCellDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem indented(option);
    indented.rect = contentRect(option.rect, index);
    QStyledItemDelegate::paint(painter, indented, index);
}

// A comment row spans the list: its height is its text wrapped at the width the view paints it
// in (the viewport less the tree's indentation of its level and the text margins). The view lays
// its rows out again when its width changes (MoveHistoryPanel).
QSize MoveCellDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const auto* view = qobject_cast<const QTreeView*>(option.widget);
    if (!view || index.data(MovePairModel::RowKindRole).toInt() != MovePairModel::CommentRow)
        return size;
    int level = 0;
    for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
        ++level;
    QStyleOptionViewItem look(option);
    initStyleOption(&look, index);
    // The style's margins on both sides, and a few pixels more: a line wrapped a word earlier
    // when painted than here would be cut off.
    const int margins = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, &look, view) + 1) + 6;
    const int width = std::max(40, view->viewport()->width() - (level + 1) * view->indentation() - margins);
    const QFontMetrics metrics(look.font);
    const int textHeight = metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, look.text).height();
    size.setHeight(std::max(size.height(), textHeight + size.height() - metrics.height()));
    return size;
}

} // namespace kibitz
