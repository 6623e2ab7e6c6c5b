// GameResume: the play controller's game into the journal's entry and back.
#include "gameresume.h"

#include "analysiswiring.h"
#include "chessgamemodel.h"
#include "clockcontroller.h"
#include "clockwiring.h"
#include "gamedocument.h"

#include "analysis/enginecatalog.h"
#include "engine/engine.h"
#include "engine/enginesettings.h"
#include "gameclock.h"
#include "gameengine/playcontroller.h"

#include <QFileInfo>

namespace kibitz {

// A finished game against the computer is kept too: a take back reopens it after the restart.
std::optional<SessionJournal::Opponent> GameResume::kept(const AnalysisWiring& analysis, const ClockWiring* clocks,
                                                         const ChessGameModel& model)
{
    const engine::PlayController* play = analysis.playController();
    const engine::Engine* engine = play->engine();
    if (!play->isVsComputer() || !engine)
        return std::nullopt;
    SessionJournal::Opponent o;
    o.engine = engine::EngineSettings::identity(*engine);
    if (o.engine.isEmpty())
        return std::nullopt; // not an engine of the catalog: nothing to start again
    o.level = engine->level();
    o.human = play->humanColor();
    if (model.tree().contains(play->startNode()))
        o.startPath = GameDocument::pathTo(model.tree(), play->startNode());
    o.clocks = clocks && clocks->controller()->mode() == ClockController::Mode::Live;
    return o;
}

// The built-in engine is always there; a UCI engine while its program is.
static bool isAvailable(const analysis::EngineChoice& choice)
{
    const QFileInfo program(choice.path);
    return choice.kind == analysis::EngineChoice::Kind::Builtin || (program.isFile() && program.isExecutable());
}

// Clocks first: the computer's first search must already see them paused. Without its engine
// the clocks stay as any opened game's (its readings shown, standing).
QString GameResume::resume(const SessionJournal::Opponent& o, AnalysisWiring& analysis, ClockWiring* clocks,
                           const ChessGameModel& model, bool* engineMissing)
{
    const analysis::EngineChoice choice = analysis::EngineCatalog::fromKey(o.engine);
    const QString engine = analysis::EngineCatalog::label(choice);
    *engineMissing = !isAvailable(choice);
    if (*engineMissing) {
        analysis.playController()->resumeWithoutEngine(o.human);
        return tr("The engine of this game against the computer (%1) is not available: the game is shown as a "
                  "study, without Take Back, Hint, Resign or Offer Draw. Play ▸ New Game vs Computer goes on "
                  "from here.")
            .arg(engine);
    }
    const bool timed = o.clocks && clocks && model.game().result() == "*";
    if (timed)
        clocks->controller()->resumePaused();
    analysis.resumeGame(o.human, o.engine, o.level, GameDocument::nodeAt(model.tree(), o.startPath));
    if (model.game().result() != "*")
        return tr("The finished game against the computer is back; Take Back reopens it.");
    if (timed && clocks->clock()->isPaused())
        return tr("The game against the computer goes on where it stopped. Its clocks are paused: press Resume "
                  "Clock when you are ready.");
    return tr("The game against the computer goes on where it stopped.");
}

} // namespace kibitz
