// GameEditing: moves (by squares, SAN and the computer's joined replies), loading, new games and
// take-back.
#include "gameediting.h"

#include "chessgamemodel.h"
#include "errortext.h"
#include "gameannotations.h"
#include "gamecommands.h"
#include "gamenavigation.h"
#include "moveinput.h"
#include "nagnames.h"

#include "core/san.h"
#include "game/nags.h"
#include "game/pgnreader.h"

#include <QUndoStack>

namespace kibitz {

using game::NodeId;
using game::NoNode;
using game::RootNode;

GameEditing::GameEditing(ChessGameModel* model) : QObject(model), m_model(model) { }

const game::GameTree& GameEditing::tree() const { return m_model->tree(); }

// From/to (and promotion piece) to a legal move, or a reason.
EditResult GameEditing::makeMove(core::Square from, core::Square to, core::PieceType promotion)
{
    return playFound(MoveInput::fromSquares(m_model->position(), from, to, promotion));
}

// SAN/UCI text to a move, or the core's reason translated.
EditResult GameEditing::makeMoveSan(const QString& text)
{
    int nag = 0;
    const std::string utf8 = text.toStdString();
    const std::string_view move = game::splitSuffix(utf8, nag);
    return playFound(MoveInput::fromText(m_model->position(), QString::fromUtf8(move.data(), qsizetype(move.size()))),
                     false, nag);
}

// A move as parsed from text, joined to the step that played the shown move.
EditResult GameEditing::makeReplySan(const QString& text)
{
    return playFound(MoveInput::fromText(m_model->position(), text), true);
}

// The found move played, or its reason returned with nothing changed.
EditResult GameEditing::playFound(const MoveLookup& found, bool joinLastStep, int nag)
{
    if (!found) {
        EditResult result;
        result.error = found.error;
        return result;
    }
    return playMove(found.move, joinLastStep, nag);
}

// "1. e4", "1... e5"; a continuation of a label drops the number before Black's move ("e5").
QString GameEditing::moveLabel(NodeId parent, core::Move move, bool continuation) const
{
    const core::Position& before = tree().node(parent).position;
    const QString san = QString::fromStdString(core::toSan(before, move));
    const int number = before.fullmoveNumber();
    if (before.sideToMove() == core::White)
        return tr("%1. %2").arg(number).arg(san);
    return continuation ? san : tr("%1... %2").arg(number).arg(san);
}

// Follows an existing child, or pushes a PlayMoveCommand (joining the last step if asked and
// that step played the shown move; the command's mergeWith() does the joining).
EditResult GameEditing::playMove(core::Move move, bool joinLastStep, int nag)
{
    EditResult result;
    result.ok = true;
    const NodeId cursor = m_model->cursor();
    const NodeId existing = tree().findChild(cursor, move);
    if (existing != NoNode) {
        m_model->navigation()->goTo(existing);
        emit m_model->moveMade(existing);
        if (nag)
            m_model->annotations()->addNag(existing, nag);
        result.node = existing;
        return result;
    }
    QString label = moveLabel(cursor, move, false);
    QUndoStack* stack = m_model->undoStack();
    const int top = stack->index() - 1;
    const QUndoCommand* last = top >= 0 ? stack->command(top) : nullptr;
    // QUndoStack merges only away from the clean index (e.g. not right after a save).
    const bool join = joinLastStep && last && last->id() == detail::PlayMoveId && stack->cleanIndex() != stack->index()
        && static_cast<const detail::PlayMoveCommand*>(last)->node() == cursor;
    if (join) {
        const game::Node& shown = tree().node(cursor);
        label = moveLabel(shown.parent, shown.move, false) + QLatin1Char(' ') + moveLabel(cursor, move, true);
    }
    if (nag)
        label += NagNames::symbol(nag);
    stack->push(
        new detail::PlayMoveCommand(m_model, cursor, move, tr("Move %1").arg(label), join,
                                    nag ? std::vector<std::uint8_t>{std::uint8_t(nag)} : std::vector<std::uint8_t>{}));
    result.node = m_model->cursor();
    return result;
}

// Validates the FEN first: a refused FEN changes nothing.
EditResult GameEditing::loadFen(const QString& text, core::FenMode mode)
{
    EditResult result;
    core::Position pos;
    if (const auto err = core::parseFen(text.trimmed().toStdString(), pos, mode)) {
        result.error = ErrorText::fen(*err);
        return result;
    }
    game::Game g;
    g.tree = game::GameTree(pos);
    loadGame(std::move(g), tr("Load FEN"));
    result.ok = true;
    result.node = m_model->cursor();
    return result;
}

// The first game of the text, or the reason it could not be read.
EditResult GameEditing::loadPgn(const QString& text)
{
    EditResult result;
    const std::string utf8 = text.toStdString();
    std::vector<game::PgnError> errors;
    std::optional<game::Game> first;
    game::readPgn(
        utf8,
        [&first](game::Game&& g, int) {
            first.emplace(std::move(g));
            return false;
        },
        errors);
    if (!errors.empty() && (!first || errors.front().game == 1)) {
        result.error = ErrorText::pgn(errors.front());
        return result;
    }
    if (!first) {
        result.error = tr("The text contains no PGN game.");
        return result;
    }
    loadGame(std::move(*first), tr("Load PGN"));
    result.ok = true;
    result.node = m_model->cursor();
    return result;
}

// One ReplaceGameCommand; the cursor goes to cursor, else to the end of the main line.
void GameEditing::loadGame(game::Game g, const QString& editName, NodeId cursor)
{
    const NodeId end = g.tree.contains(cursor) ? cursor : game::mainLineEnd(g.tree);
    g.tree.setObserver(nullptr);
    push(new detail::ReplaceGameCommand(m_model, std::move(g), end, editName.isEmpty() ? tr("Load game") : editName));
}

bool GameEditing::replacesGame(const QUndoCommand* command)
{
    if (dynamic_cast<const detail::ReplaceGameCommand*>(command))
        return true;
    // A macro holding one (New Game vs Computer: the game, its clocks, the players) replaces it too.
    for (int i = 0; i < command->childCount(); ++i)
        if (replacesGame(command->child(i)))
            return true;
    return false;
}

// The start position with no moves, as one undoable step (the old game comes back on undo).
void GameEditing::newGame() { newGame(core::Position::startPosition()); }

void GameEditing::newGame(const core::Position& start)
{
    game::Game fresh;
    fresh.tree = game::GameTree(start);
    push(new detail::ReplaceGameCommand(m_model, std::move(fresh), RootNode, tr("New game")));
}

// Undo when the last edit added the shown move; else delete the shown move if it ends its line.
bool GameEditing::takeBack()
{
    QUndoStack* stack = m_model->undoStack();
    const NodeId cursor = m_model->cursor();
    const int top = stack->index() - 1;
    if (top >= 0) {
        const QUndoCommand* last = stack->command(top);
        if (last->id() == detail::PlayMoveId && static_cast<const detail::PlayMoveCommand*>(last)->node() == cursor) {
            stack->undo();
            return true;
        }
    }
    if (cursor == RootNode || !tree().node(cursor).children.empty())
        return false;
    stack->push(new detail::DeleteSubtreesCommand(m_model, {cursor}, tr("Take back %1").arg(san(cursor))));
    return true;
}

} // namespace kibitz
