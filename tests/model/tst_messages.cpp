// The one message table (core/messages.h): every id has its text in order, arguments fill the
// placeholders in one pass, and no source builds an English message beside the table.
#include "core/fen.h"
#include "core/messages.h"
#include "core/san.h"
#include "game/pgnreader.h"

#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace kibitz;
using core::Message;
using core::MessageId;

namespace {

std::string fileText(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The .cpp and .h files below folder (relative to the source tree).
std::vector<std::filesystem::path> sourcesUnder(const std::string& folder)
{
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(std::string(KIBITZ_SOURCE_DIR) + "/" + folder))
        if (entry.path().extension() == ".cpp" || entry.path().extension() == ".h")
            files.push_back(entry.path());
    return files;
}

} // namespace

TEST(MessageTable, EveryIdHasItsOwnText)
{
    std::set<std::string> seen;
    for (int i = 1; i < int(MessageId::Count); ++i) {
        const std::string source = core::messageSource(MessageId(i));
        EXPECT_FALSE(source.empty()) << "id " << i;
        EXPECT_TRUE(seen.insert(source).second) << "two ids share \"" << source << "\"";
        // Placeholders run from %1 without a gap.
        for (int n = 1; n <= core::messageArgumentCount(MessageId(i)); ++n)
            EXPECT_NE(source.find("%" + std::to_string(n)), std::string::npos) << source;
    }
    EXPECT_STREQ(core::messageSource(MessageId::Literal), "");
}

TEST(MessageTable, ArgumentsFillPlaceholdersOnce)
{
    const Message m(MessageId::SanIllegal, {"%2", Message(MessageId::SanNoPieceOn, {"e4"})});
    EXPECT_EQ(m.english(), "%2 is not a legal move: there is no piece on e4");
    EXPECT_EQ(core::listMessage({"a", "b", "c"}).english(), "a, b and c");
    EXPECT_EQ(core::coloredPieceMessage(core::Black, core::Knight).english(), "black knight");
    EXPECT_EQ(core::pieceMessage(core::Queen).english(), "queen");
    EXPECT_EQ(core::colorMessage(core::White).english(), "white");
}

// What an error says is the table's text of its id: a translation of the same id changes it.
TEST(MessageTable, ErrorsCarryIdsOfTheTable)
{
    core::Position pos;
    const auto fen = core::parseFen("8/8/8/8/8/8/8/K7 w - - 0 1", pos);
    ASSERT_TRUE(fen);
    EXPECT_EQ(fen->message.id, MessageId::FenMissingKing);
    EXPECT_EQ(fen->message.english(), "black has no king");
    const auto shout = [](const char* source) {
        std::string s = source;
        for (char& c : s)
            c = char(std::toupper(static_cast<unsigned char>(c)));
        return s;
    };
    EXPECT_EQ(core::formatMessage(fen->message, shout), "BLACK HAS NO KING");

    const game::PgnReadResult r = game::readPgn("1. e4 Nf6?? 2. Nc3 *\n\n1. e4 e5 2. Ke3 *");
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors[0].message.id, MessageId::PgnAt);
    EXPECT_EQ(r.errors[0].message.english(),
              "game 2, line 3, column 13: illegal move \"Ke3\" (Ke3 is not a legal move: no white king can reach e3)");
}

// The check that keeps it so: the core, the PGN reader and the opening books build no English text of their own,
// and no text of the table is written a second time anywhere in the program.
TEST(MessageTable, NoMessageIsWrittenBesideTheTable)
{
    const std::regex assigned(R"(message\s*\+?=\s*[^;]*")");
    const std::regex made(R"(makeError\([^;]*"[A-Za-z' ]*[a-z] [a-z])");
    for (const std::string folder : {"model/core", "model/game", "model/openings"})
        for (const auto& path : sourcesUnder(folder)) {
            if (path.filename() == "messages.cpp")
                continue;
            std::istringstream lines(fileText(path));
            std::string line;
            for (int n = 1; std::getline(lines, line); ++n) {
                EXPECT_FALSE(std::regex_search(line, assigned)) << path << ":" << n << ": " << line;
                EXPECT_FALSE(std::regex_search(line, made)) << path << ":" << n << ": " << line;
            }
        }
    std::vector<std::pair<std::filesystem::path, std::string>> program;
    for (const std::string folder : {"model", "app", "view"})
        for (const auto& path : sourcesUnder(folder))
            if (path.filename() != "messages.cpp")
                program.emplace_back(path, fileText(path));
    for (int i = 1; i < int(MessageId::Count); ++i) {
        // The longest run of the text between placeholders, when it is a phrase of its own.
        const std::string source = core::messageSource(MessageId(i));
        std::string longest;
        std::size_t start = 0;
        for (std::size_t p = 0; p <= source.size(); ++p)
            if (p == source.size() || (source[p] == '%' && p + 1 < source.size() && std::isdigit(source[p + 1]))) {
                if (p - start > longest.size())
                    longest = source.substr(start, p - start);
                start = p + 2;
            }
        while (!longest.empty() && longest.front() == ' ')
            longest.erase(0, 1);
        while (!longest.empty() && longest.back() == ' ')
            longest.pop_back();
        if (longest.size() < 20)
            continue;
        // Only inside a string literal of code (comments may quote a message).
        for (const auto& [path, text] : program)
            for (std::size_t at = text.find(longest); at != std::string::npos; at = text.find(longest, at + 1)) {
                const std::size_t lineStart = text.rfind('\n', at) + 1;
                const std::string before = text.substr(lineStart, at - lineStart);
                const bool comment = before.find("//") != std::string::npos;
                EXPECT_TRUE(comment || before.find('"') == std::string::npos)
                    << path << " writes \"" << longest << "\" again";
            }
    }
}

// A message's English is what kibitz-cli prints; everywhere else in the program it is translated
// (ErrorText). An english() outside app/cli is a message that skips the translation: the engine's
// refused FEN and the core's FEN repair notes were such, each worded again where it was shown.
TEST(MessageTable, OnlyTheCliPrintsTheEnglish)
{
    for (const std::string folder : {"model", "app", "view"})
        for (const auto& path : sourcesUnder(folder)) {
            const std::string name = path.generic_string();
            if (name.find("/app/cli/") != std::string::npos || path.filename() == "messages.cpp"
                || path.filename() == "messages.h")
                continue;
            std::istringstream lines(fileText(path));
            std::string line;
            for (int n = 1; std::getline(lines, line); ++n) {
                const std::size_t at = line.find("english()");
                EXPECT_TRUE(at == std::string::npos || line.rfind("//", at) != std::string::npos)
                    << path << ":" << n << ": " << line;
            }
        }
}
