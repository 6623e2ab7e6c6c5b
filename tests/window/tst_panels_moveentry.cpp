// MoveEntry: typed SAN/UCI moves are played through the model; illegal, ambiguous and malformed
// text is refused with the reason and plays nothing; promotions without a piece ask for one.
#include "chessgamemodel.h"
#include "gameediting.h"
#include "panels/moveentry.h"

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace kibitz;

namespace {

class MoveEntryTest : public ::testing::Test {
protected:
    void SetUp() override { m_entry.resize(400, 30); }

    // Opens the entry with text and presses Enter in the field.
    bool type(const QString& text)
    {
        m_entry.start(text);
        const int before = m_model.undoStack()->count();
        QTest::keyClick(m_entry.field(), Qt::Key_Return);
        return m_model.undoStack()->count() != before;
    }

    ChessGameModel m_model;
    MoveEntry m_entry{&m_model, m_model.editing()};
};

// True when label shows the whole of its text: as it draws it (wrapped or on one line), the text
// fits its contents, which lie inside the bar, which lies inside the area it floats over.
::testing::AssertionResult showsWhole(const QLabel& label, const QWidget& bar, const QWidget& host)
{
    const QRect room = label.contentsRect();
    const int flags = int(label.alignment()) | (label.wordWrap() ? Qt::TextWordWrap : 0);
    const QRect needed = label.fontMetrics().boundingRect(QRect(room.topLeft(), QSize(room.width(), 10000)), flags,
                                                          label.text());
    const QRect inBar = QRect(label.mapTo(&bar, QPoint()), label.size());
    const QRect inHost = QRect(bar.mapTo(&host, QPoint()), bar.size());
    if (needed.width() > room.width() || needed.height() > room.height())
        return ::testing::AssertionFailure() << "needs " << needed.width() << "x" << needed.height() << ", has "
                                             << room.width() << "x" << room.height();
    if (!bar.rect().contains(inBar) || !host.rect().contains(inHost))
        return ::testing::AssertionFailure() << "the label or the bar is cut off at the edge";
    return ::testing::AssertionSuccess();
}

} // namespace

TEST_F(MoveEntryTest, StartOpensWithTheTypedText)
{
    EXPECT_TRUE(m_entry.isHidden());
    m_entry.start("N");
    EXPECT_FALSE(m_entry.isHidden());
    EXPECT_EQ(m_entry.field()->text(), "N");
    m_entry.start("f"); // typed while opening: appended
    EXPECT_EQ(m_entry.field()->text(), "Nf");
}

