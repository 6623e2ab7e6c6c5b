// ClockController: moves and take backs to the clock, flags to the game's result.
#include "clockcontroller.h"

#include "chessgamemodel.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "gameclock.h"
#include "gamecommands.h"

#include "core/matepossible.h"
#include "game/game.h"

#include <QDate>
#include <QPointer>

#include <algorithm>

namespace kibitz {

namespace {
// A reading as Lichess writes it, [%clk h:mm:ss]: the nearest whole second, at least one while
// time is left (so that a restored clock never flags at once).
qint64 wholeSeconds(qint64 ms)
{
    if (ms <= 0)
        return 0;
    return std::max<qint64>(1000, (ms + 500) / 1000 * 1000);
}

// A walk over this many positions decides a flag in a fraction of a second.
constexpr std::size_t kMateSearchBudget = 100000;

// The time control of a game read from a file: its tag, else none.
game::TimeControl tagControl(const game::Game& g)
{
    return game::TimeControl::fromPgnTag(g.tag("TimeControl")).value_or(game::TimeControl{});
}

// True when some node of the tree has a clock reading.
bool hasReadings(const game::GameTree& tree)
{
    for (game::NodeId id = 0; id < tree.idLimit(); ++id)
        if (tree.contains(id) && tree.node(id).annotations().clockMs)
            return true;
    return false;
}

// An undo step that starts a timed game (Base: the game replaced by a new one, or the TimeControl
// tag set): redone after its undo, it starts the clocks again at the start values, paused (a
// restored game waits for Resume). The first redo is the push: the caller starts the clocks then.
template <class Base> class TimedStartCommand : public Base {
public:
    template <class... Args>
    TimedStartCommand(ClockController* clocks, std::function<void()> restart, Args&&... args)
        : Base(std::forward<Args>(args)...), m_clocks(clocks), m_restart(std::move(restart))
    { }
    void redo() override
    {
        Base::redo();
        if (m_pushed && m_clocks)
            m_restart();
        m_pushed = true;
    }

private:
    QPointer<ClockController> m_clocks; // the command may outlive the controller
    std::function<void()> m_restart;
    bool m_pushed = false;
};
} // namespace

// Follows moves, structure changes (take back, undo), the cursor (review), resets and results.
ClockController::ClockController(ChessGameModel* model, GameEditing* editing, GameAnnotations* annotations,
                                 GameClock* clock, QObject* parent)
    : QObject(parent), m_model(model), m_editing(editing), m_annotations(annotations), m_clock(clock)
{
    connect(m_model, &ChessGameModel::moveMade, this, &ClockController::onMoveMade);
    connect(m_model, &ChessGameModel::historyChanged, this, &ClockController::onStructureChanged);
    connect(m_model, &ChessGameModel::cursorChanged, this, &ClockController::onCursorChanged);
    connect(m_model, &ChessGameModel::gameReset, this, &ClockController::onGameReset);
    connect(m_model, &ChessGameModel::gameInfoChanged, this, &ClockController::onGameInfoChanged);
    connect(m_clock, &GameClock::flagFell, this, &ClockController::onFlagFell);
}

ClockController::~ClockController() { m_search.stop(); }

// Tag first (an undoable edit of its own, unless the game has it already), then the clock: the
// shown position's side thinks. Its redo brings the timed game back there, paused.
void ClockController::startGame(const game::TimeControl& control)
{
    dropPendingAnswer();
    m_control = control;
    if (control.isNone()) {
        m_clock->reset();
        m_liveNode = game::NoNode;
        setMode(Mode::Off);
        return;
    }
    const std::string tag = control.pgnTag();
    if (m_model->game().tag("TimeControl") != tag) {
        const auto restart = [this, control] { beginLive(control, GameClock::Start::Paused); };
        m_model->undoStack()->push(new TimedStartCommand<detail::TagsCommand>(
            this, restart, m_model, std::vector<game::Tag>{{"TimeControl", tag}},
            kibitz::GameEditing::tr("Set %1").arg(QStringLiteral("TimeControl"))));
    }
    beginLive(control);
}

// The new game carries its tag from the start, so no undo step strips it from the running game.
// Its redo brings the game back as it was started, paused.
void ClockController::startNewGame(const game::TimeControl& control, const core::Position& start)
{
    if (control.isNone()) {
        m_editing->newGame(start); // gameReset: Off
        return;
    }
    game::Game fresh;
    fresh.tree = game::GameTree(start);
    fresh.setTag("TimeControl", control.pgnTag());
    fresh.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString()); // a game played today
    // Pushing it replaces the game (gameReset: Review), then the clocks run.
    const auto restart = [this, control] { beginLive(control, GameClock::Start::Paused); };
    m_model->undoStack()->push(new TimedStartCommand<detail::ReplaceGameCommand>(
        this, restart, m_model, std::move(fresh), game::RootNode, kibitz::GameEditing::tr("New game")));
    beginLive(control);
}

