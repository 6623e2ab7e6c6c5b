#include "gamefilter.h"

#include "namefold.h"

#include <charconv>

namespace kibitz::database {

namespace {

bool inside(const GameFilter::Range& r, int value)
{
    return (r.from == 0 || value >= r.from) && (r.to == 0 || value <= r.to);
}

// A rating range leaves out games without the rating.
bool eloInside(const GameFilter::Range& r, int elo) { return r.any() || (elo > 0 && inside(r, elo)); }

// The date is kept when its latest possible day is not before the range and its earliest not after.
bool dateInside(const GameFilter::Range& r, const GameRecord& g)
{
    if (r.any())
        return true;
    if (g.year == 0)
        return false;
    const int earliest = g.year * 10000 + g.month * 100 + g.day;
    const int latest = g.year * 10000 + (g.month ? g.month : 12) * 100 + (g.day ? g.day : 31);
    return (r.from == 0 || latest >= r.from) && (r.to == 0 || earliest <= r.to);
}

std::optional<int> number(std::string_view text)
{
    int v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < 0)
        return std::nullopt;
    return v;
}

// Splits "a-b" at its dash (none: both sides are the text) and reads each side with read.
template <class Read> std::optional<GameFilter::Range> rangeOf(std::string_view text, Read read)
{
    const std::size_t dash = text.find('-');
    const std::string_view a = dash == std::string_view::npos ? text : text.substr(0, dash);
    const std::string_view b = dash == std::string_view::npos ? text : text.substr(dash + 1);
    if (a.empty() && b.empty())
        return std::nullopt;
    GameFilter::Range r;
    if (!a.empty()) {
        const auto v = read(a, false);
        if (!v)
            return std::nullopt;
        r.from = *v;
    }
    if (!b.empty()) {
        const auto v = read(b, true);
        if (!v)
            return std::nullopt;
        r.to = *v;
    }
    return r;
}

} // namespace

bool GameFilter::isEmpty() const { return *this == GameFilter(); }

bool GameFilter::operator==(const GameFilter& o) const
{
    return text == o.text && white == o.white && black == o.black && player == o.player && event == o.event
        && site == o.site && whiteElo == o.whiteElo && blackElo == o.blackElo && averageElo == o.averageElo
        && date == o.date && plies == o.plies && eco == o.eco && result == o.result;
}

FilterMatcher::FilterMatcher(const GameFilter& filter, EcoOf ecoOf) : m_filter(filter), m_ecoOf(std::move(ecoOf))
{
    m_text.folded = foldName(filter.text);
    m_white.folded = foldName(filter.white);
    m_black.folded = foldName(filter.black);
    m_player.folded = foldName(filter.player);
    m_event.folded = foldName(filter.event);
    m_site.folded = foldName(filter.site);
}

bool FilterMatcher::NameTest::test(std::uint32_t id, const std::vector<std::string_view>& names)
{
    if (folded.empty())
        return true;
    if (id >= known.size())
        known.resize(std::max<std::size_t>(names.size(), id + 1), -1);
    if (known[id] < 0)
        known[id] = id < names.size() && nameContains(names[id], folded);
    return known[id] != 0;
}

bool FilterMatcher::keepsNumbers(const GameRecord& g) const
{
    const GameFilter& f = m_filter;
    if (f.result >= 0 && int(g.result) != f.result)
        return false;
    if (!inside(f.plies, g.plies) || !dateInside(f.date, g))
        return false;
    if (!eloInside(f.whiteElo, g.whiteElo) || !eloInside(f.blackElo, g.blackElo))
        return false;
    if (f.averageElo.any())
        return true;
    return g.whiteElo > 0 && g.blackElo > 0 && inside(f.averageElo, (g.whiteElo + g.blackElo) / 2);
}

bool FilterMatcher::keepsEco(std::size_t i, const GameRecord& g) const
{
    if (m_filter.eco.any())
        return true;
    const int eco = g.eco ? g.eco : m_ecoOf ? m_ecoOf(i) : 0;
    return eco > 0 && inside(m_filter.eco, eco);
}

// The cheap tests first; the ECO of an untagged game may replay its opening.
bool FilterMatcher::keeps(std::size_t i, const GameRecord& g, const std::vector<std::string_view>& names)
{
    if (!keepsNumbers(g))
        return false;
    if (!m_white.test(g.white, names) || !m_black.test(g.black, names) || !m_event.test(g.event, names)
        || !m_site.test(g.site, names))
        return false;
    if (!m_player.folded.empty() && !m_player.test(g.white, names) && !m_player.test(g.black, names))
        return false;
    if (!m_text.folded.empty() && !m_text.test(g.white, names) && !m_text.test(g.black, names)
        && !m_text.test(g.event, names))
        return false;
    return keepsEco(i, g);
}

