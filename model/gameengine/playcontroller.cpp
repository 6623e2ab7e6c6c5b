// PlayController: one engine task at a time (the computer's move, a hint, or a draw offer). The end
// of a game (resignation, draw offers, results) is in playcontrollerend.cpp.
#include "playcontroller.h"

#include "chessgamemodel.h"
#include "gameediting.h"
#include "gameclock.h"
#include "engine/engine.h"
#include "engine/engineposition.h"
#include "core/movegen.h"
#include "core/san.h"

#include <QDate>
#include <QTimer>
#include <QUndoStack>

namespace kibitz::engine {

// Inactive until start(). A new or loaded game reaches it through positionChanged, which
// ChessGameModel emits after gameReset: reacting to both would handle each load twice.
PlayController::PlayController(ChessGameModel* model, GameEditing* editing, QObject* parent)
    : QObject(parent), m_model(model), m_editing(editing)
{
    connect(m_model, &ChessGameModel::positionChanged, this, &PlayController::onPositionChanged);
    connect(m_model, &ChessGameModel::moveMade, this, &PlayController::onMoveMade);
    connect(m_model, &ChessGameModel::gameInfoChanged, this, &PlayController::followResult);
    // Another game: the finished one against the computer cannot be resumed in it.
    connect(m_model, &ChessGameModel::gameAboutToBeReset, this, [this] {
        m_reopenable = false;
        m_engineMissing = false;
        m_peopleNow = false;
    });
}

// The engine (and its process) ends with the controller.
PlayController::~PlayController()
{
    if (m_engine)
        m_engine->shutdown();
}

// Keeps the engine when it is the same one (its process and table stay warm); a position that
// is already over ends the game at once.
void PlayController::start(core::Color humanColor, Engine* engine, int level)
{
    if (!engine)
        return;
    prepare(humanColor, engine, level, m_model->cursor());
    activate(true);
}

// The game against engine from startNode, not yet active (start() and resume() decide).
void PlayController::prepare(core::Color humanColor, Engine* engine, int level, game::NodeId startNode)
{
    cancelSearch();
    adopt(engine);
    m_engine->setLevel(level);
    m_human = humanColor;
    m_startNode = startNode;
    m_personMove = game::NoNode;
    m_engineMissing = false;
    m_peopleNow = false;
}

// The game is on: newGame names the players (a resumed game has them); in its turn the computer
// moves.
void PlayController::activate(bool newGame)
{
    m_reopenable = false;
    m_active = true;
    if (newGame)
        recordPlayers();
    emit activeChanged(true);
    if (m_model->statuses()->statusAt(m_model->cursor()).isOver()) {
        onPositionChanged();
        return;
    }
    maybeMove();
}

// A previous, different engine is shut down and deleted later.
void PlayController::adopt(Engine* engine)
{
    if (engine == m_engine)
        return;
    if (m_engine) {
        m_engine->disconnect(this);
        m_engine->shutdown();
        m_engine->deleteLater();
    }
    m_engine = engine;
    engine->setParent(this);
    connect(engine, &Engine::infoReceived, this, &PlayController::onInfo);
    connect(engine, &Engine::bestMoveReceived, this, &PlayController::onBestMove);
    connect(engine, &Engine::errorOccurred, this, [this](const QString& message) {
        setTask(Task::None);
        emit errorOccurred(message);
    });
}

// Cancels before the engine goes, so that a late best move finds no task.
void PlayController::stop()
{
    cancelSearch();
    if (m_engine) {
        m_engine->disconnect(this);
        m_engine->shutdown();
        m_engine->deleteLater();
        m_engine = nullptr;
    }
    const bool wasVsComputer = m_active || m_reopenable || m_engineMissing;
    m_reopenable = false;
    m_engineMissing = false;
    m_peopleNow = true;
    m_active = false;
    if (wasVsComputer)
        emit activeChanged(false);
}

// A move time from 0.1 s (level 0) to 2 s (level 20) unless limits were set.
EngineLimits PlayController::limits() const
{
    if (m_customLimits)
        return m_limits;
    const int level = m_engine ? m_engine->level() : 20;
    return EngineLimits::ofMovetime(100 + level * 95);
}

// The clocks' times while they run, else limits().
EngineLimits PlayController::moveLimits() const
{
    if (!m_clock || !m_clock->isRunning())
        return limits();
    const game::TimeControl tc = m_clock->timeControl();
    const qint64 inc = tc.incrementMs + tc.delayMs;
    return EngineLimits::ofClock(m_clock->remainingMs(core::White), m_clock->remainingMs(core::Black), inc, inc);
}

// Undo back to the player's turn, never before the start of this game.
bool PlayController::takeBack()
{
    if (!m_engine)
        return false;
    cancelSearch();
    // Plies, not steps: one step may hold the person's move and the reply.
    const int wanted = m_model->position().sideToMove() == m_human ? 2 : 1;
    const auto ply = [this] { return m_model->tree().node(m_model->cursor()).ply; };
    const auto canGoBack = [this] {
        return m_model->cursor() != m_startNode && m_model->tree().isAncestor(m_startNode, m_model->cursor());
    };
    const int before = ply();
    // A finished game (resigned, agreed, flagged) is reopened: the result goes with the moves,
    // in one undo step, so Undo brings the finished game back.
    // (A result its last move brought — a mate — goes with that move's own undo.)
    const bool reopen =
        m_model->game().result() != "*" && canGoBack() && !m_model->statuses()->statusAt(m_model->cursor()).isOver();
    m_quiet = true;
    if (reopen) {
        m_model->undoStack()->beginMacro(tr("Take back"));
        m_editing->setResult(QStringLiteral("*"));
        m_editing->setTag(QStringLiteral("Termination"), QString());
    }
    while (before - ply() < wanted && canGoBack()) {
        const int at = ply();
        if (!m_editing->takeBack() || ply() == at)
            break; // nothing was taken back (an undo inside a macro does nothing)
    }
    if (reopen)
        m_model->undoStack()->endMacro();
    m_quiet = false;
    if (ply() == before)
        return false;
    if (!m_active && !m_model->statuses()->statusAt(m_model->cursor()).isOver()) {
        m_active = true;
        emit activeChanged(true);
    }
    maybeMove(); // only at the start of the game can it be the computer's turn again
    return true;
}

// The engine's best move for the player, at full strength.
bool PlayController::hint()
{
    if (!m_active || m_task != Task::None || m_model->position().sideToMove() != m_human)
        return false;
    return launch(Task::Hint);
}

// The unknown players and date of the game become the person, the engine and today; each side
// named so is marked "human" or "program" (PGN's WhiteType and BlackType), which tells later,
// with no engine running, that a draw offer has nobody to answer it (isComputerAbsent()).
void PlayController::recordPlayers()
{
    const auto unknown = [this](const char* name) {
        const std::string value = m_model->game().tag(name);
        return value.find_first_not_of("?. ") == std::string::npos;
    };
    QString engine = m_engine->name();
    if (!engine.isEmpty())
        engine[0] = engine[0].toUpper(); // "stockfish", the program's name until it says its own
    const QString computer = tr("%1 (level %2)").arg(engine).arg(m_engine->level());
    const QString person = m_personName.trimmed().isEmpty() ? tr("Player") : m_personName.trimmed();
    QList<QPair<QString, QString>> tags;
    const QString human = QStringLiteral("human"), program = QStringLiteral("program");
    if (unknown("White")) {
        tags.push_back({QStringLiteral("White"), m_human == core::White ? person : computer});
        tags.push_back({QStringLiteral("WhiteType"), m_human == core::White ? human : program});
    }
    if (unknown("Black")) {
        tags.push_back({QStringLiteral("Black"), m_human == core::Black ? person : computer});
        tags.push_back({QStringLiteral("BlackType"), m_human == core::Black ? human : program});
    }
    if (unknown("Date"))
        tags.push_back({QStringLiteral("Date"), QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd"))});
    if (tags.isEmpty())
        return;
    m_quiet = true;
    m_model->undoStack()->beginMacro(tr("Players"));
    for (const auto& [name, value] : tags)
        m_editing->setTag(name, value);
    m_model->undoStack()->endMacro();
    m_quiet = false;
}

// Drops the computer's search while paused; its turn comes back on resume.
void PlayController::setPaused(bool paused)
{
    if (m_paused == paused)
        return;
    m_paused = paused;
    if (paused) {
        if (m_task == Task::Move)
            cancelSearch();
    } else {
        maybeMove();
    }
}

// A change the controller did not make (a move, undo, navigation): cancel the search and stop
// at game over. Only onMoveMade() starts a new search.
void PlayController::onPositionChanged()
{
    if (m_quiet)
        return;
    if (!m_active) {
        followResult(); // the undo of a mate: its result went first, the position follows
        return;
    }
    cancelSearch();
    const core::GameStatus status = m_model->statuses()->statusAt(m_model->cursor());
    if (status.isOver()) {
        if (status.state == core::GameState::Checkmate)
            finish(status.winner == core::White ? QStringLiteral("1-0") : QStringLiteral("0-1"), tr("Checkmate."));
        else
            finish(QStringLiteral("1/2-1/2"), tr("The game is drawn."));
    }
}

// The person moved (positionChanged came first): the computer replies in its turn.
void PlayController::onMoveMade(game::NodeId node)
{
    if (!m_active || m_quiet)
        return;
    m_personMove = node;
    maybeMove();
}

// The computer searches when it is its turn at the end of the shown line.
void PlayController::maybeMove()
{
    if (!m_active || m_paused || m_task != Task::None || !m_engine)
        return;
    if (m_model->position().sideToMove() != computerColor() || m_model->statuses()->statusAt(m_model->cursor()).isOver())
        return;
    if (!m_model->tree().node(m_model->cursor()).children.empty())
        return; // browsing an earlier position of the game: no new variations
    if (!playFromBook())
        launch(Task::Move);
}

// Answers from the book when it has a legal move here: as the engine's best move, once the
// person's move has been announced to everyone (a position change before then drops it).
bool PlayController::playFromBook()
{
    if (!m_bookMove)
        return false;
    const core::Position& pos = m_model->position();
    const core::Move move = m_bookMove(pos);
    if (move.isNull() || !core::isLegalMove(pos, move))
        return false;
    EngineBestMove best;
    best.move = move;
    best.uci = uciLine(pos, {move}).value(0);
    best.san = QString::fromStdString(core::toSan(pos, move));
    m_taskKey = pos.key();
    m_hasScore = false;
    setTask(Task::Move);
    QTimer::singleShot(0, this, [this, best] { onBestMove(best); });
    return true;
}

// Sends the shown position to the engine for task.
bool PlayController::launch(Task task)
{
    if (!m_engine)
        return false;
    const EnginePosition p = enginePosition(m_model->tree(), m_model->cursor());
    m_taskKey = m_model->position().key();
    m_hasScore = false;
    setTask(task);
    const bool ok = task == Task::Move ? m_engine->play(p.fen, p.moves, moveLimits())
                                       : m_engine->analyse(p.fen, p.moves, limits(), 1);
    if (!ok)
        setTask(Task::None);
    return ok;
}

// Drops the current task; a late best move is ignored.
void PlayController::cancelSearch()
{
    if (m_task == Task::None)
        return;
    setTask(Task::None);
    if (m_engine && m_engine->isSearching())
        m_engine->stop();
}

// Keeps the main line's score of the running task.
void PlayController::onInfo(const EngineInfo& info)
{
    if (m_task != Task::None && info.hasScore && info.multiPv == 1) {
        m_score = info.score;
        m_hasScore = true;
    }
}

// The task's result: play the computer's move, show the hint, or answer the draw offer.
void PlayController::onBestMove(const EngineBestMove& best)
{
    const Task task = m_task;
    if (task == Task::None || m_model->position().key() != m_taskKey)
        return;
    setTask(Task::None);
    if (task == Task::DrawOffer) {
        answerDrawOffer();
        return;
    }
    if (best.move.isNull() || best.san.isEmpty()) {
        emit errorOccurred(tr("The engine found no move."));
        return;
    }
    if (task == Task::Hint) {
        emit hintReady(best.san, best.move);
        return;
    }
    m_quiet = true;
    const bool answersPerson = m_model->cursor() == m_personMove;
    const EditResult result = answersPerson ? m_editing->makeReplySan(best.san) : m_editing->makeMoveSan(best.san);
    m_quiet = false;
    if (!result)
        emit errorOccurred(result.error);
    else if (m_model->statuses()->statusAt(m_model->cursor()).isOver())
        onPositionChanged();
}

// Tracks the task and tells whether the computer is thinking about its move.
void PlayController::setTask(Task task)
{
    const bool wasThinking = m_task == Task::Move;
    m_task = task;
    if (wasThinking != (task == Task::Move))
        emit thinkingChanged(task == Task::Move);
}

} // namespace kibitz::engine
