// The opening explorer in the window: dock, status-bar name, book choice.
#include "openingswiring.h"

#include "chessgamemodel.h"
#include "gameediting.h"
#include "docklayout.h"
#include "errortext.h"
#include "gameengine/playcontroller.h"
#include "panels/explorermodel.h"
#include "panels/explorerpanel.h"
#include "preferences.h"

#include "core/chess960.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QRandomGenerator>
#include <QSettings>
#include <QStatusBar>

namespace kibitz {

namespace {
const QString BookKey = QStringLiteral("openings/book");
const QString ComputerBookKey = QStringLiteral("openings/computerUsesBook");
} // namespace

OpeningsWiring* OpeningsWiring::install(QMainWindow* window, WindowDocks* docks, ChessGameModel* model,
                                        QSettings* settings, QMenu* menu, QMenu* panelsMenu, const Paths& paths,
                                        Load when, Play play)
{
    auto* wiring = new OpeningsWiring(window, model, settings, paths);
    wiring->createDock(docks, panelsMenu);
    if (menu) {
        wiring->m_chooseBook = menu->addAction(tr("Opening &Book…"), wiring, &OpeningsWiring::chooseBook);
        wiring->m_chooseBook->setObjectName(QStringLiteral("chooseBookAction"));
        wiring->m_chooseBook->setStatusTip(tr("Choose the Polyglot opening book the explorer shows"));
    }
    wiring->attachPlay(play);
    if (when == Load::Now)
        wiring->load();
    return wiring;
}

// The ECO table (pgn-extract's eco.pgn, a few thousand games to read) and the book are read here,
// once; the database's worker reads the table afterwards, so the window loads before it opens one.
void OpeningsWiring::load()
{
    if (m_loaded)
        return;
    m_loaded = true;
    loadEcoTable(m_paths.ecoTable);
    const QString book = m_settings ? m_settings->value(BookKey, m_paths.defaultBook).toString() : m_paths.defaultBook;
    if (!openBook(book))
        refresh();
}

OpeningsWiring::OpeningsWiring(QMainWindow* window, ChessGameModel* model, QSettings* settings, const Paths& paths)
    : QObject(window), m_window(window), m_model(model), m_settings(settings), m_paths(paths),
      m_explorer(new ExplorerModel(this))
{
    setObjectName(QStringLiteral("openingsWiring"));
    connect(m_model, &ChessGameModel::positionChanged, this, &OpeningsWiring::refresh);
}

// The dock on the right; a restored layout puts it where the person left it.
void OpeningsWiring::createDock(WindowDocks* docks, QMenu* panelsMenu)
{
    m_panel = new ExplorerPanel(m_explorer);
    m_dock =
        docks->add(m_panel, tr("Opening Explorer"), QStringLiteral("openingExplorerDock"), Qt::RightDockWidgetArea);
    if (panelsMenu)
        panelsMenu->addAction(m_dock->toggleViewAction());
    m_ecoLabel = new QLabel(m_window);
    m_ecoLabel->setObjectName(QStringLiteral("ecoLabel"));
    m_window->statusBar()->addPermanentWidget(m_ecoLabel);
    // A hidden explorer searches nothing (ExplorerSearch); shown again, it catches up.
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            refresh();
    });
    connect(m_panel, &ExplorerPanel::moveChosen, this, &OpeningsWiring::playMove);
    connect(m_panel, &ExplorerPanel::chooseBookRequested, this, &OpeningsWiring::chooseBook);
}

// Reads the ECO table; when it cannot, names are unavailable and the panel says why.
void OpeningsWiring::loadEcoTable(const QString& path)
{
    openings::EcoError error;
    m_eco = openings::EcoTable::load(QFile::encodeName(path).toStdString(), error);
    if (m_eco)
        return;
    const QString why = ErrorText::text(error.message);
    m_ecoProblem = error.code == openings::EcoError::CannotOpen
        ? tr("Opening names are unavailable (Debian package pgn-extract): %1").arg(why)
        : tr("Opening names are unavailable: %1").arg(why);
}

bool OpeningsWiring::openBook(const QString& path)
{
    openings::BookError error;
    QString text = ErrorText::refusalOf(path); // by name: a FIFO would block the read, a device never end it
    if (text.isEmpty() && QFileInfo(path).size() > qint64(openings::PolyglotBook::MaxBytes))
        text = ErrorText::tooLarge(QDir::toNativeSeparators(path), QFileInfo(path).size(),
                                   qint64(openings::PolyglotBook::MaxBytes));
    auto book = text.isEmpty() ? openings::PolyglotBook::load(QFile::encodeName(path).toStdString(), error)
                               : std::nullopt;
    if (!book) {
        if (text.isEmpty())
            text = ErrorText::sentence(error.message);
        if (!m_book) { // else the open book stays, and so does its line
            m_bookText = tr("No opening book: %1").arg(text);
            m_bookToolTip = text;
            showBook();
        }
        m_window->statusBar()->showMessage(text, 10000);
        return false;
    }
    m_book = std::make_shared<const openings::PolyglotBook>(std::move(*book));
    if (m_settings)
        storeSetting(*m_settings, BookKey, path); // the stored book is loaded at every start
    m_bookText = tr("Book: %1 (%Ln entries)", nullptr, int(m_book->size())).arg(QFileInfo(path).fileName());
    m_bookToolTip = QDir::toNativeSeparators(path);
    m_explorer->setSource(ExplorerModel::Source::Book, m_chess960 ? nullptr : m_book);
    showBook();
    refresh();
    updateComputerBook();
    emit bookChanged();
    return true;
}

