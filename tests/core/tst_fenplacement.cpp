// The placement field of a FEN against a reader written here: random fields, well formed and broken
// (digits run together, 0 and 9, unknown letters, ranks of 7 or 9 squares, 7 or 9 ranks), are a
// placement error exactly when the reference says so, and a position read puts each piece where
// the reference does.
#include "core/fen.h"

#include <gtest/gtest.h>

#include <array>
#include <optional>
#include <random>
#include <string>

using namespace kibitz::core;

namespace {

// The board a placement describes, rank 8 first; nullopt when it is no placement.
std::optional<std::array<char, 64>> referenceBoard(const std::string& field)
{
    std::array<char, 64> board;
    board.fill('.');
    int rank = 7, file = 0;
    bool lastWasDigit = false;
    for (const char c : field) {
        if (c == '/') {
            if (file != 8 || rank == 0)
                return std::nullopt;
            --rank, file = 0, lastWasDigit = false;
        } else if (c >= '1' && c <= '8') {
            if (lastWasDigit)
                return std::nullopt;
            file += c - '0', lastWasDigit = true;
        } else if (std::string("PNBRQKpnbrqk").find(c) != std::string::npos) {
            if (file >= 8)
                return std::nullopt;
            board[std::size_t(rank * 8 + file)] = c;
            ++file, lastWasDigit = false;
        } else {
            return std::nullopt;
        }
        if (file > 8)
            return std::nullopt;
    }
    if (rank != 0 || file != 8)
        return std::nullopt;
    return board;
}

bool isPlacementError(FenErrorCode code)
{
    return code == FenErrorCode::RankCount || code == FenErrorCode::RankLength
        || code == FenErrorCode::ConsecutiveDigits || code == FenErrorCode::InvalidDigit
        || code == FenErrorCode::UnknownPiece;
}

// A placement with both kings and random men, written the usual way, then broken now and then.
std::string randomField(std::mt19937& rng)
{
    std::array<char, 64> board;
    board.fill('.');
    const std::string men = "PNBRQpnbrq";
    for (int i = int(rng() % 33); i > 0; --i)
        board[rng() % 64] = men[rng() % men.size()];
    board[rng() % 64] = 'K';
    board[rng() % 64] = 'k';
    std::string field;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const char c = board[std::size_t(rank * 8 + file)];
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty)
                field += char('0' + empty), empty = 0;
            field += c;
        }
        if (empty)
            field += char('0' + empty);
        if (rank)
            field += '/';
    }
    for (int breaks = rng() % 3 == 0 ? 1 + int(rng() % 2) : 0; breaks > 0; --breaks) {
        static const std::string bytes = "0123456789/PNBRQKpnbrqkxX -\t";
        const std::size_t at = rng() % (field.size() + 1);
        switch (rng() % 3) {
        case 0: field.insert(at, 1, bytes[rng() % bytes.size()]); break;
        case 1: if (at < field.size()) field.erase(at, 1); break;
        default: if (at < field.size()) field[at] = bytes[rng() % bytes.size()]; break;
        }
    }
    return field;
}

} // namespace

TEST(FenPlacement, ReadAsTheReferenceReadsIt)
{
    std::mt19937 rng(46);
    int placed = 0, refused = 0;
    for (int round = 0; round < 40000; ++round) {
        const std::string field = randomField(rng);
        if (field.find_first_of(" \t") != std::string::npos)
            continue; // a blank splits the fields: no placement to compare
        const std::optional<std::array<char, 64>> board = referenceBoard(field);
        Position pos;
        const std::optional<FenError> err = parseFen(field + " w - - 0 1", pos);
        if (!board) {
            ASSERT_TRUE(err && isPlacementError(err->code)) << field;
            ++refused;
            continue;
        }
        ASSERT_FALSE(err && isPlacementError(err->code)) << field << ": " << err->message.english();
        if (err)
            continue; // a sound placement of an impossible position (kings in check, pawns on rank 1)
        for (int sq = 0; sq < 64; ++sq)
            ASSERT_EQ(pieceChar(pos.pieceOn(Square(sq))), (*board)[std::size_t(sq)]) << field << " square " << sq;
        ++placed;
    }
    // Both outcomes many times over, or the test proves nothing.
    EXPECT_GT(placed, 5000);
    EXPECT_GT(refused, 5000);
}
