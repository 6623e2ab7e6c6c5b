// A node's NAGs as the tree hands them out: a read-only view of the numbers in order (they are
// kept as the bytes of a string, whose room inside the object holds fifteen without an
// allocation: a vector took one per annotated move). Converts to and compares with the
// std::vector<std::uint8_t> that edits use. Plain C++17.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::game {

class NagList {
public:
    using value_type = std::uint8_t;
    using const_iterator = const std::uint8_t*;
    using iterator = const_iterator;

    NagList() = default;
    // The bytes of bytes (valid while the node's NAGs are not changed).
    explicit NagList(const std::string& bytes)
        : m_data(reinterpret_cast<const std::uint8_t*>(bytes.data())), m_size(bytes.size())
    { }

    const std::uint8_t* begin() const { return m_data; }
    const std::uint8_t* end() const { return m_data + m_size; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    std::uint8_t operator[](std::size_t i) const { return m_data[i]; }

    std::vector<std::uint8_t> toVector() const { return {begin(), end()}; }
    operator std::vector<std::uint8_t>() const { return toVector(); }

    friend bool operator==(const NagList& a, const NagList& b)
    {
        return a.m_size == b.m_size && std::equal(a.begin(), a.end(), b.begin());
    }
    friend bool operator==(const NagList& a, const std::vector<std::uint8_t>& b)
    {
        return a.m_size == b.size() && std::equal(a.begin(), a.end(), b.begin());
    }
    friend bool operator==(const std::vector<std::uint8_t>& a, const NagList& b) { return b == a; }
    friend bool operator!=(const NagList& a, const NagList& b) { return !(a == b); }
    friend bool operator!=(const NagList& a, const std::vector<std::uint8_t>& b) { return !(a == b); }
    friend bool operator!=(const std::vector<std::uint8_t>& a, const NagList& b) { return !(b == a); }

private:
    const std::uint8_t* m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace kibitz::game
