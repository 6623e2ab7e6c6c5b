// The kept index's file (keptindex.h): what it was built from (the database's path, identity,
// content digest and line count), the game index and its opening table, as they lie in memory
// (records and table pages byte for byte, so reading is a copy). It starts with a magic and a
// version (with the record layout) and the build identity of the program that wrote it
// (buildidentity.h), and ends with a checksum of everything before it; a file whose magic,
// version, build, checksum or structure is wrong is refused whole, never read in part.
// Plain C++17 + POSIX.
#pragma once

#include "filecheck.h"
#include "gameindex.h"
#include "mappedfile.h"

#include <atomic>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <string_view>

namespace kibitz::database {

namespace indexio {
class Writer;
class Reader;
} // namespace indexio

struct IndexHeader {
    std::string path; // the database, absolute with links resolved
    FileIdentity file; // as it was when indexed
    std::uint64_t digest = 0; // contentDigest of its bytes then
    std::uint64_t lastGameAt = 0; // where its last game starts (0 when it has none)
    std::uint64_t linesBeforeLast = 0; // line breaks before its last game (read again after an append)
    std::int32_t openingPlies = 0; // the table's depth; 0 when none is stored
};

class IndexFile {
public:
    // Raised whenever the layout of what is written changes: an older file is then rebuilt.
    static constexpr std::uint32_t Version = 6; // 3: Site and the ratings in the records; 4: the build;
    // 5: a rejected FEN tag's error keeps the FEN (its reason is a message of the table, read again);
    // 6: the checksum chains blocks hashed on their own (filecheck.h: checked on several threads)

    // Writes everything to fd (table may be null); false with a reason when a write fails or
    // cancel is set. index must hold no staged games (shrink() after a scan). codesAt (optional):
    // where the move codes begin in the file. Mapped codes' pages are given back once written.
    static bool write(int fd, const IndexHeader& header, const GameIndex& index, const OpeningTable* table,
                      const std::atomic<bool>* cancel, std::string* error, std::uint64_t* codesAt = nullptr);
    // Reads the header only (magic, version and build checked, not the checksum): what decides whether
    // the rest is wanted.
    static bool readHeader(std::string_view bytes, IndexHeader& header, std::string* reason);
    // Magic, version and checksum only, reading nothing into memory (a written file read back;
    // with mapped, the map of bytes, its pages are given back as they are hashed).
    static bool verify(std::string_view bytes, std::string* reason, const MappedFile* mapped = nullptr);
    // Checks the checksum and every count and reference, then reads the games but the last
    // dropGames and, when all are kept and table is given, the opening table. On false index and
    // table are left as they were. With mapped (the map of bytes), the move codes are read where
    // they lie instead of being copied, and pages are given back to the file cache once hashed.
    static bool read(std::string_view bytes, GameIndex& index, OpeningTable* table, std::string* reason,
                     std::size_t dropGames = 0, std::shared_ptr<const MappedFile> mapped = nullptr);

private:
    static void writeGames(indexio::Writer& out, const GameIndex& index, std::uint64_t* codesAt);
    static void writeTable(indexio::Writer& out, const OpeningTable& table);
    static bool readHeaderFrom(indexio::Reader& in, IndexHeader& header, std::string* reason);
    static bool readGames(indexio::Reader& in, GameIndex& index, std::size_t dropGames, std::size_t& stored,
                          const std::shared_ptr<const MappedFile>& mapped);
    static void readRecords(GameStore& store, const char* records, std::size_t keep, const MappedFile* mapped);
    // The stored errors of the games kept (those up to keep).
    static bool readErrors(indexio::Reader& in, GameIndex& index, std::size_t keep);
    static bool checkGames(GameIndex& index, std::uint64_t fileSize);
    static bool readTable(indexio::Reader& in, OpeningTable& table);
};

} // namespace kibitz::database
