// Rendered tests of the board styles (needs an X server, e.g. xvfb-run): every piece set shows
// six distinct pieces on their squares, every theme colours squares and both sides' pieces,
// switching applies in place, and a custom set of generated mesh files renders.
#include "boardscene.h"
#include "boardstyle.h"
#include "boardviewport.h"
#include "piecerim.h"
#include "chessgamemodel.h"
#include "renderedviewport.h"
#include "viewportanimator.h"
#include "viewportcamera.h"
#include "gameediting.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace kibitz;
using board3d::PieceType;

namespace {

// Squares of the lined-up white pieces: pawn, knight, bishop, rook, queen, king on b4..g4.
constexpr int kLineUp[6] = {25, 26, 27, 28, 29, 30};
constexpr float kTop = 1.6f; // scanned height above a square

// Distance between two colours in RGB space.
int distance(QRgb a, QRgb b)
{
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b));
}

// A 0..1 colour as 8-bit RGB.
QRgb rgb(const QVector3D& c) { return QColor::fromRgbF(c.x(), c.y(), c.z()).rgb(); }

// What a piece looks like in a picture: how high it reaches above its square's centre and
// how much of the square's width it covers at a fifth of a king's height (world units).
struct Silhouette {
    float height = 0.0f;
    float width = 0.0f;
};

class StyleRendered : public test::RenderedViewport {
protected:
    void SetUp() override
    {
        RenderedViewport::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        m_view->animator()->finish();
    }
    // A settled capture; KIBITZ_RENDER_DUMP=dir keeps it as a PNG.
    QImage grab(const QString& tag)
    {
        const QImage image = m_view->grabImage();
        EXPECT_EQ(image.size(), kSize);
        const QString dir = qEnvironmentVariable("KIBITZ_RENDER_DUMP");
        if (!dir.isEmpty())
            image.save(QStringLiteral("%1/style-%2.png").arg(dir, tag));
        return image;
    }
    // Pixel of a world point.
    QRgb pixelAt(const QImage& image, const QVector3D& world) const
    {
        return image.pixel(m_view->camera()->project(world).toPoint());
    }
    // Fraction of points on the segment a..b whose pixels differ from the empty board's.
    float differing(const QImage& shown, const QImage& empty, const QVector3D& a, const QVector3D& b, bool last) const
    {
        constexpr int kSteps = 80;
        int count = 0, highest = 0;
        for (int i = 0; i <= kSteps; ++i) {
            const QVector3D p = a + (b - a) * (float(i) / kSteps);
            if (distance(pixelAt(shown, p), pixelAt(empty, p)) > 45) {
                ++count;
                highest = i;
            }
        }
        return float(last ? highest : count) / kSteps;
    }
    // The silhouette of the piece on sq, against a picture of the empty board.
    Silhouette silhouette(const QImage& shown, const QImage& empty, int sq) const
    {
        const QVector3D c = board3d::squareCentre(sq);
        Silhouette s;
        s.height = kTop * differing(shown, empty, c, c + QVector3D(0.0f, kTop, 0.0f), true);
        s.width = differing(shown, empty, c + QVector3D(-0.5f, 0.25f, 0.0f), c + QVector3D(0.5f, 0.25f, 0.0f), false);
        return s;
    }
    // Shows placement directly in the scene (no model move, no animation).
    void show(const QString& fenPlacement) { m_view->scene()->setPosition(*board3d::placementFromFen(fenPlacement)); }
};

// Writes a custom set: pawn..queen as OBJ boxes of growing height, the king as an OBJ spike.
void writeCustomSet(const QDir& dir)
{
    const char* stems[] = {"pawn", "knight", "bishop", "rook", "queen"};
    for (int i = 0; i < 5; ++i) {
        QFile f(dir.filePath(QStringLiteral("%1.obj").arg(QLatin1String(stems[i]))));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        const QByteArray h = QByteArray::number(2 + i);
        f.write("v 0 0 0\nv 2 0 0\nv 0 " + h + " 0\nv 2 " + h + " 0\nv 0 0 2\nv 2 0 2\nv 0 " + h + " 2\nv 2 " + h
                + " 2\nf 1 3 4 2\nf 5 6 8 7\nf 1 5 7 3\nf 2 4 8 6\nf 1 2 6 5\nf 3 7 8 4\n");
    }
    QFile king(dir.filePath(QStringLiteral("king.obj")));
    ASSERT_TRUE(king.open(QIODevice::WriteOnly));
    king.write("v -1 0 -1\nv 1 0 -1\nv 1 0 1\nv -1 0 1\nv 0 9 0\nf 1 2 3 4\nf 1 5 2\nf 2 5 3\nf 3 5 4\nf 4 5 1\n");
}

} // namespace

