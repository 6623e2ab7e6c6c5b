// TextFieldKeys: the window navigates the game with plain arrow keys, Home and End wherever the
// focus is; in an editable text field (line edit, spin box, text edit) these keys edit the text
// instead. Installed on the application, it claims those keys for the field (ShortcutOverride).
#pragma once

#include <QObject>

namespace kibitz {

class TextFieldKeys : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // True when `widget` is an editable text field that uses the arrow keys, Home and End.
    static bool isTextField(const QObject* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace kibitz
