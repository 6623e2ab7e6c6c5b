// MoveListModel: index arithmetic over the tree's lines, and row signals from tree changes.
#include "movelistmodel.h"

#include "chessgamemodel.h"
#include "gameannotations.h"
#include "game/annotationtext.h"
#include "game/enginecomment.h"
#include "nagnames.h"

#include "core/san.h"

#include <cstdlib>
#include <utility>

#include <QFont>

namespace kibitz {

using game::NodeId;
using game::NoNode;
using game::RootNode;

// Connects to the game's structure, cursor and annotation signals.
MoveListModel::MoveListModel(ChessGameModel* game, QObject* parent) : QAbstractItemModel(parent), m_game(game)
{
    connect(game, &ChessGameModel::nodeAboutToBeAdded, this, &MoveListModel::onNodeAboutToBeAdded);
    connect(game, &ChessGameModel::nodeAdded, this, &MoveListModel::onNodeAdded);
    connect(game, &ChessGameModel::nodeAboutToBeRemoved, this, &MoveListModel::onNodeAboutToBeRemoved);
    connect(game, &ChessGameModel::nodeRemoved, this, &MoveListModel::onNodeRemoved);
    connect(game, &ChessGameModel::gameAboutToBeReset, this, &MoveListModel::beginResetModel);
    connect(game, &ChessGameModel::gameReset, this, &MoveListModel::onGameReset);
    connect(game, &ChessGameModel::gameInfoChanged, this, &MoveListModel::onGameInfoChanged);
    connect(game, &ChessGameModel::cursorChanged, this, &MoveListModel::onCursorChanged);
    connect(game, &ChessGameModel::nodeChanged, this, &MoveListModel::onNodeChanged);
    connect(game, &ChessGameModel::annotationsChanged, this, &MoveListModel::onNodeChanged);
    m_result = resultText();
}

const game::GameTree& MoveListModel::tree() const { return m_game->tree(); }

// Row of a move within its line's rows (the root line's rows skip the root itself).
int MoveListModel::moveRow(NodeId node) const
{
    const game::Node& n = tree().node(node);
    return n.lineStart == RootNode ? n.lineIndex - 1 : n.lineIndex;
}

// The parent item of the rows of node's line: invalid for the main line, else its variation item.
QModelIndex MoveListModel::lineParent(NodeId node) const
{
    const NodeId start = tree().node(node).lineStart;
    return start == RootNode ? QModelIndex() : variationIndex(start);
}

// The variation item of a line start (a non-first child).
QModelIndex MoveListModel::variationIndex(NodeId start) const
{
    return createIndex(tree().childIndex(start) - 1, 0, quintptr(start) | VariationFlag);
}

// Move item of node.
QModelIndex MoveListModel::indexForNode(NodeId node) const
{
    if (node == RootNode || node == NoNode || !tree().contains(node))
        return {};
    return createIndex(moveRow(node), 0, quintptr(node));
}

// Node behind an item.
NodeId MoveListModel::nodeForIndex(const QModelIndex& index) const
{
    if (!index.isValid())
        return NoNode;
    return NodeId(index.internalId() & ~VariationFlag);
}

// Rows: top level = main line; move = its alternatives; variation = its line.
QModelIndex MoveListModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column != 0 || row < 0)
        return {};
    if (!parent.isValid()) {
        const auto& line = tree().root().line;
        return row + 1 < int(line.size()) ? createIndex(row, 0, quintptr(line[row + 1])) : QModelIndex();
    }
    const NodeId id = nodeForIndex(parent);
    if (parent.internalId() & VariationFlag) {
        const auto& line = tree().node(id).line;
        return row < int(line.size()) ? createIndex(row, 0, quintptr(line[row])) : QModelIndex();
    }
    const game::Node& p = tree().node(tree().node(id).parent);
    if (p.children.front() != id || row + 1 >= int(p.children.size()))
        return {};
    return variationIndex(p.children[row + 1]);
}

// Inverse of index().
QModelIndex MoveListModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    const NodeId id = nodeForIndex(child);
    if (child.internalId() & VariationFlag) {
        const NodeId main = tree().node(tree().node(id).parent).children.front();
        return indexForNode(main);
    }
    return lineParent(id);
}

// Number of rows under parent.
int MoveListModel::rowCount(const QModelIndex& parent) const
{
    if (parent.column() > 0)
        return 0;
    if (!parent.isValid())
        return int(tree().root().line.size()) - 1;
    const NodeId id = nodeForIndex(parent);
    if (parent.internalId() & VariationFlag)
        return int(tree().node(id).line.size());
    const game::Node& p = tree().node(tree().node(id).parent);
    return p.children.front() == id ? int(p.children.size()) - 1 : 0;
}

// One column: the move (or the variation).
int MoveListModel::columnCount(const QModelIndex& parent) const
{
    Q_UNUSED(parent);
    return 1;
}

