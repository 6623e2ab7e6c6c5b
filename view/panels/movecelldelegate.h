// MoveCellDelegate: paints the move history's cells, the moves of a variation indented by its
// depth (MovePairModel::DepthRole). A tree view indents only its first column, so a variation's
// moves and the main line's after it stood in the same place. A comment row is as tall as its
// text wrapped at the list's width (the view wraps it); other rows keep one line.
#pragma once

#include <QStyledItemDelegate>

namespace kibitz {

class MoveCellDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    // indent: pixels per depth, the view's own indentation.
    explicit MoveCellDelegate(int indent, QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // Where a cell's content goes: its rectangle less the indentation of its depth.
    QRect contentRect(const QRect& cell, const QModelIndex& index) const;

private:
    int m_indent;
};

} // namespace kibitz
