// FEN import and export: every rejection category with its message, possible and impossible
// checks, round trips, canonical output, 4-field FENs, repair mode and the shared EPD files.
#include "core/fen.h"
#include "core/movegen.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <string>
#include <vector>

using namespace kibitz::core;

namespace {

// A FEN that must be rejected with a code and a message containing every key word.
struct Rejection {
    const char* name;
    std::string fen;
    FenErrorCode code;
    std::vector<std::string> keywords;
};

// Printed in failure messages and used as the test name.
std::ostream& operator<<(std::ostream& os, const Rejection& r) { return os << r.name; }

const Rejection rejections[] = {
    {"Empty", "  \t ", FenErrorCode::Empty, {"empty"}},
    {"TwoFields", "8/8/8/8/8/8/8/8 w", FenErrorCode::FieldCount, {"2 fields"}},
    {"FiveFields", "4k3/8/8/8/8/8/8/4K3 w - - 0", FenErrorCode::FieldCount, {"5 fields"}},
    {"SevenFields", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", FenErrorCode::FieldCount, {"7 fields"}},
    {"SevenRanks", "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FenErrorCode::RankCount, {"7 ranks"}},
    {"NineRanks", "4k3/8/8/8/8/8/8/4K3/ w - - 0 1", FenErrorCode::RankCount, {"9 ranks"}},
    {"RankTooLong",
     "rnbqkbnr/pppppppp/8/8/8/p8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     FenErrorCode::RankLength,
     {"rank 3 has 9 squares"}},
    {"RankTooShort",
     "rnbqkbnr/pppppppp/8/7/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     FenErrorCode::RankLength,
     {"rank 5 has 7 squares"}},
    {"LastRankTooShort", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", FenErrorCode::RankLength,
     {"rank 1 has 7 squares"}},
    {"RankOfOneSquare", "4k3/8/8/8/8/8/8/K w - - 0 1", FenErrorCode::RankLength, {"rank 1 has 1 square"}},
    // Ranks are read from 8 down, each one's characters before its length: the first problem met is named.
    {"RankLengthBeforeLaterPiece",
     "rnbqkbnrr/pppppppp/8/8/8/8/PPPPXPPP/RNBQKBNR w KQkq - 0 1",
     FenErrorCode::RankLength,
     {"rank 8 has 9 squares"}},
    {"PieceBeforeItsRanksLength",
     "rnbqkbnr/pppXpppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
     FenErrorCode::UnknownPiece,
     {"rank 7", "'X'"}},
    {"ConsecutiveDigits",
     "rnbqkbnr/pppppppp/8/8/44/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     FenErrorCode::ConsecutiveDigits,
     {"rank 4", "two digits"}},
    {"DigitZero",
     "rnbqkbnr/pppppppp/p07/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     FenErrorCode::InvalidDigit,
     {"rank 6", "digit 0"}},
    {"DigitNine",
     "rnbqkbnr/pppppppp/8/8/8/9/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     FenErrorCode::InvalidDigit,
     {"rank 3", "digit 9"}},
    {"UnknownPiece",
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPXPPP/RNBQKBNR w KQkq - 0 1",
     FenErrorCode::UnknownPiece,
     {"rank 2", "'X'"}},
    {"UnknownByte",
     std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPP\x01PPP/RNBQKBNR w KQkq - 0 1"),
     FenErrorCode::UnknownPiece,
     {"rank 2", "\\x01"}},
    {"SideNotWB", "4k3/8/8/8/8/8/8/4K3 x - - 0 1", FenErrorCode::SideToMove, {"side to move", "'x'"}},
    {"SideUpperCase", "4k3/8/8/8/8/8/8/4K3 W - - 0 1", FenErrorCode::SideToMove, {"'W'"}},
    {"CastlingLetter", "r3k2r/8/8/8/8/8/8/R3K2R w KQkx - 0 1", FenErrorCode::CastlingSyntax, {"castling", "'x'"}},
    {"CastlingDashMixed", "r3k2r/8/8/8/8/8/8/R3K2R w K- - 0 1", FenErrorCode::CastlingSyntax, {"castling", "'-'"}},
    {"CastlingTwice",
     "r3k2r/8/8/8/8/8/8/R3K2R w KQkK - 0 1",
     FenErrorCode::CastlingDuplicate,
     {"castling right K appears twice"}},
    {"CastlingNeedsRook",
     "r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1",
     FenErrorCode::CastlingNeedsRook,
     {"castling right K needs a white rook on h1"}},
    {"CastlingNeedsKing",
     "r3k2r/8/8/8/8/8/3K4/R6R w Q - 0 1", // on d1 it would be Chess960 castling (X-FEN)
     FenErrorCode::CastlingNeedsKing,
     {"castling right Q needs the white king on e1"}},
    {"CastlingNeedsBlackRook",
     "4k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", // with a rook on b8 it would be Chess960
     FenErrorCode::CastlingNeedsRook,
     {"castling right q needs a black rook on a8"}},
    {"EpNotASquare", "4k3/8/8/8/8/8/8/4K3 w - e9 0 1", FenErrorCode::EpSyntax, {"en passant", "'e9'"}},
    {"EpWrongRank",
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
     FenErrorCode::EpWrongRank,
     {"en passant square e3", "rank 6"}},
    {"EpWrongRankBlack",
     "4k3/8/8/8/8/8/8/4K3 b - d6 0 1",
     FenErrorCode::EpWrongRank,
     {"en passant square d6", "rank 3"}},
    {"EpNoPawn",
     "rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
     FenErrorCode::EpNoPawn,
     {"en passant square e6 but no black pawn on e5"}},
    {"EpTargetOccupied",
     "4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1",
     FenErrorCode::EpSquareOccupied,
     {"en passant square e6", "black knight on e6"}},
    {"EpOriginOccupied",
     "4k3/4n3/8/4p3/8/8/8/4K3 w - e6 0 1",
     FenErrorCode::EpSquareOccupied,
     {"en passant square e6", "e7", "occupied"}},
    {"EpCannotExplainCheck",
     "4k3/8/8/3p4/8/5n2/8/4K3 w - d6 0 1",
     FenErrorCode::EpInconsistentCheck,
     {"en passant square d6", "d7d5", "check"}},
    {"HalfmoveNotNumber",
     "4k3/8/8/8/8/8/8/4K3 w - - x 1",
     FenErrorCode::HalfmoveClock,
     {"halfmove clock", "'x'", "not a number"}},
    {"HalfmoveNegative", "4k3/8/8/8/8/8/8/4K3 w - - -1 1", FenErrorCode::HalfmoveClock, {"halfmove clock", "negative"}},
    {"HalfmoveHuge",
     "4k3/8/8/8/8/8/8/4K3 w - - 99999999999999999999999999 1",
     FenErrorCode::HalfmoveClock,
     {"halfmove clock", "too large"}},
    {"FullmoveNotNumber",
     "4k3/8/8/8/8/8/8/4K3 w - - 0 +1",
     FenErrorCode::FullmoveNumber,
     {"fullmove number", "not a number"}},
    {"FullmoveZero", "4k3/8/8/8/8/8/8/4K3 w - - 0 0", FenErrorCode::FullmoveNumber, {"fullmove number", "at least 1"}},
    {"FullmoveNegative", "4k3/8/8/8/8/8/8/4K3 w - - 0 -7", FenErrorCode::FullmoveNumber, {"negative"}},
    {"FullmoveHuge", "4k3/8/8/8/8/8/8/4K3 w - - 0 18446744073709551617", FenErrorCode::FullmoveNumber, {"too large"}},
    {"MissingKing", "8/8/8/8/8/8/8/4K3 w - - 0 1", FenErrorCode::MissingKing, {"black has no king"}},
    {"MissingWhiteKing", "4k3/8/8/8/8/8/8/8 b - - 0 1", FenErrorCode::MissingKing, {"white has no king"}},
    {"TwoKings", "k3k3/8/8/8/8/8/8/4K3 w - - 0 1", FenErrorCode::TooManyKings, {"black has 2 kings"}},
    {"PawnOnRank8", "4k2P/8/8/8/8/8/8/4K3 w - - 0 1", FenErrorCode::PawnOnBackRank, {"white pawn on h8", "rank 8"}},
    {"PawnOnRank1", "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", FenErrorCode::PawnOnBackRank, {"black pawn on a1", "rank 1"}},
    {"SeventeenPieces",
     "QQQQQQQQ/QQQQQQQQ/k7/8/8/8/8/K7 w - - 0 1",
     FenErrorCode::TooManyPieces,
     {"white has 17 pieces"}},
    {"NinePawns", "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", FenErrorCode::TooManyPawns, {"white has 9 pawns"}},
    {"PromotedQueenNoMissingPawn",
     "4k3/pppppppp/8/8/8/8/8/qq2K3 w - - 0 1",
     FenErrorCode::TooManyPieces,
     {"black has more pieces beyond the initial set", "1 extra, 0 missing"}},
    {"TwoDarkBishopsNoMissingPawn",
     "4k3/8/8/8/8/4B3/PPPPPPPP/2B1K3 w - - 0 1",
     FenErrorCode::TooManyPieces,
     {"white has more pieces beyond the initial set", "1 extra"}},
    {"SideNotToMoveInCheck",
     "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
     FenErrorCode::OpponentInCheck,
     {"the side not to move (black) is in check", "rook on e1"}},
    {"ThreeCheckers", "7k/8/8/b7/8/3n4/8/4K2r w - - 0 1", FenErrorCode::TooManyCheckers, {"white", "3 pieces"}},
    {"TwoKnightsCheck",
     "7k/8/8/8/8/3n1n2/8/4K3 w - - 0 1",
     FenErrorCode::ImpossibleCheck,
     {"white", "double check", "d3", "f3"}},
    {"PawnAndKnightCheck",
     "7k/8/8/8/8/3n4/5p2/4K3 w - - 0 1",
     FenErrorCode::ImpossibleCheck,
     {"double check", "pawn on f2", "knight on d3"}},
    {"RookAndBishopUnrelated",
     "4r2k/8/8/b7/8/8/8/4K3 w - - 0 1",
     FenErrorCode::ImpossibleCheck,
     {"double check", "rook on e8", "bishop on a5"}},
    {"QueenMovedAlongLine", "4r2k/8/8/8/1q6/8/8/4K3 w - - 0 1", FenErrorCode::ImpossibleCheck, {"double check"}},
    {"EpDoubleWithoutCapturer",
     "4R3/1B6/8/8/4k3/8/8/K7 b - - 0 1",
     FenErrorCode::ImpossibleCheck,
     {"black", "double check"}},
    {"EpDoubleVictimOriginOccupied",
     "4R3/1B1n4/3P4/8/4k3/8/8/K7 b - - 0 1",
     FenErrorCode::ImpossibleCheck,
     {"double check"}},
    {"UnmovedPawnChecks", "4k3/3p4/4K3/8/8/8/8/8 w - - 0 1", FenErrorCode::ImpossibleCheck, {"white", "pawn on d7"}},
    {"KnightWithNoOrigin",
     "4k3/8/8/P1P5/3P4/1n6/3P4/K1B5 w - - 0 1",
     FenErrorCode::ImpossibleCheck,
     {"white", "knight on b3"}},
};

class FenRejection : public testing::TestWithParam<Rejection> { };

// Each malformed or impossible FEN is rejected with its code and a message naming the problem.
TEST_P(FenRejection, IsRejectedWithMessage)
{
    const Rejection& r = GetParam();
    Position pos = Position::startPosition();
    const Position before = pos;
    const auto err = parseFen(r.fen, pos);
    ASSERT_TRUE(err.has_value()) << r.fen << " was accepted as " << toFen(pos);
    EXPECT_EQ(int(err->code), int(r.code)) << err->message.english();
    for (const std::string& word : r.keywords)
        EXPECT_NE(err->message.english().find(word), std::string::npos) << "'" << word << "' not in: " << err->message.english();
    EXPECT_TRUE(pos == before) << "the position changed on error";
}

INSTANTIATE_TEST_SUITE_P(Categories, FenRejection, testing::ValuesIn(rejections),
                         [](const testing::TestParamInfo<Rejection>& info) { return std::string(info.param.name); });

// Detail fields the Qt layer builds its translated messages from.
TEST(FenErrorFields, CarryRankSquareColour)
{
    Position pos;
    auto err = parseFen("rnbqkbnr/pppppppp/8/8/8/p8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", pos);
    ASSERT_TRUE(err);
    EXPECT_EQ(err->rank, 3);
    EXPECT_EQ(err->number, 9);
    err = parseFen("rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", pos);
    ASSERT_TRUE(err);
    EXPECT_EQ(err->square, E5);
    EXPECT_EQ(err->color, Black);
    err = parseFen("r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1", pos);
    ASSERT_TRUE(err);
    EXPECT_EQ(err->character, 'K');
    EXPECT_EQ(err->square, H1);
}

// Position of a FEN that must be accepted.
Position accepted(const std::string& fen, FenMode mode = FenMode::Strict, std::vector<Message>* repairs = nullptr)
{
    Position pos;
    const auto err = parseFen(fen, pos, mode, repairs);
    EXPECT_FALSE(err.has_value()) << fen << ": " << (err ? err->message.english() : "");
    return pos;
}

// Parses, exports and parses again: equal positions, and export is idempotent.
void expectRoundTrip(const std::string& fen)
{
    const Position pos = accepted(fen);
    const std::string out = toFen(pos);
    Position again;
    const auto err = parseFen(out, again);
    ASSERT_FALSE(err.has_value()) << fen << " exported as " << out << ": " << err->message.english();
    EXPECT_TRUE(again == pos) << fen << " -> " << out;
    EXPECT_EQ(toFen(again), out);
    EXPECT_EQ(again.key(), pos.key());
}

const char* const standardFens[] = {
    StartFen,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
};

// The standard perft positions are accepted and exported unchanged.
TEST(FenAccept, StandardPositionsRoundTripVerbatim)
{
    for (const char* fen : standardFens) {
        expectRoundTrip(fen);
        EXPECT_EQ(toFen(accepted(fen)), fen);
    }
    EXPECT_TRUE(accepted(StartFen) == Position::startPosition());
}

// Legal positions with checks that the impossible-check rules must not reject.
TEST(FenAccept, PossibleChecks)
{
    const char* const fens[] = {
        "4r2k/8/8/8/1b6/8/8/4K3 w - - 0 1", // bishop e7-b4 uncovering the rook
        "5N2/R6k/8/8/8/8/8/4K3 b - - 0 1", // exf8=N, uncovering the rook on a7
        "4R3/1B6/3P4/8/4k3/8/8/K7 b - - 0 1", // exd6 e.p. opening the e-file and the diagonal
        "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", // pawn d3-d2
        "2b1k3/8/8/3p4/8/7K/8/8 w - d6 0 1", // d7-d5 uncovering the bishop (e.p. then dropped)
        "5k2/8/8/8/8/8/8/5RK1 b - - 0 1", // O-O with check
        "4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1", // no check at all
        "r3k2r/8/8/8/8/8/8/4K2q w kq - 0 1", // queen check along the rank
        "7k/8/8/8/8/5n2/8/4K2r w - - 0 1", // knight g1-f3 uncovering the rook on h1
    };
    for (const char* fen : fens)
        expectRoundTrip(fen);
}

// Castling letters in any order are exported in KQkq order.
TEST(FenCanonical, CastlingOrder)
{
    EXPECT_EQ(toFen(accepted("r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1")), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(toFen(accepted("r3k2r/8/8/8/8/8/8/R3K2R b qK - 3 9")), "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 3 9");
}

// An e.p. square is exported only when an e.p. capture is legal.
TEST(FenCanonical, EnPassantOnlyWhenCapturable)
{
    // No black pawn can capture: dropped.
    EXPECT_EQ(toFen(accepted("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")),
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    // The pawn on d4 can capture: kept.
    const std::string kept = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
    EXPECT_EQ(toFen(accepted(kept)), kept);
    EXPECT_EQ(accepted(kept).epSquare(), E3);
    // The capture would expose the black king along the rank: dropped.
    EXPECT_EQ(toFen(accepted("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1")), "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1");
    expectRoundTrip(kept);
}

// EPD-style 4 fields default the counters to 0 1; extra white space is tolerated.
TEST(FenAccept, FourFieldsAndWhiteSpace)
{
    EXPECT_TRUE(accepted("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -") == Position::startPosition());
    const Position p = accepted("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR \t w  KQkq   -  12\t 40 \n");
    EXPECT_EQ(p.halfmoveClock(), 12);
    EXPECT_EQ(p.fullmoveNumber(), 40);
    EXPECT_EQ(toFen(p), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 12 40");
    EXPECT_EQ(accepted("4k3/8/8/8/8/8/8/4K3 w - - 9999 999999").fullmoveNumber(), MaxFullmoveNumber);
}

// Repair mode removes castling rights without king and rook, impossible e.p. squares and a
// fullmove number of 0, and says what it removed; the rest must still be valid.
TEST(FenRepair, RemovesAndReports)
{
    std::vector<Message> repairs;
    Position p = accepted("r3k3/8/8/8/8/8/3K4/R6R w KQkq - 0 1", FenMode::Repair, &repairs);
    EXPECT_EQ(toFen(p), "r3k3/8/8/8/8/8/3K4/R6R w q - 0 1");
    ASSERT_EQ(repairs.size(), 3u);
    EXPECT_NE(repairs[0].english().find("castling right K"), std::string::npos) << repairs[0].english();
    EXPECT_NE(repairs[2].english().find("black rook on h8"), std::string::npos) << repairs[2].english();

    repairs.clear();
    p = accepted("rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 0", FenMode::Repair, &repairs);
    EXPECT_EQ(toFen(p), "rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    ASSERT_EQ(repairs.size(), 2u);
    EXPECT_NE(repairs[0].english().find("fullmove"), std::string::npos) << repairs[0].english();
    EXPECT_NE(repairs[1].english().find("no black pawn on e5"), std::string::npos) << repairs[1].english();

    // The e.p. square cannot explain the knight's check; without it the position is fine.
    repairs.clear();
    p = accepted("4k3/8/8/3p4/8/5n2/8/4K3 w - d6 0 1", FenMode::Repair, &repairs);
    EXPECT_EQ(toFen(p), "4k3/8/8/3p4/8/5n2/8/4K3 w - - 0 1");
    EXPECT_EQ(repairs.size(), 1u);

    // Not repairable: still an error, and repairs stays untouched.
    repairs.clear();
    Position q;
    EXPECT_TRUE(parseFen("4k3/8/8/8/8/8/8/4R1K1 w K - 0 1", q, FenMode::Repair, &repairs));
    EXPECT_TRUE(repairs.empty());
    // A valid FEN needs no repair.
    accepted(StartFen, FenMode::Repair, &repairs);
    EXPECT_TRUE(repairs.empty());
}

// Hostile input: long, binary or numeric garbage is rejected without crashing.
TEST(FenRobustness, GarbageIsRejected)
{
    Position p;
    EXPECT_TRUE(parseFen(std::string(100000, '/'), p));
    EXPECT_TRUE(parseFen(std::string(100000, '8') + " w - - 0 1", p));
    EXPECT_TRUE(parseFen("8/8/8/8/8/8/8/" + std::string(50000, 'K') + " w - - 0 1", p));
    EXPECT_TRUE(parseFen(std::string("4k3/8/8/8/8/8/8/4K3 w - - 0 1\0", 30), p));
    EXPECT_TRUE(parseFen("4k3/8/8/8/8/8/8/4K3 w " + std::string(1000, 'K') + " - 0 1", p));
    EXPECT_TRUE(parseFen(std::string(300, ' ') + std::string(300, 'x'), p));
    std::string bytes;
    for (int c = 1; c < 256; ++c)
        bytes += char(c);
    EXPECT_TRUE(parseFen(bytes, p));
}

// The FEN part of an EPD line (before the first ';' and any operations after the 4th field).
std::string epdFen(const std::string& line)
{
    std::string fen = line.substr(0, line.find(';'));
    while (!fen.empty() && (fen.back() == ' ' || fen.back() == '\r'))
        fen.pop_back();
    return fen;
}

// Every position of a shared EPD file parses and round-trips; skipped when the file is absent.
// The one exception is the suite's unreachable double check along one line
// (B6b/8/8/8/2K5/5k2/8/b6B b), rejected by design (fenchecks.cpp): exactly that code, once.
void checkEpdFile(const std::string& name, int expectedUnreachable)
{
    std::ifstream in(std::string(KIBITZ_SHARED_DIR) + "/perft/" + name);
    if (!in)
        GTEST_SKIP() << name << " not found under " << KIBITZ_SHARED_DIR;
    int count = 0;
    int unreachable = 0;
    for (std::string line; std::getline(in, line);) {
        const std::string fen = epdFen(line);
        if (fen.empty())
            continue;
        Position p;
        const auto err = parseFen(fen, p);
        if (err && err->code == FenErrorCode::DoubleCheckOnOneLine)
            ++unreachable;
        else
            expectRoundTrip(fen);
        ++count;
    }
    EXPECT_GT(count, 0);
    EXPECT_EQ(unreachable, expectedUnreachable);
}

TEST(FenShared, StandardEpd) { checkEpdFile("standard.epd", 1); }
TEST(FenShared, RandomPositionsEpd) { checkEpdFile("random-positions.epd", 0); }

// A random legal move, half of the time one that gives check when there is one.
Move pickMove(Position& pos, const MoveList& list, std::mt19937& rng)
{
    std::vector<Move> checking;
    for (Move m : list) {
        UndoInfo u;
        pos.makeMove(m, u);
        if (pos.inCheck())
            checking.push_back(m);
        pos.unmakeMove(m, u);
    }
    if (!checking.empty() && rng() % 2)
        return checking[rng() % checking.size()];
    return list[int(rng() % unsigned(list.size()))];
}

// Legal play never produces a FEN the parser rejects: check-hungry random games (fixed seed)
// from the start position, every position round-trips, and double checks do occur.
TEST(FenAccept, PositionsFromRandomGames)
{
    std::mt19937 rng(20240611);
    int positions = 0, checks = 0, doubleChecks = 0, enPassant = 0;
    for (int game = 0; game < 400; ++game) {
        Position pos = Position::startPosition();
        for (int ply = 0; ply < 200; ++ply) {
            MoveList list;
            generateLegalMoves(pos, list);
            if (list.empty())
                break;
            UndoInfo u;
            pos.makeMove(pickMove(pos, list, rng), u);
            ++positions;
            checks += pos.inCheck();
            doubleChecks += popcount(pos.checkers()) == 2;
            enPassant += pos.epSquare() != NoSquare;
            const std::string fen = toFen(pos);
            Position parsed;
            const auto err = parseFen(fen, parsed);
            ASSERT_FALSE(err.has_value()) << fen << ": " << err->message.english();
            ASSERT_TRUE(parsed == pos) << fen;
        }
    }
    EXPECT_GT(checks, 1000);
    EXPECT_GT(doubleChecks, 0);
    EXPECT_GT(enPassant, 0);
    std::printf("%d positions, %d checks, %d double checks, %d e.p.\n", positions, checks, doubleChecks, enPassant);
}

} // namespace
