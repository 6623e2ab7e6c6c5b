// The Games panel's window tests' shared pieces: the explorer's database rows, the count beside
// the filters, and a window fixture with a database written and indexed.
#pragma once

#include "tst_mainwindow.h"

#include "databasewiring.h"
#include "gamelistmodel.h"
#include "panels/explorermodel.h"
#include "panels/gamespanel.h"

#include <QFile>
#include <QLabel>
#include <QTest>

namespace kibitz::test {

// The explorer's database rows ("SAN games"); the book's rows (no games) are left out.
inline QStringList databaseRows(const QAbstractItemModel* rows)
{
    QStringList out;
    for (int row = 0; row < rows->rowCount(); ++row) {
        const int games = rows->index(row, 0).data(ExplorerModel::GamesRole).toInt();
        if (games > 0)
            out << rows->index(row, 0).data(ExplorerModel::SanRole).toString() + ' ' + QString::number(games);
    }
    return out;
}

inline QString countText(DatabaseWiring* db)
{
    const auto* label = db->panel()->findChild<QLabel*>("gamesCount");
    return label ? label->text() : QString();
}

class DatabaseWindowTest : public WindowTest {
protected:
    // Writes bytes to the fixture's folder; the file's path.
    QString writeFile(const QString& name, const QByteArray& bytes)
    {
        const QString file = path(name);
        QFile out(file);
        EXPECT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        return file;
    }

    // A window with db.pgn (games) open in the Games panel, its scan of count games finished.
    std::unique_ptr<MainWindow> openDatabase(const char* games, int count)
    {
        auto w = makeWindow(false);
        QString error;
        EXPECT_TRUE(w->database()->openDatabase(writeFile("db.pgn", games), &error)) << error.toStdString();
        EXPECT_TRUE(QTest::qWaitFor(
            [&] { return !w->database()->isIndexing() && w->database()->games()->rowCount() == count; }, 10000));
        return w;
    }
};

} // namespace kibitz::test
