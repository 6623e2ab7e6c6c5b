// WindowActions: shortcuts follow QKeySequence's standard keys where Qt has them.
#include "windowactions.h"

#include <QAction>
#include <QIcon>
#include <QMainWindow>
#include <QMenuBar>
#include <QToolBar>
#include <QUndoGroup>

namespace kibitz {

namespace {
// An action with our SVG icon (when named), shortcuts and a tooltip showing the first key.
QAction* makeAction(QObject* parent, const QString& text, const QString& icon, const QList<QKeySequence>& keys)
{
    auto* action = new QAction(text, parent);
    if (!icon.isEmpty())
        action->setIcon(QIcon(QStringLiteral(":/icons/%1.svg").arg(icon)));
    action->setShortcuts(keys);
    QString tip = text;
    tip.remove(QLatin1Char('&'));
    tip.remove(QStringLiteral("…"));
    if (!keys.isEmpty())
        tip += QStringLiteral(" (%1)").arg(keys.first().toString(QKeySequence::NativeText));
    action->setToolTip(tip);
    return action;
}
} // namespace

// Game, edit, view and navigation actions.
WindowActions WindowActions::create(QMainWindow* w, QUndoGroup* stack)
{
    WindowActions a;
    a.newGame = makeAction(w, tr("&New Game"), QStringLiteral("document-new"), {QKeySequence::New});
    a.openPgn = makeAction(w, tr("&Open PGN…"), QStringLiteral("document-open"), {QKeySequence::Open});
    a.savePgn = makeAction(w, tr("&Save PGN"), QStringLiteral("document-save"), {QKeySequence::Save});
    // Ctrl+Shift+S is Save As in nearly every program, whatever the platform's table says;
    // Save FEN, which had it, takes Ctrl+Alt+S.
    QList<QKeySequence> saveAsKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)};
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::SaveAs))
        if (!saveAsKeys.contains(key))
            saveAsKeys << key;
    a.savePgnAs = makeAction(w, tr("Save PGN &As…"), QStringLiteral("document-save-as"), saveAsKeys);
    a.loadFen = makeAction(w, tr("&Load FEN…"), QStringLiteral("fen-load"), {QKeySequence(Qt::CTRL | Qt::Key_L)});
    a.saveFen =
        makeAction(w, tr("Save &FEN…"), QStringLiteral("fen-save"), {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S)});
    a.copyFen =
        makeAction(w, tr("&Copy FEN"), QStringLiteral("edit-copy"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)});
    a.editTags = makeAction(w, tr("Edit &Tags…"), {}, {});
    a.claimDraw = makeAction(w, tr("Claim &Draw"), {}, {});
    a.copyGame = makeAction(w, tr("Copy &Game"), {}, {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C)});
    a.paste = makeAction(w, tr("&Paste FEN or PGN"), QStringLiteral("edit-paste"),
                         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)});
    // Ctrl+E is Analyse (Analysis menu).
    a.setUpPosition = makeAction(w, tr("Set &Up Position…"), QStringLiteral("position-setup"),
                                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)});
    a.restoreSession = makeAction(w, tr("&Reopen the Last Game on Start"), {}, {});
    a.restoreSession->setCheckable(true);
    // The platform's Preferences key; some themes give it Ctrl+Q, which is Quit's: then Ctrl+,.
    QList<QKeySequence> preferenceKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::Quit))
        preferenceKeys.removeAll(key);
    if (preferenceKeys.isEmpty())
        preferenceKeys << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    a.preferences = makeAction(w, tr("Pre&ferences…"), {}, preferenceKeys);
    a.preferences->setMenuRole(QAction::PreferencesRole);
    a.muteSounds = makeAction(w, tr("&Mute Sounds"), {}, {});
    a.muteSounds->setCheckable(true);
    QIcon speaker(QStringLiteral(":/icons/sound-on.svg")); // the toggle shows what is in effect
    speaker.addFile(QStringLiteral(":/icons/sound-mute.svg"), {}, QIcon::Normal, QIcon::On);
    a.muteSounds->setIcon(speaker);
    a.quit = makeAction(w, tr("&Quit"), QStringLiteral("application-exit"), {QKeySequence::Quit});
    a.quit->setMenuRole(QAction::QuitRole);
    a.newTab = makeAction(w, tr("New Ta&b"), {}, {QKeySequence(Qt::CTRL | Qt::Key_T)});
    a.closeTab = makeAction(w, tr("&Close Tab"), {}, {QKeySequence(Qt::CTRL | Qt::Key_W)});
    a.nextTab = makeAction(w, tr("Ne&xt Tab"), {},
                           {QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    a.previousTab =
        makeAction(w, tr("Pre&vious Tab"), {},
                   {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab),
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageUp)});

    a.undo = stack->createUndoAction(w, tr("&Undo"));
    a.undo->setIcon(QIcon(QStringLiteral(":/icons/edit-undo.svg")));
    a.undo->setShortcuts({QKeySequence::Undo});
    a.redo = stack->createRedoAction(w, tr("&Redo"));
    a.redo->setIcon(QIcon(QStringLiteral(":/icons/edit-redo.svg")));
    a.redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});

    // Shift+F, not F: a lower-case f typed on the board starts an f-pawn move.
    a.flip = makeAction(w, tr("&Flip Board"), QStringLiteral("view-flip"), {QKeySequence(Qt::SHIFT | Qt::Key_F)});
    a.resetView = makeAction(w, tr("&Reset View"), QStringLiteral("view-reset"), {QKeySequence(Qt::CTRL | Qt::Key_0)});

    // Plain arrows, Home and End navigate wherever the focus is (text fields keep them: see
    // TextFieldKeys); the older chords stay as second keys.
    a.goStart = makeAction(w, tr("&Start of Game"), QStringLiteral("go-first"),
                           {QKeySequence(Qt::Key_Home), QKeySequence(Qt::CTRL | Qt::Key_Home)});
    a.goBack = makeAction(w, tr("&Previous Move"), QStringLiteral("go-previous"),
                          {QKeySequence(Qt::Key_Left), QKeySequence::Back});
    a.goForward = makeAction(w, tr("&Next Move"), QStringLiteral("go-next"),
                             {QKeySequence(Qt::Key_Right), QKeySequence::Forward});
    a.goEnd = makeAction(w, tr("&End of Game"), QStringLiteral("go-last"),
                         {QKeySequence(Qt::Key_End), QKeySequence(Qt::CTRL | Qt::Key_End)});
    a.nextVariation =
        makeAction(w, tr("Next &Variation"), {}, {QKeySequence(Qt::Key_Down), QKeySequence(Qt::ALT | Qt::Key_Down)});
    a.previousVariation =
        makeAction(w, tr("Previous V&ariation"), {}, {QKeySequence(Qt::Key_Up), QKeySequence(Qt::ALT | Qt::Key_Up)});
    a.gettingStarted = makeAction(w, tr("&Getting Started"), {}, {QKeySequence::HelpContents});
    a.shortcuts = makeAction(w, tr("&Keyboard Shortcuts"), {}, {});
    a.about = makeAction(w, tr("&About Kibitz"), QStringLiteral("kibitz"), {});
    a.about->setMenuRole(QAction::AboutRole);
    return a;
}

