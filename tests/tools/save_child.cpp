// A second Kibitz saving into a database at the same time (the two-instances tests): reads game
// NUMBER of FILE, sets its Annotator tag to NAME and writes it back in place, as Save does.
// Prints the outcome; exit 0 saved, 1 refused, 2 failed or bad arguments.
#include "io/gamefile.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 4) {
        std::fprintf(stderr, "usage: save_child FILE NUMBER NAME\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 2;
    kibitz::io::PgnFileRead read = kibitz::io::readPgnGame(path, file.readAll(), QByteArray(argv[2]).toInt());
    if (!read.ok) {
        std::fprintf(stderr, "%s\n", qPrintable(read.error));
        return 2;
    }
    read.game.setTag("Annotator", argv[3]);
    const kibitz::io::WriteResult result = kibitz::io::writeGameInPlace(read.source, read.game);
    std::printf("%s %s\n", result.ok ? "saved" : result.refused ? "refused" : "failed", qPrintable(result.error));
    return result.ok ? 0 : result.refused ? 1 : 2;
}
