// Rendered test of BoardViewport (needs an X server, e.g. xvfb-run): grabs frames and checks
// pixel colours where highlights must be — target dots after selecting e2, last-move tints
// after 1.e4, the check glow — and that the capture comes back the right way up.
#include "boardgeometry.h"
#include "boardpicking.h"
#include "boardscene.h"
#include "boardeditor.h"
#include "boardviewport.h"
#include "chessgamemodel.h"
#include "renderedviewport.h"
#include "core/san.h"
#include "viewportanimator.h"
#include "viewportcamera.h"
#include "viewportinput.h"
#include "gameediting.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>
#include <Qt3DExtras/Qt3DWindow>

#include <gtest/gtest.h>

#include <memory>

using namespace kibitz;
using core::Square;

namespace {

// Distance between two colours in RGB space.
int distance(QRgb a, QRgb b)
{
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b));
}

// A palette colour as 8-bit RGB.
QRgb rgb(const QVector3D& c) { return QColor::fromRgbF(c.x(), c.y(), c.z()).rgb(); }

// One shown viewport per test; the first frame is awaited.
class Rendered : public test::RenderedViewport {
protected:
    // Pixel at a point of the board (world coordinates), in a fresh capture.
    QRgb pixelAt(const QImage& image, const QVector3D& world) const
    {
        const QPoint p = m_view->camera()->project(world).toPoint();
        return image.pixel(p);
    }
    // A point inside square sq, near its corner towards White's left (away from a piece).
    static QVector3D nearCorner(int sq) { return board3d::squareCentre(sq) + QVector3D(-0.38f, 0.0f, 0.38f); }
    // The same towards Black's left: on a square just behind a piece (a3 behind a2's pawn) the
    // near corner lies under that piece's outline in the picture.
    static QVector3D farCorner(int sq) { return board3d::squareCentre(sq) + QVector3D(-0.38f, 0.0f, -0.38f); }
    // The middle of a pawn's round head on square sq.
    static QVector3D pawnHead(int sq) { return board3d::squareCentre(sq) + QVector3D(0.0f, 0.485f, 0.0f); }
    // A square's plain colour.
    QRgb base(int sq) const { return rgb(board3d::isLightSquare(sq) ? m_palette.light : m_palette.dark); }
    // A square's colour blended towards a highlight colour by t, as the texture paints it.
    QRgb mixed(int sq, const QVector3D& highlight, float t) const
    {
        const QVector3D b = board3d::isLightSquare(sq) ? m_palette.light : m_palette.dark;
        return rgb(b * (1.0f - t) + highlight * t);
    }
    // A capture; KIBITZ_RENDER_DUMP=dir keeps each one as a PNG for looking at failures.
    QImage grab()
    {
        const QImage image = m_view->grabImage();
        EXPECT_EQ(image.size(), kSize);
        const QString dir = qEnvironmentVariable("KIBITZ_RENDER_DUMP");
        if (!dir.isEmpty()) {
            const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
            image.save(QStringLiteral("%1/%2-%3.png").arg(dir, QString::fromLatin1(info->name())).arg(m_grabs++));
        }
        return image;
    }

    int m_grabs = 0;
    board3d::BoardPalette m_palette;
};

} // namespace

TEST_F(Rendered, CaptureIsUprightAndShowsTheBoard)
{
    const QImage image = grab();
    ASSERT_FALSE(image.isNull());
    // a3 is dark, b3 light (unlit board texture: colours come through nearly unchanged).
    EXPECT_LT(distance(pixelAt(image, farCorner(Square::A3)), base(Square::A3)), 30);
    EXPECT_LT(distance(pixelAt(image, farCorner(Square::B3)), base(Square::B3)), 30);
    // The white pawns stand near the bottom of the picture, the black ones near the top (an
    // upside-down capture would swap them).
    const int white = qGray(pixelAt(image, pawnHead(Square::E2)));
    const int black = qGray(pixelAt(image, pawnHead(Square::E7)));
    EXPECT_GT(white, 140);
    EXPECT_LT(black, 80);
}

