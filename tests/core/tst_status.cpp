// Game status: mate, stalemate, insufficient material, 50/75-move rules, 3/5-fold repetition
// (with the e.p. square counted only when an e.p. capture is legal), and the status texts.
#include "core/fen.h"
#include "core/movegen.h"
#include "core/san.h"
#include "core/status.h"

#include <gtest/gtest.h>

using namespace kibitz::core;

namespace {

// A game under test: the position and the keys of the positions before it.
struct Game {
    Position pos;
    std::vector<Key> history;

    explicit Game(const std::string& fen = StartFen)
    {
        const auto err = parseFen(fen, pos);
        EXPECT_FALSE(err.has_value()) << fen << ": " << (err ? err->message.english() : "");
    }
    // Plays the given SAN/UCI moves, recording the keys.
    void play(std::initializer_list<const char*> moves)
    {
        for (const char* text : moves) {
            Move m;
            const auto err = parseSan(pos, text, m);
            ASSERT_FALSE(err.has_value()) << text << ": " << err->message.english();
            history.push_back(pos.key());
            UndoInfo u;
            pos.makeMove(m, u);
        }
    }
    GameStatus status() const { return gameStatus(pos, history); }
    std::string text() const { return statusText(status()); }
};

// isInsufficientMaterial() of a FEN.
bool insufficient(const std::string& fen) { return isInsufficientMaterial(Game(fen).pos); }

} // namespace

TEST(Status, StartIsOngoing)
{
    const Game g;
    const GameStatus st = g.status();
    EXPECT_EQ(st.state, GameState::Ongoing);
    EXPECT_FALSE(st.isOver());
    EXPECT_FALSE(st.inCheck);
    EXPECT_FALSE(st.canClaimFiftyMove);
    EXPECT_FALSE(st.canClaimThreefold);
    EXPECT_EQ(g.text(), "ongoing");
}

TEST(Status, Checkmate)
{
    Game g;
    g.play({"f3", "e5", "g4", "Qh4"});
    const GameStatus st = g.status();
    EXPECT_EQ(st.state, GameState::Checkmate);
    EXPECT_TRUE(st.inCheck);
    EXPECT_EQ(st.winner, Black);
    EXPECT_EQ(g.text(), "checkmate black wins");

    Game w;
    w.play({"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7"});
    EXPECT_EQ(w.status().winner, White);
    EXPECT_EQ(w.text(), "checkmate white wins");
}

TEST(Status, CheckIsNotMate)
{
    const Game g("rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3");
    EXPECT_TRUE(g.status().inCheck);
    EXPECT_EQ(g.text(), "ongoing");
}

