// UTF-8 decoding by the rules of RFC 3629, for naming bad bytes and shortening tokens.
#include "utf8.h"

#include <cstdint>
#include <cstdio>
#include <cstring>

namespace kibitz::game::utf8 {

// The code point at text[pos] or -1 (bytes = 1).
int decode(std::string_view text, std::size_t pos, int& bytes)
{
    bytes = 1;
    const auto at = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = at(pos);
    if (lead < 0x80)
        return lead;
    const int n = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 ? (lead <= 0xEF ? 3 : 0) : lead >= 0xC2 ? 2 : 0;
    if (n == 0 || pos + std::size_t(n) > text.size())
        return -1;
    int cp = lead & (0xFF >> (n + 1));
    for (int i = 1; i < n; ++i) {
        const unsigned char c = at(pos + std::size_t(i));
        if ((c & 0xC0) != 0x80)
            return -1;
        cp = (cp << 6) | (c & 0x3F);
    }
    const int minimum = n == 2 ? 0x80 : n == 3 ? 0x800 : 0x10000;
    if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return -1;
    bytes = n;
    return cp;
}

// Characters in text.
std::size_t length(std::string_view text)
{
    std::size_t count = 0;
    for (std::size_t pos = 0; pos < text.size(); ++count) {
        int bytes = 1;
        decode(text, pos, bytes);
        pos += std::size_t(bytes);
    }
    return count;
}

// The first MaxShown characters and "…" when text is longer.
std::string shortened(std::string_view text, std::size_t& length)
{
    length = 0;
    std::size_t pos = 0;
    std::size_t count = 0;
    for (; pos < text.size() && count < MaxShown; ++count) {
        int bytes = 1;
        decode(text, pos, bytes);
        pos += std::size_t(bytes);
    }
    if (pos >= text.size())
        return std::string(text);
    length = count + utf8::length(text.substr(pos));
    return std::string(text.substr(0, pos)) + "\xE2\x80\xA6";
}

// Control characters and bad bytes as \xHH.
std::string escaped(std::string_view text)
{
    std::string out;
    for (std::size_t pos = 0; pos < text.size();) {
        int bytes = 1;
        const int cp = decode(text, pos, bytes);
        if (cp < 0x20 || cp == 0x7F) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", unsigned(static_cast<unsigned char>(text[pos])));
            out += buf;
        } else {
            out.append(text.substr(pos, std::size_t(bytes)));
        }
        pos += std::size_t(bytes);
    }
    return out;
}

// "U+0041".
std::string codePointName(int codePoint)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", unsigned(codePoint));
    return buf;
}

// Skips ASCII eight bytes at a time; decodes only from the first byte above 0x7F.
bool isValid(std::string_view text)
{
    for (std::size_t pos = 0; pos < text.size();) {
        if (pos + 8 <= text.size()) {
            std::uint64_t word;
            std::memcpy(&word, text.data() + pos, 8);
            if (!(word & 0x8080808080808080ull)) {
                pos += 8;
                continue;
            }
        }
        int bytes = 1;
        if (decode(text, pos, bytes) < 0)
            return false;
        pos += std::size_t(bytes);
    }
    return true;
}

// Windows-1252's bytes 0x80-0x9F; the rest of the upper half is Latin-1 (the code point itself).
std::string fromWindows1252(std::string_view text)
{
    static const std::uint16_t high[32] = {0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                           0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
                                           0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                           0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};
    std::string out;
    out.reserve(text.size() + text.size() / 4);
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        const unsigned cp = byte >= 0x80 && byte < 0xA0 ? high[byte - 0x80] : byte;
        if (cp < 0x80) {
            out.push_back(char(cp));
        } else if (cp < 0x800) {
            out.push_back(char(0xC0 | (cp >> 6)));
            out.push_back(char(0x80 | (cp & 0x3F)));
        } else {
            out.push_back(char(0xE0 | (cp >> 12)));
            out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(char(0x80 | (cp & 0x3F)));
        }
    }
    return out;
}

int columns(std::string_view text)
{
    int n = 0;
    for (char c : text)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 && c != '\r';
    return n;
}

} // namespace kibitz::game::utf8
