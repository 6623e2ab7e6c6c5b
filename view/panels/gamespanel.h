// GamesPanel: the games of a database in a sortable table (over GameListModel) with a quick filter
// (player or event, years, result, ECO), the Filter… dialog for the other fields (players, site,
// ratings, dates, plies), a Clear button and the count "N of M games", the Player… report, the
// scan's progress (games indexed, games per second,
// Cancel) and the broken games' count. Double-click or Enter asks to open a game.
#pragma once

#include "database/gamefilter.h"
#include "database/positionsearch.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;
class QToolButton;

namespace kibitz {

class GameListModel;

class GamesPanel : public QWidget {
    Q_OBJECT
public:
    explicit GamesPanel(GameListModel* model, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    // What "This Position" looks for: the same position, pawn structure or material.
    database::SearchMode searchMode() const;
    void setSearchMode(database::SearchMode mode);
    // The Filter… dialog's fields (applied with the quick bar's).
    const database::GameFilter& moreFilter() const { return m_more; }
    void setMoreFilter(const database::GameFilter& filter);

public slots:
    // Opens the Filter… dialog (window-modal; its Filter button applies it).
    void editFilter();
    // Empties every filter field: all games again.
    void clearFilter();
    // Opens the player's page for the current row's White (or the name typed there).
    void showPlayerReport();

public slots:
    // Shows the scan's progress: bytes done of total, games indexed and their rate.
    void showProgress(qint64 done, qint64 total, qint64 games, double gamesPerSecond);
    // The scan ended: hides the progress and shows the count of games and broken games.
    void showFinished(bool cancelled);
    // A line under the table ("The file changed on disk…").
    void showNote(const QString& text);
    // Back to the scan's summary (games indexed, broken games) under the table.
    void showSummary();
    // The table shows a search's games (All Games is offered) or all games.
    void showSearchActive(bool active);

signals:
    // The person chose a game (its 1-based number in the file); ply is where a position search
    // found it (-1: no search), so that the game opens there.
    void gameActivated(int number, int ply);
    void cancelRequested();
    // "This Position": the person wants the games that reach the position on the board (or its
    // pawn structure or material: searchMode()).
    void findPositionRequested();
    // "All Games": back from a search's games to all of them.
    void showAllRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void describeControls();
    void setUpTable();
    void layOut();
    void connectControls();
    void applyFilter();
    void activateRow(int row);
    void updateCount();
    void updateFilterButtons();

    GameListModel* m_model;
    QTableView* m_table;
    QLineEdit* m_text;
    QSpinBox* m_fromYear;
    QSpinBox* m_toYear;
    QComboBox* m_result;
    QLineEdit* m_eco;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QLabel* m_status;
    QLabel* m_count; // games shown of all (or of the search's), beside the filters
    QString m_summary; // the scan's summary, shown again after a search or note
    QString m_summaryToolTip;
    QPushButton* m_find;
    QPushButton* m_all;
    QComboBox* m_mode;
    QToolButton* m_clearYears; // both years back to "any"
    QPushButton* m_moreButton; // Filter…
    QPushButton* m_clearFilter;
    QPushButton* m_playerButton;
    database::GameFilter m_more;
};

} // namespace kibitz
