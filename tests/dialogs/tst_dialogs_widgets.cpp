// Promotion dialog (keys, click, Esc, Enter, placement, ask()), game-over notice (texts per
// state, draw claims) and the piece images; KIBITZ_DIALOG_SCREENSHOTS=<dir> also saves PNGs.
#include "dialogs/boardpreview.h"
#include "dialogs/fencheck.h"
#include "dialogs/gameovernotice.h"
#include "dialogs/loadfendialog.h"
#include "dialogs/pieceicons.h"
#include "dialogs/promotiondialog.h"
#include "dialogs/savefendialog.h"

#include <QApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

using namespace kibitz;

namespace {

// The widget that receives keys in a shown dialog: its focus widget.
QWidget* keyTarget(QDialog& dialog)
{
    dialog.show();
    dialog.activateWindow();
    QApplication::processEvents();
    return dialog.focusWidget() ? dialog.focusWidget() : &dialog;
}

// Mean brightness (0..255) of the visible pixels of an image.
double meanOpaqueBrightness(const QImage& image, int* opaque)
{
    double sum = 0;
    *opaque = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 200) {
                sum += c.lightness();
                ++*opaque;
            }
        }
    return *opaque ? sum / *opaque : 0;
}

// A status in the given state (winner only matters for checkmate).
core::GameStatus status(core::GameState state, core::Color winner = core::White)
{
    core::GameStatus s;
    s.state = state;
    s.winner = winner;
    return s;
}

} // namespace

TEST(PromotionDialog, KeysChooseThePiece)
{
    const std::pair<Qt::Key, core::PieceType> cases[] = {
        {Qt::Key_Q, core::Queen}, {Qt::Key_R, core::Rook}, {Qt::Key_B, core::Bishop}, {Qt::Key_N, core::Knight}};
    for (const auto& [key, type] : cases) {
        PromotionDialog dialog(core::Black);
        QTest::keyClick(keyTarget(dialog), key);
        EXPECT_EQ(dialog.result(), QDialog::Accepted);
        EXPECT_EQ(dialog.choice(), type);
    }
}

TEST(PromotionDialog, ClickEscapeAndEnter)
{
    {
        PromotionDialog dialog(core::White);
        keyTarget(dialog);
        QTest::mouseClick(dialog.button(core::Bishop), Qt::LeftButton);
        EXPECT_EQ(dialog.result(), QDialog::Accepted);
        EXPECT_EQ(dialog.choice(), core::Bishop);
    }
    {
        PromotionDialog dialog(core::White);
        QTest::keyClick(keyTarget(dialog), Qt::Key_Escape);
        EXPECT_EQ(dialog.result(), QDialog::Rejected);
        EXPECT_EQ(dialog.choice(), core::NoPieceType);
    }
    {
        PromotionDialog dialog(core::White);
        QWidget* target = keyTarget(dialog);
        EXPECT_EQ(target, dialog.button(core::Queen)) << "Queen has the focus";
        EXPECT_TRUE(dialog.button(core::Queen)->isDefault());
        QTest::keyClick(target, Qt::Key_Return);
        EXPECT_EQ(dialog.result(), QDialog::Accepted);
        EXPECT_EQ(dialog.choice(), core::Queen);
    }
}

TEST(PromotionDialog, ButtonsQueenFirstWithImages)
{
    PromotionDialog dialog(core::White);
    const core::PieceType order[] = {core::Queen, core::Rook, core::Bishop, core::Knight};
    int previousX = -1;
    dialog.show();
    QApplication::processEvents();
    for (core::PieceType type : order) {
        QPushButton* button = dialog.button(type);
        ASSERT_NE(button, nullptr);
        EXPECT_FALSE(button->icon().isNull());
        EXPECT_GT(button->x(), previousX);
        previousX = button->x();
    }
    EXPECT_EQ(dialog.button(core::King), nullptr);
}

