#include "keptindex.h"

#include "codespill.h"
#include "indexfile.h"
#include "mappedfile.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::database {

namespace {

std::string hex(std::uint64_t v)
{
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(v));
    return text;
}

// The path as one name: absolute, links resolved (two spellings of one file share an index).
std::string canonical(const std::string& path)
{
    char* resolved = ::realpath(path.c_str(), nullptr);
    if (!resolved)
        return path;
    std::string result(resolved);
    std::free(resolved);
    return result;
}

// mkdir -p.
bool makeDirs(const std::string& dir)
{
    for (std::size_t at = 1; at <= dir.size(); ++at) {
        if (at < dir.size() && dir[at] != '/')
            continue;
        const std::string part = dir.substr(0, at);
        if (::mkdir(part.c_str(), 0700) != 0 && errno != EEXIST)
            return false;
    }
    return true;
}

// Counted in blocks of 64 MB, each handed to released (when set) once counted: the database's
// pages go back to the file cache instead of all staying in the process (6 GB for ten million
// games).
std::size_t linesIn(std::string_view bytes, const std::function<void(std::size_t, std::size_t)>& released)
{
    constexpr std::size_t Block = std::size_t(64) << 20;
    std::size_t lines = 0;
    for (std::size_t at = 0; at < bytes.size(); at += Block) {
        const std::size_t end = std::min(bytes.size(), at + Block);
        lines += std::size_t(std::count(bytes.begin() + at, bytes.begin() + end, '\n'));
        if (released)
            released(at, end);
    }
    return lines;
}

} // namespace

std::string defaultKeptIndexDir()
{
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    std::string base;
    if (xdg && xdg[0] == '/')
        base = xdg;
    else if (const char* home = std::getenv("HOME"))
        base = std::string(home) + "/.cache";
    else
        base = "/tmp";
    return base + "/Kibitz/Kibitz/index";
}

KeptIndex::KeptIndex(std::string dir, const std::string& databasePath)
    : m_dir(std::move(dir)), m_path(canonical(databasePath))
{
    m_prefix = hex(hashBytes(m_path.data(), m_path.size(), 1)) + "-";
}

std::string KeptIndex::filePath(const FileIdentity& identity) const
{
    const std::uint64_t id[2] = {identity.device, identity.inode};
    return m_dir + "/" + m_prefix + hex(hashBytes(id, sizeof id, 2)) + ".kidx";
}

// Same file, same size and time and digest: all of it; grown with the old part's digest: all
// but the last game, read on from its start; anything else: nothing.
KeptIndex::Use KeptIndex::load(std::string_view bytes, const FileIdentity& identity, int openingPlies,
                               GameIndex& index, OpeningTable& table)
{
    m_resumeAt = 0;
    m_linesBefore = 0;
    m_hasTable = false;
    m_reason.clear();
    auto mapped = std::make_shared<MappedFile>();
    const MappedFile& kept = *mapped;
    if (::access(filePath(identity).c_str(), F_OK) != 0 || !mapped->open(filePath(identity))) {
        m_reason = "none kept";
        return Use::Scan;
    }
    IndexHeader header;
    if (!IndexFile::readHeader(kept.bytes(), header, &m_reason))
        return Use::Scan;
    if (header.path != m_path || !header.file.sameFile(identity)) {
        m_reason = "kept for another file";
        return Use::Scan;
    }
    const bool same = header.file == identity && header.digest == contentDigest(bytes);
    const bool grown = !same && identity.size > header.file.size
        && header.digest == contentDigest(bytes.substr(0, std::size_t(header.file.size)));
    if (!same && !grown) {
        m_reason = "file changed";
        return Use::Scan;
    }
    GameIndex read;
    OpeningTable readTable;
    const bool wantTable = same && header.openingPlies == openingPlies;
    if (!IndexFile::read(kept.bytes(), read, wantTable ? &readTable : nullptr, &m_reason, same ? 0 : 1, mapped)) {
        m_reason = "damaged: " + m_reason;
        return Use::Scan;
    }
    index = std::move(read);
    table = std::move(readTable);
    kept.release(0, kept.bytes().size()); // copied, or read again when used
    m_hasTable = wantTable;
    if (same)
        return Use::Reused;
    m_resumeAt = header.lastGameAt;
    m_linesBefore = header.linesBeforeLast;
    return Use::Extended;
}

bool KeptIndex::save(std::string_view bytes, const FileIdentity& identity, const GameIndex& index,
                     const OpeningTable* table, int openingPlies, const std::atomic<bool>* cancel,
                     std::string* error, KeptCodes* codes) const
{
    if (identityOf(m_path) != identity) { // changed while it was read: this index is of no file
        if (error)
            *error = "file changed while indexed";
        return false;
    }
    if (!makeDirs(m_dir)) {
        if (error)
            *error = m_dir + ": " + std::strerror(errno);
        return false;
    }
    const std::string target = filePath(identity);
    removeLeftovers();
    if (!writeVerified(target, bytes, identity, index, table, openingPlies, cancel, error, codes))
        return false;
    removeOthers(target);
    return true;
}

