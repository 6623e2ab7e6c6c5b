// The move codes of a database being indexed, written to an unnamed temporary file as the scanner
// hands its parts on and read back through one map of that file: building the index of a large
// database then holds its records and names in memory, not its codes (about 80 bytes a game; the
// system's file cache holds them instead, and the reader gives their pages back once read).
// The file has no name (it is gone when the last map of it goes, a crash included). A write that
// fails (full disk) or would run past the room reserved leaves those codes to the caller, who
// keeps them in memory as before. Plain C++17 + POSIX.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace kibitz::database {

class CodeSpill {
public:
    CodeSpill() = default;
    CodeSpill(const CodeSpill&) = delete;
    CodeSpill& operator=(const CodeSpill&) = delete;
    ~CodeSpill();

    // Makes the file in dir and reserves addresses for capacity bytes of codes; false (error
    // says why) when it cannot.
    bool open(const std::string& dir, std::size_t capacity, std::string* error = nullptr);
    // Writes codes after those written so far; where they can be read from now on, or null when
    // they were not written.
    const std::uint8_t* append(const std::uint8_t* codes, std::size_t size);
    // Lets the kernel drop the map's pages wholly inside [begin, end) (read again if used).
    void release(const std::uint8_t* begin, const std::uint8_t* end) const;
    // The same for the segments of a GameStore (GameStore::ReleaseCodes; spill: a CodeSpill).
    static void releasePages(const void* spill, const std::uint8_t* begin, const std::uint8_t* end);
    // Bytes written.
    std::uint64_t size() const { return m_size; }

private:
    int m_fd = -1;
    std::uint8_t* m_map = nullptr;
    std::size_t m_capacity = 0;
    std::size_t m_size = 0;
};

} // namespace kibitz::database
