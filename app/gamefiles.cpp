// GameFiles: every replacement of the game passes the guard first; every write is checked.
#include "gamefiles.h"

#include "backgroundwork.h"
#include "documentlist.h"
#include "gamedocument.h"
#include "gamesaving.h"
#include "sessionstore.h"

#include "io/filecontent.h"
#include "io/gamefile.h"
#include "io/saveinto.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QProgressBar>
#include <QStandardPaths>

namespace kibitz {

// The dialogs appear over dialogParent. A save under way ends before another document is shown
// (it ends in the document it began in); saves then follow the one shown.
GameFiles::GameFiles(DocumentList* documents, SessionStore* store, QWidget* dialogParent, QObject* parent)
    : QObject(parent), m_documents(documents), m_store(store),
      m_dialogParent(dialogParent), m_saving(new GameSaving(documents->current(), dialogParent, this))
{
    connect(documents, &DocumentList::currentAboutToChange, this, &GameFiles::waitForSaves);
    connect(documents, &DocumentList::currentChanged, m_saving, &GameSaving::setDocument);
    connect(m_saving, &GameSaving::ended, this, &GameFiles::onSaveEnded);
    connect(m_saving, &GameSaving::queued, this, [this](const QString& path) {
        emit message(tr("%1 is still being saved; the game will be saved again once that has finished.")
                         .arg(QFileInfo(path).fileName()));
    });
}

GameDocument* GameFiles::document() const { return m_documents->current(); }

// Reads on a worker thread (io), then hands the game to the document it goes into as one undoable
// edit. A PGN opens at the start of its first game that reads, or where the person last was in
// that file. A file open in a tab already (that game) is shown there (showOpenFile).
bool GameFiles::openFile(const QString& path, QString* error)
{
    if (showOpenFile(path, 1))
        return true;
    io::Progress progress;
    io::FileContent content;
    runInBackground(m_dialogParent, tr("Opening %1…").arg(QFileInfo(path).fileName()), progress,
                    [&] { content = io::readFileContent(path, m_wholeFileLimit, progress); });
    if (content.cancelled) {
        error->clear();
        emit message(tr("Opening %1 was cancelled.").arg(QFileInfo(path).fileName()));
        return false;
    }
    if (!content.error.isEmpty()) {
        *error = content.error;
        // A broken first game is no study, but the file's other games are listed all the same.
        if (content.kind == io::TextKind::Pgn && content.pgn.source.games > 1)
            emit databaseOpened(content.pgn.source.path, false);
        return false;
    }
    if (content.large) { // the database asks about unsaved work when its first game is read
        m_store->addRecentFile(path);
        emit fileUsed(path);
        emit databaseOpened(QFileInfo(path).absoluteFilePath(), true);
        emit message(tr("%1 is too large to read at once: it is indexed, and its first game opens as soon as it is "
                        "read.")
                         .arg(QFileInfo(path).fileName()));
        return true;
    }
    // A first game that does not read: the game shown is a later one, which a tab may show already.
    const io::FileSource source = content.pgn.source;
    if (content.kind == io::TextKind::Pgn && source.game > 1 && showOpenFile(path, source.game))
        return true;
    rememberCursor(); // before another tab may be shown
    const QString name = QFileInfo(path).fileName();
    const QList<int> place = content.kind == io::TextKind::Pgn ? m_store->fileCursor(source.path) : QList<int>();
    const game::NodeId cursor = GameDocument::nodeAt(content.pgn.game.tree, place);
    const QString skipped = content.pgn.skipped;
    if (!m_documents->documentForOpening()->open(std::move(content), cursor, tr("Open %1").arg(name), error))
        return false;
    m_store->addRecentFile(path);
    emit fileUsed(path);
    if (source.games > 1)
        emit databaseOpened(source.path, false);
    tellOpened(name, source, skipped);
    return true;
}

// "Opened …" in the status bar; broken games before the one shown in a warning as well, each
// named with its line and column.
void GameFiles::tellOpened(const QString& name, const io::FileSource& source, const QString& skipped)
{
    if (skipped.isEmpty()) {
        emit message(source.games > 1 ? tr("Opened %1: it holds %Ln games; game 1 is shown.", nullptr, source.games).arg(name)
                                      : tr("Opened %1").arg(name));
        return;
    }
    const QString shown = source.game > 0 ? tr("Game %1, the first that reads, is shown.").arg(source.game)
                                          : tr("The first game that reads is shown.");
    emit message(tr("Opened %1: %2").arg(name, shown));
    const QString listed = source.games > 1 ? QLatin1Char(' ') + tr("The Games panel lists every game of the file.")
                                            : QString();
    warn(tr("Open game"), skipped + QStringLiteral("\n\n") + shown + listed);
}

// A file open in a tab already is shown there, unsaved edits and all, and not read again; its
// games come to the Games panel as when it was opened (it may show another file's meanwhile).
bool GameFiles::showOpenFile(const QString& path, int game)
{
    if (!m_documents->showFile(path, game))
        return false;
    emit message(tr("%1 is open already: its tab is shown.").arg(QFileInfo(path).fileName()));
    const io::FileSource source = document()->source();
    if (source.games > 1)
        emit databaseOpened(source.path, false);
    return true;
}

// Where the person was in the file shown, for the next time it is opened.
void GameFiles::rememberCursor()
{
    if (!document()->filePath().isEmpty())
        m_store->setFileCursor(document()->filePath(), GameDocument::pathTo(document()->game().tree, document()->cursor()));
}

// Into the document shown, as one undoable edit: a game of no file.
bool GameFiles::loadText(const QString& text, const QString& origin, QString* error)
{
    return document()->openText(
        text, origin, [this](const std::vector<game::Game>& games) { return chooseGame(games); }, error);
}

// "2. Carlsen – Nepomniachtchi, World Championship 2021.12.03" for each game; the chooser picks.
int GameFiles::chooseGame(const std::vector<game::Game>& games)
{
    QStringList titles;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const auto tag = [&](const char* name) { return QString::fromStdString(games[i].tag(name)); };
        titles << tr("%1. %2 – %3, %4 %5").arg(i + 1).arg(tag("White"), tag("Black"), tag("Event"), tag("Date"));
    }
    if (m_chooseGame)
        return m_chooseGame(titles);
    bool ok = false;
    const QString item =
        QInputDialog::getItem(m_dialogParent, tr("Paste a Game"),
                              tr("The text holds %1 games. Which one?").arg(titles.size()), titles, 0, false, &ok);
    return ok ? int(titles.indexOf(item)) : -1;
}

