// The built-in dock arrangement: one right column of tabs, so the board keeps the rest.
#include "docklayout.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QStyle>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace kibitz {

namespace {

// Wide enough for the Games panel's filters and the analysis controls in one row each.
constexpr int kColumnWidth = 360;
// The move list's share of the column's height, in per cent (the rest: the lower tabs).
constexpr int kUpperShare = 58;

// The others as tabs behind first, which stays in front.
void tabsBehind(QMainWindow* window, QDockWidget* first, const QList<QDockWidget*>& others)
{
    for (QDockWidget* dock : others)
        if (dock)
            window->tabifyDockWidget(first, dock);
    first->raise();
}

// Shown and the front tab of its group (the others' widgets are shown but covered).
bool isInFront(const QDockWidget* dock) { return dock->isVisible() && !dock->visibleRegion().isEmpty(); }

// Docks of one area stacked in one column (their spans across overlap).
bool sameColumn(const QDockWidget* a, const QDockWidget* b)
{
    return b->x() < a->x() + a->width() && a->x() < b->x() + b->width();
}

// When shown, dock takes its room from the docks below kept (a game's clocks appearing must not
// cut the Games panel the person just opened): kept's tab group gets back its height. The layout
// places a shown dock on the event loop's next turn, so the height is read now and set then.
void keepHeightWhenShown(const WindowDocks& docks, QDockWidget* dock, QDockWidget* kept)
{
    QMainWindow* window = docks.window();
    QObject::connect(dock, &QDockWidget::visibilityChanged, kept, [&docks, window, dock, kept](bool visible) {
        if (!visible || dock->isFloating() || kept->isFloating())
            return;
        QDockWidget* front = kept;
        for (QDockWidget* tab : window->tabifiedDockWidgets(kept))
            if (isInFront(tab))
                front = tab;
        const int height = front->height();
        QTimer::singleShot(0, front, [&docks, front, height] { docks.grow(front, height - front->height()); });
    });
}

// Keeps the board at least half the window wide: when the window becomes narrower than twice the
// right-hand column, the column gives way (down to its docks' minimum widths). It only narrows:
// a column the person made narrower stays so when the window grows again.
class BoardShare : public QObject {
public:
    BoardShare(const WindowDocks& docks) : QObject(docks.window()), m_docks(docks)
    {
        docks.window()->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // On the next turn: the window's layout has placed the docks at the new size by then.
        if (watched == m_docks.window() && event->type() == QEvent::Resize)
            QTimer::singleShot(0, this, &BoardShare::narrowColumn);
        return false;
    }

private:
    void narrowColumn() const
    {
        QMainWindow* window = m_docks.window();
        QDockWidget* widest = nullptr;
        for (QDockWidget* dock : m_docks.all())
            if (window->dockWidgetArea(dock) == Qt::RightDockWidgetArea && dock->isVisible() && !dock->isFloating()
                && (!widest || dock->width() > widest->width()))
                widest = dock;
        const int separator = window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, window);
        const int half = window->width() / 2 - separator;
        if (widest && widest->width() > half)
            window->resizeDocks({widest}, {half}, Qt::Horizontal);
    }

    const WindowDocks& m_docks;
};

} // namespace

QDockWidget* WindowDocks::add(QWidget* panel, const QString& title, const QString& name, Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, m_window);
    dock->setObjectName(name);
    if (panel)
        dock->setWidget(panel);
    m_window->addDockWidget(area, dock);
    m_docks.append(dock);
    return dock;
}

// A panel still to be built, shared by the dock's triggers (whichever comes first builds it).
struct WindowDocks::Pending {
    QPointer<QDockWidget> dock;
    std::function<QWidget*()> make;
    QMetaObject::Connection shown;

    void build()
    {
        QObject::disconnect(shown);
        if (auto made = std::exchange(make, nullptr); made && dock)
            dock->setWidget(made());
    }
};

QDockWidget* WindowDocks::addLater(std::function<QWidget*()> make, const QString& title, const QString& name,
                                   Qt::DockWidgetArea area)
{
    QDockWidget* dock = add(nullptr, title, name, area);
    auto pending = std::make_shared<Pending>(Pending{dock, std::move(make), {}});
    m_pending.insert(dock, pending);
    pending->shown = QObject::connect(dock, &QDockWidget::visibilityChanged, dock, [pending](bool inFront) {
        if (inFront)
            pending->build();
    });
    const auto work = [pending] { pending->build(); };
    if (m_later)
        m_later(work);
    else
        work();
    return dock;
}

void WindowDocks::build(QDockWidget* dock)
{
    if (const std::shared_ptr<Pending> pending = m_pending.take(dock))
        pending->build();
}

QList<QDockWidget*> WindowDocks::all() const
{
    QList<QDockWidget*> docks;
    for (const QPointer<QDockWidget>& dock : m_docks)
        if (dock)
            docks.append(dock);
    return docks;
}

// The front dock of dock's tab group.
QDockWidget* WindowDocks::frontOf(QDockWidget* dock) const
{
    for (QDockWidget* tab : m_window->tabifiedDockWidgets(dock))
        if (isInFront(tab))
            return tab;
    return dock;
}

