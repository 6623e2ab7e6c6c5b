// BoardViewport: the 3D board widget. A Qt3DWindow (in a window container) shows the
// BoardScene; the widget maps mouse and keys to squares and hands them to ViewportInput,
// animates the model's BoardTransitions with ViewportAnimator and moves the ViewportCamera.
// It only reads the model and calls its slots; everything it shows arrives as a model signal.
#pragma once

#include "core/types.h"

#include <array>

#include <QImage>
#include <QList>
#include <QPoint>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <QWidget>

namespace Qt3DExtras {
class Qt3DWindow;
}
namespace Qt3DRender {
class QRenderCapture;
class QRenderCaptureReply;
} // namespace Qt3DRender
class QKeyEvent;
class QMouseEvent;
class QWheelEvent;

namespace kibitz {

class ChessGameModel;
class GameAnnotations;
class GameEditing;
struct BoardEdit;
struct BoardTransition;
class ViewportAnimator;
class ViewportCamera;
class ViewportInput;
class ViewportTurner;
namespace board3d {
class BoardScene;
}

class BoardViewport : public QWidget {
    Q_OBJECT
public:
    // Shows model; the moves made on the board go to editing, the marks drawn to annotations.
    BoardViewport(ChessGameModel* model, GameEditing* editing, GameAnnotations* annotations, QWidget* parent = nullptr);
    ~BoardViewport() override;

    // Qt3D's OpenGL renderer unless QT3D_RENDERER names another: on screen it draws the same
    // picture as the RHI renderer (both multisample the window) and its captures are that
    // picture, but it starts without baking every shader through glslang: the first frame comes
    // ~130 ms sooner under software GL (docs/DESIGN.md). Call it before any thread starts (it
    // sets the environment); the viewport calls it again before it makes its window.
    static void chooseRenderer();

    // Renders one frame through QRenderCapture and returns it the right way up (blocks with a
    // local event loop, with a timeout; null image on failure).
    QImage grabImage();
    // The next frame rendered after the call, the right way up (null after timeoutMs): no
    // settling, so a benchmark can time the first frame that shows a change.
    QImage captureFrame(int timeoutMs);
    bool isFlipped() const;

    // The parts, for the window's actions, tests and benchmarks.
    ViewportInput* input() const { return m_input; }
    ViewportCamera* camera() const { return m_camera; }
    ViewportAnimator* animator() const { return m_animator; }
    // The board that turns to the side to move (off unless the window turns it on).
    ViewportTurner* turner() const { return m_turner; }
    board3d::BoardScene* scene() const { return m_scene; }
    QString pieceSet() const { return m_pieceSet; }
    QString theme() const;
    Qt3DExtras::Qt3DWindow* window3d() const { return m_window; }

