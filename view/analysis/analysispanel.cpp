// AnalysisPanel: the engine's lines for the position on the board.
#include "analysispanel.h"

#include "analysislinesmodel.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "engine/engineposition.h"
#include "scoreformat.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeView>

namespace kibitz::analysis {

namespace {
const QString SettingsGroup = QStringLiteral("analysis");
}

// Builds the widgets, follows the model, and creates the preferred engine (started lazily).
AnalysisPanel::AnalysisPanel(ChessGameModel* model, GameEditing* editing, QSettings* settings, QWidget* parent)
    : QWidget(parent), m_model(model), m_editing(editing), m_settings(settings), m_catalog(settings),
      m_controller(new engine::AnalysisController(this)), m_lines(new AnalysisLinesModel(this))
{
    buildUi();
    connect(m_controller, &engine::AnalysisController::linesChanged, this, &AnalysisPanel::onLinesChanged);
    connect(m_controller, &engine::AnalysisController::activeChanged, this, [this](bool on) {
        m_startButton->setChecked(on);
        m_startButton->setText(on ? tr("Stop") : tr("Analyse"));
        if (!on) {
            m_busy->setVisible(false);
            emit evaluationChanged({}, false);
        }
        updateProgress(); // e.g. no "Thinking…" once a failed engine ended the analysis
        emit analysingChanged(on);
    });
    connect(m_model, &ChessGameModel::positionChanged, this, &AnalysisPanel::followBoard);
    connect(m_model, &ChessGameModel::gameReset, this, &AnalysisPanel::followBoard);
    connect(m_view, &QTreeView::clicked, this, [this](const QModelIndex& index) { playLine(index.row()); });
    m_multiPvBox->setValue(std::clamp(m_settings->value(SettingsGroup + QLatin1String("/multipv"), 1).toInt(), 1, 5));
    m_controller->setMultiPv(m_multiPvBox->value());
    fillEngineBox();
    setEngineChoice(m_catalog.preferred(SettingsGroup));
    followBoard();
}

// Engines end with the panel.
AnalysisPanel::~AnalysisPanel() { shutdown(); }

// Swaps engines: the old one is shut down (its process ended) and deleted later.
void AnalysisPanel::setEngine(engine::Engine* engine)
{
    if (engine == m_engine)
        return;
    engine::Engine* old = m_engine;
    m_engine = engine;
    if (engine) {
        engine->setParent(this);
        connect(engine, &engine::Engine::errorOccurred, this, &AnalysisPanel::showError);
        connect(engine, &engine::Engine::stateChanged, this, &AnalysisPanel::onEngineState);
    }
    m_controller->setEngine(engine);
    m_errorFrame->setVisible(false);
    m_errorLabel->clear();
    if (old) {
        old->disconnect(this);
        old->shutdown();
        old->deleteLater();
    }
}

// True while the controller keeps the engine analysing.
bool AnalysisPanel::isAnalysing() const { return m_controller->isActive(); }

// Lines per position.
int AnalysisPanel::multiPv() const { return m_controller->multiPv(); }

// The error message shown, if any.
QString AnalysisPanel::errorText() const { return m_errorFrame->isHidden() ? QString() : m_errorLabel->text(); }

// The progress line's text.
QString AnalysisPanel::progressText() const { return m_progress->text(); }

// Starts or stops analysing the board's position.
void AnalysisPanel::setAnalysing(bool on)
{
    if (on)
        followBoard();
    m_controller->setActive(on);
    updateProgress();
}

// New MultiPV count (1-5): the position is analysed again.
void AnalysisPanel::setMultiPv(int lines)
{
    lines = std::clamp(lines, 1, 5);
    if (m_multiPvBox->value() != lines)
        m_multiPvBox->setValue(lines); // comes back here through valueChanged
    if (m_controller->multiPv() == lines)
        return;
    m_controller->setMultiPv(lines);
    m_settings->setValue(SettingsGroup + QLatin1String("/multipv"), lines);
    emit multiPvChanged(lines);
}

// The first move of a line, played on the board through the model (undoable).
bool AnalysisPanel::playLine(int row)
{
    if (row < 0 || row >= m_lines->rowCount() || m_lines->line(row).pvSan.isEmpty())
        return false;
    const EditResult result = m_editing->makeMoveSan(m_lines->line(row).pvSan.first());
    if (!result)
        emit moveRefused(result.error);
    return bool(result);
}

// Hides the error and tries again: the engine restarts with the next request.
void AnalysisPanel::restartEngine()
{
    m_errorFrame->setVisible(false);
    m_errorLabel->clear();
    if (!m_engine)
        return;
    m_controller->setActive(false);
    m_engine->start();
    setAnalysing(true);
}

// Stops and ends the engine; nothing keeps running after this.
void AnalysisPanel::shutdown()
{
    m_controller->setActive(false);
    if (m_engine)
        m_engine->shutdown();
}

// The controller always knows the shown position (it only searches when active).
void AnalysisPanel::followBoard()
{
    const engine::EnginePosition p = engine::enginePosition(m_model->tree(), m_model->cursor());
    m_controller->setPosition(p.fen, p.moves);
    updateProgress();
}

// New lines: table, progress line and the evaluation signal.
void AnalysisPanel::onLinesChanged()
{
    const core::Position& pos = m_model->position();
    m_lines->setLines(m_controller->lines(), pos.sideToMove(), pos.fullmoveNumber());
    updateProgress();
    const QList<engine::EngineInfo>& lines = m_controller->lines();
    if (!lines.isEmpty() && lines.first().hasScore)
        emit evaluationChanged(lines.first().score.forWhite(pos.sideToMove()), true);
}

// The busy indicator runs while the engine searches; a failure shows the error box.
void AnalysisPanel::onEngineState(engine::Engine::State state)
{
    m_busy->setVisible(state == engine::Engine::State::Searching || state == engine::Engine::State::Starting);
    if (state == engine::Engine::State::Failed && m_errorLabel->text().isEmpty())
        showError(tr("The engine stopped working."));
}

// Shows message with the restart button.
void AnalysisPanel::showError(const QString& message)
{
    m_errorLabel->setText(message);
    m_errorFrame->setVisible(true);
    m_busy->setVisible(false);
    fitErrorLabel();
}

// Dock layouts ignore height-for-width: the wrapped message's height is made a minimum instead,
// so that every line of it is shown at the label's width.
void AnalysisPanel::fitErrorLabel()
{
    const int needed = m_errorLabel->heightForWidth(m_errorLabel->width());
    if (needed > 0 && m_errorLabel->minimumHeight() != needed)
        m_errorLabel->setMinimumHeight(needed);
}

// The error label was resized (its width decides how many lines the message needs).
bool AnalysisPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_errorLabel && event->type() == QEvent::Resize)
        fitErrorLabel();
    return QWidget::eventFilter(watched, event);
}

// "Depth 12/18 · 1.23M nodes · 812k nodes/s" from the deepest line.
void AnalysisPanel::updateProgress()
{
    const QList<engine::EngineInfo>& lines = m_controller->lines();
    if (lines.isEmpty()) {
        const bool over = m_model->statuses()->statusAt(m_model->cursor()).isOver();
        m_progress->setText(!m_controller->isActive() ? QString()
                                : over                ? tr("The game is over in this position.")
                                                      : tr("Thinking…"));
        return;
    }
    const engine::EngineInfo& best = lines.first();
    quint64 nodes = 0, nps = 0;
    for (const engine::EngineInfo& info : lines) {
        nodes = std::max(nodes, info.nodes);
        nps = std::max(nps, info.nps);
    }
    m_progress->setText(
        tr("Depth %1 · %2 nodes · %3 nodes/s").arg(best.depth).arg(formatCount(nodes), formatCount(nps)));
}

} // namespace kibitz::analysis
