// The Games panel's row order computed away from the GUI thread: a RowRequest is a snapshot of
// what the order depends on (the records indexed so far, the names, the filter, the search's
// games, the sort column), rowsFor() turns it into the rows to show. Qt Core only.
#pragma once

#include "database/gameindex.h"
#include "database/positionsearch.h"

#include <QString>
#include <Qt>

#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace kibitz {

// What the quick filter keeps: text in a player's or the event's name ("Reti" keeps Réti), a
// year range, a result
// and an ECO prefix ("B9"); empty or 0 fields keep everything.
struct GameFilter {
    QString text;
    int fromYear = 0;
    int toYear = 0;
    int result = -1; // a database::GameResult, or -1 for any
    QString eco;
    // True when it keeps every game.
    bool isEmpty() const { return text.isEmpty() && fromYear == 0 && toYear == 0 && result < 0 && eco.isEmpty(); }
    bool operator==(const GameFilter& o) const
    {
        return text == o.text && fromYear == o.fromYear && toYear == o.toYear && result == o.result && eco == o.eco;
    }
};

// Names the opening of a game without an ECO tag from the positions of its first plies. It is
// called on the model's worker thread (the ECO filter) as well as the GUI thread: it must only
// read what does not change while the model lives.
using EcoClassifier = std::function<QString(const std::vector<core::Position>& path)>;

// How far a game is followed to name its opening: the deepest line of pgn-extract's table is shorter.
constexpr int EcoPlies = 40;

// The positions of game i's first EcoPlies plies (start included), for an EcoClassifier.
template <class Games> std::vector<core::Position> openingPath(const Games& games, std::size_t i)
{
    std::vector<core::Position> path;
    games.replay(i, [&path](const core::Position& pos, int ply) {
        path.push_back(pos);
        return ply < EcoPlies;
    });
    return path;
}

// Everything the row order depends on, copied so that a worker can read it while the GUI thread
// appends to the index.
struct RowRequest {
    database::GameView games; // the games indexed so far and their names
    EcoClassifier classify; // names games without the tag (for an ECO filter), on the worker
    GameFilter filter;
    std::optional<std::vector<database::PositionHit>> subset; // sorted by game
    int column = -1; // GameListModel::Column, -1 for file order
    Qt::SortOrder order = Qt::AscendingOrder;
};

// text as the filter compares it: without accents and other marks, case folded ("Réti" and
// "RETI" are "reti").
QString foldedForSearch(const QString& text);

// The games the request's filter keeps, in its sort order (ties in file order).
std::vector<std::uint32_t> rowsFor(const RowRequest& request);

} // namespace kibitz