// The game alone as the whole file (Save As); checked write, old file kept on failure. On a
// worker thread: it may wait for another save's lock (Cancel in the progress dialog).
bool GameFiles::savePgnTo(const QString& path, QString* error, const io::FileStamp* expected)
{
    const game::Game g = document()->game().clone();
    io::Progress progress;
    io::WriteResult result;
    runInBackground(m_dialogParent, tr("Saving %1…").arg(QFileInfo(path).fileName()), progress,
                    [&] { result = io::writeGameAs(path, g, expected, &progress); });
    if (!result.ok) {
        *error = result.error;
        return false;
    }
    document()->markSaved(result.source);
    m_documents->followWrite(result.write); // other games of a file replaced are in no file now
    m_store->addRecentFile(path);
    emit fileUsed(path);
    emit message(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return true;
}

// Ctrl+O: a file dialog, then openPath().
void GameFiles::open()
{
    const QString path = QFileDialog::getOpenFileName(
        m_dialogParent, tr("Open game"), QFileInfo(document()->filePath()).path(),
        tr("Chess files (*.pgn *.fen *.epd);;PGN games (*.pgn);;FEN positions (*.fen *.epd);;All files (*)"));
    if (!path.isEmpty())
        openPath(path);
}

// Opens a file and shows why when it cannot.
void GameFiles::openPath(const QString& path)
{
    QString error;
    if (!openFile(path, &error) && !error.isEmpty())
        warn(tr("Open game"), error);
}

// Ctrl+S: back into the game's own place in its .pgn file, on a worker thread (onSaveEnded
// tells how it went); a game of no .pgn file asks for one.
bool GameFiles::save()
{
    const io::FileSource source = document()->source();
    if (source.path.isEmpty() || io::kindFromFileName(source.path) != io::TextKind::Pgn)
        return saveAs();
    // A read-only, another user's or a hard-linked file is asked about (a deleted one is told by the save).
    const SaveTarget target = SaveTarget::examineInPlace(source.path);
    if (target.stamp().exists && target.confirm(0, m_askReplace, m_dialogParent) != SaveTarget::Choice::Replace)
        return false;
    m_saving->save();
    return true;
}

// The guard's Save: the game must be in its file before it goes on.
bool GameFiles::saveAndWait()
{
    if (!save())
        return false;
    m_saving->waitUntilDone();
    return !document()->isModified();
}

bool GameFiles::isSaving() const { return m_saving->isBusy(); }

void GameFiles::waitForSaves() { m_saving->waitUntilDone(); }

QWidget* GameFiles::saveIndicator() const { return m_saving->indicator(); }

// A save in place has ended: told in the status bar, or as before a warning; where writing in
// place is not safe, Save As.
void GameFiles::onSaveEnded(const io::WriteResult& result, const QString& path)
{
    if (result.ok) {
        m_documents->followWrite(result.write); // the other open games of the file
        m_store->addRecentFile(path);
        emit fileUsed(path);
        emit message(tr("Saved %1").arg(QFileInfo(path).fileName()));
        return;
    }
    if (!result.refused) {
        warn(tr("Save PGN"), result.error);
        return;
    }
    warn(tr("Save PGN"), result.error + QStringLiteral("\n\n") + tr("Choose another file to save the game to."));
    saveAs();
}

// Asks for a .pgn name (added when missing), then saves (after a save under way).
bool GameFiles::saveAs()
{
    m_saving->waitUntilDone();
    const QString suggested = SaveTarget::proposedName(
        document()->source(), m_openDatabase ? m_openDatabase() : QString(), document()->game(), saveFolder());
    const QString title = saveTitle();
    QString path = m_chooseSaveName ? m_chooseSaveName(title, suggested)
                                    : QFileDialog::getSaveFileName(m_dialogParent, title, suggested,
                                                                   tr("PGN games (*.pgn);;All files (*)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pgn");
    const SaveTarget target = SaveTarget::examine(path, m_dialogParent);
    const SaveTarget::Choice choice = target.confirm(1, m_askReplace, m_dialogParent);
    if (choice == SaveTarget::Choice::Cancel)
        return false;
    QString error;
    const bool saved = choice == SaveTarget::Choice::Add ? addGameTo(target) : savePgnTo(path, &error, &target.stamp());
    if (saved)
        m_store->setLastSaveFolder(QFileInfo(path).absolutePath());
    else if (!error.isEmpty())
        warn(tr("Save PGN"), error);
    return saved;
}

// The folder of the last Save As, while it is there; else the person's documents.
QString GameFiles::saveFolder() const
{
    const QString last = m_store->lastSaveFolder();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() ? QDir::homePath() : documents;
}

// Which game the dialog saves (Save All asks once for each): its players and event, else its
// tab's name.
QString GameFiles::saveTitle() const
{
    const GameDocument* d = document();
    QString name = d->displayName();
    const QString event = QString::fromStdString(d->game().tag("Event")).simplified();
    if (!d->players().isEmpty() && !event.isEmpty() && event != QLatin1String("?"))
        name = tr("%1, %2", "players, event").arg(name, event);
    return tr("Save “%1” As", "the game named in Save As's title").arg(name);
}

// The game added at the end of a file of games (on a worker thread: the file is copied whole);
// it then belongs there, as a game of that file.
bool GameFiles::addGameTo(const SaveTarget& target)
{
    const QString name = QFileInfo(target.path()).fileName();
    const game::Game g = document()->game().clone();
    io::Progress progress;
    io::WriteResult result;
    runInBackground(m_dialogParent, tr("Saving %1…").arg(name), progress,
                    [&] { result = io::appendGame(target.path(), g, target.stamp(), &progress); });
    if (!result.ok) {
        warn(tr("Save PGN"), result.error);
        return false;
    }
    result.source.game = result.source.games = target.games() + 1;
    document()->markSaved(result.source);
    m_documents->followWrite(result.write);
    m_store->addRecentFile(target.path());
    emit fileUsed(target.path());
    emit message(tr("Added the game to %1 as game %2").arg(name).arg(result.source.game));
    return true;
}

// Paste and drop: loads or explains.
void GameFiles::loadTextInteractive(const QString& text, const QString& source)
{
    QString error;
    if (loadText(text, source, &error)) {
        emit message(tr("Loaded the game from %1").arg(source));
        return;
    }
    if (!error.isEmpty())
        warn(tr("Load from %1").arg(source), error);
}

// A warning box over the window, or whatever the window asked for instead.
void GameFiles::warn(const QString& title, const QString& text)
{
    if (m_warn)
        m_warn(title, text);
    else
        QMessageBox::warning(m_dialogParent, title, text);
}

} // namespace kibitz
