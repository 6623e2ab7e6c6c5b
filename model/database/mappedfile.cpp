#include "mappedfile.h"

#include "game/inputfile.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::database {

namespace {

// The guarded maps, read by the signal handler without locks.
struct GuardedMap {
    std::atomic<const char*> begin{nullptr};
    std::atomic<std::size_t> size{0};
    std::atomic<bool> shortened{false};
};
constexpr int MaxGuardedMaps = 32;
GuardedMap g_maps[MaxGuardedMaps];
std::mutex g_slotsMutex; // taking and giving back slots (never in the handler)
struct sigaction g_previous { };

// A read past the end of a shortened file: zeros in place of the missing page, else the
// previous handler (or the default, which ends the process as before).
void onBusError(int sig, siginfo_t* info, void* context)
{
    const auto* address = static_cast<const char*>(info->si_addr);
    for (GuardedMap& map : g_maps) {
        const char* begin = map.begin.load();
        if (!begin || address < begin || address >= begin + map.size.load())
            continue;
        const auto page = std::uintptr_t(::sysconf(_SC_PAGESIZE));
        void* at = reinterpret_cast<void*>(reinterpret_cast<std::uintptr_t>(address) & ~(page - 1));
        if (::mmap(at, page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED) {
            map.shortened = true;
            return;
        }
    }
    if ((g_previous.sa_flags & SA_SIGINFO) && g_previous.sa_sigaction)
        g_previous.sa_sigaction(sig, info, context);
    else if (g_previous.sa_handler != SIG_DFL && g_previous.sa_handler != SIG_IGN)
        g_previous.sa_handler(sig);
    else
        ::signal(SIGBUS, SIG_DFL); // the faulting read runs again and ends the process
}

// Installs the handler once and takes a free slot for [data, data + size); -1 when all are taken.
int guard(const char* data, std::size_t size)
{
    static std::once_flag installed;
    std::call_once(installed, [] {
        struct sigaction action { };
        action.sa_sigaction = onBusError;
        action.sa_flags = SA_SIGINFO;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGBUS, &action, &g_previous);
    });
    std::lock_guard<std::mutex> lock(g_slotsMutex);
    for (int i = 0; i < MaxGuardedMaps; ++i) {
        if (g_maps[i].begin.load())
            continue;
        g_maps[i].shortened = false;
        g_maps[i].size = size;
        g_maps[i].begin = data;
        return i;
    }
    return -1;
}

// Gives a slot back (before the map goes).
void unguard(int slot)
{
    if (slot < 0)
        return;
    std::lock_guard<std::mutex> lock(g_slotsMutex);
    g_maps[slot].begin = nullptr;
    g_maps[slot].size = 0;
}

} // namespace

MappedFile::~MappedFile() { close(); }

bool MappedFile::changedWhileMapped() const { return m_slot >= 0 && g_maps[m_slot].shortened.load(); }

// Opens, sizes and maps the file; the descriptor is closed at once (the map stays valid).
bool MappedFile::open(const std::string& path)
{
    close();
    const int fd = game::openInputFile(path, m_error); // a FIFO or a device is refused unopened
    if (fd < 0) {
        m_error = path + ": " + m_error;
        return false;
    }
    const bool mapped = open(fd, path);
    ::close(fd);
    return mapped;
}

bool MappedFile::open(int fd, const std::string& path)
{
    close();
    m_identity = identityOf(fd);
    m_size = std::size_t(m_identity.size);
    if (m_size > 0) {
        void* p = ::mmap(nullptr, m_size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (p == MAP_FAILED) {
            m_error = path + ": " + std::strerror(errno);
            m_size = 0;
            return false;
        }
        ::madvise(p, m_size, MADV_SEQUENTIAL);
        m_data = static_cast<const char*>(p);
        m_slot = guard(m_data, m_size);
    }
    return true;
}

// Whole pages inside the range only, so that neighbouring chunks keep theirs.
void MappedFile::release(std::size_t begin, std::size_t end) const
{
    if (m_data)
        releaseWholePages(m_data + begin, m_data + end, m_data + m_size);
}

void releaseWholePages(const void* begin, const void* end, const void* limit)
{
    const auto page = std::uintptr_t(::sysconf(_SC_PAGESIZE));
    const std::uintptr_t first = (std::uintptr_t(begin) + page - 1) / page * page;
    const std::uintptr_t last = std::uintptr_t(end) / page * page;
    if (first < last && (!limit || last <= std::uintptr_t(limit)))
        ::madvise(reinterpret_cast<void*>(first), last - first, MADV_DONTNEED);
}

// Aligned to a huge page inside a slightly larger map: THP (where it is on, even only "madvise")
// backs each aligned 2 MB with one page.
std::shared_ptr<void> hugeBlock(std::size_t size)
{
    constexpr std::size_t Huge = std::size_t(2) << 20;
    if (size == 0)
        return nullptr;
    const std::size_t length = (size + Huge - 1) / Huge * Huge + Huge;
    void* map = ::mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (map == MAP_FAILED)
        return nullptr;
    void* start = reinterpret_cast<void*>((std::uintptr_t(map) + Huge - 1) / Huge * Huge);
    ::madvise(start, length - Huge, MADV_HUGEPAGE);
    return std::shared_ptr<void>(start, [map, length](void*) { ::munmap(map, length); });
}

void releaseMappedCodes(const void* file, const std::uint8_t* begin, const std::uint8_t* end)
{
    const auto* mapped = static_cast<const MappedFile*>(file);
    const auto* base = reinterpret_cast<const std::uint8_t*>(mapped->bytes().data());
    mapped->release(std::size_t(begin - base), std::size_t(end - base));
}

// Unmaps the bytes.
void MappedFile::close()
{
    unguard(m_slot);
    m_slot = -1;
    if (m_data)
        ::munmap(const_cast<char*>(m_data), m_size);
    m_data = nullptr;
    m_size = 0;
    m_identity = {};
}

} // namespace kibitz::database
