// Names as the filters compare them (plain C++, so that kibitz-cli and the window share the one
// definition): UTF-8 text with accents and other marks dropped and case folded, so "Reti", "RETI"
// and "Réti" read alike, as do "Ljubojevic" and "Ljubojević". Covers Latin (with its extended
// letters and Vietnamese), Greek and Cyrillic; other characters are kept as they are.
#pragma once

#include <string>
#include <string_view>

namespace kibitz::database {

// text folded for comparison (invalid UTF-8 bytes are kept as they are).
std::string foldName(std::string_view text);

// True when folded (already folded) occurs in text once text is folded.
bool nameContains(std::string_view text, std::string_view folded);

} // namespace kibitz::database