// No time passes for either side until the person is back at the board.
void ClockController::resumePaused()
{
    const game::TimeControl control = tagControl(m_model->game());
    if (control.isNone() || m_model->game().result() != "*")
        return;
    m_control = control;
    restoreAt(m_model->cursor()); // from Review or Off: the clocks start paused
}

// The shown position's side thinks first (or will, once resumed).
void ClockController::beginLive(const game::TimeControl& control, GameClock::Start how)
{
    dropPendingAnswer();
    m_control = control;
    m_endedByResult = false;
    m_liveNode = m_model->cursor();
    m_clock->start(control, m_model->position().sideToMove(), how);
    setMode(Mode::Live);
    stopIfOver();
}

// Readings of the last move of each colour on node's path.
std::pair<qint64, qint64> ClockController::clocksAt(const game::GameTree& tree, game::NodeId node,
                                                    const game::TimeControl& control)
{
    std::optional<qint64> left[2];
    for (game::NodeId id = node; id != game::NoNode && id != game::RootNode; id = tree.node(id).parent) {
        const game::Node& n = tree.node(id);
        const core::Color mover = ~n.position.sideToMove();
        if (!left[mover] && n.annotations().clockMs)
            left[mover] = *n.annotations().clockMs;
        if (left[core::White] && left[core::Black])
            break;
    }
    return {left[core::White].value_or(control.baseMs), left[core::Black].value_or(control.baseMs)};
}

// Announces a change of mode.
void ClockController::setMode(Mode mode)
{
    if (m_mode == mode)
        return;
    m_mode = mode;
    emit modeChanged(mode);
}

// A fresh move at the live end is timed and recorded; a redo brings its reading back.
void ClockController::onMoveMade(game::NodeId node)
{
    if (m_mode != Mode::Live && m_mode != Mode::Ended)
        return;
    const game::GameTree& tree = m_model->tree();
    const game::Node& n = tree.node(node);
    if (n.annotations().clockMs || m_mode == Mode::Ended) {
        if (m_mode == Mode::Live)
            restoreAt(node); // a redo
        return;
    }
    if (n.parent != m_liveNode)
        restoreAt(n.parent); // played from an earlier position of the game
    const core::Color mover = ~n.position.sideToMove();
    const std::optional<qint64> left = m_clock->moveMade(mover);
    if (!left)
        return; // the flag fell first: onFlagFell() ended the game
    m_liveNode = node;
    m_annotations->recordClock(node, wholeSeconds(*left));
    stopIfOver();
}

// A take back or an undo removed the live position: the clocks go back to the new end.
void ClockController::onStructureChanged()
{
    if (m_mode != Mode::Live && m_mode != Mode::Ended)
        return;
    if (m_model->tree().contains(m_liveNode))
        return;
    restoreAt(m_model->cursor());
}

// Review follows the shown position.
void ClockController::onCursorChanged(game::NodeId current)
{
    if (m_mode != Mode::Review)
        return;
    const auto [white, black] = clocksAt(m_model->tree(), current, m_control);
    m_clock->setTimes(white, black, m_model->tree().node(current).position.sideToMove());
    emit readingsChanged(white, black);
}

// Another game: its readings are shown when it has any.
void ClockController::onGameReset() { showRecorded(); }

