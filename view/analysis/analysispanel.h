// The analysis dock's contents: engine choice, start/stop, MultiPV 1-5, the lines (score from
// White's side, depth, SAN) and the search progress; clicking a line plays its first move.
// Follows the board through AnalysisController's debounce.
#pragma once

#include "enginecatalog.h"
#include "engine/analysiscontroller.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QSettings;
class QPushButton;
class QSpinBox;
class QToolButton;
class QTreeView;
class QFrame;
class QLayout;

namespace kibitz {
class ChessGameModel;
class GameEditing;
}

namespace kibitz::analysis {

class AnalysisLinesModel;
class EngineOptionsDialog;

class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    // settings (not owned): the window's, where the engine choice and MultiPV are kept; editing
    // plays a line's first move.
    AnalysisPanel(ChessGameModel* model, GameEditing* editing, QSettings* settings, QWidget* parent = nullptr);
    ~AnalysisPanel() override;

    // Uses engine (the panel takes ownership; the previous engine is shut down and deleted).
    void setEngine(engine::Engine* engine);
    // Switches to the engine of choice (shown in the engine box, remembered for next time).
    void setEngineChoice(const EngineChoice& choice);
    engine::Engine* engine() const { return m_engine; }
    engine::AnalysisController* controller() const { return m_controller; }
    AnalysisLinesModel* linesModel() const { return m_lines; }
    QTreeView* linesView() const { return m_view; }
    bool isAnalysing() const;
    int multiPv() const;
    // The error text shown (empty when none).
    QString errorText() const;
    // The progress text ("Depth 12 · 1.2M nodes · 800k nodes/s").
    QString progressText() const;

public slots:
    void setAnalysing(bool on);
    void setMultiPv(int lines);
    // Plays the first move of line row (an undoable model edit); false when it cannot.
    bool playLine(int row);
    // Restarts a failed engine and the analysis.
    void restartEngine();
    // Stops analysing and ends the engine (process included).
    void shutdown();
    // Opens the options dialog of the selected engine (window-modal; one at a time).
    EngineOptionsDialog* showEngineOptions();

signals:
    void analysingChanged(bool on);
    void multiPvChanged(int lines);
    // The best line's score from White's side; valid false when there is none (stopped).
    void evaluationChanged(const kibitz::engine::EngineScore& white, bool valid);
    // A line could not be played (translated reason).
    void moveRefused(const QString& reason);
    // The options dialog sent changed values (name → UCI text) to the engine with identity id
    // (EngineChoice::key()); other engines of that program should take them too.
    void engineOptionsApplied(const QString& id, const QMap<QString, QString>& changed);

private:
    void buildUi();
    void buildLinesView();
    QLayout* buildStatusArea();
    void fillEngineBox();
    void onEngineActivated(int index);
    bool chooseOtherEngine();
    void followBoard();
    void onLinesChanged();
    void onEngineState(engine::Engine::State state);
    void showError(const QString& message);
    void fitErrorLabel();
    bool eventFilter(QObject* watched, QEvent* event) override;
    void updateProgress();

    ChessGameModel* m_model;
    GameEditing* m_editing;
    QSettings* m_settings;
    EngineCatalog m_catalog;
    engine::AnalysisController* m_controller;
    QPointer<engine::Engine> m_engine;
    AnalysisLinesModel* m_lines;
    EngineChoice m_choice;
    QComboBox* m_engineBox = nullptr;
    QToolButton* m_startButton = nullptr;
    QToolButton* m_optionsButton = nullptr;
    QPointer<EngineOptionsDialog> m_optionsDialog;
    QSpinBox* m_multiPvBox = nullptr;
    QProgressBar* m_busy = nullptr;
    QLabel* m_progress = nullptr;
    QFrame* m_errorFrame = nullptr;
    QLabel* m_errorLabel = nullptr;
    QPushButton* m_restartButton = nullptr;
    QTreeView* m_view = nullptr;
};

} // namespace kibitz::analysis
