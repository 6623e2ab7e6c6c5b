// EvalGraph: a line series of the evaluator's scores and a marker on the shown ply.
#include "evalgraph.h"

#include "chessgamemodel.h"
#include "gamenavigation.h"
#include "gameengine/gameevaluator.h"
#include "reviewcolours.h"

#include <QChart>
#include <QFontMetrics>
#include <QLineSeries>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QResizeEvent>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace kibitz::analysis {

namespace {
constexpr double PlotLimit = 8.0; // pawns; mates and larger scores are drawn at the edge
// A long game reaches the chart as at most this many points (more than a screen has pixels
// across): Qt Charts lays out and paints every point, which took seconds for 400,000 plies.
constexpr int MaxPoints = 2000;
// Beyond this many points the dots on the line would only blur it.
constexpr int MaxDottedPoints = 400;

// points thinned to at most MaxPoints: of each run of plies, its lowest and its highest score in
// ply order, so every swing of the line stays drawn.
QList<QPointF> thinned(const QList<QPointF>& points)
{
    if (points.size() <= MaxPoints)
        return points;
    QList<QPointF> kept;
    const qsizetype run = (points.size() + MaxPoints / 2 - 1) / (MaxPoints / 2);
    for (qsizetype first = 0; first < points.size(); first += run) {
        const auto begin = points.begin() + first, end = points.begin() + std::min(first + run, points.size());
        const auto [low, high] =
            std::minmax_element(begin, end, [](const QPointF& a, const QPointF& b) { return a.y() < b.y(); });
        kept.push_back(low < high ? *low : *high);
        if (low != high)
            kept.push_back(low < high ? *high : *low);
    }
    return kept;
}
} // namespace

// Chart, axes and series; redrawn on every change of the evaluator's line or scores.
EvalGraph::EvalGraph(engine::GameEvaluator* evaluator, GameNavigation* navigation, QWidget* parent)
    : QChartView(parent), m_evaluator(evaluator), m_model(evaluator->model()), m_navigation(navigation),
      m_series(new QLineSeries), m_marker(new QScatterSeries), m_axisX(new QValueAxis), m_axisY(new QValueAxis)
{
    auto* chart = new QChart;
    chart->legend()->hide();
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(0);
    m_series->setName(tr("Evaluation"));
    m_series->setPen(QPen(evalLineColour(), 2));
    m_marker->setMarkerSize(11);
    m_marker->setColor(positionMarkerColour());
    m_marker->setPen(QPen(QColor(0x20, 0x20, 0x20), 2));
    chart->addSeries(m_series);
    for (const int nag : {6, 2, 4}) {
        auto* marks = new QScatterSeries;
        marks->setMarkerSize(10);
        marks->setColor(markColour(nag));
        marks->setBorderColor(markColour(nag).darker(130));
        chart->addSeries(marks);
        m_marks.push_back(marks);
    }
    chart->addSeries(m_marker);
    m_axisX->setLabelFormat(QStringLiteral("%d"));
    m_axisX->setTitleText(tr("Ply"));
    m_axisY->setRange(-PlotLimit, PlotLimit);
    m_axisY->setTickCount(5);
    m_axisY->setLabelFormat(QStringLiteral("%+.0f"));
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
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

    connect(m_evaluator, &engine::GameEvaluator::lineChanged, this, [this] {
        updateAxis();
        updateSeries();
    });
    connect(m_evaluator, &engine::GameEvaluator::scoreChanged, this, &EvalGraph::updateSeries);
    connect(m_model, &ChessGameModel::cursorChanged, this, &EvalGraph::updateCursorMarker);
    connect(m_model, &ChessGameModel::nodeChanged, this, &EvalGraph::updateMarks);
    updateAxis();
    updateSeries();
}

// Navigation through the model (never an edit).
bool EvalGraph::jumpTo(int ply)
{
    const game::NodeId node = m_evaluator->nodeAt(ply);
    return node != game::NoNode && m_navigation->goTo(node);
}

