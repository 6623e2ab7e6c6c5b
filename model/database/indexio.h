// The kept index file's byte streams (indexfile.h): Writer sends bytes to a descriptor in blocks,
// chained into the checksum the file ends with; Reader takes them back from a verified span and
// fails the whole read at the first byte past its end. With the magic and the layout word that
// open the file. Only indexfile.cpp uses them. Plain C++17 + POSIX.
#pragma once

#include "filecheck.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>
#include <unistd.h>

namespace kibitz::database {

namespace indexio {

inline constexpr char Magic[8] = {'K', 'B', 'T', 'Z', 'I', 'D', 'X', '\n'};

// The layout of the raw parts: a build whose records or table entries differ in size reads none.
template <class Packed, class Entry> constexpr std::uint32_t layoutOf()
{
    return std::uint32_t(sizeof(Packed) << 16 | sizeof(Entry) << 8 | sizeof(std::pair<std::uint32_t, std::uint32_t>));
}

// Streams bytes to a descriptor in blocks of HashBlock, adding each block to the checksum (chainBlock).
class Writer {
public:
    Writer(int fd, const std::atomic<bool>* cancel) : m_fd(fd), m_cancel(cancel) { m_buffer.reserve(HashBlock); }
    void raw(const void* data, std::size_t size)
    {
        const auto* p = static_cast<const char*>(data);
        while (size > 0 && m_ok) {
            const std::size_t n = std::min(size, HashBlock - m_buffer.size());
            m_buffer.insert(m_buffer.end(), p, p + n);
            p += n;
            size -= n;
            if (m_buffer.size() == HashBlock)
                flush();
        }
    }
    template <class T> void put(T value) { raw(&value, sizeof value); }
    std::uint64_t written() const { return m_written + m_buffer.size(); }
    void text(std::string_view s)
    {
        put(std::uint32_t(s.size()));
        raw(s.data(), s.size());
    }
    // Writes the last block and the checksum after it.
    bool finish(std::string* error)
    {
        flush();
        const std::uint64_t sum = m_hash;
        if (m_ok)
            send(&sum, sizeof sum);
        if (!m_ok && error)
            *error = m_error;
        return m_ok;
    }

private:
    void flush()
    {
        if (m_buffer.empty() || !m_ok)
            return;
        m_hash = chainBlock(m_hash, m_blocks++, m_buffer.data(), m_buffer.size());
        send(m_buffer.data(), m_buffer.size());
        m_written += m_buffer.size();
        m_buffer.clear();
        if (m_cancel && m_cancel->load()) {
            m_ok = false;
            m_error = "cancelled";
        }
    }
    void send(const void* data, std::size_t size)
    {
        const auto* p = static_cast<const char*>(data);
        while (size > 0) {
            const ssize_t n = ::write(m_fd, p, size);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                m_ok = false;
                m_error = n < 0 ? std::strerror(errno) : "nothing written";
                return;
            }
            p += n;
            size -= std::size_t(n);
        }
    }

    int m_fd;
    const std::atomic<bool>* m_cancel;
    std::vector<char> m_buffer;
    std::uint64_t m_hash = 0, m_written = 0, m_blocks = 0;
    bool m_ok = true;
    std::string m_error;
};

// Reads from a verified span; any read past its end fails the whole read.
class Reader {
public:
    explicit Reader(std::string_view bytes) : m_bytes(bytes) { }
    const char* take(std::size_t size)
    {
        if (!m_ok || size > m_bytes.size() - m_at) {
            m_ok = false;
            return nullptr;
        }
        const char* p = m_bytes.data() + m_at;
        m_at += size;
        return p;
    }
    template <class T> T get()
    {
        T value{};
        if (const char* p = take(sizeof value))
            std::memcpy(&value, p, sizeof value);
        return value;
    }
    std::string_view text()
    {
        const auto n = get<std::uint32_t>();
        const char* p = take(n);
        return p ? std::string_view(p, n) : std::string_view();
    }
    bool ok() const { return m_ok; }
    bool atEnd() const { return m_at == m_bytes.size(); }
    void fail() { m_ok = false; }

private:
    std::string_view m_bytes;
    std::size_t m_at = 0;
    bool m_ok = true;
};

} // namespace indexio

} // namespace kibitz::database
