// Every piece set is readable on every theme (issue 26.4), measured on the rendered board (needs
// an X server, e.g. xvfb-run): for each set and theme, Black's six pieces stand on dark squares
// and White's on light ones. Contrast is WCAG 2.1's ratio of relative luminances, (L1 + 0.05) /
// (L2 + 0.05), between the pieces' pixels (each pixel that differs from a picture of the empty
// board) and the median pixel of the squares they stand on in that empty picture; 3:1 is WCAG's
// minimum for graphical objects a person has to make out (success criterion 1.4.11).
// - Black on dark: the pieces' median pixel must reach 3:1 (their bodies stand out).
// - White on light: a light body on a light square cannot reach 3:1 (about 1.1-1.7:1 on maple,
//   linen or marble, however it is lit), so, as in a printed diagram, White's pieces are read by
//   their outline (piecerim.h): the median of each piece's edge (the piece's pixels at most
//   kEdgeWidth pixels from a pixel of the empty board, each read as the darkest piece pixel
//   around it: the window is multisampled, so the outermost ring blends the outline with the
//   square, and the outline's own colour is one pixel in) must reach 3:1. What 1.4.11 asks of a
//   graphical object is that the parts needed to make it out stand out; a piece's outline is.
//   The body's ratio and the share of its pixels at 3:1 are printed.
// The table is printed; with KIBITZ_RENDER_DUMP=dir the pictures are kept.
#include "boardscene.h"
#include "boardstyle.h"
#include "boardviewport.h"
#include "renderedviewport.h"
#include "viewportanimator.h"
#include "viewportcamera.h"

#include <QtMath>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace kibitz;

namespace {

constexpr double kMinimumContrast = 3.0;
constexpr int kEdgeWidth = 1; // pixels: the outermost ring (the rim is 2-3 px wide in this view)
// Black's pieces on b4 d4 f4 h4 b6 d6 (dark squares), White's on a4 c4 e4 g4 a6 c6 (light).
const QString kBlackOnDark = QStringLiteral("8/8/1q1k4/8/1p1n1b1r/8/8/8");
const QString kWhiteOnLight = QStringLiteral("8/8/Q1K5/8/P1N1B1R1/8/8/8");
constexpr int kDarkSquares[] = {25, 27, 29, 31, 41, 43};
constexpr int kLightSquares[] = {24, 26, 28, 30, 40, 42};

// WCAG 2.1 relative luminance of an sRGB pixel.
double luminance(QRgb pixel)
{
    const auto linear = [](int channel) {
        const double c = channel / 255.0;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(qRed(pixel)) + 0.7152 * linear(qGreen(pixel)) + 0.0722 * linear(qBlue(pixel));
}

double contrast(double a, double b) { return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05); }

// The share of values that stand out from background by the minimum contrast.
double shareContrasting(const std::vector<double>& values, double background)
{
    const auto stands = std::count_if(values.begin(), values.end(),
                                      [&](double l) { return contrast(l, background) >= kMinimumContrast; });
    return values.empty() ? 0.0 : double(stands) / double(values.size());
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::nth_element(values.begin(), values.begin() + long(values.size() / 2), values.end());
    return values[values.size() / 2];
}

int distance(QRgb a, QRgb b)
{
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b));
}