// Moves and variations are selectable, not editable.
Qt::ItemFlags MoveListModel::flags(const QModelIndex& index) const
{
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

// Role names for QML and debugging.
QHash<int, QByteArray> MoveListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(NodeIdRole, "nodeId");
    names.insert(IsVariationItemRole, "isVariationItem");
    names.insert(SanRole, "san");
    names.insert(FigurineSanRole, "figurineSan");
    names.insert(MoveNumberRole, "moveNumber");
    names.insert(IsWhiteMoveRole, "isWhiteMove");
    names.insert(MoveNumberTextRole, "moveNumberText");
    names.insert(NagsRole, "nags");
    names.insert(NagTextRole, "nagText");
    names.insert(CommentRole, "comment");
    names.insert(PreCommentRole, "preComment");
    names.insert(IsCurrentRole, "isCurrent");
    names.insert(IsMainLineRole, "isMainLine");
    names.insert(VariationDepthRole, "variationDepth");
    names.insert(PlyRole, "ply");
    names.insert(EvalRole, "eval");
    names.insert(ClockRole, "clock");
    names.insert(AnnotationTextRole, "annotationText");
    names.insert(NagToolTipRole, "nagToolTip");
    names.insert(IsEngineCommentRole, "isEngineComment");
    names.insert(EngineCommentRole, "engineComment");
    return names;
}

// Dispatches to moveData() or variationData().
QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const NodeId id = nodeForIndex(index);
    if (!tree().contains(id))
        return {};
    return (index.internalId() & VariationFlag) ? variationData(id, role) : moveData(id, role);
}

QString MoveListModel::gameComment() const { return QString::fromStdString(tree().root().comment()); }

// The PGN result, the draw written as people write it.
QString MoveListModel::resultText() const
{
    const std::string result(m_game->game().result());
    if (result == "*")
        return {};
    return result == "1/2-1/2" ? QStringLiteral("½-½") : QString::fromStdString(result);
}

// A reset shows the new game's result with everything else.
void MoveListModel::onGameReset()
{
    m_result = resultText();
    endResetModel();
}

// Tags changed: announced only when the result shown changes (a reset re-reads it anyway).
void MoveListModel::onGameInfoChanged()
{
    const QString now = resultText();
    if (now == m_result)
        return;
    m_result = now;
    emit resultChanged();
}

// Pawns with two decimals and a sign, or "#n" for a mate.
QString MoveListModel::evalDisplay(const game::Evaluation& eval)
{
    if (eval.mate)
        return QStringLiteral("#%1").arg(eval.value);
    const QString pawns = QString::number(std::abs(eval.value) / 100.0, 'f', 2);
    return (eval.value > 0 ? QStringLiteral("+") : eval.value < 0 ? QStringLiteral("-") : QString()) + pawns;
}

// The evaluation and depth, or "book"; the comment as a whole is in CommentRole.
QString MoveListModel::engineCommentText(const std::string& comment, core::Color mover)
{
    const auto engine = game::readEngineComment(comment, mover);
    if (!engine)
        return {};
    if (!engine->eval)
        return engine->book ? tr("book", "the move came from an engine's opening book") : QStringLiteral("\u2026");
    game::Evaluation eval = *engine->eval;
    const int depth = std::exchange(eval.depth, -1);
    return depth < 0 ? evalDisplay(eval)
                     : tr("%1/%2", "an engine's evaluation/search depth").arg(evalDisplay(eval)).arg(depth);
}

