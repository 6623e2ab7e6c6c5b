// A small White repertoire with variations and a transposition, shared by the repertoire tests.
#pragma once

// Game 1: 1. e4, with 1...e5 (2. Nf3, then 2...Nc6 3. Bb5 or 2...Nf6 3. Nxe5), 1...c5 (2. Nf3,
// then 2...d6 3. d4 or 2...Nc6 3. d4) and 1...e6 2. d4 d5 3. Nc3. Game 2: 1. d4 e6 2. e4 d5 3. Nc3,
// which meets game 1's French after 2...d5.
inline constexpr const char* SmallRepertoire = R"([Event "White repertoire"]
[Result "*"]

1. e4 e5 (1... c5 2. Nf3 d6 (2... Nc6 3. d4) 3. d4) (1... e6 2. d4 d5 3. Nc3) 2. Nf3 Nc6
(2... Nf6 3. Nxe5) 3. Bb5 *

[Event "White repertoire, 1. d4"]
[Result "*"]

1. d4 e6 2. e4 d5 3. Nc3 *
)";
