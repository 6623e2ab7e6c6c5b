// What gamefile.cpp (reading a game from a file or a text) and gamefilewrite.cpp (writing it
// back in place, or as a file of its own) share: the messages' translation context and how a
// game's bytes are named, hashed and recognised. Internal to model/io.
#pragma once

#include "gamefile.h"

#include "game/pgnsplit.h"
#include "game/pgnwriter.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QString>

namespace kibitz::io::gamefile {

// The messages' translation context.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

inline QByteArray digestOf(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

// g as Kibitz writes it.
inline QByteArray canonical(const game::Game& g) { return QByteArray::fromStdString(game::toPgn(g)); }

// The bytes of span in bytes.
inline QByteArray bytesOf(const QByteArray& bytes, const game::PgnSpan& span)
{
    return bytes.mid(qsizetype(span.begin), qsizetype(span.end - span.begin));
}

inline QString nameOf(const QString& path) { return QFileInfo(path).fileName(); }

// True when text reads as source's game (the game Kibitz opened there, as it writes it).
inline bool readsAs(const QByteArray& text, const FileSource& source)
{
    return readBackText(text, source.latin1) == source.gameText;
}

} // namespace kibitz::io::gamefile