    // Edit mode (the board editor): the board shows a position the caller gives instead of the
    // model's and reports clicks, drags, right-clicks and keys as the edit signals below instead
    // of making moves. Leaving it shows the model's position again.
    void setEditMode(bool on);
    bool isEditMode() const { return m_editMode; }
    // Shows placement (edit mode), animating the one piece placed, removed or moved.
    void showEditPosition(const std::array<char, 64>& placement, const kibitz::BoardEdit& edit);
    // Edit mode's keyboard cursor and the squares a validation message is about (tinted).
    void setEditMarks(int cursor, const QList<int>& problems);
    // Edit animations are at most this long.
    static constexpr int EditAnimationMs = 120;
    // Drag-and-drop data of a palette piece (its FEN letter), dropped on the board in edit mode.
    static constexpr const char* PieceMimeType = "application/x-kibitz-piece";

public slots:
    void setFlipped(bool blackAtBottom); // animated camera move
    void flip();
    void resetView();
    // The window's answer to promotionRequested: the piece (Knight..Queen), or NoPieceType = cancel (pawn stays).
    void completePromotion(kibitz::core::PieceType piece);
    // Tints the squares of a suggested move until the position changes (a null move clears).
    void showHint(kibitz::core::Move move);
    // Shows the model's position at once (no animation), e.g. after the window rebuilt things.
    void rebuild();
    // Board style, applied live (board3d::BoardStyle names; a piece set may be a folder of
    // mesh files). An unknown or broken choice changes nothing: false, and styleRejected.
    bool setPieceSet(const QString& name);
    bool setTheme(const QString& name);
    void setCoordinatesVisible(bool visible);
    // Arrows for the engine's best moves, the first (the best line's) thicker; an empty list
    // clears them. Not part of the game (boardviewportmarks.cpp).
    void showEngineArrows(const QList<kibitz::core::Move>& moves);
    // The captured pieces in rows on the table beside the board (off by default; never shown
    // while the board editor is open).
    void setCapturedRowsVisible(bool visible);

signals:
    // A move from->to needs a piece choice; the window shows the promotion dialog near
    // `globalPos`, then calls completePromotion().
    void promotionRequested(kibitz::core::Square from, kibitz::core::Square to, QPoint globalPos);
    // A move attempt was refused (translated reason) — the window may show it in the status bar.
    void moveRejected(const QString& reason);
    // Printable text typed while the board has focus (not arrows/Enter/Space).
    void textTyped(const QString& text);
    void flippedChanged(bool blackAtBottom);
    void firstFrameRendered();
    // A piece set or theme could not be applied (translated reason naming the file or the name).
    void styleRejected(const QString& reason);
    // Edit mode only: a click (Shift: the other colour), a piece dragged from one square to
    // another (to = -1: off the board), a right-click, the cursor keys, a typed piece letter,
    // Delete/Backspace/Space, Ctrl+Return and Esc.
    void editSquareClicked(int square, bool otherColour);
    void editPieceDragged(int from, int to);
    void editPieceDropped(int square, QChar letter); // from the palette
    void editSquareRightClicked(int square);
    void editCursorMoved(int dFile, int dRank);
    void editLetterTyped(QChar letter);
    void editClearPressed();
    void editAcceptPressed();
    void editCancelPressed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void setUpWindow();
    void updateCapturedRows();
    void connectParts();
    void onPositionChanged(const BoardTransition& transition);
    void onPromotionRequested(core::Square from, core::Square to);
    void requestFirstFrame();
    int squareAt(const QPointF& pos) const;
    int dropSquareAt(const QPointF& pos) const;
    void mousePressed(QMouseEvent* event);
    void mouseMoved(QMouseEvent* event);
    void mouseReleased(QMouseEvent* event);
    void wheelTurned(QWheelEvent* event);
    bool keyPressed(QKeyEvent* event);
    bool passFocusOn(QKeyEvent* event);
    bool forwardKey(QEvent* event);
    void dragPieceTo(const QPointF& pos);
    void endDrag();
    bool editKeyPressed(QKeyEvent* event, bool dryRun);
    bool editDragEvent(QEvent* event);
    void editPressed(const QPointF& pos);
    void editReleased(QMouseEvent* event);
    void refreshHighlights();
    void refreshMarks();
    bool markPressed(QMouseEvent* event);
    void markReleased(QMouseEvent* event);
    void markMoved(const QPointF& pos);
    bool clearMarksAt(int square);

    ChessGameModel* m_model;
    GameAnnotations* m_annotations;
    board3d::BoardScene* m_scene = nullptr;
    Qt3DExtras::Qt3DWindow* m_window = nullptr;
    Qt3DRender::QRenderCapture* m_capture = nullptr;
    // The one capture request in flight (Qt 6.4 syncs a new request into a list the render
    // jobs take from without a lock: two requests in flight can corrupt the heap).
    QPointer<Qt3DRender::QRenderCaptureReply> m_captureInFlight;
    QWidget* m_container = nullptr;
    ViewportInput* m_input = nullptr;
    ViewportAnimator* m_animator = nullptr;
    ViewportCamera* m_camera = nullptr;
    ViewportTurner* m_turner = nullptr;
    int m_dragFrom = -1; // square of the piece that may be dragged (left button down)
    bool m_dragging = false; // the pointer moved far enough: the piece follows it
    bool m_orbiting = false; // right button down
    QPointF m_pressPos;
    QPointF m_lastPos;
    bool m_firstFrameAsked = false;
    bool m_editMode = false;
    int m_editCursor = -1;
    int m_normalAnimationMs = 200;
    QList<int> m_editProblems;
    QString m_pieceSet;
    bool m_rightMoved = false; // the right button orbited (so its release is no right-click)
    int m_markFrom = -1; // right button down on this square: drawing an arrow or a circle
    int m_markColour = 0; // game::MarkColour chosen by the modifiers at the press
    int m_markTo = -1; // the square under the pointer while drawing: the arrow is previewed
    bool m_capturedRows = false; // wanted by the preferences
};

} // namespace kibitz