// Review of the game's readings, or no clocks when it has none: a TimeControl tag alone (every
// cutechess game) would show both clocks standing at the base time on every move, which no one saw.
void ClockController::showRecorded()
{
    dropPendingAnswer();
    m_endedByResult = false;
    m_liveNode = game::NoNode;
    m_control = tagControl(m_model->game());
    m_clock->reset();
    if (!hasReadings(m_model->tree())) {
        setMode(Mode::Off);
        return;
    }
    setMode(Mode::Review);
    onCursorChanged(m_model->cursor());
}

// A result set by a person (resignation, agreed draw, claim) stops the clocks; its undo resumes
// the game, paused; the time control going (the undo of startGame()) ends the timed game.
void ClockController::onGameInfoChanged()
{
    if (m_ending || (m_mode != Mode::Live && m_mode != Mode::Ended))
        return;
    if (tagControl(m_model->game()) != m_control) {
        showRecorded();
        return;
    }
    const bool decided = m_model->game().result() != "*";
    if (m_mode == Mode::Live && decided) {
        m_clock->stop();
        // A redone loss on time (or draw on a flag) looks as the flag left it: the side to move at 0.
        if (m_model->game().tag("Termination") == "time forfeit")
            m_clock->showFlag(m_model->tree().node(m_liveNode).position.sideToMove());
        m_endedByResult = true;
        setMode(Mode::Ended);
    } else if (m_mode == Mode::Ended && m_endedByResult && !decided) {
        restoreAt(m_liveNode);
    }
}

// The clocks stand and the result waits for the search (FIDE 6.9), which runs on its own thread.
void ClockController::onFlagFell(core::Color loser)
{
    if (m_mode != Mode::Live)
        return;
    m_endedByResult = false;
    setMode(Mode::Ended);
    launchSearch(loser);
}

// Searches whether loser's opponent can still mate at the live position; the answer comes back
// to this thread unless the live game changed meanwhile (dropPendingAnswer).
void ClockController::launchSearch(core::Color loser)
{
    const core::Position pos = m_model->tree().node(m_liveNode).position;
    m_search.start(
        [pos, loser](const JobContext& job) {
            return core::canCheckmate(pos, ~loser, kMateSearchBudget, job.cancelFlag()).possible();
        },
        [this, loser](bool canMate) { onSearchAnswered(loser, canMate); });
}

// Loss on time, or a draw when the opponent could never mate.
void ClockController::onSearchAnswered(core::Color loser, bool canMate)
{
    if (m_mode != Mode::Ended || m_model->game().result() != "*")
        return;
    QString result, reason;
    if (canMate) {
        result = loser == core::White ? QStringLiteral("0-1") : QStringLiteral("1-0");
        reason = loser == core::White ? tr("White ran out of time.") : tr("Black ran out of time.");
    } else {
        result = QStringLiteral("1/2-1/2");
        reason = loser == core::White
            ? tr("White ran out of time, but Black cannot checkmate by any series of legal moves.")
            : tr("Black ran out of time, but White cannot checkmate by any series of legal moves.");
    }
    m_ending = true;
    m_editing->setResult(result, QStringLiteral("time forfeit"));
    m_ending = false;
    m_endedByResult = true;
    emit gameEnded(result, reason);
}

// Whatever a running search answers now is stale; it is told to stop.
void ClockController::dropPendingAnswer() { m_search.discard(); }

// The clocks as recorded at node; the game goes on there with the side to move's clock running,
// or paused when it was not live (ended, resumed after a crash: the person resumes when ready).
void ClockController::restoreAt(game::NodeId node)
{
    dropPendingAnswer();
    const auto [white, black] = clocksAt(m_model->tree(), node, m_control);
    const core::Color side = m_model->tree().node(node).position.sideToMove();
    m_liveNode = node;
    m_endedByResult = false;
    if (m_mode != Mode::Live) // an ended game taken back, or a timed game resumed
        m_clock->start(m_control, side, GameClock::Start::Paused);
    m_clock->setTimes(white, black, side);
    setMode(Mode::Live);
    emit readingsChanged(white, black);
    stopIfOver();
}

// Mate, stalemate or an automatic draw at the live position ends the timed game.
void ClockController::stopIfOver()
{
    if (m_mode == Mode::Live && m_model->statuses()->statusAt(m_liveNode).isOver()) {
        m_clock->stop();
        setMode(Mode::Ended);
    }
}

} // namespace kibitz
