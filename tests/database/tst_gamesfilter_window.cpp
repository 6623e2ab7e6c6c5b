// The Games panel's filter as a person uses it (issue 28 part 3): the Filter… dialog typed into and
// applied with its button, the count "N of M games", Clear, a malformed range held back, the
// opening explorer counting only the filter's games, and the player's page from the Player… button.
#include "gamesbrowsehelpers.h"
#include "gtestqtry.h"

#include "dialogs/gamefilterdialog.h"
#include "dialogs/playerreportdialog.h"
#include "panels/explorerpanel.h"

#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTextBrowser>
#include <QTreeView>

using namespace kibitz;
using namespace kibitz::test;

namespace {

// Five games; the test's expectations are read from this table by hand.
const char* const Games = R"([Event "Baden-Baden 1925"]
[Site "Baden-Baden GER"]
[White "Réti, Richard"]
[Black "Alekhine, Alexander"]
[WhiteElo "2550"]
[BlackElo "2700"]
[Result "1-0"]

1. e4 e5 1-0

[Event "New York 1924"]
[Site "New York USA"]
[White "Alekhine, Alexander"]
[Black "Capablanca, Jose Raul"]
[WhiteElo "2690"]
[BlackElo "2725"]
[Result "0-1"]

1. d4 d5 0-1

[Event "New York 1924"]
[Site "New York USA"]
[White "Capablanca, Jose Raul"]
[Black "Reti, R."]
[WhiteElo "2725"]
[BlackElo "2550"]
[Result "1/2-1/2"]

1. e4 c5 1/2-1/2

[Event "New York 1924"]
[Site "New York USA"]
[White "Lasker, Emanuel"]
[Black "RÉTI, Richard"]
[WhiteElo "2650"]
[Result "1-0"]

1. c4 e5 1-0

[Event "Baden-Baden 1925"]
[Site "Baden-Baden GER"]
[White "Marshall, Frank"]
[Black "Alekhine, Alexander"]
[Result "0-1"]

1. e4 e6 0-1
)";

class GamesFilterWindow : public DatabaseWindowTest {
protected:
    // The open Filter… dialog after a click on the panel's button.
    GameFilterDialog* openFilterDialog(GamesPanel* panel)
    {
        auto* button = panel->findChild<QPushButton*>("moreFilter");
        EXPECT_NE(button, nullptr);
        button->click(); // the window is not shown: a click as the button's own
        GameFilterDialog* dialog = nullptr;
        EXPECT_TRUE(QTest::qWaitFor([&] { return (dialog = panel->findChild<GameFilterDialog*>()) && dialog->isVisible(); }));
        return dialog;
    }
    // The dialog's fields in their order: White, Black, either player, event, site, White's,
    // Black's and average rating, date, ECO, plies.
    static QLineEdit* field(QDialog* dialog, int index) { return dialog->findChildren<QLineEdit*>().at(index); }
    static QPushButton* okButton(QDialog* dialog)
    {
        return dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    }
    // Saves a picture of widget when KIBITZ_TEST_SHOTS names a folder (to be looked at).
    static void shoot(QWidget* widget, const QString& name)
    {
        const QString dir = qEnvironmentVariable("KIBITZ_TEST_SHOTS");
        if (!dir.isEmpty())
            widget->grab().save(dir + u'/' + name);
    }
};

} // namespace

