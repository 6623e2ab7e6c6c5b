// The tag names of the game the PGN parser is reading, to find a tag by its name without reading
// the names' strings: internal to the reader (pgnparser.h).
#pragma once

#include "taglist.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace kibitz::game::pgnparse {

// Names are kept in the order of game.tags: index i is tags[i]'s name. Each name is one word (its
// first 8 bytes) and its length, compared at once; the bytes after the eighth, rarely needed,
// are those of tags[i].name; a mask of one bit per name (of 64, by a hash) tells most names new to
// the game without a search. Past LinearTags names a hash index takes over, as a search per name
// would be quadratic in a game of thousands of tags.
class TagIndex {
public:
    static constexpr std::size_t LinearTags = 32; // more than most games have (lichess: ~20)

    // Room for the names searched one by one, at once: growing to it took five allocations in
    // the first game of every file.
    TagIndex() { m_keys.reserve(LinearTags); }

    // Forgets the names (a new game).
    void clear()
    {
        m_keys.clear();
        m_seen = 0;
        if (!m_byName.empty())
            m_byName.clear();
    }

    struct Key {
        std::uint64_t head; // the name's first 8 bytes, zeros after a shorter name's end
        std::size_t size;
    };
    // The head read in at most two loads of the name's own bytes (a copy of a variable length, up
    // to 8, took a loop of its own: 25 instructions a tag): the second load, from the name's end,
    // overlaps the first and puts the same bytes in the same places. Byte order: x86's (little).
    static Key keyOf(std::string_view name)
    {
        const char* d = name.data();
        const std::size_t n = name.size();
        Key key{0, n};
        if (n >= 8) {
            std::memcpy(&key.head, d, 8);
        } else if (n >= 4) {
            std::uint32_t first, last;
            std::memcpy(&first, d, 4);
            std::memcpy(&last, d + n - 4, 4);
            key.head = first | std::uint64_t(last) << (8 * (n - 4));
        } else if (n >= 2) {
            std::uint16_t first, last;
            std::memcpy(&first, d, 2);
            std::memcpy(&last, d + n - 2, 2);
            key.head = first | std::uint64_t(last) << (8 * (n - 2));
        } else if (n == 1) {
            key.head = static_cast<unsigned char>(d[0]);
        }
#if defined(__BYTE_ORDER__)
        static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "keyOf places bytes as a little-endian load does");
#endif
        return key;
    }

    // The index of name (whose key is key) in tags, or tags.size() when none of the names added
    // is name.
    std::size_t find(Key key, std::string_view name, const TagList& tags) const
    {
        const std::size_t count = m_keys.size();
        if (count > LinearTags)
            return findHashed(name, tags);
        if (!(m_seen & bitOf(key)))
            return tags.size(); // most names: new to the game, told without a search
        for (std::size_t i = 0; i < count; ++i) {
            if (m_keys[i].head == key.head && m_keys[i].size == key.size
                && (key.size <= 8 || std::memcmp(tags[i].name.data() + 8, name.data() + 8, key.size - 8) == 0))
                return i;
        }
        return tags.size();
    }
    std::size_t find(std::string_view name, const TagList& tags) const
    {
        return find(keyOf(name), name, tags);
    }

    // Adds name (whose key is key) as the next tag's, before the caller adds that tag to tags.
    void add(Key key, std::string_view name, const TagList& tags)
    {
        m_keys.push_back(key);
        m_seen |= bitOf(key);
        if (m_keys.size() > LinearTags)
            addHashed(name, tags);
    }

private:
    // The bit of m_seen that names of key set: one of 64 by a hash of the key.
    static std::uint64_t bitOf(Key key)
    {
        return std::uint64_t(1) << (((key.head ^ key.size) * 0x9E3779B97F4A7C15ull) >> 58);
    }
    std::size_t findHashed(std::string_view name, const TagList& tags) const
    {
        const auto it = m_byName.find(std::string(name));
        return it == m_byName.end() ? tags.size() : it->second;
    }
    void addHashed(std::string_view name, const TagList& tags)
    {
        if (m_keys.size() == LinearTags + 1) {
            for (std::size_t t = 0; t < LinearTags; ++t)
                m_byName.emplace(tags[t].name, t);
        }
        m_byName.emplace(std::string(name), m_keys.size() - 1);
    }

    std::vector<Key> m_keys; // kept from game to game: no allocation per game
    std::uint64_t m_seen = 0; // the bits of the names added: a name whose bit is clear is none of them
    std::unordered_map<std::string, std::size_t> m_byName; // filled past LinearTags names
};

} // namespace kibitz::game::pgnparse
