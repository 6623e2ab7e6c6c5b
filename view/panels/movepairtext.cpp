// MovePairModel as text (Copy Moves as Text, tests): the rows as the list shows them, one a line —
// numbers, moves with their signs as symbols ("Nc6!?", "Nf3 +−"), evaluations and clocks —, each
// variation's line indented under its branching point and comments whole in braces.
#include "movepairmodel.h"

#include <algorithm>

namespace kibitz {

// One row (and, for a variation, its line) as text; depth: how deep the row's line is nested.
void MovePairModel::appendText(int rowIndex, int depth, QString& out) const
{
    const Row& row = m_layout.rows[rowIndex];
    if (row.kind == VariationRow) { // the indented line says what the row's title says
        for (int child : row.children)
            appendText(child, depth + 1, out);
        return;
    }
    QString line;
    if (row.kind == CommentRow) {
        // The whole comment, not the beginning a long one's row shows; no empty row opened for editing.
        const QString comment = fullComment(row).simplified();
        if (comment.isEmpty())
            return;
        line = QStringLiteral("{%1}").arg(comment);
    } else {
        // "9... Nb8", not the list's "9... … Nb8": the ellipsis only keeps the White column empty.
        QStringList cells{cellText(row, NumberColumn).toString()};
        if (row.white != game::NoNode)
            cells << row.whiteText;
        if (!row.blackText.isEmpty())
            cells << row.blackText;
        line = cells.join(QLatin1Char(' '));
    }
    out += QString(depth * 2, QLatin1Char(' ')) + line + QLatin1Char('\n');
}

// Every row as text.
QString MovePairModel::toPlainText() const
{
    QString out;
    for (int slot : m_layout.top)
        appendText(slot, 0, out);
    return out;
}

bool MovePairModel::hasCommentRows() const
{
    return std::any_of(m_layout.rows.begin(), m_layout.rows.end(), [](const Row& row) { return row.kind == CommentRow; });
}

} // namespace kibitz
