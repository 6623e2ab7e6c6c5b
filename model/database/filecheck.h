// What a database file is, to tell whether an index kept for it still fits: its identity and
// times as stat() sees them, and a digest of its content's start, end and spans spread over it
// (a change of a few bytes in the middle with size and time kept escapes it; anything that
// rewrites, shortens or replaces the file does not). A fast checksum for the kept index's own
// bytes too. Plain C++17 + POSIX.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
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

// The checksum of a kept index: its bytes in blocks of HashBlock, each hashed on its own (seeded
// by its number, so that several threads can hash a large file at once), the blocks' hashes then
// chained in order. A writer that streams the file adds each block with chainBlock.
constexpr std::size_t HashBlock = std::size_t(64) << 10; // the writer's buffer: little beside the index
std::uint64_t chainBlock(std::uint64_t sum, std::uint64_t number, const void* data, std::size_t size);
// Called with ranges [begin, end) of bytes once they are hashed, from the thread that hashed them.
using HashedRange = std::function<void(std::size_t begin, std::size_t end)>;
// The checksum on threads (each hashes one run of blocks); hashed (optional) gets every byte of
// a thread's run once, in ranges of at least every bytes (the run's last one may be shorter).
std::uint64_t blockHash(std::string_view bytes, int threads = 1, const HashedRange& hashed = nullptr,
                        std::size_t every = HashBlock);

// The digest of bytes' size, its first and last 64 KB and 64 spans of 4 KB spread evenly between.
std::uint64_t contentDigest(std::string_view bytes);

} // namespace kibitz::database