// Temporary file beside the target, synced, mapped again and read back whole (its checksum),
// then renamed over the target; removed on any failure.
bool KeptIndex::writeVerified(const std::string& target, std::string_view bytes, const FileIdentity& identity,
                              const GameIndex& index, const OpeningTable* table, int openingPlies,
                              const std::atomic<bool>* cancel, std::string* error, KeptCodes* codes) const
{
    std::string temp = target + ".XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) {
        if (error)
            *error = std::strerror(errno);
        return false;
    }
    // Locked through a descriptor of its own until the rename, so that removeLeftovers of
    // another process knows it is being written (the lock goes when this process dies).
    const int lockFd = ::open(temp.c_str(), O_RDONLY | O_CLOEXEC);
    if (lockFd >= 0)
        ::flock(lockFd, LOCK_EX);
    IndexHeader header;
    header.path = m_path;
    header.file = identity;
    header.digest = contentDigest(bytes);
    header.openingPlies = openingPlies;
    if (index.size() > 0) {
        header.lastGameAt = index.game(index.size() - 1).offset;
        header.linesBeforeLast = linesIn(bytes.substr(0, std::size_t(header.lastGameAt)), m_released);
    }
    std::uint64_t codesAt = 0;
    bool ok = IndexFile::write(fd, header, index, table, cancel, error, &codesAt);
    if (ok && ::fsync(fd) != 0) { // a full disk may only say so now
        ok = false;
        if (error)
            *error = std::strerror(errno);
    }
    ok = ::close(fd) == 0 && ok;
    auto back = std::make_shared<MappedFile>(); // read back through a new map: what a later load will see
    if (ok) {
        std::string reason;
        ok = back->open(temp) && IndexFile::verify(back->bytes(), &reason, back.get());
        if (!ok && error)
            *error = "written file does not read back: " + reason;
        ok = ok && codesAt + index.codeBytes() <= back->bytes().size();
    }
    if (ok && ::rename(temp.c_str(), target.c_str()) != 0) {
        ok = false;
        if (error)
            *error = std::strerror(errno);
    }
    if (!ok)
        ::unlink(temp.c_str());
    else if (codes)
        *codes = {back, codesAt, index.codeBytes()};
    if (lockFd >= 0)
        ::close(lockFd);
    return ok;
}

// Temporary files of writes that never reached their rename (a killed Kibitz or kibitz-cli):
// unlocked and untouched for a minute (a write that has just made its file may not have
// locked it yet). An index file can be as large as a tenth of its database.
void KeptIndex::removeLeftovers() const
{
    DIR* dir = ::opendir(m_dir.c_str());
    if (!dir)
        return;
    const std::time_t now = std::time(nullptr);
    while (const dirent* entry = ::readdir(dir)) {
        const std::string name = entry->d_name;
        if (name.find(".kidx.") == std::string::npos)
            continue;
        const std::string path = m_dir + "/" + name;
        const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
        if (fd < 0)
            continue;
        struct stat st {};
        if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && now - st.st_mtime >= 60
            && ::flock(fd, LOCK_EX | LOCK_NB) == 0)
            ::unlink(path.c_str());
        ::close(fd);
    }
    ::closedir(dir);
}

// The indexes kept for this path's earlier files (another inode: replaced by a rename).
void KeptIndex::removeOthers(const std::string& keep) const
{
    DIR* dir = ::opendir(m_dir.c_str());
    if (!dir)
        return;
    while (const dirent* entry = ::readdir(dir)) {
        const std::string name = entry->d_name;
        const std::string path = m_dir + "/" + name;
        if (name.rfind(m_prefix, 0) == 0 && path != keep && name.size() > 5
            && name.compare(name.size() - 5, 5, ".kidx") == 0)
            ::unlink(path.c_str());
    }
    ::closedir(dir);
}

bool KeptCodes::applyTo(GameIndex& index) const
{
    return file
        && index.useCodesFrom(reinterpret_cast<const std::uint8_t*>(file->bytes().data()) + at, size, file,
                              &releaseMappedCodes);
}

// Room for as many bytes of codes as the database has: a ply's code (one byte, rarely two or
// three) is shorter than its SAN with the space after it; a spill that fills up anyway leaves
// the rest of the codes in memory.
std::shared_ptr<CodeSpill> makeCodeSpill(const std::string& dir, std::size_t databaseBytes)
{
    auto spill = std::make_shared<CodeSpill>();
    if (!makeDirs(dir) || !spill->open(dir, databaseBytes + (std::size_t(1) << 20)))
        return nullptr;
    return spill;
}

KeptScan indexKept(const MappedFile& file, const std::string& path, const std::string& dir, ScanOptions options,
                   bool rebuild)
{
    using Use = KeptIndex::Use;
    KeptIndex kept(dir, path);
    kept.setReleased(options.released);
    OpeningTable table;
    KeptScan r;
    r.use = rebuild ? Use::Scan : kept.load(file.bytes(), file.identity(), options.openingPlies, r.index, table);
    if (r.use == Use::Reused && kept.hasTable()) {
        r.index.setOpenings(std::move(table));
        r.kept = true;
        return r;
    }
    if (r.use != Use::Reused) // the codes of what is scanned go to a spill, not to memory
        options.spill = makeCodeSpill(dir, file.bytes().size());
    if (r.use == Use::Extended) {
        options.from = std::size_t(kept.resumeAt());
        r.resumedAt = kept.resumeAt();
        scanInto(r.index, file.bytes(), kept.linesBefore(), options);
    } else if (r.use == Use::Scan) {
        r.reason = rebuild ? "rebuild asked" : kept.reason();
        r.index = GameIndex();
        scanInto(r.index, file.bytes(), 0, options);
    }
    if (options.cancel && options.cancel->load())
        return r; // part of the file: neither complete nor to be kept
    r.index.buildOpenings(options.openingPlies);
    const auto start = std::chrono::steady_clock::now();
    KeptCodes codes;
    r.kept = kept.save(file.bytes(), file.identity(), r.index, &r.index.openings(), options.openingPlies,
                       options.cancel, &r.keepError, &codes);
    if (r.kept) // the same bytes, checked when read back: the index's own copy (or spill) is given up
        codes.applyTo(r.index);
    r.keepMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return r;
}

} // namespace kibitz::database