// The groups of dock's column in front, dock's own and skipped's left out, each with what it
// needs (its tab group's largest minimum height).
QList<std::pair<QDockWidget*, int>> WindowDocks::columnBeside(QDockWidget* dock, QDockWidget* skipped) const
{
    QMainWindow* window = m_window;
    const Qt::DockWidgetArea area = window->dockWidgetArea(dock);
    QList<std::pair<QDockWidget*, int>> groups;
    for (QDockWidget* other : all()) {
        if (other == dock || other == skipped || other->isFloating() || window->dockWidgetArea(other) != area
            || !sameColumn(dock, other) || !isInFront(other) || window->tabifiedDockWidgets(dock).contains(other))
            continue;
        int needs = other->minimumSizeHint().height();
        for (const QDockWidget* tab : window->tabifiedDockWidgets(other))
            if (!tab->isHidden()) // a closed tab asks nothing of the layout
                needs = std::max(needs, tab->minimumSizeHint().height());
        groups.append({other, needs});
    }
    return groups;
}

void WindowDocks::grow(QDockWidget* dock, int extra) const
{
    if (extra <= 0 || dock->isFloating())
        return;
    QList<QDockWidget*> docks{dock};
    QList<int> heights{dock->height() + extra};
    for (const auto& [other, needs] : columnBeside(dock, nullptr)) {
        // Each gives what it can spare, down to what it needs.
        const int given = std::clamp(other->height() - needs, 0, extra);
        extra -= given;
        docks << other;
        heights << other->height() - given;
    }
    heights.first() -= extra; // what none could spare
    m_window->resizeDocks(docks, heights, Qt::Vertical);
}

void WindowDocks::share(QDockWidget* dock, QDockWidget* beside, int extra) const
{
    beside = beside ? frontOf(beside) : nullptr;
    if (!beside || dock->isFloating() || beside->isFloating() || !beside->isVisible()
        || m_window->dockWidgetArea(beside) != m_window->dockWidgetArea(dock) || !sameColumn(dock, beside)) {
        grow(dock, extra);
        return;
    }
    const QList<std::pair<QDockWidget*, int>> others = columnBeside(dock, beside);
    int pool = dock->height() + beside->height();
    for (const auto& [other, needs] : others)
        pool += std::max(other->height() - needs, 0);
    const int fair = pool / 2;
    const int dockHeight = std::min(dock->height() + std::max(extra, 0), fair);
    const int besideHeight = std::min(pool - dockHeight, std::max(beside->height(), fair));
    int taken = dockHeight + besideHeight - dock->height() - beside->height();
    QList<QDockWidget*> docks{dock, beside};
    QList<int> heights{dockHeight, besideHeight};
    for (const auto& [other, needs] : others) {
        const int given = std::clamp(other->height() - needs, std::min(taken, 0), std::max(taken, 0));
        taken -= given;
        docks << other;
        heights << other->height() - given;
    }
    m_window->resizeDocks(docks, heights, Qt::Vertical);
}

void WindowDocks::showApart(QDockWidget* dock, QDockWidget* apart) const
{
    if (apart && !dock->isFloating() && !apart->isFloating() && m_window->tabifiedDockWidgets(apart).contains(dock)) {
        // The tallest other group of apart's column takes it as its front tab: a row of its own
        // would leave three groups sharing the column, each table a few rows high.
        QDockWidget* host = nullptr;
        for (const auto& [other, needs] : columnBeside(apart, nullptr))
            if (other != dock && (!host || other->height() > host->height()))
                host = other;
        if (host)
            m_window->tabifyDockWidget(host, dock);
        else
            m_window->addDockWidget(m_window->dockWidgetArea(apart), dock, Qt::Vertical);
    }
    dock->show();
    dock->raise();
}

void arrangeDefaultDocks(const WindowDocks& docks, const DefaultDocks& placed)
{
    QMainWindow* window = docks.window();
    window->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    // Clocks, moves and analysis lines stacked: they are read together. What is looked at now
    // and then is a tab behind the moves (the tall ones: the games, the histories) or the
    // analysis (the graph, the explorer, the review), whose group stays low.
    QList<QDockWidget*> column{placed.clocks, placed.moves, placed.analysis};
    column.removeAll(nullptr);
    for (QDockWidget* dock : column)
        window->addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
    if (placed.moves)
        tabsBehind(window, placed.moves, placed.behindMoves);
    if (placed.analysis)
        tabsBehind(window, placed.analysis, placed.behindAnalysis);
    if (placed.moves && placed.analysis)
        window->resizeDocks({placed.moves, placed.analysis}, {kUpperShare, 100 - kUpperShare}, Qt::Vertical);
    // The column's width: kColumnWidth, or what its docks' controls ask for when wider (their
    // minimum may be less: in a small window they give way, see BoardShare).
    int width = kColumnWidth;
    for (QDockWidget* dock : column)
        width = std::max(width, dock->sizeHint().width());
    if (!column.isEmpty())
        window->resizeDocks({column.first()}, {width}, Qt::Horizontal);
    new BoardShare(docks);
    if (placed.clocks && placed.moves)
        keepHeightWhenShown(docks, placed.clocks, placed.moves);
}

} // namespace kibitz
