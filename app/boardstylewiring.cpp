// The wiring reads and writes the settings; the viewport applies, the page only asks.
#include "boardstylewiring.h"

#include "boardstyle.h"
#include "dialogs/boardstylepage.h"
#include "boardscene.h"
#include "boardviewport.h"
#include "windowboard.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMenu>
#include <QSettings>
#include <QVBoxLayout>

#include <cstdio>

namespace kibitz {

// Remembers where the settings live and the session's overrides.
BoardStyleWiring::BoardStyleWiring(QSettings* settings, QWidget* window, WindowBoard* board, const QString& pieceSet,
                                   const QString& theme)
    : QObject(window), m_settings(settings), m_window(window), m_pieceSet(pieceSet), m_theme(theme)
{
    board->whenViewport(this, [this](BoardViewport* viewport) { apply(viewport); });
}

// The session's choice, else the remembered one, else the default; then applied.
void BoardStyleWiring::apply(BoardViewport* viewport)
{
    m_viewport = viewport;
    const QString set = !m_pieceSet.isEmpty()
        ? m_pieceSet
        : m_settings->value(QLatin1String(PieceSetKey), board3d::defaultPieceSet()).toString();
    const QString theme =
        !m_theme.isEmpty() ? m_theme : m_settings->value(QLatin1String(ThemeKey), board3d::defaultTheme()).toString();
    connect(viewport, &BoardViewport::styleRejected, this,
            [](const QString& reason) { std::fprintf(stderr, "kibitz: %s\n", qPrintable(reason)); });
    if (!viewport->setPieceSet(set))
        viewport->setPieceSet(board3d::defaultPieceSet());
    if (!viewport->setTheme(theme))
        viewport->setTheme(board3d::defaultTheme());
    viewport->setCoordinatesVisible(m_settings->value(QLatin1String(CoordinatesKey), true).toBool());
}

// Each choice is applied to the viewport at once and remembered.
BoardStylePage* BoardStyleWiring::createPage(QWidget* parent)
{
    auto* page = new BoardStylePage(parent);
    page->setCustomSets(m_settings->value(QLatin1String(CustomSetsKey)).toStringList());
    if (m_viewport)
        page->setCurrent(m_viewport->pieceSet(), m_viewport->theme(), m_viewport->scene()->coordinatesVisible());
    connect(page, &BoardStylePage::pieceSetChosen, this, [this](const QString& name) {
        if (m_viewport && m_viewport->setPieceSet(name))
            m_settings->setValue(QLatin1String(PieceSetKey), name);
    });
    connect(page, &BoardStylePage::themeChosen, this, [this](const QString& name) {
        if (m_viewport && m_viewport->setTheme(name))
            m_settings->setValue(QLatin1String(ThemeKey), name);
    });
    connect(page, &BoardStylePage::coordinatesToggled, this, [this](bool on) {
        if (m_viewport)
            m_viewport->setCoordinatesVisible(on);
        m_settings->setValue(QLatin1String(CoordinatesKey), on);
    });
    connect(page, &BoardStylePage::customSetAdded, this,
            [this, page](const QString&) { m_settings->setValue(QLatin1String(CustomSetsKey), page->customSets()); });
    return page;
}

} // namespace kibitz
