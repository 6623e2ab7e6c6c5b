// SaveTarget: io::gamesIn and io::replaceConcerns, then one question naming what would be lost.
#include "savetarget.h"

#include "backgroundwork.h"

#include "io/saveinto.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace kibitz {

SaveTarget SaveTarget::examine(const QString& path, QWidget* parent)
{
    SaveTarget target = examineInPlace(path);
    if (!target.m_stamp.exists)
        return target;
    io::Progress progress;
    io::FileGames counted;
    runInBackground(parent, tr("Reading %1…").arg(QFileInfo(path).fileName()), progress,
                    [&] { counted = io::gamesIn(path, &progress); });
    target.m_cancelled = counted.cancelled;
    target.m_games = counted.games;
    if (counted.ok)
        target.m_stamp = counted.stamp;
    else if (!counted.cancelled)
        target.m_concerns << counted.error;
    return target;
}

SaveTarget SaveTarget::examineInPlace(const QString& path)
{
    SaveTarget target;
    target.m_path = path;
    target.m_stamp = io::stampOf(path);
    target.m_concerns = io::replaceConcerns(path);
    return target;
}

// One question for everything: the games that would be lost first, then the file's concerns.
SaveTarget::Choice SaveTarget::confirm(int writing, const Asker& asker, QWidget* parent) const
{
    if (m_cancelled)
        return Choice::Cancel;
    const QString name = QFileInfo(m_path).fileName();
    const int lost = m_games - writing;
    if (lost <= 0 && m_concerns.isEmpty())
        return Choice::Replace;
    QStringList parts;
    if (lost > 0)
        parts << tr("%1 holds %2 games. Replacing it would lose %3 of them.").arg(name).arg(m_games).arg(lost);
    parts << m_concerns;
    parts << (lost > 0 ? tr("Add the game at the end of %1 instead, or replace the whole file?").arg(name)
                       : tr("Replace %1 anyway?").arg(name));
    const QString text = parts.join(QStringLiteral("\n\n"));
    const bool canAdd = lost > 0;
    return asker ? asker(text, canAdd) : askWithBox(text, canAdd, name, parent);
}

// Cancel is the default and the Escape answer; Replace says how many games go.
SaveTarget::Choice SaveTarget::askWithBox(const QString& text, bool canAdd, const QString& name, QWidget* parent)
{
    QMessageBox box(parent);
    box.setIcon(QMessageBox::Warning);
    box.setWindowTitle(tr("Replace %1?").arg(name));
    box.setText(text);
    QPushButton* add = canAdd ? box.addButton(tr("&Add the Game to %1").arg(name), QMessageBox::AcceptRole) : nullptr;
    QPushButton* replace = box.addButton(tr("&Replace"), QMessageBox::DestructiveRole);
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.exec();
    if (add && box.clickedButton() == add)
        return Choice::Add;
    return box.clickedButton() == replace ? Choice::Replace : Choice::Cancel;
}

QString SaveTarget::proposedName(const io::FileSource& source, const QString& openDatabase, const game::Game& game,
                                 const QString& folder)
{
    if (source.path.isEmpty())
        return freeName(QDir(folder), QFileInfo(fileNameOf(game)).completeBaseName());
    const bool ofMany = source.games > 1 || source.spanBegin >= 0
        || (!openDatabase.isEmpty()
            && QFileInfo(source.path).absoluteFilePath() == QFileInfo(openDatabase).absoluteFilePath());
    if (!ofMany)
        return source.path;
    const QFileInfo info(source.path);
    return freeName(info.absoluteDir(), tr("%1 game %2").arg(info.completeBaseName()).arg(source.game));
}

// base.pgn in dir, or "base (2).pgn" and on when that is taken.
QString SaveTarget::freeName(const QDir& dir, const QString& base)
{
    QString name = dir.absoluteFilePath(base + QStringLiteral(".pgn"));
    for (int n = 2; QFileInfo::exists(name); ++n)
        name = dir.absoluteFilePath(QStringLiteral("%1 (%2).pgn").arg(base).arg(n));
    return name;
}

// Characters Windows, macOS or Linux refuse (or read as a path) become spaces; a leading dot
// would hide the file, a trailing dot or space Windows drops. Long tags are cut.
QString SaveTarget::fileNameOf(const game::Game& game)
{
    constexpr int kMaxPart = 60;
    QStringList parts;
    for (const char* tag : {"White", "Black", "Event"}) {
        QString part = QString::fromStdString(game.tag(tag));
        for (QChar& c : part)
            if (c.category() == QChar::Other_Control || QStringLiteral("/\\:*?\"<>|").contains(c))
                c = u' ';
        part = part.simplified().left(kMaxPart);
        while (!part.isEmpty() && (part.front() == u'.' || part.back() == u'.' || part.back() == u' '))
            part = (part.front() == u'.' ? part.mid(1) : part.chopped(1)).trimmed();
        if (!part.isEmpty() && part != QLatin1String("-"))
            parts << part;
    }
    return (parts.isEmpty() ? tr("game") : parts.join(u'-')) + QStringLiteral(".pgn");
}

} // namespace kibitz
