// GameFiles: reading and writing games — open a .pgn/.fen file (read by io::readFileContent on a
// worker thread, with progress and Cancel, then handed to the document the DocumentList gives it),
// save PGN back into its own place in the file (the file's other games keep every byte; see
// io::writeGameInPlace; written on a worker thread by GameSaving), Save As, load pasted or dropped
// text — and the file dialogs around them. Every write goes through io::writeFileSafely. It acts
// on the document shown and calls nothing above it.
#pragma once

#include "game/game.h"
#include "savetarget.h"

#include "io/filecontent.h"
#include "io/gamefile.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>

#include <functional>

class QWidget;

namespace kibitz {

class DocumentList;
class GameDocument;
class GameSaving;
class SessionStore;

class GameFiles : public QObject {
    Q_OBJECT
public:
    using Warner = std::function<void(const QString& title, const QString& text)>;
    // The dialog's title names the game; suggested is a full path ("" = cancelled).
    using SaveNameChooser = std::function<QString(const QString& title, const QString& suggested)>;
    // Which of several pasted games to load (their titles); -1 when the person cancelled.
    using GameChooser = std::function<int(const QStringList& titles)>;

    // Files are opened into and saved from the document documents shows. A file open in a
    // document already is shown there; another goes where documentForOpening() says.
    GameFiles(DocumentList* documents, SessionStore* store, QWidget* dialogParent, QObject* parent = nullptr);
    // How problems are shown (default: a warning box over the window).
    void setWarner(Warner warner) { m_warn = std::move(warner); }
    // How Save As asks for a file name ("" = cancelled; default: a file dialog).
    void setSaveNameChooser(SaveNameChooser chooser) { m_chooseSaveName = std::move(chooser); }
    // How a save that would replace a file of more games (or a read-only, another user's or a
    // hard-linked file) asks first (default: a message box, Cancel by default).
    void setReplaceAsker(SaveTarget::Asker asker) { m_askReplace = std::move(asker); }
    // The database the Games panel shows: Save As never proposes its name.
    void setOpenDatabase(std::function<QString()> openDatabase) { m_openDatabase = std::move(openDatabase); }
    // How a paste of several games asks which one (default: a list in a dialog).
    void setGameChooser(GameChooser chooser) { m_chooseGame = std::move(chooser); }
    // The size above which files are not read whole (io::MaxWholeFileSize: a larger PGN opens as a
    // database, anything else is refused; tests make it small).
    void setWholeFileLimit(qint64 bytes) { m_wholeFileLimit = bytes; }

    // Loads a .pgn or .fen file (other names: by content) into a document of its own (see
    // DocumentList::documentForOpening): a PGN's first game that reads (broken games before it
    // are told in a warning). False with a reason in error ("" when the person cancelled).
    bool openFile(const QString& path, QString* error);
    // Loads FEN or PGN text into the document shown (GameDocument::openText: io tells which it
    // holds; of several games the person picks one); origin names it in messages ("the
    // clipboard"). False with the reason in error ("" when the person cancelled).
    bool loadText(const QString& text, const QString& origin, QString* error);
    // Writes the game alone as PGN to path; the document then belongs to path. With expected,
    // path must still be that file (as the person was asked about it).
    bool savePgnTo(const QString& path, QString* error, const io::FileStamp* expected = nullptr);
    // Save, then waits until it has ended (the unsaved-changes question's Save). True when the
    // game shown is saved.
    bool saveAndWait();
    // True while a save into the game's file is written on the worker thread or waits its turn.
    bool isSaving() const;
    // Returns once no save is written or waiting (see GameSaving::waitUntilDone).
    void waitForSaves();
    // What is being saved and how far, for the status bar.
    QWidget* saveIndicator() const;

public slots:
    // The file dialog, then openFile(); problems are shown in a message box.
    void open();
    // Opens path, telling the person about any problem.
    void openPath(const QString& path);
    // Saves into the document's .pgn file in place (started on a worker thread: true once it is
    // under way or queued), or asks for a file (Save As). False when not saved.
    bool save();
    // Asks for a file name (never that of a file of many games; for a game of no file one made
    // of its tags, in the folder of the last Save As), the dialog's title naming the game (Save
    // All asks once per game), then saves; a file holding
    // more games than would be written, or one not simply the person's, is asked about first
    // (Cancel by default; the game can be added at its end instead). False when not saved.
    bool saveAs();
    // Paste and drop: loadText, telling the person about any problem.
    void loadTextInteractive(const QString& text, const QString& source);

signals:
    // A short note for the status bar ("Opened game.pgn").
    void message(const QString& text);
    // A file was opened or saved (for the recent files menu).
    void fileUsed(const QString& path);
    // A PGN file of several games was opened, or its tab shown again by opening it: the Games
    // panel lists all. Its first game that reads is shown, or, for a file too large to read
    // whole, is to be opened from the database (openFirstGame).
    void databaseOpened(const QString& path, bool openFirstGame);

private:
    bool showOpenFile(const QString& path, int game);
    void tellOpened(const QString& name, const io::FileSource& source, const QString& skipped);
    int chooseGame(const std::vector<game::Game>& games);
    void rememberCursor();
    void onSaveEnded(const io::WriteResult& result, const QString& path);
    bool addGameTo(const SaveTarget& target);
    void warn(const QString& title, const QString& text);
    QString saveFolder() const;
    QString saveTitle() const;
    GameDocument* document() const;

    DocumentList* m_documents;
    SessionStore* m_store;
    QWidget* m_dialogParent;
    Warner m_warn;
    GameChooser m_chooseGame;
    SaveNameChooser m_chooseSaveName;
    SaveTarget::Asker m_askReplace;
    std::function<QString()> m_openDatabase;
    qint64 m_wholeFileLimit = io::MaxWholeFileSize;

    GameSaving* m_saving;
};

} // namespace kibitz
