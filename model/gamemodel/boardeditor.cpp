// BoardEditor: the edits (pieces, palette, cursor, buttons, state fields) and OK. FEN in/out,
// validation and repair are in boardeditorfen.cpp.
#include "boardeditor.h"

#include "errortext.h"

#include "core/position.h"
#include "game/game.h"

#include <algorithm>

namespace kibitz {

using namespace core;

namespace {

// The same piece in the other colour.
Piece otherColour(Piece p) { return p == NoPiece ? NoPiece : makePiece(~colorOf(p), typeOf(p)); }

// The square seen from the other side (a1 <-> a8).
Square mirrored(Square s) { return makeSquare(fileOf(s), 7 - rankOf(s)); }

} // namespace

// An empty edit; begin() gives it a position.
BoardEditor::BoardEditor(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<kibitz::BoardEdit>();
    m_board.fill(NoPiece);
    validate();
}

// Loads pos and puts the cursor in the bottom-left corner as seen by the person.
void BoardEditor::begin(const Position& pos, bool blackAtBottom)
{
    loadPosition(pos);
    setCursor(blackAtBottom ? H8 : A1);
    edited({BoardEdit::Replace});
}

// Copies every field of a legal position.
void BoardEditor::loadPosition(const Position& pos)
{
    for (int s = 0; s < 64; ++s)
        m_board[size_t(s)] = pos.pieceOn(Square(s));
    m_side = pos.sideToMove();
    for (const CastlingHome& h : CastlingHomes)
        m_castlingRook[castlingIndex(h.right)] = (pos.castlingRights() & h.right) ? pos.castlingRook(h.right) : NoSquare;
    m_chess960 = pos.isChess960();
    m_shredderFen = pos.shredderFen();
    m_ep = pos.epSquare();
    m_halfmove = pos.halfmoveClock();
    m_fullmove = pos.fullmoveNumber();
}

// Derived fields follow the pieces: a right whose king or rook left is dropped, and so is an
// e.p. square on which no capture is possible any more.
void BoardEditor::normalise()
{
    dropImpossibleCastling();
    if (m_ep != NoSquare && !epCandidates().contains(m_ep))
        m_ep = NoSquare;
}

// Sets one square of the board (no signal).
void BoardEditor::setBoardSquare(Square s, Piece piece) { m_board[s] = piece; }

// Announces an edit after revalidating.
void BoardEditor::edited(const BoardEdit& edit)
{
    validate();
    emit positionEdited(edit);
}

// Puts piece on s, or empties s for NoPiece.
void BoardEditor::placePiece(Square s, Piece piece)
{
    if (!isValidSquare(s))
        return;
    if (piece == NoPiece) {
        removePiece(s);
        return;
    }
    const Piece before = m_board[s];
    if (before == piece)
        return;
    setBoardSquare(s, piece);
    normalise();
    BoardEdit e{BoardEdit::Place};
    e.to = s;
    e.piece = piece;
    e.replaced = before;
    edited(e);
}

// Empties s.
void BoardEditor::removePiece(Square s)
{
    if (!isValidSquare(s) || m_board[s] == NoPiece)
        return;
    BoardEdit e{BoardEdit::Remove};
    e.from = s;
    e.piece = m_board[s];
    setBoardSquare(s, NoPiece);
    normalise();
    edited(e);
}

// A drag on the board: the piece moves, whatever stood on the target is replaced.
void BoardEditor::movePiece(Square from, Square to)
{
    if (!isValidSquare(from) || m_board[from] == NoPiece || from == to)
        return;
    if (!isValidSquare(to)) {
        removePiece(from);
        return;
    }
    BoardEdit e{BoardEdit::Move};
    e.from = from;
    e.to = to;
    e.piece = m_board[from];
    e.replaced = m_board[to];
    setBoardSquare(to, e.piece);
    setBoardSquare(from, NoPiece);
    normalise();
    edited(e);
}

// The palette's choice; NoPiece is the eraser.
void BoardEditor::pickPiece(Piece piece)
{
    if (m_hasPick && m_picked == piece)
        return;
    m_picked = piece;
    m_hasPick = true;
    emit pickChanged();
}

// Places the picked piece (it stays picked), its other colour with otherColour, or erases.
bool BoardEditor::clickSquare(Square s, bool otherColourWanted)
{
    if (!m_hasPick || !isValidSquare(s))
        return false;
    const Piece piece = otherColourWanted ? otherColour(m_picked) : m_picked;
    if (m_board[s] == piece)
        return false;
    placePiece(s, piece);
    return true;
}

// Keeps the cursor on the board.
void BoardEditor::moveCursor(int dFile, int dRank)
{
    const int file = std::clamp(fileOf(Square(m_cursor)) + dFile, 0, 7);
    const int rank = std::clamp(rankOf(Square(m_cursor)) + dRank, 0, 7);
    setCursor(int(makeSquare(file, rank)));
}

// Puts the cursor on square.
void BoardEditor::setCursor(int square)
{
    if (!isValidSquare(square) || square == m_cursor)
        return;
    m_cursor = square;
    emit cursorChanged(m_cursor);
}

// N = white knight, n = black knight, ...: placed on the cursor square.
bool BoardEditor::typeLetter(QChar letter)
{
    if (letter.unicode() > 127)
        return false;
    const Piece piece = pieceFromChar(char(letter.unicode()));
    if (piece == NoPiece)
        return false;
    placePiece(Square(m_cursor), piece);
    return true;
}

// Empties the square under the cursor.
void BoardEditor::removeAtCursor() { removePiece(Square(m_cursor)); }

// The initial position, clocks and rights included.
void BoardEditor::setStartPosition()
{
    loadPosition(Position::startPosition());
    edited({BoardEdit::Replace});
}

// Kings stay where they are (the position needs them anyway); everything else goes.
void BoardEditor::clearBoard()
{
    for (int s = 0; s < 64; ++s)
        if (typeOf(m_board[size_t(s)]) != King)
            m_board[size_t(s)] = NoPiece;
    m_halfmove = 0;
    m_fullmove = 1;
    normalise();
    edited({BoardEdit::Replace});
}

// White's pieces become Black's on the mirrored squares and vice versa.
void BoardEditor::swapColours()
{
    std::array<Piece, 64> board{};
    for (int s = 0; s < 64; ++s)
        board[mirrored(Square(s))] = otherColour(m_board[size_t(s)]);
    m_board = board;
    m_side = ~m_side;
    swapCastling();
    if (m_ep != NoSquare)
        m_ep = mirrored(m_ep);
    normalise();
    edited({BoardEdit::Replace});
}

// The side to move; the e.p. square goes when it no longer fits.
void BoardEditor::setSideToMove(Color side)
{
    if (side == m_side)
        return;
    m_side = side;
    normalise();
    edited({BoardEdit::State});
}

// Only squares where an e.p. capture is possible.
bool BoardEditor::setEpSquare(Square s)
{
    if (s != NoSquare && !epCandidates().contains(s))
        return false;
    if (s != m_ep) {
        m_ep = s;
        edited({BoardEdit::State});
    }
    return true;
}

// Half-moves since the last capture or pawn move, within the core's limits.
void BoardEditor::setHalfmoveClock(int n)
{
    n = std::clamp(n, 0, MaxHalfmoveClock);
    if (n == m_halfmove)
        return;
    m_halfmove = n;
    edited({BoardEdit::State});
}

// The number of the next full move, within the core's limits.
void BoardEditor::setFullmoveNumber(int n)
{
    n = std::clamp(n, 1, MaxFullmoveNumber);
    if (n == m_fullmove)
        return;
    m_fullmove = n;
    edited({BoardEdit::State});
}

// The core's view of the edit, when it is legal.
std::optional<Position> BoardEditor::position() const
{
    Position pos;
    if (parseFen(fen().toStdString(), pos, FenMode::Strict))
        return std::nullopt;
    return pos;
}

// One undoable edit on the model, named like Load FEN's.
EditResult BoardEditor::applyTo(GameEditing& editing) const
{
    EditResult result;
    const std::optional<Position> pos = position();
    if (!pos) {
        result.error = m_message;
        return result;
    }
    game::Game g;
    g.tree = game::GameTree(*pos);
    editing.loadGame(std::move(g), tr("Set up position"));
    result.ok = true;
    result.node = game::RootNode; // a position without moves
    return result;
}

} // namespace kibitz
