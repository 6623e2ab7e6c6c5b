// The colours of the review's marks, shared by the move list and the evaluation graph.
#pragma once

#include <QColor>

#include <vector>

namespace kibitz::analysis {

// The colour of a move-assessment NAG: ?! (6) blue, ? (2) orange, ?? (4) red; invalid otherwise.
// Three hues far apart (the usual blue / orange / red of review tools), each dark enough to read
// as move text; the graph's line and position marker are neutral so no dot hides in them.
inline QColor markColour(int nag)
{
    switch (nag) {
    case 6: return QColor(0x2a, 0x7f, 0xc8);
    case 2: return QColor(0xe6, 0x6b, 0x00);
    case 4: return QColor(0xd6, 0x27, 0x28);
    default: return {};
    }
}

// The evaluation graph's line (slate grey).
inline QColor evalLineColour() { return QColor(0x4a, 0x55, 0x60); }
// The fill of the graph's marker of the shown position (white, with a dark ring).
inline QColor positionMarkerColour() { return QColor(Qt::white); }

// The review mark among nags (?!, ? or ??), 0 when the move has none.
template <typename List> int reviewMark(const List& nags)
{
    for (const auto n : nags)
        if (n == 2 || n == 4 || n == 6)
            return int(n);
    return 0;
}

} // namespace kibitz::analysis
