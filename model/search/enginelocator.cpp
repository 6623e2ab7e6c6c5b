// findStockfishPath: PATH first, then the folders where packages put engines.
#include "enginelocator.h"

#include <cstdlib>
#include <vector>

#ifdef _WIN32
#include <io.h>
#else
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace kibitz::search {

namespace {
#ifdef _WIN32
constexpr char ListSeparator = ';';
const char* const ProgramName = "stockfish.exe";
bool isExecutable(const std::string& path) { return _access(path.c_str(), 0) == 0; }
#else
constexpr char ListSeparator = ':';
const char* const ProgramName = "stockfish";
// A regular file this user may execute.
bool isExecutable(const std::string& path)
{
    struct stat st { };
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}
#endif
} // namespace

std::string findStockfishPath()
{
    std::vector<std::string> folders;
    if (const char* path = std::getenv("PATH")) {
        std::string list = path;
        std::size_t start = 0;
        while (start <= list.size()) {
            const std::size_t end = list.find(ListSeparator, start);
            const std::string folder = list.substr(start, end == std::string::npos ? std::string::npos : end - start);
            if (!folder.empty())
                folders.push_back(folder);
            if (end == std::string::npos)
                break;
            start = end + 1;
        }
    }
    for (const char* extra : {"/usr/games", "/usr/local/games", "/usr/local/bin", "/opt/homebrew/bin"})
        folders.emplace_back(extra);
    for (const std::string& folder : folders) {
        const std::string candidate = folder + "/" + ProgramName;
        if (isExecutable(candidate))
            return candidate;
    }
    return {};
}

} // namespace kibitz::search
