// UnsavedGuard: before the game is replaced or the window closes, asks what to do with unsaved
// edits (save, discard, cancel). The question itself is injectable, so tests need no modal dialog.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QWidget;

namespace kibitz {

class GameDocument;

class UnsavedGuard {
    Q_DECLARE_TR_FUNCTIONS(UnsavedGuard)
public:
    enum class Answer { Save, Discard, Cancel };
    // Asked with the document's display name; returns the person's answer.
    using Prompt = std::function<Answer(const QString& title)>;
    // Saves the document; false when saving failed or was cancelled.
    using Saver = std::function<bool()>;

    UnsavedGuard(GameDocument* document, Saver saver, Prompt prompt);

    // True when it is fine to go on: nothing unsaved, saved now, or discarded. name, when given,
    // is what the question calls the game (default: the document's display name).
    bool confirm(const QString& name = {});
    // Asks the question about name, whatever is unsaved (counted as a prompt).
    Answer ask(const QString& name);
    // The document asked about from now on (another tab is shown).
    void setDocument(GameDocument* document) { m_document = document; }
    // How many times the prompt was shown (for tests and diagnostics).
    int promptCount() const { return m_prompts; }

    // The default prompt: a QMessageBox with Save, Discard and Cancel.
    static Prompt messageBoxPrompt(QWidget* parent);

private:
    GameDocument* m_document;
    Saver m_saver;
    Prompt m_prompt;
    int m_prompts = 0;
};

} // namespace kibitz
