// Shared fixture of the window tests of managing databases (tst_databasemanage_window,
// tst_databasepanels_window): a window showing a database in the Games panel (and another in
// Games 2), its questions answered and counted, its rows selected as a person would.
#pragma once

#include "tst_mainwindow.h"

#include "databasemanage.h"
#include "databasewiring.h"
#include "gamelistmodel.h"
#include "generatedgames.h"
#include "panels/gamespanel.h"

#include <QItemSelectionModel>
#include <QTableView>

namespace kibitz::test {

// The generated games numbered first to first + count - 1, as one file's bytes.
inline QByteArray generated(int first, int count) { return QByteArray::fromStdString(games(first, count)); }

class ManageWindow : public WindowTest {
protected:
    // A window showing the database at file, indexed whole, its rows in file order; shown on the
    // screen first (1280x800) when shown.
    std::unique_ptr<MainWindow> showDatabase(const QString& file, int games, bool shown = false)
    {
        auto w = makeWindow(false);
        if (shown) {
            w->resize(1280, 800);
            w->show();
            EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
        }
        QString error;
        EXPECT_TRUE(w->database()->openDatabase(file, &error)) << error.toStdString();
        EXPECT_TRUE(shows(*w, games));
        DatabaseManage* manage = w->databaseManage();
        manage->setAsk([this](const QString&, const QString& text) {
            m_asked << text;
            return m_yes;
        });
        return w;
    }
    // The same with other shown in Games 2 (others games).
    std::unique_ptr<MainWindow> showBoth(const QString& file, int games, const QString& other, int others,
                                         bool shown = false)
    {
        auto w = showDatabase(file, games, shown);
        QString error;
        EXPECT_TRUE(w->database2()->openDatabase(other, &error)) << error.toStdString();
        EXPECT_TRUE(shows(w->database2(), others));
        return w;
    }
    // Waits until the panel lists count games of the file indexed whole.
    static bool shows(MainWindow& w, int count) { return shows(w.database(), count); }
    static bool shows(DatabaseWiring* db, int count)
    {
        return QTest::qWaitFor([&] {
            return !db->isIndexing() && !db->games()->isOrdering() && db->games()->rowCount() == count;
        }, 30000);
    }
    // Selects rows (0-based: the file's games, in file order) of the Games panel (or of db's).
    static void select(MainWindow& w, const std::vector<int>& rows, DatabaseWiring* db = nullptr)
    {
        QTableView* table = (db ? db : w.database())->panel()->table();
        table->clearSelection();
        for (int row : rows)
            table->selectionModel()->select(table->model()->index(row, 0),
                                            QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }

    QStringList m_asked;
    bool m_yes = false;
};

} // namespace kibitz::test
