// GameDocument: the game as a document — the file it belongs to, whether it has unsaved edits
// (the undo stack's clean state), and the window title that shows both.
#pragma once

#include "game/gametree.h"

#include <QList>
#include <QObject>
#include <QString>

namespace kibitz {

class ChessGameModel;

class GameDocument : public QObject {
    Q_OBJECT
public:
    explicit GameDocument(ChessGameModel* model, QObject* parent = nullptr);

    ChessGameModel* model() const { return m_model; }
    QString filePath() const { return m_filePath; }
    // True when the game differs from what was last saved or opened.
    bool isModified() const;
    // "Carlsen vs Nakamura* — Kibitz", "Kibitz*", "Kibitz".
    QString title() const;
    // The players from the PGN tags ("Carlsen vs Nakamura"), or "" when the tags do not name them.
    QString players() const;
    // What to call the game in questions: the players, else the file name, else "new game".
    QString displayName() const;

    // The game now matches path (opened from or saved to it; "" for a game from no file).
    void markSaved(const QString& path);
    // The game has edits no undo history knows about (a restored unsaved session).
    void markModified();

    // Child indices from the root to node, and back (stops where a path no longer fits).
    static QList<int> pathTo(const game::GameTree& tree, game::NodeId node);
    static game::NodeId nodeAt(const game::GameTree& tree, const QList<int>& path);

signals:
    void titleChanged(const QString& title);
    void modifiedChanged(bool modified);

private:
    void update();

    ChessGameModel* m_model;
    QString m_filePath;
    bool m_extraModified = false; // modified although the undo stack is clean
    bool m_lastModified = false;
    QString m_lastTitle;
};

} // namespace kibitz
