// Picking that knows the pieces: a click on a tall piece's head picks the piece's square, not
// the square behind it on the board plane. Pure geometry, valid from any camera angle; the
// pieces' shapes are the outlines of the set shown (board3d::PieceOutlines).
#pragma once

#include "boardpicking.h"
#include "boardscene.h"
#include "pieceoutline.h"

#include <functional>

namespace kibitz {

// How far a dragged piece floats above the board, in square units.
constexpr float kDragLift = 0.35f;

// The square a dragged piece lands on when released with the pointer on this ray, or -1: the
// board square under the pointer (the piece floats kDragLift straight above it).
int dropSquare(const board3d::PickRay& ray);

// The nearest of: a piece whose outline the ray enters, or the board square the ray crosses on
// y = 0; -1 if it hits neither.
int pickBoard(const board3d::PickRay& ray, const board3d::Placement& placement, const board3d::PieceOutlines& outlines);
// The same, except that the board square under the pointer wins when `prefer` holds for it (the
// viewport prefers squares holding a piece of the side to move over a taller piece in front).
int pickBoard(const board3d::PickRay& ray, const board3d::Placement& placement, const board3d::PieceOutlines& outlines,
              const std::function<bool(int)>& prefer);

} // namespace kibitz
