// Selection, targets, keyboard cursor and promotion requests for the board viewport.
#include "viewportinput.h"

#include "chessgamemodel.h"
#include "gameediting.h"

#include <algorithm>

namespace kibitz {

// Any change of the shown position invalidates the selection.
ViewportInput::ViewportInput(ChessGameModel* model, GameEditing* editing, QObject* parent)
    : QObject(parent), m_model(model), m_editing(editing)
{
    connect(m_model, &ChessGameModel::positionChanged, this, &ViewportInput::onPositionChanged);
}

// Input state on top of what the model shows: the last move and a king in check.
board3d::BoardHighlights ViewportInput::highlights() const
{
    board3d::BoardHighlights h;
    h.hover = m_cursorVisible ? m_cursor : m_hover;
    h.selected = m_selected;
    h.hintFrom = m_hintFrom;
    h.hintTo = m_hintTo;
    for (const TargetSquare& t : m_targets)
        (t.capture ? h.captureTargets : h.quietTargets).push_back(int(t.square));
    if (m_hoverHints && m_selected < 0 && !m_cursorVisible && canSelect(m_hover))
        for (const TargetSquare& t : m_model->legalTargets(core::Square(m_hover)))
            (t.capture ? h.captureTargets : h.quietTargets).push_back(int(t.square));
    const game::Node& node = m_model->tree().node(m_model->cursor());
    if (!node.move.isNull()) {
        h.lastFrom = int(node.move.from());
        h.lastTo = int(node.move.to());
    }
    const core::Position& pos = m_model->position();
    if (pos.inCheck())
        h.check = int(pos.kingSquare(pos.sideToMove()));
    return h;
}

// Pieces of the side to move can be selected even when they have no legal move.
bool ViewportInput::canSelect(int square) const
{
    if (!core::isValidSquare(square))
        return false;
    const core::Position& pos = m_model->position();
    const core::Piece piece = pos.pieceOn(core::Square(square));
    return piece != core::NoPiece && core::colorOf(piece) == pos.sideToMove();
}

// Linear search over the at most 27 targets.
bool ViewportInput::isTarget(int square) const
{
    return std::any_of(m_targets.begin(), m_targets.end(),
                       [square](const TargetSquare& t) { return int(t.square) == square; });
}

// Mouse hover; the pointer on a square hides the keyboard cursor until the next arrow key,
// the pointer leaving the board (-1) does not.
void ViewportInput::setHover(int square)
{
    if (square == m_hover && (!m_cursorVisible || square < 0))
        return;
    m_hover = square;
    if (square >= 0)
        m_cursorVisible = false;
    emit highlightsChanged();
}

// Hover hints on or off; the board repaints at once.
void ViewportInput::setHoverHints(bool on)
{
    if (on == m_hoverHints)
        return;
    m_hoverHints = on;
    emit highlightsChanged();
}

// Click-click: target moves, own piece (re)selects, the selected piece or anything else deselects.
void ViewportInput::clickSquare(int square)
{
    if (m_selected >= 0 && isTarget(square)) {
        tryMove(m_selected, square);
    } else if (square == m_selected) {
        clearSelection();
    } else if (canSelect(square)) {
        select(square);
    } else if (m_selected >= 0) {
        const int from = m_selected;
        clearSelection();
        if (square >= 0)
            refuse(from, square);
    } else if (core::isValidSquare(square) && m_model->position().pieceOn(core::Square(square)) != core::NoPiece) {
        refuse(square, square); // the opponent's piece: the model says whose turn it is
    }
}

// A press on an own piece selects it at once so its targets show while dragging; a press on the
// selected king's castling rook is a click (it castles).
bool ViewportInput::press(int square)
{
    m_toggleOnRelease = false;
    if (!canSelect(square) || (m_selected >= 0 && isTarget(square))) {
        clickSquare(square);
        return false;
    }
    if (square == m_selected)
        m_toggleOnRelease = true;
    else
        select(square);
    return true;
}

// A drop on a target moves; on the start square keeps the selection; elsewhere deselects.
void ViewportInput::release(int square, bool dragged)
{
    const bool toggle = m_toggleOnRelease;
    m_toggleOnRelease = false;
    if (m_selected < 0)
        return;
    if (!dragged) {
        if (toggle && square == m_selected)
            clearSelection();
        return;
    }
    if (square == m_selected)
        return;
    if (isTarget(square)) {
        tryMove(m_selected, square);
        return;
    }
    const int from = m_selected;
    clearSelection();
    if (square >= 0)
        refuse(from, square);
}

// The cursor appears on the selected piece or the king's pawn the first time, then moves.
void ViewportInput::moveCursor(int dFile, int dRank)
{
    if (m_cursor < 0) {
        const bool white = m_model->position().sideToMove() == core::White;
        m_cursor = m_selected >= 0 ? m_selected : int(white ? core::E2 : core::E7);
    } else {
        const int file = std::clamp(core::fileOf(core::Square(m_cursor)) + dFile, 0, 7);
        const int rank = std::clamp(core::rankOf(core::Square(m_cursor)) + dRank, 0, 7);
        m_cursor = int(core::makeSquare(file, rank));
    }
    m_cursorVisible = true;
    emit highlightsChanged();
}

// Enter/Space on the cursor square.
void ViewportInput::activateCursor()
{
    if (m_cursor < 0) {
        moveCursor(0, 0);
        return;
    }
    m_cursorVisible = true;
    clickSquare(m_cursor);
    emit highlightsChanged();
}

// Forgets the selection, its targets and a pending promotion.
void ViewportInput::clearSelection()
{
    m_selected = -1;
    m_targets.clear();
    m_pendingFrom = m_pendingTo = -1;
    m_toggleOnRelease = false;
    emit highlightsChanged();
}

// Both squares must be on the board, else the hint is cleared.
void ViewportInput::setHint(int from, int to)
{
    const bool valid = core::isValidSquare(from) && core::isValidSquare(to);
    m_hintFrom = valid ? from : -1;
    m_hintTo = valid ? to : -1;
    emit highlightsChanged();
}

// Plays the pending promotion, or (cancel) leaves the pawn and drops the selection.
void ViewportInput::completePromotion(core::PieceType piece)
{
    if (m_pendingFrom < 0)
        return;
    const int from = m_pendingFrom, to = m_pendingTo;
    m_pendingFrom = m_pendingTo = -1;
    if (piece == core::NoPieceType) {
        clearSelection();
        return;
    }
    const EditResult result = m_editing->makeMove(core::Square(from), core::Square(to), piece);
    if (!result) {
        clearSelection();
        emit moveRejected(result.error);
    }
}

// Selects an own piece and asks the model for its targets.
void ViewportInput::select(int square)
{
    m_selected = square;
    m_targets = m_model->legalTargets(core::Square(square));
    m_pendingFrom = m_pendingTo = -1;
    emit highlightsChanged();
}

// Plays from -> to, or asks for a promotion piece first.
void ViewportInput::tryMove(int from, int to)
{
    if (m_model->needsPromotionChoice(core::Square(from), core::Square(to))) {
        m_pendingFrom = from;
        m_pendingTo = to;
        emit promotionRequested(core::Square(from), core::Square(to));
        return;
    }
    const EditResult result = m_editing->makeMove(core::Square(from), core::Square(to));
    if (!result) {
        clearSelection();
        emit moveRejected(result.error);
    }
}

// The model's own reason for refusing from -> to (it changes nothing when it refuses).
void ViewportInput::refuse(int from, int to)
{
    const EditResult result = m_editing->makeMove(core::Square(from), core::Square(to));
    if (!result && !result.error.isEmpty())
        emit moveRejected(result.error);
}

// New position: nothing stays selected; the cursor stays where it was.
void ViewportInput::onPositionChanged()
{
    m_selected = -1;
    m_targets.clear();
    m_pendingFrom = m_pendingTo = -1;
    m_toggleOnRelease = false;
    m_hintFrom = m_hintTo = -1; // a hint is for the position it was asked in
    emit highlightsChanged();
}

} // namespace kibitz
