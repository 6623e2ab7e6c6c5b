// The Save FEN dialog (FEN shown selectable, Copy, Save to a .fen file).
#pragma once

#include <QByteArray>
#include <QDialog>
#include <QString>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace kibitz {

class SaveFenDialog : public QDialog {
    Q_OBJECT
public:
    explicit SaveFenDialog(const QString& fen, QWidget* parent = nullptr);

    QString fen() const { return m_fen; }
    // Puts the FEN on the clipboard.
    void copyToClipboard();
    // Writes the FEN (one line) to path; the outcome is shown in the dialog. A file of PGN games
    // is replaced only when the person says so (they would all be lost).
    bool saveTo(const QString& path);
    // How that question is asked (default: a message box, No by default); true replaces.
    void setReplaceAsker(std::function<bool(const QString& text)> asker) { m_askReplace = std::move(asker); }

    // Widgets, for tests and screenshots.
    QLineEdit* fenEdit() const { return m_field; }
    QPushButton* copyButton() const { return m_copy; }
    QPushButton* saveButton() const { return m_save; }
    // The outcome of the last Copy or Save.
    QString statusText() const;

private:
    // Asks for a file name (".fen" added when missing) and saves.
    void chooseFileAndSave();
    // Shows an outcome: good news plain, failures in red.
    void showStatus(const QString& text, bool ok);

    QString m_fen;
    std::function<bool(const QString&)> m_askReplace;
    QLineEdit* m_field = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_copy = nullptr;
    QPushButton* m_save = nullptr;
};

} // namespace kibitz
