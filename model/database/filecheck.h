// What a database file is, to tell whether an index kept for it still fits: its identity and
// times as stat() sees them, and a digest of its content's start, end and spans spread over it
// (a change of a few bytes in the middle with size and time kept escapes it; anything that
// rewrites, shortens or replaces the file does not). A fast checksum for the kept index's own
// bytes too. Plain C++17 + POSIX.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace kibitz::database {

struct FileIdentity {
    std::uint64_t device = 0, inode = 0, size = 0;
    std::int64_t modifiedNs = 0;
    bool exists = false;
    bool sameFile(const FileIdentity& o) const { return exists && o.exists && device == o.device && inode == o.inode; }
    bool operator==(const FileIdentity& o) const
    {
        return sameFile(o) && size == o.size && modifiedNs == o.modifiedNs;
    }
    bool operator!=(const FileIdentity& o) const { return !(*this == o); }
};

// The identity of an open descriptor, or of the file at path (through symbolic links).
FileIdentity identityOf(int fd);
FileIdentity identityOf(const std::string& path);

// A 64-bit hash of bytes (not cryptographic: it finds damage, not forgery), chained by seed.
std::uint64_t hashBytes(const void* data, std::size_t size, std::uint64_t seed);
// The hash of bytes taken in blocks of HashBlock (a writer that streams a file hashes the same).
constexpr std::size_t HashBlock = std::size_t(64) << 10; // the writer's buffer: little beside the index
std::uint64_t blockHash(std::string_view bytes);

// The digest of bytes' size, its first and last 64 KB and 64 spans of 4 KB spread evenly between.
std::uint64_t contentDigest(std::string_view bytes);

} // namespace kibitz::database
