// QuitQuestion: which games to ask about, and the message box that asks.
#include "quitquestion.h"

#include <QAbstractButton>
#include <QMessageBox>
#include <QPointer>

namespace kibitz {

QuitQuestion::Choice QuitQuestion::decide(const QList<QuitEntry>& entries, const Prompt& prompt)
{
    QStringList unsaved;
    for (const QuitEntry& entry : entries)
        if (entry.modified)
            unsaved << entry.title;
    if (unsaved.isEmpty())
        return Choice::NothingToSave;
    const Choice answer = prompt ? prompt(unsaved) : Choice::Cancel;
    return answer == Choice::SaveAll || answer == Choice::DiscardAll ? answer : Choice::Cancel;
}

QuitQuestion::Prompt QuitQuestion::messageBoxPrompt(QWidget* parent)
{
    QPointer<QWidget> owner(parent);
    return [owner](const QStringList& titles) {
        QMessageBox box(owner);
        box.setObjectName(QStringLiteral("quitQuestion"));
        box.setIcon(QMessageBox::Question);
        box.setWindowTitle(tr("Unsaved changes"));
        box.setTextFormat(Qt::PlainText);
        const bool one = titles.size() == 1;
        if (one)
            box.setText(tr("The game “%1” has changes that are not saved to a file.").arg(titles.first()));
        else
            box.setText(tr("%n game(s) have changes that are not saved to a file:", nullptr, int(titles.size()))
                        + QLatin1Char('\n') + QStringLiteral("• ") + titles.join(QStringLiteral("\n• ")));
        box.setInformativeText(one ? tr("Save them as PGN before quitting?") : tr("Save them all before quitting?"));
        box.setStandardButtons(QMessageBox::SaveAll | QMessageBox::Discard | QMessageBox::Cancel);
        box.setDefaultButton(QMessageBox::SaveAll);
        // Mnemonics, so the question can be answered from the keyboard (Alt+S, Alt+D).
        box.button(QMessageBox::SaveAll)->setText(one ? tr("&Save…") : tr("&Save All…"));
        box.button(QMessageBox::Discard)->setText(one ? tr("&Discard") : tr("&Discard All"));
        box.setEscapeButton(QMessageBox::Cancel);
        switch (box.exec()) {
        case QMessageBox::SaveAll: return Choice::SaveAll;
        case QMessageBox::Discard: return Choice::DiscardAll;
        default: return Choice::Cancel;
        }
    };
}

} // namespace kibitz
