// SaveTarget: what a save would replace, looked at before anything is written — how many games
// the file holds (nobody replaces them with fewer without being asked), whether it is
// read-only, another user's or hard-linked — and the question to the person, No by default.
// Also the name Save As proposes, which is never that of a file of many games.
#pragma once

#include "io/filestate.h"
#include "game/game.h"
#include "io/gamefile.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

class QDir;
class QWidget;

namespace kibitz {

class SaveTarget {
    Q_DECLARE_TR_FUNCTIONS(SaveTarget)
public:
    // What the person chose: keep the file, replace it, or add the game at its end instead.
    enum class Choice { Cancel, Replace, Add };
    // Asks text; Add is offered when canAdd. The default answer must be Cancel.
    using Asker = std::function<Choice(const QString& text, bool canAdd)>;

    // Looks at path (its games counted on a worker thread with a progress dialog over parent).
    static SaveTarget examine(const QString& path, QWidget* parent);
    // The same without counting games (a save in place writes as many as the file holds).
    static SaveTarget examineInPlace(const QString& path);

    // Replace when nothing needs asking; else what asker (or a message box over parent) says.
    Choice confirm(int writing, const Asker& asker, QWidget* parent) const;

    QString path() const { return m_path; }
    int games() const { return m_games; }
    // The file as it was looked at: the write refuses when it changed since.
    const io::FileStamp& stamp() const { return m_stamp; }
    bool cancelled() const { return m_cancelled; }

    // The name Save As proposes for game, of source: its own file when that holds the game
    // alone; for a game of a file of many games (or of openDatabase) a new name beside it; for
    // a game of no file, one made of its tags (fileNameOf) in folder, not yet taken.
    static QString proposedName(const io::FileSource& source, const QString& openDatabase, const game::Game& game,
                                const QString& folder);
    // "White-Black-Event.pgn" from the tags known (none: "game.pgn"), holding no character a file
    // name cannot hold on any system.
    static QString fileNameOf(const game::Game& game);

private:
    static Choice askWithBox(const QString& text, bool canAdd, const QString& name, QWidget* parent);
    static QString freeName(const QDir& dir, const QString& base);

    QString m_path;
    int m_games = 0;
    io::FileStamp m_stamp;
    QStringList m_concerns;
    bool m_cancelled = false;
};

} // namespace kibitz
