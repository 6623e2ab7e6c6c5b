// A game's PGN tags: Tag, a name and value standing alone (an edit, a dialog's rows), and TagList,
// the tags a Game holds. Plain C++17.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iosfwd>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kibitz::game {

struct Tag {
    Tag() = default;
    Tag(std::string n, std::string v) : name(std::move(n)), value(std::move(v)) { }

    std::string name;
    std::string value;
    bool operator==(const Tag& o) const { return name == o.name && value == o.value; }
    bool operator!=(const Tag& o) const { return !(*this == o); }
};

// One tag of a TagList: views of its text, valid until that list changes.
struct TagView {
    std::string_view name;
    std::string_view value;

    // A copy that stands alone (explicit: a copy of both strings is never made unseen).
    explicit operator Tag() const { return Tag{std::string(name), std::string(value)}; }
    bool operator==(const TagView& o) const { return name == o.name && value == o.value; }
    bool operator!=(const TagView& o) const { return !(*this == o); }
    bool operator==(const Tag& o) const { return name == o.name && value == o.value; }
    bool operator!=(const Tag& o) const { return !(*this == o); }
};

// For test failures: [Name "value"].
std::ostream& operator<<(std::ostream& os, const TagView& tag);
std::ostream& operator<<(std::ostream& os, const Tag& tag);

// The tags of a game in file order, names and values in one buffer: a game read from a file makes
// two allocations for all its tags, where a pair of strings per tag made up to two each (and as
// many frees): about a tenth of the time of reading a file of headers. Names are not checked for repeats
// here (Game::setTag keeps one of each; the reader finds them through its index).
class TagList {
public:
    class const_iterator {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = TagView;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = TagView;

        const_iterator() = default;
        const_iterator(const TagList* list, std::size_t i) : m_list(list), m_i(i) { }
        TagView operator*() const { return (*m_list)[m_i]; }
        TagView operator[](difference_type n) const { return (*m_list)[std::size_t(difference_type(m_i) + n)]; }
        const_iterator& operator++() { ++m_i; return *this; }
        const_iterator operator++(int) { const_iterator old = *this; ++m_i; return old; }
        const_iterator& operator--() { --m_i; return *this; }
        const_iterator operator--(int) { const_iterator old = *this; --m_i; return old; }
        const_iterator& operator+=(difference_type n) { m_i = std::size_t(difference_type(m_i) + n); return *this; }
        const_iterator& operator-=(difference_type n) { return *this += -n; }
        friend const_iterator operator+(const_iterator it, difference_type n) { return it += n; }
        friend const_iterator operator+(difference_type n, const_iterator it) { return it += n; }
        friend const_iterator operator-(const_iterator it, difference_type n) { return it -= n; }
        friend difference_type operator-(const const_iterator& a, const const_iterator& b)
        {
            return difference_type(a.m_i) - difference_type(b.m_i);
        }
        bool operator==(const const_iterator& o) const { return m_i == o.m_i; }
        bool operator!=(const const_iterator& o) const { return m_i != o.m_i; }
        bool operator<(const const_iterator& o) const { return m_i < o.m_i; }
        bool operator>(const const_iterator& o) const { return m_i > o.m_i; }
        bool operator<=(const const_iterator& o) const { return m_i <= o.m_i; }
        bool operator>=(const const_iterator& o) const { return m_i >= o.m_i; }

    private:
        const TagList* m_list = nullptr;
        std::size_t m_i = 0;
    };
    using iterator = const_iterator;
    using value_type = TagView;
    using size_type = std::size_t;

    TagList() = default;
    TagList(std::initializer_list<Tag> tags);
    TagList(const TagList& other);
    TagList& operator=(const TagList& other);
    // The list moved from is left empty.
    TagList(TagList&& other) noexcept
        : m_entries(std::move(other.m_entries)), m_text(std::move(other.m_text)),
          m_size(std::exchange(other.m_size, 0)), m_capacity(std::exchange(other.m_capacity, 0)),
          m_unused(std::exchange(other.m_unused, 0))
    {
        other.m_entries.clear();
    }
    TagList& operator=(TagList&& other) noexcept
    {
        m_entries = std::move(other.m_entries);
        other.m_entries.clear();
        m_text = std::move(other.m_text);
        m_size = std::exchange(other.m_size, 0);
        m_capacity = std::exchange(other.m_capacity, 0);
        m_unused = std::exchange(other.m_unused, 0);
        return *this;
    }
    ~TagList() = default;

