#include "dbfilterargs.h"

#include <optional>

using kibitz::database::GameFilter;

namespace {

std::optional<int> resultOf(const std::string& v)
{
    using R = kibitz::database::GameResult;
    if (v == "1-0")
        return int(R::WhiteWins);
    if (v == "0-1")
        return int(R::BlackWins);
    if (v == "1/2-1/2" || v == "1/2")
        return int(R::Draw);
    if (v == "*")
        return int(R::Unknown);
    return std::nullopt;
}

// Reads a range into r; false when malformed.
template <class Parse> bool range(const std::string& v, GameFilter::Range& r, Parse parse)
{
    const auto parsed = parse(v);
    if (parsed)
        r = *parsed;
    return parsed.has_value();
}

} // namespace

bool takeFilterOption(const std::vector<std::string>& args, std::size_t& i, GameFilter& f, std::string& error)
{
    using namespace kibitz::database;
    const std::string& w = args[i];
    std::string* text = w == "--white" ? &f.white
        : w == "--black"               ? &f.black
        : w == "--player"              ? &f.player
        : w == "--event"               ? &f.event
        : w == "--site"                ? &f.site
                                       : nullptr;
    GameFilter::Range* numbers = w == "--white-elo" ? &f.whiteElo
        : w == "--black-elo"                        ? &f.blackElo
        : w == "--average-elo"                      ? &f.averageElo
        : w == "--plies"                            ? &f.plies
                                                    : nullptr;
    const bool known = text || numbers || w == "--date" || w == "--result" || w == "--eco";
    if (!known)
        return false;
    if (i + 1 >= args.size()) {
        error = w + " needs a value";
        return true;
    }
    const std::string& v = args[++i];
    bool ok = true;
    if (text)
        *text = v;
    else if (numbers)
        ok = range(v, *numbers, parseNumberRange);
    else if (w == "--date")
        ok = range(v, f.date, parseDateRange);
    else if (w == "--eco")
        ok = range(v, f.eco, parseEcoRange);
    else if (const auto r = resultOf(v))
        f.result = *r;
    else
        ok = false;
    if (!ok)
        error = "bad value for " + w + ": " + v;
    return true;
}
