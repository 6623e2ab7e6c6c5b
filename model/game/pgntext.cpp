// Comment text: collapsing white space, and telling the comments that need none.
#include "pgntext.h"

#include "pgnbytes.h"

#include <cstdint>
#include <cstring>

namespace kibitz::game::pgntext {

// Writes through a pointer into room made once: a call per word to append cost more than the
// copy (comments are most of some files' bytes).
void appendCollapsed(std::string& out, std::string_view text)
{
    const std::size_t base = out.size();
    out.resize(base + text.size() + 1); // each word's space comes before it: one more at most
    char* const first = out.data();
    char* o = first + base;
    bool spaceDue = base != 0; // before the next word: something stands before it
    for (const char c : text) {
        if (pgnbytes::isBlank(c)) {
            spaceDue = o != first;
            continue;
        }
        if (spaceDue)
            *o++ = ' ';
        spaceDue = false;
        *o++ = c;
    }
    out.resize(std::size_t(o - first));
}

// Eight bytes at a time: the comments of engine games are long.
bool isPlainComment(std::string_view text, std::string_view& plain)
{
    constexpr std::uint64_t Ones = 0x0101010101010101ull, High = 0x8080808080808080ull, Low = 0x7F * Ones;
    std::size_t b = 0, e = text.size();
    while (b < e && text[b] == ' ')
        ++b;
    while (e > b && text[e - 1] == ' ')
        --e;
    const char* p = text.data() + b;
    const char* const end = text.data() + e;
    std::uint64_t spaceBefore = 0; // 0x80 when the byte before p is a space
    for (; end - p >= 8; p += 8) {
        std::uint64_t x;
        std::memcpy(&x, p, 8);
        if (((x - 0x20 * Ones) | x) & High) // a byte below 0x20 borrows; one above 0x7F is high
            return false;
        const std::uint64_t y = x ^ (0x20 * Ones); // spaces become zero bytes, flagged exactly:
        const std::uint64_t spaces = ~(((y & Low) + Low) | y | Low);
        if (spaces & ((spaces << 8) | spaceBefore))
            return false; // two spaces in a row
        spaceBefore = spaces >> 56;
    }
    for (bool space = spaceBefore != 0; p != end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c < 0x20 || c > 0x7F || (c == ' ' && space))
            return false;
        space = c == ' ';
    }
    plain = std::string_view(text.data() + b, e - b);
    return true;
}

} // namespace kibitz::game::pgntext
