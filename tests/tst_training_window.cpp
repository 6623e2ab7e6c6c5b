// Training in the window (issue 29): the Training menu, puzzles from one's games and the puzzle
// trainer on the board.
#include "tst_mainwindow.h"

#include "analysiswiring.h"
#include "windowactions.h"

#include <QMenu>
#include <QMenuBar>

namespace kibitz::test {
namespace {

class TrainingWindowTest : public WindowTest { };

// The menus of the menu bar, in order.
QList<QMenu*> menusOf(const MainWindow& w)
{
    QList<QMenu*> menus;
    for (QAction* a : w.menuBar()->actions())
        if (a->menu())
            menus.push_back(a->menu());
    return menus;
}

// One Training menu, after Analysis and before Help, for every trainer to add to.
TEST_F(TrainingWindowTest, TrainingMenuStandsBeforeHelp)
{
    auto w = makeWindow(false);
    const QList<QMenu*> menus = menusOf(*w);
    QMenu* training = w->actions().trainingMenu;
    ASSERT_NE(training, nullptr);
    ASSERT_GE(menus.size(), 3);
    EXPECT_EQ(menus.count(training), 1);
    EXPECT_EQ(menus.indexOf(training), menus.size() - 2);
    EXPECT_EQ(menus.last(), w->actions().helpMenu);
    const auto* analysis = w->findChild<AnalysisWiring*>();
    ASSERT_NE(analysis, nullptr);
    EXPECT_EQ(menus.at(menus.size() - 3), analysis->analysisMenu());
}

} // namespace
} // namespace kibitz::test
