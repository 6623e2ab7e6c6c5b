// The tab a trainer shows its positions in (issue 29): the puzzle trainer and the repertoire
// trainer each keep one. Showing a position takes the training tab again when it is still open,
// else the shown tab when it holds no work, else a new tab; the trainer's own edits there (the
// position, Kibitz's replies, arrows) are no person's move and leave nothing to save.
//
// Ownership: the trainer's member; the tab (a GameDocument) is the window's like any other, and
// the person may close it.
#pragma once

#include "core/types.h"

#include <QPointer>

#include <functional>

class QDockWidget;
class QString;

namespace kibitz {

class GameDocument;
class MainWindow;

class TrainingTab {
public:
    explicit TrainingTab(MainWindow* window);

    // A dock of the window for the trainer's panel (right side, hidden until shown).
    static QDockWidget* addDock(MainWindow* window, const QString& title, const QString& objectName);

    // Makes the training tab the shown one, runs load there as the trainer's edit and turns the
    // board so that side is at the bottom.
    void show(core::Color side, const std::function<void()>& load);
    // True when the shown tab is the training tab.
    bool isShown() const;
    // True while the trainer edits (a move made now is not the person's).
    bool isEditing() const { return m_editing; }
    // The trainer's change of the training tab: no person's move, and nothing to save.
    void edit(const std::function<void()>& change);
    // Marks the training tab saved (the person's moves there are training, not work).
    void markSaved();
    GameDocument* document() const;

private:
    MainWindow* m_window;
    QPointer<GameDocument> m_document;
    bool m_editing = false;
};

} // namespace kibitz