// Click: the nearest ply under the mouse.
void EvalGraph::mousePressEvent(QMouseEvent* event)
{
    const int plies = m_evaluator->plyCount();
    if (event->button() == Qt::LeftButton && plies > 0) {
        const QPointF value = chart()->mapToValue(event->position(), m_series);
        jumpTo(int(std::lround(std::clamp(value.x(), 0.0, double(plies - 1)))));
        event->accept();
        return;
    }
    QChartView::mousePressEvent(event);
}

// Evaluation is lazy: it runs while the graph is shown.
void EvalGraph::showEvent(QShowEvent* event)
{
    QChartView::showEvent(event);
    if (m_evaluator)
        m_evaluator->setRunning(true);
}

// A hidden graph (closed dock) stops evaluating; a minimised window is still visible.
void EvalGraph::hideEvent(QHideEvent* event)
{
    QChartView::hideEvent(event);
    if (m_evaluator && !isVisible())
        m_evaluator->setRunning(false);
}

// The ply labels follow the graph's width.
void EvalGraph::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    updateAxis();
}

// Ticks every 2, 4, 10, 20, 40, 100 ... plies so that at most eight labels stand on the axis, and
// no more than its width holds whole (each label "888" wide with as much room again: else Qt
// Charts shortens every label to "..."), however long the game (a label per 400 plies of a
// 400,000-ply game took Qt Charts seconds to lay out).
void EvalGraph::updateAxis()
{
    const int last = std::max(1, m_evaluator->plyCount() - 1);
    const int labelRoom = 2 * QFontMetrics(m_axisX->labelsFont()).horizontalAdvance(QStringLiteral("888"));
    const int fit = std::clamp((width() - labelRoom) / labelRoom, 2, 8);
    int interval = 1;
    for (int scale = 1; last / interval > fit; scale *= 10)
        for (const int step : {2, 4, 10})
            if (last / interval > fit)
                interval = step * scale;
    m_axisX->setTickType(QValueAxis::TicksDynamic);
    m_axisX->setTickAnchor(0);
    m_axisX->setTickInterval(interval);
    m_axisX->setRange(0, last);
}

// One point per evaluated ply (thinned for a long game).
void EvalGraph::updateSeries()
{
    QList<QPointF> points;
    for (int ply = 0; ply < m_evaluator->plyCount(); ++ply) {
        engine::EngineScore s;
        if (m_evaluator->scoreAt(ply, &s))
            points.push_back(QPointF(ply, plotValue(s)));
    }
    m_series->setPointsVisible(points.size() <= MaxDottedPoints);
    m_series->replace(thinned(points));
    updateMarks();
    updateCursorMarker();
}

// The marked moves of the main line that have a score, by mark.
void EvalGraph::updateMarks()
{
    QList<QPointF> points[3];
    for (int ply = 1; ply < m_evaluator->plyCount(); ++ply) {
        const int mark = reviewMark(m_model->tree().node(m_evaluator->nodeAt(ply)).nags());
        engine::EngineScore s;
        if (mark != 0 && m_evaluator->scoreAt(ply, &s))
            points[mark == 6 ? 0 : mark == 2 ? 1 : 2].push_back(QPointF(ply, plotValue(s)));
    }
    for (int i = 0; i < 3; ++i)
        m_marks[i]->replace(points[i]);
}

// A dot on the shown ply when the cursor is on the main line and that ply has a score.
void EvalGraph::updateCursorMarker()
{
    QList<QPointF> points;
    const game::NodeId cursor = m_model->cursor();
    if (m_model->tree().contains(cursor) && m_model->tree().isMainLine(cursor)) {
        const int ply = m_model->tree().node(cursor).ply;
        engine::EngineScore s;
        if (m_evaluator->scoreAt(ply, &s))
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
