// A stand-in for a Kibitz training session that gets killed: it opens the training store given,
// adds one puzzle and answers it again and again, one answer per transaction, printing
// "answered N" once answer N is committed. With "repertoire" after the database, it trains the
// tests' small repertoire day after day through RepertoireSession instead (every third answer
// wrong). Tests send SIGKILL at any moment.
#include "trainingstore/repertoiresession.h"
#include "trainingstore/trainingstore.h"

#include "../rigs/repertoirehelpers.h"

#include <QCoreApplication>

#include <cstdio>
#include <iostream>
#include <string>

namespace {

using namespace kibitz::training;

// Trains the repertoire day after day; returns only on a failure.
int trainRepertoire(TrainingStore& store)
{
    RepertoireSession session(store);
    if (!session.load(readRepertoire(SmallRepertoire, kibitz::core::White).repertoire, QStringLiteral("/r.pgn"))) {
        std::fprintf(stderr, "%s\n", qPrintable(session.errorText()));
        return 1;
    }
    int answers = 0;
    bool failed = false;
    QObject::connect(&session, &RepertoireSession::answered, &session, [&answers] {
        std::printf("answered %d\n", ++answers);
        std::fflush(stdout);
    });
    QObject::connect(&session, &RepertoireSession::failed, &session, [&failed](const QString& message) {
        std::fprintf(stderr, "%s\n", qPrintable(message));
        failed = true;
    });
    for (std::int64_t day = 20000; !failed; ++day) {
        session.start(day, 100);
        for (int turn = 0; session.state() != RepertoireSession::State::Finished && !failed; ++turn) {
            if (session.state() != RepertoireSession::State::Answering) {
                session.nextLine();
                continue;
            }
            const QStringList expected = session.expectedMoves();
            if (turn % 3 == 0 && !session.missed())
                session.play(QStringLiteral("a2a3")); // never the repertoire's move
            session.play(expected[turn % expected.size()]);
        }
    }
    return 1;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: training_child DATABASE\n");
        return 2;
    }
    TrainingStore store(QString::fromLocal8Bit(argv[1]));
    if (argc > 2 && std::string(argv[2]) == "repertoire")
        return store.open() ? trainRepertoire(store) : (std::fprintf(stderr, "%s\n", qPrintable(store.errorText())), 1);
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
