// TextFieldKeys: accepting ShortcutOverride makes Qt deliver the key to the field or list instead
// of triggering the window's shortcut for it.
#include "textfieldkeys.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

#include <algorithm>
#include <initializer_list>

namespace kibitz {

namespace {

// key pressed without modifiers (the keypad's aside) is one of keys.
bool isPlainKeyOf(const QKeyEvent* key, std::initializer_list<int> keys)
{
    return (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier
        && std::find(keys.begin(), keys.end(), key->key()) != keys.end();
}

// The plain editing keys that the window also uses for navigation.
bool isNavigationKey(const QKeyEvent* key)
{
    return isPlainKeyOf(key, {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_Home, Qt::Key_End});
}

// The keys that move through a list's rows which the window also uses for navigation.
bool isListKey(const QKeyEvent* key)
{
    return isPlainKeyOf(key, {Qt::Key_Up, Qt::Key_Down, Qt::Key_Home, Qt::Key_End, Qt::Key_PageUp, Qt::Key_PageDown});
}

// The mark keepListKeys leaves on a list (a property: the view needs no subclass).
constexpr char kListKeys[] = "kibitzKeepsListKeys";

} // namespace

void TextFieldKeys::keepListKeys(QAbstractItemView* list) { list->setProperty(kListKeys, true); }

// Read-only text (e.g. the debug board) is no field: the keys navigate the game there.
bool TextFieldKeys::isTextField(const QObject* widget)
{
    if (const auto* line = qobject_cast<const QLineEdit*>(widget))
        return !line->isReadOnly();
    if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(widget))
        return !spin->isReadOnly();
    if (const auto* text = qobject_cast<const QTextEdit*>(widget))
        return !text->isReadOnly();
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(widget))
        return !plain->isReadOnly();
    return false;
}

// Claims the navigation keys for text fields and the row keys for marked lists; every other
// event passes untouched.
bool TextFieldKeys::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return QObject::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    if ((isTextField(watched) && isNavigationKey(key)) || (watched->property(kListKeys).toBool() && isListKey(key))) {
        event->accept();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace kibitz
