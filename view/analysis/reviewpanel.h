// The game review's panel: while a review runs, "Reviewing move N of M" with a progress bar and
// Cancel; then the summary per side (inaccuracies, mistakes, blunders, average centipawn loss,
// accuracy) of the game's main line, rebuilt from the game whenever it changes (marks from the
// NAGs, figures from the [%eval]s), and the filter "show only the mistakes of" a side with
// Previous/Next (keys [ and ], which no typed move uses).
#pragma once

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLayout;
class QProgressBar;
class QPushButton;
class QToolButton;

namespace kibitz {
class ChessGameModel;
class GameNavigation;
}

namespace kibitz::analysis {

class ReviewPanel : public QWidget {
    Q_OBJECT
public:
    // model and navigation (its part that jumps to a reviewed move) are not owned and must
    // outlive the panel.
    ReviewPanel(ChessGameModel* model, GameNavigation* navigation, QWidget* parent = nullptr);

    // The side whose marked moves Previous/Next visit (empty: both).
    std::optional<int> filterSide() const;
    void setFilterSide(std::optional<int> color);
    // The summary's text for one figure of a side (tests and screen readers): row 0..4, color 0/1.
    QString summaryText(int row, int color) const;

public slots:
    // A review started (running) or ended.
    void setRunning(bool running);
    // done positions of total are scored.
    void setProgress(int done, int total);
    // Goes to the next / previous marked move of the filtered side (false when there is none).
    bool nextMark();
    bool previousMark();

signals:
    void cancelRequested();

private:
    // The panel's three rows, built once by the constructor.
    QLayout* buildProgressRow();
    QLayout* buildSummaryGrid();
    QLayout* buildFilterRow();
    void updateSummary();
    bool jumpToMark(bool forward);

    ChessGameModel* m_model;
    GameNavigation* m_navigation;
    QLabel* m_progressText;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QLabel* m_cells[5][2];
    QComboBox* m_filter;
    QToolButton* m_previous;
    QToolButton* m_next;
};

} // namespace kibitz::analysis
