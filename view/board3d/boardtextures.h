// The board's two painted textures: the frame's atlas (wood, inlay, coordinates), made by Qt3D
// from a generator when it uploads, and the squares with their highlights, repainted on change.
// Each is owned by the QTexture2D it is added to (BoardScene::buildBoard).
#pragma once

#include "boardgeometry.h"

#include <Qt3DRender/QAbstractTextureImage>
#include <Qt3DRender/QPaintedTextureImage>

namespace kibitz::board3d {

// The frame atlas keeps ~111 px per world unit (labels 33 px high) in 1024 x 256.
constexpr int kFrameAtlasWidth = 1024;
constexpr int kSquaresTextureSize = 512;

// The frame's texture image: only a generator, run by Qt3D when it needs the pixels. Unlike a
// QPaintedTextureImage, the scene keeps no copy of the 1 MB image after the upload.
class FrameTextureImage : public Qt3DRender::QAbstractTextureImage {
public:
    FrameTextureImage(const BoardPalette& palette, Qt3DCore::QNode* parent);

    // New colours or coordinates: Qt3D runs the new generator and uploads again.
    void setPalette(const BoardPalette& palette);

protected:
    Qt3DRender::QTextureImageDataGeneratorPtr dataGenerator() const override;

private:
    BoardPalette m_palette;
};

// Paints the squares with their highlights; repainted whenever the highlights change.
class SquaresTextureImage : public Qt3DRender::QPaintedTextureImage {
public:
    SquaresTextureImage(const BoardPalette& palette, Qt3DCore::QNode* parent);

    // Stores the highlights and schedules a repaint and upload.
    void setHighlights(const BoardHighlights& highlights);
    // Stores the colours and pattern and repaints (QPaintedTextureImage::update paints at once)
    // for an upload; the same palette again (the window applies the remembered theme to the new
    // board) paints nothing.
    void setPalette(const BoardPalette& palette);

protected:
    void paint(QPainter* painter) override;

private:
    BoardPalette m_palette;
    BoardHighlights m_highlights;
};

} // namespace kibitz::board3d
