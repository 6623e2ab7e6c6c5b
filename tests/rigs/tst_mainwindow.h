// Shared fixture of the window tests: a MainWindow on private settings (an INI file in a
// temporary directory) with a scripted answer to the unsaved-changes question.
#pragma once

#include "gtestqtry.h"
#include "mainwindow.h"

#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamefiles.h"

#include <QFile>
#include <QLockFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <optional>

#ifdef Q_OS_UNIX
#include <sys/wait.h>
#include <unistd.h>
#endif

namespace kibitz::test {

// A file's bytes ("<unreadable>" when it cannot be read).
inline QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

inline bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

#ifdef Q_OS_UNIX
// Leaves the lock file of a session killed before it wrote anything: a child process takes it
// and exits without releasing it. False when the child could not run.
inline bool leaveDeadLock(const QString& lockPath)
{
    const pid_t child = ::fork();
    if (child < 0)
        return false;
    if (child == 0) {
        QLockFile lock(lockPath);
        lock.tryLock(0);
        ::_exit(0);
    }
    return ::waitpid(child, nullptr, 0) == child && QFile::exists(lockPath);
}
#endif

class WindowTest : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }

    // A fresh window on the fixture's settings; answers and counts the unsaved-changes prompts.
    std::unique_ptr<MainWindow> makeWindow(bool restore = true)
    {
        if (!m_settings)
            m_settings = std::make_unique<QSettings>(m_dir.filePath("settings.ini"), QSettings::IniFormat);
        MainWindow::Options o;
        o.settings = m_settings.get();
        o.restoreSession = restore;
        o.prompt = [this](const QString& name) {
            m_prompted << name;
            return m_answer;
        };
        if (!m_realRecoveryQuestion)
            o.recoveryPrompt = [this](const SessionJournal::Snapshot& snapshot) {
                m_recoveryOffers << snapshot;
                return m_recoveryAnswer;
            };
        o.warn = [this](const QString& title, const QString& text) {
            m_warnings << title + QStringLiteral(": ") + text;
            if (m_whileWarning)
                m_whileWarning();
        };
        o.saveFileName = [this](const QString& title, const QString& suggested) {
            m_saveTitleAsked << title;
            m_saveNameAsked << suggested;
            return m_saveName;
        };
        o.askReplace = [this](const QString& text, bool canAdd) {
            m_replaceAsked << text;
            m_replaceCouldAdd << canAdd;
            return m_replaceAnswer;
        };
        if (m_quitAnswer)
            o.quitPrompt = [this](const QStringList&) { return *m_quitAnswer; };
        o.startFile = m_startFile;
        o.moreStartFiles = m_moreStartFiles;
        o.startFen = m_startFen;
        o.soundPlayer = m_soundPlayer;
        o.deferBoard = m_deferBoard;
        o.trainingDatabase = m_dir.filePath("training.sqlite"); // never the person's own
        return std::make_unique<MainWindow>(o);
    }

    // Plays SAN moves; fails the test on a refused move.
    static void play(MainWindow& w, const QStringList& moves)
    {
        for (const QString& san : moves) {
            const EditResult r = w.model()->editing()->makeMoveSan(san);
            ASSERT_TRUE(r.ok) << san.toStdString() << ": " << r.error.toStdString();
        }
    }

    // Waits until no save is written on the worker thread or waits its turn.
    static bool savesEnded(MainWindow& w)
    {
        return QTest::qWaitFor([&w] { return !w.files()->isSaving(); }, 30000);
    }

    // Drops the settings object so the next window reads what the last one wrote.
    void reopenSettings() { m_settings.reset(); }

    QString path(const QString& name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    UnsavedGuard::Answer m_answer = UnsavedGuard::Answer::Cancel;
    QStringList m_prompted;
    MainWindow::RecoveryAnswer m_recoveryAnswer = MainWindow::RecoveryAnswer::Later;
    QList<SessionJournal::Snapshot> m_recoveryOffers;
    bool m_realRecoveryQuestion = false; // the window's own message box, not the injected answer
    QStringList m_warnings; // "title: text" of every problem shown
    std::function<void()> m_whileWarning; // runs while a problem is shown (as a message box would)
    QString m_saveName; // what Save As is answered ("" = cancelled)
    QStringList m_saveNameAsked;
    QStringList m_saveTitleAsked; // the title of each Save As dialog
    SaveTarget::Choice m_replaceAnswer = SaveTarget::Choice::Cancel; // before a file is replaced
    QStringList m_replaceAsked;
    QList<bool> m_replaceCouldAdd;
    std::optional<QuitQuestion::Choice> m_quitAnswer; // the quit question's answer (none: its message box)
    QString m_startFile; // as if given on the command line
    QStringList m_moreStartFiles; // more files given after it (each in a tab)
    QString m_startFen;
    SoundPlayer* m_soundPlayer = nullptr; // the window's sounds (null: silent)
    bool m_deferBoard = false; // as kibitz starts: the board after the first paint, the rest after its first frame
};

} // namespace kibitz::test
