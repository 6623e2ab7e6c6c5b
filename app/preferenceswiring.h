// PreferencesWiring: the person's preferences (model/Preferences) applied to the window live —
// sounds (SoundCues and the player, volume, the toolbar's mute toggle), the board's animation
// speed, hover hints and turning, the captured-pieces strips above and below the board, the
// default engine — and Edit > Preferences…, whose dialog other parts extend with addPage().
#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <functional>

class QBoxLayout;
class QMainWindow;
class QSettings;
class QWidget;

namespace kibitz {

class AnalysisWiring;
class BoardViewport;
class CapturedPieces;
class ChessGameModel;
class Preferences;
class PreferencesDialog;
class SoundCues;
class SoundPlayer;
class WindowBoard;
struct WindowActions;

class PreferencesWiring : public QObject {
    Q_OBJECT
public:
    // Wires actions (preferences, muteSounds) and the captured strips into boardColumn, the
    // layout the board stands in (above and below it). player may be null (silent: tests, screenshots); it is not owned. The board's
    // settings, its refused moves and its turning follow the preferences once board's viewport
    // is set. Games of analysis's player face the person: the board turns only between people.
    // board and analysis are not owned.
    PreferencesWiring(QMainWindow* window, ChessGameModel* model, QSettings* settings, const WindowActions& actions,
                      SoundPlayer* player, WindowBoard* board, QBoxLayout* boardColumn, AnalysisWiring* analysis);

    Preferences* preferences() const { return m_prefs; }
    SoundCues* sounds() const { return m_sounds; }
    CapturedPieces* capturedTop() const { return m_top; }
    CapturedPieces* capturedBottom() const { return m_bottom; }
    // A page every Preferences dialog gets (made when the dialog opens; the dialog owns it).
    void addPage(std::function<QWidget*()> make, const QString& title);
    // Builds the dialog (not shown), with every page added so far.
    PreferencesDialog* createDialog(QWidget* parent);

public slots:
    // Edit > Preferences…
    void showDialog();
    // The board editor shows no game: the captured strips hide while it is open.
    void setEditing(bool editing);

private:
    void connectViewport(BoardViewport* viewport);
    void connectAnalysis();
    void applyBoard();
    void placeStrips();
    void applyEngine(const QString& key);
    void showStrips();

    QMainWindow* m_window;
    ChessGameModel* m_model;
    QSettings* m_settings;
    Preferences* m_prefs;
    SoundCues* m_sounds;
    SoundPlayer* m_player;
    CapturedPieces* m_top;
    CapturedPieces* m_bottom;
    BoardViewport* m_viewport = nullptr;
    AnalysisWiring* m_analysis;
    bool m_editing = false;
    QList<std::pair<std::function<QWidget*()>, QString>> m_pages;
};

} // namespace kibitz
