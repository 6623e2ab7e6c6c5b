// A stand-in for a Kibitz session that is about to crash: it takes an autosave slot in the
// journal folder given, writes the PGN given as an unsaved study, says "ready" and waits to be
// killed (tests send SIGKILL, so nothing is cleaned up, exactly as after a crash). With
// "--slot FILE" in place of the PGN it writes the study a window's slot FILE holds (as written by
// MainWindow::autosave, read as the journal reads it).
#include "sessionjournal.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>

#include <cstdio>
#include <iostream>
#include <string>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: journal_child DIR PGN [FILE] | DIR --slot FILE\n");
        return 2;
    }
    kibitz::SessionJournal journal(QString::fromLocal8Bit(argv[1]));
    kibitz::SessionJournal::Snapshot snapshot;
    snapshot.pgn = QString::fromUtf8(argv[2]);
    snapshot.modified = true;
    snapshot.savedAt = QDateTime::currentDateTimeUtc();
    if (argc > 3 && snapshot.pgn == QLatin1String("--slot")) {
        QFile slot(QString::fromLocal8Bit(argv[3]));
        const auto kept = slot.open(QIODevice::ReadOnly) ? kibitz::SessionJournal::decode(slot.readAll()) : std::nullopt;
        if (!kept) {
            std::fprintf(stderr, "cannot read the slot %s\n", argv[3]);
            return 1;
        }
        snapshot = *kept;
    } else if (argc > 3) {
        snapshot.source.path = QString::fromLocal8Bit(argv[3]);
    }
    QString error;
    if (!journal.write(snapshot, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("ready\n");
    std::fflush(stdout);
    std::string line;
    std::getline(std::cin, line); // until killed
    return 0;
}
