// Varied PGN games written by a formula, for the database tests: players, events, dates and
// results change from game to game, some carry a comment, a variation or a NAG, every 37th is
// broken (an illegal move) and every 53rd starts from a FEN.
#pragma once

#include <sstream>
#include <string>

namespace kibitz::test {

inline const char* const Lines[] = {
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7",
    "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7",
    "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6",
    "1. c4 e5 2. Nc3 Nf6 {a comment} 3. Nf3 (3. g3 d5) 3... Nc6",
    "1. Nf3 d5 2. g3 Nf6 3. Bg2 e6 4. O-O Be7 $1",
    "1. e4 e6 2. d4 d5 3. Nd2 c5 4. exd5 Qxd5",
};
inline const char* const Results[] = {"1-0", "0-1", "1/2-1/2", "*"};

// count games from first on: varied names, results, dates; every 37th is broken (an illegal
// move), every 53rd starts from a FEN.
inline std::string games(int first, int count)
{
    std::ostringstream out;
    for (int n = first; n < first + count; ++n) {
        const char* result = Results[n % 4];
        out << "[Event \"Event " << n % 11 << "\"]\n[White \"Player " << n % 17 << "\"]\n[Black \"Player "
            << n % 23 << "\"]\n[Date \"" << 1950 + n % 70 << ".0" << 1 + n % 9 << ".1" << n % 10 << "\"]\n";
        out << "[Result \"" << result << "\"]\n";
        if (n % 53 == 0)
            out << "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. e3 Kd7 2. e4 " << result << "\n\n";
        else if (n % 37 == 0)
            out << "\n1. e4 e5 2. Ke3 " << result << "\n\n";
        else
            out << "\n" << Lines[n % 6] << " " << result << "\n\n";
    }
    return out.str();
}

} // namespace kibitz::test
