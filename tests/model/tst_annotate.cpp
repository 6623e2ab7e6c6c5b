// Issue 27: signs (NAGs) — the classes and symbols of game/nags.h, ChessGameModel::toggleNag and
// removeNags (one undo step each), a typed suffix kept with its move, the move list's symbols.
#include "modeltesthelpers.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "movelistmodel.h"
#include "tagcheck.h"

#include "game/nags.h"
#include "game/pgnreader.h"
#include "nagnames.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <QUndoStack>

using namespace kibitz;
using kibitz::test::playAll;

namespace {
std::vector<std::uint8_t> nagsOf(const ChessGameModel& m) { return m.tree().node(m.cursor()).nags(); }
} // namespace

TEST(Nags, OneMoveSignAndOnePositionSignPerMove)
{
    using game::toggledNag;
    using V = std::vector<std::uint8_t>;
    EXPECT_EQ(toggledNag({}, 5), V({5}));
    EXPECT_EQ(toggledNag({5}, 5), V({}));
    EXPECT_EQ(toggledNag({5}, 6), V({6})); // a second move sign replaces the first
    EXPECT_EQ(toggledNag({6}, 16), V({6, 16}));
    EXPECT_EQ(toggledNag({16, 146}, 1), V({1, 16, 146})); // move sign first, as in PGN
    EXPECT_EQ(toggledNag({1, 16, 146}, 18), V({1, 18, 146}));
    EXPECT_EQ(toggledNag({1, 18, 146}, 146), V({1, 18}));
    EXPECT_EQ(toggledNag({7, 22}, 146), V({7, 22, 146})); // others stand on their own
}

TEST(Nags, SymbolsAndSuffixes)
{
    EXPECT_EQ(game::nagSymbol(5), "!?");
    EXPECT_EQ(game::nagSymbol(6), "?!");
    EXPECT_EQ(game::nagSymbol(18), "+\u2212");
    EXPECT_EQ(game::nagSymbol(14), "+=");
    EXPECT_EQ(game::nagSymbol(200), "$200");
    int nag = -1;
    EXPECT_EQ(game::splitSuffix("Bb5?!", nag), "Bb5");
    EXPECT_EQ(nag, 6);
    EXPECT_EQ(game::splitSuffix("e8=Q!!", nag), "e8=Q");
    EXPECT_EQ(nag, 3);
    EXPECT_EQ(game::splitSuffix("Nf3", nag), "Nf3");
    EXPECT_EQ(nag, 0);
    EXPECT_EQ(game::splitSuffix("Nf3!!!", nag), "Nf3!!!");
    EXPECT_EQ(nag, 0);
}

TEST(ChessGameModelSigns, ToggleIsOneUndoStepEach)
{
    ChessGameModel m;
    playAll(m, "e4 e5 Nf3 Nc6 Bb5");
    const int steps = m.undoStack()->count();
    ASSERT_TRUE(m.annotations()->toggleNag(m.cursor(), 5));
    EXPECT_EQ(nagsOf(m), std::vector<std::uint8_t>({5}));
    EXPECT_EQ(m.undoStack()->undoText(), "Sign !? on Bb5");
    ASSERT_TRUE(m.annotations()->toggleNag(m.cursor(), 16));
    ASSERT_TRUE(m.annotations()->toggleNag(m.cursor(), 6));
    EXPECT_EQ(nagsOf(m), std::vector<std::uint8_t>({6, 16}));
    ASSERT_TRUE(m.annotations()->toggleNag(m.cursor(), 6)); // the same key again removes it
    EXPECT_EQ(nagsOf(m), std::vector<std::uint8_t>({16}));
    EXPECT_EQ(m.undoStack()->count(), steps + 4);
    m.undoStack()->undo();
    EXPECT_EQ(nagsOf(m), std::vector<std::uint8_t>({6, 16}));
    ASSERT_TRUE(m.annotations()->removeNags(m.cursor()));
    EXPECT_TRUE(nagsOf(m).empty());
    EXPECT_FALSE(m.annotations()->removeNags(m.cursor())); // nothing to remove: no step
    m.undoStack()->undo();
    EXPECT_EQ(nagsOf(m), std::vector<std::uint8_t>({6, 16}));
    EXPECT_FALSE(m.annotations()->toggleNag(game::RootNode, 1));
    EXPECT_FALSE(m.annotations()->toggleNag(9999, 1));
}

