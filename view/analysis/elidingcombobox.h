// A combo box that paints its current text elided with "…" when the box is narrower than the
// text (QComboBox's styles clip it mid-letter instead), and then shows the whole text as its
// tooltip. The items keep their full texts: currentText() and the popup are unchanged.
#pragma once

#include <QComboBox>

namespace kibitz::analysis {

class ElidingComboBox : public QComboBox {
    Q_OBJECT
public:
    explicit ElidingComboBox(QWidget* parent = nullptr) : QComboBox(parent) { }

protected:
    void initStyleOption(QStyleOptionComboBox* option) const override;
    bool event(QEvent* event) override;

private:
    // The width the style gives the current text (the box less its frame, arrow and icon).
    int textWidth(const QStyleOptionComboBox& option) const;
};

} // namespace kibitz::analysis
