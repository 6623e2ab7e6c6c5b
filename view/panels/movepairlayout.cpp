// MovePairModel's layout: MoveListModel's lines laid out as numbered pairs, comment rows and
// nested variation rows (built from scratch; MovePairModel applies the difference).
#include "movepairmodel.h"

#include "analysis/reviewcolours.h"

#include "movelistmodel.h"

namespace kibitz {

using game::NodeId;

// Children of a container row (-1: the top level).
const std::vector<int>& MovePairModel::Layout::childrenOf(int container) const
{
    return container < 0 ? top : rows[container].children;
}

// Children of a container row, to change (-1: the top level).
std::vector<int>& MovePairModel::Layout::childrenOf(int container)
{
    return container < 0 ? top : rows[container].children;
}

// Appends a row to a container and returns its slot.
int MovePairModel::Layout::addRow(int container, RowKind kind)
{
    Row row;
    row.kind = kind;
    row.parent = container;
    row.indexInParent = int(childrenOf(container).size());
    row.depth = (container < 0 ? 0 : rows[container].depth) + (kind == VariationRow ? 1 : 0);
    rows.push_back(std::move(row));
    const int slot = int(rows.size()) - 1;
    childrenOf(container).push_back(slot);
    return slot;
}

// A comment gets a row of its own below the move.
void MovePairModel::Layout::addComment(int container, const QString& text, NodeId node, bool pre)
{
    // A row shows the comment's beginning only: Qt shapes a cell's whole text to elide it, and a
    // 20 MB comment froze the window for 49 s. The game keeps all of it (Edit comment… shows it).
    constexpr qsizetype MaxShown = 2000;
    const int slot = addRow(container, CommentRow);
    QString shown = text.left(2 * MaxShown).simplified();
    if (shown.size() > MaxShown || text.size() > 2 * MaxShown)
        shown = shown.left(MaxShown) + QChar(0x2026);
    rows[slot].text = shown;
    rows[slot].node = node;
    rows[slot].preComment = pre;
}

// A move cell's tooltip: its signs' meanings, and an engine's comment shown in short (rich text,
// so that Qt wraps a long one).
static QString moveTip(const QModelIndex& move, bool engine)
{
    const QString signs = move.data(MoveListModel::NagToolTipRole).toString();
    if (!engine)
        return signs;
    const QString comment = move.data(MoveListModel::CommentRole).toString().left(2000).toHtmlEscaped();
    return signs.isEmpty()
        ? QStringLiteral("<p>%1</p>").arg(comment)
        : QStringLiteral("<p>%1</p><p>%2</p>")
              .arg(signs.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")), comment);
}

// Lays out one line of moves: pairs, broken after a move that has a comment or alternatives.
void MovePairModel::Layout::buildLine(const MoveListModel& source, const QModelIndex& sourceParent, int container)
{
    int open = -1; // a pair whose black move is still to come
    for (int r = 0; r < source.rowCount(sourceParent); ++r) {
        const QModelIndex mi = source.index(r, 0, sourceParent);
        const NodeId node = mi.data(MoveListModel::NodeIdRole).value<quint32>();
        const QString pre = mi.data(MoveListModel::PreCommentRole).toString();
        if (!pre.trimmed().isEmpty() || (openNode == node && openPre)) {
            addComment(container, pre, node, true);
            open = -1;
        }
        QString text = mi.data(MoveListModel::SanRole).toString();
        const QString nags = mi.data(MoveListModel::NagTextRole).toString();
        // Move assessments (!, ?!, ...) stick to the move; numeric NAGs ($14) stand apart.
        if (!nags.isEmpty())
            text += (nags.startsWith(QLatin1Char('!')) || nags.startsWith(QLatin1Char('?')) ? QString()
                                                                                            : QStringLiteral(" "))
                + nags;
        // Evaluation and clock ([%eval], [%clk]) follow the move, like Lichess's move list; so does
        // an engine's report (a row each swamped the moves of an engine game), whole in the tooltip.
        const QString engine = mi.data(MoveListModel::EngineCommentRole).toString();
        QString annotation = mi.data(MoveListModel::AnnotationTextRole).toString();
        if (annotation.isEmpty())
            annotation = engine;
        if (!annotation.isEmpty())
            text += QStringLiteral("  ") + annotation;
        const bool white = mi.data(MoveListModel::IsWhiteMoveRole).toBool();
        if (white || open < 0) {
            open = addRow(container, PairRow);
            rows[open].moveNumber = mi.data(MoveListModel::MoveNumberRole).toInt();
        }
        Row& pair = rows[open];
        (white ? pair.white : pair.black) = node;
        (white ? pair.whiteText : pair.blackText) = text;
        (white ? pair.whiteTip : pair.blackTip) = moveTip(mi, !engine.isEmpty());
        (white ? pair.whiteMark : pair.blackMark) =
            analysis::reviewMark(mi.data(MoveListModel::NagsRole).value<QList<int>>());
        if (mi.data(MoveListModel::IsCurrentRole).toBool())
            current = node;
        open = white ? open : -1;
        const QString comment = mi.data(MoveListModel::CommentRole).toString();
        const int variations = source.rowCount(mi);
        const bool commented = (engine.isEmpty() && !comment.trimmed().isEmpty()) || (openNode == node && !openPre);
        if (commented)
            addComment(container, comment, node, false);
        for (int v = 0; v < variations; ++v) {
            const QModelIndex vi = source.index(v, 0, mi);
            const int slot = addRow(container, VariationRow);
            rows[slot].node = vi.data(MoveListModel::NodeIdRole).value<quint32>();
            rows[slot].text = vi.data(Qt::DisplayRole).toString();
            buildLine(source, vi, slot);
        }
        if (variations > 0 || commented)
            open = -1;
    }
}

} // namespace kibitz
