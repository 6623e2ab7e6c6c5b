// Showing the Game Review panel leaves the docks as the user left them (a tester saw the right-hand
// column grow from ~480 to ~545 px, taking the width from the board), and the analysis panel's
// engine box shows its engine's name whole or elided with "…", never cut off mid-letter. Measured
// on the real shown window at 1280x800 (xvfb-run); the window's pictures before and after are
// written to $KIBITZ_TEST_ARTIFACTS (else the test's folder) for people to look at.
#include "tst_mainwindow.h"

#include "boardviewport.h"
#include "analysis/analysispanel.h"
#include "analysis/enginecatalog.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QHelpEvent>
#include <QScreen>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QToolTip>

using namespace kibitz;
using kibitz::test::WindowTest;

namespace {

// Every posted event handled (a dock's new size, a call queued for the event loop's next turn).
void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// The widths of the shown docks of the right-hand column, by name.
QMap<QString, int> rightColumn(MainWindow& w)
{
    QMap<QString, int> widths;
    for (QDockWidget* dock : w.findChildren<QDockWidget*>())
        if (dock->isVisible() && !dock->isFloating() && w.dockWidgetArea(dock) == Qt::RightDockWidgetArea)
            widths.insert(dock->objectName(), dock->width());
    return widths;
}

// What a combo box paints: its style option, as its paintEvent builds it (the virtual
// initStyleOption is protected; the call goes to the box's own override).
struct ComboOption : QComboBox {
    static QStyleOptionComboBox of(const QComboBox* box)
    {
        QStyleOptionComboBox opt;
        (box->*&ComboOption::initStyleOption)(&opt);
        return opt;
    }
};

void picture(MainWindow& w, const QString& name)
{
    const QString folder = qEnvironmentVariable("KIBITZ_TEST_ARTIFACTS", QDir::currentPath());
    QDir().mkpath(folder);
    const QString file = QDir(folder).filePath(name);
    // From the screen: the board is a native OpenGL window, which QWidget::grab() leaves black.
    EXPECT_TRUE(w.screen()->grabWindow(w.winId()).save(file)) << file.toStdString();
    std::printf("the window: %s\n", qPrintable(file));
}

} // namespace

TEST_F(WindowTest, ShowingTheReviewPanelLeavesTheColumnItsWidth)
{
    auto w = makeWindow(false);
    w->resize(1280, 800);
    w->show();
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    settle();
    auto* review = w->findChild<QDockWidget*>(QStringLiteral("reviewDock"));
    ASSERT_TRUE(review);
    ASSERT_FALSE(review->isVisible());
    const QMap<QString, int> before = rightColumn(*w);
    ASSERT_FALSE(before.isEmpty()) << "no dock on the right";
    const QSize board = w->viewport()->size();
    picture(*w, QStringLiteral("review-before.png"));

    review->toggleViewAction()->trigger(); // as the Analysis menu's entry does
    ASSERT_TRUE(QTest::qWaitFor([&] { return review->isVisible(); }, 5000));
    settle();
    picture(*w, QStringLiteral("review-after.png"));
    QMap<QString, int> after = rightColumn(*w);
    std::printf("review panel's minimum width %d px\n", review->minimumSizeHint().width());
    for (auto it = before.begin(); it != before.end(); ++it)
        EXPECT_EQ(after.value(it.key()), it.value()) << it.key().toStdString() << " changed its width";
    EXPECT_EQ(w->viewport()->size(), board) << "the board was resized";
    EXPECT_EQ(w->size(), QSize(1280, 800));

    review->raise(); // its tab brought to the front: the panel laid out at the column's width
    ASSERT_TRUE(QTest::qWaitFor([&] { return !review->visibleRegion().isEmpty(); }, 5000));
    settle();
    picture(*w, QStringLiteral("review-front.png"));
    EXPECT_EQ(rightColumn(*w).value(QStringLiteral("reviewDock")), before.first()) << "the review's tab";
    EXPECT_EQ(w->viewport()->size(), board) << "the board was resized";
}

// An engine's name longer than its box is elided with "…" and fits the box's text field.
TEST_F(WindowTest, TheEngineBoxElidesALongName)
{
    auto w = makeWindow(false);
    w->resize(1280, 800);
    w->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    auto* panel = w->findChild<analysis::AnalysisPanel*>();
    ASSERT_TRUE(panel);
    auto* box = panel->findChild<QComboBox*>();
    ASSERT_TRUE(box);
    const QString name = analysis::EngineCatalog::label(
        {analysis::EngineChoice::Kind::Uci, QStringLiteral("/usr/games/stockfish-with-a-long-folder/stockfish")});
    box->insertItem(0, name);
    box->setCurrentIndex(0);
    settle();
    const QStyleOptionComboBox opt = ComboOption::of(box);
    const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, box);
    ASSERT_GT(box->fontMetrics().horizontalAdvance(name), field.width()) << "the name fits: nothing to elide";
    EXPECT_TRUE(opt.currentText.endsWith(QChar(0x2026))) << opt.currentText.toStdString();
    EXPECT_LE(box->fontMetrics().horizontalAdvance(opt.currentText), field.width()) << opt.currentText.toStdString();
    EXPECT_EQ(box->currentText(), name) << "the item's own text is kept whole";

    // Hovering shows the whole name.
    const QPoint centre = box->rect().center();
    QHelpEvent hover(QEvent::ToolTip, centre, box->mapToGlobal(centre));
    QCoreApplication::sendEvent(box, &hover);
    EXPECT_TRUE(QToolTip::text().startsWith(name)) << QToolTip::text().toStdString();
}
