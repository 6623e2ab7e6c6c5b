// The children of a tree node: a list of node ids that keeps up to two ids in place, so that the
// usual node (one continuation, or none) allocates nothing. Read like a const std::vector<NodeId>
// (and converts to one); GameTree alone changes it. Plain C++17.
#pragma once

#include <cstdint>
#include <cstring>
#include <iterator>
#include <stdexcept>
#include <vector>

namespace kibitz::game {

using NodeId = std::uint32_t;

class ChildList {
public:
    using value_type = NodeId;
    using size_type = std::size_t;
    using const_iterator = const NodeId*;
    using iterator = const_iterator;
    using const_reverse_iterator = std::reverse_iterator<const_iterator>;
    using reverse_iterator = const_reverse_iterator;

    ChildList() = default;
    ChildList(const ChildList& other) { assign(other.begin(), other.size()); }
    ChildList(ChildList&& other) noexcept { take(other); }
    ChildList& operator=(const ChildList& other)
    {
        if (this != &other) {
            release();
            assign(other.begin(), other.size());
        }
        return *this;
    }
    ChildList& operator=(ChildList&& other) noexcept
    {
        if (this != &other) {
            release();
            take(other);
        }
        return *this;
    }
    ~ChildList() { release(); }

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const NodeId* data() const { return onHeap() ? m_heap : m_inline; }
    const_iterator begin() const { return data(); }
    const_iterator end() const { return data() + m_size; }
    const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
    const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }
    NodeId front() const { return data()[0]; }
    NodeId back() const { return data()[m_size - 1]; }
    NodeId operator[](std::size_t i) const { return data()[i]; }
    NodeId at(std::size_t i) const
    {
        if (i >= m_size)
            throw std::out_of_range("ChildList::at");
        return data()[i];
    }
    operator std::vector<NodeId>() const { return std::vector<NodeId>(begin(), end()); }

    // Puts id at index (index <= size()).
    void insert(std::size_t index, NodeId id)
    {
        if (m_size == m_capacity)
            grow();
        NodeId* d = mutableData();
        std::memmove(d + index + 1, d + index, (m_size - index) * sizeof(NodeId));
        d[index] = id;
        ++m_size;
    }
    // Puts id last (a reader's every move: no shift to make).
    void append(NodeId id)
    {
        if (m_size == m_capacity)
            grow();
        mutableData()[m_size++] = id;
    }
    // Removes the id at index.
    void erase(std::size_t index)
    {
        NodeId* d = mutableData();
        std::memmove(d + index, d + index + 1, (m_size - index - 1) * sizeof(NodeId));
        --m_size;
    }

    friend bool operator==(const ChildList& a, const ChildList& b) { return equal(a, b.begin(), b.size()); }
    friend bool operator!=(const ChildList& a, const ChildList& b) { return !(a == b); }
    friend bool operator==(const ChildList& a, const std::vector<NodeId>& b) { return equal(a, b.data(), b.size()); }
    friend bool operator==(const std::vector<NodeId>& b, const ChildList& a) { return a == b; }
    friend bool operator!=(const ChildList& a, const std::vector<NodeId>& b) { return !(a == b); }
    friend bool operator!=(const std::vector<NodeId>& b, const ChildList& a) { return !(a == b); }

private:
    static constexpr std::uint32_t InlineCapacity = 2;

    bool onHeap() const { return m_capacity > InlineCapacity; }
    NodeId* mutableData() { return onHeap() ? m_heap : m_inline; }
    static bool equal(const ChildList& a, const NodeId* b, std::size_t n)
    {
        return a.m_size == n && (n == 0 || std::memcmp(a.data(), b, n * sizeof(NodeId)) == 0);
    }
    void assign(const NodeId* ids, std::size_t n)
    {
        if (n > InlineCapacity) {
            m_heap = new NodeId[n];
            m_capacity = std::uint32_t(n);
        }
        if (n)
            std::memcpy(mutableData(), ids, n * sizeof(NodeId));
        m_size = std::uint32_t(n);
    }
    void take(ChildList& other)
    {
        std::memcpy(static_cast<void*>(this), &other, sizeof *this);
        other.m_size = 0;
        other.m_capacity = InlineCapacity;
    }
    void release()
    {
        if (onHeap())
            delete[] m_heap;
        m_size = 0;
        m_capacity = InlineCapacity;
    }
    void grow()
    {
        const std::uint32_t capacity = m_capacity * 2;
        NodeId* heap = new NodeId[capacity];
        std::memcpy(heap, data(), m_size * sizeof(NodeId));
        if (onHeap())
            delete[] m_heap;
        m_heap = heap;
        m_capacity = capacity;
    }

    std::uint32_t m_size = 0;
    std::uint32_t m_capacity = InlineCapacity;
    union {
        NodeId m_inline[InlineCapacity] = {};
        NodeId* m_heap;
    };
};

} // namespace kibitz::game
