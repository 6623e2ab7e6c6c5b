// Piece images: the SVGs in resources/pieces/ as icons and pixmaps (dialogs, preview board, window).
#pragma once

#include "core/types.h"

#include <QIcon>
#include <QPixmap>
#include <QString>

namespace kibitz {

// Resource path of a piece's SVG (":/pieces/wQ.svg"); empty for NoPiece.
QString pieceResourcePath(core::Piece piece);
// The piece as an icon that renders sharply at any requested size; null for NoPiece.
QIcon pieceIcon(core::Piece piece);
// The piece drawn into a size x size pixmap (physical pixels size * dpr); null for NoPiece.
QPixmap piecePixmap(core::Piece piece, int size, qreal dpr = 1.0);

} // namespace kibitz
