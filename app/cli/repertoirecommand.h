// kibitz-cli repertoire: the positions a repertoire trains (issue 29).
#pragma once

#include <string>
#include <vector>

// args as kibitz-cli received them, starting with "repertoire":
//   repertoire FILE.pgn --colour white|black
// prints per trained position, in the order first met, "position N ply P fen FEN answer SAN…
// (UCI…)", then "repertoire: N positions for white|black from G games". Returns 0 when the file was
// read (a game that could not be read is named on stderr and left out), 1 when it cannot be used,
// 2 for bad arguments. Plain C++ (kibitz_training), no Qt.
int runRepertoireCommand(const std::vector<std::string>& args);

extern const char* const RepertoireUsage;
