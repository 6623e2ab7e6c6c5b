// WindowBoard: a board set once, and the parts waiting for it.
#include "windowboard.h"

#include "boardviewport.h"

namespace kibitz {

BoardViewport* WindowBoard::viewport() const { return qobject_cast<BoardViewport*>(m_board.data()); }

void WindowBoard::set(QWidget* board)
{
    if (m_board || !board)
        return;
    m_board = board;
    emit boardSet(board);
}

void WindowBoard::whenSet(QObject* context, std::function<void(QWidget*)> use)
{
    if (m_board)
        use(m_board);
    else
        connect(this, &WindowBoard::boardSet, context, [use = std::move(use)](QWidget* board) { use(board); });
}

void WindowBoard::whenViewport(QObject* context, std::function<void(BoardViewport*)> use)
{
    whenSet(context, [use = std::move(use)](QWidget* board) {
        if (auto* viewport = qobject_cast<BoardViewport*>(board))
            use(viewport);
    });
}

} // namespace kibitz
