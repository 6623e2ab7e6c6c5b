// PieceIcons: SVG rendering with QSvgRenderer (no dependency on the SVG icon-engine plugin).
#include "pieceicons.h"

#include <QIconEngine>
#include <QPainter>
#include <QPixmapCache>
#include <QSvgRenderer>

// The resources live in a static library: referencing the initialiser keeps them linked in.
static void initPieceResources()
{
    static const bool done = [] {
        Q_INIT_RESOURCE(pieces);
        return true;
    }();
    Q_UNUSED(done);
}

namespace kibitz {

namespace {

// Draws one piece SVG at whatever size Qt asks for, dimmed when disabled.
class PieceIconEngine : public QIconEngine {
public:
    explicit PieceIconEngine(core::Piece piece) : m_piece(piece) { }

    // Renders into rect; disabled icons are drawn half transparent.
    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
    {
        QSvgRenderer renderer(pieceResourcePath(m_piece));
        painter->save();
        if (mode == QIcon::Disabled)
            painter->setOpacity(0.45);
        renderer.render(painter, QRectF(rect));
        painter->restore();
    }

    // A square pixmap centred in size.
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap result(size);
        result.fill(Qt::transparent);
        const int side = qMin(size.width(), size.height());
        QPainter painter(&result);
        paint(&painter, QRect((size.width() - side) / 2, (size.height() - side) / 2, side, side), mode, state);
        return result;
    }

    // Copies the engine (QIcon detaches this way).
    QIconEngine* clone() const override { return new PieceIconEngine(m_piece); }

    // Identifies the engine for debugging and QIcon::name().
    QString key() const override { return QStringLiteral("KibitzPieceIconEngine"); }

private:
    core::Piece m_piece;
};

} // namespace

// Resource path of a piece's SVG.
QString pieceResourcePath(core::Piece piece)
{
    if (core::typeOf(piece) == core::NoPieceType)
        return {};
    initPieceResources();
    const char colour = core::colorOf(piece) == core::White ? 'w' : 'b';
    const char letter = "PNBRQK"[core::typeOf(piece)];
    return QStringLiteral(":/pieces/%1%2.svg").arg(QChar::fromLatin1(colour), QChar::fromLatin1(letter));
}

// Icon backed by PieceIconEngine.
QIcon pieceIcon(core::Piece piece)
{
    if (core::typeOf(piece) == core::NoPieceType)
        return {};
    return QIcon(new PieceIconEngine(piece));
}

// Rendered pixmap, cached in QPixmapCache because the preview board repaints often.
QPixmap piecePixmap(core::Piece piece, int size, qreal dpr)
{
    if (core::typeOf(piece) == core::NoPieceType || size <= 0)
        return {};
    const int physical = qMax(1, qRound(size * dpr));
    const QString key = QStringLiteral("kibitz-piece-%1-%2").arg(int(piece)).arg(physical);
    QPixmap result;
    if (QPixmapCache::find(key, &result))
        return result;
    QSvgRenderer renderer(pieceResourcePath(piece));
    if (!renderer.isValid())
        return {};
    result = QPixmap(physical, physical);
    result.fill(Qt::transparent);
    {
        QPainter painter(&result);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter, QRectF(0, 0, physical, physical));
    }
    result.setDevicePixelRatio(dpr);
    QPixmapCache::insert(key, result);
    return result;
}

} // namespace kibitz