TEST_F(Rendered, SelectionShowsTargetDots)
{
    const QImage before = grab();
    m_view->input()->clickSquare(Square::E2);
    const QImage after = grab();
    for (int sq : {Square::E3, Square::E4}) {
        const QRgb dot = mixed(sq, m_palette.quiet, 0.8f); // the dot is drawn with alpha 0.8
        const QVector3D centre = board3d::squareCentre(sq);
        EXPECT_GT(distance(pixelAt(before, centre), dot), 60) << sq;
        EXPECT_LT(distance(pixelAt(after, centre), dot), 30) << sq;
    }
    // The selected square is tinted green at its corner; d3 stays plain.
    EXPECT_LT(distance(pixelAt(after, nearCorner(Square::E2)), mixed(Square::E2, m_palette.selected, 0.65f)), 30);
    EXPECT_LT(distance(pixelAt(after, board3d::squareCentre(Square::D3)), base(Square::D3)), 30);
    // The keyboard cursor (appearing on e2, moved to the dark d4) draws a white outline.
    m_view->input()->moveCursor(0, 0);
    m_view->input()->moveCursor(-1, 2);
    const QVector3D edge = board3d::squareCentre(Square::D4) + QVector3D(0.0f, 0.0f, 0.47f);
    // The repainted texture reaches the screen asynchronously (later under load): a few grabs.
    QImage cursor;
    (void)QTest::qWaitFor(
        [&] { // the result is checked below, with its message
            cursor = grab();
            return qGray(pixelAt(cursor, edge)) > qGray(base(Square::D4)) + 60;
        },
        5000);
    EXPECT_GT(qGray(pixelAt(cursor, edge)), qGray(base(Square::D4)) + 60);
    EXPECT_LT(distance(pixelAt(after, edge), base(Square::D4)), 30);
}

TEST_F(Rendered, LastMoveSquaresAreTinted)
{
    ASSERT_TRUE(m_model.editing()->makeMoveSan(QStringLiteral("e4")).ok);
    m_view->animator()->finish();
    const QImage image = grab();
    EXPECT_LT(distance(pixelAt(image, nearCorner(Square::E4)), mixed(Square::E4, m_palette.lastMove, 0.55f)), 30);
    // e2's near half is hidden behind the king on e1: look at its far right corner.
    const QVector3D e2far = board3d::squareCentre(Square::E2) + QVector3D(0.3f, 0.0f, -0.42f);
    EXPECT_LT(distance(pixelAt(image, e2far), mixed(Square::E2, m_palette.lastMove, 0.42f)), 30);
    EXPECT_LT(distance(pixelAt(image, nearCorner(Square::D4)), base(Square::D4)), 30);
    // The pawn really stands on e4 now.
    EXPECT_GT(qGray(pixelAt(image, pawnHead(Square::E4))), 140);
}

TEST_F(Rendered, HintSquaresAreTintedUntilAMoveIsMade)
{
    core::Move move;
    ASSERT_FALSE(core::parseSan(m_model.position(), "Nf3", move));
    m_view->showHint(move);
    QImage image;
    (void)QTest::qWaitFor(
        [&] { // the repainted texture can lag a frame under load; checked below
            image = grab();
            return distance(pixelAt(image, nearCorner(Square::F3)), base(Square::F3)) >= 30;
        },
        5000);
    EXPECT_LT(distance(pixelAt(image, nearCorner(Square::F3)), mixed(Square::F3, m_palette.hint, 0.60f)), 30);
    EXPECT_LT(distance(pixelAt(image, nearCorner(Square::D4)), base(Square::D4)), 30);
    ASSERT_TRUE(m_model.editing()->makeMoveSan(QStringLiteral("d4")).ok);
    m_view->animator()->finish();
    image = grab();
    EXPECT_LT(distance(pixelAt(image, nearCorner(Square::F3)), base(Square::F3)), 30);
}

TEST_F(Rendered, KingInCheckGlowsRedAndBlackViewTurnsTheBoard)
{
    for (const char* m : {"e4", "f5", "Qh5+"})
        ASSERT_TRUE(m_model.editing()->makeMoveSan(QString::fromLatin1(m)).ok);
    m_view->animator()->finish();
    m_view->setFlipped(true);
    EXPECT_TRUE(m_view->isFlipped());
    m_view->camera()->finish();
    const QImage image = grab();
    // From Black's side the near edge of e8 (towards -Z) shows the glow around the king.
    const QRgb glow = pixelAt(image, board3d::squareCentre(Square::E8) + QVector3D(0.0f, 0.0f, -0.42f));
    EXPECT_GT(qRed(glow), 2 * qGreen(glow));
    EXPECT_GT(m_view->camera()->project(board3d::squareCentre(Square::E8)).y(),
              m_view->camera()->project(board3d::squareCentre(Square::E1)).y());
    // Black's pawns are in the lower half of the picture now, White's in the upper.
    const int black = qGray(pixelAt(image, pawnHead(Square::A7)));
    const int white = qGray(pixelAt(image, pawnHead(Square::A2)));
    EXPECT_LT(black, 80);
    EXPECT_GT(white, black + 50);
}

