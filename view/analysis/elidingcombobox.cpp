// ElidingComboBox: the current text elided to the style's text field.
#include "elidingcombobox.h"

#include <QHelpEvent>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QToolTip>

namespace kibitz::analysis {

int ElidingComboBox::textWidth(const QStyleOptionComboBox& option) const
{
    QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    if (!option.currentIcon.isNull())
        field.setLeft(field.left() + option.iconSize.width() + 4); // the styles' gap after the icon
    return field.width() - 2; // the label is drawn 1 px in from each side of the field
}

void ElidingComboBox::initStyleOption(QStyleOptionComboBox* option) const
{
    QComboBox::initStyleOption(option);
    if (!isEditable())
        option->currentText = fontMetrics().elidedText(option->currentText, Qt::ElideRight, textWidth(*option));
}

// The whole text as the tooltip while it is shown elided; the box's own tooltip otherwise.
bool ElidingComboBox::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        QStyleOptionComboBox option;
        initStyleOption(&option);
        if (option.currentText != currentText()) {
            const QString tip = toolTip().isEmpty() ? currentText() : currentText() + QLatin1Char('\n') + toolTip();
            QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), tip, this);
            return true;
        }
    }
    return QComboBox::event(event);
}

} // namespace kibitz::analysis