TEST_F(StyleRendered, EverySetShowsSixDistinctPiecesOnTheirSquares)
{
    show(QStringLiteral("8/8/8/8/1PNBRQK1/8/8/8"));
    std::vector<std::vector<Silhouette>> sets;
    for (const QString& name : board3d::pieceSetNames()) {
        ASSERT_TRUE(m_view->setPieceSet(name));
        show(QStringLiteral("8/8/8/8/8/8/8/8"));
        const QImage empty = grab(name + QStringLiteral("-empty"));
        show(QStringLiteral("8/8/8/8/1PNBRQK1/8/8/8"));
        const QImage shown = grab(name);
        std::vector<Silhouette> s;
        for (int i = 0; i < 6; ++i) {
            s.push_back(silhouette(shown, empty, kLineUp[i]));
            EXPECT_GT(s.back().height, 0.3f) << qPrintable(name) << " piece " << i;
            EXPECT_LT(s.back().height, 1.55f) << qPrintable(name) << " piece " << i;
            EXPECT_GT(s.back().width, 0.2f) << qPrintable(name) << " piece " << i;
            EXPECT_LT(s.back().width, 0.95f) << qPrintable(name) << " piece " << i;
        }
        // The king stands tallest and the pawn lowest; no two pieces look alike.
        for (int i = 0; i < 5; ++i) {
            EXPECT_GT(s[5].height, s[i].height) << qPrintable(name) << " piece " << i;
            EXPECT_LT(s[0].height, s[i + 1].height) << qPrintable(name) << " piece " << i + 1;
        }
        for (int i = 0; i < 6; ++i)
            for (int j = i + 1; j < 6; ++j)
                EXPECT_TRUE(std::abs(s[i].height - s[j].height) > 0.04f || std::abs(s[i].width - s[j].width) > 0.08f)
                    << qPrintable(name) << " pieces " << i << " and " << j << " look alike: " << s[i].height << ' '
                    << s[i].width << " / " << s[j].height << ' ' << s[j].width;
        // Empty squares beside the line stay empty.
        EXPECT_LT(silhouette(shown, empty, 24).height, 0.05f) << qPrintable(name);
        EXPECT_LT(silhouette(shown, empty, 31).height, 0.05f) << qPrintable(name);
        sets.push_back(s);
    }
    // Each set differs from every other in some piece's outline.
    for (size_t a = 0; a < sets.size(); ++a)
        for (size_t b = a + 1; b < sets.size(); ++b) {
            float most = 0.0f;
            for (int i = 0; i < 6; ++i)
                most = std::max({most, std::abs(sets[a][size_t(i)].height - sets[b][size_t(i)].height),
                                 std::abs(sets[a][size_t(i)].width - sets[b][size_t(i)].width)});
            EXPECT_GT(most, 0.08f) << "sets " << a << " and " << b;
        }
}

TEST_F(StyleRendered, EveryThemeColoursTheSquaresAndBothSides)
{
    std::vector<QImage> pictures;
    for (const QString& name : board3d::themeNames()) {
        ASSERT_TRUE(m_view->setTheme(name));
        const board3d::BoardTheme theme = *board3d::findTheme(name);
        const QImage image = grab(name);
        // Empty a3 (dark) and b3 (light): the best of a few points (marble veins cross some).
        for (int sq : {16, 17}) {
            const QRgb expected = rgb(board3d::isLightSquare(sq) ? theme.palette.light : theme.palette.dark);
            int best = 999;
            for (float dx : {-0.3f, 0.0f, 0.3f})
                for (float dz : {-0.3f, 0.0f, 0.3f}) {
                    const QVector3D p = board3d::squareCentre(sq) + QVector3D(dx, 0.0f, dz);
                    best = std::min(best, distance(pixelAt(image, p), expected));
                }
            EXPECT_LT(best, 30) << qPrintable(name) << " square " << sq;
        }
        // The pawns' heads: White's lighter than Black's, and neither the colour of its square.
        const QVector3D head(0.0f, 0.485f, 0.0f);
        const QRgb white = pixelAt(image, board3d::squareCentre(12) + head);
        const QRgb black = pixelAt(image, board3d::squareCentre(52) + head);
        EXPECT_GT(qGray(white), qGray(black) + 40) << qPrintable(name);
        EXPECT_GT(distance(white, rgb(theme.palette.dark)), 60) << qPrintable(name);
        EXPECT_GT(distance(black, rgb(theme.palette.light)), 60) << qPrintable(name);
        pictures.push_back(image);
    }
    for (size_t a = 0; a < pictures.size(); ++a)
        for (size_t b = a + 1; b < pictures.size(); ++b)
            EXPECT_NE(pictures[a], pictures[b]) << a << ' ' << b;
}