TEST_F(MoveEntryTest, LegalSanAndUciArePlayed)
{
    QSignalSpy played(&m_entry, &MoveEntry::movePlayed);
    EXPECT_TRUE(type("e4"));
    EXPECT_TRUE(m_entry.isHidden());
    EXPECT_EQ(m_entry.field()->text(), "");
    EXPECT_TRUE(type("e7e5"));
    EXPECT_TRUE(type("Nf3"));
    EXPECT_EQ(played.count(), 3);
    EXPECT_EQ(m_model.fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
}

TEST_F(MoveEntryTest, IllegalMoveIsRefusedWithAReason)
{
    const QString fen = m_model.fen();
    EXPECT_FALSE(type("Nf6"));
    EXPECT_FALSE(m_entry.errorText().isEmpty());
    EXPECT_FALSE(m_entry.isHidden()); // stays open for a correction
    EXPECT_EQ(m_entry.field()->text(), "Nf6");
    EXPECT_EQ(m_model.fen(), fen);
    EXPECT_EQ(m_model.undoStack()->count(), 0);
}

TEST_F(MoveEntryTest, AmbiguousMoveNamesTheCandidates)
{
    ASSERT_TRUE(m_model.editing()->loadFen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").ok);
    const int edits = m_model.undoStack()->count();
    EXPECT_FALSE(type("Nd2"));
    EXPECT_TRUE(m_entry.errorText().contains("Nbd2")) << m_entry.errorText().toStdString();
    EXPECT_TRUE(m_entry.errorText().contains("Nfd2")) << m_entry.errorText().toStdString();
    EXPECT_EQ(m_model.undoStack()->count(), edits);
}

TEST_F(MoveEntryTest, MalformedTextIsRefused)
{
    EXPECT_FALSE(type("hello"));
    EXPECT_FALSE(m_entry.errorText().isEmpty());
    EXPECT_FALSE(type("e9"));
    EXPECT_FALSE(m_entry.errorText().isEmpty());
    EXPECT_EQ(m_model.undoStack()->count(), 0);
}

TEST_F(MoveEntryTest, EditingClearsTheErrorAndEscapeCloses)
{
    EXPECT_FALSE(type("Nf6"));
    ASSERT_FALSE(m_entry.errorText().isEmpty());
    QTest::keyClicks(m_entry.field(), "N");
    EXPECT_TRUE(m_entry.errorText().isEmpty());
    QTest::keyClick(m_entry.field(), Qt::Key_Escape);
    EXPECT_TRUE(m_entry.isHidden());
    EXPECT_EQ(m_model.undoStack()->count(), 0);
}

TEST_F(MoveEntryTest, PromotionWithoutPieceAsksForIt)
{
    ASSERT_TRUE(m_model.editing()->loadFen("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1").ok);
    int asked = 0;
    core::Color askedFor = core::Black;
    m_entry.setPromotionChooser([&](core::Color side) {
        ++asked;
        askedFor = side;
        return core::Knight;
    });
    EXPECT_TRUE(type("e8"));
    EXPECT_EQ(asked, 1);
    EXPECT_EQ(askedFor, core::White);
    EXPECT_EQ(m_model.fen(), "4N3/6k1/8/8/8/8/6K1/8 b - - 0 1");
}

TEST_F(MoveEntryTest, UciPromotionWithoutPieceAsksToo)
{
    ASSERT_TRUE(m_model.editing()->loadFen("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1").ok);
    int asked = 0;
    m_entry.setPromotionChooser([&](core::Color) {
        ++asked;
        return core::Rook;
    });
    EXPECT_TRUE(type("e7e8"));
    EXPECT_EQ(asked, 1);
    EXPECT_EQ(m_model.fen(), "4R3/6k1/8/8/8/8/6K1/8 b - - 0 1");
}

TEST_F(MoveEntryTest, PromotionPieceGivenDoesNotAsk)
{
    ASSERT_TRUE(m_model.editing()->loadFen("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1").ok);
    int asked = 0;
    m_entry.setPromotionChooser([&](core::Color) {
        ++asked;
        return core::Knight;
    });
    EXPECT_TRUE(type("e8=Q"));
    EXPECT_EQ(asked, 0);
    EXPECT_EQ(m_model.fen(), "4Q3/6k1/8/8/8/8/6K1/8 b - - 0 1");
}

TEST_F(MoveEntryTest, CancelledPromotionLeavesThePawn)
{
    ASSERT_TRUE(m_model.editing()->loadFen("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1").ok);
    const QString fen = m_model.fen();
    const int edits = m_model.undoStack()->count();
    m_entry.setPromotionChooser([](core::Color) { return core::NoPieceType; });
    EXPECT_FALSE(type("e8"));
    EXPECT_EQ(m_model.fen(), fen);
    EXPECT_EQ(m_model.undoStack()->count(), edits);
    EXPECT_FALSE(m_entry.errorText().isEmpty());
}

// On a narrow board (a wide Games panel beside it) the reason wraps and the bar grows: all of it
// is read; once the text is edited the bar is one row again.
TEST_F(MoveEntryTest, ALongReasonIsReadWholeOnANarrowBoard)
{
    ASSERT_TRUE(m_model.editing()->loadFen("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1").ok);
    for (const int width : {460, 300}) {
        QWidget host;
        host.resize(width, 400);
        auto* entry = new MoveEntry(&m_model, m_model.editing(), &host);
        entry->floatOver(&host);
        host.show();
        entry->start("e8"); // no piece, and no one to ask for it: the longest reason
        const int oneRow = entry->height();
        QTest::keyClick(entry->field(), Qt::Key_Return);
        const auto* error = entry->findChild<QLabel*>("moveEntryError");
        ASSERT_TRUE(error);
        ASSERT_FALSE(error->text().isEmpty());
        EXPECT_TRUE(showsWhole(*error, *entry, host)) << width << ": " << error->text().toStdString();
        EXPECT_GT(entry->height(), oneRow) << width;
        QTest::keyClicks(entry->field(), "N");
        EXPECT_EQ(entry->height(), oneRow) << width;
    }
}
