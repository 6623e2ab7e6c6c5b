// kibitz-cli pgn: streams the games of a file through the PGN reader.
#include "pgncommand.h"

#include "cliargs.h"
#include "clioutput.h"

#include "core/fen.h"
#include "database/mappedfile.h"
#include "game/inputfile.h"
#include "game/pgnreader.h"
#include "game/pgnwriter.h"

#include <algorithm>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>

#include <unistd.h>

using namespace kibitz;

const char* const PgnUsage =
    "  pgn [--export] [--time] FILE...         per game: players, result, plies, final FEN;\n"
    "                                          with --export the normalized PGN (FILE - = stdin);\n"
    "                                          several FILEs: as one run per FILE, in order;\n"
    "                                          --time: per FILE \"pgn FILE: games G failed F time_ms T\"\n"
    "                                          on stderr (from the file opened to its output written)\n";

namespace {

// A file's bytes: a large regular file is mapped (the page cache's own pages, a fault per 16 of
// them), not read into a buffer of its size (a copy, and a fault per 4 KB page of the buffer: ~2 ms
// of a 3 MB file's ~40). A small one is read: its buffer comes from pages the heap already has,
// and a map's set-up (its SIGBUS guard, the map and unmap) cost a 1-game file more than the copy.
// The file is opened once and sized by its descriptor, which is mapped or read (no stat by name of
// its own: on a 1-game file the system calls are about half of the time). What the map refuses is
// read from the same descriptor, which names a refusal in the same words.
class InputText {
public:
    // From here on a buffer of the file's size would be a map of its own (glibc's malloc).
    static constexpr std::uint64_t MapFrom = 128 * 1024;

    // Opens and sizes the file (stdin for "-"); false with error set when it is none to read.
    bool open(const std::string& path, std::string& error)
    {
        m_path = path;
        return path == "-" || (m_fd = game::openInputFile(path, error, &m_size)) >= 0;
    }
    // Reads (or maps) what open() opened, and closes it.
    bool load(std::string& error)
    {
        if (m_path == "-") {
            m_text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
            error = "the read failed";
            m_bytes = m_text;
            return !std::cin.bad();
        }
        const int fd = std::exchange(m_fd, -1);
        if (m_size >= MapFrom && m_size <= cli::MaxWholeFile && m_map.open(fd, m_path)) {
            ::close(fd);
            m_bytes = m_map.bytes();
            return true;
        }
        if (!game::readOpenedFile(fd, m_size, cli::MaxWholeFile, m_text, error))
            return false;
        m_bytes = m_text;
        return true;
    }
    ~InputText()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    std::string_view bytes() const { return m_bytes; }
    // True when another program shortened the mapped file while it was read (the reader saw
    // zeros in place of its lost end).
    bool shortened() const { return m_map.changedWhileMapped(); }

private:
    std::string m_path;
    int m_fd = -1;
    std::uint64_t m_size = 0;
    database::MappedFile m_map;
    std::string m_text;
    std::string_view m_bytes;
};

// Appends the value of tag name to out, "?" when missing.
void appendTag(std::string& out, const game::Game& g, std::string_view name)
{
    for (const game::TagView t : g.tags) {
        if (t.name == name) {
            out += t.value.empty() ? std::string_view("?") : t.value;
            return;
        }
    }
    out += '?';
}

// One summary line: game N: white "W" black "B" result R plies P fen F, appended to out (built by
// appending: a stream insertion or a temporary string per piece cost as much as the rest).
void appendSummary(const game::Game& g, int number, std::string& out)
{
    // stored(): only the position is shown; node() would write the move's SAN first.
    const game::Node& end = g.tree.stored(game::mainLineEnd(g.tree));
    out += "game ";
    out += std::to_string(number);
    out += ": white \"";
    appendTag(out, g, "White");
    out += "\" black \"";
    appendTag(out, g, "Black");
    out += "\" result ";
    out += g.result();
    out += " plies ";
    out += std::to_string(game::mainLinePlies(g.tree));
    out += " fen ";
    core::appendFen(out, end.position);
    out += '\n';
}

// The output of a file's games, written to stdout a block at a time: a write per game (the
// stream, stdio's lock and copy) was a fifth of the work of a file of header-only games.
class OutputBlock {
public:
    static constexpr std::size_t Size = 32 * 1024;