TEST(PromotionDialog, AskReturnsTheChoiceOrCancel)
{
    QTimer::singleShot(0, [] { QTest::keyClick(QApplication::activeModalWidget(), Qt::Key_N); });
    EXPECT_EQ(PromotionDialog::ask(core::White, QPoint(100, 100), nullptr), core::Knight);
    QTimer::singleShot(0, [] { QTest::keyClick(QApplication::activeModalWidget(), Qt::Key_Escape); });
    EXPECT_EQ(PromotionDialog::ask(core::Black, QPoint(100, 100), nullptr), core::NoPieceType);
}

TEST(PromotionDialog, PlacedNearThePointAndOnScreen)
{
    QScreen* screen = QGuiApplication::primaryScreen();
    ASSERT_NE(screen, nullptr);
    const QRect area = screen->availableGeometry();
    PromotionDialog dialog(core::White);
    dialog.placeNear(area.center());
    EXPECT_LT((dialog.frameGeometry().topLeft() - area.center()).manhattanLength(), 40);
    dialog.placeNear(area.bottomRight() - QPoint(2, 2));
    EXPECT_TRUE(area.contains(dialog.frameGeometry())) << "corner";
    dialog.placeNear(area.topLeft() + QPoint(2, 2));
    EXPECT_TRUE(area.contains(dialog.frameGeometry()));
}

TEST(PromotionDialog, PlacementStaysInsideTheScreen)
{
    const QRect screen(0, 0, 1000, 800);
    const QSize size(300, 100);
    EXPECT_EQ(PromotionDialog::placement(QPoint(100, 100), size, screen), QPoint(100, 100));
    EXPECT_EQ(PromotionDialog::placement(QPoint(900, 100), size, screen), QPoint(600, 100)) << "opens leftwards";
    EXPECT_EQ(PromotionDialog::placement(QPoint(100, 750), size, screen), QPoint(100, 650)) << "opens upwards";
    EXPECT_EQ(PromotionDialog::placement(QPoint(-50, -50), size, screen), QPoint(0, 0));
    const QRect tiny(0, 0, 200, 50); // larger than the screen: the top-left corner stays visible
    EXPECT_EQ(PromotionDialog::placement(QPoint(150, 40), size, tiny), QPoint(0, 0));
}

TEST(GameOverNotice, OngoingGameHidesTheNotice)
{
    GameOverNotice notice;
    notice.showStatus(status(core::GameState::Stalemate));
    EXPECT_TRUE(notice.isVisible());
    core::GameStatus ongoing;
    ongoing.inCheck = true;
    notice.showStatus(ongoing);
    EXPECT_FALSE(notice.isVisible());
    EXPECT_FALSE(notice.isClaimOffered());
}

TEST(GameOverNotice, TextsPerState)
{
    GameOverNotice notice;
    EXPECT_FALSE(notice.isModal());
    notice.showStatus(status(core::GameState::Checkmate, core::Black));
    EXPECT_TRUE(notice.isVisible());
    EXPECT_TRUE(notice.resultText().contains(QStringLiteral("Black wins")));
    EXPECT_TRUE(notice.resultText().contains(QStringLiteral("0-1")));
    EXPECT_TRUE(notice.reasonText().contains(QStringLiteral("Checkmate")));
    EXPECT_TRUE(notice.claimButton()->isHidden());
    notice.showStatus(status(core::GameState::Checkmate, core::White));
    EXPECT_TRUE(notice.resultText().contains(QStringLiteral("1-0")));

    const std::pair<core::GameState, const char*> draws[] = {
        {core::GameState::Stalemate, "Stalemate"},
        {core::GameState::InsufficientMaterial, "Insufficient material"},
        {core::GameState::FivefoldRepetition, "Fivefold repetition"},
        {core::GameState::SeventyFiveMoveRule, "Seventy-five-move rule"}};
    for (const auto& [state, reason] : draws) {
        notice.showStatus(status(state));
        EXPECT_TRUE(notice.resultText().contains(QStringLiteral("Draw"))) << reason;
        EXPECT_TRUE(notice.reasonText().contains(QLatin1String(reason))) << notice.reasonText().toStdString();
        EXPECT_TRUE(notice.claimButton()->isHidden()) << reason;
        EXPECT_FALSE(notice.isClaimOffered());
    }
}

