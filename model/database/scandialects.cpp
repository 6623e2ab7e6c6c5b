// The database scanner's steps for the dialects of real PGN files (game/pgndialect.h): what
// lies between games, header-only games, null moves, e.p. marks and the old draw. Rare, so they
// are asked only where the common path found nothing it knows (the scan's speed is unchanged).
#include "scanner.h"

#include "core/nullmove.h"

namespace kibitz::database {

using detail::Scanner;

// White space, byte order marks (files joined together hold several) and '%' escape lines.
void Scanner::skipBetweenGames()
{
    for (skipBlanks(); m_p < m_end; skipBlanks()) {
        if (game::dialect::isBom(text(), std::size_t(m_p - m_base)))
            m_p += 3;
        else if (*m_p == '%' && atLineStart(m_p))
            skipLine();
        else
            break;
    }
}

// The name of the tag whose '[' is at bracket (blanks before it skipped); after: past the name.
std::string_view Scanner::tagNameAt(const char* bracket, const char*& after) const
{
    const char* q = bracket + 1;
    while (q < m_end && (*q == ' ' || *q == '\t'))
        ++q;
    const char* name = q;
    while (q < m_end && is(*q, TagName))
        ++q;
    after = q;
    return std::string_view(name, std::size_t(q - name));
}

// True when the tag at m_p has a name the game has already.
bool Scanner::repeatsTag() const
{
    const char* after = nullptr;
    const std::string_view name = tagNameAt(m_p, after);
    return std::find(m_tagNames.begin(), m_tagNames.end(), name) != m_tagNames.end();
}

// The dialects no standard token starts like (game/pgndialect.h): a null move "--", a draw
// "½-½", a byte order mark. False when m_p holds none of them.
bool Scanner::oddToken(GameRecord& g, bool& ended)
{
    const std::string_view rest(m_p, std::size_t(m_end - m_p));
    if (rest.substr(0, 2) == "--") {
        playNull(g, m_p);
        m_p += 2;
    } else if (rest.substr(0, game::dialect::HalfDraw.size()) == game::dialect::HalfDraw) {
        m_p += game::dialect::HalfDraw.size();
        m_tokenResult = GameResult::Draw;
        ended = true;
    } else if (game::dialect::isBom(rest, 0)) {
        if (atLineStart(m_p))
            m_lineStart = m_p + 3; // a tag line may follow (files joined together)
        m_p += 3;
    } else {
        return false;
    }
    return true;
}

// A word that is no SAN but one of the dialects (game/pgndialect.h): "Z0", an e.p. mark alone
// ("e.p.", "ep") or glued to its capture ("exd6ep", "exd6e.p."). False when it is none.
bool Scanner::playDialect(GameRecord& g, std::string_view san, const char* at)
{
    using namespace game::dialect;
    if (isNullMove(san)) {
        playNull(g, at);
        return true;
    }
    const bool dotted =
        !san.empty() && san.back() == 'e' && std::string_view(m_p, std::size_t(m_end - m_p)).substr(0, 3) == ".p.";
    if (dotted)
        m_p += 3, san = std::string_view(at, std::size_t(m_p - at));
    if (isEpMark(san))
        return true;
    const std::size_t mark = epSuffixLength(san);
    if (!mark)
        return false;
    playSan(g, san.substr(0, san.size() - mark), at);
    return true;
}

// A null move: the side to move passes (core/nullmove.h); refused in check.
void Scanner::playNull(GameRecord& g, const char* at)
{
    if (m_broken)
        return;
    if (!m_lines.empty()) {
        passInVariation(at);
        return;
    }
    if (g.plies == 0xFFFF) {
        fail(at, ScanErrorKind::TooLong);
        return;
    }
    if (!core::canPassTurn(m_pos)) {
        fail(at, ScanErrorKind::IllegalMove, std::string(at, 2));
        return;
    }
    encodeNullMove(m_pos, m_out.index.movesForAppend());
    core::passTurn(m_pos);
    ++g.plies;
}

} // namespace kibitz::database
