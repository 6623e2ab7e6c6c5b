// ViewportInput: what a person's clicks, drags and keys on the board mean — selection, legal
// targets, the keyboard cursor and pending promotions — without any rendering, so it can be
// tested headless. It reads the model and plays moves through its editing part; the viewport only maps pixels to
// squares and shows highlights().
#pragma once

#include "boardgeometry.h"
#include "moveinput.h"

#include <QList>
#include <QObject>
#include <QString>

namespace kibitz {

class ChessGameModel;
class GameEditing;

class ViewportInput : public QObject {
    Q_OBJECT
public:
    // Reads model; the moves made on the board go to editing.
    ViewportInput(ChessGameModel* model, GameEditing* editing, QObject* parent = nullptr);

    int selected() const { return m_selected; }
    int cursor() const { return m_cursor; }
    bool cursorVisible() const { return m_cursorVisible; }
    int hover() const { return m_hover; }
    bool hasPendingPromotion() const { return m_pendingFrom >= 0; }
    // Legal targets of the selected piece (empty without a selection).
    const QList<TargetSquare>& targets() const { return m_targets; }
    // Everything the board should highlight now: input state plus last move and check.
    board3d::BoardHighlights highlights() const;
    // True when square holds a piece of the side to move.
    bool canSelect(int square) const;
    // True when square is a legal target of the selected piece.
    bool isTarget(int square) const;
    // Hover hints: with no piece selected, hovering a piece of the side to move shows its legal
    // targets (from the model), quiet and capture targets tinted differently. On by default.
    bool hoverHints() const { return m_hoverHints; }

public slots:
    // The square under the mouse (-1: none); hides the keyboard cursor.
    void setHover(int square);
    // A completed click (press and release on the board without a drag): click-click moves.
    void clickSquare(int square);
    // Mouse press; true when a drag of the (now selected) piece on square may start.
    bool press(int square);
    // Mouse release on square; dragged = the pointer moved far enough to count as a drag.
    void release(int square, bool dragged);
    // Moves the keyboard cursor by whole squares in board coordinates (file right, rank up).
    void moveCursor(int dFile, int dRank);
    // Enter/Space: acts like a click on the cursor square.
    void activateCursor();
    // Drops the selection (and any pending promotion).
    void clearSelection();
    // The answer to promotionRequested: Knight..Queen plays, NoPieceType cancels.
    void completePromotion(core::PieceType piece);
    // Tints a suggested move's squares until the position changes (-1, -1: none).
    void setHint(int from, int to);
    void setHoverHints(bool on);

signals:
    void highlightsChanged();
    // from -> to needs a piece choice; answer with completePromotion().
    void promotionRequested(core::Square from, core::Square to);
    // A move attempt was refused (translated reason).
    void moveRejected(const QString& reason);

private:
    void select(int square);
    void tryMove(int from, int to);
    void refuse(int from, int to);
    void onPositionChanged();

    ChessGameModel* m_model;
    GameEditing* m_editing;
    int m_selected = -1;
    int m_hover = -1;
    int m_cursor = -1;
    bool m_cursorVisible = false;
    bool m_toggleOnRelease = false; // press on the already selected piece: release deselects
    int m_pendingFrom = -1;
    int m_pendingTo = -1;
    int m_hintFrom = -1;
    int m_hintTo = -1;
    bool m_hoverHints = true;
    QList<TargetSquare> m_targets;
};

} // namespace kibitz
