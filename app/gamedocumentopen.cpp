// GameDocument: how a game arrives. The reader (io, a database, the journal) has done its work;
// here the game goes into the model and its file into the document, and nothing is called back.
#include "gamedocument.h"

#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include <QUndoStack>

#include <utility>

namespace kibitz {

using game::NodeId;

// The game goes into the model, then its file and saved state come here.
void GameDocument::openGame(game::Game game, const FileSource& source, const QString& editName, NodeId cursor)
{
    Q_ASSERT(m_shown);
    m_model->editing()->loadGame(std::move(game), editName, cursor);
    markSaved(source);
}

// A FEN position is a game of no file (Save asks for a .pgn); a PGN file's game keeps its place.
bool GameDocument::open(io::FileContent content, NodeId cursor, const QString& editName, QString* error)
{
    Q_ASSERT(m_shown && content.error.isEmpty() && !content.large);
    if (content.kind == io::TextKind::Fen) {
        const EditResult result = m_model->editing()->loadFen(content.fen);
        if (!result) {
            *error = result.error;
            return false;
        }
        markSaved(QString());
        return true;
    }
    openGame(std::move(content.pgn.game), content.pgn.source, editName, cursor);
    return true;
}

// The text's game belongs to no file (its source stays empty), as a FEN's position does.
bool GameDocument::openText(const QString& text, const QString& origin, const GamePicker& pick, QString* error)
{
    io::FileContent content = io::readTextContent(text, origin);
    if (!content.error.isEmpty()) {
        *error = content.error;
        return false;
    }
    if (content.kind == io::TextKind::Pgn) {
        const int chosen = content.games.size() > 1 && pick ? pick(content.games) : 0;
        if (chosen < 0 || chosen >= int(content.games.size())) {
            error->clear(); // cancelled: nothing to explain
            return false;
        }
        content.pgn.game = std::move(content.games[std::size_t(chosen)]);
    }
    return open(std::move(content), game::NoNode, tr("Load PGN"), error);
}

// No undo history: the kept game is where the study starts again.
bool GameDocument::restore(const SessionJournal::Snapshot& kept, QString* error)
{
    Q_ASSERT(m_shown);
    const EditResult result = m_model->editing()->loadPgn(kept.pgn);
    if (!result) {
        *error = result.error;
        return false;
    }
    m_stack->clear();
    FileSource source = kept.source;
    if (!source.path.isEmpty() && source.digest.isEmpty()) {
        // From an older version: the file as it is now is the game's place.
        io::Progress progress;
        const io::FileContent now = io::readFileContent(source.path, io::MaxWholeFileSize, progress);
        if (now.kind == io::TextKind::Pgn && !now.pgn.source.path.isEmpty())
            source = now.pgn.source;
    }
    markSaved(source);
    if (kept.modified)
        markModified();
    m_model->navigation()->goTo(nodeAt(m_model->tree(), kept.cursorPath));
    return true;
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
