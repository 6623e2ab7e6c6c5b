// Captured pieces beside the 3D board (issue 15), rendered (needs an X server, e.g. xvfb-run):
// after 1.e4 d5 2.exd5 a black pawn stands on the table on White's side, seen in the picture
// and in the scene graph, slides there and back (undo), shows nothing while the option is off,
// and follows a piece-set switch. The rows are derived from the placement through model/material.
#include "boardgeometry.h"
#include "boardscene.h"
#include "boardviewport.h"
#include "capturedrows.h"
#include "chessgamemodel.h"
#include "renderedviewport.h"
#include "viewportanimator.h"
#include "viewportcamera.h"
#include "gameediting.h"

#include <QDir>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>

#include <gtest/gtest.h>

#include <memory>

using namespace kibitz;

namespace {

class CapturedRowsTest : public test::RenderedViewport {
protected:
    // Plays 1.e4 d5 2.exd5, waiting for each animation to end.
    void playCapture()
    {
        for (const char* san : {"e4", "d5", "exd5"}) {
            ASSERT_TRUE(m_model.editing()->makeMoveSan(QString::fromLatin1(san)).ok) << san;
            ASSERT_TRUE(QTest::qWaitFor([this] { return !m_view->animator()->isRunning(); }, 5000));
        }
    }
    board3d::CapturedRows* rows() const { return m_view->animator()->capturedRows(); }
    // A picture, and where the head of the first pawn of White's row is in it.
    QImage grab() { return m_view->grabImage(); }
    QPoint whitesFirstPawn() const
    {
        const QMatrix4x4 place = board3d::CapturedRows::placeMatrix(0, QStringLiteral("p"), 0);
        return m_view->camera()->project(place.map(QVector3D(0.0f, 0.3f, 0.0f))).toPoint();
    }
    // The largest grey difference of two pictures in a 13 x 13 box around the pawn's place.
    int changeAtPawn(const QImage& a, const QImage& b) const
    {
        const QPoint c = whitesFirstPawn();
        EXPECT_TRUE(a.rect().contains(c)) << "the row is outside the default view";
        int most = 0;
        for (int y = c.y() - 6; y <= c.y() + 6; ++y)
            for (int x = c.x() - 6; x <= c.x() + 6; ++x)
                if (a.rect().contains(x, y) && b.rect().contains(x, y))
                    most = std::max(most, std::abs(qGray(a.pixel(x, y)) - qGray(b.pixel(x, y))));
        return most;
    }
};

// The index count of an entity's geometry renderer (0 when it has none).
uint indexCount(Qt3DCore::QEntity* entity)
{
    const auto renderers = entity->componentsOfType<Qt3DRender::QGeometryRenderer>();
    if (renderers.isEmpty())
        return 0;
    for (Qt3DCore::QAttribute* a : renderers.first()->geometry()->attributes())
        if (a->attributeType() == Qt3DCore::QAttribute::IndexAttribute)
            return a->count();
    return 0;
}

} // namespace

TEST(CapturedRowsLayout, OfficersFirstPawnsInTheOuterRowMirroredForBlack)
{
    EXPECT_EQ(board3d::CapturedRows::orderedCaptures(QStringLiteral("pnpqr")), QStringLiteral("qrnpp"));
    const QString letters = QStringLiteral("qrpp");
    const QVector3D queen = board3d::CapturedRows::placeMatrix(0, letters, 0).column(3).toVector3D();
    const QVector3D rook = board3d::CapturedRows::placeMatrix(0, letters, 1).column(3).toVector3D();
    const QVector3D pawn = board3d::CapturedRows::placeMatrix(0, letters, 2).column(3).toVector3D();
    EXPECT_GT(queen.x(), board3d::kFrameOuter); // beside the frame, on White's half
    EXPECT_GT(queen.z(), 0.0f);
    EXPECT_FLOAT_EQ(queen.x(), rook.x()); // one row, one after the other
    EXPECT_GT(rook.z(), queen.z()); // towards White
    EXPECT_GT(pawn.x(), queen.x()); // pawns further out, from the same end
    EXPECT_FLOAT_EQ(pawn.z(), queen.z());
    const QVector3D black = board3d::CapturedRows::placeMatrix(1, letters, 0).column(3).toVector3D();
    EXPECT_FLOAT_EQ(black.x(), -queen.x());
    EXPECT_FLOAT_EQ(black.z(), -queen.z());
}

TEST(CapturedRowsLayout, LettersComeFromMaterialIncludingPromotions)
{
    board3d::Placement p = *board3d::placementFromFen(QStringLiteral("4k3/8/8/8/8/8/8/QQ2K3"));
    const std::array<QString, 2> captured = capturedLetters(p);
    // White lost all but the king and two queens, one of them a promoted pawn (not captured).
    EXPECT_EQ(captured[1], QStringLiteral("PPPPPPPNNBBRR"));
    EXPECT_EQ(captured[0].size(), 15); // Black lost everything but the king
}

