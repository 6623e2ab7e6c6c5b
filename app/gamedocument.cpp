// GameDocument: recomputes title and modified state whenever the undo stack or the tags change.
#include "gamedocument.h"

#include "chessgamemodel.h"
#include "gameediting.h"

#include "core/fen.h"
#include "game/pgnwriter.h"

#include <QDateTime>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <utility>

namespace kibitz {

using game::NodeId;

// Follows the undo stack (epochs, saved states) and the game's tags (title).
GameDocument::GameDocument(ChessGameModel* model, QObject* parent)
    : QObject(parent), m_model(model), m_stack(model->undoStack())
{
    follow();
}

// The stack is this document's (a child); the model meets it in show().
GameDocument::GameDocument(ChessGameModel* model, NewGame, QObject* parent)
    : QObject(parent), m_model(model), m_stack(new QUndoStack(this)), m_shown(false)
{
    follow();
}

// Its own undo stack always; the model's changes only while it is shown.
void GameDocument::follow()
{
    m_epochs.push_back(Epoch{});
    m_lastIndex = m_stack->index();
    connect(m_stack, &QUndoStack::indexChanged, this, &GameDocument::onIndexChanged);
    connect(m_stack, &QUndoStack::cleanChanged, this, &GameDocument::update);
    for (auto signal : {&ChessGameModel::gameInfoChanged, &ChessGameModel::gameReset})
        connect(m_model, signal, this, [this] {
            if (m_shown)
                update();
        });
    m_lastModified = isModified();
    m_lastTitle = title();
}

// The model takes this game and history; shown's game comes here first and then goes to shown.
void GameDocument::show(GameDocument* shown)
{
    if (shown == this || m_shown)
        return;
    Q_ASSERT(shown && shown->m_shown);
    shown->m_shown = false;
    m_shown = true;
    m_model->showGame(m_hiddenGame, m_hiddenCursor, m_stack);
    shown->m_hiddenGame = std::move(m_hiddenGame);
    shown->m_hiddenCursor = std::exchange(m_hiddenCursor, game::RootNode);
    m_hiddenGame = game::Game();
    shown->update();
    update();
}

const game::Game& GameDocument::game() const { return m_shown ? m_model->game() : m_hiddenGame; }

game::NodeId GameDocument::cursor() const { return m_shown ? m_model->cursor() : m_hiddenCursor; }

// Nothing that opening a game in its place could lose, not even an undoable position.
bool GameDocument::isUntouched() const
{
    const game::GameTree& tree = game().tree;
    const game::Node& root = tree.node(game::RootNode);
    return filePath().isEmpty() && !isModified() && root.children.empty() && root.comment().empty()
        && core::toFen(root.position) == core::toFen(core::Position::startPosition());
}

// The game as PGN with where it was shown and what file it belongs to.
SessionJournal::Snapshot GameDocument::sessionEntry() const
{
    SessionJournal::Snapshot s;
    s.pgn = QString::fromStdString(game::toPgn(game()));
    s.cursorPath = pathTo(game().tree, cursor());
    s.source = source();
    s.modified = isModified();
    s.savedAt = QDateTime::currentDateTimeUtc();
    return s;
}

// The epoch of the game shown: the last one that starts at or before the undo index.
const GameDocument::Epoch& GameDocument::current() const
{
    const int index = m_stack->index();
    std::size_t found = 0;
    for (std::size_t i = 1; i < m_epochs.size(); ++i)
        if (m_epochs[i].start <= index)
            found = i;
    return m_epochs[found];
}

GameDocument::Epoch& GameDocument::current() { return const_cast<Epoch&>(std::as_const(*this).current()); }

// The last undo index at which epoch i is shown (just before the next game replaces it).
int GameDocument::lastIndexOf(std::size_t i) const
{
    return i + 1 < m_epochs.size() ? m_epochs[i + 1].start - 1 : m_stack->count();
}

// Unsaved at index: away from the saved state, or marked so.
bool GameDocument::epochModified(const Epoch& epoch, int index) const
{
    return epoch.extraModified || index != epoch.cleanIndex;
}

// Unsaved: the game shown is not at its saved state.
bool GameDocument::isModified() const { return epochModified(current(), m_stack->index()); }

// Keeps the epochs true to the stack: forgets what it no longer holds, adds replaced games.
void GameDocument::onIndexChanged(int index)
{
    const QUndoStack* stack = m_stack;
    const int count = stack->count();
    const auto gone = [stack, count](int at, const QUndoCommand* command) {
        return at > count || (at > 0 && stack->command(at - 1) != command);
    };
    m_epochs.erase(
        std::remove_if(m_epochs.begin() + 1, m_epochs.end(), [&](const Epoch& e) { return gone(e.start, e.command); }),
        m_epochs.end());
    for (Epoch& e : m_epochs)
        if (e.cleanIndex >= 0 && gone(e.cleanIndex, e.cleanCommand))
            e.cleanIndex = -1;
    // The same index announced again: an edit merged into the command below it.
    const bool merged = index == m_lastIndex && index > 0;
    if (merged && current().cleanIndex == index)
        current().cleanIndex = -1;
    for (PendingSave& save : m_saves)
        if (gone(save.index, save.command) || (merged && save.index == index))
            save.intact = false;
    if (index > 0) {
        const QUndoCommand* command = stack->command(index - 1);
        const bool known =
            std::any_of(m_epochs.begin(), m_epochs.end(), [command](const Epoch& e) { return e.command == command; });
        if (!known && GameEditing::replacesGame(command)) {
            // A newly loaded game is at its saved state: nothing of it can be lost yet.
            Epoch epoch;
            epoch.id = m_nextId++;
            epoch.command = command;
            epoch.start = index;
            epoch.cleanIndex = index;
            epoch.cleanCommand = command;
            const auto at =
                std::find_if(m_epochs.begin(), m_epochs.end(), [index](const Epoch& e) { return e.start > index; });
            m_epochs.insert(at, epoch);
        }
    }
    m_lastIndex = index;
    update();
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
    const QString white = playerName(game(), "White");
    const QString black = playerName(game(), "Black");
    if (white.isEmpty() && black.isEmpty())
        return {};
    return tr("%1 vs %2").arg(white.isEmpty() ? tr("?") : white, black.isEmpty() ? tr("?") : black);
}

// Where a game stands: "game N of M in file" in a file of many games, else the file's name ("" for
// no file).
static QString placeOf(const FileSource& from)
{
    const QString file = QFileInfo(from.path).fileName();
    if (from.games > 1)
        return GameDocument::tr("game %1 of %2 in %3").arg(from.game).arg(from.games).arg(file);
    if (from.games == 0 && from.spanBegin >= 0) // a database game opened while it was indexed
        return GameDocument::tr("game %1 in %2").arg(from.game).arg(file);
    return from.path.isEmpty() ? QString() : file;
}

// Players, else the game's place in its file (a file of many games holds many without players),
// else "new game".
QString GameDocument::displayName() const
{
    const QString who = players();
    if (!who.isEmpty())
        return who;
    const QString place = placeOf(source());
    return place.isEmpty() ? tr("new game") : place;
}

// "Players — file — Kibitz" with the "[*]" placeholder after the first part (QWidget shows it as
// "*" while the window is modified); the file as "game N of M in file" in a file of many games.
QString GameDocument::title() const
{
    QStringList parts;
    if (const QString who = players(); !who.isEmpty())
        parts << who;
    if (const QString place = placeOf(source()); !place.isEmpty())
        parts << place;
    // A control character (a NUL, a line break in a tag or file name) would cut or break the title.
    for (QString& part : parts)
        for (QChar& c : part)
            if (c.category() == QChar::Other_Control)
                c = QChar::ReplacementCharacter;
    if (parts.isEmpty())
        return tr("Kibitz[*]");
    if (parts.size() == 1)
        return tr("%1[*] — Kibitz").arg(parts.at(0));
    return tr("%1[*] — %2 — Kibitz").arg(parts.at(0), parts.at(1));
}

// The game shown now matches path, a single-game file (or no file).
void GameDocument::markSaved(const QString& path)
{
    FileSource source;
    source.path = path;
    markSaved(source);
}

// The game shown now matches source; the title loses its star.
void GameDocument::markSaved(const FileSource& source)
{
    Epoch& epoch = current();
    epoch.source = source;
    setClean(epoch);
    m_stack->setClean();
    update();
}

// The saved state of epoch is the undo index now.
void GameDocument::setClean(Epoch& epoch)
{
    const QUndoStack* stack = m_stack;
    epoch.cleanIndex = stack->index();
    epoch.cleanCommand = epoch.cleanIndex > 0 ? stack->command(epoch.cleanIndex - 1) : nullptr;
    epoch.extraModified = false;
}

void GameDocument::relocate(const std::function<std::optional<FileSource>(const FileSource&)>& where)
{
    for (Epoch& epoch : m_epochs) {
        const std::optional<FileSource> now = where(epoch.source);
        if (!now)
            continue;
        epoch.extraModified = epoch.extraModified || now->path.isEmpty();
        epoch.source = *now;
    }
    update();
}

// Modified until the next save, whatever the undo stack says.
void GameDocument::markModified()
{
    current().extraModified = true;
    update();
}

// The state shown now, remembered under a new token; the stack's clean index stops merges into it.
int GameDocument::beginSave()
{
    QUndoStack* stack = m_stack;
    PendingSave save;
    save.token = m_nextId++;
    save.epoch = current().id;
    save.index = stack->index();
    save.command = save.index > 0 ? stack->command(save.index - 1) : nullptr;
    m_saves.push_back(save);
    stack->setClean();
    return save.token;
}

// The epoch with that id, or null when the undo history no longer holds it.
GameDocument::Epoch* GameDocument::epochById(int id)
{
    const auto it = std::find_if(m_epochs.begin(), m_epochs.end(), [id](const Epoch& e) { return e.id == id; });
    return it == m_epochs.end() ? nullptr : &*it;
}

// The saved state becomes the one written, if the history still holds it; else there is none.
void GameDocument::endSave(int token, const FileSource* source)
{
    const auto it =
        std::find_if(m_saves.begin(), m_saves.end(), [token](const PendingSave& s) { return s.token == token; });
    if (it == m_saves.end())
        return;
    const PendingSave save = *it;
    m_saves.erase(it);
    Epoch* epoch = epochById(save.epoch);
    if (!source || !epoch)
        return;
    epoch->source = *source;
    epoch->cleanIndex = save.intact ? save.index : -1;
    epoch->cleanCommand = save.command;
    epoch->extraModified = false;
    update();
}

FileSource GameDocument::sourceOfSave(int token) const
{
    for (const PendingSave& save : m_saves)
        for (const Epoch& e : m_epochs)
            if (save.token == token && e.id == save.epoch)
                return e.source;
    return {};
}

// Every other game of the undo history that has unsaved edits, by the index that shows it.
QList<int> GameDocument::otherUnsavedGames() const
{
    QList<int> indexes;
    const Epoch* shown = &current();
    for (std::size_t i = 0; i < m_epochs.size(); ++i) {
        const int at = lastIndexOf(i);
        if (&m_epochs[i] != shown && epochModified(m_epochs[i], at))
            indexes.append(at);
    }
    return indexes;
}

// The saved state of the game shown.
int GameDocument::savedIndex() const { return current().cleanIndex; }

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

} // namespace kibitz
