// The board editor in the window (issue 13): entering and leaving edit mode, the controls
// (QTest on the panel's widgets), OK as one undo step, Cancel/Esc, Continue, the rendered editor.
// Keys, Tab, the flipped cursor, board signals and palette drops: tst_editmode_board.cpp.
#include "editmodetest.h"
#include "gameediting.h"

#include "analysiswiring.h"
#include "panels/movehistorypanel.h"
#include "panels/piecepalette.h"
#include "startup.h"

#include <Qt3DExtras/Qt3DWindow>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>

#include "viewportanimator.h"
#include "viewportcamera.h"

#include "boardscene.h"

using namespace kibitz;
using namespace kibitz::core;
using kibitz::test::EditModeTest;

TEST_F(EditModeTest, EnteringPausesTheGameAndCancelLeavesItUntouched)
{
    play(*m_window, {"e4", "e5", "Nf3"});
    const QString fen = m_window->model()->fen();
    const int commands = m_window->model()->undoStack()->count();
    const WindowActions& a = m_window->actions();
    EXPECT_EQ(a.setUpPosition->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    a.setUpPosition->trigger();
    ASSERT_TRUE(mode()->isActive());
    EXPECT_TRUE(m_window->viewport()->isEditMode());
    EXPECT_TRUE(panel()->isVisible());
    EXPECT_TRUE(mode()->palette()->isVisible());
    EXPECT_FALSE(a.goBack->isEnabled());
    EXPECT_FALSE(a.undo->isEnabled());
    EXPECT_FALSE(a.setUpPosition->isEnabled());
    EXPECT_FALSE(m_window->historyPanel()->isEnabled());
    EXPECT_EQ(panel()->fenEdit()->text(), fen);
    panel()->button("clearButton")->click();
    EXPECT_NE(editor()->fen(), fen);
    panel()->button("cancelButton")->click();
    EXPECT_FALSE(mode()->isActive());
    EXPECT_FALSE(m_window->viewport()->isEditMode());
    EXPECT_EQ(m_window->model()->fen(), fen);
    EXPECT_EQ(m_window->model()->undoStack()->count(), commands);
    EXPECT_TRUE(a.goBack->isEnabled());
    EXPECT_TRUE(m_window->historyPanel()->isEnabled());
    EXPECT_FALSE(panel()->isVisible());
    // Each paused action is back as its owner left it (issue 26.3: Redo stayed enabled).
    EXPECT_TRUE(a.undo->isEnabled());
    EXPECT_FALSE(a.redo->isEnabled()) << "nothing to redo";
    a.undo->trigger();
    a.setUpPosition->trigger();
    panel()->button("cancelButton")->click();
    EXPECT_TRUE(a.redo->isEnabled()) << "Nf3 to redo";
}

TEST_F(EditModeTest, ControlsEditThePositionAndOkIsOneUndoStep)
{
    play(*m_window, {"d4", "d5"});
    const QString before = m_window->model()->fen();
    m_window->actions().setUpPosition->trigger();
    ASSERT_TRUE(editor());
    // The FEN field drives the board.
    QLineEdit* fen = panel()->fenEdit();
    fen->selectAll();
    QTest::keyClicks(fen, QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    EXPECT_EQ(editor()->pieceOn(A8), BRook);
    ASSERT_TRUE(panel()->castlingBox(H1));
    EXPECT_TRUE(panel()->castlingBox(H1)->isChecked());
    // A castling box takes the right away; the side combo gives the move to Black.
    panel()->castlingBox(A1)->click();
    EXPECT_EQ(editor()->castlingRights(), WhiteKingSide | BlackKingSide | BlackQueenSide);
    panel()->sideCombo()->setCurrentIndex(1);
    emit panel()->sideCombo()->activated(1);
    EXPECT_EQ(editor()->sideToMove(), Black);
    panel()->fullmoveSpin()->setValue(12);
    EXPECT_EQ(fen->text(), QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R b Kkq - 0 12"));
    // The palette and the rook leaving h1: its box goes.
    mode()->palette()->button(NoPiece)->click();
    EXPECT_TRUE(editor()->hasPick());
    editor()->clickSquare(H1);
    EXPECT_EQ(panel()->castlingBox(H1), nullptr);
    EXPECT_FALSE(panel()->castlingBox(A1)->isChecked());
    // An illegal position: OK disabled, the Load FEN message shown.
    editor()->placePiece(B2, WKing);
    EXPECT_FALSE(panel()->okButton()->isEnabled());
    EXPECT_EQ(panel()->messageText(), editor()->validationMessage());
    EXPECT_FALSE(mode()->accept());
    EXPECT_TRUE(mode()->isActive());
    editor()->removePiece(B2);
    ASSERT_TRUE(panel()->okButton()->isEnabled());
    panel()->okButton()->click();
    EXPECT_FALSE(mode()->isActive());
    EXPECT_EQ(m_window->model()->fen(), QStringLiteral("r3k2r/8/8/8/8/8/8/R3K3 b kq - 0 12"));
    EXPECT_EQ(m_window->model()->undoStack()->undoText(), QStringLiteral("Set up position"));
    m_window->model()->undoStack()->undo();
    EXPECT_EQ(m_window->model()->fen(), before);
}

TEST_F(EditModeTest, RepairAndRefusedFenInThePanel)
{
    m_window->actions().setUpPosition->trigger();
    ASSERT_TRUE(editor());
    QLineEdit* fen = panel()->fenEdit();
    fen->selectAll();
    QTest::keyClicks(fen, QStringLiteral("4k3/8/8/8/8/8/8/4K3 w K - 0 1"));
    EXPECT_FALSE(panel()->okButton()->isEnabled());
    ASSERT_FALSE(panel()->repairButton()->isHidden());
    panel()->repairButton()->click();
    EXPECT_TRUE(panel()->okButton()->isEnabled());
    EXPECT_EQ(editor()->fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    EXPECT_TRUE(panel()->messageText().contains(QStringLiteral("K"))) << panel()->messageText().toStdString();
    // A malformed FEN: explained, the board keeps the last good position.
    fen->selectAll();
    QTest::keyClicks(fen, QStringLiteral("4k3/8/8/8/8/8/8/4K3 x"));
    EXPECT_EQ(editor()->fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    EXPECT_FALSE(panel()->messageText().isEmpty());
    EXPECT_NE(panel()->messageText(), QStringLiteral("Legal position."));
    mode()->cancel();
}

// Issue 24: castling rights per rook in the panel. A Chess960 position typed as X-FEN shows one
// box per rook beside each king, by square; the boxes set the rights, the FEN field shows them,
// and after OK the game castles with the rook chosen. Undo takes the whole set-up back.
TEST_F(EditModeTest, CastlingBoxesPerRookForAChess960Position)
{
    const QString before = m_window->model()->fen();
    m_window->actions().setUpPosition->trigger();
    ASSERT_TRUE(editor());
    QLineEdit* fen = panel()->fenEdit();
    fen->selectAll();
    QTest::keyClicks(fen, QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1"));
    for (const Square rook : {E1, G1, E8, G8}) {
        ASSERT_TRUE(panel()->castlingBox(rook)) << squareName(rook);
        EXPECT_TRUE(panel()->castlingBox(rook)->isChecked()) << squareName(rook);
    }
    EXPECT_EQ(panel()->castlingBox(A1), nullptr);
    EXPECT_EQ(panel()->castlingBox(G1)->text(), QStringLiteral("g1 (O-O)"));
    EXPECT_EQ(panel()->castlingBox(E1)->text(), QStringLiteral("e1 (O-O-O)"));
    for (const Square rook : {E1, E8, G8})
        panel()->castlingBox(rook)->click();
    EXPECT_EQ(fen->text(), QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w K - 0 1"));
    // The same rooks from Shredder-FEN, written back with file letters.
    fen->selectAll();
    QTest::keyClicks(fen, QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w Ge - 0 1"));
    EXPECT_TRUE(panel()->castlingBox(G1)->isChecked());
    EXPECT_FALSE(panel()->castlingBox(E1)->isChecked());
    EXPECT_TRUE(panel()->castlingBox(E8)->isChecked());
    panel()->castlingBox(E8)->click();
    EXPECT_EQ(fen->text(), QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w G - 0 1"));
    panel()->okButton()->click();
    ASSERT_FALSE(mode()->isActive());
    EXPECT_TRUE(m_window->model()->position().isChess960());
    EXPECT_TRUE(m_window->model()->editing()->makeMoveSan(QStringLiteral("O-O")).ok);
    EXPECT_EQ(m_window->model()->fen(), QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRRKN b - - 1 1"));
    m_window->model()->undoStack()->undo();
    m_window->model()->undoStack()->undo();
    EXPECT_EQ(m_window->model()->fen(), before);
}

// "Continue: Analyse" accepts the position and switches the analysis on; entering the editor
// had paused it (and OK does not bring it back by itself unless it was running).
TEST_F(EditModeTest, ContinueWithAnalysisAcceptsAndAnalyses)
{
    auto* installer = m_window->findChild<AnalysisWiring*>();
    ASSERT_TRUE(installer);
    QAction* analyse = installer->analyseAction();
    m_window->actions().setUpPosition->trigger();
    ASSERT_TRUE(editor());
    EXPECT_FALSE(analyse->isEnabled());
    editor()->setFen(QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    panel()->button("analyseButton")->click();
    EXPECT_FALSE(mode()->isActive());
    EXPECT_EQ(m_window->model()->fen(), QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    EXPECT_TRUE(analyse->isEnabled());
    EXPECT_TRUE(analyse->isChecked());
    analyse->setChecked(false);
    // Analysing when the editor opens: paused, and running again after Cancel.
    analyse->setChecked(true);
    m_window->actions().setUpPosition->trigger();
    EXPECT_FALSE(analyse->isChecked());
    mode()->cancel();
    EXPECT_TRUE(analyse->isChecked());
    analyse->setChecked(false);
}

// The window in edit mode renders with the board, the palette and the controls; an illegal
// position's squares are tinted. KIBITZ_SCREENSHOT_DIR=dir keeps the picture (README).
TEST_F(EditModeTest, RendersTheEditorWithTintedProblemSquares)
{
    m_window->resize(1280, 800);
    m_window->actions().setUpPosition->trigger();
    ASSERT_TRUE(editor());
    ASSERT_TRUE(
        editor()->setFen(QStringLiteral("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")).ok);
    mode()->palette()->button(WKnight)->click();
    editor()->placePiece(D1, BPawn); // a pawn on the back rank: tinted, OK disabled
    BoardViewport* v = m_window->viewport();
    EXPECT_TRUE(QTest::qWaitFor([v] { return !v->animator()->isRunning(); }, 5000));
    EXPECT_EQ(editor()->problemSquares(), QList<Square>{D1});
    EXPECT_FALSE(panel()->okButton()->isEnabled());
    EXPECT_TRUE(QTest::qWaitFor([v] { return v->scene()->highlights().problems == std::vector<int>{int(D1)}; }, 5000));
    // The picture once the editor's docks are laid out and shown: the window's posted layout
    // requests handled, the panel and the palette on the screen.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    ASSERT_TRUE(QTest::qWaitFor(
        [this] { return !panel()->visibleRegion().isEmpty() && !mode()->palette()->visibleRegion().isEmpty(); }, 5000));
    const QImage image = renderWindow(m_window.get(), v);
    ASSERT_FALSE(image.isNull());
    const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        image.save(dir + QStringLiteral("/window-editor.png"));
    mode()->cancel();
}
