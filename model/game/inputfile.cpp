#include "inputfile.h"

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
    if (fd < 0)
        return false;
    const auto tooLarge = [&](std::uint64_t bytes) {
        error = "it is too large (" + megabytes(bytes) + "; the limit is " + megabytes(maxBytes) + ")";
    };
    if (size > maxBytes) {
        tooLarge(size);
        ::close(fd);
        return false;
    }
    out.reserve(std::size_t(size));
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            error = std::strerror(errno);
            break;
        }
        if (n == 0)
            break;
        // Counted as it is read: a file that grows while it is read is held to the limit too.
        if (out.size() + std::size_t(n) > maxBytes) {
            tooLarge(out.size() + std::size_t(n));
            break;
        }
        out.append(buffer, std::size_t(n));
    }
    ::close(fd);
    if (!error.empty())
        out.clear();
    return error.empty();
}

} // namespace kibitz::game
