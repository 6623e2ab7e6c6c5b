// The Games panel's row order computed away from the GUI thread: a RowRequest is a snapshot of
// what the order depends on (the records indexed so far, the names, the filter, the search's
// games, the sort column), rowsFor() turns it into the rows to show. Qt Core only.
#pragma once

#include "database/gameindex.h"
#include "database/gamefilter.h"
#include "database/positionsearch.h"

#include <QString>
#include <Qt>

#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace kibitz {

// What the Games panel's filter keeps: the quick bar's text in a player's or the event's name
// ("Reti" keeps Réti), a year range, a result and an ECO prefix ("B9"), and the Filter dialog's
// fields (more: players, site, ratings, dates, plies, ECO range). Empty or 0 fields keep
// everything. The games are tested by database::FilterMatcher, the filter kibitz-cli shares.
struct GameFilter {
    QString text;
    int fromYear = 0;
    int toYear = 0;
    int result = -1; // a database::GameResult, or -1 for any
    QString eco; // a prefix of an ECO code ("B", "b9", "B90"); other text is not a filter
    database::GameFilter more;
    // The quick bar's and the dialog's fields as one filter (where both bound a range, the
    // narrower bounds).
    database::GameFilter combined() const;
    // True when it keeps every game.
    bool isEmpty() const { return combined().isEmpty(); }
    bool operator==(const GameFilter& o) const
    {
        return text == o.text && fromYear == o.fromYear && toYear == o.toYear && result == o.result && eco == o.eco
            && more == o.more;
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

// The ECO code of game i for the filter: its tag, else the classifier's name of its opening.
template <class Games> std::uint16_t filterEcoOf(const Games& games, const EcoClassifier& classify, std::size_t i)
{
    const database::GameRecord g = games.game(i);
    if (g.eco || !classify || g.chess960)
        return g.eco;
    return database::parseEco(classify(openingPath(games, i)).toStdString());
}

// The games the request's filter keeps, in its sort order (ties in file order); filterMask, when
// given, is filterMaskFor(request), so that the filter is not tested twice.
std::vector<std::uint32_t> rowsFor(const RowRequest& request, const std::vector<std::uint8_t>* filterMask = nullptr);
// The games of the filter (without the search's subset) as a mask by game; null when it keeps all.
std::shared_ptr<const std::vector<std::uint8_t>> filterMaskFor(const RowRequest& request);

} // namespace kibitz