namespace {

QList<int> nagList(const game::Node& n)
{
    QList<int> nags;
    for (std::uint8_t v : n.nags())
        nags.append(v);
    return nags;
}

// The move's signs as the move list shows them ("!", "+-", "singular move"), apart by spaces.
QString nagText(const game::Node& n)
{
    QStringList parts;
    for (std::uint8_t v : n.nags())
        parts << NagNames::cellText(v);
    return parts.join(QLatin1Char(' '));
}

// "12. Nf3!" or "12... Nf6 +-": number, move and signs.
QString moveText(const game::Node& n, bool white, int number)
{
    const QString san = QString::fromStdString(n.san);
    const QString text = white ? MoveListModel::tr("%1. %2").arg(number).arg(san)
                               : MoveListModel::tr("%1... %2").arg(number).arg(san);
    const QString nags = nagText(n);
    if (nags.isEmpty())
        return text;
    // As the move list's cells: an assessment (!, ?!) sticks to the move, other signs stand apart.
    const bool assessment = nags.startsWith(QLatin1Char('!')) || nags.startsWith(QLatin1Char('?'));
    return assessment ? text + nags : text + QLatin1Char(' ') + nags;
}

// The current move's font.
QFont boldFont()
{
    QFont font;
    font.setBold(true);
    return font;
}

// A move's evaluation and clock, either alone when the other is missing.
QString annotationText(const QString& eval, const QString& clock)
{
    if (eval.isEmpty() || clock.isEmpty())
        return eval + clock;
    return MoveListModel::tr("%1 · %2", "evaluation and clock of a move").arg(eval, clock);
}

} // namespace
// A move item's role: text, label, NAG glyphs, comment, position (a detached id gives nothing).
QVariant MoveListModel::moveData(NodeId id, int role) const
{
    const game::Node& n = tree().node(id);
    const core::Position& before = tree().node(n.parent).position;
    const bool white = before.sideToMove() == core::White;
    const int number = before.fullmoveNumber();
    switch (role) {
    case Qt::DisplayRole: return moveText(n, white, number);
    case Qt::ToolTipRole:
    case CommentRole: return QString::fromStdString(n.comment());
    case Qt::FontRole: return id == m_game->cursor() ? QVariant(boldFont()) : QVariant();
    case NodeIdRole: return QVariant::fromValue(quint32(id));
    case IsVariationItemRole: return false;
    case SanRole: return QString::fromStdString(n.san);
    case FigurineSanRole: return QString::fromStdString(core::toFigurine(n.san));
    case MoveNumberRole: return number;
    case IsWhiteMoveRole: return white;
    case MoveNumberTextRole: return white ? tr("%1.").arg(number) : tr("%1...").arg(number);
    case NagsRole: return QVariant::fromValue(nagList(n));
    case NagTextRole: return nagText(n);
    case NagToolTipRole: return NagNames::toolTip(n.nags());
    case PreCommentRole: return GameAnnotations::commentText(n.preComment());
    case IsCurrentRole: return id == m_game->cursor();
    case IsMainLineRole: return tree().isMainLine(id);
    case VariationDepthRole: return tree().variationDepth(id);
    case PlyRole: return n.ply;
    case EvalRole: return n.annotations().eval ? evalDisplay(*n.annotations().eval) : QString();
    case ClockRole:
        return n.annotations().clockMs ? QString::fromStdString(game::clockText(*n.annotations().clockMs)) : QString();
    case AnnotationTextRole: return annotationText(moveData(id, EvalRole).toString(), moveData(id, ClockRole).toString());
    case IsEngineCommentRole: return !moveData(id, EngineCommentRole).toString().isEmpty();
    case EngineCommentRole: return engineCommentText(n.comment(), white ? core::White : core::Black);
    default: return {};
    }
}

// Data of a variation item (named after its first move).
QVariant MoveListModel::variationData(NodeId start, int role) const
{
    switch (role) {
    case Qt::DisplayRole: return tr("Variation %1").arg(moveData(start, Qt::DisplayRole).toString());
    case NodeIdRole: return QVariant::fromValue(quint32(start));
    case IsVariationItemRole: return true;
    case IsCurrentRole: return false;
    case IsMainLineRole: return false;
    case VariationDepthRole: return tree().variationDepth(start);
    case PreCommentRole: return GameAnnotations::commentText(tree().node(start).preComment());
    default: return {};
    }
}

// Before linking: rows appended to the parent's line (index 0) or a new variation item.
void MoveListModel::onNodeAboutToBeAdded(NodeId parent, int index, NodeId node)
{
    if (index == 0) {
        const int first = moveRow(parent) + 1;
        const auto& line = tree().node(node).line; // empty for a new leaf: one row
        const int count = line.empty() ? 1 : int(line.size());
        const QModelIndex where = parent == RootNode ? QModelIndex() : lineParent(parent);
        beginInsertRows(where, first, first + count - 1);
    } else {
        beginInsertRows(indexForNode(tree().node(parent).children.front()), index - 1, index - 1);
    }
}

// After linking.
void MoveListModel::onNodeAdded(NodeId node)
{
    Q_UNUSED(node);
    endInsertRows();
}

// Before unlinking: the rows from node to the end of its line, or one variation item.
void MoveListModel::onNodeAboutToBeRemoved(NodeId node)
{
    const int index = tree().childIndex(node);
    if (index == 0) {
        const int first = moveRow(node);
        const int last = moveRow(tree().lineEnd(node));
        beginRemoveRows(lineParent(node), first, last);
    } else {
        const NodeId main = tree().node(tree().node(node).parent).children.front();
        beginRemoveRows(indexForNode(main), index - 1, index - 1);
    }
}

// After unlinking.
void MoveListModel::onNodeRemoved(NodeId parent, int index, NodeId node)
{
    Q_UNUSED(parent);
    Q_UNUSED(index);
    Q_UNUSED(node);
    endRemoveRows();
}

// The old and the new current move repaint.
void MoveListModel::onCursorChanged(NodeId current, NodeId previous)
{
    for (NodeId n : {previous, current}) {
        const QModelIndex i = indexForNode(n);
        if (i.isValid())
            emit dataChanged(i, i, {IsCurrentRole, Qt::FontRole});
    }
}

// A comment or NAG changed.
void MoveListModel::onNodeChanged(NodeId node)
{
    if (node == RootNode) {
        emit gameCommentChanged();
        return;
    }
    const QModelIndex i = indexForNode(node);
    if (i.isValid())
        emit dataChanged(i, i);
}

} // namespace kibitz
