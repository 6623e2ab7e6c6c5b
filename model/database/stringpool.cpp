#include "stringpool.h"

namespace kibitz::database {

// Starts with the empty text as id 0.
StringPool::StringPool()
{
    m_texts.emplace_back();
    m_ids.emplace(std::string_view(), 0);
}

// Looks the text up; stores a copy the first time it is seen.
std::uint32_t StringPool::intern(std::string_view text)
{
    if (const auto it = m_ids.find(text); it != m_ids.end())
        return it->second;
    const std::string& stored = m_storage->emplace_back(text);
    const auto id = std::uint32_t(m_texts.size());
    m_texts.emplace_back(stored);
    m_ids.emplace(m_texts.back(), id);
    return id;
}

// Texts plus an estimate of the hash table's nodes and buckets.
std::size_t StringPool::memoryBytes() const
{
    std::size_t bytes = m_texts.capacity() * sizeof(std::string_view);
    for (const std::string& s : *m_storage)
        bytes += sizeof(std::string) + (s.size() > 15 ? s.capacity() + 1 : 0);
    bytes += m_ids.size() * (sizeof(std::string_view) + 16) + m_ids.bucket_count() * sizeof(void*);
    return bytes;
}

} // namespace kibitz::database
