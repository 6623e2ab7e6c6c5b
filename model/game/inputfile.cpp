#include "inputfile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::game {

namespace {
FileKind kindOf(const struct stat& st)
{
    if (S_ISREG(st.st_mode))
        return FileKind::Regular;
    if (S_ISDIR(st.st_mode))
        return FileKind::Folder;
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return FileKind::Device;
    if (S_ISFIFO(st.st_mode))
        return FileKind::Fifo;
    return FileKind::Other;
}

std::string megabytes(std::uint64_t bytes) { return std::to_string((bytes + 1048575) / 1048576) + " MB"; }
} // namespace

FileKind fileKind(const std::string& path)
{
    struct stat st { };
    return ::stat(path.c_str(), &st) == 0 ? kindOf(st) : FileKind::Missing;
}

std::string notAFileReason(FileKind kind)
{
    switch (kind) {
    case FileKind::Regular: return {};
    case FileKind::Missing: return std::strerror(ENOENT);
    case FileKind::Folder: return "it is a folder, not a file";
    case FileKind::Device: return "it is a device, not a file";
    case FileKind::Fifo: return "it is a pipe (FIFO), not a file";
    case FileKind::Other: break;
    }
    return "it is not a regular file";
}

int openInputFile(const std::string& path, std::string& error, std::uint64_t* size)
{
    const FileKind kind = fileKind(path);
    if (kind != FileKind::Regular && kind != FileKind::Missing) {
        error = notAFileReason(kind);
        return -1;
    }
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        error = std::strerror(errno);
        return -1;
    }
    struct stat st { };
    if (::fstat(fd, &st) != 0 || kindOf(st) != FileKind::Regular) {
        error = notAFileReason(kindOf(st));
        ::close(fd);
        return -1;
    }
    // Reads block again. F_SETFL changes only the status flags, of which open() set O_NONBLOCK
    // alone: clearing them all needs no F_GETFL first (a syscall less for each file a reader opens).
    ::fcntl(fd, F_SETFL, 0);
    if (size)
        *size = std::uint64_t(st.st_size);
    return fd;
}

bool readInputFile(const std::string& path, std::uint64_t maxBytes, std::string& out, std::string& error)
{
    error.clear();
    out.clear();
    std::uint64_t size = 0;
    const int fd = openInputFile(path, error, &size);
    return fd >= 0 && readOpenedFile(fd, size, maxBytes, out, error);
}

bool readOpenedFile(int fd, std::uint64_t size, std::uint64_t maxBytes, std::string& out, std::string& error)
{
    error.clear();
    const auto tooLarge = [&](std::uint64_t bytes) {
        error = "it is too large (" + megabytes(bytes) + "; the limit is " + megabytes(maxBytes) + ")";
    };
    if (size > maxBytes) {
        tooLarge(size);
        ::close(fd);
        out.clear();
        return false;
    }
    // Read in place, not through a buffer of its own (a copy less); the byte past the size is room
    // for the read that finds the end. A file that grows while it is read gets more room, and is
    // held to the limit as it is read.
    out.resize(std::size_t(size) + 1);
    std::size_t have = 0;
    for (;;) {
        if (have == out.size())
            out.resize(std::size_t(std::min<std::uint64_t>(2 * std::uint64_t(have), maxBytes + 1)));
        const ssize_t n = ::read(fd, out.data() + have, out.size() - have);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            error = std::strerror(errno);
            break;
        }
        if (n == 0)
            break;
        have += std::size_t(n);
        if (have > maxBytes) {
            tooLarge(have);
            break;
        }
    }
    ::close(fd);
    out.resize(error.empty() ? have : 0);
    return error.empty();
}

} // namespace kibitz::game