TEST(ChessGameModelSigns, TypedSuffixIsKeptWithItsMove)
{
    ChessGameModel m;
    playAll(m, "e4 e5 Nf3 Nc6");
    const int steps = m.undoStack()->count();
    ASSERT_TRUE(m.editing()->makeMoveSan("Bb5?!"));
    EXPECT_EQ(m.san(m.cursor()), "Bb5");
    EXPECT_EQ(nagsOf(m), std::vector<std::uint8_t>({6}));
    EXPECT_EQ(m.undoStack()->count(), steps + 1); // move and sign: one step
    EXPECT_TRUE(m.pgn().contains("3. Bb5 $6")) << m.pgn().toStdString();
    m.undoStack()->undo();
    EXPECT_EQ(m.san(m.cursor()), "Nc6");
    m.undoStack()->redo();
    EXPECT_EQ(nagsOf(m), std::vector<std::uint8_t>({6}));
    // The move again, with another sign: the existing move gets it.
    m.navigation()->back();
    ASSERT_TRUE(m.editing()->makeMoveSan("Bb5!"));
    EXPECT_EQ(nagsOf(m), std::vector<std::uint8_t>({1}));
    EXPECT_EQ(m.tree().node(m.tree().node(m.cursor()).parent).children.size(), 1u);
}

TEST(ChessGameModelSigns, PromotionWithSuffix)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadFen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1"));
    ASSERT_TRUE(m.editing()->makeMoveSan("e8=Q!!"));
    EXPECT_EQ(m.san(m.cursor()), "e8=Q");
    EXPECT_EQ(nagsOf(m), std::vector<std::uint8_t>({3}));
}

TEST(MoveListModelSigns, SymbolsAndMeanings)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadPgn("1. e4 $18 e5 $5 $14 2. Nf3 $200 *"));
    MoveListModel list(&m);
    EXPECT_EQ(list.index(0, 0).data(MoveListModel::NagTextRole).toString(), QStringLiteral("+\u2212"));
    EXPECT_EQ(list.index(1, 0).data(MoveListModel::NagTextRole).toString(), QStringLiteral("!? +="));
    EXPECT_EQ(list.index(2, 0).data(MoveListModel::NagTextRole).toString(), QStringLiteral("$200"));
    const QString tip = list.index(1, 0).data(MoveListModel::NagToolTipRole).toString();
    EXPECT_TRUE(tip.contains("Interesting move") && tip.contains("White is slightly better")) << tip.toStdString();
}

TEST(TagEdits, DateResultAndNamesAreChecked)
{
    EXPECT_TRUE(TagCheck::isDate("2024.03.17"));
    EXPECT_TRUE(TagCheck::isDate("1999.??.??"));
    EXPECT_TRUE(TagCheck::isDate("????.??.??"));
    EXPECT_FALSE(TagCheck::isDate("2024.13.01"));
    EXPECT_FALSE(TagCheck::isDate("2024.02.32"));
    EXPECT_FALSE(TagCheck::isDate("2024-03-17"));
    EXPECT_FALSE(TagCheck::isDate("24.03.17"));
    EXPECT_TRUE(TagCheck::problem({{"Date", "2024.3.17"}}).contains("Date"));
    EXPECT_TRUE(TagCheck::problem({{"Result", "1-1"}}).contains("Result"));
    EXPECT_TRUE(TagCheck::problem({{"Bad name", "x"}}).contains("Bad name"));
    EXPECT_TRUE(TagCheck::problem({{"Annotator", "A"}, {"Annotator", "B"}}).contains("twice"));
    EXPECT_TRUE(TagCheck::problem({{"Date", "2024.??.??"}, {"Result", "1/2-1/2"}, {"ECO", "C60"}}).isEmpty());
}

TEST(TagEdits, EditableListsTheRosterFirstThenTheOthers)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadPgn("[ECO \"C60\"]\n[White \"Ann\"]\n[Annotator \"Bo\"]\n\n1. e4 *"));
    const std::vector<game::Tag> tags = TagCheck::editable(m.game());
    ASSERT_EQ(tags.size(), 9u);
    EXPECT_EQ(tags[0], (game::Tag{"Event", "?"}));
    EXPECT_EQ(tags[2], (game::Tag{"Date", "????.??.??"}));
    EXPECT_EQ(tags[4], (game::Tag{"White", "Ann"}));
    EXPECT_EQ(tags[6], (game::Tag{"Result", "*"}));
    EXPECT_EQ(tags[7], (game::Tag{"ECO", "C60"}));
    EXPECT_EQ(tags[8], (game::Tag{"Annotator", "Bo"}));
}

