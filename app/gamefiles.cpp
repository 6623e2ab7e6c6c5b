// GameFiles: every replacement of the game passes the guard first and leaves the document clean.
#include "gamefiles.h"

#include "gamedocument.h"
#include "pastedetector.h"
#include "sessionstore.h"

#include "chessgamemodel.h"
#include "dialogs/savefendialog.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStringDecoder>

namespace kibitz {

namespace {
// UTF-8 when the bytes are valid UTF-8, else Latin-1 (old PGN files).
QString decode(const QByteArray& bytes)
{
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(bytes);
    return utf8.hasError() ? QString::fromLatin1(bytes) : text;
}

// The first non-empty line (a .fen file may hold a trailing newline or a list).
QString firstLine(const QString& text)
{
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString& line : lines)
        if (!line.trimmed().isEmpty())
            return line.trimmed();
    return {};
}
} // namespace

// The dialogs appear over dialogParent.
GameFiles::GameFiles(GameDocument* document, SessionStore* store, QWidget* dialogParent, QObject* parent)
    : QObject(parent), m_document(document), m_model(document->model()), m_store(store), m_dialogParent(dialogParent)
{
}

// Reads, decodes and loads a file; the kind comes from the name, else from the content.
bool GameFiles::openFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    if (file.size() > MaxFileSize) {
        *error = tr("%1 is too large (%2 MB); Kibitz opens files up to %3 MB.")
                     .arg(QFileInfo(path).fileName())
                     .arg(file.size() / (1024 * 1024))
                     .arg(MaxFileSize / (1024 * 1024));
        return false;
    }
    const QString text = decode(file.readAll());
    PasteDetector::Kind kind = PasteDetector::fromFileName(path);
    if (kind == PasteDetector::Kind::Unknown)
        kind = PasteDetector::classify(text);
    if (kind == PasteDetector::Kind::Unknown) {
        *error = tr("%1 holds neither a FEN position nor a PGN game.").arg(QFileInfo(path).fileName());
        return false;
    }
    if (m_guard && !m_guard())
        return false;
    const bool ok = kind == PasteDetector::Kind::Fen ? loadFenText(firstLine(text), error)
                                                     : loadPgnText(text, error);
    if (ok) {
        m_document->markSaved(kind == PasteDetector::Kind::Pgn ? path : QString());
        m_store->addRecentFile(path);
        emit fileUsed(path);
        emit message(tr("Opened %1").arg(QFileInfo(path).fileName()));
    }
    return ok;
}

// Detects FEN or PGN; loads it as a new, unsaved-to-file game.
bool GameFiles::loadText(const QString& text, QString* error)
{
    const PasteDetector::Kind kind = PasteDetector::classify(text);
    if (kind == PasteDetector::Kind::Unknown) {
        *error = tr("The text is neither a FEN position nor a PGN game.");
        return false;
    }
    if (m_guard && !m_guard())
        return false;
    const bool ok = kind == PasteDetector::Kind::Fen ? loadFenText(text.trimmed(), error)
                                                     : loadPgnText(text, error);
    if (ok)
        m_document->markSaved(QString());
    return ok;
}

// PGN through the model (one undoable edit).
bool GameFiles::loadPgnText(const QString& text, QString* error)
{
    const EditResult result = m_model->loadPgn(text);
    if (!result)
        *error = result.error;
    return result.ok;
}

// FEN through the model (one undoable edit).
bool GameFiles::loadFenText(const QString& text, QString* error)
{
    const EditResult result = m_model->loadFen(text);
    if (!result)
        *error = result.error;
    return result.ok;
}

// Atomic write through the dialogs' saveTextFile (QSaveFile: an existing file survives a failure).
bool GameFiles::savePgnTo(const QString& path, QString* error)
{
    if (!saveTextFile(path, m_model->pgn().toUtf8(), error))
        return false;
    m_document->markSaved(path);
    m_store->addRecentFile(path);
    emit fileUsed(path);
    emit message(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return true;
}

// Ctrl+O: a file dialog, then openPath().
void GameFiles::open()
{
    const QString path = QFileDialog::getOpenFileName(
        m_dialogParent, tr("Open game"), QFileInfo(m_document->filePath()).path(),
        tr("Chess files (*.pgn *.fen *.epd);;PGN games (*.pgn);;FEN positions (*.fen *.epd);;All files (*)"));
    if (!path.isEmpty())
        openPath(path);
}

// Opens a file and shows why when it cannot.
void GameFiles::openPath(const QString& path)
{
    QString error;
    if (!openFile(path, &error) && !error.isEmpty())
        warn(tr("Open game"), error);
}

// Ctrl+S: the known .pgn file, else Save As.
bool GameFiles::save()
{
    const QString path = m_document->filePath();
    if (path.isEmpty() || PasteDetector::fromFileName(path) != PasteDetector::Kind::Pgn)
        return saveAs();
    QString error;
    if (savePgnTo(path, &error))
        return true;
    warn(tr("Save PGN"), error);
    return false;
}

// Asks for a .pgn name (added when missing), then saves.
bool GameFiles::saveAs()
{
    QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Save PGN"),
                                                m_document->filePath().isEmpty() ? tr("game.pgn") : m_document->filePath(),
                                                tr("PGN games (*.pgn);;All files (*)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pgn");
    QString error;
    if (savePgnTo(path, &error))
        return true;
    warn(tr("Save PGN"), error);
    return false;
}

// Paste and drop: loads or explains.
void GameFiles::loadTextInteractive(const QString& text, const QString& source)
{
    QString error;
    if (loadText(text, &error)) {
        emit message(tr("Loaded the game from %1").arg(source));
        return;
    }
    if (!error.isEmpty())
        warn(tr("Load from %1").arg(source), error);
}

// A warning box over the window.
void GameFiles::warn(const QString& title, const QString& text)
{
    QMessageBox::warning(m_dialogParent, title, text);
}

} // namespace kibitz