    OutputBlock() { m_text.reserve(Size + 1024); }
    std::string& text() { return m_text; }
    // Writes the block when it is full; false once stdout failed (later output would not reach it).
    bool flushWhenFull()
    {
        if (m_text.size() >= Size)
            write();
        return cli::outputOk();
    }
    void write()
    {
        std::cout.write(m_text.data(), std::streamsize(m_text.size()));
        m_text.clear();
    }

private:
    std::string m_text;
};

// Reads one file and streams its games to stdout, as a run of its own: games numbered from 1,
// errors named in that file. Returns the exit status such a run would have (0, or 1 when a game
// or the file failed); with timed, says on stderr how long it took from the file opened to the
// output flushed: chess-library's timer, the reference of bench/pgn_vs_reference.sh, runs from its
// stream opened (the path looked up, checked and opened: 4-5 us a file here, as long as the rest
// of a 1-game file's work) to its last game read.
int readOneFile(const std::string& path, bool exportPgn, bool timed)
{
    InputText input;
    std::string error;
    const bool opened = input.open(path, error);
    const auto start = std::chrono::steady_clock::now();
    if (!opened || !input.load(error)) {
        std::cerr << "error: cannot read '" << path << "': " << error << "\n";
        return 1;
    }
    std::vector<game::PgnError> errors;
    OutputBlock output;
    const game::PgnReadSummary summary = game::readPgn(
        input.bytes(),
        [exportPgn, &output](game::Game&& g, int number) {
            if (exportPgn)
                output.text() += game::toPgn(g);
            else
                appendSummary(g, number, output.text());
            return output.flushWhenFull(); // the rest would not reach a full disk either
        },
        errors);
    output.write(); // before the errors, which name games it holds
    for (const game::PgnError& e : errors)
        std::cerr << "error: " << e.message.english() << "\n";
    if (input.shortened())
        std::cerr << "error: cannot read '" << path << "': it was shortened while it was read\n";
    if (timed) {
        std::cout.flush(); // the output is part of the work measured
        const std::chrono::duration<double, std::milli> ms = std::chrono::steady_clock::now() - start;
        char line[64];
        std::snprintf(line, sizeof line, ": games %d failed %d time_ms %.3f\n", summary.games, summary.failed,
                      ms.count());
        std::cerr << "pgn " << path << line;
    }
    return summary.failed > 0 || input.shortened() ? 1 : 0;
}

} // namespace

// Parses the arguments, then reads each file in turn as readOneFile() does.
int runPgnCommand(const std::vector<std::string>& args)
{
    bool exportPgn = false, timed = false;
    std::vector<std::string> paths;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--export")
            exportPgn = true;
        else if (args[i] == "--time")
            timed = true;
        else if (args[i] == "-" || args[i].rfind("--", 0) != 0)
            paths.push_back(args[i]);
        else {
            std::cerr << "error: unexpected argument '" << args[i] << "'\nusage:\n" << PgnUsage;
            return 2;
        }
    }
    if (paths.empty()) {
        std::cerr << "error: pgn needs a FILE\nusage:\n" << PgnUsage;
        return 2;
    }
    int status = 0;
    for (const std::string& path : paths) {
        status = std::max(status, readOneFile(path, exportPgn, timed));
        if (!cli::outputOk())
            break; // the output is lost: the next files would not reach it either
    }
    cli::finishOutput(); // says so when the output could not be written (main() exits 1 then)
    return status;
}
