// MoveCellDelegate: the stock delegate, painted in a narrower rectangle.
#include "movecelldelegate.h"

#include "movepairmodel.h"

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

} // namespace kibitz
