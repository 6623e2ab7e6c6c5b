// The window's built-in arrangement of its docks (issue 26.4): the board gets most of the window.
#pragma once

class QDockWidget;
class QMainWindow;

namespace kibitz {

// Puts the docks the window has (found by object name) where a first start shows them: the
// clocks left of the board, and one column on the right holding two tab groups — the moves with
// the games above, the analysis with the graph, the explorer, the review and the histories below.
// Docks the window does not have are skipped. A layout the person saved replaces this one.
void arrangeDefaultDocks(QMainWindow* window);

// Makes dock (and its tab group) extra pixels taller, taken from the docks of the same column in
// front of a group, each down to its minimum; a vertical splitter drag done for the person.
void growDock(QMainWindow* window, QDockWidget* dock, int extra);

} // namespace kibitz
