// The window tests of the board editor (tst_editmode*.cpp): a shown MainWindow, its edit mode,
// and keys typed on the board's Qt3D window as a person's keystrokes arrive.
#pragma once

#include "tst_mainwindow.h"

#include "boardeditor.h"
#include "boardviewport.h"
#include "editmode.h"
#include "panels/boardeditorpanel.h"

#include <Qt3DExtras/Qt3DWindow>

#include <QCoreApplication>
#include <QKeyEvent>
#include <QWindow>

#include <memory>

namespace kibitz::test {

class EditModeTest : public WindowTest {
protected:
    void SetUp() override
    {
        WindowTest::SetUp();
        m_window = makeWindow(false);
        m_window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_window.get()));
        ASSERT_TRUE(m_window->viewport());
    }
    EditMode* mode() const { return m_window->editMode(); }
    BoardEditor* editor() const { return mode()->editor(); }
    BoardEditorPanel* panel() const { return mode()->panel(); }
    // A key on the board's Qt3D window, as a person's keystroke arrives.
    void boardKey(int key, Qt::KeyboardModifiers mods = {}, const QString& text = {})
    {
        QWindow* w = m_window->viewport()->window3d();
        QKeyEvent press(QEvent::KeyPress, key, mods, text);
        QKeyEvent release(QEvent::KeyRelease, key, mods, text);
        QCoreApplication::sendEvent(w, &press);
        QCoreApplication::sendEvent(w, &release);
    }
    // Types a piece letter on the board.
    void boardLetter(char c)
    {
        const QChar ch = QChar::fromLatin1(c);
        boardKey(Qt::Key_A + (ch.toUpper().unicode() - 'A'), ch.isUpper() ? Qt::ShiftModifier : Qt::NoModifier,
                 QString(ch));
    }

    std::unique_ptr<MainWindow> m_window;
};

} // namespace kibitz::test
