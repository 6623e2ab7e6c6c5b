// The evaluation of the main line per ply as a Qt Charts graph. Scores come from a background
// built-in engine at a small node budget (only while the graph is visible), replaced by deeper
// scores from the analysis panel when they arrive. Clicking the graph jumps to that ply.
#pragma once

#include "engine/enginetypes.h"
#include "game/gametree.h"

#include <QChartView>
#include <QHash>
#include <QPointer>

#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace kibitz {
class ChessGameModel;
}
namespace kibitz::engine {
class Engine;
}

namespace kibitz::analysis {

class EvalGraph : public QChartView {
    Q_OBJECT
public:
    explicit EvalGraph(ChessGameModel* model, QWidget* parent = nullptr);
    ~EvalGraph() override;

    // Nodes searched per position by the background engine (default 20000).
    void setNodeBudget(quint64 nodes) { m_nodeBudget = nodes; }
    // Evaluates even while hidden (tests, offscreen grabs).
    void setAlwaysEvaluate(bool on);
    // The White-side score known for ply (valid false when not evaluated yet).
    bool scoreAt(int ply, engine::EngineScore* white) const;
    int plyCount() const { return int(m_line.size()); }
    // True when every ply of the main line has a score.
    bool isComplete() const;
    // The node shown at ply of the main line.
    game::NodeId nodeAt(int ply) const;
    // Jumps the board to ply (what a click does).
    bool jumpTo(int ply);
    // Ends the background engine.
    void shutdown();

public slots:
    // A deeper score of the shown position (from the analysis panel), White's side.
    void setShownPositionScore(const kibitz::engine::EngineScore& white, bool valid);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void rebuildLine();
    void evaluateNext();
    void onBestMove();
    void updateSeries();
    void updateCursorMarker();
    static double plotValue(const engine::EngineScore& white);

    ChessGameModel* m_model;
    QPointer<engine::Engine> m_engine;
    QLineSeries* m_series;
    QScatterSeries* m_marker;
    QValueAxis* m_axisX;
    QValueAxis* m_axisY;
    std::vector<game::NodeId> m_line;            // main line, root first
    QHash<quint64, engine::EngineScore> m_scores; // by position key, White's side
    QHash<quint64, bool> m_analysed;             // keys whose score came from the analysis panel
    quint64 m_pendingKey = 0;
    bool m_pending = false;
    engine::EngineScore m_lastScore;
    bool m_hasLastScore = false;
    quint64 m_nodeBudget = 20000;
    bool m_alwaysEvaluate = false;
};

} // namespace kibitz::analysis
