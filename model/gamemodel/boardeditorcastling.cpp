// BoardEditor: castling rights per rook. A right is held by a rook on its king's back rank on
// that side of the king (any file, so Chess960 positions get exact rights); what the board no
// longer allows is dropped after every edit (normalise), derived from the pieces.
#include "boardeditor.h"

#include "core/position.h"

namespace kibitz {

using namespace core;

namespace {

// The rank a colour's king and rooks castle on.
int backRank(Color c) { return c == White ? 0 : 7; }

} // namespace

std::uint8_t BoardEditor::castlingRights() const
{
    std::uint8_t rights = NoCastling;
    for (const CastlingHome& h : CastlingHomes)
        if (m_castlingRook[castlingIndex(h.right)] != NoSquare)
            rights |= h.right;
    return rights;
}

Square BoardEditor::castlingRook(CastlingRight right) const { return m_castlingRook[castlingIndex(right)]; }

// The king on its back rank decides which side each rook there is on.
CastlingRight BoardEditor::rightOfRook(Square s) const
{
    if (!isValidSquare(s) || typeOf(m_board[s]) != Rook)
        return NoCastling;
    const Color c = colorOf(m_board[s]);
    if (rankOf(s) != backRank(c))
        return NoCastling;
    for (int file = 0; file < 8; ++file)
        if (m_board[makeSquare(file, backRank(c))] == makePiece(c, King))
            return castlingRight(c, fileOf(s) > file);
    return NoCastling;
}

QList<Square> BoardEditor::castlingRookChoices(Color c) const
{
    QList<Square> rooks;
    for (int file = 0; file < 8; ++file)
        if (rightOfRook(makeSquare(file, backRank(c))) != NoCastling)
            rooks.append(makeSquare(file, backRank(c)));
    return rooks;
}

std::uint8_t BoardEditor::availableCastling() const
{
    std::uint8_t rights = NoCastling;
    for (const Color c : {White, Black})
        for (const Square rook : castlingRookChoices(c))
            rights |= rightOfRook(rook);
    return rights;
}

// On: the outermost rook on that side (X-FEN's K/Q); a side without a rook is refused.
bool BoardEditor::setCastlingRight(CastlingRight right, bool on)
{
    if (!on) {
        if (castlingRook(right) != NoSquare)
            setCastlingRook(castlingRook(right), false);
        return true;
    }
    const Color c = (right & (WhiteKingSide | WhiteQueenSide)) ? White : Black;
    const bool kingSide = (right & (WhiteKingSide | BlackKingSide)) != 0;
    Square outermost = NoSquare;
    for (const Square rook : castlingRookChoices(c))
        if (rightOfRook(rook) == right && (outermost == NoSquare || kingSide))
            outermost = rook; // choices run from a to h: the first on the queen side, the last on the king side
    return outermost != NoSquare && setCastlingRook(outermost, true);
}

bool BoardEditor::setCastlingRook(Square s, bool on)
{
    const CastlingRight right = rightOfRook(s);
    if (right == NoCastling)
        return false;
    Square& rook = m_castlingRook[castlingIndex(right)];
    const Square wanted = on ? s : (rook == s ? NoSquare : rook);
    if (wanted != rook) {
        rook = wanted;
        normalise();
        edited({BoardEdit::State});
    }
    return true;
}

// A right stays while its rook stands on its square beside its king on that side.
void BoardEditor::dropImpossibleCastling()
{
    for (const CastlingHome& h : CastlingHomes) {
        Square& rook = m_castlingRook[castlingIndex(h.right)];
        if (rook != NoSquare && rightOfRook(rook) != h.right)
            rook = NoSquare;
    }
}

// A colour swap mirrors the rooks and gives each right to the other colour.
void BoardEditor::swapCastling()
{
    const std::array<Square, 4> before = m_castlingRook;
    for (int i = 0; i < 4; ++i) {
        const Square rook = before[std::size_t((i + 2) % 4)];
        m_castlingRook[std::size_t(i)] = rook == NoSquare ? NoSquare : makeSquare(fileOf(rook), 7 - rankOf(rook));
    }
}

// The castling field of a well-formed FEN, read as the core reads it (castlingLetter), even
// when its king or rook is missing: validation then says which.
void BoardEditor::loadCastlingLetters(const QString& field)
{
    m_castlingRook.fill(NoSquare);
    const Position board = rawPosition();
    bool fileLetters = false, letterKQ = false;
    for (const QChar c : field) {
        const char letter = char(c.unicode());
        if (letter == '-')
            continue;
        const CastlingLetter named = castlingLetter(board, letter);
        m_castlingRook[castlingIndex(named.right)] = named.rook;
        const bool byFile = QStringLiteral("KQkq").indexOf(c) < 0;
        fileLetters |= byFile;
        letterKQ |= !byFile;
    }
    m_chess960 = fileLetters;
    m_shredderFen = fileLetters && !letterKQ;
}

} // namespace kibitz
