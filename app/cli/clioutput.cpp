#include "clioutput.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace kibitz::cli {

namespace {
int g_error = 0; // errno of the first failed write seen, -1 when it was not known
bool g_reported = false;

// Notes the failure when stdout's error flag is set; its errno is kept from the first time it is
// seen, which the callers make right after their writes.
bool failed()
{
    if (!std::ferror(stdout) && std::cout.good())
        return false;
    if (g_error == 0)
        g_error = errno != 0 ? errno : -1;
    return true;
}
} // namespace

bool outputOk() { return !failed(); }

bool finishOutput()
{
    errno = 0;
    std::cout.flush();
    std::fflush(stdout);
    if (!failed())
        return true;
    if (!g_reported) {
        g_reported = true;
        if (g_error > 0)
            std::fprintf(stderr, "kibitz-cli: error: cannot write the output: %s\n", std::strerror(g_error));
        else
            std::fputs("kibitz-cli: error: cannot write the output\n", stderr);
    }
    return false;
}

} // namespace kibitz::cli
