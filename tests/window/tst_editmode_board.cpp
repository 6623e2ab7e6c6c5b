// The board editor in the window (issue 13), on the board: piece letters and arrows typed on it,
// Tab through the palette and the controls, the cursor of a flipped board, the board's signals
// made edits, palette pieces dropped on it. The rest of edit mode: tst_editmode.cpp.
#include "editmodetest.h"
#include "gameediting.h"

#include "panels/moveentry.h"
#include "panels/piecepalette.h"

#include <Qt3DExtras/Qt3DWindow>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>

#include "viewportcamera.h"

#include <QMimeData>
#include "boardscene.h"

using namespace kibitz;
using namespace kibitz::core;
using kibitz::test::EditModeTest;

TEST_F(EditModeTest, KeysOnTheBoardPlacePiecesWithoutTheMoveEntry)
{
    m_window->actions().setUpPosition->trigger();
    ASSERT_TRUE(editor());
    EXPECT_EQ(editor()->cursor(), int(A1));
    panel()->button("clearButton")->click();
    boardKey(Qt::Key_Right);
    boardKey(Qt::Key_Right);
    boardKey(Qt::Key_Up);
    boardLetter('N'); // white knight on c2
    boardKey(Qt::Key_Up);
    boardLetter('q'); // black queen on c3
    boardKey(Qt::Key_Up);
    boardLetter('P');
    boardKey(Qt::Key_Delete); // and gone again
    EXPECT_EQ(editor()->fen(), QStringLiteral("4k3/8/8/8/8/2q5/2N5/4K3 w - - 0 1"));
    EXPECT_FALSE(m_window->moveEntry()->isVisible());
    boardKey(Qt::Key_Return, Qt::ControlModifier);
    EXPECT_FALSE(mode()->isActive());
    EXPECT_EQ(m_window->model()->fen(), QStringLiteral("4k3/8/8/8/8/2q5/2N5/4K3 w - - 0 1"));
    // Esc leaves without a change.
    m_window->actions().setUpPosition->trigger();
    boardLetter('Q');
    boardKey(Qt::Key_Escape);
    EXPECT_FALSE(mode()->isActive());
    EXPECT_EQ(m_window->model()->fen(), QStringLiteral("4k3/8/8/8/8/2q5/2N5/4K3 w - - 0 1"));
}

// The keyboard reaches everything in the editor (issue 26.3; before, Tab never left the board):
// Tab from the board goes through the palette, side to move, castling, the clocks, the buttons,
// the FEN field and OK/Cancel — only the editor's widgets — and back to the board; Shift+Tab
// from the board goes back to Cancel, and from the first piece back to the board.
TEST_F(EditModeTest, TabLeadsFromTheBoardThroughThePaletteAndTheControls)
{
    m_window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(m_window.get()));
    m_window->actions().setUpPosition->trigger();
    BoardViewport* board = m_window->viewport();
    ASSERT_TRUE(QTest::qWaitFor([&] { return board->hasFocus(); }, 5000));
    boardKey(Qt::Key_Tab);
    QList<QWidget*> chain;
    for (int i = 0; i < 60 && !board->hasFocus(); ++i) {
        QWidget* focus = QApplication::focusWidget();
        ASSERT_NE(focus, nullptr);
        ASSERT_FALSE(chain.contains(focus)) << "a loop without the board";
        chain << focus;
        QTest::keyClick(focus, Qt::Key_Tab);
    }
    ASSERT_TRUE(board->hasFocus()) << "Tab never came back to the board";
    ASSERT_FALSE(chain.isEmpty()) << "Tab did not leave the board";
    for (QWidget* w : std::as_const(chain))
        EXPECT_TRUE(mode()->palette()->isAncestorOf(w) || panel()->isAncestorOf(w))
            << "not the editor's: " << w->metaObject()->className() << " " << w->objectName().toStdString();
    const QList<QWidget*> expected = {mode()->palette()->button(WKing), mode()->palette()->button(BPawn),
                                      mode()->palette()->button(NoPiece), panel()->sideCombo(),
                                      panel()->castlingBox(A1), panel()->castlingBox(H8),
                                      panel()->halfmoveSpin(), panel()->fullmoveSpin(),
                                      panel()->button("startButton"), panel()->button("copyButton"),
                                      panel()->fenEdit(), panel()->okButton(), panel()->button("cancelButton")};
    EXPECT_EQ(chain.first(), expected.first());
    EXPECT_EQ(chain.last(), expected.last());
    qsizetype last = -1;
    for (QWidget* w : expected) {
        const auto found = std::find_if(chain.cbegin(), chain.cend(),
                                        [w](const QWidget* c) { return c == w || w->isAncestorOf(c); });
        const qsizetype at = found == chain.cend() ? -1 : found - chain.cbegin();
        EXPECT_GT(at, last) << "out of order or missing: " << w->metaObject()->className() << " "
                            << w->objectName().toStdString();
        last = std::max(last, at);
    }
    boardKey(Qt::Key_Backtab, Qt::ShiftModifier);
    EXPECT_EQ(QApplication::focusWidget(), panel()->button("cancelButton"));
    mode()->palette()->button(WKing)->setFocus(Qt::TabFocusReason);
    QTest::keyClick(mode()->palette()->button(WKing), Qt::Key_Backtab, Qt::ShiftModifier);
    EXPECT_TRUE(board->hasFocus());
    mode()->cancel();
}

