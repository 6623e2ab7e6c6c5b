// The frame's generated atlas and the painted squares (boardtextures.h).
#include "boardtextures.h"

#include <Qt3DRender/QTextureImageData>
#include <Qt3DRender/QTextureImageDataGenerator>

#include <QPainter>

namespace kibitz::board3d {

namespace {

// Makes the frame image when Qt3D uploads the texture.
class FrameImageGenerator : public Qt3DRender::QTextureImageDataGenerator {
public:
    explicit FrameImageGenerator(const BoardPalette& palette) : m_palette(palette) { }

    // Paints the atlas at kFrameAtlasWidth and hands it over as texture data.
    Qt3DRender::QTextureImageDataPtr operator()() override
    {
        auto data = Qt3DRender::QTextureImageDataPtr::create();
        data->setImage(frameAtlas(kFrameAtlasWidth, m_palette));
        return data;
    }

    // Same palette, same image: lets Qt3D skip regenerating it.
    bool operator==(const Qt3DRender::QTextureImageDataGenerator& other) const override
    {
        const auto* o = Qt3DCore::functor_cast<FrameImageGenerator>(&other);
        return o && o->m_palette.frame == m_palette.frame && o->m_palette.label == m_palette.label
            && o->m_palette.light == m_palette.light && o->m_palette.dark == m_palette.dark
            && o->m_palette.coordinates == m_palette.coordinates;
    }

    QT3D_FUNCTOR(FrameImageGenerator)

private:
    BoardPalette m_palette;
};

} // namespace

FrameTextureImage::FrameTextureImage(const BoardPalette& palette, Qt3DCore::QNode* parent)
    : QAbstractTextureImage(parent), m_palette(palette)
{ }

void FrameTextureImage::setPalette(const BoardPalette& palette)
{
    if (palette == m_palette)
        return;
    m_palette = palette;
    notifyDataGeneratorChanged();
}

Qt3DRender::QTextureImageDataGeneratorPtr FrameTextureImage::dataGenerator() const
{
    return Qt3DRender::QTextureImageDataGeneratorPtr(new FrameImageGenerator(m_palette));
}

SquaresTextureImage::SquaresTextureImage(const BoardPalette& palette, Qt3DCore::QNode* parent)
    : QPaintedTextureImage(parent), m_palette(palette)
{
    setSize({kSquaresTextureSize, kSquaresTextureSize});
}

void SquaresTextureImage::setHighlights(const BoardHighlights& highlights)
{
    m_highlights = highlights;
    update();
}

void SquaresTextureImage::setPalette(const BoardPalette& palette)
{
    if (palette == m_palette)
        return;
    m_palette = palette;
    update();
}

void SquaresTextureImage::paint(QPainter* painter)
{
    painter->drawImage(0, 0, squaresTexture(m_highlights, m_palette, kSquaresTextureSize));
}

} // namespace kibitz::board3d
