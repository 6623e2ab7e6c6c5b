#include "codespill.h"
#include "mappedfile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

namespace kibitz::database {

namespace {

// O_TMPFILE where the file system has it; else a named file removed at once.
int unnamedFile(const std::string& dir)
{
#ifdef O_TMPFILE
    const int fd = ::open(dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
    if (fd >= 0)
        return fd;
#endif
    std::string name = dir + "/codes.XXXXXX";
    const int named = ::mkstemp(name.data());
    if (named >= 0)
        ::unlink(name.c_str());
    return named;
}

} // namespace

CodeSpill::~CodeSpill()
{
    if (m_map)
        ::munmap(m_map, m_capacity);
    if (m_fd >= 0)
        ::close(m_fd);
}

// The map reaches past the file's end: only bytes already written are ever read through it.
bool CodeSpill::open(const std::string& dir, std::size_t capacity, std::string* error)
{
    m_fd = unnamedFile(dir);
    if (m_fd < 0) {
        if (error)
            *error = dir + ": " + std::strerror(errno);
        return false;
    }
    m_capacity = std::max<std::size_t>(capacity, 1);
    void* p = ::mmap(nullptr, m_capacity, PROT_READ, MAP_SHARED, m_fd, 0);
    if (p == MAP_FAILED) {
        if (error)
            *error = std::strerror(errno);
        ::close(m_fd);
        m_fd = -1;
        return false;
    }
    m_map = static_cast<std::uint8_t*>(p);
    return true;
}

// Written at its place (pwrite): bytes of a write that failed halfway are written over next.
const std::uint8_t* CodeSpill::append(const std::uint8_t* codes, std::size_t size)
{
    if (!m_map || size > m_capacity - m_size)
        return nullptr;
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pwrite(m_fd, codes + done, size - done, off_t(m_size + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return nullptr;
        done += std::size_t(n);
    }
    const std::uint8_t* at = m_map + m_size;
    m_size += size;
    return at;
}

void CodeSpill::release(const std::uint8_t* begin, const std::uint8_t* end) const
{
    if (m_map && begin >= m_map && end <= m_map + m_size)
        releaseWholePages(begin, end);
}

void CodeSpill::releasePages(const void* spill, const std::uint8_t* begin, const std::uint8_t* end)
{
    static_cast<const CodeSpill*>(spill)->release(begin, end);
}

} // namespace kibitz::database