TEST(TagEdits, SetTagsIsOneUndoStepAndRefusesWrongTags)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadPgn("[ECO \"C60\"]\n[White \"Ann\"]\n[Annotator \"Bo\"]\n\n1. e4 *"));
    const int steps = m.undoStack()->count();
    std::vector<game::Tag> tags = TagCheck::editable(m.game());
    ASSERT_TRUE(m.editing()->setTags(tags)); // nothing changed: no step
    EXPECT_EQ(m.undoStack()->count(), steps);
    tags[4].value = "Anna";
    tags[2].value = "2024.03.??";
    tags[6].value = "1-0";
    tags.erase(tags.begin() + 8); // Annotator removed
    tags.push_back({"Opening", "Ruy Lopez"});
    ASSERT_TRUE(m.editing()->setTags(tags));
    EXPECT_EQ(m.undoStack()->count(), steps + 1);
    EXPECT_EQ(m.game().tag("White"), "Anna");
    EXPECT_EQ(m.game().tag("Date"), "2024.03.??");
    EXPECT_EQ(m.game().result(), "1-0");
    EXPECT_EQ(m.game().tag("Annotator"), "");
    EXPECT_EQ(m.game().tag("Opening"), "Ruy Lopez");
    EXPECT_TRUE(m.pgn().contains("1. e4 1-0"));
    m.undoStack()->undo();
    EXPECT_EQ(m.game().tag("White"), "Ann");
    EXPECT_EQ(m.game().tag("Annotator"), "Bo");
    EXPECT_EQ(m.game().tag("Opening"), "");
    EXPECT_EQ(m.game().result(), "*");
    tags[2].value = "2024-03-01";
    const EditResult refused = m.editing()->setTags(tags);
    EXPECT_FALSE(refused.ok);
    EXPECT_TRUE(refused.error.contains("Date"));
    EXPECT_EQ(m.game().tag("White"), "Ann");
}

TEST(ChessGameModelComments, PreCommentKeepsItsCommands)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadPgn("1. e4 ({Old [%csl Gd4]} 1. d4) *"));
    const game::NodeId d4 = m.tree().root().children[1];
    EXPECT_EQ(GameAnnotations::commentText(m.tree().node(d4).preComment()), "Old");
    ASSERT_TRUE(m.annotations()->setPreComment(d4, "Queen's pawn"));
    EXPECT_EQ(m.tree().node(d4).preComment(), "Queen's pawn [%csl Gd4]");
    EXPECT_FALSE(m.annotations()->setPreComment(game::RootNode, "x"));
    m.undoStack()->undo();
    EXPECT_EQ(m.tree().node(d4).preComment(), "Old [%csl Gd4]");
}

namespace {

void collectNags(const game::GameTree& tree, game::NodeId id, std::set<int>& out)
{
    for (const std::uint8_t n : tree.node(id).nags())
        out.insert(n);
    for (const game::NodeId child : tree.node(id).children)
        collectNags(tree, child, out);
}

// Every NAG of the shared annotated files (../shared/realpgn/annotated-*.pgn), variations included.
std::set<int> realFileNags()
{
    std::set<int> nags;
    std::error_code ec;
    const std::filesystem::path dir = std::filesystem::path(KIBITZ_SHARED_DIR) / "realpgn";
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        if (entry.path().filename().string().rfind("annotated-", 0) != 0)
            continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        for (const game::Game& g : game::readPgn(text.str()).games)
            collectNags(g.tree, game::RootNode, nags);
    }
    return nags;
}

} // namespace

// What annotators really write ($8, $24, $143, $145…) is shown by its symbol or named by its
// meaning, never left as a bare "$n" with the placeholder meaning.
TEST(Nags, EveryNagOfRealFilesIsReadable)
{
    const std::set<int> nags = realFileNags();
    if (nags.empty())
        GTEST_SKIP() << "skipped: no annotated-*.pgn under " << KIBITZ_SHARED_DIR << "/realpgn";
    for (const int n : nags) {
        const QString bare = QStringLiteral("$%1").arg(n);
        EXPECT_FALSE(NagNames::meaning(n).contains(bare)) << "no meaning for " << bare.toStdString();
        EXPECT_TRUE(NagNames::toolTip({std::uint8_t(n)}).contains(NagNames::meaning(n)));
    }
}

// The sided signs (White's NAG even, Black's odd, from 22 on) print the same symbol for both sides.
TEST(Nags, SidedPairsShareTheirSymbol)
{
    for (int white = 22; white < 140; white += 2) {
        const std::string w = game::nagSymbol(white);
        if (w.front() != '$')
            EXPECT_EQ(game::nagSymbol(white + 1), w) << "$" << white;
    }
}
