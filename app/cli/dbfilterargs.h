// The filter options of kibitz-cli db (database/gamefilter.h): the same filter the window's Games
// panel sets, so that a filter can be scripted and tested. Plain C++.
#pragma once

#include "database/gamefilter.h"

#include <string>
#include <vector>

// If args[i] is a filter option, reads it and its value into filter (i moves to the value) and
// returns true; a malformed value sets error.
bool takeFilterOption(const std::vector<std::string>& args, std::size_t& i, kibitz::database::GameFilter& filter,
                      std::string& error);
