// kibitz-cli db new / copy / move / delete / merge / twins: managing PGN databases from scripts,
// through the window's own verified writes (io/databaseedit.h). Built with Qt only.
#pragma once

#include <string>
#include <vector>

// True when args ("db", SUB, ...) name one of these sub-commands.
bool isDbManageCommand(const std::vector<std::string>& args);

// Runs it: 0 on success, 1 when a file cannot be read or written (error: … on stderr, the files
// as they were), 2 for bad arguments. After each write the file is indexed again from its bytes
// (its kept index rebuilt) and its count of games printed; a count other than expected fails.
int runDbManageCommand(const std::vector<std::string>& args);

extern const char* const DbManageUsage;