TEST_F(Rendered, MouseKeyboardAndWheelReachTheModelAndCamera)
{
    QWindow* window = m_view->window3d();
    auto pixel = [this](int sq) { return m_view->camera()->project(board3d::squareCentre(sq)).toPoint(); };
    // Click-click on the pawn's head (the e2 centre is hidden behind the king) and its target.
    QTest::mouseClick(window, Qt::LeftButton, {}, m_view->camera()->project(pawnHead(Square::E2)).toPoint());
    EXPECT_EQ(m_view->input()->selected(), Square::E2);
    QTest::mouseClick(window, Qt::LeftButton, {}, pixel(Square::E4));
    EXPECT_EQ(m_model.position().pieceOn(Square::E4), core::WPawn);
    // Drag and drop g8-f6: press, move in steps, release.
    QTest::mousePress(window, Qt::LeftButton, {}, pixel(Square::G8));
    const QPoint a = pixel(Square::G8), b = pixel(Square::F6);
    for (int i = 1; i <= 5; ++i)
        QTest::mouseMove(window, a + (b - a) * i / 5);
    QTest::mouseRelease(window, Qt::LeftButton, {}, b);
    EXPECT_EQ(m_model.position().pieceOn(Square::F6), core::BKnight);
    m_view->animator()->finish();
    // Keyboard: Shift+arrows; the cursor appears on e2 (White to move)... d2-d4.
    QSignalSpy typed(m_view.get(), &BoardViewport::textTyped);
    QTest::keyClick(window, Qt::Key_Left); // plain arrows are the window's navigation keys
    EXPECT_FALSE(m_view->input()->cursorVisible());
    QTest::keyClick(window, Qt::Key_Left, Qt::ShiftModifier); // cursor appears on e2
    QTest::keyClick(window, Qt::Key_Left, Qt::ShiftModifier); // d2
    QTest::keyClick(window, Qt::Key_Space); // select
    QTest::keyClick(window, Qt::Key_Up, Qt::ShiftModifier);
    QTest::keyClick(window, Qt::Key_Up, Qt::ShiftModifier);
    QTest::keyClick(window, Qt::Key_Return); // d4
    EXPECT_EQ(m_model.position().pieceOn(Square::D4), core::WPawn);
    QTest::keyClick(window, Qt::Key_N);
    ASSERT_EQ(typed.count(), 1);
    EXPECT_EQ(typed.at(0).at(0).toString(), QStringLiteral("n"));
    // Wheel zooms in; middle-drag orbits (a right-drag on the board draws an arrow).
    const float zoom = m_view->camera()->zoom();
    QWheelEvent wheel(QPointF(480, 320), window->mapToGlobal(QPointF(480, 320)), {}, {0, 240}, Qt::NoButton, {},
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(window, &wheel);
    EXPECT_LT(m_view->camera()->zoom(), zoom);
    const float yaw = m_view->camera()->view().yawDeg;
    QTest::mousePress(window, Qt::MiddleButton, {}, QPoint(400, 300));
    QTest::mouseMove(window, QPoint(500, 300));
    QTest::mouseRelease(window, Qt::MiddleButton, {}, QPoint(500, 300));
    EXPECT_NE(m_view->camera()->view().yawDeg, yaw);
}

// Real drags through the Qt3D window's mouse events land where the pointer is released, on the
// far rank too (issue 17.1): Ra8# from White's side, ...Ra1# from Black's, and one orbited view.
TEST_F(Rendered, DragsDropWhereThePointerIsReleased)
{
    QWindow* window = m_view->window3d();
    auto pixel = [this](int sq) { return m_view->camera()->project(board3d::squareCentre(sq)).toPoint(); };
    auto drag = [&](int from, int to) {
        m_view->animator()->finish();
        const QPoint a = pixel(from), b = pixel(to);
        QTest::mousePress(window, Qt::LeftButton, {}, a);
        for (int i = 1; i <= 6; ++i)
            QTest::mouseMove(window, a + (b - a) * i / 6);
        QTest::mouseRelease(window, Qt::LeftButton, {}, b);
    };
    ASSERT_TRUE(m_model.editing()->loadFen(QStringLiteral("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")).ok);
    drag(Square::A1, Square::A8);
    EXPECT_EQ(m_model.position().pieceOn(Square::A8), core::WRook);
    EXPECT_EQ(m_model.statuses()->status().state, core::GameState::Checkmate);

    ASSERT_TRUE(m_model.editing()->loadFen(QStringLiteral("r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1")).ok);
    m_view->camera()->setFlipped(true, false);
    drag(Square::A8, Square::A1);
    EXPECT_EQ(m_model.position().pieceOn(Square::A1), core::BRook);
    EXPECT_EQ(m_model.statuses()->status().state, core::GameState::Checkmate);

    ASSERT_TRUE(m_model.editing()->loadFen(QStringLiteral("4k3/8/8/8/8/8/8/R3K2R w - - 0 1")).ok);
    m_view->camera()->setFlipped(false, false);
    m_view->camera()->orbit({160.0, 40.0});
    drag(Square::H1, Square::H7);
    EXPECT_EQ(m_model.position().pieceOn(Square::H7), core::WRook);
    drag(Square::E8, Square::D8);
    EXPECT_EQ(m_model.position().pieceOn(Square::D8), core::BKing);
}

// A click on the middle of a square holding a piece of the side to move picks that piece, also
// where a taller piece in front covers the spot (issue 17.2): e2 under the e1 king's cross from
// White's side, e7 under the e8 king's from Black's, d2 from a turned view.
TEST_F(Rendered, ClickOnAnOwnPiecesSquarePicksItOverATallerPieceInFront)
{
    QWindow* window = m_view->window3d();
    auto click = [&](int sq) {
        QTest::mouseClick(window, Qt::LeftButton, {}, m_view->camera()->project(board3d::squareCentre(sq)).toPoint());
    };
    click(Square::E2);
    EXPECT_EQ(m_view->input()->selected(), Square::E2);
    m_view->input()->clearSelection();
    ASSERT_TRUE(m_model.editing()->makeMoveSan(QStringLiteral("e4")).ok);
    m_view->camera()->setFlipped(true, false);
    click(Square::E7);
    EXPECT_EQ(m_view->input()->selected(), Square::E7);
    m_view->input()->clearSelection();
    ASSERT_TRUE(m_model.editing()->makeMoveSan(QStringLiteral("e5")).ok);
    m_view->camera()->setFlipped(false, false);
    m_view->camera()->orbit({90.0, 30.0});
    click(Square::D2);
    EXPECT_EQ(m_view->input()->selected(), Square::D2);
}

// Edit mode (issue 13): the board shows the editor's placement, not the model's; a placed
// piece appears on its square; problem squares are tinted; leaving shows the game again.
TEST_F(Rendered, EditModeShowsThePlacedPieceAndTintsProblemSquares)
{
    m_view->setEditMode(true);
    board3d::Placement placement;
    placement.fill('.');
    placement[Square::E1] = 'K';
    placement[Square::E8] = 'k';
    m_view->showEditPosition(placement, BoardEdit{BoardEdit::Replace});
    const QImage before = grab();
    // The model's (black) a7 pawn is not shown while editing.
    EXPECT_GT(qGray(pixelAt(before, pawnHead(Square::A7))), 120);
    placement[Square::E4] = 'P';
    BoardEdit place{BoardEdit::Place};
    place.to = Square::E4;
    place.piece = core::WPawn;
    m_view->showEditPosition(placement, place);
    // A single edit animates briefly (the piece grows on its square; pooled entities are reused).
    EXPECT_TRUE(m_view->animator()->isRunning());
    EXPECT_LE(m_view->animator()->duration(), 150);
    EXPECT_TRUE(QTest::qWaitFor([this] { return !m_view->animator()->isRunning(); }, 5000));
    const QImage after = grab();
    EXPECT_GT(qGray(pixelAt(after, pawnHead(Square::E4))), 140);
    EXPECT_GT(distance(pixelAt(before, pawnHead(Square::E4)), pixelAt(after, pawnHead(Square::E4))), 50);
    EXPECT_EQ(m_view->scene()->position()[Square::E4], 'P');
    EXPECT_EQ(m_model.fen(), QString::fromLatin1(core::StartFen));
    // A validation problem on a3 tints it.
    m_view->setEditMarks(Square::A1, {Square::A3});
    const QRgb tint = mixed(Square::A3, m_palette.check, 0.6f);
    QImage marked;
    // The repainted texture can lag a frame under load: wait for it, not for a time.
    // The result is checked below, with the distance in the message.
    (void)QTest::qWaitFor(
        [&] {
            marked = grab();
            return distance(pixelAt(marked, farCorner(Square::A3)), tint) < 30;
        },
        1000);
    EXPECT_LT(distance(pixelAt(marked, farCorner(Square::A3)), tint), 30);
    // Leaving: the game's position again, no tint.
    m_view->setEditMode(false);
    QImage game;
    (void)QTest::qWaitFor(
        [&] {
            game = grab();
            return distance(pixelAt(game, farCorner(Square::A3)), base(Square::A3)) < 30;
        },
        1000);
    EXPECT_LT(distance(pixelAt(game, farCorner(Square::A3)), base(Square::A3)), 30);
    EXPECT_LT(qGray(pixelAt(game, pawnHead(Square::A7))), 80);
    EXPECT_EQ(m_view->scene()->position()[Square::E4], '.');
}
