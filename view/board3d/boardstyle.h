// The board style catalogue: the built-in piece sets (meshes made in code), custom sets read
// from a folder of mesh files, and the board/material themes (square, frame and piece colours).
// Appearance only: names and looks, no game logic.
#pragma once

#include "boardgeometry.h"
#include "piecegeometry.h"

#include <QString>
#include <QStringList>
#include <QVector3D>

#include <array>
#include <optional>

namespace kibitz::board3d {

// How one side's pieces are lit (linear 0..1 RGB).
struct PieceLook {
    QVector3D diffuse;
    QVector3D ambient;
    QVector3D specular;
    float shininess = 40.0f;
};

// A board/material theme: the board's palette and both sides' piece materials.
struct BoardTheme {
    QString name;
    BoardPalette palette;
    std::array<PieceLook, 2> pieces; // white, black
};

// One mesh per piece type (PieceType order), each standing on y = 0 at the origin.
using PieceMeshes = std::array<MeshData, kPieceTypeCount>;

// Names (also the QSettings values and command-line arguments) of the built-in piece sets and
// the themes, the default first.
QStringList pieceSetNames();
QStringList themeNames();
QString defaultPieceSet();
QString defaultTheme();

// A theme by name; nothing when there is none of that name.
std::optional<BoardTheme> findTheme(const QString& name);

// Whether a piece-set name is a folder of mesh files rather than a built-in name.
bool isCustomPieceSet(const QString& name);

// A built-in set's meshes, or a custom set's from a folder holding king, queen, rook, bishop,
// knight and pawn as .obj or .stl (each fitted to a square); nothing, with a translated reason
// naming the unknown set or the missing or broken file in *error, when it cannot be had.
std::optional<PieceMeshes> loadPieceSet(const QString& name, QString* error);

// A person's name of a built-in set or theme (translated), or of a custom folder (its name).
QString pieceSetTitle(const QString& name);
QString themeTitle(const QString& name);

// "Unknown piece set “x”; the piece sets are: …" (and the same for themes), translated.
QString unknownPieceSetMessage(const QString& name);
QString unknownThemeMessage(const QString& name);

} // namespace kibitz::board3d
