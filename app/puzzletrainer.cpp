// PuzzleTrainer: the session's puzzles on the board, the person's moves to the session, and its
// verdicts back onto the board.
#include "puzzletrainer.h"

#include "backgroundwork.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "gameannotations.h"
#include "gamenavigation.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "training/puzzlepanel.h"
#include "trainingstore/puzzlesession.h"

#include "core/uci.h"
#include "io/gamefile.h"

#include <QDate>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>

namespace kibitz {

using training::PuzzleSession;

namespace {
game::Arrow arrowOf(const core::Position& pos, const QString& uci, game::MarkColour colour)
{
    const core::Move move = core::parseUciMove(pos, uci.toStdString());
    return game::Arrow{move.from(), move.to(), colour};
}
} // namespace

PuzzleTrainer::PuzzleTrainer(MainWindow* window, training::TrainingStore& store, QObject* parent)
    : QObject(parent), m_window(window), m_session(new PuzzleSession(store, this)),
      m_panel(new PuzzlePanel(m_session)),
      m_dock(TrainingTab::addDock(window, tr("Puzzle"), QStringLiteral("puzzleDock"))), m_tab(window)
{
    setObjectName(QStringLiteral("puzzleTrainer"));
    m_dock->setWidget(m_panel);
    connect(m_session, &PuzzleSession::puzzleShown, this, &PuzzleTrainer::showPuzzle);
    connect(m_session, &PuzzleSession::changed, m_panel, &PuzzlePanel::refresh);
    connect(m_session, &PuzzleSession::finished, m_panel, &PuzzlePanel::refresh);
    connect(m_session, &PuzzleSession::finished, this, [this] { emit message(tr("No more puzzles today.")); });
    connect(m_session, &PuzzleSession::failed, m_panel, &PuzzlePanel::showNote);
    connect(m_panel, &PuzzlePanel::hintRequested, this, &PuzzleTrainer::showHint);
    connect(m_panel, &PuzzlePanel::nextRequested, m_session, &PuzzleSession::next);
    connect(m_panel, &PuzzlePanel::sourceRequested, this, &PuzzleTrainer::openSource);
    connect(window->model(), &ChessGameModel::moveMade, this, &PuzzleTrainer::onMoveMade);
}

int PuzzleTrainer::start(int newPerDay)
{
    m_dock->show();
    m_dock->raise();
    const int count = m_session->start(PuzzleSession::dayOf(QDate::currentDate()), newPerDay);
    m_panel->refresh();
    if (count == 0)
        emit message(tr("No puzzle is due today."));
    return count;
}

// The puzzle's position in the training tab, the player at the bottom.
void PuzzleTrainer::showPuzzle()
{
    m_tab.show(m_session->side(), [this] { m_window->model()->editing()->loadFen(m_session->puzzle().fen); });
    m_panel->refresh();
}

// A move on the training tab's puzzle position is the person's answer.
void PuzzleTrainer::onMoveMade(game::NodeId node)
{
    if (m_tab.isEditing() || !m_tab.isShown() || !m_session->hasPuzzle())
        return;
    ChessGameModel* model = m_window->model();
    const game::Node& played = model->tree().node(node);
    if (played.position.sideToMove() == m_session->side() || m_session->isDecided())
        return; // not the person's turn in the puzzle, or the puzzle is over
    const core::Position& before = model->tree().node(played.parent).position;
    if (before.key() != m_session->position().key())
        return; // a move elsewhere in the tab
    const QString uci = QString::fromStdString(core::moveToUci(before, played.move, before.isChess960()));
    switch (m_session->play(uci)) {
    case PuzzleSession::Verdict::Continue:
        m_tab.edit([this, model] { model->editing()->makeReplySan(m_session->lastReply()); });
        break;
    case PuzzleSession::Verdict::Wrong:
        showWrong(node);
        break;
    case PuzzleSession::Verdict::Solved:
    case PuzzleSession::Verdict::Illegal:
        break;
    }
    m_panel->refresh();
}

// The engine's reply after the move played, and the three arrows on the position before it.
void PuzzleTrainer::showWrong(game::NodeId played)
{
    ChessGameModel* model = m_window->model();
    const game::NodeId parent = model->tree().node(played).parent;
    const core::Position& before = model->tree().node(parent).position;
    const QStringList line = m_session->refutationLine();
    m_tab.edit([&] {
        game::NodeAnnotations marks = model->tree().node(parent).annotations();
        marks.arrows = {arrowOf(before, m_session->expectedMove(), game::MarkColour::Green),
                        arrowOf(before, line.value(0), game::MarkColour::Red)};
        if (line.size() > 1) {
            model->editing()->makeMoveSan(line.at(1));
            marks.arrows.push_back(arrowOf(model->tree().node(played).position, line.at(1), game::MarkColour::Yellow));
        }
        model->navigation()->goTo(parent);
        model->annotations()->setAnnotations(parent, marks);
    });
}

// The first hint circles the piece, the second draws the move.
void PuzzleTrainer::showHint()
{
    const QString hint = m_session->hint();
    if (!m_tab.isShown() || hint.size() < 2)
        return;
    ChessGameModel* model = m_window->model();
    const core::Position& pos = model->position();
    if (pos.key() != m_session->position().key())
        return;
    game::NodeAnnotations marks = model->tree().node(model->cursor()).annotations();
    if (hint.size() == 2)
        marks.circles = {game::Circle{arrowOf(pos, m_session->expectedMove(), game::MarkColour::Green).from,
                                      game::MarkColour::Green}};
    else
        marks.arrows = {arrowOf(pos, hint, game::MarkColour::Green)};
    const game::NodeId at = model->cursor();
    m_tab.edit([&] { model->annotations()->setAnnotations(at, marks); });
}

bool PuzzleTrainer::openSource()
{
    if (!m_session->hasPuzzle())
        return false;
    const training::TrainingItem puzzle = m_session->puzzle();
    io::Progress progress;
    io::PgnFileRead read;
    runInBackground(m_window, tr("Opening %1…").arg(QFileInfo(puzzle.source).fileName()), progress, [&] {
        QFile file(puzzle.source);
        if (!file.open(QIODevice::ReadOnly)) {
            read.error = tr("Cannot read %1: %2").arg(puzzle.source, file.errorString());
            return;
        }
        read = io::readPgnGame(puzzle.source, file.readAll(), puzzle.game);
    });
    if (!read.ok) {
        emit message(read.error);
        return false;
    }
    game::NodeId at = game::RootNode; // the puzzle's position: ply half-moves into the main line
    for (int i = 0; i < puzzle.ply && read.game.tree.mainChild(at) != game::NoNode; ++i)
        at = read.game.tree.mainChild(at);
    m_window->newTab();
    m_window->document()->openGame(std::move(read.game), read.source,
                                   tr("Open %1").arg(QFileInfo(puzzle.source).fileName()), at);
    return true;
}

} // namespace kibitz
