// GameDocument: recomputes title and modified state whenever the undo stack or the tags change.
#include "gamedocument.h"

#include "chessgamemodel.h"

#include <QFileInfo>
#include <QUndoStack>

namespace kibitz {

using game::NodeId;

// Follows the undo stack's clean state and the game's tags.
GameDocument::GameDocument(ChessGameModel* model, QObject* parent) : QObject(parent), m_model(model)
{
    connect(model->undoStack(), &QUndoStack::cleanChanged, this, &GameDocument::update);
    connect(model->undoStack(), &QUndoStack::indexChanged, this, &GameDocument::update);
    connect(model, &ChessGameModel::gameInfoChanged, this, &GameDocument::update);
    connect(model, &ChessGameModel::gameReset, this, &GameDocument::update);
    m_lastModified = isModified();
    m_lastTitle = title();
}

// Unsaved: the undo stack left its clean state, or a restored session said so.
bool GameDocument::isModified() const
{
    return m_extraModified || !m_model->undoStack()->isClean();
}

// A player name from a tag, "" for the PGN placeholders "?" and "-".
static QString playerName(const game::Game& g, const char* tag)
{
    const QString name = QString::fromStdString(g.tag(tag)).trimmed();
    return (name == QLatin1String("?") || name == QLatin1String("-")) ? QString() : name;
}

// "White vs Black" from the tags, "?" for a missing side.
QString GameDocument::players() const
{
    const QString white = playerName(m_model->game(), "White");
    const QString black = playerName(m_model->game(), "Black");
    if (white.isEmpty() && black.isEmpty())
        return {};
    return tr("%1 vs %2").arg(white.isEmpty() ? tr("?") : white, black.isEmpty() ? tr("?") : black);
}

// Players, else file name, else "new game".
QString GameDocument::displayName() const
{
    const QString who = players();
    if (!who.isEmpty())
        return who;
    return m_filePath.isEmpty() ? tr("new game") : QFileInfo(m_filePath).fileName();
}

// The players (or "Kibitz") with a star for unsaved edits.
QString GameDocument::title() const
{
    const QString star = isModified() ? QStringLiteral("*") : QString();
    const QString who = players();
    if (who.isEmpty())
        return tr("Kibitz") + star;
    return tr("%1%2 — Kibitz").arg(who, star);
}

// Clean state now; the title loses its star.
void GameDocument::markSaved(const QString& path)
{
    m_filePath = path;
    m_extraModified = false;
    m_model->undoStack()->setClean();
    update();
}

// Modified until the next save, whatever the undo stack says.
void GameDocument::markModified()
{
    m_extraModified = true;
    update();
}

// Emits what changed since the last look.
void GameDocument::update()
{
    const bool modified = isModified();
    const QString text = title();
    if (modified != m_lastModified) {
        m_lastModified = modified;
        emit modifiedChanged(modified);
    }
    if (text != m_lastTitle) {
        m_lastTitle = text;
        emit titleChanged(text);
    }
}

// The child index of every step from the root to node.
QList<int> GameDocument::pathTo(const game::GameTree& tree, NodeId node)
{
    QList<int> path;
    if (!tree.contains(node))
        return path;
    for (NodeId n : tree.path(node))
        if (n != game::RootNode)
            path.append(tree.childIndex(n));
    return path;
}

// The node a path leads to, as far as the tree still has it.
NodeId GameDocument::nodeAt(const game::GameTree& tree, const QList<int>& path)
{
    NodeId node = game::RootNode;
    for (int index : path) {
        const auto& children = tree.node(node).children;
        if (index < 0 || index >= int(children.size()))
            break;
        node = children[std::size_t(index)];
    }
    return node;
}

} // namespace kibitz