std::vector<std::uint32_t> filteredGames(const GameView& games, const GameFilter& filter, const EcoOf& ecoOf)
{
    FilterMatcher matcher(filter, ecoOf);
    std::vector<std::uint32_t> kept;
    for (std::size_t i = 0; i < games.size(); ++i)
        if (matcher.keeps(i, games.game(i), games.texts()))
            kept.push_back(std::uint32_t(i));
    return kept;
}

std::vector<std::uint8_t> filterMask(const GameView& games, const GameFilter& filter, const EcoOf& ecoOf)
{
    std::vector<std::uint8_t> mask(games.size(), 0);
    for (const std::uint32_t i : filteredGames(games, filter, ecoOf))
        mask[i] = 1;
    return mask;
}

std::vector<PlayerGame> gamesOfPlayer(const GameView& games, const std::function<bool(std::string_view name)>& isPlayer,
                                      const std::vector<std::uint8_t>* mask)
{
    std::vector<signed char> known(games.texts().size(), -1); // per name id: not asked yet, no, yes
    const auto plays = [&](std::uint32_t id) {
        if (id >= known.size())
            return isPlayer(games.text(id));
        if (known[id] < 0)
            known[id] = isPlayer(games.text(id)) ? 1 : 0;
        return known[id] == 1;
    };
    std::vector<PlayerGame> found;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (mask && (i >= mask->size() || !(*mask)[i]))
            continue;
        const GameRecord g = games.game(i);
        const bool white = plays(g.white), black = plays(g.black);
        if (!g.broken && (white || black))
            found.push_back(PlayerGame{std::uint32_t(i), white, black});
    }
    return found;
}

std::optional<GameFilter::Range> parseNumberRange(std::string_view text)
{
    return rangeOf(text, [](std::string_view s, bool) { return number(s); });
}

// A year alone, a year and month, or a whole date (dots or slashes); an end is its last day.
std::optional<GameFilter::Range> parseDateRange(std::string_view text)
{
    return rangeOf(text, [](std::string_view s, bool end) -> std::optional<int> {
        const auto year = number(s.substr(0, 4));
        if (s.size() < 4 || !year || *year == 0)
            return std::nullopt;
        int month = end ? 12 : 0, day = end ? 31 : 0;
        if (s.size() > 4) {
            const auto m = s.size() >= 7 ? number(s.substr(5, 2)) : std::nullopt;
            if (!m || *m < 1 || *m > 12 || (s[4] != '.' && s[4] != '/'))
                return std::nullopt;
            month = *m;
        }
        if (s.size() > 7) {
            const auto d = s.size() == 10 ? number(s.substr(8, 2)) : std::nullopt;
            if (!d || *d < 1 || *d > 31)
                return std::nullopt;
            day = *d;
        } else if (s.size() != 4 && s.size() != 7) {
            return std::nullopt;
        }
        return *year * 10000 + month * 100 + day;
    });
}

// "B" and "B9" are all the codes they begin.
std::optional<GameFilter::Range> parseEcoRange(std::string_view text)
{
    return rangeOf(text, [](std::string_view s, bool end) -> std::optional<int> {
        if (s.empty() || s.size() > 3)
            return std::nullopt;
        std::string code(s);
        if (code[0] >= 'a' && code[0] <= 'e')
            code[0] = char(code[0] - 'a' + 'A');
        while (code.size() < 3)
            code += end ? '9' : '0';
        const std::uint16_t eco = parseEco(code);
        if (eco == 0)
            return std::nullopt;
        return int(eco);
    });
}

namespace {

// "from-to", "from-", "-to", or one side alone when both are the same.
template <class Text> std::string rangeText(const GameFilter::Range& r, Text text)
{
    if (r.any())
        return {};
    if (r.from == r.to)
        return text(r.from);
    return (r.from ? text(r.from) : std::string()) + "-" + (r.to ? text(r.to) : std::string());
}

// yyyymmdd as "YYYY.MM.DD", without the day or month when 0.
std::string dateText(int v)
{
    const auto two = [](int n) { return std::string(1, char('0' + n / 10)) + char('0' + n % 10); };
    std::string s = std::to_string(v / 10000);
    if (v / 100 % 100)
        s += "." + two(v / 100 % 100);
    if (v / 100 % 100 && v % 100)
        s += "." + two(v % 100);
    return s;
}

} // namespace

std::string numberRangeText(const GameFilter::Range& r)
{
    return rangeText(r, [](int v) { return std::to_string(v); });
}

std::string dateRangeText(const GameFilter::Range& r) { return rangeText(r, dateText); }

std::string ecoRangeText(const GameFilter::Range& r)
{
    return rangeText(r, [](int v) { return ecoText(std::uint16_t(v)); });
}

} // namespace kibitz::database
