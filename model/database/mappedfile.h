// A read-only memory map of a file: the scanner reads databases larger than memory without
// loading them (the kernel pages the bytes in and out). POSIX mmap; plain C++17.
#pragma once

#include <cstddef>
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
    void close();
    std::string_view bytes() const { return {m_data, m_size}; }
    // Lets the kernel drop the pages of [begin, end) from memory (they are read again if used).
    void release(std::size_t begin, std::size_t end) const;
    const std::string& error() const { return m_error; }

private:
    const char* m_data = nullptr;
    std::size_t m_size = 0;
    std::string m_error;
};

} // namespace kibitz::database