class PieceContrast : public test::RenderedViewport {
protected:
    void SetUp() override
    {
        RenderedViewport::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        m_view->animator()->finish();
    }
    QImage grab(const QString& placement, const QString& tag)
    {
        m_view->scene()->setPosition(*board3d::placementFromFen(placement));
        const QImage image = m_view->grabImage();
        EXPECT_EQ(image.size(), kSize);
        if (const QString dir = qEnvironmentVariable("KIBITZ_RENDER_DUMP"); !dir.isEmpty())
            image.save(QStringLiteral("%1/contrast-%2.png").arg(dir, tag));
        return image;
    }
    // The squares' median luminance in the empty picture (a grid of points on each).
    double squaresLuminance(const QImage& empty, const int (&squares)[6]) const
    {
        std::vector<double> values;
        for (int sq : squares)
            for (float dx = -0.35f; dx <= 0.36f; dx += 0.07f)
                for (float dz = -0.35f; dz <= 0.36f; dz += 0.07f) {
                    const QPoint p = m_view->camera()->project(board3d::squareCentre(sq) + QVector3D(dx, 0, dz)).toPoint();
                    values.push_back(luminance(empty.pixel(p)));
                }
        return median(std::move(values));
    }
    // Whether a pixel belongs to a piece: it differs from the empty board's.
    static bool isPiece(const QImage& shown, const QImage& empty, int x, int y)
    {
        return distance(shown.pixel(x, y), empty.pixel(x, y)) > 24;
    }
    // The luminances of the pieces' pixels.
    static std::vector<double> piecesLuminances(const QImage& shown, const QImage& empty)
    {
        std::vector<double> values;
        for (int y = 0; y < shown.height(); ++y)
            for (int x = 0; x < shown.width(); ++x)
                if (isPiece(shown, empty, x, y))
                    values.push_back(luminance(shown.pixel(x, y)));
        return values;
    }
    // The lowest luminance among the piece pixels next to (x, y) and (x, y) itself.
    static double darkestAround(const QImage& shown, const QImage& empty, int x, int y)
    {
        double darkest = luminance(shown.pixel(x, y));
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                if (isPiece(shown, empty, x + dx, y + dy))
                    darkest = std::min(darkest, luminance(shown.pixel(x + dx, y + dy)));
        return darkest;
    }
    // The luminances of the pieces' edge: their pixels within kEdgeWidth of a board pixel, each
    // the darkest piece pixel around it.
    static std::vector<double> edgeLuminances(const QImage& shown, const QImage& empty)
    {
        std::vector<double> values;
        const auto nearBoard = [&](int x, int y) {
            for (int dy = -kEdgeWidth; dy <= kEdgeWidth; ++dy)
                for (int dx = -kEdgeWidth; dx <= kEdgeWidth; ++dx)
                    if (!isPiece(shown, empty, x + dx, y + dy))
                        return true;
            return false;
        };
        for (int y = kEdgeWidth; y < shown.height() - kEdgeWidth; ++y)
            for (int x = kEdgeWidth; x < shown.width() - kEdgeWidth; ++x)
                if (isPiece(shown, empty, x, y) && nearBoard(x, y))
                    values.push_back(darkestAround(shown, empty, x, y));
        return values;
    }
};

} // namespace

TEST_F(PieceContrast, EverySetIsReadableOnEveryTheme)
{
    std::printf("%-10s %-11s %12s %12s %14s %12s\n", "set", "theme", "black/dark", "white/light", "white >=3:1",
                "white edge");
    for (const QString& set : board3d::pieceSetNames()) {
        ASSERT_TRUE(m_view->setPieceSet(set));
        for (const QString& theme : board3d::themeNames()) {
            ASSERT_TRUE(m_view->setTheme(theme));
            const QString tag = set + QLatin1Char('-') + theme;
            const QImage empty = grab(QStringLiteral("8/8/8/8/8/8/8/8"), tag + QStringLiteral("-empty"));
            const QImage black = grab(kBlackOnDark, tag + QStringLiteral("-black"));
            const QImage white = grab(kWhiteOnLight, tag + QStringLiteral("-white"));
            const std::vector<double> blackPieces = piecesLuminances(black, empty);
            const std::vector<double> whitePieces = piecesLuminances(white, empty);
            const double dark = squaresLuminance(empty, kDarkSquares);
            const double light = squaresLuminance(empty, kLightSquares);
            const int blackPixels = int(blackPieces.size()), whitePixels = int(whitePieces.size());
            const double blackRatio = contrast(median(blackPieces), dark);
            const double whiteRatio = contrast(median(whitePieces), light);
            const double whiteShare = shareContrasting(whitePieces, light);
            const double edgeRatio = contrast(median(edgeLuminances(white, empty)), light);
            std::printf("%-10s %-11s %12.2f %12.2f %13.0f%% %12.2f\n", qPrintable(set), qPrintable(theme), blackRatio,
                        whiteRatio, 100 * whiteShare, edgeRatio);
            EXPECT_GT(blackPixels, 2000) << qPrintable(tag) << ": Black's pieces were not seen";
            EXPECT_GT(whitePixels, 2000) << qPrintable(tag) << ": White's pieces were not seen";
            EXPECT_GE(blackRatio, kMinimumContrast) << qPrintable(tag) << ": Black's pieces on dark squares";
            EXPECT_GE(edgeRatio, kMinimumContrast) << qPrintable(tag) << ": the outline of White's pieces on light squares";
        }
    }
}
