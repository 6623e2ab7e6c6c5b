// Marks, win chances and accuracy of a game review (see reviewmarks.h and docs/DESIGN.md).
#include "reviewmarks.h"

#include "core/movegen.h"

#include <algorithm>
#include <cmath>

namespace kibitz::engine::review {

namespace {

// Win percentage (0..100) of the mover from a White-view evaluation.
double winPercentFor(const game::Evaluation& white, core::Color mover)
{
    const double w = winChance(white);
    return 50.0 + 50.0 * (mover == core::White ? w : -w);
}

// The mover's forced mate (value > 0), the opponent's (value < 0) or none (0).
int mateFor(const game::Evaluation& white, core::Color mover)
{
    if (!white.mate || white.value == 0)
        return 0;
    const int forWhite = white.value > 0 ? 1 : -1;
    return mover == core::White ? forWhite : -forWhite;
}

// The mark of a drop in win chances: 0.3 blunder, 0.2 mistake, 0.1 inaccuracy.
Mark markOfDrop(double drop)
{
    if (drop >= 0.3)
        return Mark::Blunder;
    if (drop >= 0.2)
        return Mark::Mistake;
    if (drop >= 0.1)
        return Mark::Inaccuracy;
    return Mark::None;
}

// A mate case is milder the further the non-mate side of it already was from equality.
Mark markOfMateCase(int moverCp)
{
    if (moverCp >= CpCap)
        return Mark::Inaccuracy;
    if (moverCp > 700)
        return Mark::Mistake;
    return Mark::Blunder;
}

} // namespace

std::uint8_t nagOf(Mark mark)
{
    switch (mark) {
    case Mark::Inaccuracy: return 6;
    case Mark::Mistake: return 2;
    case Mark::Blunder: return 4;
    case Mark::None: break;
    }
    return 0;
}

double winChance(int cp)
{
    const int capped = std::clamp(cp, -CpCap, CpCap);
    return 2.0 / (1.0 + std::exp(-0.00368208 * capped)) - 1.0;
}

double winChance(const game::Evaluation& white)
{
    if (white.mate)
        return white.value >= 0 ? 1.0 : -1.0;
    return winChance(white.value);
}

int cappedCp(const game::Evaluation& white)
{
    if (white.mate)
        return white.value >= 0 ? CpCap : -CpCap;
    return std::clamp(white.value, -CpCap, CpCap);
}

std::optional<game::Evaluation> finishedEval(const core::Position& pos)
{
    if (core::hasLegalMove(pos))
        return std::nullopt;
    game::Evaluation e;
    if (pos.inCheck()) {
        e.mate = true;
        e.value = pos.sideToMove() == core::White ? -1 : 1;
    }
    return e;
}

Judgement judge(const game::Evaluation& before, const game::Evaluation& after, core::Color mover)
{
    Judgement j;
    const int sign = mover == core::White ? 1 : -1;
    j.winDrop = sign * (winChance(before) - winChance(after));
    j.cpLoss = std::max(0, sign * (cappedCp(before) - cappedCp(after)));
    const double pctDrop = std::max(0.0, winPercentFor(before, mover) - winPercentFor(after, mover));
    const double raw = 103.1668 * std::exp(-0.04354 * pctDrop) - 3.1669 + 1.0;
    j.accuracy = std::clamp(raw, 0.0, 100.0);

    const int mateBefore = mateFor(before, mover);
    const int mateAfter = mateFor(after, mover);
    if (mateBefore > 0 && mateAfter <= 0) { // had a forced mate, has none now
        j.reason = Reason::MateLost;
        j.mark = mateAfter < 0 ? Mark::Blunder : markOfMateCase(sign * after.value);
    } else if (mateBefore == 0 && mateAfter < 0) { // walked into a forced mate
        j.reason = Reason::MateAllowed;
        j.mark = markOfMateCase(-sign * before.value);
    } else if (!before.mate && !after.mate) {
        j.mark = markOfDrop(j.winDrop);
        j.reason = j.mark == Mark::None ? Reason::None : Reason::WinChanceDrop;
    }
    return j;
}

SideSummary summarise(const std::vector<Judgement>& moves)
{
    SideSummary s;
    double cpSum = 0;
    double accSum = 0;
    double inverseSum = 0;
    for (const Judgement& j : moves) {
        ++s.moves;
        s.inaccuracies += j.mark == Mark::Inaccuracy;
        s.mistakes += j.mark == Mark::Mistake;
        s.blunders += j.mark == Mark::Blunder;
        cpSum += j.cpLoss;
        accSum += j.accuracy;
        inverseSum += 1.0 / std::max(j.accuracy, 0.5); // a zero would make the harmonic mean 0
    }
    if (s.moves > 0) {
        s.acpl = cpSum / s.moves;
        s.accuracy = (accSum / s.moves + s.moves / inverseSum) / 2.0;
    }
    return s;
}

namespace {

// The main line from the root.
std::vector<game::NodeId> mainLineOf(const game::GameTree& tree)
{
    std::vector<game::NodeId> line;
    for (game::NodeId id = game::RootNode; id != game::NoNode; id = tree.mainChild(id))
        line.push_back(id);
    return line;
}

// The review mark among a move's NAGs (6, 2 or 4), 0 for none.
int markNag(const std::vector<std::uint8_t>& nags)
{
    for (const std::uint8_t n : nags)
        if (n == 2 || n == 4 || n == 6)
            return n;
    return 0;
}

} // namespace

GameSummary summariseMainLine(const game::GameTree& tree)
{
    std::vector<Judgement> moves[2];
    int marks[2][3] = {{0, 0, 0}, {0, 0, 0}};
    const std::vector<game::NodeId> line = mainLineOf(tree);
    for (std::size_t i = 1; i < line.size(); ++i) {
        const game::Node& before = tree.node(line[i - 1]);
        const game::Node& after = tree.node(line[i]);
        const core::Color mover = before.position.sideToMove();
        const int side = mover == core::White ? 0 : 1;
        const int nag = markNag(after.nags());
        if (nag != 0)
            ++marks[side][nag == 6 ? 0 : nag == 2 ? 1 : 2];
        const std::optional<game::Evaluation> afterEval =
            after.annotations().eval ? after.annotations().eval : finishedEval(after.position);
        if (before.annotations().eval && afterEval)
            moves[side].push_back(judge(*before.annotations().eval, *afterEval, mover));
    }
    GameSummary g{summarise(moves[0]), summarise(moves[1])};
    for (int side = 0; side < 2; ++side) {
        SideSummary& s = side == 0 ? g.white : g.black;
        s.inaccuracies = marks[side][0];
        s.mistakes = marks[side][1];
        s.blunders = marks[side][2];
    }
    return g;
}

game::NodeId nextMarkedMove(const game::GameTree& tree, game::NodeId from, std::optional<core::Color> side,
                            bool forward)
{
    if (!tree.contains(from))
        return game::NoNode;
    game::NodeId onMain = from;
    while (!tree.isMainLine(onMain))
        onMain = tree.node(onMain).parent;
    // A variation's node stands between its branching point and the main move it replaces.
    const bool inVariation = onMain != from;
    const std::vector<game::NodeId> line = mainLineOf(tree);
    const int at = tree.node(onMain).ply;
    const auto matches = [&](int ply) {
        const game::Node& n = tree.node(line[std::size_t(ply)]);
        const core::Color mover = tree.node(n.parent).position.sideToMove();
        return markNag(n.nags()) != 0 && (!side || mover == *side);
    };
    if (forward) {
        for (int ply = at + 1; ply < int(line.size()); ++ply)
            if (matches(ply))
                return line[std::size_t(ply)];
    } else {
        for (int ply = inVariation ? at : at - 1; ply >= 1; --ply)
            if (matches(ply))
                return line[std::size_t(ply)];
    }
    return game::NoNode;
}

} // namespace kibitz::engine::review
