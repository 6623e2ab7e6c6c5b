// Helpers shared by the rules-core and search tests (plain C++, no Qt).
#pragma once

#include "core/fen.h"
#include "core/position.h"

#include <gtest/gtest.h>

#include <string>

namespace kibitz::test {

// The position of fen; a FEN the core refuses fails the calling test with the core's message.
inline core::Position fromFen(const std::string& fen)
{
    core::Position pos;
    const auto err = core::parseFen(fen, pos);
    EXPECT_FALSE(err.has_value()) << fen << ": " << (err ? err->message.english() : "");
    return pos;
}

} // namespace kibitz::test
