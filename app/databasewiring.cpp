#include "databasewiring.h"

#include "backgroundwork.h"
#include "docklayout.h"
#include "documentlist.h"
#include "gamedocument.h"

#include "chessgamemodel.h"
#include "gamenavigation.h"
#include "databasescan.h"
#include "gamelistmodel.h"
#include "database/positionsearch.h"
#include "io/databaseedit.h"
#include "io/filestate.h"
#include "io/gamefile.h"
#include "io/gamefollow.h"
#include "panels/gamespanel.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QTableView>
#include <QTimer>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>

#include <algorithm>
#include <utility>

namespace kibitz {

DatabaseWiring::DatabaseWiring(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, DocumentList* documents)
    : QObject(window), m_window(window), m_docks(docks), m_model(model), m_documents(documents),
      m_games(new GameListModel(this)), m_scan(new DatabaseScan(m_games, this))
{ }

// Children go in the order they were made, the model first: the scan must go before it.
DatabaseWiring::~DatabaseWiring() { delete m_scan; }

DatabaseWiring* DatabaseWiring::install(QMainWindow* window, WindowDocks* docks, ChessGameModel* model,
                                        DocumentList* documents, QMenu* fileMenu, QAction* before, QMenu* panelsMenu,
                                        Warner warn, Panel panel)
{
    const bool first = panel == Panel::First;
    auto* w = new DatabaseWiring(window, docks, model, documents);
    w->m_warn = std::move(warn);
    // On the right (the window's arrangement makes it a tab beside the move list, issue 26.4; the
    // second panel a tab beside the first until a database is opened in it: see openDatabase).
    // Hidden until a database is opened: its panel is built when the dock is first shown or the
    // panel is asked for, or else after the board's first frame (WindowDocks::addLater).
    w->m_dock = docks->addLater([w] { return w->buildPanel(); }, first ? tr("Games") : tr("Games 2"),
                                first ? QStringLiteral("gamesDock") : QStringLiteral("gamesDock2"),
                                Qt::RightDockWidgetArea);
    w->m_dock->hide();
    panelsMenu->addAction(w->m_dock->toggleViewAction());
    w->m_open = new QAction(first ? tr("Open &Database…") : tr("Open Database in Games &2…"), w);
    w->m_open->setObjectName(first ? QStringLiteral("openDatabaseAction") : QStringLiteral("openDatabase2Action"));
    if (first)
        w->m_open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    fileMenu->insertAction(before, w->m_open);
    connect(w->m_open, &QAction::triggered, w, &DatabaseWiring::chooseDatabase);
    // The panel hears of the scan first, as when it was connected here itself (followOpenGames'
    // note must not be replaced by the summary); a scan starts only once it is built.
    connect(w->m_scan, &DatabaseScan::progressed, w, [w](qint64 done, qint64 total, qint64 games, double rate) {
        if (w->m_panel)
            w->m_panel->showProgress(done, total, games, rate);
    });
    connect(w->m_scan, &DatabaseScan::finished, w, [w](bool cancelled) {
        if (w->m_panel)
            w->m_panel->showFinished(cancelled);
    });
    connect(w->m_games, &QAbstractItemModel::rowsInserted, w, &DatabaseWiring::openFirstGameIfRead);
    connect(w->m_scan, &DatabaseScan::finished, w, &DatabaseWiring::openFirstGameIfRead);
    connect(w->m_scan, &DatabaseScan::finished, w, &DatabaseWiring::followOpenGames);
    connect(w->m_scan, &DatabaseScan::fileChanged, w, [w](bool exists) {
        const QString name = QFileInfo(w->m_scan->path()).fileName();
        w->panel()->showNote(exists ? tr("%1 changed on disk; it is indexed again.").arg(name)
                                    : tr("%1 is gone from disk; it is indexed again when it is back.").arg(name));
    });
    return w;
}

// The Games panel and what it asks of this wiring; then what waited for it (whenPanelBuilt).
GamesPanel* DatabaseWiring::buildPanel()
{
    m_panel = new GamesPanel(m_games, m_window);
    connect(m_panel, &GamesPanel::cancelRequested, m_scan, &DatabaseScan::cancel);
    connect(m_panel, &GamesPanel::gameActivated, this, [this](int number, int ply) {
        QString error;
        if (openGame(number, &error, ply))
            emit gameOpenedFromPanel();
        else if (!error.isEmpty())
            m_warn(tr("Open Game"), error);
    });
    connect(m_panel, &GamesPanel::findPositionRequested, this, [this] {
        QString error;
        if (!findPosition(&error))
            m_panel->showNote(error);
    });
    connect(m_panel, &GamesPanel::showAllRequested, this, &DatabaseWiring::showAllGames);
    for (const std::function<void(GamesPanel*)>& work : std::exchange(m_whenBuilt, {}))
        work(m_panel);
    return m_panel;
}

GamesPanel* DatabaseWiring::panel() const
{
    m_docks->build(m_dock);
    return m_panel;
}

void DatabaseWiring::whenPanelBuilt(std::function<void(GamesPanel*)> work)
{
    if (m_panel)
        work(m_panel);
    else
        m_whenBuilt.append(std::move(work));
}

bool DatabaseWiring::isIndexing() const { return m_scan->isRunning(); }

QString DatabaseWiring::changedText() const
{
    return tr("%1 was changed by another program; it is being indexed again. Choose the game again once it is "
              "listed.")
        .arg(QFileInfo(m_scan->path()).fileName());
}

// The file dialog, then openDatabase().
void DatabaseWiring::chooseDatabase()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Database"), QString(),
                                                      tr("PGN databases (*.pgn);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !openDatabase(path, &error))
        m_warn(tr("Open Database"), error);
}

// Another file starts with every game listed: a filter typed for the last one (its players,
// events, years) would mostly hide all of this one's. indexAgain() keeps it.
bool DatabaseWiring::openDatabase(const QString& path, QString* error)
{
    if (!showDatabase(path, error))
        return false;
    m_docks->showApart(m_dock, m_apartFrom);
    giveTableRoom();
    emit message(tr("Indexing %1…").arg(QFileInfo(path).fileName()));
    return true;
}

bool DatabaseWiring::showDatabase(const QString& path, QString* error)
{
    GamesPanel* shown = panel(); // built before the scan reports to it
    if (!m_scan->start(path, error))
        return false;
    shown->clearFilter();
    shown->showSearchActive(false);
    return true;
}

bool DatabaseWiring::indexAgain(QString* error)
{
    GamesPanel* shown = panel(); // built before the scan reports to it
    if (!m_scan->start(m_scan->path(), error))
        return false;
    shown->showSearchActive(false);
    return true;
}

QString DatabaseWiring::shownDatabase() const { return m_dock->isVisibleTo(m_window) ? m_scan->path() : QString(); }

bool DatabaseWiring::shows(const QString& path) const
{
    const QString shown = shownDatabase();
    return !shown.isEmpty() && io::fileKey(shown) == io::fileKey(path);
}

void DatabaseWiring::hidePanel() { m_dock->hide(); }

// The index does not change once the scan has ended, so worker threads may read it meanwhile.
bool DatabaseWiring::findPosition(QString* error)
{
    if (m_scan->isRunning() || m_scan->path().isEmpty() || !m_scan->checkFile()) {
        *error = tr("Position search needs an indexed database: wait until indexing has finished.");
        return false;
    }
    const core::Position target = m_model->position();
    const database::SearchMode mode = panel()->searchMode();
    std::vector<database::PositionHit> hits;
    io::Progress progress;
    // A snapshot: the index may read its codes from the kept file meanwhile (DatabaseScan).
    const database::GameView games = m_games->gameIndex().view();
    runInBackground(m_window, tr("Finding games with this position…"), progress,
                    [&] { hits = database::findPosition(games, target, mode, 0, &progress.cancel); });
    if (progress.cancel)
        return true;
    const int found = int(hits.size());
    m_games->setSubset(std::move(hits));
    panel()->showSearchActive(true);
    switch (mode) {
    case database::SearchMode::PawnStructure:
        panel()->showNote(tr("The pawn structure occurs in %Ln games.", nullptr, found));
        break;
    case database::SearchMode::Material:
        panel()->showNote(tr("The material occurs in %Ln games.", nullptr, found));
        break;
    case database::SearchMode::ExactPosition:
        panel()->showNote(tr("The position occurs in %Ln games.", nullptr, found));
        break;
    }
    return true;
}

void DatabaseWiring::openFirstGameWhenIndexed()
{
    m_openFirst = true;
    openFirstGameIfRead();
}

// Game 1 is read whole once a second game has begun or the scan is over.
void DatabaseWiring::openFirstGameIfRead()
{
    const std::size_t games = m_games->gameIndex().size();
    if (!m_openFirst || (games < 2 && (isIndexing() || games == 0)))
        return;
    m_openFirst = false;
    QString error;
    if (!openGame(1, &error) && !error.isEmpty())
        m_warn(tr("Open Game"), error);
}

// An open game of the file knows its place there (its number, the file's count, where its bytes
// lie) as it was when it was opened or written; another program's write, or Kibitz's own copy,
// move or delete, changes it. Each new index finds every open game of the file again from the
// file's bytes (io::sourceInFile), never by working out what changed; a game no longer there
// becomes a game of no file, with its edits kept and unsaved, and the person is told (Save asks
// for a file then, rather than write over another game). A game being saved is looked for
// after its save: the index of its own write follows.
void DatabaseWiring::followOpenGames(bool cancelled)
{
    if (cancelled || !m_scan->checkFile())
        return;
    const QString path = QFileInfo(m_scan->path()).absoluteFilePath();
    bool anyOfThisFile = false; // else no list of the file's game starts is worth building
    for (int i = 0; i < m_documents->count() && !anyOfThisFile; ++i)
        anyOfThisFile = m_documents->at(i)->source().path == path;
    if (!anyOfThisFile)
        return;
    const io::IndexedGames games = io::indexedGames(path, m_games->gameIndex(), m_scan->stamp());
    QStringList lost;
    for (int i = 0; i < m_documents->count(); ++i) {
        GameDocument* document = m_documents->at(i);
        if (document->isSaving())
            continue;
        const io::FileSource shown = document->source();
        document->relocate([&](const io::FileSource& source) { return io::sourceInFile(source, games); });
        if (shown.path == path && document->source().path.isEmpty())
            lost << QString::number(shown.game);
    }
    if (lost.isEmpty())
        return;
    const QString name = QFileInfo(path).fileName(), numbers = lost.join(QLatin1String(", "));
    const QString text = lost.size() == 1
        ? tr("%1 no longer holds game %2 that is open here: another program changed or removed it. Its tab keeps "
             "the game; Save will ask for a file.")
              .arg(name, numbers)
        : tr("%1 no longer holds games %2 that are open here: another program changed or removed them. Their tabs "
             "keep the games; Save will ask for a file.")
              .arg(name, numbers);
    panel()->showNote(text);
    emit message(text);
}

// Room for kShownRows rows of the table, taken from the docks beside it (once a dock just shown
// has its place in the layout, hence the event loop's turn). Games 2 shares the column with the
// Games panel instead: both tables are seen, to drag games from one to the other.
void DatabaseWiring::giveTableRoom()
{
    constexpr double kShownRows = 10.5; // ten whole ones and a part: more is there
    QDockWidget* dock = m_dock;
    if (!dock->isVisible())
        return;
    QTimer::singleShot(0, dock, [this, dock] {
        const QTableView* table = panel()->table();
        const int wanted = int(kShownRows * table->verticalHeader()->defaultSectionSize());
        const int missing = wanted - table->viewport()->height();
        if (dock->isVisible() && (missing > 0 || m_apartFrom))
            m_docks->share(dock, m_apartFrom, missing);
    });
}

void DatabaseWiring::showAllGames()
{
    m_games->setSubset(std::nullopt);
    panel()->showSearchActive(false);
    panel()->showSummary();
}

// The game is open in a tab already: that tab is shown, at the position a search found if any
// (a move of the cursor, no edit); its unsaved edits stay.
bool DatabaseWiring::showOpenGame(int number, int ply)
{
    const QString path = m_scan->path();
    if (!m_documents->showFile(path, number))
        return false;
    if (ply >= 0)
        m_model->navigation()->goTo(GameDocument::nodeAt(m_model->tree(), QList<int>(ply, 0)));
    emit message(tr("Game %1 of %2 is open already: its tab is shown.").arg(number).arg(QFileInfo(path).fileName()));
    return true;
}

// Reads only the games' bytes (where the index says they are) on a worker thread; each read is
// checked against the file as indexed, else a span may be another game's.
bool DatabaseWiring::readGames(const std::vector<int>& numbers, const QString& label,
                               std::vector<io::PgnFileRead>& reads, QString* error)
{
    const QString path = m_scan->path();
    const database::GameIndex& index = m_games->gameIndex();
    if (!m_scan->checkFile()) {
        *error = changedText();
        return false;
    }
    std::vector<std::pair<qint64, qint64>> spans; // first byte, first byte of the next game (-1: the end)
    for (const int number : numbers) {
        if (number < 1 || std::size_t(number) > index.size()) {
            *error = tr("%1 has no game %2.").arg(QFileInfo(path).fileName()).arg(number);
            return false;
        }
        const auto next = std::size_t(number) < index.size() ? qint64(index.game(std::size_t(number)).offset) : -1;
        spans.emplace_back(qint64(index.game(std::size_t(number - 1)).offset), next);
    }
    io::Progress progress;
    bool changed = false;
    error->clear();
    reads.clear();
    const io::FileStamp indexed = m_scan->stamp();
    runInBackground(m_window, label, progress, [&] {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), file.errorString());
            return;
        }
        const qint64 size = file.size();
        progress.total = numbers.size();
        for (std::size_t i = 0; i < numbers.size() && !progress.cancel; ++i) {
            const auto [begin, next] = spans[i];
            if (!file.seek(begin)) {
                *error = tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), file.errorString());
                return;
            }
            const QByteArray span = file.read((next < 0 ? size : std::min(next, size)) - begin);
            changed = io::stampOfHandle(file.handle()) != indexed;
            if (changed)
                return;
            reads.push_back(io::readPgnGameSpan(path, span, numbers[i], begin, size,
                                                [&file, begin = begin] { return io::placeOf(file, begin); }));
            reads.back().source.stamp = indexed; // checked above: the file as indexed
            progress.done = i + 1;
        }
    });
    if (changed) {
        m_scan->checkFile();
        *error = changedText();
        reads.clear();
        return false;
    }
    return error->isEmpty() && reads.size() == numbers.size();
}

