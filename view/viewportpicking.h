// Picking that knows the pieces: a click on a tall piece's head picks the piece's square, not
// the square behind it on the board plane. Pure geometry, valid from any camera angle.
#pragma once

#include "boardpicking.h"
#include "boardscene.h"

namespace kibitz {

// Height of the piece of a board3d letter in square units (0 for '.').
float pieceHeight(char piece);

// The nearest of: a piece whose outline (a stack of cylinders) the ray enters, or the board square the ray
// crosses on y = 0; -1 if it hits neither.
int pickBoard(const board3d::PickRay& ray, const board3d::Placement& placement);

} // namespace kibitz
