// Comment text: collapsing white space, and telling the comments that need none.
#include "pgntext.h"

#include "pgnbytes.h"

#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kibitz::game::pgntext {

namespace {

#if defined(__SSE2__)
// True when the sixteen bytes at p collapse to themselves after a word: no blank but single
// spaces, and the last byte no space (the next word's space is not due yet).
bool singleSpaced(const char* p)
{
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const __m128i otherBlank = _mm_and_si128(_mm_cmpgt_epi8(x, _mm_set1_epi8('\t' - 1)), // '\t' '\n' '\v' '\f' '\r'
                                             _mm_cmplt_epi8(x, _mm_set1_epi8('\r' + 1)));
    const auto spaces = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8(' '))));
    return !_mm_movemask_epi8(otherBlank) && !(spaces & ((spaces << 1) | 0x8000u));
}
#else
bool singleSpaced(const char*) { return false; }
#endif

} // namespace

// Writes through a pointer into room made once: a call per word to append cost more than the
// copy (comments are most of some files' bytes). After a word, sixteen bytes that collapse to
// themselves are copied at once (most of a comment's lines).
void appendCollapsed(std::string& out, std::string_view text)
{
    const std::size_t base = out.size();
    out.resize(base + text.size() + 1); // each word's space comes before it: one more at most
    char* const first = out.data();
    char* o = first + base;
    bool spaceDue = base != 0; // before the next word: something stands before it
    const char* p = text.data();
    const char* const end = p + text.size();
    while (p != end) {
        // Past the start, p follows a word's byte (the loop below stops after one): no space is
        // due and something stands before.
        if (end - p >= 16 && p != text.data() && singleSpaced(p)) {
            std::memcpy(o, p, 16);
            o += 16, p += 16;
            continue;
        }
        // Else byte by byte up to the next word's first byte (past what stopped the copy).
        for (bool wordStarts = false; p != end && !wordStarts; ++p) {
            if (pgnbytes::isBlank(*p)) {
                spaceDue = o != first;
                continue;
            }
            wordStarts = spaceDue;
            if (spaceDue)
                *o++ = ' ';
            spaceDue = false;
            *o++ = *p;
        }
    }
    out.resize(std::size_t(o - first));
}

namespace {

#if defined(__SSE2__)
// The spaces of the sixteen bytes at p as bits, or -1 when one is below 0x20 or above 0x7F or two
// spaces stand in a row (spaceBefore: bit 0 set when the byte before p is a space).
int plainBlock(const char* p, unsigned spaceBefore)
{
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    if (_mm_movemask_epi8(_mm_cmplt_epi8(x, _mm_set1_epi8(0x20)))) // signed: below 0x20, and 0x80 up
        return -1;
    const auto spaces = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8(' '))));
    return spaces & ((spaces << 1) | spaceBefore) ? -1 : int(spaces);
}

// Sixteen bytes at a time (every x86-64 has SSE2): comments are most of an annotated file's bytes.
// True when [p, end) is plain, p then at end; shorter than sixteen bytes, it is left to the caller.
bool plainBlocks(const char*& p, const char* end, bool& space)
{
    if (end - p < 16)
        return true;
    unsigned spaceBefore = 0;
    for (; end - p >= 16; p += 16) {
        const int spaces = plainBlock(p, spaceBefore);
        if (spaces < 0)
            return false;
        spaceBefore = unsigned(spaces) >> 15;
    }
    // The last bytes as the sixteen that end there: the pairs before p were all looked at.
    if (p != end && plainBlock(end - 16, 0) < 0)
        return false;
    p = end;
    space = false;
    return true;
}
#else
// Eight bytes at a time: the comments of engine games are long.
bool plainBlocks(const char*& p, const char* end, bool& space)
{
    constexpr std::uint64_t Ones = 0x0101010101010101ull, High = 0x8080808080808080ull, Low = 0x7F * Ones;
    std::uint64_t spaceBefore = space ? 0x80 : 0; // 0x80 when the byte before p is a space
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
    space = spaceBefore != 0;
    return true;
}
#endif

} // namespace

bool isPlainComment(std::string_view text, std::string_view& plain)
{
    std::size_t b = 0, e = text.size();
    while (b < e && text[b] == ' ')
        ++b;
    while (e > b && text[e - 1] == ' ')
        --e;
    const char* p = text.data() + b;
    const char* const end = text.data() + e;
    bool space = false; // the byte before p is a space
    if (!plainBlocks(p, end, space))
        return false;
    for (; p != end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c < 0x20 || c > 0x7F || (c == ' ' && space))
            return false;
        space = c == ' ';
    }
    plain = std::string_view(text.data() + b, e - b);
    return true;
}

} // namespace kibitz::game::pgntext
