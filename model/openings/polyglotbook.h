// A Polyglot opening book (.bin): 16-byte big-endian entries (key, move, weight, learn) sorted by
// key, searched by binary search. Plain C++17 (no Qt); the whole file is held in memory.
#pragma once

#include "core/messages.h"
#include "openings/explorersource.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::openings {

struct BookEntry {
    std::uint64_t key = 0;
    std::uint16_t move = 0; // Polyglot move code (polyglotkey.h)
    std::uint16_t weight = 0;
    std::uint32_t learn = 0;
};

// Why a book could not be read: `message` is the entry of the one message table (core/messages.h)
// with its arguments; kibitz-cli prints its English, the window translates it (ErrorText).
struct BookError {
    enum Code {
        CannotOpen, // the file cannot be opened or read (`detail`: the system's reason)
        Empty, // the file holds no entry
        BrokenSize, // the size is not a multiple of 16 bytes (`size`)
        Unsorted, // the keys are not in ascending order (`entry`: the first out of order, 0-based)
    };
    Code code = CannotOpen;
    std::string path;
    std::string detail;
    std::uint64_t size = 0;
    std::uint64_t entry = 0;
    core::Message message;
};

class PolyglotBook : public ExplorerSource {
public:
    // The largest book read: 64 million entries, far beyond any published book.
    static constexpr std::uint64_t MaxBytes = std::uint64_t(1) << 30;
    // Reads the book at path; its error when it cannot be used as a Polyglot book (a device, a
    // FIFO or a folder is refused unread).
    static std::optional<PolyglotBook> load(const std::string& path, BookError& error);
    // A book from the bytes of a .bin file (path only names it in messages).
    static std::optional<PolyglotBook> fromBytes(const std::string& bytes, const std::string& path, BookError& error);
    // The bytes of a .bin file holding entries (sorted here by key, as the format requires).
    static std::string toBytes(std::vector<BookEntry> entries);

    std::size_t size() const { return m_entries.size(); }
    const std::string& path() const { return m_path; }
    // The entries stored for key, in file order.
    std::vector<BookEntry> entriesFor(std::uint64_t key) const;
    // The book's legal moves from pos with their weights, heaviest first (illegal codes skipped).
    ExplorerMoves movesFrom(const core::Position& pos) const override;
    // A move from pos chosen with probability proportional to its weight; random is uniform in
    // [0, 1). The null move when the book has no move with a weight here.
    core::Move pick(const core::Position& pos, double random) const;

private:
    std::string m_path;
    std::vector<BookEntry> m_entries;
};

} // namespace kibitz::openings
