// Interns repeated texts (player, event and round names) so that a million games store each name
// once and refer to it by a 32-bit id. Id 0 is the empty text.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace kibitz::database {

class StringPool {
public:
    StringPool();
    StringPool(StringPool&&) = default;
    StringPool& operator=(StringPool&&) = default;
    StringPool(const StringPool&) = delete; // two pools would write into the same block
    StringPool& operator=(const StringPool&) = delete;

    // The id of text, adding it when new.
    std::uint32_t intern(std::string_view text);
    // The text of id (empty for 0 or an unknown id).
    std::string_view text(std::uint32_t id) const { return id < m_texts.size() ? m_texts[id] : std::string_view(); }
    std::size_t size() const { return m_texts.size(); }
    // Every text by id; the views stay valid while keepAlive() is held, even after the pool is gone.
    const std::vector<std::string_view>& texts() const { return m_texts; }
    // Shares the texts' storage (for a worker that reads a copy of texts()).
    std::shared_ptr<const void> keepAlive() const { return m_blocks; }
    // Bytes held (texts, views, table), for the memory report.
    std::size_t memoryBytes() const;

private:
    using Blocks = std::vector<std::unique_ptr<char[]>>;
    std::string_view store(std::string_view text);
    void rehash();

    // The texts' characters one after the other in blocks that never move (4 KB doubling up to
    // 64 KB; a longer text gets a block of its own), shared so that a worker's copy of the views
    // outlives the pool. A text costs its characters, a view and two slots: no node or string
    // object per text, and interning a known name touches the table and that name only.
    std::shared_ptr<Blocks> m_blocks = std::make_shared<Blocks>();
    char* m_free = nullptr; // the unused end of the last block
    std::size_t m_room = 0, m_blockBytes = 0, m_nextBlock = 4096;
    std::vector<std::string_view> m_texts;
    std::vector<std::uint32_t> m_slots; // id + 1 by the text's hash (linear probing), 0 free; at most half full
};

} // namespace kibitz::database
