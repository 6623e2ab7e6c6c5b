// Game: tag access and small helpers.
#include "game.h"

namespace kibitz::game {

// Value of a tag, empty when absent.
std::string Game::tag(std::string_view name) const
{
    for (const TagView t : tags)
        if (t.name == name)
            return std::string(t.value);
    return {};
}

// Replaces the tag's value or appends the tag.
void Game::setTag(std::string_view name, std::string value)
{
    for (std::size_t i = 0; i < tags.size(); ++i)
        if (tags[i].name == name) {
            tags.setValue(i, value);
            return;
        }
    tags.add(name, value);
}

// Drops every tag of that name.
void Game::removeTag(std::string_view name) { tags.removeAll(name); }

// The Result tag when it holds a valid marker, else "*".
std::string_view Game::result() const
{
    for (const TagView t : tags)
        if (t.name == "Result")
            return isResultText(t.value) ? t.value : std::string_view("*");
    return "*";
}

// 1-0, 0-1, 1/2-1/2, *.
bool isResultText(std::string_view text) { return text == "1-0" || text == "0-1" || text == "1/2-1/2" || text == "*"; }

int mainLinePlies(const GameTree& tree) { return int(tree.root().line.size()) - 1; }

// Main line's last node.
NodeId mainLineEnd(const GameTree& tree) { return tree.root().line.back(); }

} // namespace kibitz::game
