// PreferencesWiring: each preference signal goes to the one thing it changes.
#include "preferenceswiring.h"

#include "analysiswiring.h"
#include "boardviewport.h"
#include "dialogs/preferencesdialog.h"
#include "panels/capturedpieces.h"
#include "preferences.h"
#include "soundcues.h"
#include "startup.h"
#include "viewportanimator.h"
#include "viewportinput.h"
#include "viewportturner.h"
#include "windowactions.h"
#include "windowboard.h"

#include "analysis/analysispanel.h"
#include "analysis/enginecatalog.h"
#include "gameengine/playcontroller.h"

#include <QAction>
#include <QBoxLayout>
#include <QMainWindow>

namespace kibitz {

// Sounds and strips exist at once; the board is attached when it is set.
PreferencesWiring::PreferencesWiring(QMainWindow* window, ChessGameModel* model, QSettings* settings,
                                     const WindowActions& actions, SoundPlayer* player, WindowBoard* board,
                                     QBoxLayout* boardColumn, AnalysisWiring* analysis)
    : QObject(window), m_window(window), m_model(model), m_settings(settings), m_prefs(new Preferences(settings, this)),
      m_sounds(new SoundCues(model, this)), m_player(player), m_top(new CapturedPieces(model, core::Black)),
      m_bottom(new CapturedPieces(model, core::White)), m_analysis(analysis)
{
    setObjectName(QStringLiteral("preferencesWiring"));
    m_top->setObjectName(QStringLiteral("capturedTop"));
    m_bottom->setObjectName(QStringLiteral("capturedBottom"));
    m_sounds->setPlayer(player);
    m_sounds->setMuted(!m_prefs->soundEnabled());
    if (player)
        player->setVolume(m_prefs->volume() / 100.0);
    actions.muteSounds->setChecked(!m_prefs->soundEnabled());
    connect(actions.muteSounds, &QAction::toggled, m_prefs, [this](bool muted) { m_prefs->setSoundEnabled(!muted); });
    connect(m_prefs, &Preferences::soundEnabledChanged, this, [this, mute = actions.muteSounds](bool on) {
        m_sounds->setMuted(!on);
        mute->setChecked(!on);
    });
    connect(m_prefs, &Preferences::volumeChanged, this, [this](int percent) {
        if (m_player)
            m_player->setVolume(percent / 100.0);
    });
    connect(actions.preferences, &QAction::triggered, this, &PreferencesWiring::showDialog);
    connect(m_prefs, &Preferences::showCapturedChanged, this, &PreferencesWiring::showStrips);
    connect(m_prefs, &Preferences::defaultEngineChanged, this, &PreferencesWiring::applyEngine);
    boardColumn->insertWidget(0, m_top);
    boardColumn->addWidget(m_bottom);
    showStrips();
    connectAnalysis();
    board->whenViewport(this, [this](BoardViewport* viewport) { connectViewport(viewport); });
}

// Shown when wanted and a game is shown.
void PreferencesWiring::showStrips()
{
    const bool show = m_prefs->showCaptured() && !m_editing;
    m_top->setVisible(show);
    m_bottom->setVisible(show);
}

// The editor's position is no game's: no captures to show.
void PreferencesWiring::setEditing(bool editing)
{
    m_editing = editing;
    showStrips();
}

// Remembered for every dialog opened from now on.
void PreferencesWiring::addPage(std::function<QWidget*()> make, const QString& title)
{
    m_pages.push_back({std::move(make), title});
}

// The built-in pages, then the added ones.
PreferencesDialog* PreferencesWiring::createDialog(QWidget* parent)
{
    auto* dialog = new PreferencesDialog(m_prefs, m_settings, availableLanguages(), parent);
    for (const auto& [make, title] : m_pages)
        dialog->addPage(make(), title);
    return dialog;
}

// Modal; every change has applied already when it closes.
void PreferencesWiring::showDialog()
{
    PreferencesDialog* dialog = createDialog(m_window);
    dialog->exec();
    delete dialog;
}

// Animation, hover hints and the turn follow the preferences; refused moves bump.
void PreferencesWiring::connectViewport(BoardViewport* viewport)
{
    m_viewport = viewport;
    connect(viewport, &BoardViewport::moveRejected, m_sounds, &SoundCues::moveRefused);
    connect(viewport, &BoardViewport::flippedChanged, this, &PreferencesWiring::placeStrips);
    connect(m_prefs, &Preferences::animationMsChanged, this, &PreferencesWiring::applyBoard);
    connect(m_prefs, &Preferences::hoverHintsChanged, this, &PreferencesWiring::applyBoard);
    connect(m_prefs, &Preferences::turnBoardChanged, this, &PreferencesWiring::applyBoard);
    connect(m_prefs, &Preferences::capturedRows3dChanged, this, &PreferencesWiring::applyBoard);
    applyBoard();
    placeStrips();
}

// The computer's games stop the turning; the board then faces the person (set by the analysis
// wiring when the game starts).
void PreferencesWiring::connectAnalysis()
{
    engine::PlayController* play = m_analysis->playController();
    connect(play, &engine::PlayController::activeChanged, this, &PreferencesWiring::applyBoard);
    play->setPersonName(m_prefs->playerName());
    connect(m_prefs, &Preferences::playerNameChanged, play, &engine::PlayController::setPersonName);
}

// The current preferences on the board.
void PreferencesWiring::applyBoard()
{
    if (!m_viewport)
        return;
    m_viewport->animator()->setDuration(m_prefs->animationMs());
    m_viewport->input()->setHoverHints(m_prefs->hoverHints());
    m_viewport->setCapturedRowsVisible(m_prefs->capturedRows3d());
    // A finished game against the computer (resigned, mated, flagged) still faces the person.
    const bool vsComputer = m_analysis && m_analysis->playController()->isVsComputer();
    const bool turn = m_prefs->turnBoard() && !vsComputer;
    if (turn != m_viewport->turner()->isEnabled())
        m_viewport->turner()->setEnabled(turn);
}

// The strip above the board shows the captures of the side at the top.
void PreferencesWiring::placeStrips()
{
    const bool flipped = m_viewport && m_viewport->isFlipped();
    m_top->setSide(flipped ? core::White : core::Black);
    m_bottom->setSide(flipped ? core::Black : core::White);
}

// The default engine becomes the choice of the analysis panel and of new games.
void PreferencesWiring::applyEngine(const QString& key)
{
    const analysis::EngineChoice choice = analysis::EngineCatalog::fromKey(key);
    const analysis::EngineCatalog catalog(m_settings);
    catalog.setPreferred(QStringLiteral("analysis"), choice);
    catalog.setPreferred(QStringLiteral("play"), choice);
    if (m_analysis)
        m_analysis->panel()->setEngineChoice(choice);
}

} // namespace kibitz
