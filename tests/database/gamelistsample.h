// The little database the Games panel's model tests share (tst_gamelistmodel*.cpp): four games
// of three players, one with an illegal move (game 3), one without a date's month and day.
#pragma once

namespace kibitz::test {

inline const char* const Games = R"([Event "Spring Open"]
[White "Carlsen"]
[Black "Anand"]
[Date "2014.11.07"]
[ECO "C65"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 1-0

[Event "Club"]
[White "Zeta"]
[Black "Carlsen"]
[Date "1999.??.??"]
[Result "0-1"]

1. d4 d5 0-1

[Event "Broken"]
[White "Anand"]
[Black "Zeta"]
[Result "*"]

1. e4 Ke7 *

[Event "Spring Open"]
[White "Anand"]
[Black "Carlsen"]
[Date "2020.01.01"]
[ECO "B90"]
[Result "1/2-1/2"]

1. e4 c5 {Sicilian} 2. Nf3 d6 1/2-1/2
)";

} // namespace kibitz::test
