// The build identity of this program's database code, written into every kept index
// (indexfile.h) and compared when one is read: an index written by another build (other
// sources of the code that makes indexes, another compiler or build type) is never trusted,
// since its scanner may have read the same bytes differently. Generated at build time by
// buildidentity.cmake: a digest of the sources of kibitz_core, kibitz_game, kibitz_openings
// and kibitz_database, with the version, compiler and build type. Plain C++17.
#pragma once

#include <string_view>

namespace kibitz::database {

std::string_view buildIdentity();

} // namespace kibitz::database
