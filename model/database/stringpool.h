// Interns repeated texts (player, event and round names) so that a million games store each name
// once and refer to it by a 32-bit id. Id 0 is the empty text.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace kibitz::database {

class StringPool {
public:
    StringPool();
    // The id of text, adding it when new.
    std::uint32_t intern(std::string_view text);
    // The text of id (empty for 0 or an unknown id).
    std::string_view text(std::uint32_t id) const { return id < m_texts.size() ? m_texts[id] : std::string_view(); }
    std::size_t size() const { return m_texts.size(); }
    // Every text by id; the views stay valid while keepAlive() is held, even after the pool is gone.
    const std::vector<std::string_view>& texts() const { return m_texts; }
    // Shares the texts' storage (for a worker that reads a copy of texts()).
    std::shared_ptr<const void> keepAlive() const { return m_storage; }
    // Bytes held (texts, table), for the memory report.
    std::size_t memoryBytes() const;

private:
    // Stable addresses for the views below; shared so that a worker's copy of the views outlives
    // the pool (interning only appends, which moves no stored text).
    std::shared_ptr<std::deque<std::string>> m_storage = std::make_shared<std::deque<std::string>>();
    std::vector<std::string_view> m_texts;
    std::unordered_map<std::string_view, std::uint32_t> m_ids;
};

} // namespace kibitz::database
