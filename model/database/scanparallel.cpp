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

// Workers take chunks in order; the caller hands finished parts on as soon as they are next. A
// part whose guessed start the part before ran over (inside its comment) is read again from where
// that one ended, on the calling thread, so parts always equal the one-thread scan.
bool scanParallel(std::string_view text, const ScanOptions& options, const std::function<void(ScanPart&&)>& consume)
{
    int threads = options.threads > 0 ? options.threads : core::hardwareThreads();
    // At least 16 chunks per thread (of 64 KB or more): the last chunks then leave no core idle long.
    const std::size_t from = std::min(options.from, text.size());
    const std::size_t balanced = std::max<std::size_t>((text.size() - from) / (16 * std::size_t(threads)), 64u << 10);
    const std::vector<std::size_t> bounds =
        chunkBounds(text, std::max<std::size_t>(std::min(options.chunkBytes, balanced), 1), from);
    const std::size_t chunks = bounds.size() - 1;
    threads = int(std::min<std::size_t>(std::size_t(threads), std::max<std::size_t>(chunks, 1)));
    std::vector<ScanPart> parts(chunks);
    std::vector<char> done(chunks, 0);
    std::mutex mutex;
    std::condition_variable changed;
    std::size_t next = 0, handed = 0;
    auto cancelled = [&] { return options.cancel && options.cancel->load(std::memory_order_relaxed); };
    // Wakes now and then too: the cancel flag is set without notifying.
    auto waitFor = [&](std::unique_lock<std::mutex>& lock, auto pred) {
        while (!pred())
            changed.wait_for(lock, std::chrono::milliseconds(50));
    };
    auto work = [&] {
        for (;;) {
            std::size_t mine;
            {
                std::unique_lock lock(mutex);
                // Stay at most 2 chunks per thread ahead of the consumer (bounded memory).
                waitFor(lock,
                        [&] { return next >= chunks || cancelled() || next < handed + 2 * std::size_t(threads); });
                if (next >= chunks || cancelled())
                    return;
                mine = next++;
            }
            ScanPart part = scanChunk(text, bounds[mine], bounds[mine + 1]);
            std::lock_guard lock(mutex);
            parts[mine] = std::move(part);
            done[mine] = 1;
            changed.notify_all();
        }
    };
    // The calling thread hands the parts on (task 0) while the others scan.
    auto handOn = [&] {
        std::size_t at = from; // where the next game starts: the end of what was consumed
        for (; handed < chunks && !cancelled();) {
            ScanPart part;
            {
                std::unique_lock lock(mutex);
                waitFor(lock, [&] { return done[handed] || cancelled(); });
                if (!done[handed])
                    break;
                part = std::move(parts[handed]);
                ++handed;
                changed.notify_all();
            }
            if (part.beginOffset != at) { // the part before ran over this chunk's guessed start
                if (at >= bounds[handed])
                    continue; // read whole by the part before
                part = scanChunk(text, at, bounds[handed]);
            }
            const std::size_t from = at;
            at = part.endOffset;
            consume(std::move(part));
            if (options.released)
                options.released(from, at);
        }
        {
            std::lock_guard lock(mutex);
            changed.notify_all();
        }
    };
    core::runParallel(threads + 1, [&](int k) { k == 0 ? handOn() : work(); });
#if defined(__GLIBC__)
    // The workers' arenas keep what they freed (the parts' growing buffers, up to ~10 MB with two
    // threads) resident for threads that are gone; the opening table is built next.
    malloc_trim(0);
#endif
    return handed == chunks;
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
        index.append(std::move(part.index), std::uint32_t(lines));
        lines += part.newlines;
    });
    index.shrink();
    return lines;
}

} // namespace kibitz::database