    std::size_t size() const { return m_entries.size(); }
    bool empty() const { return m_entries.empty(); }
    TagView operator[](std::size_t i) const
    {
        const Entry& e = m_entries[i];
        return {std::string_view(m_text.get() + e.name, e.nameSize),
                std::string_view(m_text.get() + e.value, e.valueSize)};
    }
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, m_entries.size()}; }
    // The bytes of all names and values, for reserve() (with the bytes an edit left unused).
    std::size_t textSize() const { return m_size; }

    // Room for count tags holding textBytes bytes of names and values.
    void reserve(std::size_t count, std::size_t textBytes)
    {
        m_entries.reserve(count);
        if (textBytes > m_capacity)
            reallocate(textBytes);
    }
    // Appends a tag (a name the list may already hold makes a second one).
    void add(std::string_view name, std::string_view value)
    {
        const std::size_t at = m_size;
        if (name.size() + value.size() > m_capacity - at)
            grow(name, value); // out of line: also where either is a view of this list's text
        else
            append(name, value);
        m_entries.push_back({std::uint32_t(at), std::uint32_t(name.size()), std::uint32_t(at + name.size()),
                             std::uint32_t(value.size())});
    }
    // Appends a tag read from a text that holds it as span: the name its first nameSize bytes,
    // the value its last valueSize (a plain tag line's `Name "value`). The span is copied at once,
    // the bytes between left unused: one copy instead of two, whose varying lengths were the
    // branches a broadcast's tag lines mispredicted most.
    void addSpan(std::string_view span, std::size_t nameSize, std::size_t valueSize)
    {
        const std::size_t at = m_size;
        if (span.size() > m_capacity - at)
            grow(span, {});
        else
            append(span, {});
        m_unused += std::uint32_t(span.size() - nameSize - valueSize);
        m_entries.push_back({std::uint32_t(at), std::uint32_t(nameSize), std::uint32_t(at + span.size() - valueSize),
                             std::uint32_t(valueSize)});
    }
    // Tag i's value becomes value (its place and name kept).
    void setValue(std::size_t i, std::string_view value);
    // Removes every tag named name.
    void removeAll(std::string_view name);
    void clear()
    {
        m_entries.clear();
        m_size = 0;
        m_unused = 0;
    }

    bool operator==(const TagList& o) const;
    bool operator!=(const TagList& o) const { return !(*this == o); }
    bool operator==(const std::vector<Tag>& o) const;
    bool operator!=(const std::vector<Tag>& o) const { return !(*this == o); }

private:
    static constexpr std::size_t MaxText = 0xFFFFFFFFu; // what an Entry's offsets reach
    [[noreturn]] static void tooLong(); // throws std::length_error, as a string past its max_size()
    // Appends name and value to m_text in a larger buffer, the old one (which they may view) freed after.
    void grow(std::string_view name, std::string_view value);
    // m_text becomes a buffer of capacity bytes (at least m_size) holding the same text.
    void reallocate(std::size_t capacity);
    void append(std::string_view name, std::string_view value)
    {
        char* at = m_text.get() + m_size;
        if (!name.empty())
            std::memcpy(at, name.data(), name.size());
        if (!value.empty())
            std::memcpy(at + name.size(), value.data(), value.size());
        m_size += std::uint32_t(name.size() + value.size());
    }
    // Where a tag's name and value are in m_text.
    struct Entry {
        std::uint32_t name, nameSize, value, valueSize;
    };
    std::vector<Entry> m_entries;
    // The names and values: a buffer of its own rather than a std::string, whose appends are calls
    // into the library (two a tag cost more than the strings they replaced).
    std::unique_ptr<char[]> m_text;
    std::uint32_t m_size = 0;
    std::uint32_t m_capacity = 0;
    std::uint32_t m_unused = 0; // bytes of m_text no tag's name or value holds (values set again)
};

} // namespace kibitz::game