// Reads the game (readGames), then loads it as one undoable edit, showing the position a search
// found (else the end, as any opened game).
bool DatabaseWiring::openGame(int number, QString* error, int ply)
{
    const QString path = m_scan->path();
    const database::GameIndex& index = m_games->gameIndex();
    if (!m_scan->checkFile()) {
        *error = changedText();
        return false;
    }
    if (number >= 1 && std::size_t(number) <= index.size() && showOpenGame(number, ply))
        return true;
    std::vector<io::PgnFileRead> reads;
    if (!readGames({number}, tr("Opening game %1…").arg(number), reads, error))
        return false;
    io::PgnFileRead& read = reads.front();
    if (!read.ok) {
        *error = read.error;
        return false;
    }
    // The count is known once the whole file is indexed (0: not yet).
    read.source.games = m_scan->isRunning() ? 0 : int(index.size());
    const QString name = QFileInfo(path).fileName();
    const game::NodeId cursor =
        ply >= 0 ? GameDocument::nodeAt(read.game.tree, QList<int>(ply, 0)) : game::mainLineEnd(read.game.tree);
    GameDocument* target = m_documents->documentForOpening();
    target->openGame(std::move(read.game), read.source, tr("Open game %1 of %2").arg(number).arg(name), cursor);
    emit message(tr("Opened game %1 of %2").arg(number).arg(name));
    return true;
}

} // namespace kibitz
