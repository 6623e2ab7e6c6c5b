// PGN export with line wrapping; variations are written recursively (nesting is bounded on import).
#include "pgnwriter.h"

#include "utf8.h"

#include "core/fen.h"

#include <array>

namespace kibitz::game {

namespace {

constexpr std::array<const char*, 7> RosterNames{"Event", "Site", "Date", "Round", "White", "Black", "Result"};
constexpr std::array<const char*, 7> RosterDefaults{"?", "?", "????.??.??", "?", "?", "?", "*"};

// Number of characters in text; a byte outside well-formed UTF-8 counts as one, so that a
// token is never of length 0 (the line would lose its separating space; found by fuzz_pgn).
int displayLength(std::string_view text) { return int(utf8::length(text)); }

// Tag value with quotes and backslashes escaped and line breaks removed.
std::string escapeTagValue(const std::string& value)
{
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\')
            out.push_back('\\');
        out.push_back(c == '\n' || c == '\r' ? ' ' : c);
    }
    return out;
}

class Writer {
public:
    Writer(std::string& out, const Game& game, int width) : m_out(out), m_tree(game.tree), m_width(width) { }

    // Movetext of the whole game and its result.
    void movetext(const std::string& result)
    {
        const Node& root = m_tree.root();
        if (!root.comment.empty())
            comment(root.comment);
        if (!root.children.empty())
            line(root.children.front());
        token(result);
        m_out += "\n\n";
    }

private:
    // Writes a token, breaking the line when it would get too long.
    void token(std::string_view text, bool glueLeft = false)
    {
        std::string t = m_prefix;
        m_prefix.clear();
        t += text;
        const int len = displayLength(t);
        if (m_column > 0 && m_column + (glueLeft ? 0 : 1) + len > m_width) {
            m_out.push_back('\n');
            m_column = 0;
        } else if (m_column > 0 && !glueLeft) {
            m_out.push_back(' ');
            ++m_column;
        }
        if (m_column == 0 && t.front() == '%') { // would read as an escape line
            m_out.push_back(' ');
            ++m_column;
        }
        m_out += t;
        m_column += len;
    }

    // A {comment}, word by word so that it wraps like the moves. A brace comment cannot hold
    // '}', a ';' comment up to the line's end can: one-line text with '}' is written that way.
    void comment(const std::string& text)
    {
        if (text.find('}') != std::string::npos && text.find_first_of("\r\n") == std::string::npos) {
            token("; " + text);
            m_out.push_back('\n');
            m_column = 0;
            return;
        }
        std::string clean = text;
        for (char& c : clean)
            if (c == '}')
                c = ')';
        std::size_t start = 0;
        bool first = true;
        while (start < clean.size()) {
            std::size_t end = clean.find(' ', start);
            if (end == std::string::npos)
                end = clean.size();
            std::string word = clean.substr(start, end - start);
            start = end + 1;
            if (word.empty())
                continue;
            if (first)
                word.insert(0, "{");
            first = false;
            if (start >= clean.size())
                word.push_back('}');
            token(word);
        }
        if (first)
            token("{}");
    }

    // "12." before White's moves, "12..." before Black's when the context was interrupted; kept
    // on one line with the move that follows.
    void moveNumber(const Node& n, bool force)
    {
        const core::Position& before = m_tree.node(n.parent).position;
        const std::string number = std::to_string(before.fullmoveNumber());
        if (before.sideToMove() == core::White)
            m_prefix += number + ". ";
        else if (force)
            m_prefix += number + "... ";
    }

    // The line starting at first, with the variations branching off it.
    void line(NodeId first)
    {
        bool force = true;
        for (NodeId cur = first; cur != NoNode;) {
            const Node& n = m_tree.node(cur);
            if (!n.preComment.empty()) {
                comment(n.preComment);
                force = true;
            }
            moveNumber(n, force);
            token(n.san);
            for (std::uint8_t nag : n.nags)
                token("$" + std::to_string(nag));
            force = false;
            if (!n.comment.empty()) {
                comment(n.comment);
                force = true;
            }
            const Node& parent = m_tree.node(n.parent);
            if (parent.children.front() == cur) {
                for (std::size_t i = 1; i < parent.children.size(); ++i) {
                    m_prefix = "(";
                    line(parent.children[i]);
                    token(")", true);
                    force = true;
                }
            }
            cur = n.children.empty() ? NoNode : n.children.front();
        }
    }

    std::string& m_out;
    const GameTree& m_tree;
    int m_width;
    int m_column = 0;
    std::string m_prefix;
};

} // namespace

// Roster, set-up tags, then the rest.
std::vector<Tag> exportTags(const Game& game)
{
    std::vector<Tag> tags;
    for (std::size_t i = 0; i < RosterNames.size(); ++i) {
        std::string value = i == 6 ? game.result() : game.tag(RosterNames[i]);
        tags.push_back(Tag{RosterNames[i], value.empty() ? RosterDefaults[i] : value});
    }
    const core::Position& start = game.tree.startPosition();
    if (start != core::Position::startPosition()) {
        tags.push_back(Tag{"SetUp", "1"});
        tags.push_back(Tag{"FEN", core::toFen(start)});
    }
    for (const Tag& t : game.tags) {
        bool skip = t.name == "SetUp" || t.name == "FEN";
        for (const char* r : RosterNames)
            skip = skip || t.name == r;
        if (!skip)
            tags.push_back(t);
    }
    return tags;
}

// Tags, blank line, movetext, blank line.
void writePgn(std::string& out, const Game& game, const PgnWriteOptions& options)
{
    for (const Tag& t : exportTags(game))
        out += "[" + t.name + " \"" + escapeTagValue(t.value) + "\"]\n";
    out += "\n";
    Writer writer(out, game, options.lineWidth);
    writer.movetext(game.result());
}

// The game as PGN text.
std::string toPgn(const Game& game, const PgnWriteOptions& options)
{
    std::string out;
    writePgn(out, game, options);
    return out;
}

// Suffix symbols for NAGs 1-6, $n otherwise.
std::string nagText(int nag)
{
    static const char* const symbols[] = {"", "!", "?", "!!", "??", "!?", "?!"};
    if (nag >= 1 && nag <= 6)
        return symbols[nag];
    return "$" + std::to_string(nag);
}

} // namespace kibitz::game
