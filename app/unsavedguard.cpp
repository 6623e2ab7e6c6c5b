// UnsavedGuard: the decision logic; the question is whatever Prompt the window passes.
#include "unsavedguard.h"

#include "gamedocument.h"

#include <QAbstractButton>
#include <QMessageBox>
#include <QPointer>

namespace kibitz {

// Keeps the document, how to save it and how to ask.
UnsavedGuard::UnsavedGuard(GameDocument* document, Saver saver, Prompt prompt)
    : m_document(document), m_saver(std::move(saver)), m_prompt(std::move(prompt))
{ }

// Asks only when there is something to lose.
bool UnsavedGuard::confirm(const QString& name)
{
    if (!m_document->isModified())
        return true;
    switch (ask(name.isEmpty() ? m_document->displayName() : name)) {
    case Answer::Save: return m_saver && m_saver();
    case Answer::Discard: return true;
    case Answer::Cancel: return false;
    }
    return false;
}

UnsavedGuard::Answer UnsavedGuard::ask(const QString& name)
{
    ++m_prompts;
    return m_prompt(name);
}

// Save / Discard / Cancel in a message box; Escape means Cancel.
UnsavedGuard::Prompt UnsavedGuard::messageBoxPrompt(QWidget* parent)
{
    QPointer<QWidget> owner(parent);
    return [owner](const QString& title) {
        QMessageBox box(owner);
        box.setIcon(QMessageBox::Question);
        box.setWindowTitle(tr("Unsaved changes"));
        box.setText(tr("The game “%1” has changes that are not saved to a file.").arg(title));
        box.setInformativeText(tr("Save them as PGN first?"));
        box.setStandardButtons(QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        box.setDefaultButton(QMessageBox::Save);
        // Mnemonics, so the question can be answered from the keyboard (Alt+S, Alt+D).
        box.button(QMessageBox::Save)->setText(tr("&Save…"));
        box.button(QMessageBox::Discard)->setText(tr("&Discard"));
        box.setEscapeButton(QMessageBox::Cancel);
        switch (box.exec()) {
        case QMessageBox::Save: return Answer::Save;
        case QMessageBox::Discard: return Answer::Discard;
        default: return Answer::Cancel;
        }
    };
}

} // namespace kibitz
