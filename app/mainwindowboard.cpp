// MainWindow's board column: a placeholder where the board will be, the 3D board that replaces
// it (at once, or after the window's first paint with Options::deferBoard), its connections, and
// the work that waits for the board's first frame. Construction and wiring: mainwindow.cpp.
#include "mainwindow.h"

#include "windowboard.h"

#include "boardviewport.h"
#include "chessgamemodel.h"
#include "panels/moveentry.h"

#include <QAction>
#include <QKeyEvent>
#include <QPainter>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

#include <functional>
#include <utility>

namespace kibitz {

namespace {
// Stands where the board will be and reports its first paint (the window is on screen then).
// Typing on it already opens the move entry, so no keystroke is lost while the board loads.
class BoardPlaceholder : public QWidget {
public:
    std::function<void()> painted;
    std::function<void(const QString&)> typed;

    BoardPlaceholder() { setFocusPolicy(Qt::StrongFocus); }

protected:
    void keyPressEvent(QKeyEvent* event) override
    {
        const QString text = event->text();
        if (typed && !text.isEmpty() && text.at(0).isPrint() && !(event->modifiers() & Qt::ControlModifier))
            typed(text);
        else
            QWidget::keyPressEvent(event);
    }

    void paintEvent(QPaintEvent*) override
    {
        QPainter(this).fillRect(rect(), QColor::fromRgbF(0.13f, 0.14f, 0.16f));
        if (auto done = std::exchange(painted, nullptr))
            QTimer::singleShot(0, this, done);
    }
};
} // namespace

// The board (or its placeholder) with the move-entry bar floating over its bottom edge.
void MainWindow::buildCentral()
{
    auto* central = new QWidget(this);
    auto* layout = m_boardColumn = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    buildTabs(layout);
    m_moveEntry = new MoveEntry(m_model, m_model->editing(), central);
    m_moveEntry->setPromotionChooser([this](core::Color side) {
        return askPromotion(side, m_moveEntry->mapToGlobal(QPoint(m_moveEntry->width() / 3, 0)));
    });
    auto* placeholder = new BoardPlaceholder;
    placeholder->setObjectName(QStringLiteral("boardPlaceholder"));
    placeholder->setMinimumSize(200, 150);
    placeholder->painted = [this] { createBoard(); };
    placeholder->typed = [this](const QString& text) { m_moveEntry->start(text); };
    m_boardPlaceholder = placeholder;
    layout->addWidget(m_boardPlaceholder, 1);
    m_moveEntry->floatOver(central); // not in the layout: opening it must not shrink the board
    setCentralWidget(central);
    m_moveEntry->setReturnFocus(placeholder);
    placeholder->setFocus();
    if (!m_options.deferBoard)
        createBoard();
}

// The 3D board replaces the placeholder and gets its connections.
void MainWindow::createBoard()
{
    if (m_viewport)
        return;
    m_viewport = new BoardViewport(m_model, m_model->editing(), m_model->annotations(), centralWidget());
    m_viewport->setObjectName(QStringLiteral("boardViewport"));
    m_viewport->setFlipped(m_options.blackAtBottom);
    // The board takes the focus only from its placeholder: a move being typed keeps it.
    const bool takeFocus = !focusWidget() || focusWidget() == m_boardPlaceholder;
    delete centralWidget()->layout()->replaceWidget(m_boardPlaceholder, m_viewport);
    m_boardPlaceholder->deleteLater();
    m_boardPlaceholder = nullptr;
    m_moveEntry->setReturnFocus(m_viewport);
    connectViewport();
    m_viewport->show(); // a new child of a visible window is shown only on request
    m_moveEntry->floatOver(m_viewport); // over the board's native window, as its sibling
    if (takeFocus)
        m_viewport->setFocus();
    // Queued: whatever else answers the first frame (the start-up probe among them) sees it first.
    connect(m_viewport, &BoardViewport::firstFrameRendered, this, &MainWindow::runFirstFrameWork, Qt::QueuedConnection);
    // A window that is never exposed (started minimised) renders no frame: the work waits that long at most.
    QTimer::singleShot(kFirstFrameWaitMs, this, &MainWindow::runFirstFrameWork);
    m_board->set(m_viewport); // the parts waiting for it get it now
}

// View actions act on the board; typing opens the move entry; promotions ask; refusals go to
// the status bar.
void MainWindow::connectViewport()
{
    connect(m_actions.flip, &QAction::triggered, m_viewport, &BoardViewport::flip);
    connect(m_actions.resetView, &QAction::triggered, m_viewport, &BoardViewport::resetView);
    connect(m_viewport, &BoardViewport::textTyped, m_moveEntry, &MoveEntry::start);
    connect(m_viewport, &BoardViewport::promotionRequested, this, &MainWindow::onPromotionRequested);
    connect(m_viewport, &BoardViewport::moveRejected, this,
            [this](const QString& reason) { statusBar()->showMessage(reason, kMessageMs); });
}

void MainWindow::afterFirstFrame(std::function<void()> work)
{
    if (m_firstFrameWorkDone)
        work();
    else
        m_firstFrameWork.append(std::move(work));
}

// In the order asked for; work that asks for more while running gets it done at once.
void MainWindow::runFirstFrameWork()
{
    if (m_firstFrameWorkDone)
        return;
    m_firstFrameWorkDone = true;
    for (const std::function<void()>& work : std::exchange(m_firstFrameWork, {}))
        work();
    emit firstFrameWorkDone();
}

} // namespace kibitz
