// Repertoire: the positions and moves of a PGN of opening lines, merged by position.
#include "repertoire.h"

#include "core/fen.h"
#include "core/uci.h"
#include "game/pgnreader.h"

namespace kibitz::training {

std::string Repertoire::keyOf(const core::Position& position)
{
    const std::string fen = core::toFen(position);
    // Cut before the halfmove clock: at the fourth space.
    std::size_t from = 0;
    for (int spaces = 0; spaces < 4; ++spaces) {
        const std::size_t space = fen.find(' ', from);
        if (space == std::string::npos)
            return fen;
        from = space + 1;
    }
    return fen.substr(0, from - 1);
}

void Repertoire::addGame(const game::Game& game, int number)
{
    const std::string root = keyOf(game.tree.root().position);
    bool known = false;
    for (const std::string& r : m_roots)
        known = known || r == root;
    if (!known)
        m_roots.push_back(root);
    addMoves(game.tree, game::RootNode, number);
}

// Depth first, the main continuation before the variations; iterative, as lines can be long.
void Repertoire::addMoves(const game::GameTree& tree, game::NodeId start, int number)
{
    std::vector<game::NodeId> stack{start};
    while (!stack.empty()) {
        const game::Node& node = tree.node(stack.back());
        stack.pop_back();
        const std::string key = keyOf(node.position);
        auto [it, fresh] = m_positions.try_emplace(key);
        if (fresh) {
            it->second.position = node.position;
            it->second.game = number;
            it->second.ply = node.ply;
            m_order.push_back(key);
        }
        for (auto child = node.children.rbegin(); child != node.children.rend(); ++child)
            stack.push_back(*child);
        for (const game::NodeId id : node.children) {
            const game::Node& child = tree.node(id);
            if (child.move.isNull())
                continue;
            RepertoireMove move{core::moveToUci(node.position, child.move, node.position.isChess960()), child.san,
                                keyOf(child.position)};
            std::vector<RepertoireMove>& moves = it->second.moves;
            bool have = false;
            for (const RepertoireMove& m : moves)
                have = have || m.uci == move.uci;
            if (!have)
                moves.push_back(std::move(move));
        }
    }
}

const RepertoirePosition* Repertoire::find(const std::string& key) const
{
    const auto it = m_positions.find(key);
    return it == m_positions.end() ? nullptr : &it->second;
}

const std::vector<RepertoireMove>& Repertoire::movesAt(const std::string& key) const
{
    static const std::vector<RepertoireMove> none;
    const RepertoirePosition* p = find(key);
    return p ? p->moves : none;
}

std::vector<std::string> Repertoire::trainedPositions() const
{
    std::vector<std::string> out;
    for (const std::string& key : m_order) {
        const RepertoirePosition& p = m_positions.at(key);
        if (p.position.sideToMove() == m_side && !p.moves.empty())
            out.push_back(key);
    }
    return out;
}

RepertoireReading readRepertoire(std::string_view pgn, core::Color side)
{
    RepertoireReading out{Repertoire(side), 0, {}};
    std::vector<game::PgnError> errors;
    const game::PgnReadSummary summary = game::readPgn(
        pgn,
        [&out](game::Game&& game, int number) {
            out.repertoire.addGame(game, number);
            return true;
        },
        errors);
    out.games = summary.games;
    for (const game::PgnError& e : errors)
        out.errors.push_back(e.message);
    return out;
}

} // namespace kibitz::training