TEST_F(CapturedRowsTest, CapturedPawnStandsOnWhitesSideAndLeavesOnUndo)
{
    m_view->setCapturedRowsVisible(true);
    const QImage emptyTable = grab();
    playCapture();
    auto shown = rows()->visiblePieces();
    ASSERT_EQ(shown.size(), 1u);
    EXPECT_EQ(shown[0].piece, 'p');
    const QVector3D at = shown[0].matrix.column(3).toVector3D();
    EXPECT_GT(at.x(), board3d::kFrameOuter);
    EXPECT_GT(at.z(), 0.0f);
    EXPECT_GT(changeAtPawn(grab(), emptyTable), 40) << "no pawn drawn beside the board";

    // Undo slides it back: while the animation runs the row place is already empty and the pawn
    // is on its way to d5; finishing puts it there.
    m_view->animator()->setDuration(5000);
    m_model.undoStack()->undo();
    EXPECT_TRUE(m_view->animator()->isRunning());
    EXPECT_TRUE(rows()->visiblePieces().empty());
    const QVector3D start = m_view->scene()->pieceTransform(core::D5)->matrix().column(3).toVector3D();
    EXPECT_GT(start.x(), board3d::kFrameOuter); // it starts from its place beside the board
    m_view->animator()->finish();
    EXPECT_TRUE(rows()->visiblePieces().empty());
    EXPECT_EQ(m_view->scene()->position()[size_t(core::D5)], 'p');
    EXPECT_LT(changeAtPawn(grab(), emptyTable), 10);

    // Redo slides it into the row: its place stays empty until it arrives.
    m_model.undoStack()->redo();
    EXPECT_TRUE(m_view->animator()->isRunning());
    EXPECT_TRUE(rows()->visiblePieces().empty());
    m_view->animator()->finish();
    EXPECT_EQ(rows()->visiblePieces().size(), 1u);
}

TEST_F(CapturedRowsTest, OffShowsNone)
{
    const QImage emptyTable = grab();
    playCapture();
    EXPECT_TRUE(rows()->visiblePieces().empty());
    EXPECT_EQ(rows()->entityCount(), 0); // created only when first needed
    EXPECT_LT(changeAtPawn(grab(), emptyTable), 10);
    m_view->setCapturedRowsVisible(true); // turned on live: the capture appears at once
    EXPECT_EQ(rows()->visiblePieces().size(), 1u);
    m_view->setCapturedRowsVisible(false);
    EXPECT_TRUE(rows()->visiblePieces().empty());
}

TEST_F(CapturedRowsTest, PieceSetSwitchChangesTheirMesh)
{
    m_view->setCapturedRowsVisible(true);
    playCapture();
    auto shown = rows()->visiblePieces();
    ASSERT_EQ(shown.size(), 1u);
    const uint before = indexCount(shown[0].entity);
    EXPECT_EQ(before, indexCount(m_view->scene()->pieceEntity(core::D5))); // the board pawn's mesh
    ASSERT_TRUE(m_view->setPieceSet(QStringLiteral("bauhaus")));
    const uint after = indexCount(shown[0].entity);
    EXPECT_NE(after, before);
    EXPECT_EQ(after, indexCount(m_view->scene()->pieceEntity(core::D5)));
}

TEST_F(CapturedRowsTest, AFullGameStaysWithinThirtyEntities)
{
    m_view->setCapturedRowsVisible(true);
    ASSERT_TRUE(m_model.editing()->loadFen(QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1")).ok);
    m_view->animator()->finish();
    EXPECT_EQ(rows()->visiblePieces().size(), 30u);
    EXPECT_EQ(rows()->entityCount(), 30);
    m_model.editing()->newGame();
    m_view->animator()->finish();
    EXPECT_TRUE(rows()->visiblePieces().empty());
    EXPECT_EQ(rows()->entityCount(), 30); // kept for reuse
}

// After many captures the rows stay in view (issue 26.4): with all thirty pieces captured, every
// piece of both rows - its foot's corners and its top - is inside the picture, at the window's
// board shape (888x663 at 1280x800), a narrower and a wider one, from both sides. The picture at
// the window's shape is written to $KIBITZ_TEST_ARTIFACTS/captured-rows.png (else the test's folder).
TEST_F(CapturedRowsTest, ManyCapturesStayInView)
{
    m_view->setCapturedRowsVisible(true);
    ASSERT_TRUE(m_model.editing()->loadFen(QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1")).ok);
    m_view->animator()->finish();
    const std::vector<board3d::CapturedRows::Shown> pieces = rows()->visiblePieces();
    ASSERT_EQ(pieces.size(), 30u);
    for (const QSize size : {QSize(888, 663), QSize(640, 600), QSize(1200, 600)}) {
        for (bool flipped : {false, true}) {
            m_view->resize(size);
            m_view->camera()->setViewportSize(size);
            m_view->camera()->setFlipped(flipped, false);
            const QRect picture(QPoint(0, 0), size);
            for (const auto& piece : pieces) {
                const QMatrix4x4& place = piece.matrix;
                for (const QVector3D& corner : {QVector3D(-0.35f, 0.0f, -0.35f), QVector3D(0.35f, 0.0f, -0.35f),
                                                QVector3D(-0.35f, 0.0f, 0.35f), QVector3D(0.35f, 0.0f, 0.35f),
                                                QVector3D(0.0f, 1.4f, 0.0f)}) {
                    const QPoint p = m_view->camera()->project(place.map(corner)).toPoint();
                    EXPECT_TRUE(picture.contains(p)) << size.width() << "x" << size.height() << (flipped ? " Black" : " White")
                                                     << ": a captured piece at (" << p.x() << ", " << p.y()
                                                     << ") is out of the picture";
                }
            }
        }
    }
    m_view->resize(QSize(888, 663));
    m_view->camera()->setViewportSize(QSize(888, 663));
    m_view->camera()->setFlipped(false, false);
    const QString folder = qEnvironmentVariable("KIBITZ_TEST_ARTIFACTS", QDir::currentPath());
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_view->grabImage().size() == QSize(888, 663); }, 10000));
    EXPECT_TRUE(m_view->grabImage().save(QDir(folder).filePath(QStringLiteral("captured-rows.png"))));
}
