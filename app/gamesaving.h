// GameSaving: Save into the game's own place in its PGN file, written on a worker thread
// (io::BackgroundSave) while the window stays usable. The game is taken as it is at Save, and
// the document's saved state becomes exactly that state once the file holds it (GameDocument::
// beginSave/endSave): edits made meanwhile stay unsaved. A Save while one is being written waits
// for its turn (only the newest). A status bar indicator shows what is saved and how far, with a
// Cancel button (a save that waits for another program's lock can be given up before its limit).
#pragma once

#include "io/backgroundsave.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QProgressBar;
class QTimer;
class QWidget;

namespace kibitz {

class GameDocument;

class GameSaving : public QObject {
    Q_OBJECT
public:
    GameSaving(GameDocument* document, QWidget* dialogParent, QObject* parent = nullptr);

    // Starts writing the game shown into its document's file, or queues it behind the one running.
    void save();
    // The document whose saves come next (another tab); a save under way ends first.
    void setDocument(GameDocument* document);
    // True while a save is being written or waits for its turn.
    bool isBusy() const { return m_job.isRunning() || m_queued.has_value(); }
    // Returns once no save is written or waiting. Events are processed meanwhile except the
    // person's input (the game cannot change under it); a progress dialog says what is saved.
    void waitUntilDone();
    // For the status bar: what is being saved, how far, and Cancel; hidden when nothing is.
    QWidget* indicator() const { return m_indicator; }
    // Stops the save being written (before its rename: the file stays as it was) and drops a
    // waiting one; both stay unsaved.
    void cancel();

signals:
    // A save has ended; result says how (path: the file).
    void ended(const io::WriteResult& result, const QString& path);
    // A save waits for the one being written to path.
    void queued(const QString& path);
    // No save is written or waiting any more.
    void idle();

private:
    struct Request {
        int token = 0;
        std::shared_ptr<game::Game> game;
    };

    void start(const Request& request, const io::FileSource& source);
    void onFinished();
    void showProgress();

    GameDocument* m_document;
    QWidget* m_dialogParent;
    io::BackgroundSave m_job;
    Request m_running;
    std::optional<Request> m_queued;
    QWidget* m_indicator;
    QProgressBar* m_bar;
    QTimer* m_poll;
};

} // namespace kibitz
