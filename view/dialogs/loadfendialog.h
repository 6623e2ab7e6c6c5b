// The Load FEN dialog: FEN text validated on every keystroke, Repair, Paste, From file, preview.
#pragma once

#include "fencheck.h"

#include "core/fen.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace kibitz {

class BoardPreview;

class LoadFenDialog : public QDialog {
    Q_OBJECT
public:
    explicit LoadFenDialog(QWidget* parent = nullptr);

    // Pre-fills the text field (validated at once); the mode goes back to Strict.
    void setFen(const QString& fen);
    // The text to load (trimmed).
    QString fen() const;
    // Repair once the user pressed Repair, else Strict: pass both to GameEditing::loadFen().
    core::FenMode mode() const { return m_mode; }
    // The verdict on the current text.
    const FenCheck& check() const { return m_check; }
    // The message under the text field (verdict, repair offer or a file/clipboard problem).
    QString messageText() const;

    // Replaces the text with the clipboard's first non-empty line; false when it holds no text.
    bool pasteFromClipboard();
    // Replaces the text with the first non-empty line of a file; false (reason shown) on failure.
    bool loadFromFile(const QString& path);
    // Replaces the text with the repaired FEN and switches to Repair mode (when repairable).
    void repair();

    // Widgets, for tests and screenshots.
    QLineEdit* fenEdit() const { return m_edit; }
    QLabel* messageLabel() const { return m_message; }
    QPushButton* repairButton() const { return m_repair; }
    QPushButton* pasteButton() const { return m_paste; }
    QPushButton* fromFileButton() const { return m_fromFile; }
    QPushButton* okButton() const;
    BoardPreview* preview() const { return m_preview; }

private:
    // Lays out the widgets.
    void buildUi();
    // Connects buttons and the text field.
    void connectUi();
    // Re-checks the text: message, Repair row, preview and OK.
    void validate();
    // Asks for a file and loads it.
    void chooseFile();
    // Shows text in the message area; problems in red, good news in green.
    void showMessage(const QString& text, bool problem);

    QLineEdit* m_edit = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_repair = nullptr;
    QPushButton* m_paste = nullptr;
    QPushButton* m_fromFile = nullptr;
    BoardPreview* m_preview = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    FenCheck m_check;
    core::FenMode m_mode = core::FenMode::Strict;
};

} // namespace kibitz