// With Black at the bottom the cursor starts on h8 and the arrows follow the screen.
TEST_F(EditModeTest, FlippedBoardCursorStartsOnH8AndFollowsTheScreen)
{
    m_window->viewport()->setFlipped(true);
    ASSERT_TRUE(m_window->viewport()->isFlipped());
    m_window->actions().setUpPosition->trigger();
    ASSERT_TRUE(editor());
    EXPECT_EQ(editor()->cursor(), int(H8));
    boardKey(Qt::Key_Right); // towards the g-file on screen
    EXPECT_EQ(editor()->cursor(), int(G8));
    boardKey(Qt::Key_Up); // towards White's side on screen
    EXPECT_EQ(editor()->cursor(), int(G7));
    mode()->cancel();
}

// A move being typed is dropped when the editor opens (its letters would mean pieces now).
TEST_F(EditModeTest, EnteringClosesTheMoveEntry)
{
    m_window->moveEntry()->start(QStringLiteral("Nf"));
    ASSERT_TRUE(m_window->moveEntry()->isVisible());
    m_window->actions().setUpPosition->trigger();
    ASSERT_TRUE(mode()->isActive());
    EXPECT_FALSE(m_window->moveEntry()->isVisible());
    mode()->cancel();
    EXPECT_EQ(m_window->model()->fen(), QString::fromLatin1(StartFen));
}

TEST_F(EditModeTest, BoardSignalsBecomeEdits)
{
    m_window->actions().setUpPosition->trigger();
    ASSERT_TRUE(editor());
    BoardViewport* v = m_window->viewport();
    emit v->editSquareClicked(int(E4), false); // nothing picked: only the cursor moves
    EXPECT_EQ(editor()->cursor(), int(E4));
    EXPECT_EQ(editor()->pieceOn(E4), NoPiece);
    mode()->palette()->button(WBishop)->click();
    emit v->editSquareClicked(int(E4), false);
    emit v->editSquareClicked(int(D4), true);
    EXPECT_EQ(editor()->pieceOn(E4), WBishop);
    EXPECT_EQ(editor()->pieceOn(D4), BBishop);
    emit v->editPieceDragged(int(E4), int(F5));
    EXPECT_EQ(editor()->pieceOn(F5), WBishop);
    emit v->editPieceDragged(int(F5), -1);
    EXPECT_EQ(editor()->pieceOn(F5), NoPiece);
    emit v->editSquareRightClicked(int(D4));
    EXPECT_EQ(editor()->pieceOn(D4), NoPiece);
    EXPECT_EQ(v->scene() != nullptr, true);
    mode()->cancel();
}

// A palette piece dropped on the board lands on the square under the pointer; outside edit
// mode such a drop is refused.
TEST_F(EditModeTest, PalettePieceDroppedOnTheBoard)
{
    BoardViewport* v = m_window->viewport();
    QWindow* w = v->window3d();
    QMimeData data;
    data.setData(QString::fromLatin1(BoardViewport::PieceMimeType), QByteArray("n"));
    auto dropOn = [&](Square sq) {
        const QPointF p = v->camera()->project(board3d::squareCentre(int(sq)));
        QDragEnterEvent enter(p.toPoint(), Qt::CopyAction, &data, Qt::LeftButton, {});
        QCoreApplication::sendEvent(w, &enter);
        QDropEvent drop(p, Qt::CopyAction, &data, Qt::LeftButton, {});
        QCoreApplication::sendEvent(w, &drop);
        return enter.isAccepted() && drop.isAccepted();
    };
    EXPECT_FALSE(dropOn(E4)); // not editing
    m_window->actions().setUpPosition->trigger();
    ASSERT_TRUE(editor());
    v->camera()->setViewportSize(w->size());
    EXPECT_TRUE(dropOn(E4));
    EXPECT_EQ(editor()->pieceOn(E4), BKnight);
    EXPECT_TRUE(dropOn(C3));
    EXPECT_EQ(editor()->pieceOn(C3), BKnight);
    mode()->cancel();
    EXPECT_EQ(m_window->model()->fen(), QString::fromLatin1(StartFen));
}
