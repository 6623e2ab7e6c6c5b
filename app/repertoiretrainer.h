// The repertoire trainer in the window (issue 29): Training > Repertoire… asks for a PGN of
// opening lines and the colour (RepertoireDialog; the last choice kept in the window's settings),
// reads it and trains it with a RepertoireSession in a tab of its own: each line from the person's
// side, Kibitz's replies played on the board, the person's moves on the board sent to the session;
// after a wrong move the move is taken back and green arrows show the repertoire's moves. The panel
// (a dock) says what to do and offers the next line.
//
// Ownership: a child of the TrainingWiring, whose store it uses (opened when first needed); the
// session, panel and dock are the trainer's (the dock the window's child), the training tab the
// window's (TrainingTab).
#pragma once

#include "trainingtab.h"

#include "core/types.h"
#include "game/gametree.h"

#include <QObject>

#include <functional>

class QAction;
class QDockWidget;
class QSettings;

namespace kibitz {

class MainWindow;
class RepertoirePanel;

namespace training {
class RepertoireSession;
class TrainingStore;
} // namespace training

class RepertoireTrainer : public QObject {
    Q_OBJECT
public:
    // The training store, opened when first needed; null (the reason told) when it cannot be.
    using StoreOpener = std::function<training::TrainingStore*()>;

    RepertoireTrainer(MainWindow* window, QSettings* settings, StoreOpener store, QObject* parent = nullptr);
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
    bool readAndLoad(const QString& path, core::Color colour);
    void showLineStart();
    void onMovePlayed(const QString& uci, bool byKibitz);
    void onMoveMade(game::NodeId node);
    void showMiss(game::NodeId played);

    MainWindow* m_window;
    QSettings* m_settings;
    StoreOpener m_store;
    QAction* m_action;
    int m_newPerDay = 10;
    training::RepertoireSession* m_session = nullptr;
    RepertoirePanel* m_panel = nullptr;
    QDockWidget* m_dock;
    TrainingTab m_tab;
};

} // namespace kibitz
