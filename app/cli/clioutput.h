// kibitz-cli's standard output is its product: a write that fails (a full disk, /dev/full, a
// closed file system) must end the command with a message and a non-zero status, never exit 0
// with part of the output missing. std::cout writes through stdout (sync_with_stdio), so both are
// watched through stdout's error flag. Plain C++17.
#pragma once

namespace kibitz::cli {

// True while every write to stdout so far has succeeded; long outputs ask between their parts
// and stop early when it is false.
bool outputOk();
// Flushes stdout; when any write to it failed, says so on stderr (once) and returns false. Every
// flush goes through here, so that the reason (errno) of its failure is kept.
bool finishOutput();

} // namespace kibitz::cli
