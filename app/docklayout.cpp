// The built-in dock arrangement: one right column of tabs, so the board keeps the rest.
#include "docklayout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QStringList>
#include <QTimer>

#include <algorithm>

namespace kibitz {

namespace {

// Wide enough for the Games panel's filters and the analysis controls in one row each.
constexpr int kColumnWidth = 360;
// The move list's share of the column's height, in per cent (the rest: the lower tabs).
constexpr int kUpperShare = 58;

// The docks of the window named here, in this order (a missing one is left out).
QList<QDockWidget*> docksNamed(QMainWindow* window, const QStringList& names)
{
    QList<QDockWidget*> found;
    for (const QString& name : names)
        if (auto* dock = window->findChild<QDockWidget*>(name, Qt::FindDirectChildrenOnly))
            found << dock;
    return found;
}

// The others as tabs behind first, which stays in front.
void tabsBehind(QMainWindow* window, QDockWidget* first, const QList<QDockWidget*>& others)
{
    for (QDockWidget* dock : others)
        window->tabifyDockWidget(first, dock);
    first->raise();
}

// Shown and the front tab of its group (the others' widgets are shown but covered).
bool isInFront(const QDockWidget* dock) { return dock->isVisible() && !dock->visibleRegion().isEmpty(); }

// When shown, dock takes its room from the docks below kept (a game's clocks appearing must not
// cut the Games panel the person just opened): kept's tab group gets back its height. The layout
// places a shown dock on the event loop's next turn, so the height is read now and set then.
void keepHeightWhenShown(QMainWindow* window, QDockWidget* dock, QDockWidget* kept)
{
    QObject::connect(dock, &QDockWidget::visibilityChanged, kept, [window, dock, kept](bool visible) {
        if (!visible || dock->isFloating() || kept->isFloating())
            return;
        QDockWidget* front = kept;
        for (QDockWidget* tab : window->tabifiedDockWidgets(kept))
            if (isInFront(tab))
                front = tab;
        const int height = front->height();
        QTimer::singleShot(0, front, [window, front, height] { growDock(window, front, height - front->height()); });
    });
}

} // namespace

void growDock(QMainWindow* window, QDockWidget* dock, int extra)
{
    if (extra <= 0 || dock->isFloating())
        return;
    const Qt::DockWidgetArea area = window->dockWidgetArea(dock);
    QList<QDockWidget*> docks{dock};
    QList<int> heights{dock->height() + extra};
    for (QDockWidget* other : window->findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly)) {
        const bool sameColumn = other->x() < dock->x() + dock->width() && dock->x() < other->x() + other->width();
        if (other == dock || other->isFloating() || window->dockWidgetArea(other) != area || !sameColumn
            || !isInFront(other) || window->tabifiedDockWidgets(dock).contains(other))
            continue;
        // Each gives what it can spare, down to what it needs (its tab group's largest minimum).
        int needs = other->minimumSizeHint().height();
        for (const QDockWidget* tab : window->tabifiedDockWidgets(other))
            needs = std::max(needs, tab->minimumSizeHint().height());
        const int given = std::clamp(other->height() - needs, 0, extra);
        extra -= given;
        docks << other;
        heights << other->height() - given;
    }
    heights.first() -= extra; // what none could spare
    window->resizeDocks(docks, heights, Qt::Vertical);
}

void arrangeDefaultDocks(QMainWindow* window)
{
    window->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    // Clocks, moves and analysis lines stacked: they are read together. What is looked at now
    // and then is a tab behind the moves (the tall ones: the games, the histories) or the
    // analysis (the graph, the explorer, the review), whose group stays low.
    const QList<QDockWidget*> column = docksNamed(
        window, {QStringLiteral("clockDock"), QStringLiteral("movesDock"), QStringLiteral("analysisDock")});
    for (QDockWidget* dock : column)
        window->addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
    QDockWidget* moves = window->findChild<QDockWidget*>(QStringLiteral("movesDock"), Qt::FindDirectChildrenOnly);
    QDockWidget* analysis =
        window->findChild<QDockWidget*>(QStringLiteral("analysisDock"), Qt::FindDirectChildrenOnly);
    if (moves)
        tabsBehind(window, moves,
                   docksNamed(window, {QStringLiteral("gamesDock"), QStringLiteral("undoDock"),
                                       QStringLiteral("debugDock")}));
    if (analysis)
        tabsBehind(window, analysis,
                   docksNamed(window, {QStringLiteral("evalGraphDock"), QStringLiteral("openingExplorerDock"),
                                       QStringLiteral("reviewDock")}));
    if (moves && analysis)
        window->resizeDocks({moves, analysis}, {kUpperShare, 100 - kUpperShare}, Qt::Vertical);
    if (!column.isEmpty())
        window->resizeDocks({column.first()}, {kColumnWidth}, Qt::Horizontal);
    if (QDockWidget* clocks = window->findChild<QDockWidget*>(QStringLiteral("clockDock"), Qt::FindDirectChildrenOnly);
        clocks && moves)
        keepHeightWhenShown(window, clocks, moves);
}

} // namespace kibitz