TEST_F(GamesFilterWindow, FilterDialogNarrowsTheListTheCountAndTheExplorer)
{
    auto w = openDatabase(Games, 5);
    DatabaseWiring* db = w->database();
    GamesPanel* panel = db->panel();
    auto* explorer = w->findChild<ExplorerPanel*>();
    ASSERT_NE(explorer, nullptr);
    // The rows in SAN order (moves played as often come in either order).
    const auto played = [explorer] {
        QStringList rows = databaseRows(explorer->view()->model());
        rows.sort();
        return rows;
    };
    QTRY_COMPARE(played(), (QStringList{"c4 1", "d4 1", "e4 3"}));
    const QString all = countText(db);

    // White rating 2600 and more: games 2, 3 and 4 (2690, 2725, 2650).
    GameFilterDialog* dialog = openFilterDialog(panel);
    ASSERT_NE(dialog, nullptr);
    QLineEdit* whiteRating = field(dialog, 5);
    ASSERT_TRUE(whiteRating->placeholderText().contains("2200")) << whiteRating->placeholderText().toStdString();
    QTest::keyClicks(whiteRating, "2600-");
    shoot(dialog, "filter-dialog.png");
    okButton(dialog)->click();
    QTRY_VERIFY(!db->games()->isOrdering() && db->games()->rowCount() == 3);
    QStringList numbers;
    for (int row = 0; row < 3; ++row)
        numbers << db->games()->index(row, GameListModel::Number).data().toString();
    EXPECT_EQ(numbers, (QStringList{"2", "3", "4"}));
    EXPECT_TRUE(countText(db).startsWith(QLocale().toString(3) + ' ')) << countText(db).toStdString();
    EXPECT_TRUE(countText(db).contains(QLocale().toString(5))) << countText(db).toStdString();
    // The explorer counts the filter's games only: a search over them (the table counts all).
    QTRY_COMPARE(played(), (QStringList{"c4 1", "d4 1", "e4 1"}));
    EXPECT_TRUE(panel->findChild<QPushButton*>("moreFilter")->text().contains('1'));

    // The site instead: Baden-Baden's games 1 and 5, both 1. e4.
    dialog = openFilterDialog(panel);
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(field(dialog, 5)->text(), "2600-"); // the dialog shows the filter in use
    field(dialog, 5)->clear();
    QTest::keyClicks(field(dialog, 4), "baden");
    okButton(dialog)->click();
    QTRY_VERIFY(!db->games()->isOrdering() && db->games()->rowCount() == 2);
    QTRY_COMPARE(played(), (QStringList{"e4 2"}));
    shoot(panel, "games-panel-filtered.png");

    // Clear: every game, the table's counts and the first count again.
    panel->findChild<QPushButton*>("clearFilter")->click();
    QTRY_VERIFY(!db->games()->isOrdering() && db->games()->rowCount() == 5);
    QTRY_COMPARE(played(), (QStringList{"c4 1", "d4 1", "e4 3"}));
    EXPECT_EQ(countText(db), all);
    EXPECT_FALSE(panel->findChild<QPushButton*>("clearFilter")->isEnabled());
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();
}

TEST_F(GamesFilterWindow, AMalformedRangeHoldsTheFilterBack)
{
    auto w = openDatabase(Games, 5);
    GameFilterDialog* dialog = openFilterDialog(w->database()->panel());
    ASSERT_NE(dialog, nullptr);
    QTest::keyClicks(field(dialog, 8), "1990-19x9");
    EXPECT_FALSE(okButton(dialog)->isEnabled());
    EXPECT_FALSE(field(dialog, 8)->toolTip().isEmpty());
    field(dialog, 8)->clear();
    QTest::keyClicks(field(dialog, 8), "1920-1925");
    EXPECT_TRUE(okButton(dialog)->isEnabled());
    EXPECT_EQ(dialog->filter().date, (database::GameFilter::Range{19200000, 19251231}));
    dialog->reject();
}

