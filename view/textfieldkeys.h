// TextFieldKeys: the window navigates the game with plain arrow keys, Home and End wherever the
// focus is; in an editable text field (line edit, spin box, text edit) these keys edit the text
// instead, and in a list marked with keepListKeys (the Games table) ↑ ↓ Home End PgUp PgDn move
// through its rows. Installed on the application, it claims those keys for the field or list
// (ShortcutOverride), so the window's Go actions never see them there.
#pragma once

#include <QObject>

class QAbstractItemView;

namespace kibitz {

class TextFieldKeys : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // True when `widget` is an editable text field that uses the arrow keys, Home and End.
    static bool isTextField(const QObject* widget);
    // The list keeps ↑ ↓ Home End PgUp PgDn to move through its rows (← → still step moves).
    static void keepListKeys(QAbstractItemView* list);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace kibitz
