// The repertoire trainer in the window (issue 29): Training > Repertoire… asks for a PGN of
// opening lines and the colour (RepertoireDialog; the last choice kept in the window's settings),
// reads it and trains it with a RepertoireSession in a tab of its own: each line from the person's
// side, Kibitz's replies played on the board, the person's moves on the board sent to the session;
// after a wrong move the move is taken back and green arrows show the repertoire's moves. The panel
// (a dock) says what to do and offers the next line.
//
// Ownership: a child of the window; the store (opened when first needed), session, panel and dock
// are the trainer's (the dock the window's child).
#pragma once

#include "core/types.h"
#include "game/gametree.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QSettings;

namespace kibitz {

class GameDocument;
class MainWindow;
class RepertoirePanel;

namespace training {
class RepertoireSession;
class TrainingStore;
} // namespace training

class RepertoireTrainer : public QObject {
    Q_OBJECT
public:
    // storePath: the training database (TrainingStore::defaultPath() when empty).
    RepertoireTrainer(MainWindow* window, QSettings* settings, const QString& storePath, QObject* parent = nullptr);
    ~RepertoireTrainer() override;

    // Training > Repertoire…, for the Training menu.
    QAction* action() const { return m_action; }
    void setNewPerDay(int count) { m_newPerDay = count; }
    training::RepertoireSession* session() const { return m_session; }
    RepertoirePanel* panel() const { return m_panel; }
    QDockWidget* dock() const { return m_dock; }

public slots:
    // The dialog, then train() with its choice.
    void chooseAndTrain();
    // Reads path as a repertoire for colour and starts the day's queue; false with the reason
    // given by message() when it cannot.
    bool train(const QString& path, core::Color colour);

signals:
    void message(const QString& text);

private:
    training::TrainingStore* store();
    bool readAndLoad(const QString& path, core::Color colour);
    void showLineStart();
    void onMovePlayed(const QString& uci, bool byKibitz);
    void onMoveMade(game::NodeId node);
    void showMiss(game::NodeId played);
    bool ownsShownGame() const;
    void edit(const std::function<void()>& change);

    MainWindow* m_window;
    QSettings* m_settings;
    QString m_storePath;
    std::unique_ptr<training::TrainingStore> m_store;
    QAction* m_action;
    int m_newPerDay = 10;
    training::RepertoireSession* m_session = nullptr;
    RepertoirePanel* m_panel = nullptr;
    QDockWidget* m_dock;
    QPointer<GameDocument> m_document; // the training tab
    bool m_editing = false; // the trainer's own edits are no person's moves
};

} // namespace kibitz
