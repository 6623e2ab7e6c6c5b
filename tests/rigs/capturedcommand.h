// A kibitz-cli command run in-process with its stdout and stderr captured (the command tests of
// analyse, review and puzzles).
#pragma once

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace kibitz::test {

struct CommandRun {
    int status = 0;
    std::vector<std::string> lines; // stdout, a line each
    std::string out; // stdout whole
    std::string errors; // stderr
};

// Runs command(name args…) as main() would hand it the arguments.
inline CommandRun runCaptured(int (*command)(const std::vector<std::string>&), const std::string& name,
                              std::vector<std::string> args)
{
    args.insert(args.begin(), name);
    testing::internal::CaptureStdout();
    testing::internal::CaptureStderr();
    CommandRun run;
    run.status = command(args);
    run.errors = testing::internal::GetCapturedStderr();
    run.out = testing::internal::GetCapturedStdout();
    std::istringstream out(run.out);
    for (std::string line; std::getline(out, line);)
        run.lines.push_back(line);
    return run;
}

} // namespace kibitz::test
