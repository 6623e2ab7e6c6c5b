// ChessGameModel: the signs (NAGs) of a move, set from the Annotate menu (issue 27).
#include "chessgamemodel.h"

#include "gamecommands.h"
#include "nagnames.h"

#include "game/nags.h"

#include <QUndoStack>

#include <algorithm>

namespace kibitz {

using game::NodeId;

// The one way NAGs change: a NagsCommand, unless nothing would change.
bool ChessGameModel::pushNags(NodeId node, std::vector<std::uint8_t> nags, const QString& text)
{
    if (!tree().contains(node) || node == game::RootNode || nags == tree().node(node).nags)
        return false;
    m_undoStack->push(new detail::NagsCommand(this, node, std::move(nags), text));
    return true;
}

// Named after the sign and the move: "Sign !? on Bb5", "Remove sign !? from Bb5".
bool ChessGameModel::toggleNag(NodeId node, int nag)
{
    if (!tree().contains(node) || nag < 0 || nag > 255)
        return false;
    const std::vector<std::uint8_t>& old = tree().node(node).nags;
    const bool had = std::find(old.begin(), old.end(), nag) != old.end();
    const QString text = had ? tr("Remove sign %1 from %2").arg(NagNames::symbol(nag), san(node))
                             : tr("Sign %1 on %2").arg(NagNames::symbol(nag), san(node));
    return pushNags(node, game::toggledNag(old, nag), text);
}

bool ChessGameModel::removeNags(NodeId node) { return pushNags(node, {}, tr("Remove signs from %1").arg(san(node))); }

} // namespace kibitz
