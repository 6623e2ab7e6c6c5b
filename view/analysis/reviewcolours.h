// The colours of the review's marks, shared by the move list and the evaluation graph.
#pragma once

#include <QColor>

#include <vector>

namespace kibitz::analysis {

// The colour of a move-assessment NAG: ?! (6) amber, ? (2) orange, ?? (4) red; invalid otherwise.
inline QColor markColour(int nag)
{
    switch (nag) {
    case 6: return QColor(0xd4, 0xa0, 0x17);
    case 2: return QColor(0xe6, 0x6b, 0x00);
    case 4: return QColor(0xd6, 0x27, 0x28);
    default: return {};
    }
}

// The review mark among nags (?!, ? or ??), 0 when the move has none.
template <typename List> int reviewMark(const List& nags)
{
    for (const auto n : nags)
        if (n == 2 || n == 4 || n == 6)
            return int(n);
    return 0;
}

} // namespace kibitz::analysis
