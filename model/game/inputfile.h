// Input files are checked before they are read: a device (/dev/zero reads until memory runs out),
// a FIFO (opening one without a writer blocks) or a folder is refused by name, and a file larger
// than its reader's limit is refused with its size. Plain C++17 over POSIX; the window's Qt code
// words the same refusals in its own language (io/inputcheck.h).
#pragma once

#include <cstdint>
#include <string>

namespace kibitz::game {

enum class FileKind { Regular, Missing, Folder, Device, Fifo, Other };

// What path names, links followed, found without opening it.
FileKind fileKind(const std::string& path);
// Why a file of this kind is no input ("it is a folder, not a file"); empty for a regular file.
std::string notAFileReason(FileKind kind);

// Opens path for reading when it is a regular file: returns the descriptor, else -1 with error
// set to the reason (the system's, or notAFileReason(); the caller names the file). Opened without
// blocking and checked again on the descriptor, so a FIFO put in its place after the check by name
// is refused too. size, when given, gets the file's size from that check.
int openInputFile(const std::string& path, std::string& error, std::uint64_t* size = nullptr);

// The whole of the regular file at path, when it holds at most maxBytes; false with error set to
// the reason (with the size and the limit when it is too large) otherwise.
bool readInputFile(const std::string& path, std::uint64_t maxBytes, std::string& out, std::string& error);
// The same for a descriptor openInputFile returned with size; takes the descriptor and closes it.
// For a caller that looks at the size before it chooses how to read (a map or a copy).
bool readOpenedFile(int fd, std::uint64_t size, std::uint64_t maxBytes, std::string& out, std::string& error);

} // namespace kibitz::game
