// MovePairModel's update in place: a layout built anew is compared with the shown one, container
// by container; the rows kept at both ends keep their ids (and a view what it has expanded), the
// middle is removed and inserted anew, changed content is announced as dataChanged.
#include "movepairmodel.h"

namespace kibitz {

using game::NoNode;

// Lays the game out again and applies the difference in place, so views keep their state.
void MovePairModel::updateLayout()
{
    const Layout next = buildLayout();
    reconcile(-1, next, -1);
    m_current = next.current;
    reindexCells();
    emit rebuilt();
}

// Makes the children of container (-1: the top) those of nextContainer in next: the unchanged
// rows at both ends are kept (changed content is announced), the middle is removed and inserted
// anew, and kept variation rows are reconciled in turn.
void MovePairModel::reconcile(int container, const Layout& next, int nextContainer)
{
    const std::vector<int> old = m_layout.childrenOf(container);
    const std::vector<int>& fresh = next.childrenOf(nextContainer);
    const int n = int(old.size());
    const int m = int(fresh.size());
    int p = 0;
    while (p < n && p < m && sameRow(m_layout.rows[old[p]], next.rows[fresh[p]]))
        ++p;
    int s = 0;
    while (s < n - p && s < m - p && sameRow(m_layout.rows[old[n - 1 - s]], next.rows[fresh[m - 1 - s]]))
        ++s;
    const QModelIndex parentIndex =
        container < 0 ? QModelIndex() : createIndex(m_layout.rows[container].indexInParent, 0, quintptr(container));
    if (n - s > p) {
        beginRemoveRows(parentIndex, p, n - s - 1);
        std::vector<int>& kids = m_layout.childrenOf(container);
        kids.erase(kids.begin() + p, kids.begin() + (n - s));
        renumber(container);
        endRemoveRows();
    }
    if (m - s > p) {
        std::vector<int> added;
        for (int i = p; i < m - s; ++i)
            added.push_back(copyIn(next, fresh[i], container));
        beginInsertRows(parentIndex, p, m - s - 1);
        std::vector<int>& kids = m_layout.childrenOf(container);
        kids.insert(kids.begin() + p, added.begin(), added.end());
        renumber(container);
        endInsertRows();
    }
    const std::vector<int> kids = m_layout.childrenOf(container);
    for (int i = 0; i < m; ++i) {
        if (i >= p && i < m - s)
            continue;
        const int slot = kids[i];
        Row& row = m_layout.rows[slot];
        const Row& want = next.rows[fresh[i]];
        if (!sameContent(row, want)) {
            row.moveNumber = want.moveNumber;
            row.white = want.white;
            row.black = want.black;
            row.whiteText = want.whiteText;
            row.blackText = want.blackText;
            row.whiteTip = want.whiteTip;
            row.blackTip = want.blackTip;
            row.whiteMark = want.whiteMark;
            row.blackMark = want.blackMark;
            row.text = want.text;
            emit dataChanged(createIndex(i, 0, quintptr(slot)), createIndex(i, ColumnCount - 1, quintptr(slot)));
        }
        if (want.kind == VariationRow)
            reconcile(slot, next, fresh[i]);
    }
}

// Appends row `from` of next (with its children) as new rows under container; returns its slot.
int MovePairModel::copyIn(const Layout& next, int from, int container)
{
    Row row = next.rows[from];
    row.parent = container;
    row.children.clear();
    m_layout.rows.push_back(std::move(row));
    const int slot = int(m_layout.rows.size()) - 1;
    for (int child : next.rows[from].children) {
        const int copied = copyIn(next, child, slot);
        m_layout.rows[slot].children.push_back(copied);
    }
    renumber(slot);
    return slot;
}

// Each child of container learns its row number.
void MovePairModel::renumber(int container)
{
    const std::vector<int>& kids = m_layout.childrenOf(container);
    for (int i = 0; i < int(kids.size()); ++i)
        m_layout.rows[kids[i]].indexInParent = i;
}

// The same row: kind and first move (and for comments, the side of the move they stand on).
bool MovePairModel::sameRow(const Row& a, const Row& b)
{
    const auto first = [](const Row& r) {
        return r.kind == PairRow ? (r.white != NoNode ? r.white : r.black) : r.node;
    };
    return a.kind == b.kind && first(a) == first(b) && a.preComment == b.preComment;
}

// The same row showing the same thing.
bool MovePairModel::sameContent(const Row& a, const Row& b)
{
    return a.moveNumber == b.moveNumber && a.white == b.white && a.black == b.black && a.node == b.node
        && a.whiteText == b.whiteText && a.blackText == b.blackText && a.text == b.text
        && a.whiteTip == b.whiteTip && a.blackTip == b.blackTip && a.whiteMark == b.whiteMark
        && a.blackMark == b.blackMark;
}

} // namespace kibitz
