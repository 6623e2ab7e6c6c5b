// PGN export with line wrapping; variations are written recursively (nesting is bounded on import).
#include "pgnwriter.h"

#include "annotationtext.h"
#include "utf8.h"

#include "core/chess960.h"
#include "core/fen.h"

#include <array>
#include <vector>

namespace kibitz::game {

namespace {

constexpr std::array<const char*, 7> RosterNames{"Event", "Site", "Date", "Round", "White", "Black", "Result"};
constexpr std::array<const char*, 7> RosterDefaults{"?", "?", "????.??.??", "?", "?", "?", "*"};

// Number of characters in text; a byte outside well-formed UTF-8 counts as one, so that a
// token is never of length 0 (the line would lose its separating space; found by fuzz_pgn).
int displayLength(std::string_view text) { return int(utf8::length(text)); }

// The words of a comment, split at spaces except inside a command ("[%csl Gd4]" stays one).
std::vector<std::string> commentWords(const std::string& text)
{
    std::vector<std::string> words;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = start;
        while (end < text.size() && text[end] != ' ') {
            const std::size_t close = text.compare(end, 2, "[%") == 0 ? text.find(']', end) : std::string::npos;
            end = close == std::string::npos ? end + 1 : close + 1;
        }
        if (end > start)
            words.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return words;
}

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
    Writer(std::string& out, const Game& game, int width)
        : m_out(out), m_tree(game.tree), m_style(game.commentStyle), m_width(width)
    { }

    // Movetext of the whole game and its result.
    void movetext(std::string_view result)
    {
        const Node& root = m_tree.root();
        nodeComment(root);
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
            if (!(glueLeft && carryLastWord())) {
                m_out.push_back('\n');
                m_column = 0;
            }
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

    // A glued token (a variation's ")") that does not fit takes the line's last word with it to the
    // next line, so that no line starts with it; false (nothing moved) when that word is alone on
    // its line or would start the line with '%' (an escape line).
    bool carryLastWord()
    {
        const std::size_t lineStart = m_out.rfind('\n') + 1; // npos + 1 == 0
        const std::size_t space = m_out.rfind(' ');
        if (space == std::string::npos || space < lineStart || space + 1 >= m_out.size() || m_out[space + 1] == '%')
            return false;
        m_out[space] = '\n';
        m_column = displayLength(std::string_view(m_out).substr(space + 1));
        return true;
    }

    // The node's comment with its annotations as commands, laid out in the game's style; false
    // when there is nothing to write.
    bool nodeComment(const Node& n)
    {
        const std::string commands = commandText(n.annotations());
        if (commands.empty() || n.comment().empty()) {
            if (commands.empty() && n.comment().empty())
                return false;
            comment(commands.empty() ? n.comment() : commands);
        } else if (m_style.separateCommands) {
            comment(n.comment());
            comment(commands);
        } else {
            comment(m_style.commandsFirst ? commands + " " + n.comment() : n.comment() + " " + commands);
        }
        return true;
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
        const std::vector<std::string> words = commentWords(clean);
        if (words.empty()) {
            token(m_style.padded ? "{ }" : "{}");
            return;
        }
        for (std::size_t i = 0; i < words.size(); ++i) {
            std::string word = words[i];
            if (i == 0)
                word.insert(0, m_style.padded ? "{ " : "{");
            if (i + 1 == words.size())
                word += m_style.padded ? " }" : "}";
            token(word);
        }
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
            if (!n.preComment().empty()) {
                comment(n.preComment());
                force = true;
            }
            moveNumber(n, force);
            token(n.san);
            for (std::uint8_t nag : n.nags())
                token("$" + std::to_string(nag));
            force = false;
            if (nodeComment(n))
                force = true;
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
    const PgnCommentStyle& m_style;
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
        std::string value = i == 6 ? std::string(game.result()) : game.tag(RosterNames[i]);
        tags.push_back(Tag{RosterNames[i], value.empty() ? RosterDefaults[i] : value});
    }
    const core::Position& start = game.tree.startPosition();
    if (start.isChess960()) // the FEN too: readers that know no Variant tag still get the position
        tags.push_back(Tag{"Variant", core::Chess960VariantName});
    if (start != core::Position::startPosition() || start.isChess960()) {
        tags.push_back(Tag{"SetUp", "1"});
        tags.push_back(Tag{"FEN", core::toFen(start)});
    }
    for (const TagView t : game.tags) {
        bool skip = t.name == "SetUp" || t.name == "FEN" || (t.name == "Variant" && start.isChess960());
        for (const char* r : RosterNames)
            skip = skip || t.name == r;
        if (!skip)
            tags.push_back(Tag(t));
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

} // namespace kibitz::game
