// EvalGraph: one position at a time is evaluated, in main-line order, cached by position key.
#include "evalgraph.h"

#include "chessgamemodel.h"
#include "engine/builtinengine.h"
#include "engine/engineposition.h"
#include "scoreformat.h"

#include <QChart>
#include <QFontMetrics>
#include <QLineSeries>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace kibitz::analysis {

namespace {
constexpr double PlotLimit = 8.0; // pawns; mates and larger scores are drawn at the edge
}

// Chart, axes and series; a built-in engine for the background evaluation.
EvalGraph::EvalGraph(ChessGameModel* model, QWidget* parent)
    : QChartView(parent)
    , m_model(model)
    , m_engine(new engine::BuiltinEngine(this))
    , m_series(new QLineSeries)
    , m_marker(new QScatterSeries)
    , m_axisX(new QValueAxis)
    , m_axisY(new QValueAxis)
{
    auto* chart = new QChart;
    chart->legend()->hide();
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(0);
    m_series->setName(tr("Evaluation"));
    m_series->setPen(QPen(QColor(0x2a, 0x6f, 0xb0), 2));
    m_series->setPointsVisible(true);
    m_marker->setMarkerSize(9);
    m_marker->setColor(QColor(0xd0, 0x50, 0x30));
    chart->addSeries(m_series);
    chart->addSeries(m_marker);
    m_axisX->setLabelFormat(QStringLiteral("%d"));
    m_axisX->setTitleText(tr("Ply"));
    m_axisY->setRange(-PlotLimit, PlotLimit);
    m_axisY->setTickCount(5);
    m_axisY->setLabelFormat(QStringLiteral("%+.0f"));
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);
    for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(m_series), static_cast<QAbstractSeries*>(m_marker)}) {
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
    }
    // QChartView made a default chart of its own and only hands it back: delete it.
    QChart* defaultChart = this->chart();
    setChart(chart);
    delete defaultChart;
    setRenderHint(QPainter::Antialiasing);
    setToolTip(tr("Evaluation of the main line (White's point of view); click to jump to a move"));
    // Below a certain size Qt Charts cuts every label and the axis title to "...", and a restored
    // layout may give the graph exactly its minimum: the five Y labels, the X labels, the title
    // and the chart's own spacing take about 9.5 label heights (measured); 10 leaves a margin.
    const QFontMetrics labels(m_axisY->labelsFont());
    const QFontMetrics title(m_axisX->titleFont());
    setMinimumSize(5 * labels.horizontalAdvance(QStringLiteral("+88")), 10 * std::max(labels.height(), title.height()));

    // 1 MB holds 65,536 entries, over three times a 20,000-node search; a bigger table only
    // costs resident memory, as each search scatters its writes over every page.
    m_engine->setOption(QStringLiteral("Hash"), 1);
    connect(m_engine, &engine::Engine::infoReceived, this, [this](const engine::EngineInfo& info) {
        if (info.hasScore && info.multiPv == 1) {
            m_lastScore = info.score;
            m_hasLastScore = true;
        }
    });
    connect(m_engine, &engine::Engine::bestMoveReceived, this, &EvalGraph::onBestMove);
    connect(m_model, &ChessGameModel::historyChanged, this, &EvalGraph::rebuildLine);
    connect(m_model, &ChessGameModel::gameReset, this, &EvalGraph::rebuildLine);
    connect(m_model, &ChessGameModel::cursorChanged, this, &EvalGraph::updateCursorMarker);
    rebuildLine();
}

// The engine's thread ends with the graph.
EvalGraph::~EvalGraph()
{
    shutdown();
}

// Evaluates in the background even when not shown.
void EvalGraph::setAlwaysEvaluate(bool on)
{
    m_alwaysEvaluate = on;
    evaluateNext();
}

// Score of ply when known.
bool EvalGraph::scoreAt(int ply, engine::EngineScore* white) const
{
    if (ply < 0 || ply >= int(m_line.size()))
        return false;
    const auto it = m_scores.constFind(m_model->tree().node(m_line[ply]).position.key());
    if (it == m_scores.cend())
        return false;
    if (white)
        *white = *it;
    return true;
}

// True when nothing is left to evaluate.
bool EvalGraph::isComplete() const
{
    for (int ply = 0; ply < int(m_line.size()); ++ply)
        if (!scoreAt(ply, nullptr))
            return false;
    return true;
}

// Node at ply of the main line, NoNode when out of range.
game::NodeId EvalGraph::nodeAt(int ply) const
{
    return ply >= 0 && ply < int(m_line.size()) ? m_line[ply] : game::NoNode;
}

// Navigation through the model (never an edit).
bool EvalGraph::jumpTo(int ply)
{
    const game::NodeId node = nodeAt(ply);
    return node != game::NoNode && m_model->goTo(node);
}

