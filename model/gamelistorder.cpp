#include "gamelistorder.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace kibitz {

using database::GameRecord;

// Decomposed (é = e + U+0301), the marks dropped, case folded.
QString foldedForSearch(const QString& text)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed)
        if (c.category() != QChar::Mark_NonSpacing)
            out.append(c);
    return out.toCaseFolded();
}

namespace {

// Column numbers of GameListModel (kept here to stay free of the model's header).
enum Column { Number, White, Black, Result, Date, Event, Round, Eco, Plies };

// Per name id: whether the filter's text occurs in it, accents and case aside (foldedForSearch;
// each distinct name tested once, an ASCII name without the folding, which would not change it).
std::vector<char> textMatches(const RowRequest& r)
{
    const std::vector<std::string_view>& texts = r.games.texts();
    std::vector<char> match(texts.size(), 0);
    const QString wanted = foldedForSearch(r.filter.text);
    for (std::size_t id = 0; id < texts.size(); ++id) {
        const std::string_view t = texts[id];
        const QString text = QString::fromUtf8(t.data(), qsizetype(t.size()));
        const bool ascii = std::all_of(t.begin(), t.end(), [](char c) { return (c & 0x80) == 0; });
        match[id] = (ascii ? text : foldedForSearch(text)).contains(wanted, Qt::CaseInsensitive);
    }
    return match;
}

// The ECO shown for game i (its tag, or the classifier's name for its first plies).
QString ecoOf(const RowRequest& r, std::size_t i)
{
    const std::uint16_t eco = r.games.game(i).eco;
    if (eco)
        return QString::fromStdString(database::ecoText(eco));
    return r.classify ? r.classify(openingPath(r.games, i)) : QString();
}

// The games kept by the filter and the subset, in file order.
std::vector<std::uint32_t> keptGames(const RowRequest& r)
{
    const GameFilter& f = r.filter;
    const std::vector<char> match = f.text.isEmpty() ? std::vector<char>() : textMatches(r);
    std::vector<char> inSubset;
    if (r.subset) {
        inSubset.assign(r.games.size(), 0);
        for (const database::PositionHit& h : *r.subset)
            if (h.game < inSubset.size())
                inSubset[h.game] = 1;
    }
    std::vector<std::uint32_t> rows;
    rows.reserve(r.games.size());
    for (std::size_t i = 0; i < r.games.size(); ++i) {
        const GameRecord& g = r.games.game(i);
        if ((r.subset && !inSubset[i]) || (f.fromYear && g.year < f.fromYear)
            || (f.toYear && (g.year == 0 || g.year > f.toYear)) || (f.result >= 0 && int(g.result) != f.result))
            continue;
        if (!f.eco.isEmpty() && !ecoOf(r, i).startsWith(f.eco, Qt::CaseInsensitive))
            continue;
        if (!match.empty() && !match[g.white] && !match[g.black] && !match[g.event])
            continue;
        rows.push_back(std::uint32_t(i));
    }
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

std::vector<std::uint32_t> rowsFor(const RowRequest& r)
{
    std::vector<std::uint32_t> rows = keptGames(r);
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
