// The one question before quitting with unsaved changes (issue 26.4): Save All, Discard All or
// Cancel, listing every game with unsaved changes. It takes a list of documents (title, modified),
// so that it serves one game now and several open games later. The question itself is injectable.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QWidget;

namespace kibitz {

struct QuitEntry {
    QString title;
    bool modified = false;
};

class QuitQuestion {
    Q_DECLARE_TR_FUNCTIONS(QuitQuestion)
public:
    enum class Choice { NothingToSave, SaveAll, DiscardAll, Cancel };
    // Asked with the titles of the games that have unsaved changes (never empty).
    using Prompt = std::function<Choice(const QStringList& unsavedTitles)>;

    // NothingToSave when no entry is modified (nothing is asked), else the prompt's answer
    // (SaveAll, DiscardAll or Cancel; anything else counts as Cancel).
    static Choice decide(const QList<QuitEntry>& entries, const Prompt& prompt);

    // The default prompt: a message box listing the titles, with Save All, Discard All and
    // Cancel (Save, Discard and Cancel for a single game). Escape means Cancel.
    static Prompt messageBoxPrompt(QWidget* parent);
};

} // namespace kibitz
