#include "stringpool.h"

#include <algorithm>
#include <cstring>
#include <functional>

namespace kibitz::database {

namespace {

std::size_t hashOf(std::string_view text) { return std::hash<std::string_view>()(text); }

} // namespace

// Starts with the empty text as id 0.
StringPool::StringPool()
{
    m_texts.emplace_back();
    rehash();
}

// Looks the text up; stores a copy the first time it is seen.
std::uint32_t StringPool::intern(std::string_view text)
{
    const std::size_t mask = m_slots.size() - 1;
    std::size_t i = hashOf(text) & mask;
    for (; m_slots[i] != 0; i = (i + 1) & mask)
        if (m_texts[m_slots[i] - 1] == text)
            return m_slots[i] - 1;
    const auto id = std::uint32_t(m_texts.size());
    m_texts.push_back(store(text));
    m_slots[i] = id + 1;
    if (m_texts.size() * 2 > m_slots.size())
        rehash();
    return id;
}

// Copies text to the end of the last block, opening a new block when it does not fit.
std::string_view StringPool::store(std::string_view text)
{
    if (text.size() > m_room) {
        const std::size_t bytes = std::max(m_nextBlock, text.size());
        m_blocks->push_back(std::make_unique<char[]>(bytes));
        m_free = m_blocks->back().get();
        m_room = bytes;
        m_blockBytes += bytes;
        m_nextBlock = std::min<std::size_t>(m_nextBlock * 2, 64 * 1024);
    }
    if (!text.empty())
        std::memcpy(m_free, text.data(), text.size());
    const std::string_view stored(m_free, text.size());
    m_free += text.size();
    m_room -= text.size();
    return stored;
}

// Doubles the slots (64 at first) and puts every text's id back.
void StringPool::rehash()
{
    m_slots.assign(m_slots.empty() ? 64 : m_slots.size() * 2, 0);
    const std::size_t mask = m_slots.size() - 1;
    for (std::uint32_t id = 0; id < m_texts.size(); ++id) {
        std::size_t i = hashOf(m_texts[id]) & mask;
        while (m_slots[i] != 0)
            i = (i + 1) & mask;
        m_slots[i] = id + 1;
    }
}

std::size_t StringPool::memoryBytes() const
{
    return m_blockBytes + m_blocks->capacity() * sizeof(Blocks::value_type)
        + m_texts.capacity() * sizeof(std::string_view) + m_slots.capacity() * sizeof(std::uint32_t);
}

} // namespace kibitz::database
