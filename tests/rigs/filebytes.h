// A file's bytes read or written whole, for tests that compare files byte for byte.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace kibitz::test {

// "<unreadable>" when the file cannot be read (never equal to real content in these tests).
inline QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

inline bool writeFileBytes(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace kibitz::test
