// The evaluation of the main line per ply as a Qt Charts graph. It draws what a GameEvaluator
// (model/engine) gives it and runs that evaluator only while the graph is shown. Clicking the
// graph jumps to that ply. Moves marked ?!, ? or ?? (the game review's NAGs) are dots of
// their mark's colour.
#pragma once

#include "engine/enginetypes.h"
#include "gameengine/gameevaluator.h"

#include <QChartView>
#include <QPointer>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace kibitz {
class ChessGameModel;
class GameNavigation;
}

namespace kibitz::analysis {

class EvalGraph : public QChartView {
    Q_OBJECT
public:
    // evaluator is not owned (the graph copes with it ending first, as in a window's teardown);
    // navigation moves its model's cursor on a click.
    EvalGraph(engine::GameEvaluator* evaluator, GameNavigation* navigation, QWidget* parent = nullptr);

    engine::GameEvaluator* evaluator() const { return m_evaluator; }
    // Jumps the board to ply (what a click does); false when ply is not on the main line.
    bool jumpTo(int ply);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateAxis();
    void updateSeries();
    void updateCursorMarker();
    void updateMarks();
    static double plotValue(const engine::EngineScore& white);

    QPointer<engine::GameEvaluator> m_evaluator; // may end first when the window is torn down
    ChessGameModel* m_model;
    GameNavigation* m_navigation;
    QLineSeries* m_series;
    QScatterSeries* m_marker;
    QList<QScatterSeries*> m_marks; // the review's ?!, ? and ?? moves, one colour each
    QValueAxis* m_axisX;
    QValueAxis* m_axisY;
};

} // namespace kibitz::analysis
