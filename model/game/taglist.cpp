// TagList: the tags of a game in one buffer (taglist.h).
#include "taglist.h"

#include <algorithm>
#include <cstring>
#include <ostream>
#include <stdexcept>

namespace kibitz::game {

std::ostream& operator<<(std::ostream& os, const TagView& tag)
{
    return os << '[' << tag.name << " \"" << tag.value << "\"]";
}

std::ostream& operator<<(std::ostream& os, const Tag& tag) { return os << TagView{tag.name, tag.value}; }

TagList::TagList(std::initializer_list<Tag> tags)
{
    for (const Tag& t : tags)
        add(t.name, t.value);
}

void TagList::tooLong() { throw std::length_error("kibitz::game::TagList: tags of more than 4 GB"); }

TagList::TagList(const TagList& other) : m_entries(other.m_entries), m_unused(other.m_unused)
{
    if (other.m_size) {
        reallocate(other.m_size);
        std::memcpy(m_text.get(), other.m_text.get(), other.m_size);
        m_size = other.m_size;
    }
}

TagList& TagList::operator=(const TagList& other)
{
    if (this != &other)
        *this = TagList(other);
    return *this;
}

void TagList::reallocate(std::size_t capacity)
{
    if (capacity > MaxText)
        tooLong();
    std::unique_ptr<char[]> bigger(new char[capacity]);
    if (m_size)
        std::memcpy(bigger.get(), m_text.get(), m_size);
    m_text = std::move(bigger);
    m_capacity = std::uint32_t(capacity);
}

void TagList::grow(std::string_view name, std::string_view value)
{
    const std::size_t needed = std::size_t(m_size) + name.size() + value.size();
    if (name.size() + value.size() > MaxText - m_size)
        tooLong();
    const std::size_t capacity = std::min(std::max(2 * std::size_t(m_capacity), needed), MaxText);
    std::unique_ptr<char[]> old = std::move(m_text); // what name and value may view, freed on return
    m_text.reset(new char[capacity]);
    if (m_size)
        std::memcpy(m_text.get(), old.get(), m_size);
    m_capacity = std::uint32_t(capacity);
    append(name, value);
}

// A value no longer than the old one takes its bytes; a longer one goes to the end, and when the
// bytes no tag uses have grown past those in use (a value set again and again: an edited result),
// the text is rebuilt from the tags. The unused bytes are counted as they are left, not summed
// over the tags per call: a game of 100,000 tags each given a longer value again took 3.8 s.
void TagList::setValue(std::size_t i, std::string_view value)
{
    Entry& e = m_entries[i];
    if (value.size() <= e.valueSize) {
        if (!value.empty()) // memmove: it may be a view of the text
            std::memmove(m_text.get() + e.value, value.data(), value.size());
        m_unused += e.valueSize - std::uint32_t(value.size());
        e.valueSize = std::uint32_t(value.size());
        return;
    }
    const std::size_t used = std::size_t(m_size) - m_unused;
    if (std::size_t(m_size) + value.size() > 2 * (used + value.size())) {
        TagList compact;
        compact.reserve(m_entries.size(), used - e.valueSize + value.size());
        for (std::size_t k = 0; k < m_entries.size(); ++k)
            compact.add((*this)[k].name, k == i ? value : (*this)[k].value);
        *this = std::move(compact);
        return;
    }
    const std::size_t at = m_size;
    if (value.size() > m_capacity - at)
        grow({}, value);
    else
        append({}, value);
    m_unused += e.valueSize;
    e.value = std::uint32_t(at);
    e.valueSize = std::uint32_t(value.size());
}

void TagList::removeAll(std::string_view name)
{
    TagList kept;
    kept.reserve(m_entries.size(), m_size);
    for (const TagView t : *this)
        if (t.name != name)
            kept.add(t.name, t.value);
    *this = std::move(kept);
}

namespace {

// The same tags in the same order; other is a TagList or a vector of Tag.
template <class Other> bool sameTags(const TagList& list, const Other& other)
{
    if (list.size() != other.size())
        return false;
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i] != other[i])
            return false;
    return true;
}

} // namespace

bool TagList::operator==(const TagList& o) const { return sameTags(*this, o); }

bool TagList::operator==(const std::vector<Tag>& o) const { return sameTags(*this, o); }

} // namespace kibitz::game