// Stops the background engine for good.
void EvalGraph::shutdown()
{
    m_pending = false;
    if (m_engine)
        m_engine->shutdown();
}

// The analysis panel's score replaces the quick one for the shown position when it is on the main line.
void EvalGraph::setShownPositionScore(const engine::EngineScore& white, bool valid)
{
    if (!valid)
        return;
    const quint64 key = m_model->position().key();
    m_scores.insert(key, white);
    m_analysed.insert(key, true);
    updateSeries();
}

// Click: the nearest ply under the mouse.
void EvalGraph::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && !m_line.empty()) {
        const QPointF value = chart()->mapToValue(event->position(), m_series);
        jumpTo(int(std::lround(std::clamp(value.x(), 0.0, double(m_line.size() - 1)))));
        event->accept();
        return;
    }
    QChartView::mousePressEvent(event);
}

// Evaluation is lazy: it starts when the graph is first shown.
void EvalGraph::showEvent(QShowEvent* event)
{
    QChartView::showEvent(event);
    evaluateNext();
}

// Main line nodes from the root; finished positions get their score without an engine.
void EvalGraph::rebuildLine()
{
    m_line.clear();
    const game::GameTree& tree = m_model->tree();
    for (game::NodeId id = game::RootNode; id != game::NoNode; id = tree.mainChild(id))
        m_line.push_back(id);
    for (const game::NodeId id : m_line) {
        const core::GameStatus status = m_model->statusAt(id);
        if (!status.isOver())
            continue;
        engine::EngineScore s;
        if (status.state == core::GameState::Checkmate) {
            s.isMate = true;
            s.value = status.winner == core::White ? 1 : -1;
        }
        m_scores.insert(tree.node(id).position.key(), s);
    }
    // Ticks every 2, 4, 10, 20 ... plies so that about eight labels fit.
    const int last = std::max<int>(1, int(m_line.size()) - 1);
    int interval = 1;
    for (const int step : {2, 4, 10, 20, 40, 100})
        if (last / interval > 8)
            interval = step;
    m_axisX->setTickType(QValueAxis::TicksDynamic);
    m_axisX->setTickAnchor(0);
    m_axisX->setTickInterval(interval);
    m_axisX->setRange(0, last);
    updateSeries();
    updateCursorMarker();
    evaluateNext();
}

// Starts the engine on the first main-line position without a score.
void EvalGraph::evaluateNext()
{
    if (m_pending || !m_engine || (!isVisible() && !m_alwaysEvaluate))
        return;
    for (int ply = 0; ply < int(m_line.size()); ++ply) {
        if (scoreAt(ply, nullptr))
            continue;
        const engine::EnginePosition p = engine::enginePosition(*m_model, m_line[ply]);
        m_pendingKey = m_model->tree().node(m_line[ply]).position.key();
        m_pending = true;
        m_hasLastScore = false;
        if (!m_engine->analyse(p.fen, p.moves, engine::EngineLimits::ofNodes(m_nodeBudget)))
            m_pending = false;
        return;
    }
}

// The search ended: store its score (turned to White's side) and go on.
void EvalGraph::onBestMove()
{
    if (!m_pending)
        return;
    m_pending = false;
    if (m_hasLastScore && !m_analysed.contains(m_pendingKey)) {
        const core::Color side = m_engine->currentRequest().root.sideToMove();
        m_scores.insert(m_pendingKey, m_lastScore.forWhite(side));
        updateSeries();
    }
    evaluateNext();
}

// One point per evaluated ply.
void EvalGraph::updateSeries()
{
    QList<QPointF> points;
    for (int ply = 0; ply < int(m_line.size()); ++ply) {
        engine::EngineScore s;
        if (scoreAt(ply, &s))
            points.push_back(QPointF(ply, plotValue(s)));
    }
    m_series->replace(points);
    updateCursorMarker();
}

// A dot on the shown ply when the cursor is on the main line and that ply has a score.
void EvalGraph::updateCursorMarker()
{
    QList<QPointF> points;
    const game::NodeId cursor = m_model->cursor();
    if (m_model->tree().contains(cursor) && m_model->tree().isMainLine(cursor)) {
        const int ply = m_model->tree().node(cursor).ply;
        engine::EngineScore s;
        if (scoreAt(ply, &s))
            points.push_back(QPointF(ply, plotValue(s)));
    }
    m_marker->replace(points);
}

// Pawns, clamped to the plot; mates at the edge.
double EvalGraph::plotValue(const engine::EngineScore& white)
{
    if (white.isMate)
        return white.value >= 0 ? PlotLimit : -PlotLimit;
    return std::clamp(white.value / 100.0, -PlotLimit, PlotLimit);
}

} // namespace kibitz::analysis