TEST_F(GamesFilterWindow, PlayerReportByColourAndOpening)
{
    auto w = openDatabase(Games, 5);
    GamesPanel* panel = w->database()->panel();
    panel->table()->setCurrentIndex(w->database()->games()->index(0, 0)); // Réti, Richard's game
    panel->findChild<QPushButton*>("playerReport")->click();
    PlayerReportDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = panel->findChild<PlayerReportDialog*>()) && dialog->isVisible());
    EXPECT_TRUE(dialog->page()->toPlainText().contains("Réti, Richard"));
    auto* name = dialog->findChild<QLineEdit*>();
    name->setText("reti");
    QTest::keyClick(name, Qt::Key_Return);
    const QString text = dialog->page()->toPlainText().simplified();
    for (const char* n : {"Réti, Richard", "Reti, R.", "RÉTI, Richard"})
        EXPECT_TRUE(text.contains(QString::fromUtf8(n))) << n;
    // As White game 1 won; as Black game 3 drawn and game 4 lost.
    EXPECT_TRUE(text.contains(QString::fromUtf8("White 1 +1 =0 −0 100.0%"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QString::fromUtf8("Black 2 +0 =1 −1 25.0%"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QString::fromUtf8("Total 3 +1 =1 −1 50.0%"))) << text.toStdString();
    shoot(dialog, "player-report.png");
    dialog->close();
}

namespace {

// The quick filter's text field ("Player or event").
QLineEdit* quickText(GamesPanel* panel)
{
    for (QLineEdit* field : panel->findChildren<QLineEdit*>())
        if (field->placeholderText() == GamesPanel::tr("Player or event"))
            return field;
    return nullptr;
}

bool listSettled(DatabaseWiring* db) { return !db->isIndexing() && !db->games()->isOrdering(); }

} // namespace

// Opening another database starts without the filter typed for the last one (its names mean
// nothing in the new file), and the count is the new file's. The filter stayed: the new file
// showed "0 of 0 games" though it had games.
TEST_F(GamesFilterWindow, AnotherDatabaseOpensWithoutTheFilterAndCountsItsGames)
{
    auto w = openDatabase(Games, 5);
    DatabaseWiring* db = w->database();
    QLineEdit* text = quickText(db->panel());
    ASSERT_NE(text, nullptr);
    QTest::keyClicks(text, "Alekhine");
    QTRY_VERIFY(listSettled(db) && db->games()->rowCount() == 3);
    const QByteArray others = "[White \"Carlsen\"]\n[Black \"Caruana\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n"
                              "[White \"Ding\"]\n[Black \"Nepomniachtchi\"]\n[Result \"*\"]\n\n1. d4 *\n";
    QString error;
    ASSERT_TRUE(db->openDatabase(writeFile("other.pgn", others), &error)) << error.toStdString();
    QTRY_VERIFY_WITH_TIMEOUT(listSettled(db) && db->games()->gameIndex().size() == 2, 10000);
    EXPECT_EQ(db->games()->rowCount(), 2);
    EXPECT_TRUE(text->text().isEmpty()) << text->text().toStdString();
    EXPECT_TRUE(db->games()->filter().isEmpty());
    EXPECT_EQ(countText(db), GamesPanel::tr("%Ln games", nullptr, 2));
    EXPECT_FALSE(db->panel()->findChild<QPushButton*>("clearFilter")->isEnabled());
}

// A filter that keeps none of the games of a file indexed again still counts all of them: the
// count followed only the rows added, and stayed "0 of 0 games" (or the kept index's number).
TEST_F(GamesFilterWindow, AFilterKeepingNoGameStillCountsEveryGameIndexed)
{
    auto w = openDatabase(Games, 5);
    DatabaseWiring* db = w->database();
    QLineEdit* text = quickText(db->panel());
    ASSERT_NE(text, nullptr);
    QTest::keyClicks(text, "Nobody");
    QTRY_VERIFY(listSettled(db) && db->games()->rowCount() == 0);
    const QString none = GamesPanel::tr("%1 of %Ln games", "games listed of all indexed", 5).arg(QLocale().toString(0));
    EXPECT_EQ(countText(db), none);
    // Two more games at the end, then the file indexed again (as after a write): the filter stays.
    QFile file(path("db.pgn"));
    ASSERT_TRUE(file.open(QIODevice::Append));
    file.write("\n[White \"Euwe\"]\n[Black \"Bogoljubov\"]\n[Result \"*\"]\n\n1. d4 *\n\n"
               "[White \"Spielmann\"]\n[Black \"Tartakower\"]\n[Result \"*\"]\n\n1. e4 *\n");
    file.close();
    QString error;
    ASSERT_TRUE(db->indexAgain(&error)) << error.toStdString();
    QTRY_VERIFY_WITH_TIMEOUT(listSettled(db) && db->games()->gameIndex().size() == 7, 10000);
    EXPECT_EQ(text->text(), "Nobody");
    EXPECT_EQ(db->games()->rowCount(), 0);
    EXPECT_EQ(countText(db), GamesPanel::tr("%1 of %Ln games", "games listed of all indexed", 7).arg(QLocale().toString(0)));
}
