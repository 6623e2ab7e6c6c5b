// DocumentList: the games a window holds (one GameDocument per tab), and which one is shown. The
// shown document lends its game and undo history to the window's model, so every view that
// follows the model follows the shown document; currentChanged tells the rest (files, title).
// Whatever opens a game asks the list for its document (documentForOpening, showFile) and hands
// the game to it: nothing calls back up into the window.
#pragma once

#include <QList>
#include <QObject>
#include <QString>

namespace kibitz::io {
struct FileWrite;
}

namespace kibitz {

class ChessGameModel;
class GameDocument;

class DocumentList : public QObject {
    Q_OBJECT
public:
    // Starts with one document: the game model shows now, with model's undo history.
    explicit DocumentList(ChessGameModel* model, QObject* parent = nullptr);
    ~DocumentList() override;

    int count() const { return int(m_documents.size()); }
    GameDocument* at(int index) const { return m_documents.at(index); }
    int indexOf(const GameDocument* document) const;
    GameDocument* current() const { return m_documents.at(m_current); }
    int currentIndex() const { return m_current; }
    // The document showing game number `game` of the file at path (the same file however it is
    // named: links and ".." lead to it too), or -1.
    int indexOfFile(const QString& path, int game) const;

    // Shows the document of game number `game` of the file at path (see indexOfFile); false when
    // no document holds it.
    bool showFile(const QString& path, int game);
    // The document a game being opened goes into, shown: the one shown when nobody has touched it
    // (GameDocument::isUntouched), else a new one, so that opening never replaces work.
    GameDocument* documentForOpening();
    // A new game after the shown one; shown at once unless show is false. Returns its index.
    int addNew(bool show = true);
    // Shows the document at index (its game, history and title).
    void setCurrent(int index);
    // After a write of Kibitz's own into a file: every game of every document that knew the file
    // it replaced finds its place in the file as written (io::sourceAfterWrite), so its own Save
    // is not taken for another program's change. Games of a file changed otherwise stay as they are.
    void followWrite(const io::FileWrite& write);
    // Removes the document at index with its game and history (no question asked: see
    // MainWindow); the last one left is replaced by a new game instead.
    void remove(int index);

signals:
    // Another document is about to be shown (a save under way ends first, in its own document).
    void currentAboutToChange();
    // Another document is shown (after the model shows its game).
    void currentChanged(kibitz::GameDocument* document);
    void documentAdded(int index);
    void documentRemoved(int index);
    // The title or unsaved state of the document at index changed (for its tab).
    void documentChanged(int index);

private:
    void watch(GameDocument* document);

    ChessGameModel* m_model;
    QList<GameDocument*> m_documents;
    int m_current = 0;
};

} // namespace kibitz
