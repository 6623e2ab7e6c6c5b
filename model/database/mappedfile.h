// A read-only memory map of a file: the scanner reads databases larger than memory without
// loading them (the kernel pages the bytes in and out). POSIX mmap; plain C++17.
// A file that another program shortens while it is mapped would raise SIGBUS at the first read
// past its new end and kill Kibitz: a SIGBUS handler puts a page of zeros there instead, so the
// reader sees NUL bytes (a broken game) and changedWhileMapped() tells the owner to read it again.
#pragma once

#include "filecheck.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace kibitz::database {

class MappedFile {
public:
    MappedFile() = default;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    ~MappedFile();

    // Maps path; on failure returns false and error() says why (an empty file maps to no bytes).
    bool open(const std::string& path);
    // Maps the regular file open on fd (game::openInputFile's), named path in errors; the
    // descriptor stays the caller's, who may read it after a failed map.
    bool open(int fd, const std::string& path);
    void close();
    std::string_view bytes() const { return {m_data, m_size}; }
    // Lets the kernel drop the pages of [begin, end) from memory (they are read again if used).
    void release(std::size_t begin, std::size_t end) const;
    const std::string& error() const { return m_error; }
    // The file as it was when mapped (fstat of the descriptor that was mapped).
    const FileIdentity& identity() const { return m_identity; }
    // True once a read found the file shorter than when it was mapped (see above).
    bool changedWhileMapped() const;

private:
    const char* m_data = nullptr;
    std::size_t m_size = 0;
    int m_slot = -1; // this map's place in the SIGBUS handler's table, or -1 when unguarded
    std::string m_error;
    FileIdentity m_identity;
};

// GameStore::ReleaseCodes for move codes read where they lie in a map (file: the MappedFile).
void releaseMappedCodes(const void* file, const std::uint8_t* begin, const std::uint8_t* end);

// Gives back the pages of a map that lie wholly inside [begin, end) (neighbours keep theirs); none
// when the last of them would end past limit (when given).
void releaseWholePages(const void* begin, const void* end, const void* limit = nullptr);

// Zeroed writable memory of size bytes in huge pages where the system gives them (a few hundred
// faults instead of one per 4 KB page for hundreds of MB filled at once), freed with its last
// owner; null when none can be had.
std::shared_ptr<void> hugeBlock(std::size_t size);

} // namespace kibitz::database
