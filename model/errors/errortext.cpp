// ErrorText: the message table of core/messages.h in the application's language.
#include "errortext.h"

#include <QFile>
#include <QDir>

namespace kibitz {

namespace {

// A text of the message table in the language of the application's translators.
std::string translated(const char* source)
{
    return QCoreApplication::translate(core::MessageContext, source).toStdString();
}

} // namespace

QString ErrorText::text(const core::Message& message)
{
    return QString::fromStdString(core::formatMessage(message, translated));
}

QString ErrorText::sentence(const core::Message& message)
{
    QString s = text(message);
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QString ErrorText::colorName(core::Color color) { return text(core::colorMessage(color)); }

QString ErrorText::pieceName(core::PieceType type)
{
    return type <= core::King ? text(core::pieceMessage(type)) : tr("piece");
}

// Square name ("e4"); not translated (algebraic notation is international).
QString ErrorText::square(core::Square square) { return QString::fromStdString(core::squareName(square)); }

QString ErrorText::fen(const core::FenError& e) { return sentence(e.message); }

QString ErrorText::san(const core::SanError& e) { return sentence(e.message); }

QString ErrorText::pgn(const game::PgnError& e) { return sentence(e.message); }

// Devices, FIFOs and folders by name.
QString ErrorText::notAFile(game::FileKind kind, const QString& name)
{
    switch (kind) {
    case game::FileKind::Regular:
    case game::FileKind::Missing: return {};
    case game::FileKind::Folder: return tr("Cannot open %1: it is a folder, not a file.").arg(name);
    case game::FileKind::Device: return tr("Cannot open %1: it is a device, not a file.").arg(name);
    case game::FileKind::Fifo: return tr("Cannot open %1: it is a pipe (FIFO), not a file.").arg(name);
    case game::FileKind::Other: break;
    }
    return tr("Cannot open %1: it is not a regular file.").arg(name);
}

QString ErrorText::refusalOf(const QString& path)
{
    return notAFile(game::fileKind(QFile::encodeName(path).toStdString()), QDir::toNativeSeparators(path));
}

QString ErrorText::tooLarge(const QString& name, qint64 size, qint64 limit)
{
    const auto mb = [](qint64 bytes) { return (bytes + 1024 * 1024 - 1) / (1024 * 1024); };
    return tr("%1 is too large (%2 MB); Kibitz opens files of this kind up to %3 MB.")
        .arg(name)
        .arg(mb(size))
        .arg(mb(limit));
}

} // namespace kibitz
