// Prints where a square's centre appears ("x y", pixels from the top left) in a board viewport of
// the given size, from the default camera of White's or Black's side: the e2e test drags pieces
// with xdotool to the places this computes; with an offset "dx,dy,dz" (world units from the
// square's centre, y up) it gives the place of a point above the square, e.g. on a piece.
// Usage: e2e_squarepixel WIDTH HEIGHT SQUARE [white|black] [DX,DY,DZ]
#include "boardpicking.h"
#include "viewportcamera.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const QString square = args.value(3);
    if (args.size() < 4 || square.size() != 2 || square[0] < QLatin1Char('a') || square[0] > QLatin1Char('h')
        || square[1] < QLatin1Char('1') || square[1] > QLatin1Char('8')) {
        std::fprintf(stderr, "usage: e2e_squarepixel WIDTH HEIGHT SQUARE [white|black] [DX,DY,DZ]\n");
        return 2;
    }
    kibitz::ViewportCamera camera;
    camera.setViewportSize({args.at(1).toInt(), args.at(2).toInt()});
    camera.setFlipped(args.value(4) == QLatin1String("black"), false);
    const int sq = (square[1].unicode() - '1') * 8 + (square[0].unicode() - 'a');
    const QStringList d = args.value(5, QStringLiteral("0,0,0")).split(QLatin1Char(','));
    const QVector3D offset(d.value(0).toFloat(), d.value(1).toFloat(), d.value(2).toFloat());
    const QPointF p = camera.project(kibitz::board3d::squareCentre(sq) + offset);
    std::printf("%d %d\n", qRound(p.x()), qRound(p.y()));
    return 0;
}
