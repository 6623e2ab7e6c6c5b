// The checks of a game's tags as a person edits them (Game > Edit Tags…, issue 27): names are
// PGN symbols and unique, the Date is YYYY.MM.DD with ?? for what is unknown, the Result one of
// the four PGN results. Translated reasons; headless.
#pragma once

#include "game/game.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace kibitz {

class TagCheck {
    Q_DECLARE_TR_FUNCTIONS(TagCheck)
public:
    // The Seven Tag Roster, in its order.
    static const std::vector<std::string>& roster();
    // The game's tags to edit: the roster first (with "?" or "*" when missing), then the others
    // in their order; SetUp and FEN are left out (they follow the start position).
    static std::vector<game::Tag> editable(const game::Game& game);
    // "" when tags can be the game's; else what is wrong, naming the tag.
    static QString problem(const std::vector<game::Tag>& tags);
    // True for "2024.03.17", "1999.??.??", "????.??.??" (a real month and day when given).
    static bool isDate(const std::string& value);
};

} // namespace kibitz
