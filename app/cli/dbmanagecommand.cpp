#include "dbmanagecommand.h"

#include "clioutput.h"

#include "database/keptindex.h"
#include "database/mappedfile.h"
#include "database/twins.h"
#include "io/databaseedit.h"
#include "io/filestate.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <cstdio>

using namespace kibitz;

const char* const DbManageUsage =
    "  db new FILE                             an empty database (refused when FILE holds anything)\n"
    "  db copy SRC DST --games LIST            appends games of SRC (LIST: 1,5-9) to DST\n"
    "  db move SRC DST --games LIST            the same, then deletes them from SRC\n"
    "  db delete FILE --games LIST             deletes games; every other byte stays\n"
    "  db merge DST SRC...                     appends every game of each SRC to DST\n"
    "  db twins FILE [--delete]                twins (same players, result and moves up to the\n"
    "                                          shorter game's end); --delete keeps the longest\n";

namespace {

const QStringList Subs{"new", "copy", "move", "delete", "merge", "twins"};

struct Indexed {
    bool ok = false;
    io::IndexedGames games;
    database::GameIndex index;
};

// The index of path (its kept index when it still fits, else a new scan that is kept), with the
// file's stamp; fails when the file changed while it was indexed.
Indexed indexFile(const QString& path)
{
    Indexed r;
    const io::FileStamp before = io::stampOf(path);
    database::MappedFile file;
    if (!file.open(QFile::encodeName(path).toStdString())) {
        std::fprintf(stderr, "error: %s\n", file.error().c_str());
        return r;
    }
    database::ScanOptions options;
    options.released = [&file](std::size_t begin, std::size_t end) { file.release(begin, end); };
    database::KeptScan scan =
        database::indexKept(file, QFile::encodeName(path).toStdString(), database::defaultKeptIndexDir(), options);
    if (io::stampOf(path) != before || file.changedWhileMapped()) {
        std::fprintf(stderr, "error: %s changed while it was indexed\n", qPrintable(path));
        return r;
    }
    r.index = std::move(scan.index);
    r.games = io::indexedGames(path, r.index, before);
    r.ok = true;
    return r;
}

// After a write: the file indexed again from its bytes, its count printed and checked.
int reportCount(const QString& path, int expected)
{
    const Indexed now = indexFile(path);
    if (!now.ok)
        return 1;
    std::printf("%s: %d games\n", qPrintable(QFileInfo(path).fileName()), now.games.count());
    if (now.games.count() != expected) {
        std::fprintf(stderr, "error: %s holds %d games, %d expected\n", qPrintable(path), now.games.count(), expected);
        return 1;
    }
    return 0;
}

// The games of path before a write into it (0 when there is no file); false when unreadable.
bool countGames(const QString& path, int& games)
{
    games = 0;
    if (!io::stampOf(path).exists)
        return true;
    const Indexed file = indexFile(path);
    games = file.games.count();
    return file.ok;
}

int failed(const io::EditResult& r)
{
    std::fprintf(stderr, "error: %s\n", qPrintable(r.error));
    return 1;
}

int runNew(const QString& path)
{
    const io::FileStamp stamp = io::stampOf(path);
    if (stamp.exists && stamp.size > 0) {
        std::fprintf(stderr, "error: %s exists and is not empty; it was not replaced\n", qPrintable(path));
        return 1;
    }
    const io::EditResult r = io::createDatabase(path, stamp);
    return r.ok ? reportCount(path, 0) : failed(r);
}

// copy and move: the games appended to DST; a move then deletes them from SRC (if that fails,
// the append is taken back: io::moveGames).
int runCopy(const QString& src, const QString& dst, const QString& list, bool move)
{
    const Indexed from = indexFile(src);
    if (!from.ok)
        return 1;
    QString error;
    const std::vector<int> games = io::parseGameList(list, from.games.count(), &error);
    if (games.empty()) {
        std::fprintf(stderr, "error: %s\n", qPrintable(error));
        return 2;
    }
    int dstGames = 0;
    if (!countGames(dst, dstGames))
        return 1;
    const io::EditResult r = move ? io::moveGames(dst, io::stampOf(dst), from.games, games)
                                  : io::addGames(dst, io::stampOf(dst), {{&from.games, games}});
    if (!r.ok && r.inBoth)
        reportCount(dst, dstGames + r.added);
    if (!r.ok)
        return failed(r);
    if (const int status = reportCount(dst, dstGames + r.added))
        return status;
    return move ? reportCount(src, from.games.count() - r.removed) : 0;
}

int runDelete(const QString& path, const std::vector<int>& games, const Indexed& file)
{
    const io::EditResult r = io::removeGames(file.games, games);
    return r.ok ? reportCount(path, file.games.count() - r.removed) : failed(r);
}

int runMerge(const QString& dst, const QStringList& sources)
{
    int dstGames = 0;
    if (!countGames(dst, dstGames))
        return 1;
    const io::EditResult r = io::mergeFiles(dst, io::stampOf(dst), sources);
    return r.ok ? reportCount(dst, dstGames + r.added) : failed(r);
}

int runTwins(const QString& path, bool remove)
{
    const Indexed file = indexFile(path);
    if (!file.ok)
        return 1;
    const std::vector<std::uint32_t> twins = database::findTwins(file.index);
    for (std::size_t i = 0; i < twins.size() && cli::outputOk(); ++i)
        std::printf("twin: game %u\n", twins[i] + 1);
    std::printf("%zu twins among %d games\n", twins.size(), file.games.count());
    if (!remove || twins.empty())
        return 0;
    return runDelete(path, std::vector<int>(twins.begin(), twins.end()), file);
}

} // namespace

