// A stand-in for a Kibitz training session that gets killed: it opens the training store given,
// adds one puzzle and answers it again and again, one answer per transaction, printing
// "answered N" once answer N is committed. Tests send SIGKILL at any moment.
#include "training/trainingstore.h"

#include <QCoreApplication>

#include <cstdio>
#include <iostream>
#include <string>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: training_child DATABASE\n");
        return 2;
    }
    using namespace kibitz::training;
    TrainingStore store(QString::fromLocal8Bit(argv[1]));
    TrainingItem puzzle;
    puzzle.fen = QStringLiteral("r1b1kbnr/pppp1Npp/8/8/2Bnq3/8/PPPP1P1P/RNBQKR2 w Qkq - 0 7");
    puzzle.answer = QStringLiteral("d1e2");
    const qint64 id = store.open() ? store.addItem(puzzle) : 0;
    if (id == 0) {
        std::fprintf(stderr, "%s\n", qPrintable(store.errorText()));
        return 1;
    }
    for (int n = 1; n <= 100000; ++n) {
        const Answer answer{id, n % 3 == 0 ? fsrs::Rating::Again : fsrs::Rating::Good, 20000 + n,
                            QDateTime::currentDateTimeUtc()};
        if (!store.recordAnswer(answer)) {
            std::fprintf(stderr, "%s\n", qPrintable(store.errorText()));
            return 1;
        }
        std::printf("answered %d\n", n);
        std::fflush(stdout);
    }
    std::string line;
    std::getline(std::cin, line); // until killed
    return 0;
}
