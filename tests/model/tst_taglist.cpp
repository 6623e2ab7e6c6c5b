// TagList, a game's tags in one buffer, against a vector of Tag doing the same steps: tags added
// alone or as a tag line's span, values set shorter and longer (the text rebuilt when unused bytes pile up), values and names that are views
// of the list's own text, tags removed; and what a game read from PGN keeps.
#include "game/game.h"
#include "game/pgnreader.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

using namespace kibitz::game;

namespace {

std::vector<Tag> copyOf(const TagList& list)
{
    std::vector<Tag> out;
    for (const TagView t : list)
        out.push_back(Tag(t));
    return out;
}

} // namespace

TEST(TagList, StepsAgreeWithAVectorOfTags)
{
    std::mt19937 rng(20261129);
    const auto pick = [&](std::size_t n) { return std::size_t(rng() % n); };
    TagList list;
    std::vector<Tag> reference;
    for (int step = 0; step < 20000; ++step) {
        const std::size_t what = reference.empty() ? 0 : pick(6);
        if (what <= 1 || reference.size() < 3) { // a new tag, its value 0 to 40 bytes
            const std::string name = "N" + std::to_string(pick(50));
            const std::string value(pick(41), char('a' + pick(26)));
            if (step % 2) { // as a tag line holds it: one span, the bytes between left unused
                const std::string line = name + " \"" + value + "\"]";
                list.addSpan(std::string_view(line).substr(0, line.size() - 2), name.size(), value.size());
            } else {
                list.add(name, value);
            }
            reference.push_back({name, value});
        } else if (what == 2) { // a value of any length
            const std::size_t i = pick(reference.size());
            const std::string value(pick(60), char('A' + pick(26)));
            list.setValue(i, value);
            reference[i].value = value;
        } else if (what == 3) { // another tag's value, as a view of the list's own text
            const std::size_t i = pick(reference.size()), j = pick(reference.size());
            list.setValue(i, list[j].value);
            reference[i].value = reference[j].value;
        } else if (what == 4) { // a new tag named and valued from views of the list's own text
            const std::size_t j = pick(reference.size());
            list.add(list[j].value, list[j].name);
            reference.push_back({reference[j].value, reference[j].name});
        } else { // every tag of one name removed
            const std::string name = reference[pick(reference.size())].name;
            list.removeAll(name);
            std::vector<Tag> kept;
            for (const Tag& t : reference)
                if (t.name != name)
                    kept.push_back(t);
            reference = kept;
        }
        ASSERT_EQ(list.size(), reference.size()) << step;
        ASSERT_TRUE(list == reference) << step;
        ASSERT_EQ(copyOf(list), reference) << step;
        std::size_t used = 0;
        for (const Tag& t : reference)
            used += t.name.size() + t.value.size();
        // Set again and again, values leave bytes behind; the text is rebuilt before it holds more
        // than twice (and a value's worth of) what the tags use.
        ASSERT_LE(list.textSize(), 2 * used + 64) << step;
    }
}

// A result set a thousand times (a game played on and taken back) leaves no trail of old values.
TEST(TagList, AValueSetAgainAndAgainKeepsTheTextSmall)
{
    TagList list{{"Event", "Casual game"}, {"Result", "*"}};
    for (int i = 0; i < 1000; ++i) {
        list.setValue(1, i % 2 ? "1/2-1/2" : "*");
        list.setValue(0, std::string(std::size_t(20 + i % 7), 'e'));
        ASSERT_EQ(list[1].value, i % 2 ? "1/2-1/2" : "*");
        ASSERT_EQ(list[0].value, std::string(std::size_t(20 + i % 7), 'e'));
        ASSERT_LE(list.textSize(), 2 * (5 + 26 + 6 + 7) + 64) << i;
    }
}

TEST(TagList, ComparesAndCopiesByContent)
{
    const TagList a{{"White", "Réti, Richard"}, {"Black", "?"}};
    TagList b;
    b.add("White", "Réti, Richard");
    b.add("Black", "x");
    EXPECT_NE(a, b);
    b.setValue(1, "?");
    EXPECT_EQ(a, b);
    EXPECT_EQ(a, (std::vector<Tag>{{"White", "Réti, Richard"}, {"Black", "?"}}));
    EXPECT_NE(a, (std::vector<Tag>{{"White", "Réti, Richard"}}));
    TagList copy = a;
    copy.setValue(0, "Capablanca, José Raúl");
    EXPECT_EQ(a[0].value, "Réti, Richard"); // a copy has text of its own
    EXPECT_EQ(copy[0], (Tag{"White", "Capablanca, José Raúl"}));
}

// The tags of a game read from PGN: in file order, a repeated name in its first place with its
// last value, the Result from the marker; and a game's tags set and removed afterwards.
TEST(TagList, AGameReadKeepsItsTagsAndTakesEdits)
{
    const PgnReadResult r = readPgn("[Event \"Carlsbad 1929\"]\n[White \"Nimzowitsch\"]\n[Event \"Karlsbad 1929\"]\n"
                                    "[Annotator \"a long annotator name, longer than the last game's\"]\n\n1. c4 1-0\n");
    ASSERT_EQ(r.games.size(), 1u);
    Game g = r.games[0].clone();
    EXPECT_EQ(g.tags, (std::vector<Tag>{{"Event", "Karlsbad 1929"},
                                        {"White", "Nimzowitsch"},
                                        {"Annotator", "a long annotator name, longer than the last game's"},
                                        {"Result", "1-0"}}));
    g.setTag("White", "Nimzowitsch, Aron");
    g.removeTag("Annotator");
    g.setTag("Black", "Spielmann");
    EXPECT_EQ(g.tags, (std::vector<Tag>{
                          {"Event", "Karlsbad 1929"}, {"White", "Nimzowitsch, Aron"}, {"Result", "1-0"}, {"Black", "Spielmann"}}));
    EXPECT_EQ(g.tag("Annotator"), "");
    EXPECT_EQ(r.games[0].tag("Annotator"), "a long annotator name, longer than the last game's"); // the clone's own
}
