// A one-line label whose text, when the layout gives it less room than the text needs, is drawn
// cut short with "…" at the right; its minimum width does not follow the text, so a longer text
// never widens the panel (or the dock column) it sits in.
#pragma once

#include <QLabel>

namespace kibitz {

class ElidedLabel : public QLabel {
public:
    explicit ElidedLabel(QWidget* parent = nullptr) : QLabel(parent) { }
    // Room for a few characters; the text's whole width stays the size hint.
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace kibitz
