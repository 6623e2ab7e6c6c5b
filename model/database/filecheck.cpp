#include "filecheck.h"

#include "core/parallel.h"

#include <algorithm>
#include <cstring>
#include <sys/stat.h>
#include <vector>

namespace kibitz::database {

namespace {

constexpr std::uint64_t K1 = 0x9E3779B185EBCA87ULL, K2 = 0xC2B2AE3D27D4EB4FULL, K3 = 0x165667B19E3779F9ULL;

constexpr std::uint64_t rotl(std::uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

std::uint64_t load64(const unsigned char* p)
{
    std::uint64_t v;
    std::memcpy(&v, p, 8);
    return v;
}

// Each lane takes a word: multiply, rotate, multiply (every input bit reaches every output bit
// after the final mixing).
std::uint64_t lane(std::uint64_t acc, std::uint64_t word) { return rotl(acc + word * K2, 31) * K1; }

std::uint64_t avalanche(std::uint64_t h)
{
    h ^= h >> 33;
    h *= K2;
    h ^= h >> 29;
    h *= K3;
    return h ^ (h >> 32);
}

// A block's hash added to the checksum of the blocks before it.
std::uint64_t chained(std::uint64_t sum, std::uint64_t block) { return hashBytes(&block, sizeof block, sum); }

FileIdentity fromStat(const struct stat& st)
{
    FileIdentity id;
    id.exists = true;
    id.device = std::uint64_t(st.st_dev);
    id.inode = std::uint64_t(st.st_ino);
    id.size = std::uint64_t(st.st_size);
    id.modifiedNs = std::int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    return id;
}

} // namespace

FileIdentity identityOf(int fd)
{
    struct stat st { };
    return ::fstat(fd, &st) == 0 ? fromStat(st) : FileIdentity();
}

FileIdentity identityOf(const std::string& path)
{
    struct stat st { };
    return ::stat(path.c_str(), &st) == 0 ? fromStat(st) : FileIdentity();
}

// Four lanes over 32-byte stripes (they run in parallel on the CPU), then the tail word by word.
std::uint64_t hashBytes(const void* data, std::size_t size, std::uint64_t seed)
{
    const auto* p = static_cast<const unsigned char*>(data);
    const unsigned char* const end = p + size;
    std::uint64_t a = seed + K1 + K2, b = seed + K2, c = seed, d = seed - K1;
    for (; end - p >= 32; p += 32) {
        a = lane(a, load64(p));
        b = lane(b, load64(p + 8));
        c = lane(c, load64(p + 16));
        d = lane(d, load64(p + 24));
    }
    std::uint64_t h = rotl(a, 1) + rotl(b, 7) + rotl(c, 12) + rotl(d, 18) + std::uint64_t(size);
    for (; end - p >= 8; p += 8)
        h = rotl(h ^ lane(0, load64(p)), 27) * K1 + K3;
    for (; p < end; ++p)
        h = rotl(h ^ (*p * K3), 11) * K1;
    return avalanche(h);
}

std::uint64_t chainBlock(std::uint64_t sum, std::uint64_t number, const void* data, std::size_t size)
{
    return chained(sum, hashBytes(data, size, number));
}

// The blocks are split into one run per thread; their hashes are chained once all are known.
std::uint64_t blockHash(std::string_view bytes, int threads, const HashedRange& hashed, std::size_t every)
{
    const std::size_t blocks = (bytes.size() + HashBlock - 1) / HashBlock;
    const std::size_t runs = std::max<std::size_t>(1, std::min(blocks, std::size_t(std::max(threads, 1))));
    std::vector<std::uint64_t> sums(blocks);
    core::runParallelOver(blocks, int(runs), [&](int, std::size_t first, std::size_t last) {
        std::size_t from = first * HashBlock; // the first byte not yet handed to hashed
        for (std::size_t b = first; b < last; ++b) {
            const std::size_t at = b * HashBlock, end = std::min(bytes.size(), at + HashBlock);
            sums[b] = hashBytes(bytes.data() + at, end - at, b);
            if (hashed && (end - from >= every || b + 1 == last)) {
                hashed(from, end);
                from = end;
            }
        }
    });
    std::uint64_t sum = 0;
    for (const std::uint64_t h : sums)
        sum = chained(sum, h);
    return sum;
}

// The spans are placed by the size alone, so the same bytes always give the same digest; an
// appended file's old part is checked by the digest of its first (old size) bytes.
std::uint64_t contentDigest(std::string_view bytes)
{
    constexpr std::size_t Edge = 64 << 10, Span = 4 << 10, Spans = 64;
    const std::size_t n = bytes.size();
    std::uint64_t h = hashBytes(&n, sizeof n, 0);
    if (n <= 2 * Edge + Spans * Span)
        return hashBytes(bytes.data(), n, h);
    h = hashBytes(bytes.data(), Edge, h);
    h = hashBytes(bytes.data() + n - Edge, Edge, h);
    const std::size_t room = n - 2 * Edge - Span;
    for (std::size_t k = 0; k < Spans; ++k)
        h = hashBytes(bytes.data() + Edge + room / (Spans - 1) * k, Span, h);
    return h;
}

} // namespace kibitz::database