bool isDbManageCommand(const std::vector<std::string>& args)
{
    return args.size() >= 2 && args[0] == "db" && Subs.contains(QString::fromStdString(args[1]));
}

int runDbManageCommand(const std::vector<std::string>& args)
{
    QStringList words{QStringLiteral("kibitz-cli db")};
    for (std::size_t i = 1; i < args.size(); ++i)
        words << QString::fromLocal8Bit(args[i].c_str());
    QCommandLineParser parser;
    const QCommandLineOption gamesOption(QStringLiteral("games"), QStringLiteral("Games: 1,5-9."),
                                         QStringLiteral("list"));
    const QCommandLineOption deleteOption(QStringLiteral("delete"), QStringLiteral("Delete the twins."));
    parser.addOptions({gamesOption, deleteOption});
    const QString sub = words.value(1);
    const bool parsed = parser.parse(words);
    const QStringList files = parser.positionalArguments().mid(1);
    const bool needsGames = sub == "copy" || sub == "move" || sub == "delete";
    const int wanted = sub == "copy" || sub == "move" ? 2 : sub == "merge" ? -2 : 1;
    const bool filesOk = wanted > 0 ? files.size() == wanted : files.size() >= -wanted;
    if (!parsed || !filesOk || needsGames != parser.isSet(gamesOption)
        || (parser.isSet(deleteOption) && sub != "twins")) {
        std::fprintf(stderr, "kibitz-cli db %s: bad arguments%s%s\n%s", qPrintable(sub), parsed ? "" : ": ",
                     parsed ? "" : qPrintable(parser.errorText()), DbManageUsage);
        return 2;
    }
    if (sub == "new")
        return runNew(files[0]);
    if (sub == "copy" || sub == "move")
        return runCopy(files[0], files[1], parser.value(gamesOption), sub == "move");
    if (sub == "merge")
        return runMerge(files[0], files.mid(1));
    if (sub == "twins")
        return runTwins(files[0], parser.isSet(deleteOption));
    const Indexed file = indexFile(files[0]);
    if (!file.ok)
        return 1;
    QString error;
    const std::vector<int> games = io::parseGameList(parser.value(gamesOption), file.games.count(), &error);
    if (games.empty()) {
        std::fprintf(stderr, "error: %s\n", qPrintable(error));
        return 2;
    }
    return runDelete(files[0], games, file);
}
