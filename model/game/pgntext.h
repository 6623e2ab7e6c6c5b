// The text of a PGN comment as the reader keeps it: white space collapsed, the ends trimmed.
// Plain C++17.
#pragma once

#include <string>
#include <string_view>

namespace kibitz::game::pgntext {

// Appends text to out with runs of white space collapsed to one space and the ends trimmed (one
// space before the first word when out holds something already).
void appendCollapsed(std::string& out, std::string_view text);

// True when text is one line of printable ASCII whose words stand one space apart (most
// comments: clocks, evaluations, engine lines); plain is then text without its outer spaces, as
// appendCollapsed() gives it, valid UTF-8 and one column a byte.
bool isPlainComment(std::string_view text, std::string_view& plain);

} // namespace kibitz::game::pgntext