// Menus in the usual order; the toolbar holds the frequent actions.
void WindowActions::buildMenus(QMainWindow* w)
{
    QMenu* game = w->menuBar()->addMenu(tr("&Game"));
    game->addActions({newGame, openPgn});
    recentMenu = game->addMenu(tr("Open &Recent"));
    game->addActions({savePgn, savePgnAs});
    game->addSeparator();
    game->addActions({newTab, closeTab, nextTab, previousTab});
    game->addSeparator();
    game->addActions({loadFen, saveFen});
    game->addSeparator();
    game->addActions({editTags, claimDraw});
    game->addSeparator();
    game->addAction(restoreSession);
    game->addSeparator();
    game->addAction(quit);

    QMenu* edit = w->menuBar()->addMenu(tr("&Edit"));
    editMenu = edit;
    edit->addActions({undo, redo});
    edit->addSeparator();
    edit->addActions({copyFen, copyGame, paste});
    edit->addSeparator();
    edit->addAction(setUpPosition);
    edit->addSeparator();
    edit->addAction(preferences);

    annotateMenu = w->menuBar()->addMenu(tr("A&nnotate"));

    QMenu* view = w->menuBar()->addMenu(tr("&View"));
    view->addActions({flip, resetView});
    view->addSeparator();
    panelsMenu = view->addMenu(tr("&Panels"));

    QMenu* go = w->menuBar()->addMenu(tr("G&o"));
    go->addActions({goStart, goBack, goForward, goEnd});
    go->addSeparator();
    go->addActions({previousVariation, nextVariation});

    trainingMenu = w->menuBar()->addMenu(tr("&Training"));

    QMenu* help = w->menuBar()->addMenu(tr("&Help"));
    helpMenu = help;
    help->addActions({gettingStarted, shortcuts});
    help->addSeparator();
    help->addAction(about);

    QToolBar* bar = w->addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addActions({newGame, openPgn, savePgn});
    bar->addSeparator();
    bar->addActions({loadFen, saveFen, copyFen, paste, setUpPosition});
    bar->addSeparator();
    bar->addActions({undo, redo});
    bar->addSeparator();
    bar->addActions({goStart, goBack, goForward, goEnd});
    bar->addSeparator();
    bar->addActions({flip, resetView});
    bar->addSeparator();
    bar->addAction(muteSounds);
}

} // namespace kibitz
