// The byte work of writeFileSafely (safefile.cpp): line ends converted as blocks stream by, and on
// Unix the pieces of a file copied from their sources and compared again after fsync, in blocks,
// with progress and cancel. Internal to kibitz_io.
#pragma once

#include "safefile.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <utility>
#include <vector>

namespace kibitz::io::blocks {

// Converts the line ends of a block as they stream by: state carries what the block boundary
// cut (a CR whose LF may follow; the last byte, for an LF that is its own line end).
struct LineEndConverter {
    LineEnds to = LineEnds::AsTheyAre;
    bool pendingCr = false; // Lf: a CR held back until the next byte says whether an LF follows
    char last = 0; // CrLf: the byte before the block
    void convert(const char* data, qint64 n, QByteArray& out)
    {
        out.resize(0); // keeps its room for the next block
        for (qint64 i = 0; i < n; ++i) {
            const char c = data[i];
            if (to == LineEnds::Lf) {
                if (pendingCr && c != '\n')
                    out += '\r';
                pendingCr = c == '\r';
                if (!pendingCr)
                    out += c;
            } else {
                if (c == '\n' && last != '\r')
                    out += '\r';
                out += c;
                last = c;
            }
        }
    }
    // What is still held back at the end of the piece.
    QByteArray finish() { return std::exchange(pendingCr, false) ? QByteArray("\r") : QByteArray(); }
};

#ifdef Q_OS_UNIX
// Writes all of data, retrying after signals; false with errno set on the first failure.
bool writeAll(int fd, const QByteArray& data);
// Reads the file back from the start and compares it with data.
bool readsBackAs(int fd, const QByteArray& data);
// True when the save was cancelled.
bool cancelled(const Progress* progress);

// The files the pieces copy from, open for reading: one descriptor per file, however many of its
// parts are copied (a database with games deleted here and there is thousands of pieces of one
// file). They stay open until everything written has been compared.
class PieceSources {
public:
    explicit PieceSources(const std::vector<WritePiece>& pieces);
    ~PieceSources() { close(); }
    PieceSources(const PieceSources&) = delete;
    PieceSources& operator=(const PieceSources&) = delete;

    void close();
    // The errno of the first file that could not be opened; 0 when all are open.
    int error() const { return m_error; }
    // The descriptor piece i copies from; -1 for a piece of bytes.
    int operator[](std::size_t i) const { return m_fds[i]; }

private:
    std::vector<int> m_fds;
    QHash<QString, int> m_opened;
    int m_error = 0;
};

// Both passes (writing, comparing) count towards progress: twice the bytes of the pieces.
void startProgress(Progress* progress, const std::vector<WritePiece>& pieces);
// Writes the pieces to fd; sizes[i] is piece i's size as written (converted line ends change it).
bool writePieces(int fd, const std::vector<WritePiece>& pieces, const PieceSources& sources, Progress* progress,
                 std::vector<qint64>& sizes);
// True when fd holds the pieces as writePieces wrote them (sizes), read back from the disk.
bool samePieces(int fd, const std::vector<WritePiece>& pieces, const PieceSources& sources, Progress* progress,
                const std::vector<qint64>& sizes);
#endif

} // namespace kibitz::io::blocks