TEST_F(StyleRendered, SwitchingAppliesInPlaceAndKeepsThePosition)
{
    ASSERT_TRUE(m_model.editing()->makeMoveSan(QStringLiteral("e4")).ok);
    m_view->animator()->finish();
    Qt3DCore::QEntity* pawn = m_view->scene()->pieceEntity(28);
    ASSERT_NE(pawn, nullptr);
    const QImage before = grab(QStringLiteral("switch-before"));
    ASSERT_TRUE(m_view->setPieceSet(QStringLiteral("bauhaus")));
    ASSERT_TRUE(m_view->setTheme(QStringLiteral("tournament")));
    EXPECT_EQ(m_view->scene()->pieceEntity(28), pawn); // same entity, new mesh
    EXPECT_FALSE(m_view->animator()->isRunning());
    const QImage after = grab(QStringLiteral("switch-after"));
    EXPECT_NE(before, after);
    EXPECT_EQ(m_view->pieceSet(), QStringLiteral("bauhaus"));
    EXPECT_EQ(m_view->theme(), QStringLiteral("tournament"));
    // Unknown names change nothing and say what exists.
    QSignalSpy rejected(m_view.get(), &BoardViewport::styleRejected);
    EXPECT_FALSE(m_view->setPieceSet(QStringLiteral("lewis")));
    EXPECT_FALSE(m_view->setTheme(QStringLiteral("plaid")));
    ASSERT_EQ(rejected.count(), 2);
    EXPECT_TRUE(rejected.at(0).at(0).toString().contains(QStringLiteral("staunton")));
    EXPECT_TRUE(rejected.at(1).at(0).toString().contains(QStringLiteral("marble")));
    EXPECT_EQ(m_view->pieceSet(), QStringLiteral("bauhaus"));
    EXPECT_EQ(grab(QStringLiteral("switch-unchanged")), after);
}

TEST_F(StyleRendered, CoordinatesCanBeHidden)
{
    const QVector3D label(-3.5f, 0.0f, 4.25f); // the "a" on White's edge of the frame
    const QImage with = grab(QStringLiteral("coordinates-on"));
    m_view->setCoordinatesVisible(false);
    const QImage without = grab(QStringLiteral("coordinates-off"));
    int changed = 0;
    for (float dx = -0.12f; dx <= 0.12f; dx += 0.02f)
        for (float dz = -0.12f; dz <= 0.12f; dz += 0.02f)
            changed +=
                distance(pixelAt(with, label + QVector3D(dx, 0, dz)), pixelAt(without, label + QVector3D(dx, 0, dz)))
                > 60;
    EXPECT_GT(changed, 5);
}

TEST_F(StyleRendered, ACustomSetOfGeneratedMeshesRenders)
{
    QTemporaryDir dir;
    writeCustomSet(QDir(dir.path()));
    show(QStringLiteral("8/8/8/8/8/8/8/8"));
    const QImage empty = grab(QStringLiteral("custom-empty"));
    show(QStringLiteral("8/8/8/8/1PNBRQK1/8/8/8"));
    const Silhouette stauntonPawn = silhouette(grab(QStringLiteral("custom-before")), empty, kLineUp[0]);
    ASSERT_TRUE(m_view->setPieceSet(dir.path()));
    const QImage shown = grab(QStringLiteral("custom"));
    // Boxes as wide as the fitting allows (far wider than a turned pawn's stem); the king a
    // spike much taller than the pawn box.
    const Silhouette pawn = silhouette(shown, empty, kLineUp[0]);
    const Silhouette king = silhouette(shown, empty, kLineUp[5]);
    EXPECT_GT(pawn.height, 0.3f);
    // Both are White's, so both wear the rim: the turned pawn's round outline grows by the rim on
    // each side, a box's flat sides by less (its corners move out along averaged normals).
    EXPECT_GT(pawn.width + 2 * board3d::kPieceRimWidth, stauntonPawn.width + 0.15f)
        << pawn.width << ' ' << stauntonPawn.width;
    EXPECT_GT(king.height, pawn.height + 0.3f) << king.height << ' ' << pawn.height;
}
