// Everything a game index says (records, names, move codes, errors, explorer rows and a
// position search) as one text, so that two indexes are compared whole.
#pragma once

#include "database/gameindex.h"
#include "database/positionsearch.h"

#include "core/fen.h"

#include <sstream>
#include <string>

namespace kibitz::test {

// Everything an index says, in one text: two equal summaries are two equal indexes.
inline std::string summary(const database::GameIndex& index)
{
    std::ostringstream out;
    out << index.size() << " games " << index.totalPlies() << " plies\n";
    for (std::size_t i = 0; i < index.size(); ++i) {
        const database::GameRecord g = index.game(i);
        out << g.offset << ' ' << index.text(g.white) << '|' << index.text(g.black) << '|' << index.text(g.event)
            << '|' << index.text(g.round) << '|' << index.text(g.fen) << ' ' << g.year << '.' << g.month << '.'
            << g.day << ' ' << int(g.result) << ' ' << g.eco << ' ' << g.plies << ' ' << g.broken << g.chess960
            << ' ';
        const auto [begin, end] = index.movesOf(i);
        out << std::string(reinterpret_cast<const char*>(begin), std::size_t(end - begin)).size() << ':'
            << std::hash<std::string_view>()(std::string_view(reinterpret_cast<const char*>(begin), end - begin))
            << '\n';
    }
    for (const database::ScanError& e : index.errors())
        out << "error " << e.game << ' ' << e.line << ' ' << e.column << ' ' << e.message().english() << '\n';
    core::Position pos = core::Position::startPosition();
    for (const char* fen : {"", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"}) {
        if (*fen)
            core::parseFen(fen, pos);
        for (const openings::ExplorerMove& r : index.openings().movesFrom(pos))
            out << r.san << ' ' << r.games << ' ' << r.whiteWins << ' ' << r.draws << ' ' << r.blackWins << ' '
                << r.averageYear << '\n';
        out << database::findPosition(index, pos, database::SearchMode::ExactPosition, 1).size() << " found\n";
    }
    return out.str();
}

} // namespace kibitz::test