void OpeningsWiring::chooseBook()
{
    const QString start = m_book ? QFileInfo(QString::fromStdString(m_book->path())).absolutePath() : QString();
    const QString path = m_chooser ? m_chooser()
                                   : QFileDialog::getOpenFileName(m_window, tr("Open Opening Book"), start,
                                                                  tr("Polyglot books (*.bin);;All files (*)"));
    if (!path.isEmpty())
        openBook(path);
}

// The computer's book choice (an action kept in the settings), from the start.
void OpeningsWiring::attachPlay(const Play& play)
{
    m_play = play.controller;
    if (QMenu* menu = play.controller ? play.menu : nullptr) {
        m_computerUsesBook = menu->addAction(tr("Computer Plays from the &Book"));
        m_computerUsesBook->setObjectName(QStringLiteral("computerUsesBookAction"));
        m_computerUsesBook->setCheckable(true);
        m_computerUsesBook->setStatusTip(tr("In games against the computer, it plays the opening book's moves while "
                                            "the book has some"));
        m_computerUsesBook->setChecked(m_settings && m_settings->value(ComputerBookKey, false).toBool());
        connect(m_computerUsesBook, &QAction::toggled, this, [this](bool on) {
            if (m_settings)
                m_settings->setValue(ComputerBookKey, on);
            updateComputerBook();
        });
    }
    updateComputerBook();
}

// Gives the computer the open book (a weighted random choice) when the option is on.
void OpeningsWiring::updateComputerBook()
{
    if (!m_play)
        return;
    if (!m_book || !m_computerUsesBook || !m_computerUsesBook->isChecked()) {
        m_play->setBookMoves({});
        return;
    }
    m_play->setBookMoves([book = m_book](const core::Position& pos) {
        if (pos.isChess960())
            return core::Move(); // a book of standard chess: no move for a Chess960 game
        return book->pick(pos, QRandomGenerator::global()->generateDouble());
    });
}

// Follows the shown position: its moves and the opening of the path to it.
// A Chess960 game has no book moves and no opening name; the explorer's database moves stay
// (the database keys Chess960 positions with their castling rooks).
void OpeningsWiring::refresh()
{
    if (!m_loaded)
        return; // load() fills the explorer and the label
    const bool chess960 = m_model->position().isChess960();
    if (chess960 != m_chess960) {
        m_chess960 = chess960;
        m_explorer->setSource(ExplorerModel::Source::Book, m_chess960 ? nullptr : m_book);
        showBook();
    }
    m_explorer->setPosition(m_model->position());
    m_opening.reset();
    if (m_eco && !m_chess960)
        m_opening = m_eco->classify(m_model->tree(), m_model->cursor());
    const QString text = openingText();
    m_panel->setOpeningText(text);
    m_ecoLabel->setText(m_opening ? QStringLiteral("%1 %2").arg(QString::fromStdString(m_opening->eco),
                                                                QString::fromStdString(m_opening->name))
                        : m_chess960 ? chess960Name()
                                     : QString());
    m_ecoLabel->setToolTip(text);
}

// The panel's line under the moves: the book, or that it does not apply.
void OpeningsWiring::showBook()
{
    if (m_chess960)
        m_panel->setBookText(tr("The opening book is for standard chess: it does not apply to a Chess960 game."),
                             m_bookToolTip);
    else
        m_panel->setBookText(m_bookText, m_bookToolTip);
}

// "Chess960 #423": the number of the game's start position, derived from it (from the FEN of a
// file too: no tag holds it), or just "Chess960" for a game set up elsewhere.
QString OpeningsWiring::chess960Name() const
{
    const int number = core::chess960Number(m_model->tree().startPosition());
    return number < 0 ? tr("Chess960") : tr("Chess960 #%1", "the number of the start position").arg(number);
}

// The panel's line about the opening.
QString OpeningsWiring::openingText() const
{
    if (m_chess960)
        return tr("%1: ECO codes and opening names (standard chess) do not apply.").arg(chess960Name());
    if (!m_eco)
        return m_ecoProblem;
    if (!m_opening)
        return tr("No named opening.");
    return tr("%1: %2", "ECO code: opening name")
        .arg(QString::fromStdString(m_opening->eco), QString::fromStdString(m_opening->name));
}

// Plays a move of the list; a refusal (it cannot happen for a listed move) goes to the status bar.
void OpeningsWiring::playMove(core::Move move)
{
    const auto result = m_model->editing()->makeMove(
        move.from(), move.to(), move.kind() == core::Move::Promotion ? move.promotion() : core::NoPieceType);
    if (!result.ok)
        m_window->statusBar()->showMessage(result.error, 5000);
}

} // namespace kibitz
