// SaveFenDialog: the FEN shown, copied, or saved through the one safe write path.
#include "savefendialog.h"

#include "io/safefile.h"
#include "io/saveinto.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz {

// FEN field, status line, Copy / Save… / Close.
SaveFenDialog::SaveFenDialog(const QString& fen, QWidget* parent) : QDialog(parent), m_fen(fen)
{
    setWindowTitle(tr("Save FEN"));
    m_field = new QLineEdit(fen, this);
    m_field->setReadOnly(true); // read-only but selectable
    m_field->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_field->setMinimumWidth(m_field->fontMetrics().horizontalAdvance(fen) + 24);
    m_field->setCursorPosition(0);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* label = new QLabel(tr("FEN of the current position:"), this);
    label->setBuddy(m_field);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    m_save = buttons->addButton(tr("&Save…"), QDialogButtonBox::ActionRole);
    m_copy->setToolTip(tr("Copy the FEN to the clipboard"));
    m_save->setToolTip(tr("Save the FEN to a .fen file"));
    connect(m_copy, &QPushButton::clicked, this, &SaveFenDialog::copyToClipboard);
    connect(m_save, &QPushButton::clicked, this, &SaveFenDialog::chooseFileAndSave);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_field);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addWidget(buttons);
    m_field->setFocus();
    m_field->selectAll();
}

// Clipboard copy, confirmed in the status line.
void SaveFenDialog::copyToClipboard()
{
    QGuiApplication::clipboard()->setText(m_fen);
    showStatus(tr("Copied to the clipboard."), true);
}

// One line, newline-terminated, UTF-8.
bool SaveFenDialog::saveTo(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    if (const int games = io::pgnGamesAt(path); games > 0) {
        const QString text = tr("%1 holds %2 PGN games. Saving the position replaces the file, and all of them "
                                "would be lost.\n\nReplace %1?")
                                 .arg(name)
                                 .arg(games);
        const bool replace = m_askReplace ? m_askReplace(text)
                                          : QMessageBox::warning(this, tr("Save FEN"), text,
                                                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
                == QMessageBox::Yes;
        if (!replace) {
            showStatus(tr("Not saved: %1 holds %2 PGN games.").arg(name).arg(games), false);
            return false;
        }
    }
    QString error;
    if (!io::writeFileSafely(path, m_fen.toUtf8() + '\n', &error)) {
        showStatus(error, false);
        return false;
    }
    showStatus(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)), true);
    return true;
}

// File dialog; the .fen suffix is added when the user typed none.
void SaveFenDialog::chooseFileAndSave()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save FEN"), QStringLiteral("position.fen"),
                                                tr("FEN files (*.fen);;All files (*)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".fen");
    saveTo(path);
}

// The status line's text.
QString SaveFenDialog::statusText() const { return m_status->text(); }

// Status text; failures in red so they are not missed.
void SaveFenDialog::showStatus(const QString& text, bool ok)
{
    m_status->setText(text);
    m_status->setStyleSheet(ok ? QString() : QStringLiteral("color: #b3261e;"));
}

} // namespace kibitz
