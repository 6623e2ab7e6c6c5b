// The kept index of a PGN database: its GameIndex and opening table stored in the user's cache
// directory (indexfile.h), so that opening the database again — in the window or any
// `kibitz-cli db` command — needs no scan while the file is unchanged. A kept index is used only
// when it is what this build of Kibitz wrote (checksum, version, build identity) for this path
// and this file (device and inode) and the file still has its size, time and content digest
// (filecheck.h); a file that grew and whose old part still has its digest keeps all its games
// but the last, and is read on from that last game's start (an append may have finished it).
// Anything else is a new scan.
// Writes go to a temporary file that is synced, read back and checked before it is renamed: a
// full disk only means nothing is kept; the temporary files of killed writes are removed by the
// next write. A loaded index reads its move codes where they lie in the mapped kept file (the
// system's file cache holds them, not the process); a new scan writes them to a spill beside
// the kept indexes as it goes (codespill.h) and reads them from the kept file once it is written.
// Plain C++17 + POSIX.
#pragma once

#include "filecheck.h"
#include "gameindex.h"
#include "pgnscanner.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace kibitz::database {

class MappedFile;

// The move codes of a kept index file that was just written and read back (see save).
struct KeptCodes {
    std::shared_ptr<const MappedFile> file;
    std::uint64_t at = 0, size = 0;
    // index reads its codes from the file from now on (GameIndex::useCodesFrom): its own copy, or
    // a spill's, is given up. False (nothing changed) when they are not index's.
    bool applyTo(GameIndex& index) const;
};

// A spill for the move codes of a scan of a database of databaseBytes (codespill.h) in dir,
// or null when none can be made there.
std::shared_ptr<CodeSpill> makeCodeSpill(const std::string& dir, std::size_t databaseBytes);

// $XDG_CACHE_HOME (else ~/.cache) /Kibitz/Kibitz/index: QStandardPaths::CacheLocation of the
// window (organization and application Kibitz) and "index".
std::string defaultKeptIndexDir();

class KeptIndex {
public:
    enum class Use {
        Reused, // the whole index (and the table when it was kept at the asked depth)
        Extended, // the games before resumeAt(); read on from there
        Scan, // nothing usable (reason() says why): a full scan
    };

    // dir: where kept indexes are (created when needed); databasePath: the database.
    KeptIndex(std::string dir, const std::string& databasePath);

    // The kept index of the database whose bytes are mapped (identity: fstat of what was
    // mapped). Fills index (and table, left empty when not kept at openingPlies).
    Use load(std::string_view bytes, const FileIdentity& identity, int openingPlies, GameIndex& index,
             OpeningTable& table);
    // After load: where reading goes on, and the line breaks before it (Extended).
    std::uint64_t resumeAt() const { return m_resumeAt; }
    std::uint64_t linesBefore() const { return m_linesBefore; }
    // After load (Reused): whether the opening table was kept too (else it is to be built).
    bool hasTable() const { return m_hasTable; }
    // Why nothing was used ("none kept", "file changed", "damaged: checksum mismatch", ...).
    const std::string& reason() const { return m_reason; }

    // Keeps the complete index of bytes (identity as mapped; table may be null) unless the
    // file at the path is no longer that file; false with a reason when nothing was kept.
    // codes (optional): where the written file holds the index's move codes (GameIndex::useCodesFrom).
    bool save(std::string_view bytes, const FileIdentity& identity, const GameIndex& index,
              const OpeningTable* table, int openingPlies, const std::atomic<bool>* cancel, std::string* error,
              KeptCodes* codes = nullptr) const;

    // Called with byte ranges of the database that save has read and no longer needs (to give
    // a map's pages back, as ScanOptions::released).
    void setReleased(std::function<void(std::size_t, std::size_t)> released) { m_released = std::move(released); }

    // The kept index's file for this database with identity (for tests).
    std::string filePath(const FileIdentity& identity) const;
    const std::string& databasePath() const { return m_path; }

private:
    bool writeVerified(const std::string& target, std::string_view bytes, const FileIdentity& identity,
                       const GameIndex& index, const OpeningTable* table, int openingPlies,
                       const std::atomic<bool>* cancel, std::string* error, KeptCodes* codes) const;
    void removeOthers(const std::string& keep) const;
    void removeLeftovers() const;

    std::string m_dir, m_path, m_prefix;
    std::uint64_t m_resumeAt = 0, m_linesBefore = 0;
    std::string m_reason;
    bool m_hasTable = false;
    std::function<void(std::size_t, std::size_t)> m_released;
};

// What indexKept found and did.
struct KeptScan {
    GameIndex index; // complete, with its opening table
    KeptIndex::Use use = KeptIndex::Use::Scan;
    std::uint64_t resumedAt = 0; // Extended: where reading went on
    std::string reason; // Scan: why nothing kept was used
    bool kept = false; // the index is kept now (reused, or written)
    std::string keepError; // why it could not be written
    double keepMs = 0; // of the time taken, writing it
};
// The index of the mapped database at path: the kept one in dir when it fits (read on after it
// when the file grew), else a scan (rebuild: always); a new index is kept for the next time.
KeptScan indexKept(const MappedFile& file, const std::string& path, const std::string& dir, ScanOptions options,
                   bool rebuild = false);

} // namespace kibitz::database
