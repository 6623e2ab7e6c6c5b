// GameDocument: the game as a document — the game itself, the file it belongs to, its own undo
// history (and with it its marks and annotations), whether it has unsaved edits, the window title
// that shows both, and its entry in the session journal. A window holds a list of them
// (DocumentList, one per tab); the one shown lends its game and undo history to the window's
// ChessGameModel (ChessGameModel::showGame), a hidden one keeps them itself.
//
// One undo stack holds several games in turn (New Game, Load FEN and opening a file are undoable
// edits that replace the game). Each replaced game is an *epoch* of the stack with its own file
// and its own saved state, so Undo back to a study brings back its file too, and Ctrl+S never
// writes one game over another game's file. Epochs are found from the stack itself (commands for
// which GameEditing::replacesGame() is true), whoever pushed them.
#pragma once

#include "sessionjournal.h"

#include "game/game.h"
#include "game/gametree.h"
#include "io/filecontent.h"
#include "io/gamefile.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QUndoCommand;
class QUndoStack;

namespace kibitz {

class ChessGameModel;

using io::FileSource;

class GameDocument : public QObject {
    Q_OBJECT
public:
    // The document of the game model shows now, with model's undo history.
    explicit GameDocument(ChessGameModel* model, QObject* parent = nullptr);
    // A new game of its own with an undo history of its own, hidden until show().
    struct NewGame { };
    GameDocument(ChessGameModel* model, NewGame, QObject* parent = nullptr);

    ChessGameModel* model() const { return m_model; }
    QUndoStack* undoStack() const { return m_stack; }
    // True while model shows this document's game.
    bool isShown() const { return m_shown; }
    // Shows this document's game in the model in place of shown's (which then keeps its own).
    void show(GameDocument* shown);
    // The game and the shown move, whether the model shows them or this document keeps them.
    const game::Game& game() const;
    game::NodeId cursor() const;
    // A new game nobody has touched: no file, no move, no unsaved edit, the initial position.
    bool isUntouched() const;
    // What the session journal keeps of it (the game, the cursor, the file, unsaved or not).
    SessionJournal::Snapshot sessionEntry() const;
    // The file of the game shown ("" when it has none).
    QString filePath() const { return current().source.path; }
    const FileSource& source() const { return current().source; }
    // True when the game shown differs from what was last saved or opened.
    bool isModified() const;
    // True between beginSave() and its endSave(): its source is the one before that save.
    bool isSaving() const { return !m_saves.empty(); }
    // "Carlsen vs Nakamura[*] — game.pgn — Kibitz", "game.pgn[*] — Kibitz", "Kibitz[*]" (for
    // QWidget::setWindowTitle with setWindowModified).
    QString title() const;
    // The players from the PGN tags ("Carlsen vs Nakamura"), or "" when the tags do not name them.
    QString players() const;
    // What to call the game in questions: the players, else the file name, else "new game".
    QString displayName() const;

    // How a game arrives (gamedocumentopen.cpp): whoever reads it (io, a database) hands it here;
    // the document puts it into the model and takes its file. Each needs the document shown.
    // A game read from source takes the place of this document's game as one undoable edit, at
    // cursor (NoNode: the end of its main line), and is at its saved state.
    void openGame(game::Game game, const FileSource& source, const QString& editName, game::NodeId cursor);
    // What a file or a text holds (io::readFileContent or readTextContent, read without error)
    // takes the place of this document's game as one undoable edit: a FEN position (a game of no
    // file), or a PGN game (pgn.game, of pgn.source's file or of none) at cursor. False with the
    // reason in error. Every game that arrives as a file or a text comes through here.
    bool open(io::FileContent content, game::NodeId cursor, const QString& editName, QString* error);
    // Which of a text's several games to open (their index); -1 when the person cancelled.
    using GamePicker = std::function<int(const std::vector<game::Game>& games)>;
    // Text (pasted, dropped, --fen): what it holds is told and checked by io as a file's content
    // is (io::readTextContent, the same words, origin naming it: "the clipboard"), then open().
    // A PGN game ends at the end of its main line. False with the reason in error ("" when pick
    // was cancelled); the game stays as it was.
    bool openText(const QString& text, const QString& origin, const GamePicker& pick, QString* error);
    // A game the session journal kept (a PGN, see sessionEntry) comes back without undo history,
    // with its file, unsaved state and cursor. False with the reason in error.
    bool restore(const SessionJournal::Snapshot& kept, QString* error);
    // The game shown now matches path (saved to it, or a new game from no file: "").
    void markSaved(const QString& path);
    // The game shown now matches source (opened from it, or written back into it).
    void markSaved(const FileSource& source);
    // The game has edits no undo history knows about (a restored unsaved session).
    void markModified();
    // Games of a database were cut or added around the games of this document's history (issue
    // 28): where(source) says where each game's file place is now (nothing: unchanged; a source
    // without path: its game was removed from the file, so it now belongs to no file and has
    // unsaved edits). The games themselves do not change.
    void relocate(const std::function<std::optional<FileSource>(const FileSource&)>& where);
    // The state shown is about to be written to its file (on a worker thread): a token for
    // endSave. No later edit merges into this state, so it stays what the file will hold.
    int beginSave();
    // The write begun with token has ended: with source (the file now holds that state) or
    // without (it failed). Marks the game it was taken from, whichever game is shown now; its
    // state counts as saved only if the undo history still holds it unchanged.
    void endSave(int token, const FileSource* source);
    // The file of the game a save was begun from, as known now ("" path: that game is gone).
    FileSource sourceOfSave(int token) const;
    // Undo indexes at which other games of the undo history with unsaved edits are shown.
    QList<int> otherUnsavedGames() const;
    // The undo index of the last saved state of the game shown, or -1 when it has none.
    int savedIndex() const;

    // Child indices from the root to node, and back (stops where a path no longer fits).
    static QList<int> pathTo(const game::GameTree& tree, game::NodeId node);
    static game::NodeId nodeAt(const game::GameTree& tree, const QList<int>& path);

signals:
    void titleChanged(const QString& title);
    void modifiedChanged(bool modified);

private:
    struct Epoch {
        const QUndoCommand* command = nullptr; // the edit that showed this game (null: the first)
        int start = 0; // the undo index at which it is first shown
        FileSource source;
        int cleanIndex = 0; // the saved state's undo index, -1 for none
        const QUndoCommand* cleanCommand = nullptr; // the command just below cleanIndex
        bool extraModified = false; // modified whatever the undo index says
        int id = 0; // unique, so that a save finds its game even after others were added
    };
    // A state being written: which game, and which undo index (with the command below it).
    struct PendingSave {
        int token = 0;
        int epoch = 0;
        int index = 0;
        const QUndoCommand* command = nullptr;
        bool intact = true; // false once the history no longer holds that state
    };

    const Epoch& current() const;
    Epoch& current();
    int lastIndexOf(std::size_t epoch) const;
    bool epochModified(const Epoch& epoch, int index) const;
    void onIndexChanged(int index);
    void setClean(Epoch& epoch);
    void update();

    void follow();

    ChessGameModel* m_model;
    QUndoStack* m_stack;
    bool m_shown = true;
    game::Game m_hiddenGame; // the game while another document is shown
    game::NodeId m_hiddenCursor = game::RootNode;
    Epoch* epochById(int id);
    std::vector<Epoch> m_epochs;
    std::vector<PendingSave> m_saves;
    int m_nextId = 1;
    int m_lastIndex = 0;
    bool m_lastModified = false;
    QString m_lastTitle;
};

} // namespace kibitz
