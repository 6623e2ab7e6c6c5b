// Internal to the FEN parser: the semantic checks run on a syntactically valid FEN
// (fenvalidate.cpp: kings, pawns, material, castling, e.p.; fenchecks.cpp: which checks are possible).
#pragma once

#include "fen.h"

#include <optional>
#include <string>
#include <vector>

namespace kibitz::core::fenvalidate {

// "the black knight on f3" (a Message of the table).
Message describePiece(const Position& pos, Square s);
// An error with its code and message; the caller fills the detail fields.
FenError makeError(FenErrorCode code, Message message);

// One king per side, no pawn on rank 1 or 8.
std::optional<FenError> checkKingsAndPawns(const Position& pos);
// At most 16 pieces and 8 pawns per side, and no more promoted pieces than missing pawns.
std::optional<FenError> checkMaterial(const Position& pos);
// The side that just moved may not be in check.
std::optional<FenError> checkOpponentNotInCheck(const Position& pos);
// Sets the rights of the castling field (syntax already checked) with their rooks; each needs
// its king on the back rank and its rook there on its side; Repair mode drops the right instead.
std::optional<FenError> checkCastling(Position& pos, std::string_view field, FenMode mode,
                                      std::vector<Message>& repairs);
// The rook of colour c on its back rank farthest from its king on that side (X-FEN's K/Q), or
// NoSquare.
Square outermostRook(const Position& pos, Color c, bool kingSide);
// The e.p. square must follow a possible double push; Repair mode drops it instead.
std::optional<FenError> checkEnPassant(Position& pos, FenMode mode, std::vector<Message>& repairs);
// The checks on the side to move must be producible by one move (fenchecks.cpp).
std::optional<FenError> checkChecks(const Position& pos);

} // namespace kibitz::core::fenvalidate
