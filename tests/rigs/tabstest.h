// The fixture of the tab tests (tst_tabs, tst_tabs_open): a window started as `kibitz a.pgn
// b.pgn`, and the titles of its tabs for messages.
#pragma once

#include "tst_mainwindow.h"

#include "documentlist.h"
#include "gamedocument.h"

namespace kibitz::test {

inline const QByteArray GameA =
    "[Event \"A\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n";
inline const QByteArray GameB = "[Event \"B\"]\n[White \"Cleo\"]\n[Black \"Dan\"]\n[Result \"*\"]\n\n1. d4 d5 *\n";

class TabsTest : public WindowTest {
protected:
    // A window started as `kibitz a.pgn b.pgn` (b.pgn shown).
    std::unique_ptr<MainWindow> twoFiles()
    {
        EXPECT_TRUE(writeAll(path("a.pgn"), GameA));
        EXPECT_TRUE(writeAll(path("b.pgn"), GameB));
        m_startFile = path("a.pgn");
        m_moreStartFiles = {path("b.pgn")};
        return makeWindow(false);
    }

    // Every tab's window title, for failure messages.
    static QStringList tabTitles(const MainWindow& w)
    {
        QStringList titles;
        for (int i = 0; i < w.documents()->count(); ++i)
            titles << w.documents()->at(i)->title();
        return titles;
    }
};

} // namespace kibitz::test
