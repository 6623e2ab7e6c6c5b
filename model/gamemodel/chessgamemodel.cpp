// ChessGameModel: queries, move input, navigation and the announcement of changes.
#include "chessgamemodel.h"

#include "errortext.h"
#include "gamecommands.h"
#include "moveinput.h"
#include "nagnames.h"

#include "core/ascii.h"
#include "core/movegen.h"
#include "core/san.h"
#include "game/nags.h"
#include "game/pgnreader.h"
#include "game/pgnwriter.h"

#include <QUndoStack>

namespace kibitz {

using game::NodeId;
using game::NoNode;
using game::RootNode;

// Forwards the tree's elementary structure changes as the model's fine-grained signals, and
// drops what was derived from the old structure as soon as a change is complete.
class ChessGameModel::TreeObserver : public game::GameTree::Observer {
public:
    explicit TreeObserver(ChessGameModel* model) : m_model(model) { }
    void nodeAboutToBeLinked(NodeId parent, int index, NodeId node) override
    {
        emit m_model->nodeAboutToBeAdded(parent, index, node);
    }
    void nodeLinked(NodeId node) override
    {
        m_model->m_positions.invalidate();
        emit m_model->nodeAdded(node);
    }
    void nodeAboutToBeUnlinked(NodeId node) override { emit m_model->nodeAboutToBeRemoved(node); }
    void nodeUnlinked(NodeId parent, int index, NodeId node) override
    {
        m_model->m_positions.invalidate();
        emit m_model->nodeRemoved(parent, index, node);
    }

private:
    ChessGameModel* m_model;
};

// A new game from the initial position with an empty undo stack.
ChessGameModel::ChessGameModel(QObject* parent)
    : QObject(parent), m_undoStack(new QUndoStack(this)), m_ownStack(m_undoStack), m_observer(std::make_unique<TreeObserver>(this))
{
    qRegisterMetaType<kibitz::BoardTransition>();
    qRegisterMetaType<kibitz::core::GameStatus>();
    m_game.tree.setObserver(m_observer.get());
    m_status = statusAt(m_cursor);
    // Navigation ends a drawing gesture: marks drawn after it are an undo step of their own.
    connect(this, &ChessGameModel::cursorChanged, this, &ChessGameModel::endMarkGesture);
}

ChessGameModel::~ChessGameModel()
{
    // The undo stack (a child) holds commands that point back here: delete it first.
    delete m_ownStack;
    m_game.tree.setObserver(nullptr);
}

// FEN of the shown position.
QString ChessGameModel::fen() const { return QString::fromStdString(core::toFen(position())); }

// SAN of a node's move; "" for an unknown id (a view may hold an id from an undone edit).
QString ChessGameModel::san(NodeId node) const
{
    if (!tree().contains(node))
        return {};
    return QString::fromStdString(tree().node(node).san);
}

// The core's ASCII board with the last move.
QString ChessGameModel::asciiBoard() const
{
    const game::Node& n = tree().node(m_cursor);
    return QString::fromStdString(core::asciiBoard(n.position, m_status, n.san));
}

// Targets of from in the shown position (MoveInput decides).
QList<TargetSquare> ChessGameModel::legalTargets(core::Square from) const
{
    return MoveInput::legalTargets(position(), from);
}

bool ChessGameModel::needsPromotionChoice(core::Square from, core::Square to) const
{
    return MoveInput::needsPromotionChoice(position(), from, to);
}

// The game as PGN text.
QString ChessGameModel::pgn() const { return QString::fromStdString(game::toPgn(m_game)); }

// Status of node, from the index that the tree's structure changes invalidate.
core::GameStatus ChessGameModel::statusAt(NodeId node) const
{
    if (!tree().contains(node))
        return {};
    return m_positions.status(node);
}

// From/to (and promotion piece) to a legal move, or a reason.
EditResult ChessGameModel::makeMove(core::Square from, core::Square to, core::PieceType promotion)
{
    return playFound(MoveInput::fromSquares(position(), from, to, promotion));
}

// SAN/UCI text to a move, or the core's reason translated.
EditResult ChessGameModel::makeMoveSan(const QString& text)
{
    int nag = 0;
    const std::string utf8 = text.toStdString();
    const std::string_view move = game::splitSuffix(utf8, nag);
    return playFound(MoveInput::fromText(position(), QString::fromUtf8(move.data(), qsizetype(move.size()))), false,
                     nag);
}

// A move as parsed from text, joined to the step that played the shown move.
EditResult ChessGameModel::makeReplySan(const QString& text)
{
    return playFound(MoveInput::fromText(position(), text), true);
}

// The found move played, or its reason returned with nothing changed.
EditResult ChessGameModel::playFound(const MoveLookup& found, bool joinLastStep, int nag)
{
    if (!found) {
        EditResult result;
        result.error = found.error;
        return result;
    }
    return playMove(found.move, joinLastStep, nag);
}

// "1. e4", "1... e5"; a continuation of a label drops the number before Black's move ("e5").
QString ChessGameModel::moveLabel(NodeId parent, core::Move move, bool continuation) const
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
EditResult ChessGameModel::playMove(core::Move move, bool joinLastStep, int nag)
{
    EditResult result;
    result.ok = true;
    const NodeId existing = tree().findChild(m_cursor, move);
    if (existing != NoNode) {
        navigate(existing);
        emit moveMade(existing);
        if (nag)
            pushNags(existing, game::withNag(tree().node(existing).nags, nag),
                     tr("Sign %1 on %2").arg(NagNames::symbol(nag), san(existing)));
        result.node = existing;
        return result;
    }
    QString label = moveLabel(m_cursor, move, false);
    const int top = m_undoStack->index() - 1;
    const QUndoCommand* last = top >= 0 ? m_undoStack->command(top) : nullptr;
    // QUndoStack merges only away from the clean index (e.g. not right after a save).
    const bool join = joinLastStep && last && last->id() == detail::PlayMoveId
        && m_undoStack->cleanIndex() != m_undoStack->index()
        && static_cast<const detail::PlayMoveCommand*>(last)->node() == m_cursor;
    if (join) {
        const game::Node& shown = tree().node(m_cursor);
        label = moveLabel(shown.parent, shown.move, false) + QLatin1Char(' ') + moveLabel(m_cursor, move, true);
    }
    if (nag)
        label += NagNames::symbol(nag);
    m_undoStack->push(new detail::PlayMoveCommand(this, m_cursor, move, tr("Move %1").arg(label), join,
                                                  nag ? std::vector<std::uint8_t>{std::uint8_t(nag)}
                                                      : std::vector<std::uint8_t>{}));
    result.node = m_cursor;
    return result;
}

// Validates the FEN first: a refused FEN changes nothing.
EditResult ChessGameModel::loadFen(const QString& text, core::FenMode mode)
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
    result.node = m_cursor;
    return result;
}

// The first game of the text, or the reason it could not be read.
EditResult ChessGameModel::loadPgn(const QString& text)
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
    result.node = m_cursor;
    return result;
}

// One ReplaceGameCommand; the cursor goes to cursor, else to the end of the main line.
void ChessGameModel::loadGame(game::Game g, const QString& editName, NodeId cursor)
{
    const NodeId end = g.tree.contains(cursor) ? cursor : game::mainLineEnd(g.tree);
    g.tree.setObserver(nullptr);
    m_undoStack->push(
        new detail::ReplaceGameCommand(this, std::move(g), end, editName.isEmpty() ? tr("Load game") : editName));
}

bool ChessGameModel::replacesGame(const QUndoCommand* command)
{
    return dynamic_cast<const detail::ReplaceGameCommand*>(command) != nullptr;
}

// The start position with no moves, as one undoable step (the old game comes back on undo).
void ChessGameModel::newGame() { newGame(core::Position::startPosition()); }

void ChessGameModel::newGame(const core::Position& start)
{
    game::Game fresh;
    fresh.tree = game::GameTree(start);
    m_undoStack->push(new detail::ReplaceGameCommand(this, std::move(fresh), RootNode, tr("New game")));
}

} // namespace kibitz
