// BoardStyleWiring: applies the remembered board style (QSettings board/pieceSet, board/theme,
// board/coordinates, board/customSets) to the window's viewport, and offers the BoardStylePage
// in View > Board Style… (a plain dialog until the Preferences dialog takes the page).
#pragma once

#include <QObject>
#include <QString>

class QMenu;
class QSettings;
class QWidget;

namespace kibitz {

class BoardStylePage;
class BoardViewport;

class BoardStyleWiring : public QObject {
    Q_OBJECT
public:
    static constexpr const char* PieceSetKey = "board/pieceSet";
    static constexpr const char* ThemeKey = "board/theme";
    static constexpr const char* CoordinatesKey = "board/coordinates";
    static constexpr const char* CustomSetsKey = "board/customSets";

    // pieceSet/theme: the command line's choice for this session ("" = the remembered one).
    BoardStyleWiring(QSettings* settings, QWidget* window, const QString& pieceSet, const QString& theme);

    // Adds "Board Style…" to menu.
    void addMenuAction(QMenu* menu);
    // A page showing the current style, wired to the viewport and the settings (for a dialog).
    BoardStylePage* createPage(QWidget* parent);
    // Opens the page in a dialog.
    void showDialog();

public slots:
    // Applies the style to a new viewport; a remembered choice that no longer loads (a moved
    // folder) falls back to the default with a warning on stderr.
    void attachBoard(kibitz::BoardViewport* viewport);

private:
    QSettings* m_settings;
    QWidget* m_window;
    QString m_pieceSet;
    QString m_theme;
    BoardViewport* m_viewport = nullptr;
};

} // namespace kibitz
