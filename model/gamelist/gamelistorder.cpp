#include "gamelistorder.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace kibitz {

using database::GameRecord;

namespace {

// Column numbers of GameListModel (kept here to stay free of the model's header).
enum Column { Number, White, Black, Result, Date, Event, Round, Eco, Plies };

// Where both a and b bound a side, the narrower bound.
database::GameFilter::Range narrower(database::GameFilter::Range a, const database::GameFilter::Range& b)
{
    if (b.from)
        a.from = std::max(a.from, b.from);
    if (b.to)
        a.to = a.to ? std::min(a.to, b.to) : b.to;
    return a;
}

// The games kept by the filter and the subset, in file order.
// mask (optional) is the filter's answer already found (filterMaskFor).
std::vector<std::uint32_t> keptGames(const RowRequest& r, const std::vector<std::uint8_t>* mask)
{
    std::vector<char> inSubset;
    if (r.subset) {
        inSubset.assign(r.games.size(), 0);
        for (const database::PositionHit& h : *r.subset)
            if (h.game < inSubset.size())
                inSubset[h.game] = 1;
    }
    database::FilterMatcher matcher(r.filter.combined(),
                                    [&r](std::size_t i) { return filterEcoOf(r.games, r.classify, i); });
    std::vector<std::uint32_t> rows;
    rows.reserve(r.games.size());
    for (std::size_t i = 0; i < r.games.size(); ++i)
        if ((!r.subset || inSubset[i])
            && (mask ? i < mask->size() && (*mask)[i] : matcher.keeps(i, r.games.game(i), r.games.texts())))
            rows.push_back(std::uint32_t(i));
    return rows;
}

// Per name id: its place among the names sorted by text (equal texts share a place).
std::vector<std::uint32_t> textRanks(const RowRequest& r)
{
    const std::vector<std::string_view>& texts = r.games.texts();
    std::vector<std::uint32_t> ids(texts.size());
    std::iota(ids.begin(), ids.end(), 0u);
    std::sort(ids.begin(), ids.end(), [&](auto a, auto b) { return texts[a] < texts[b]; });
    std::vector<std::uint32_t> rank(texts.size(), 0);
    for (std::size_t k = 1; k < ids.size(); ++k)
        rank[ids[k]] = rank[ids[k - 1]] + (texts[ids[k]] != texts[ids[k - 1]]);
    return rank;
}

// The sort key of a game in the request's column (a number: names by their rank).
std::uint64_t keyOf(const RowRequest& r, const std::vector<std::uint32_t>& rank, const GameRecord& g)
{
    switch (r.column) {
    case White: return rank[g.white];
    case Black: return rank[g.black];
    case Event: return rank[g.event];
    case Round: return rank[g.round];
    case Result: return std::uint64_t(g.result);
    case Date: return std::uint64_t(g.year) << 16 | std::uint64_t(g.month) << 8 | g.day;
    case Eco: return g.eco;
    case Plies: return g.plies;
    default: return 0;
    }
}

} // namespace

database::GameFilter GameFilter::combined() const
{
    database::GameFilter f = more;
    f.text = text.trimmed().toStdString();
    f.date = narrower(f.date, {fromYear ? fromYear * 10000 : 0, toYear ? toYear * 10000 + 1231 : 0});
    if (result >= 0)
        f.result = result;
    if (const auto codes = database::parseEcoRange(eco.trimmed().toStdString()))
        f.eco = narrower(f.eco, *codes);
    return f;
}

std::shared_ptr<const std::vector<std::uint8_t>> filterMaskFor(const RowRequest& r)
{
    if (r.filter.isEmpty())
        return nullptr;
    return std::make_shared<const std::vector<std::uint8_t>>(database::filterMask(
        r.games, r.filter.combined(), [&r](std::size_t i) { return filterEcoOf(r.games, r.classify, i); }));
}

std::vector<std::uint32_t> rowsFor(const RowRequest& r, const std::vector<std::uint8_t>* filterMask)
{
    std::vector<std::uint32_t> rows = keptGames(r, filterMask);
    if (r.column > Number) {
        const bool names = r.column == White || r.column == Black || r.column == Event || r.column == Round;
        const std::vector<std::uint32_t> rank = names ? textRanks(r) : std::vector<std::uint32_t>();
        // Each key computed once beside its row (16 bytes a row while sorting; comparing keys
        // looked up in the records' pages was 20 times slower on a million games).
        std::vector<std::pair<std::uint64_t, std::uint32_t>> keyed;
        keyed.reserve(rows.size());
        for (const std::uint32_t g : rows)
            keyed.emplace_back(keyOf(r, rank, r.games.game(g)), g);
        const bool up = r.order == Qt::AscendingOrder;
        // Equal keys keep file order in both directions.
        std::sort(keyed.begin(), keyed.end(), [up](const auto& a, const auto& b) {
            return a.first != b.first ? (up ? a.first < b.first : a.first > b.first) : a.second < b.second;
        });
        for (std::size_t k = 0; k < rows.size(); ++k)
            rows[k] = keyed[k].second;
    } else if (r.column == Number && r.order == Qt::DescendingOrder) {
        std::reverse(rows.begin(), rows.end());
    }
    return rows;
}

} // namespace kibitz
