// kibitz-cli's position commands: perft, bench, fen, board, legal and play (the rules core).
#pragma once

#include <string>
#include <vector>

// True when command (kibitz-cli's first argument) is one of them.
bool isPositionCommand(const std::string& command);

// args as kibitz-cli received them, starting with the command's name; prints its answer and
// returns the exit status. Bad arguments throw kibitz::cli::UsageError. Plain C++ (kibitz_core), no Qt.
int runPositionCommand(const std::vector<std::string>& args);

// Usage lines for kibitz-cli's help text, with the notes on FEN arguments.
extern const char* const PositionUsage;
