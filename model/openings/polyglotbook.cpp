// Reading and searching Polyglot opening books.
#include "openings/polyglotbook.h"

#include "core/san.h"
#include "game/inputfile.h"
#include "openings/polyglotkey.h"

#include <algorithm>
#include <cstring>
#include <iterator>

namespace kibitz::openings {

namespace {

constexpr std::size_t EntrySize = 16;

// The unsigned big-endian number in bytes [at, at + n).
std::uint64_t readBigEndian(const std::string& bytes, std::size_t at, int n)
{
    std::uint64_t value = 0;
    for (int i = 0; i < n; ++i)
        value = (value << 8) | std::uint8_t(bytes[at + i]);
    return value;
}

// Appends value as n big-endian bytes.
void writeBigEndian(std::string& out, std::uint64_t value, int n)
{
    for (int i = n - 1; i >= 0; --i)
        out.push_back(char((value >> (8 * i)) & 0xff));
}

// Fills error and returns nothing (for the early exits of fromBytes).
std::optional<PolyglotBook> fail(BookError& error, BookError::Code code, const std::string& path,
                                 core::MessageId id, std::vector<core::Message> details = {})
{
    error = BookError{};
    error.code = code;
    error.path = path;
    details.insert(details.begin(), core::Message(path));
    error.message = core::Message(id, std::move(details));
    return std::nullopt;
}

} // namespace

std::optional<PolyglotBook> PolyglotBook::load(const std::string& path, BookError& error)
{
    std::string bytes, reason;
    if (!game::readInputFile(path, MaxBytes, bytes, reason)) {
        fail(error, BookError::CannotOpen, path, core::MessageId::BookCannotOpen, {reason});
        error.detail = reason;
        return std::nullopt;
    }
    return fromBytes(bytes, path, error);
}

std::optional<PolyglotBook> PolyglotBook::fromBytes(const std::string& bytes, const std::string& path, BookError& error)
{
    if (bytes.empty())
        return fail(error, BookError::Empty, path, core::MessageId::BookEmpty);
    if (bytes.size() % EntrySize != 0) {
        fail(error, BookError::BrokenSize, path, core::MessageId::BookBrokenSize,
             {std::to_string(bytes.size())});
        error.size = bytes.size();
        return std::nullopt;
    }
    PolyglotBook book;
    book.m_path = path;
    book.m_entries.reserve(bytes.size() / EntrySize);
    for (std::size_t at = 0; at < bytes.size(); at += EntrySize) {
        BookEntry e;
        e.key = readBigEndian(bytes, at, 8);
        e.move = std::uint16_t(readBigEndian(bytes, at + 8, 2));
        e.weight = std::uint16_t(readBigEndian(bytes, at + 10, 2));
        e.learn = std::uint32_t(readBigEndian(bytes, at + 12, 4));
        if (!book.m_entries.empty() && e.key < book.m_entries.back().key) {
            const std::uint64_t index = at / EntrySize;
            fail(error, BookError::Unsorted, path, core::MessageId::BookUnsorted,
                 {std::to_string(index + 1)});
            error.entry = index;
            return std::nullopt;
        }
        book.m_entries.push_back(e);
    }
    return book;
}

std::string PolyglotBook::toBytes(std::vector<BookEntry> entries)
{
    std::stable_sort(entries.begin(), entries.end(),
                     [](const BookEntry& a, const BookEntry& b) { return a.key < b.key; });
    std::string out;
    out.reserve(entries.size() * EntrySize);
    for (const BookEntry& e : entries) {
        writeBigEndian(out, e.key, 8);
        writeBigEndian(out, e.move, 2);
        writeBigEndian(out, e.weight, 2);
        writeBigEndian(out, e.learn, 4);
    }
    return out;
}

std::vector<BookEntry> PolyglotBook::entriesFor(std::uint64_t key) const
{
    const auto byKey = [](const BookEntry& e, std::uint64_t k) { return e.key < k; };
    auto it = std::lower_bound(m_entries.begin(), m_entries.end(), key, byKey);
    std::vector<BookEntry> found;
    for (; it != m_entries.end() && it->key == key; ++it)
        found.push_back(*it);
    return found;
}

ExplorerMoves PolyglotBook::movesFrom(const core::Position& pos) const
{
    ExplorerMoves rows;
    for (const BookEntry& e : entriesFor(polyglotKey(pos))) {
        const core::Move move = decodePolyglotMove(pos, e.move);
        if (move.isNull())
            continue; // a key collision or a broken entry: never offer an illegal move
        const auto same = std::find_if(rows.begin(), rows.end(), [&](const ExplorerMove& r) { return r.move == move; });
        if (same != rows.end()) {
            same->weight += e.weight;
            continue;
        }
        ExplorerMove row;
        row.move = move;
        row.san = core::toSan(pos, move);
        row.weight = e.weight;
        rows.push_back(row);
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [](const ExplorerMove& a, const ExplorerMove& b) { return a.weight > b.weight; });
    return rows;
}

core::Move PolyglotBook::pick(const core::Position& pos, double random) const
{
    const ExplorerMoves rows = movesFrom(pos);
    std::uint64_t total = 0;
    for (const ExplorerMove& r : rows)
        total += r.weight;
    if (total == 0)
        return core::Move();
    auto target = std::uint64_t(std::clamp(random, 0.0, 1.0) * double(total));
    for (const ExplorerMove& r : rows) {
        if (target < r.weight)
            return r.move;
        target -= r.weight;
    }
    return rows.front().move; // random == 1.0
}

} // namespace kibitz::openings
