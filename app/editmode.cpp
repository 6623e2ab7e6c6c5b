// EditMode: wiring of the board editor between the viewport, the palette, the controls and
// the model.
#include "editmode.h"

#include "analysiswiring.h"
#include "analysis/enginecatalog.h"
#include "analysis/newgamedialog.h"
#include "engine/engine.h" // before playcontroller.h, which holds a QPointer<Engine>
#include "gameengine/playcontroller.h"
#include "boardeditor.h"
#include "boardviewport.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "docklayout.h"
#include "dialogs/startpositionbox.h"
#include "panels/boardeditorpanel.h"
#include "panels/piecepalette.h"
#include "windowboard.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>
#include <QToolButton>
#include <QWindow>

namespace kibitz {

namespace {

// The board3d letters of the edit position.
std::array<char, 64> placementOf(const BoardEditor& editor)
{
    std::array<char, 64> placement{};
    for (int s = 0; s < 64; ++s)
        placement[size_t(s)] = core::pieceChar(editor.pieceOn(core::Square(s)));
    return placement;
}

} // namespace

// Only stores its parts; the docks are made on the first enter().
EditMode::EditMode(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, QSettings* settings,
                   WindowBoard* board, QList<QAction*> paused, AnalysisWiring* analysis)
    : QObject(window), m_window(window), m_docks(docks), m_model(model), m_settings(settings),
      m_paused(new QActionGroup(this)), m_analysis(analysis)
{
    // A group disables its actions without touching their own state: enabling it again gives each
    // the state its owner set meanwhile (Redo only when the undo stack can redo, Hint only on the
    // player's turn…), where setEnabled(true) on each would enable them all.
    m_paused->setExclusionPolicy(QActionGroup::ExclusionPolicy::None);
    for (QAction* a : paused)
        m_paused->addAction(a);
    board->whenViewport(this, [this](BoardViewport* viewport) { connectBoard(viewport); });
}

// Palette on the left of the board, controls below it. Made on first use, after the window
// restored its layout, so a saved layout never brings them back outside the mode; they have no
// toggle in View > Panels (they belong to the mode).
void EditMode::createDocks()
{
    if (m_panelDock)
        return;
    m_palette = new PiecePalette(m_window);
    m_panel = new BoardEditorPanel(m_window);
    m_paletteDock = m_docks->add(m_palette, tr("Pieces"), QStringLiteral("editorPaletteDock"), Qt::LeftDockWidgetArea);
    m_paletteDock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_panelDock =
        m_docks->add(m_panel, tr("Set Up Position"), QStringLiteral("editorPanelDock"), Qt::BottomDockWidgetArea);
    m_panelDock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_paletteDock->hide();
    m_panelDock->hide();
    connect(m_panel, &BoardEditorPanel::accepted, this, &EditMode::accept);
    connect(m_panel, &BoardEditorPanel::cancelled, this, &EditMode::cancel);
    connect(m_panel, &BoardEditorPanel::analyseRequested, this, &EditMode::continueWithAnalysis);
    connect(m_panel, &BoardEditorPanel::playRequested, this, &EditMode::continueWithPlay);
    connect(m_panel, &BoardEditorPanel::flipRequested, this, [this] {
        if (m_viewport)
            m_viewport->flip();
    });
}

// Clicks, drags, right-clicks and keys on the board become edits of whatever editor is active.
void EditMode::connectBoard(BoardViewport* v)
{
    m_viewport = v;
    connect(v, &BoardViewport::editSquareClicked, this, &EditMode::clickSquare);
    connect(v, &BoardViewport::editPieceDragged, this, [this](int from, int to) {
        if (m_editor)
            m_editor->movePiece(core::Square(from), to < 0 ? core::NoSquare : core::Square(to));
    });
    connect(v, &BoardViewport::editPieceDropped, this, [this](int square, QChar letter) {
        if (m_editor && letter.unicode() < 128)
            m_editor->placePiece(core::Square(square), core::pieceFromChar(char(letter.unicode())));
        m_viewport->setFocus(); // the keys go on working on the board
    });
    connect(v, &BoardViewport::editSquareRightClicked, this, [this](int square) {
        if (m_editor && core::isValidSquare(square))
            m_editor->removePiece(core::Square(square));
    });
    connect(v, &BoardViewport::editCursorMoved, this, [this](int dFile, int dRank) {
        if (m_editor)
            m_editor->moveCursor(dFile, dRank);
    });
    connect(v, &BoardViewport::editLetterTyped, this, [this](QChar letter) {
        if (m_editor && !m_editor->typeLetter(letter))
            emit message(tr("'%1' is not a piece letter: K Q R B N P for White, k q r b n p for Black.").arg(letter));
    });
    connect(v, &BoardViewport::editClearPressed, this, [this] {
        if (m_editor)
            m_editor->removeAtCursor();
    });
    connect(v, &BoardViewport::editAcceptPressed, this, &EditMode::accept);
    connect(v, &BoardViewport::editCancelPressed, this, &EditMode::cancel);
}

// A click places the picked piece; without a pick it only moves the cursor there.
void EditMode::clickSquare(int square, bool otherColour)
{
    if (!m_editor || !core::isValidSquare(square))
        return;
    m_editor->setCursor(square);
    if (!m_editor->hasPick())
        emit message(tr("Pick a piece on the left first, or type its letter (N = white knight, n = black knight)."));
    m_editor->clickSquare(core::Square(square), otherColour);
}

// A new editor on the shown position; the rest of the window pauses.
void EditMode::enter()
{
    if (m_editor || !m_viewport)
        return;
    createDocks();
    m_editor = new BoardEditor(this);
    m_editor->begin(m_model->position(), m_viewport->isFlipped());
    connectEditor();
    m_viewport->setEditMode(true);
    showEdit(BoardEdit{BoardEdit::Replace});
    m_palette->setEditor(m_editor);
    m_panel->setEditor(m_editor);
    m_paletteDock->show();
    m_panelDock->show();
    setPaused(true);
    m_hint =
        new QLabel(tr("Setting up a position: Ctrl+Return or OK uses it, Esc or Cancel leaves the game as it was."));
    m_window->statusBar()->addWidget(m_hint, 1);
    m_viewport->setFocus();
    emit activeChanged(true);
}

// The board follows every edit, the marks follow the cursor and the validation.
void EditMode::connectEditor()
{
    connect(m_editor, &BoardEditor::positionEdited, this, &EditMode::showEdit);
    connect(m_editor, &BoardEditor::cursorChanged, this, &EditMode::showMarks);
    connect(m_editor, &BoardEditor::validationChanged, this, &EditMode::showMarks);
}

// One edit on the board (animated when it is a single piece).
void EditMode::showEdit(const BoardEdit& edit)
{
    if (m_viewport && m_editor)
        m_viewport->showEditPosition(placementOf(*m_editor), edit);
    showMarks();
}

// The cursor outline and the tinted problem squares.
void EditMode::showMarks()
{
    if (!m_viewport || !m_editor)
        return;
    QList<int> problems;
    for (const core::Square s : m_editor->problemSquares())
        problems.append(int(s));
    m_viewport->setEditMarks(m_editor->cursor(), problems);
}

// Applies the edit; an illegal position stays in the editor with its message.
bool EditMode::accept()
{
    if (!m_editor)
        return false;
    const EditResult result = m_editor->applyTo(*m_model->editing());
    if (!result) {
        emit message(result.error);
        return false;
    }
    leave();
    return true;
}

// Nothing reaches the model.
void EditMode::cancel()
{
    if (m_editor)
        leave();
}

// Back to the game: the board shows the model, the window wakes up.
void EditMode::leave()
{
    if (!m_editor)
        return;
    m_palette->setEditor(nullptr);
    m_panel->setEditor(nullptr);
    m_paletteDock->hide();
    m_panelDock->hide();
    if (m_viewport)
        m_viewport->setEditMode(false);
    delete m_editor;
    m_editor = nullptr;
    delete m_hint;
    m_hint = nullptr;
    setPaused(false);
    if (m_viewport)
        m_viewport->setFocus();
    emit activeChanged(false);
}

// The game's actions, its panels and the analysis rest while editing.
void EditMode::setPaused(bool paused)
{
    m_paused->setEnabled(!paused);
    if (paused) {
        m_disabledDocks.clear();
        for (QDockWidget* dock : m_docks->all()) {
            if (dock == m_paletteDock || dock == m_panelDock || !dock->widget() || !dock->widget()->isEnabled())
                continue;
            dock->widget()->setEnabled(false);
            m_disabledDocks.append(dock->widget());
            // The controls take the place under the board; those docks come back afterwards.
            if (m_window->dockWidgetArea(dock) == Qt::BottomDockWidgetArea && dock->isVisible()) {
                dock->hide();
                m_hiddenDocks.append(dock);
            }
        }
    } else {
        for (const QPointer<QWidget>& w : std::as_const(m_disabledDocks))
            if (w)
                w->setEnabled(true);
        m_disabledDocks.clear();
        for (const QPointer<QDockWidget>& dock : std::as_const(m_hiddenDocks))
            if (dock)
                dock->show();
        m_hiddenDocks.clear();
    }
    QAction* analyse = m_analysis ? m_analysis->analyseAction() : nullptr;
    if (!analyse)
        return;
    if (paused) {
        m_wasAnalysing = analyse->isChecked();
        analyse->setChecked(false);
    } else if (m_wasAnalysing) {
        analyse->setChecked(true);
    }
    analyse->setEnabled(!paused);
}

// The board, the palette's pieces and eraser, then every control of the panel that Tab may
// reach now (shown, enabled; a spin box counts once), in the order they stand.
QList<QWidget*> EditMode::focusRing() const
{
    QList<QWidget*> ring{m_viewport};
    const core::PieceType order[] = {core::King, core::Queen, core::Rook, core::Bishop, core::Knight, core::Pawn};
    for (const core::PieceType type : order)
        for (const core::Color colour : {core::White, core::Black})
            ring << m_palette->button(core::makePiece(colour, type));
    ring << m_palette->button(core::NoPiece);
    ring << m_panel->tabControls();
    ring.removeIf([](const QWidget* w) { return !w || !w->isVisible() || !w->isEnabled(); });
    return ring;
}

bool EditMode::focusNext(bool next)
{
    if (!m_editor || !m_viewport)
        return false;
    const QList<QWidget*> ring = focusRing();
    qsizetype at = 0; // from the board when the focus is nowhere in the ring
    for (qsizetype i = 0; i < ring.size(); ++i)
        if (ring[i]->hasFocus())
            at = i;
    QWidget* target = ring[(at + (next ? 1 : ring.size() - 1)) % ring.size()];
    target->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    // The board's Qt3D window may hold the X input focus: the keys must come to the window again.
    if (target != m_viewport && m_window->windowHandle())
        m_window->windowHandle()->requestActivate();
    return true;
}

// "Continue from here": OK, then analyse the new position.
void EditMode::continueWithAnalysis()
{
    if (!accept() || !m_analysis)
        return;
    if (QAction* analyse = m_analysis->analyseAction())
        analyse->setChecked(true);
}

// "Continue from here": OK, then play the position against the computer with a chosen colour
// (the New Game vs Computer dialog picks engine and level).
void EditMode::continueWithPlay(bool asWhite)
{
    if (!accept() || !m_analysis)
        return;
    analysis::NewGameVsComputerDialog dialog(m_settings, m_window);
    using Choice = analysis::NewGameVsComputerDialog::ColorChoice;
    dialog.setColorChoice(asWhite ? Choice::White : Choice::Black);
    dialog.setFromCurrentPosition(true);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const core::Color human = dialog.humanColor();
    const game::TimeControl control = dialog.timeControl();
    const bool newGame = !dialog.fromCurrentPosition();
    const core::Position start = StartPositionBox::startOf(dialog.startPositionBox()->drawNumber());
    if (newGame && (control.isNone() || !m_analysis->hasClocks()))
        m_model->editing()->newGame(start); // with a clock, the clocks start the new game (one undo step)
    if (m_viewport)
        m_viewport->setFlipped(human == core::Black);
    m_analysis->startClock(control, newGame, start);
    m_analysis->playController()->start(
        human, analysis::EngineCatalog(m_settings).create(dialog.engineChoice(), nullptr), dialog.level());
}

} // namespace kibitz
