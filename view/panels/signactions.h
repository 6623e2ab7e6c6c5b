// The Annotate menu's signs (issue 27): move signs on Ctrl+1 … Ctrl+6, position signs and the
// other common ones in a submenu, Remove Signs. Used by the window's Annotate menu (on the shown
// move) and the move list's context menu (on the clicked move); every change is one
// GameAnnotations::toggleNag / removeNags, so one undo step.
#pragma once

#include "game/gametree.h"

#include <QCoreApplication>

#include <functional>

class QMenu;

namespace kibitz {

class ChessGameModel;
class GameAnnotations;

class SignActions {
    Q_DECLARE_TR_FUNCTIONS(SignActions)
public:
    // Adds the sign actions to menu, acting on target() through annotations when triggered; each
    // shows whether the move of model has its sign when the menu opens. context: where Ctrl+1 …
    // Ctrl+6 work.
    static void addTo(QMenu* menu, const ChessGameModel& model, GameAnnotations* annotations,
                      std::function<game::NodeId()> target, Qt::ShortcutContext context);
};

} // namespace kibitz
