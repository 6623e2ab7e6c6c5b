// BoardStyleWiring: applies the remembered board style (QSettings board/pieceSet, board/theme,
// board/coordinates, board/customSets) to the window's viewport, and offers the BoardStylePage
// as a page of Edit > Preferences….
#pragma once

#include <QObject>
#include <QString>

class QMenu;
class QSettings;
class QWidget;

namespace kibitz {

class BoardStylePage;
class BoardViewport;
class WindowBoard;

class BoardStyleWiring : public QObject {
    Q_OBJECT
public:
    static constexpr const char* PieceSetKey = "board/pieceSet";
    static constexpr const char* ThemeKey = "board/theme";
    static constexpr const char* CoordinatesKey = "board/coordinates";
    static constexpr const char* CustomSetsKey = "board/customSets";

    // pieceSet/theme: the command line's choice for this session ("" = the remembered one). The
    // style is applied to board's viewport once it is set (board not owned); a remembered choice
    // that no longer loads (a moved folder) falls back to the default with a warning on stderr.
    BoardStyleWiring(QSettings* settings, QWidget* window, WindowBoard* board, const QString& pieceSet,
                     const QString& theme);

    // The page's title in the Preferences dialog.
    static QString pageTitle() { return tr("Board Style"); }
    // A page showing the current style, wired to the viewport and the settings (for a dialog).
    BoardStylePage* createPage(QWidget* parent);

private:
    void apply(BoardViewport* viewport);

    QSettings* m_settings;
    QWidget* m_window;
    QString m_pieceSet;
    QString m_theme;
    BoardViewport* m_viewport = nullptr;
};

} // namespace kibitz
