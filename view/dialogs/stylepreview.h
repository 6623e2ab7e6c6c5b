// Small pictures of a board style for choosing one: the six pieces of a set standing on a
// strip of squares, or a corner of a themed board with a white and a black piece. The pieces
// are the set's real meshes, drawn flat-shaded with QPainter (no OpenGL needed).
#pragma once

#include "boardstyle.h"

#include <QImage>
#include <QSize>

namespace kibitz {

// Pawn to king on alternating squares of the theme, in the theme's white material.
QImage pieceSetPreview(const board3d::PieceMeshes& set, const board3d::BoardTheme& theme, const QSize& size);
// Two squares and the frame of the theme, with the set's white and black king and a pawn.
QImage themePreview(const board3d::PieceMeshes& set, const board3d::BoardTheme& theme, const QSize& size);

} // namespace kibitz
