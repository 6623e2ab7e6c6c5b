// Writes a PGN database of random legal games made with the rules core, for the database
// benchmarks (bench/db_vs_reference.sh): varied players, events, sites, dates, rounds, results
// and ECO tags; some games carry comments, NAGs and a variation. Never part of the test suite.
// Usage: kibitz-db-generate GAMES OUT.pgn [SEED]
#include "core/movegen.h"
#include "core/san.h"
#include "core/status.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace kibitz::core;

namespace {

// A small fast generator (xorshift64*), seeded from the command line.
struct Random {
    std::uint64_t s;
    std::uint64_t next()
    {
        s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
        return s * 2685821657736338717ull;
    }
    int below(int n) { return int(next() % std::uint64_t(n)); }
};

const char* const First[] = {"Anna",   "Boris", "Carla", "Dmitri", "Elena",  "Fabio",  "Greta",
                             "Hikaru", "Irina", "Jan",   "Karin",  "Levon",  "Maia",   "Nigel",
                             "Olga",   "Pavel", "Qiu",   "Rustam", "Sofia",  "Tigran", "Ulla",
                             "Viktor", "Wei",   "Xenia", "Yuri",   "Zoltan", "Ian",    "Judit"};
const char* const Last[] = {"Smith",   "Ivanov",     "Müller",   "García",   "Rossi",    "Nakamura", "Kovács",
                            "Petrov",  "Larsen",     "Dubois",   "Novak",    "Silva",    "Kim",      "Andersson",
                            "Horváth", "Nowak",      "Jensen",   "Popescu",  "Yilmaz",   "Schmidt",  "Fischer",
                            "Tal",     "Polgar",     "Carlsen",  "Anand",    "Kramnik",  "Topalov",  "Aronian",
                            "Caruana", "Ding",       "Giri",     "So",       "Firouzja", "Rapport",  "Duda",
                            "Vachier", "Mamedyarov", "Radjabov", "Grischuk", "Svidler"};
const char* const Events[] = {"Open",         "Championship", "Memorial", "Cup",     "Rapid",  "Blitz",
                              "Invitational", "Olympiad",     "Masters",  "Classic", "League", "Festival"};
const char* const Cities[] = {"Wijk aan Zee", "Linares",   "Dortmund",  "Moscow", "Reykjavik", "Hastings", "Biel",
                              "Dresden",      "Madrid",    "Paris",     "Zürich", "Tbilisi",   "Baku",     "Chennai",
                              "St. Louis",    "Stavanger", "Gibraltar", "Sochi",  "Budapest",  "Prague"};

// "Last, First" from a player number (1,120 distinct players).
std::string player(int n) { return std::string(Last[n % 40]) + ", " + First[(n / 40) % 28]; }

// Plays one random game into out; returns the result text.
std::string playGame(Random& rng, std::string& movetext)
{
    Position pos = Position::startPosition();
    const int length = 20 + rng.below(121);
    MoveList legal;
    UndoInfo undo;
    int column = 0;
    auto put = [&](const std::string& token) {
        if (column + int(token.size()) + 1 > 79) {
            movetext += '\n';
            column = 0;
        } else if (column > 0) {
            movetext += ' ';
            ++column;
        }
        movetext += token;
        column += int(token.size());
    };
    const bool decorated = rng.below(20) == 0;
    for (int ply = 0; ply < length; ++ply) {
        legal.clear();
        generateLegalMoves(pos, legal);
        if (legal.empty())
            return pos.inCheck() ? (pos.sideToMove() == White ? "0-1" : "1-0") : "1/2-1/2";
        if (pos.sideToMove() == White)
            put(std::to_string(pos.fullmoveNumber()) + ".");
        const Move m = legal[rng.below(legal.size())];
        put(toSan(pos, m));
        if (decorated && ply == 9 && legal.size() > 1) { // a NAG, a comment and a variation
            put("$1");
            put("{a random move, chosen by a generator}");
            const Move alt = legal[0] == m ? legal[1] : legal[0];
            put("(" + std::string(pos.sideToMove() == Black ? std::to_string(pos.fullmoveNumber()) + "... " : "")
                + toSan(pos, alt) + ")");
        }
        pos.makeMove(m, undo);
    }
    legal.clear();
    generateLegalMoves(pos, legal);
    if (legal.empty()) // the last move mated or stalemated: the result must say so
        return pos.inCheck() ? (pos.sideToMove() == White ? "0-1" : "1-0") : "1/2-1/2";
    const int r = rng.below(100);
    return r < 38 ? "1-0" : r < 66 ? "1/2-1/2" : r < 96 ? "0-1" : "*";
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s GAMES OUT.pgn [SEED]\n", argv[0]);
        return 2;
    }
    const long games = std::atol(argv[1]);
    Random rng{argc > 3 ? std::strtoull(argv[3], nullptr, 10) * 0x9E3779B97F4A7C15ull + 1 : 0x1234567ull};
    std::FILE* out = std::fopen(argv[2], "wb");
    if (!out) {
        std::perror(argv[2]);
        return 1;
    }
    std::string movetext, game;
    for (long g = 1; g <= games; ++g) {
        movetext.clear();
        const std::string result = playGame(rng, movetext);
        const int year = 1950 + rng.below(76);
        char date[16];
        std::snprintf(date, sizeof date, "%04d.%02d.%02d", year, 1 + rng.below(12), 1 + rng.below(28));
        game = "[Event \"" + std::string(Cities[rng.below(20)]) + " " + Events[rng.below(12)] + " "
            + std::to_string(year) + "\"]\n[Site \"" + Cities[rng.below(20)] + "\"]\n[Date \"" + date + "\"]\n[Round \""
            + std::to_string(1 + rng.below(13)) + "\"]\n[White \"" + player(rng.below(1120)) + "\"]\n[Black \""
            + player(rng.below(1120)) + "\"]\n[Result \"" + result + "\"]\n";
        if (rng.below(3) != 0)
            game += "[ECO \"" + std::string(1, char('A' + rng.below(5))) + std::to_string(10 + rng.below(90)) + "\"]\n";
        game += "\n" + movetext + " " + result + "\n\n";
        std::fwrite(game.data(), 1, game.size(), out);
    }
    if (std::fclose(out) != 0) {
        std::perror(argv[2]);
        return 1;
    }
    std::fprintf(stderr, "wrote %ld games to %s\n", games, argv[2]);
    return 0;
}
