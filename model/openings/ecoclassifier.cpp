// The ECO table: read from PGN, looked up by Polyglot key.
#include "openings/ecoclassifier.h"

#include "core/movegen.h"
#include "game/inputfile.h"
#include "game/pgnreader.h"
#include "openings/polyglotkey.h"

#include <cstring>

namespace kibitz::openings {

namespace {

// "Opening, Variation, SubVariation" with the parts the game has.
std::string openingName(const game::Game& g)
{
    std::string name = g.tag("Opening");
    for (const char* part : {"Variation", "SubVariation"}) {
        const std::string more = g.tag(part);
        if (!more.empty())
            name += (name.empty() ? "" : ", ") + more;
    }
    return name;
}

} // namespace

std::optional<EcoTable> EcoTable::load(const std::string& path, EcoError& error)
{
    std::string text, reason;
    if (!game::readInputFile(path, MaxBytes, text, reason)) {
        error = EcoError{};
        error.code = EcoError::CannotOpen;
        error.path = path;
        error.detail = reason;
        error.message = core::Message(core::MessageId::EcoCannotRead, {path, reason});
        return std::nullopt;
    }
    return fromPgn(text, path, error);
}

std::optional<EcoTable> EcoTable::fromPgn(std::string_view text, const std::string& path, EcoError& error)
{
    EcoTable table;
    std::vector<game::PgnError> errors;
    game::readPgn(
        text,
        [&table](game::Game&& g, int) {
            const std::string eco = g.tag("ECO");
            if (eco.empty())
                return true;
            const game::NodeId end = game::mainLineEnd(g.tree);
            // The first name given to a position stays (the file lists the general name first).
            table.m_byKey.emplace(polyglotKey(g.tree.node(end).position), Entry{eco, openingName(g)});
            return true;
        },
        errors);
    if (table.m_byKey.empty()) {
        error = EcoError{};
        error.code = EcoError::NoOpenings;
        error.path = path;
        error.message = core::Message(core::MessageId::EcoNoOpenings, {path});
        return std::nullopt;
    }
    return table;
}

std::optional<EcoMatch> EcoTable::lookup(const core::Position& pos) const
{
    const auto it = m_byKey.find(polyglotKey(pos));
    if (it == m_byKey.end())
        return std::nullopt;
    return EcoMatch{it->second.eco, it->second.name, 0};
}

std::optional<EcoMatch> EcoTable::classify(const std::vector<core::Position>& path) const
{
    for (std::size_t i = path.size(); i-- > 0;) {
        if (auto match = lookup(path[i])) {
            match->ply = int(i);
            return match;
        }
    }
    return std::nullopt;
}

std::optional<EcoMatch> EcoTable::classify(const core::Position& start, const std::vector<core::Move>& moves) const
{
    std::vector<core::Position> path{start};
    core::Position pos = start;
    for (const core::Move m : moves) {
        if (!core::isLegalMove(pos, m))
            break;
        pos.playWithoutUndo(m); // path keeps every position: nothing is taken back
        path.push_back(pos);
    }
    return classify(path);
}

std::optional<EcoMatch> EcoTable::classify(const game::GameTree& tree, game::NodeId node) const
{
    std::vector<core::Position> path;
    for (const game::NodeId id : tree.path(node))
        path.push_back(tree.node(id).position);
    return classify(path);
}

} // namespace kibitz::openings
