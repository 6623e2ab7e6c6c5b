// TagCheck: the PGN standard's rules for tag names, dates and results (section 8.1).
#include "tagcheck.h"

#include <algorithm>
#include <set>

namespace kibitz {

namespace {

bool isSymbol(const std::string& name)
{
    return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
}

// The number of digits, or -1 when the field is all '?', or -2 when it is neither.
int field(const std::string& text, std::size_t from, std::size_t length)
{
    const std::string part = text.substr(from, length);
    if (std::all_of(part.begin(), part.end(), [](char c) { return c == '?'; }))
        return -1;
    if (!std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return -2;
    return std::stoi(part);
}

} // namespace

const std::vector<std::string>& TagCheck::roster()
{
    static const std::vector<std::string> names{"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    return names;
}

std::vector<game::Tag> TagCheck::editable(const game::Game& game)
{
    std::vector<game::Tag> tags;
    for (const std::string& name : roster()) {
        std::string value = name == "Result" ? std::string(game.result()) : game.tag(name);
        tags.push_back({name, value.empty() ? (name == "Date" ? "????.??.??" : "?") : value});
    }
    for (const game::TagView t : game.tags)
        if (t.name != "SetUp" && t.name != "FEN"
            && std::find(roster().begin(), roster().end(), t.name) == roster().end())
            tags.push_back(game::Tag(t));
    return tags;
}

bool TagCheck::isDate(const std::string& value)
{
    if (value.size() != 10 || value[4] != '.' || value[7] != '.')
        return false;
    const int year = field(value, 0, 4);
    const int month = field(value, 5, 2);
    const int day = field(value, 8, 2);
    if (year == -2 || month == -2 || day == -2)
        return false;
    return (month == -1 || (month >= 1 && month <= 12)) && (day == -1 || (day >= 1 && day <= 31));
}

QString TagCheck::problem(const std::vector<game::Tag>& tags)
{
    std::set<std::string> seen;
    for (const game::Tag& t : tags) {
        const QString name = QString::fromStdString(t.name);
        if (!isSymbol(t.name))
            return tr("“%1” is not a tag name: use letters, digits and _ only.").arg(name);
        if (!seen.insert(t.name).second)
            return tr("The tag %1 is there twice.").arg(name);
        if (t.name == "SetUp" || t.name == "FEN")
            return tr("%1 follows the start position and cannot be edited here.").arg(name);
        if (t.name == "Date" && !isDate(t.value))
            return tr("The Date must read YYYY.MM.DD, with ?? for what is unknown (2024.03.??).");
        if (t.name == "Result" && !game::isResultText(t.value))
            return tr("The Result must be 1-0, 0-1, 1/2-1/2 or *.");
    }
    return {};
}

} // namespace kibitz
