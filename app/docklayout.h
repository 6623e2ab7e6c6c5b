// The window's docks, held in one place, and their built-in arrangement (issue 26.4): the board
// gets most of the window.
#pragma once

#include <QHash>
#include <QList>
#include <QPointer>
#include <Qt>

#include <functional>
#include <memory>
#include <utility>

class QDockWidget;
class QMainWindow;
class QString;
class QWidget;

namespace kibitz {

// Every dock of the window is made here, so that what concerns them all (the board editor pausing
// them, a dock taking room from its column) has them as a list instead of looking them up in the
// window. The object name is only for QMainWindow::saveState()/restoreState().
//
// Ownership: the window owns the docks; this list (the window's member) does not.
class WindowDocks {
public:
    explicit WindowDocks(QMainWindow* window) : m_window(window) { }

    QMainWindow* window() const { return m_window; }
    // A new dock of the window in area showing panel (null: set later), named for saveState().
    QDockWidget* add(QWidget* panel, const QString& title, const QString& name, Qt::DockWidgetArea area);
    // How work waits for the window's first frame (MainWindow::afterFirstFrame); unset: it runs now.
    void setLater(std::function<void(std::function<void()>)> later) { m_later = std::move(later); }
    // A dock as add() makes it, empty until make() builds its panel: when the dock first comes in
    // front (shown, its tab chosen, a restored layout showing it), when build() asks, or else
    // once the window's first frame is up (setLater), whichever is first. Start-up builds only
    // the panels the first paint shows.
    QDockWidget* addLater(std::function<QWidget*()> make, const QString& title, const QString& name,
                          Qt::DockWidgetArea area);
    // Builds the panel of a dock made by addLater() now if it still waits (a part that needs it).
    void build(QDockWidget* dock);
    // The docks, in the order they were made.
    QList<QDockWidget*> all() const;
    // Makes dock (and its tab group) extra pixels taller, taken from the docks of the same column
    // in front of a group, each down to its minimum; a vertical splitter drag done for the person.
    void grow(QDockWidget* dock, int extra) const;
    // Like grow(), for a dock shown apart from beside's group (the two Games panels): the other
    // groups of the column give down to their minimum before beside does, and dock grows at most to
    // half of the room the two have then; beside keeps its height or grows to that half.
    void share(QDockWidget* dock, QDockWidget* beside, int extra) const;
    // Shows dock in front; when it is a tab of apart's group (one would hide the other; apart may
    // be null), it is first moved to the front of the column's tallest other group, else to a row
    // of its own at the end of apart's column: both are seen.
    void showApart(QDockWidget* dock, QDockWidget* apart) const;

private:
    struct Pending;
    QDockWidget* frontOf(QDockWidget* dock) const;
    QList<std::pair<QDockWidget*, int>> columnBeside(QDockWidget* dock, QDockWidget* skipped) const;
    QMainWindow* m_window;
    QList<QPointer<QDockWidget>> m_docks;
    std::function<void(std::function<void()>)> m_later;
    QHash<QDockWidget*, std::shared_ptr<Pending>> m_pending; // docks whose panel waits
};

// The docks arrangeDefaultDocks() places, handed over by the window (a null one is skipped).
struct DefaultDocks {
    QDockWidget* clocks = nullptr;
    QDockWidget* moves = nullptr;
    QDockWidget* analysis = nullptr;
    QList<QDockWidget*> behindMoves; // tabs behind the moves, in this order
    QList<QDockWidget*> behindAnalysis; // tabs behind the analysis, in this order
};

// Puts the docks where a first start shows them: the clocks left of the board, and one column on
// the right holding two tab groups — the moves with the games above, the analysis with the graph,
// the explorer, the review and the histories below. A layout the person saved replaces this one.
void arrangeDefaultDocks(const WindowDocks& docks, const DefaultDocks& placed);

} // namespace kibitz
