// The kept index file: its layout, written through indexio::Writer and read back through
// indexio::Reader (indexio.h), and the checks a file passes before anything of it is used.
#include "indexfile.h"

#include "buildidentity.h"
#include "indexio.h"

#include "core/parallel.h"

#include <algorithm>
#include <cstring>

namespace kibitz::database {

namespace {

using indexio::Reader;
using indexio::Writer;

// blockHash(body), on every core for a large file (a thread costs more than a few blocks); the
// pages of a map are given back as they are hashed, 16 MB at a time, so that checking a large
// kept file does not hold it all in memory (its records and table are read again, its move codes
// when a search needs them).
std::uint64_t checksumOf(std::string_view body, const MappedFile* mapped)
{
    constexpr std::size_t BlocksPerThread = 4;
    const int threads = int(std::min<std::size_t>(std::size_t(core::hardwareThreads()),
                                                  std::max<std::size_t>(1, body.size() / (HashBlock * BlocksPerThread))));
    if (!mapped)
        return blockHash(body, threads);
    return blockHash(
        body, threads, [mapped](std::size_t begin, std::size_t end) { mapped->release(begin, end); }, HashBlock * 256);
}

bool refuse(std::string* reason, const char* why)
{
    if (reason)
        *reason = why;
    return false;
}

} // namespace

bool IndexFile::write(int fd, const IndexHeader& header, const GameIndex& index, const OpeningTable* table,
                      const std::atomic<bool>* cancel, std::string* error, std::uint64_t* codesAt)
{
    Writer out(fd, cancel);
    out.raw(indexio::Magic, sizeof indexio::Magic);
    out.put(Version);
    out.put(indexio::layoutOf<GameStore::Packed, OpeningTable::Entry>());
    out.text(buildIdentity());
    out.text(header.path);
    out.put(header.file.device);
    out.put(header.file.inode);
    out.put(header.file.size);
    out.put(header.file.modifiedNs);
    out.put(header.digest);
    out.put(header.lastGameAt);
    out.put(header.linesBeforeLast);
    out.put(std::int32_t(table ? header.openingPlies : 0));
    writeGames(out, index, codesAt);
    out.put(std::uint8_t(table != nullptr));
    if (table)
        writeTable(out, *table);
    return out.finish(error);
}

// Names (id 1 on), records as stored, FEN ids, move codes, errors.
void IndexFile::writeGames(Writer& out, const GameIndex& index, std::uint64_t* codesAt)
{
    const StringPool& names = index.m_strings;
    out.put(std::uint32_t(names.size()));
    for (std::uint32_t id = 1; id < names.size(); ++id)
        out.text(names.text(id));
    const GameStore& store = index.m_store;
    out.put(std::uint64_t(store.size()));
    for (std::size_t at = 0; at < store.size(); at += GameStore::PageSize)
        out.raw(store.m_pageData[at >> GameStore::PageBits],
                std::min(GameStore::PageSize, store.size() - at) * sizeof(GameStore::Packed));
    out.put(std::uint32_t(store.m_fens.size()));
    out.raw(store.m_fens.data(), store.m_fens.size() * sizeof(store.m_fens[0]));
    out.put(store.moveBytes());
    if (codesAt)
        *codesAt = out.written();
    constexpr std::uint64_t Step = std::uint64_t(16) << 20; // copied by then: given back
    std::uint64_t released = 0;
    for (const GameStore::Segment& s : store.m_segments) {
        out.raw(s.codes, s.size);
        if (s.begin + s.size >= released + Step) {
            store.releaseCodes(released, s.begin + s.size);
            released = s.begin + s.size;
        }
    }
    store.releaseCodes(released, store.moveBytes());
    out.put(std::uint32_t(index.m_errors.size()));
    for (const ScanError& e : index.m_errors) {
        out.put(e.game);
        out.put(e.line);
        out.put(e.column);
        out.put(std::uint8_t(e.kind));
        out.text(e.detail);
    }
}

void IndexFile::writeTable(Writer& out, const OpeningTable& table)
{
    out.put(std::uint64_t(table.m_count));
    out.put(std::uint32_t(table.m_pages.size()));
    for (const auto& page : table.m_pages) {
        out.put(std::uint32_t(page.size()));
        out.raw(page.data(), page.size() * sizeof(OpeningTable::Entry));
    }
    out.put(std::uint64_t(table.m_singleCount));
    out.put(std::uint32_t(table.m_singles.size()));
    for (const auto& page : table.m_singles) {
        out.put(std::uint32_t(page.size()));
        out.raw(page.data(), page.size() * sizeof(std::uint64_t));
    }
}

// Magic, version and layout, then what the index was built from.
bool IndexFile::readHeaderFrom(Reader& in, IndexHeader& header, std::string* reason)
{
    const char* magic = in.take(sizeof indexio::Magic);
    if (!magic || std::memcmp(magic, indexio::Magic, sizeof indexio::Magic) != 0)
        return refuse(reason, "not a kept index");
    if (in.get<std::uint32_t>() != Version
        || in.get<std::uint32_t>() != indexio::layoutOf<GameStore::Packed, OpeningTable::Entry>())
        return refuse(reason, "another version");
    if (in.text() != buildIdentity())
        return refuse(reason, in.ok() ? "written by another build" : "truncated");
    header.path = std::string(in.text());
    header.file.device = in.get<std::uint64_t>();
    header.file.inode = in.get<std::uint64_t>();
    header.file.size = in.get<std::uint64_t>();
    header.file.modifiedNs = in.get<std::int64_t>();
    header.file.exists = true;
    header.digest = in.get<std::uint64_t>();
    header.lastGameAt = in.get<std::uint64_t>();
    header.linesBeforeLast = in.get<std::uint64_t>();
    header.openingPlies = in.get<std::int32_t>();
    return in.ok() || refuse(reason, "truncated");
}

bool IndexFile::readHeader(std::string_view bytes, IndexHeader& header, std::string* reason)
{
    Reader in(bytes);
    return readHeaderFrom(in, header, reason);
}

bool IndexFile::verify(std::string_view bytes, std::string* reason, const MappedFile* mapped)
{
    IndexHeader header;
    if (bytes.size() < sizeof indexio::Magic + 8 || !readHeader(bytes, header, reason))
        return refuse(reason, "truncated");
    std::uint64_t sum;
    std::memcpy(&sum, bytes.data() + bytes.size() - 8, 8);
    return checksumOf(bytes.substr(0, bytes.size() - 8), mapped) == sum || refuse(reason, "checksum mismatch");
}

// The checksum first: nothing of a damaged file is read.
bool IndexFile::read(std::string_view bytes, GameIndex& index, OpeningTable* table, std::string* reason,
                     std::size_t dropGames, std::shared_ptr<const MappedFile> mapped)
{
    if (bytes.size() < sizeof indexio::Magic + 8)
        return refuse(reason, "truncated");
    const std::string_view body = bytes.substr(0, bytes.size() - 8);
    std::uint64_t sum;
    std::memcpy(&sum, bytes.data() + body.size(), 8);
    Reader in(body);
    IndexHeader header;
    if (!readHeaderFrom(in, header, reason))
        return false;
    if (checksumOf(body, mapped.get()) != sum)
        return refuse(reason, "checksum mismatch");
    GameIndex games;
    std::size_t stored = 0;
    if (!readGames(in, games, dropGames, stored, mapped) || !checkGames(games, header.file.size))
        return refuse(reason, "damaged");
    const bool hasTable = in.get<std::uint8_t>() != 0;
    OpeningTable kept;
    const bool wanted = table && hasTable && games.size() == stored;
    if (wanted && (!readTable(in, kept) || !in.atEnd()))
        return refuse(reason, "damaged");
    index = std::move(games);
    if (table)
        *table = std::move(kept);
    return true;
}

// Names, records (all but the last dropGames), FEN ids, codes and errors of those games.
bool IndexFile::readGames(Reader& in, GameIndex& index, std::size_t dropGames, std::size_t& stored,
                          const std::shared_ptr<const MappedFile>& mapped)
{
    const auto names = in.get<std::uint32_t>();
    for (std::uint32_t id = 1; id < names && in.ok(); ++id)
        if (index.m_strings.intern(in.text()) != id)
            return false; // a name twice: not what a pool writes
    stored = std::size_t(in.get<std::uint64_t>());
    if (!in.ok() || stored > (std::size_t(1) << 40) / sizeof(GameStore::Packed))
        return false;
    const auto* records = reinterpret_cast<const unsigned char*>(in.take(stored * sizeof(GameStore::Packed)));
    const auto fens = in.get<std::uint32_t>();
    const char* fenData = in.take(std::size_t(fens) * 8);
    const auto codeBytes = in.get<std::uint64_t>();
    const char* codes = in.take(std::size_t(codeBytes));
    if (!in.ok() || codeBytes > std::numeric_limits<std::uint32_t>::max())
        return false;
    const std::size_t keep = stored - std::min(dropGames, stored);
    GameStore& store = index.m_store;
    std::uint64_t keptCodes = codeBytes;
    readRecords(store, reinterpret_cast<const char*>(records), keep, mapped.get());
    if (keep < stored) {
        GameStore::Packed next;
        std::memcpy(&next, records + keep * sizeof(GameStore::Packed), sizeof next);
        keptCodes = std::min<std::uint64_t>(next.movesBegin, codeBytes);
    }
    for (std::uint32_t k = 0; k < fens; ++k) {
        std::pair<std::uint32_t, std::uint32_t> f;
        std::memcpy(&f.first, fenData + 8 * k, 4);
        std::memcpy(&f.second, fenData + 8 * k + 4, 4);
        if (f.first < keep)
            store.m_fens.push_back(f);
    }
    if (mapped)
        store.addMapped(reinterpret_cast<const std::uint8_t*>(codes), std::size_t(keptCodes), mapped,
                        &releaseMappedCodes);
    else
        store.addSegment(std::vector<std::uint8_t>(codes, codes + keptCodes));
    return readErrors(in, index, keep);
}

// Full pages are copied into one block (huge pages, on every core for a large index), the last
// part into a page of its own that push() can fill. Each copied stretch of the map is given back
// at once: the file's pages need not stay beside the copy.
void IndexFile::readRecords(GameStore& store, const char* records, std::size_t keep, const MappedFile* mapped)
{
    using Packed = GameStore::Packed;
    constexpr std::size_t PageBytes = GameStore::PageSize * sizeof(Packed), Stretch = 16; // pages
    const std::size_t recordsAt = mapped ? std::size_t(records - mapped->bytes().data()) : 0;
    const std::size_t full = keep / GameStore::PageSize;
    auto copy = [&](char* to, std::size_t begin, std::size_t end) { // bytes of the records
        std::memcpy(to, records + begin, end - begin);
        if (mapped)
            mapped->release(recordsAt + begin, recordsAt + end);
    };
    std::size_t at = 0; // records copied
    if (const std::shared_ptr<void> block = hugeBlock(full * PageBytes)) {
        auto* pages = static_cast<char*>(block.get());
        const int threads = full >= 4 * Stretch ? core::hardwareThreads() : 1;
        core::runParallelOver(full, threads, [&](int, std::size_t first, std::size_t last) {
            for (std::size_t p = first; p < last; p += Stretch)
                copy(pages + p * PageBytes, p * PageBytes, std::min(last, p + Stretch) * PageBytes);
        });
        for (std::size_t p = 0; p < full; ++p) {
            store.m_pageData.push_back(reinterpret_cast<const Packed*>(pages + p * PageBytes));
            store.m_pages.push_back(block);
        }
        at = full * GameStore::PageSize;
    }
    for (; at < keep; at += GameStore::PageSize) {
        auto page = std::make_shared<std::vector<Packed>>();
        page->reserve(GameStore::PageSize);
        page->resize(std::min(GameStore::PageSize, keep - at));
        copy(reinterpret_cast<char*>(page->data()), at * sizeof(Packed), (at + page->size()) * sizeof(Packed));
        store.m_pageData.push_back(page->data());
        store.m_filling = page;
        store.m_pages.push_back(std::move(page));
    }
    store.m_size = keep;
}

bool IndexFile::readErrors(Reader& in, GameIndex& index, std::size_t keep)
{
    const auto errors = in.get<std::uint32_t>();
    for (std::uint32_t k = 0; k < errors && in.ok(); ++k) {
        ScanError e;
        e.game = in.get<std::uint32_t>();
        e.line = in.get<std::uint32_t>();
        e.column = in.get<std::uint32_t>();
        e.kind = ScanErrorKind(in.get<std::uint8_t>());
        e.detail = std::string(in.text());
        if (e.kind > ScanErrorKind::ResultInVariation)
            return false;
        if (e.game <= keep)
            index.m_errors.push_back(std::move(e));
    }
    return in.ok();
}

// Every reference points inside: names, FEN ids, offsets within the file, codes within the
// codes and enough of them for the plies (a replay never reads past them).
bool IndexFile::checkGames(GameIndex& index, std::uint64_t fileSize)
{
    const GameStore& store = index.m_store;
    const std::size_t names = index.m_strings.size();
    std::uint64_t lastOffset = 0, plies = 0;
    std::size_t fen = 0;
    for (std::size_t i = 0; i < store.size(); ++i) {
        const GameStore::Packed& p = store.packed(i);
        const std::uint64_t end = i + 1 < store.size() ? store.packed(i + 1).movesBegin : store.moveBytes();
        if (p.offset < lastOffset || p.offset >= std::max<std::uint64_t>(fileSize, 1) || p.white >= names
            || p.black >= names || p.event >= names || p.round >= names || p.site >= names || end < p.movesBegin
            || end - p.movesBegin < p.plies)
            return false;
        if (p.hasFen != (fen < store.m_fens.size() && store.m_fens[fen].first == i))
            return false;
        if (p.hasFen && store.m_fens[fen++].second >= names)
            return false;
        lastOffset = p.offset;
        plies += p.plies;
    }
    for (const ScanError& e : index.m_errors)
        if (e.game == 0 || e.game > store.size())
            return false;
    index.m_plies = plies;
    return fen == store.m_fens.size() && (store.size() == 0 || store.packed(0).movesBegin == 0);
}

// Pages as written; the counts must add up (the table's queries search every page).
bool IndexFile::readTable(Reader& in, OpeningTable& table)
{
    table.m_count = std::uint32_t(in.get<std::uint64_t>());
    const auto pages = in.get<std::uint32_t>();
    std::uint64_t entries = 0;
    for (std::uint32_t k = 0; k < pages && in.ok(); ++k) {
        const auto n = in.get<std::uint32_t>();
        const char* data = in.take(std::size_t(n) * sizeof(OpeningTable::Entry));
        if (!data || n > (1u << OpeningTable::PageBits))
            return false;
        auto& page = table.m_pages.emplace_back(n);
        std::memcpy(page.data(), data, std::size_t(n) * sizeof(OpeningTable::Entry));
        entries += n;
    }
    table.m_singleCount = std::size_t(in.get<std::uint64_t>());
    const auto singlePages = in.get<std::uint32_t>();
    std::uint64_t singles = 0;
    for (std::uint32_t k = 0; k < singlePages && in.ok(); ++k) {
        const auto n = in.get<std::uint32_t>();
        const char* data = in.take(std::size_t(n) * 8);
        if (!data)
            return false;
        auto& page = table.m_singles.emplace_back(n);
        std::memcpy(page.data(), data, std::size_t(n) * 8);
        singles += n;
    }
    return in.ok() && entries == table.m_count && singles == table.m_singleCount;
}

} // namespace kibitz::database
