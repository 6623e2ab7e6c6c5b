// MainWindow: the recovery question at start, for each study a crashed session left.
#include "mainwindow.h"

#include "documentlist.h"
#include "gamedocument.h"
#include "sessionstore.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>

#include <vector>

namespace kibitz {

// Each study left by a crashed session, newest first: Recover, Discard or decide Later. True
// when one was recovered (it is then this window's study; the rest wait for a later start).
bool MainWindow::offerRecovery()
{
    if (!m_journal)
        return false;
    bool recovered = false;
    for (const SessionJournal::Orphan& orphan : m_journal->takeOrphans()) {
        if (recovered) {
            m_journal->release(orphan);
            continue;
        }
        if (!orphan.snapshot.anyModified()) {
            m_journal->discard(orphan); // nothing in it was unsaved
            continue;
        }
        switch (askRecovery(orphan.snapshot)) {
        case RecoveryAnswer::Recover: {
            recovered = restoreSnapshot(orphan.snapshot);
            if (recovered)
                reopenDatabases(orphan.snapshot.databases);
            QString error;
            // The orphan goes only once this window's own slot holds the study.
            if (recovered && m_journal->write(snapshot(), &error))
                m_journal->discard(orphan);
            else
                m_journal->release(orphan);
            break;
        }
        case RecoveryAnswer::Discard: m_journal->discard(orphan); break;
        case RecoveryAnswer::Later: m_journal->release(orphan); break;
        }
    }
    return recovered;
}

// A crashed session's game as the recovery question names it: its players, else its file.
QString MainWindow::recoveryName(const SessionJournal::Snapshot& game)
{
    const QRegularExpression white(QStringLiteral("\\[White \"([^\"]*)\"\\]"));
    const QRegularExpression black(QStringLiteral("\\[Black \"([^\"]*)\"\\]"));
    const QString w = white.match(game.pgn).captured(1), b = black.match(game.pgn).captured(1);
    if (!w.isEmpty() && w != QLatin1String("?") && !b.isEmpty() && b != QLatin1String("?"))
        return tr("%1 vs %2").arg(w, b);
    const QString name = QFileInfo(game.source.path).fileName();
    return name.isEmpty() ? tr("new game") : name;
}

// The injected question, else a message box: Recover, Discard, or Later (Escape). It names the
// games with unsaved changes in tab order, not the one that happened to be shown.
MainWindow::RecoveryAnswer MainWindow::askRecovery(const SessionJournal::Snapshot& s)
{
    if (m_options.recoveryPrompt)
        return m_options.recoveryPrompt(s);
    std::vector<const SessionJournal::Snapshot*> tabs;
    for (const SessionJournal::Snapshot& other : s.otherTabs)
        tabs.push_back(&other);
    tabs.insert(tabs.begin() + std::clamp(s.tabIndex, 0, int(tabs.size())), &s);
    QStringList unsaved;
    for (const SessionJournal::Snapshot* tab : tabs)
        if (tab->modified)
            unsaved << recoveryName(*tab);
    const QDateTime when = s.savedAt.toLocalTime();
    const QString time = when.date() == QDate::currentDate() ? QLocale().toString(when.time(), QLocale::ShortFormat)
                                                             : QLocale().toString(when, QLocale::ShortFormat);
    const QString text =
        unsaved.size() == 1
            ? tr("Kibitz did not close properly last time. Recover the unsaved study “%1” from %2?").arg(unsaved.first(), time)
            : tr("Kibitz did not close properly last time. Recover the unsaved study from %1? %n game(s) in it have "
                 "changes not saved to a file:", nullptr, int(unsaved.size()))
                      .arg(time)
                  + QLatin1Char('\n') + QStringLiteral("• ") + unsaved.join(QStringLiteral("\n• "));
    QMessageBox box(this);
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("Recover unsaved study"));
    box.setTextFormat(Qt::PlainText);
    box.setText(text);
    box.setInformativeText(tr("Later keeps it for the next start; Discard deletes it."));
    QPushButton* recover = box.addButton(tr("&Recover"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton* later = box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == recover)
        return RecoveryAnswer::Recover;
    return box.clickedButton() == discard ? RecoveryAnswer::Discard : RecoveryAnswer::Later;
}

} // namespace kibitz
