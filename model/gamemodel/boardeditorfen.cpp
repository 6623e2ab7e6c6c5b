// BoardEditor: FEN out and in, the e.p. candidates, live validation with the core's typed
// errors (the Load FEN dialog's messages) and the squares each error is about, and repair.
#include "boardeditor.h"

#include "errortext.h"

#include "core/position.h"

namespace kibitz {

using namespace core;

namespace {

// Errors about the text itself rather than the position it describes: such a FEN is refused.
bool isSyntaxError(FenErrorCode code)
{
    switch (code) {
    case FenErrorCode::Empty:
    case FenErrorCode::FieldCount:
    case FenErrorCode::RankCount:
    case FenErrorCode::RankLength:
    case FenErrorCode::ConsecutiveDigits:
    case FenErrorCode::InvalidDigit:
    case FenErrorCode::UnknownPiece:
    case FenErrorCode::SideToMove:
    case FenErrorCode::CastlingSyntax:
    case FenErrorCode::CastlingDuplicate:
    case FenErrorCode::EpSyntax:
    case FenErrorCode::HalfmoveClock:
    case FenErrorCode::FullmoveNumber: return true;
    default: return false;
    }
}

// The squares of a bitboard, lowest first.
QList<Square> squaresOf(Bitboard b)
{
    QList<Square> squares;
    while (b)
        squares.append(popLsb(b));
    return squares;
}

} // namespace

// The core's writer (setupFen: the e.p. square as set, since the edit may be illegal).
QString BoardEditor::fen() const { return QString::fromStdString(setupFen(rawPosition())); }

// A pawn that just moved two squares, an empty path behind it, and a legal capture onto the
// square it passed: the core decides the last part (finishSetup keeps only legal e.p. squares).
QList<Square> BoardEditor::epCandidates() const
{
    QList<Square> candidates;
    const Color them = ~m_side;
    const int targetRank = m_side == White ? 5 : 2;
    const int step = m_side == White ? -8 : 8; // from the target towards the pawn that moved
    for (int file = 0; file < 8; ++file) {
        const Square target = makeSquare(file, targetRank);
        const Square victim = Square(target + step);
        const Square origin = Square(target - step);
        if (m_board[victim] != makePiece(them, Pawn) || m_board[target] != NoPiece || m_board[origin] != NoPiece)
            continue;
        const QString fenText = fen().section(QLatin1Char(' '), 0, 2) + QLatin1Char(' ')
            + QString::fromStdString(squareName(target)) + QStringLiteral(" 0 1");
        Position pos;
        if (!parseFen(fenText.toStdString(), pos, FenMode::Strict) && pos.epSquare() == target)
            candidates.append(target);
    }
    return candidates;
}

// The edit as a core position, without any check (for FEN out and attack queries on illegal
// positions).
Position BoardEditor::rawPosition() const
{
    Position pos;
    for (int s = 0; s < 64; ++s)
        if (m_board[size_t(s)] != NoPiece)
            pos.putPiece(m_board[size_t(s)], Square(s));
    pos.setSideToMove(m_side);
    for (const CastlingHome& h : CastlingHomes)
        if (castlingRook(h.right) != NoSquare)
            pos.setCastlingRook(h.right, castlingRook(h.right));
    pos.setCastlingRights(castlingRights());
    pos.setChess960(m_chess960);
    pos.setShredderFen(m_shredderFen);
    pos.setEpSquare(m_ep);
    pos.setHalfmoveClock(m_halfmove);
    pos.setFullmoveNumber(m_fullmove);
    return pos;
}

// The core's verdict on fen(), its translated message and the squares to tint.
void BoardEditor::validate()
{
    Position pos;
    const std::optional<FenError> error = parseFen(fen().toStdString(), pos, FenMode::Strict);
    const bool wasValid = isValid();
    const QString message = error ? ErrorText::fen(*error) : QString();
    const QList<Square> squares = error ? squaresConcerned(*error) : QList<Square>();
    m_error = error;
    const bool changed = message != m_message || squares != m_problemSquares;
    m_message = message;
    m_problemSquares = squares;
    if (changed)
        emit validationChanged();
    if (wasValid != isValid())
        emit validityChanged(isValid());
}

// Derived from the position and the error code: the kings and pieces the message is about.
QList<Square> BoardEditor::squaresConcerned(const FenError& e) const
{
    const Position pos = rawPosition();
    const Bitboard occ = pos.occupied();
    auto kingAndAttackers = [&](Color victim) {
        const Bitboard king = pos.pieces(victim, King);
        if (!king)
            return QList<Square>();
        return squaresOf(king | (pos.attackersTo(lsb(king), occ) & pos.pieces(~victim)));
    };
    switch (e.code) {
    case FenErrorCode::TooManyKings: return squaresOf(pos.pieces(e.color, King));
    case FenErrorCode::PawnOnBackRank: return squaresOf(pos.pieces(Pawn) & (Rank1BB | Rank8BB));
    case FenErrorCode::OpponentInCheck:
    case FenErrorCode::TooManyCheckers:
    case FenErrorCode::ImpossibleCheck: return kingAndAttackers(e.color);
    case FenErrorCode::TooManyPawns: return squaresOf(pos.pieces(e.color, Pawn));
    case FenErrorCode::TooManyPieces: return squaresOf(pos.pieces(e.color) & ~pos.pieces(King));
    case FenErrorCode::CastlingNeedsKing:
    case FenErrorCode::CastlingNeedsRook:
    case FenErrorCode::EpWrongRank:
    case FenErrorCode::EpNoPawn:
    case FenErrorCode::EpSquareOccupied:
    case FenErrorCode::EpInconsistentCheck: return isValidSquare(e.square) ? QList<Square>{e.square} : QList<Square>();
    default: return {};
    }
}

// Legal FENs load whole; well-formed illegal ones field by field; malformed ones are refused.
EditResult BoardEditor::setFen(const QString& text)
{
    EditResult result;
    Position pos;
    const std::optional<FenError> error = parseFen(text.trimmed().toStdString(), pos, FenMode::Strict);
    if (error && isSyntaxError(error->code)) {
        result.error = ErrorText::fen(*error);
        return result;
    }
    if (error)
        loadFenFields(text.trimmed());
    else
        loadPosition(pos);
    edited({BoardEdit::Replace});
    result.ok = true;
    return result;
}

// Reads a FEN whose syntax the core has accepted (so no field needs checking here).
bool BoardEditor::loadFenFields(const QString& text)
{
    const QStringList fields = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (fields.size() < 4)
        return false;
    m_board.fill(NoPiece);
    int rank = 7;
    int file = 0;
    for (const QChar c : fields[0]) {
        if (c == QLatin1Char('/')) {
            --rank;
            file = 0;
        } else if (c.isDigit()) {
            file += c.digitValue();
        } else if (rank >= 0 && file < 8) {
            m_board[makeSquare(file++, rank)] = pieceFromChar(char(c.unicode()));
        }
    }
    m_side = fields[1] == QLatin1String("b") ? Black : White;
    loadCastlingLetters(fields[2]);
    m_ep = parseSquare(fields[3].toStdString());
    m_halfmove = fields.size() > 4 ? fields[4].toInt() : 0;
    m_fullmove = fields.size() > 5 ? std::max(1, fields[5].toInt()) : 1;
    return true;
}

// The core's repair mode on the edit succeeds where the strict mode fails.
bool BoardEditor::canRepair() const
{
    if (isValid())
        return false;
    Position pos;
    return !parseFen(fen().toStdString(), pos, FenMode::Repair);
}

// Drops what the core's repair mode drops (impossible castling rights and e.p. square) and
// says what went: the core's repair notes, translated.
QStringList BoardEditor::repair()
{
    Position pos;
    std::vector<Message> repairs;
    if (isValid() || parseFen(fen().toStdString(), pos, FenMode::Repair, &repairs))
        return {};
    loadPosition(pos);
    QStringList done;
    for (const Message& repair : repairs)
        done.append(ErrorText::sentence(repair) + QLatin1Char('.'));
    edited({BoardEdit::State});
    return done;
}

} // namespace kibitz