TEST(GameOverNotice, ClaimableDrawIsOfferedNotForced)
{
    GameOverNotice notice;
    QSignalSpy claimed(&notice, &GameOverNotice::drawClaimed);
    core::GameStatus threefold;
    threefold.canClaimThreefold = true;
    notice.showStatus(threefold);
    EXPECT_TRUE(notice.isClaimOffered());
    EXPECT_FALSE(notice.claimButton()->isHidden());
    EXPECT_TRUE(notice.reasonText().contains(QStringLiteral("Threefold")));
    EXPECT_EQ(claimed.count(), 0);

    core::GameStatus fifty;
    fifty.canClaimFiftyMove = true;
    notice.showStatus(fifty);
    EXPECT_TRUE(notice.reasonText().contains(QStringLiteral("Fifty-move")));
    EXPECT_FALSE(notice.reasonText().contains(QStringLiteral("Threefold")));
    QTest::mouseClick(notice.claimButton(), Qt::LeftButton);
    EXPECT_EQ(claimed.count(), 1);
    EXPECT_FALSE(notice.isVisible());

    fifty.state = core::GameState::Checkmate; // a finished game offers nothing to claim
    notice.showStatus(fifty);
    EXPECT_TRUE(notice.claimButton()->isHidden());
}

TEST(PieceIcons, AllTwelveLoad)
{
    for (core::Color color : {core::White, core::Black})
        for (int t = core::Pawn; t <= core::King; ++t) {
            const core::Piece piece = core::makePiece(color, core::PieceType(t));
            EXPECT_FALSE(pieceIcon(piece).isNull()) << pieceResourcePath(piece).toStdString();
            const QPixmap pixmap = piecePixmap(piece, 48);
            ASSERT_FALSE(pixmap.isNull()) << pieceResourcePath(piece).toStdString();
            EXPECT_EQ(pixmap.size(), QSize(48, 48));
            int opaque = 0;
            meanOpaqueBrightness(pixmap.toImage(), &opaque);
            EXPECT_GT(opaque, 48 * 48 / 10) << "the piece covers part of its square";
        }
    EXPECT_TRUE(pieceIcon(core::NoPiece).isNull());
    EXPECT_TRUE(piecePixmap(core::NoPiece, 48).isNull());
}

TEST(PieceIcons, WhitePiecesAreLighterThanBlack)
{
    for (int t = core::Pawn; t <= core::King; ++t) {
        int opaque = 0;
        const double white =
            meanOpaqueBrightness(piecePixmap(core::makePiece(core::White, core::PieceType(t)), 64).toImage(), &opaque);
        const double black =
            meanOpaqueBrightness(piecePixmap(core::makePiece(core::Black, core::PieceType(t)), 64).toImage(), &opaque);
        EXPECT_GT(white, black + 30) << "piece type " << t;
    }
}

TEST(BoardPreview, PaintsSquaresAndPieces)
{
    BoardPreview preview;
    preview.resize(255, 255);
    preview.setBoard(readPlacement(QString::fromLatin1(core::StartFen)));
    const QImage image = preview.grab().toImage();
    // 30 px squares with a 15 px margin on the left and below: a1 is dark, h1 light.
    const QColor a3 = image.pixelColor(15 + 2, 5 * 30 + 2); // a3, empty, dark
    const QColor b3 = image.pixelColor(15 + 30 + 2, 5 * 30 + 2); // b3, empty, light
    EXPECT_GT(b3.lightness(), a3.lightness() + 30);
    int opaqueWhite = 0;
    int opaqueEmpty = 0;
    const double onE1 = meanOpaqueBrightness(image.copy(15 + 4 * 30, 7 * 30, 30, 30), &opaqueWhite);
    const double onE4 = meanOpaqueBrightness(image.copy(15 + 4 * 30, 4 * 30, 30, 30), &opaqueEmpty);
    EXPECT_NE(onE1, onE4) << "a king is drawn on e1, nothing on e4";
}
