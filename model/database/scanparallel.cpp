// The database scan over several threads: the text cut into chunks at likely game starts, each
// chunk scanned on a worker (scanChunk), the parts handed on in file order, and the whole index
// with its opening table (scanAll). Plain C++17.
#include "pgnscanner.h"

#include "core/parallel.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <mutex>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace kibitz::database {

// Cuts after about chunkBytes at the next line starting with '[' whose previous line does not.
std::vector<std::size_t> chunkBounds(std::string_view text, std::size_t chunkBytes, std::size_t from)
{
    std::vector<std::size_t> bounds{from};
    std::size_t at = from + chunkBytes;
    while (at < text.size()) {
        std::size_t nl = text.find("\n[", at);
        while (nl != std::string_view::npos) {
            const std::size_t prev = text.rfind('\n', nl == 0 ? 0 : nl - 1);
            const std::size_t prevStart = prev == std::string_view::npos ? 0 : prev + 1;
            const std::size_t firstChar = text.find_first_not_of(" \t\r", prevStart);
            if (firstChar >= nl || text[firstChar] != '[')
                break; // a blank or movetext line before it: a new tag section starts here
            nl = text.find("\n[", nl + 1);
        }
        if (nl == std::string_view::npos)
            break;
        bounds.push_back(nl + 1);
        at = nl + 1 + chunkBytes;
    }
    bounds.push_back(text.size());
    return bounds;
}

namespace {

// One parallel scan: the chunks, the parts scanned and who waits for whom. Workers take chunks in
// order; the caller hands finished parts on as soon as they are next. A part whose guessed start
// the part before ran over (inside its comment) is read again from where that one ended, on the
// calling thread, so parts always equal the one-thread scan.
class ParallelScan {
public:
    ParallelScan(std::string_view text, const ScanOptions& options)
        : m_text(text), m_options(options), m_from(std::min(options.from, text.size()))
    {
        int threads = options.threads > 0 ? options.threads : core::hardwareThreads();
        // At least 16 chunks per thread (of 64 KB or more): the last chunks then leave no core idle long.
        const std::size_t balanced =
            std::max<std::size_t>((text.size() - m_from) / (16 * std::size_t(threads)), 64u << 10);
        m_bounds = chunkBounds(text, std::max<std::size_t>(std::min(options.chunkBytes, balanced), 1), m_from);
        m_chunks = m_bounds.size() - 1;
        m_threads = int(std::min<std::size_t>(std::size_t(threads), std::max<std::size_t>(m_chunks, 1)));
        m_parts.resize(m_chunks);
        m_done.assign(m_chunks, 0);
    }
    int threads() const { return m_threads; }
    bool complete() const { return m_handed == m_chunks; }
    void work();
    void handOn(const std::function<void(ScanPart&&)>& consume);

private:
    bool cancelled() const { return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed); }
    // Wakes now and then too: the cancel flag is set without notifying.
    template <class Pred> void waitFor(std::unique_lock<std::mutex>& lock, Pred pred)
    {
        while (!pred())
            m_changed.wait_for(lock, std::chrono::milliseconds(50));
    }
    // The next part in file order, moved out; false when cancelled first.
    bool takeNext(ScanPart& part);

    std::string_view m_text;
    const ScanOptions& m_options;
    std::size_t m_from;
    std::vector<std::size_t> m_bounds;
    std::size_t m_chunks = 0;
    int m_threads = 1;
    std::vector<ScanPart> m_parts;
    std::vector<char> m_done;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::size_t m_next = 0, m_handed = 0;
};

// A worker: scans the next chunk until none is left or the scan is cancelled.
void ParallelScan::work()
{
    for (;;) {
        std::size_t mine;
        {
            std::unique_lock lock(m_mutex);
            // Stay at most 2 chunks per thread ahead of the consumer (bounded memory).
            waitFor(lock, [&] {
                return m_next >= m_chunks || cancelled() || m_next < m_handed + 2 * std::size_t(m_threads);
            });
            if (m_next >= m_chunks || cancelled())
                return;
            mine = m_next++;
        }
        ScanPart part = scanChunk(m_text, m_bounds[mine], m_bounds[mine + 1]);
        std::lock_guard lock(m_mutex);
        m_parts[mine] = std::move(part);
        m_done[mine] = 1;
        m_changed.notify_all();
    }
}

bool ParallelScan::takeNext(ScanPart& part)
{
    std::unique_lock lock(m_mutex);
    waitFor(lock, [&] { return m_done[m_handed] || cancelled(); });
    if (!m_done[m_handed])
        return false;
    part = std::move(m_parts[m_handed]);
    ++m_handed;
    m_changed.notify_all();
    return true;
}

// The calling thread: hands the parts on in file order while the workers scan.
void ParallelScan::handOn(const std::function<void(ScanPart&&)>& consume)
{
    std::size_t at = m_from; // where the next game starts: the end of what was consumed
    ScanPart part;
    while (m_handed < m_chunks && !cancelled() && takeNext(part)) {
        if (part.beginOffset != at) { // the part before ran over this chunk's guessed start
            if (at >= m_bounds[m_handed])
                continue; // read whole by the part before
            part = scanChunk(m_text, at, m_bounds[m_handed]);
        }
        const std::size_t from = at;
        at = part.endOffset;
        consume(std::move(part));
        if (m_options.released)
            m_options.released(from, at);
    }
    std::lock_guard lock(m_mutex);
    m_changed.notify_all();
}

} // namespace

bool scanParallel(std::string_view text, const ScanOptions& options, const std::function<void(ScanPart&&)>& consume)
{
    ParallelScan scan(text, options);
    core::runParallel(scan.threads() + 1, [&](int k) { k == 0 ? scan.handOn(consume) : scan.work(); });
#if defined(__GLIBC__)
    // The workers' arenas keep what they freed (the parts' growing buffers, up to ~10 MB with two
    // threads) resident for threads that are gone; the opening table is built next.
    malloc_trim(0);
#endif
    return scan.complete();
}

// Appends the parts one after the other.
GameIndex scanAll(std::string_view text, const ScanOptions& options)
{
    GameIndex index;
    scanInto(index, text, 0, options);
    if (!options.cancel || !options.cancel->load())
        index.buildOpenings(options.openingPlies);
    return index;
}

std::uint64_t scanInto(GameIndex& index, std::string_view text, std::uint64_t lines, const ScanOptions& options)
{
    scanParallel(text, options, [&](ScanPart&& part) {
        if (options.spill)
            part.index.shrinkInto(options.spill);
        index.append(std::move(part.index), std::uint32_t(lines));
        lines += part.newlines;
    });
    index.shrink();
    return lines;
}

} // namespace kibitz::database
