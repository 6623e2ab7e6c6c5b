#include "mappedfile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::database {

MappedFile::~MappedFile() { close(); }

// Opens, sizes and maps the file; the descriptor is closed at once (the map stays valid).
bool MappedFile::open(const std::string& path)
{
    close();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        m_error = path + ": " + std::strerror(errno);
        return false;
    }
    struct stat st { };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        m_error = path + ": not a regular file";
        ::close(fd);
        return false;
    }
    m_size = std::size_t(st.st_size);
    if (m_size > 0) {
        void* p = ::mmap(nullptr, m_size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (p == MAP_FAILED) {
            m_error = path + ": " + std::strerror(errno);
            m_size = 0;
            ::close(fd);
            return false;
        }
        ::madvise(p, m_size, MADV_SEQUENTIAL);
        m_data = static_cast<const char*>(p);
    }
    ::close(fd);
    return true;
}

// Whole pages inside the range only, so that neighbouring chunks keep theirs.
void MappedFile::release(std::size_t begin, std::size_t end) const
{
    const std::size_t page = std::size_t(::sysconf(_SC_PAGESIZE));
    const std::size_t first = (begin + page - 1) / page * page, last = end / page * page;
    if (m_data && first < last && last <= m_size)
        ::madvise(const_cast<char*>(m_data) + first, last - first, MADV_DONTNEED);
}

// Unmaps the bytes.
void MappedFile::close()
{
    if (m_data)
        ::munmap(const_cast<char*>(m_data), m_size);
    m_data = nullptr;
    m_size = 0;
}

} // namespace kibitz::database