TEST(Status, Stalemate)
{
    const Game g("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    EXPECT_EQ(g.status().state, GameState::Stalemate);
    EXPECT_FALSE(g.status().inCheck);
    EXPECT_EQ(g.text(), "stalemate");
}

TEST(Status, InsufficientMaterial)
{
    EXPECT_TRUE(insufficient("4k3/8/8/8/8/8/8/4K3 w - - 0 1")); // K v K
    EXPECT_TRUE(insufficient("4k3/8/8/8/8/8/8/4KN2 w - - 0 1")); // K+N v K
    EXPECT_TRUE(insufficient("4k3/8/8/8/8/8/8/2n1K3 w - - 0 1")); // K v K+N
    EXPECT_TRUE(insufficient("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1")); // K+B v K
    EXPECT_TRUE(insufficient("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1")); // c1 and f8: both dark
    EXPECT_TRUE(insufficient("4kb2/8/8/8/8/8/1B6/B1B1K3 w - - 0 1")); // four bishops, all dark
    EXPECT_TRUE(insufficient("4k3/8/8/8/8/8/b1b5/1b2K3 b - - 0 1")); // three light black bishops
    EXPECT_FALSE(insufficient("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1")); // c1 dark, c8 light
    EXPECT_FALSE(insufficient("4k3/8/8/8/8/8/8/1BB1K3 w - - 0 1")); // bishop pair
    EXPECT_FALSE(insufficient("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1")); // K+N+N v K is not a draw
    EXPECT_FALSE(insufficient("4kn2/8/8/8/8/8/8/1N2K3 w - - 0 1")); // K+N v K+N
    EXPECT_FALSE(insufficient("4kn2/8/8/8/8/8/8/2B1K3 w - - 0 1")); // K+B v K+N
    EXPECT_FALSE(insufficient("4k3/8/8/8/8/8/8/2BNK3 w - - 0 1")); // K+B+N v K
    EXPECT_FALSE(insufficient("4k3/8/8/8/8/8/P7/4K3 w - - 0 1")); // a pawn
    EXPECT_FALSE(insufficient("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")); // a rook
    EXPECT_FALSE(insufficient("4k3/8/8/8/8/8/8/3QK3 w - - 0 1")); // a queen
    EXPECT_FALSE(insufficient(StartFen));

    const Game g("4k3/8/8/8/8/8/8/4KN2 w - - 0 1");
    EXPECT_EQ(g.status().state, GameState::InsufficientMaterial);
    EXPECT_EQ(g.text(), "draw insufficient material");
    EXPECT_EQ(Game("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1").text(), "ongoing");

    Game capture("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    capture.play({"Kxd2"});
    EXPECT_EQ(capture.text(), "draw insufficient material");
}

TEST(Status, FiftyAndSeventyFiveMoveRules)
{
    const std::string base = "4k3/8/8/8/8/8/8/R3K3 w - - ";
    EXPECT_EQ(Game(base + "99 80").text(), "ongoing");
    EXPECT_TRUE(Game(base + "100 80").status().canClaimFiftyMove);
    EXPECT_EQ(Game(base + "100 80").text(), "ongoing claimable fifty-move rule");
    EXPECT_EQ(Game(base + "149 80").text(), "ongoing claimable fifty-move rule");
    const Game g(base + "150 80");
    EXPECT_EQ(g.status().state, GameState::SeventyFiveMoveRule);
    EXPECT_FALSE(g.status().canClaimFiftyMove);
    EXPECT_EQ(g.text(), "draw seventy-five-move rule");

    Game reached(base + "99 80");
    reached.play({"Ra2"});
    EXPECT_EQ(reached.text(), "ongoing claimable fifty-move rule");
    Game automatic(base + "149 80");
    automatic.play({"Ra2"});
    EXPECT_EQ(automatic.text(), "draw seventy-five-move rule");
    // A pawn move resets the clock.
    Game reset("4k3/8/8/8/8/8/P7/4K3 w - - 149 80");
    reset.play({"a3"});
    EXPECT_EQ(reset.text(), "ongoing");
}

TEST(Status, CheckmateWinsOverSeventyFiveMoveRule)
{
    Game g("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100");
    g.play({"Ra8"});
    EXPECT_EQ(g.pos.halfmoveClock(), 150);
    EXPECT_EQ(g.status().state, GameState::Checkmate);
    EXPECT_EQ(g.text(), "checkmate white wins");
    EXPECT_EQ(Game("R5k1/5ppp/8/8/8/8/8/6K1 b - - 160 100").text(), "checkmate white wins");
    EXPECT_EQ(Game("7k/5Q2/6K1/8/8/8/8/8 b - - 150 100").text(), "stalemate");
}

TEST(Status, ThreefoldAndFivefoldByKnightShuffles)
{
    Game g;
    const auto shuffle = {"Nf3", "Nf6", "Ng1", "Ng8"};
    g.play(shuffle); // the start position for the second time
    EXPECT_EQ(g.text(), "ongoing");
    g.play(shuffle); // third
    EXPECT_TRUE(g.status().canClaimThreefold);
    EXPECT_EQ(g.text(), "ongoing claimable threefold repetition");
    g.play({"Nc3"}); // a new position: nothing to claim
    EXPECT_EQ(g.text(), "ongoing");
    g.play({"Nc6", "Nb1", "Nb8"}); // fourth
    EXPECT_EQ(g.text(), "ongoing claimable threefold repetition");
    g.play({"Nc3", "Nc6", "Nb1"}); // each of these positions for the second time
    EXPECT_EQ(g.text(), "ongoing");
    g.play({"Nb8"}); // fifth
    EXPECT_EQ(g.status().state, GameState::FivefoldRepetition);
    EXPECT_FALSE(g.status().canClaimThreefold);
    EXPECT_EQ(g.text(), "draw fivefold repetition");
}

TEST(Status, RepetitionNeedsSameSideToMove)
{
    // The same placement with the other side to move is a different position.
    const std::string placement = "r3k3/8/8/8/8/8/8/R3K3 ";
    Game g(placement + "w - - 0 1");
    const Key blackToMove = Game(placement + "b - - 0 1").pos.key();
    EXPECT_NE(blackToMove, g.pos.key());
    g.history = {blackToMove, blackToMove, blackToMove, blackToMove};
    EXPECT_EQ(g.text(), "ongoing");
    g.history.push_back(g.pos.key());
    g.history.push_back(g.pos.key());
    EXPECT_EQ(g.text(), "ongoing claimable threefold repetition");
    g.history.push_back(g.pos.key());
    g.history.push_back(g.pos.key());
    EXPECT_EQ(g.text(), "draw fivefold repetition");
}

TEST(Status, CastlingRightsArePartOfTheIdentity)
{
    // After Rh2 Rh7 Rh1 Rh8 the placement repeats but castling rights are gone.
    Game g("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    g.play({"Rh2", "Rh7", "Rh1", "Rh8", "Rh2", "Rh7", "Rh1", "Rh8"});
    EXPECT_EQ(g.text(), "ongoing"); // 2nd occurrence of the rights-less position, 1st had rights
    g.play({"Rh2", "Rh7", "Rh1", "Rh8"});
    EXPECT_EQ(g.text(), "ongoing claimable threefold repetition");
}

TEST(Status, PinnedEnPassantDoesNotCountAsADifferentPosition)
{
    // After ...d5 the e5 pawn could take e.p. but is pinned on the e-file: no e.p. right.
    Game g("4r1k1/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    g.play({"d5"});
    EXPECT_EQ(g.pos.epSquare(), NoSquare);
    const Key afterDoublePush = g.pos.key();
    g.play({"Ke2", "Kh8", "Ke1", "Kg8"});
    EXPECT_EQ(g.pos.key(), afterDoublePush);
    g.play({"Ke2", "Kh8", "Ke1", "Kg8"});
    EXPECT_EQ(g.text(), "ongoing claimable threefold repetition");

    // Control: without the pin the e.p. right exists and makes the first position different.
    Game free("6k1/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    free.play({"d5"});
    EXPECT_EQ(free.pos.epSquare(), D6);
    const Key withEp = free.pos.key();
    free.play({"Ke2", "Kh8", "Ke1", "Kg8"});
    EXPECT_NE(free.pos.key(), withEp);
    free.play({"Ke2", "Kh8", "Ke1", "Kg8"});
    EXPECT_EQ(free.text(), "ongoing"); // only the second occurrence without e.p.
    free.play({"Ke2", "Kh8", "Ke1", "Kg8"});
    EXPECT_EQ(free.text(), "ongoing claimable threefold repetition");
}

TEST(Status, TextsOfEveryState)
{
    GameStatus st;
    EXPECT_EQ(statusText(st), "ongoing");
    st.canClaimFiftyMove = true;
    st.canClaimThreefold = true;
    EXPECT_EQ(statusText(st), "ongoing claimable threefold repetition and fifty-move rule");
    const std::pair<GameState, const char*> texts[] = {
        {GameState::Stalemate, "stalemate"},
        {GameState::InsufficientMaterial, "draw insufficient material"},
        {GameState::SeventyFiveMoveRule, "draw seventy-five-move rule"},
        {GameState::FivefoldRepetition, "draw fivefold repetition"},
    };
    for (const auto& [state, text] : texts) {
        GameStatus s;
        s.state = state;
        EXPECT_EQ(statusText(s), text);
        EXPECT_TRUE(s.isOver());
    }
}
