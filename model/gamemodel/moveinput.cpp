// MoveInput: the legal move list of the position decides; the core's SAN errors are translated.
#include "moveinput.h"

#include "errortext.h"

#include "core/san.h"
#include "core/uci.h"

namespace kibitz {

namespace {

// Adds square once (the other promotion pieces land on the same square).
void addTarget(QList<TargetSquare>& targets, const TargetSquare& t)
{
    for (const TargetSquare& seen : targets)
        if (seen.square == t.square)
            return;
    targets.append(t);
}

} // namespace

// Castling shows the king's own rook as a target (always a way to castle) and the king's target
// when uciNamesCastling() takes a drop there for castling (two files away or more).
QList<TargetSquare> MoveInput::legalTargets(const core::Position& position, core::Square from)
{
    QList<TargetSquare> targets;
    if (!core::isValidSquare(from))
        return targets;
    core::MoveList moves;
    core::generateLegalMoves(position, moves);
    for (core::Move m : moves) {
        if (m.from() != from)
            continue;
        TargetSquare t;
        t.square = m.to();
        t.enPassant = m.kind() == core::Move::EnPassant;
        t.capture = t.enPassant || position.pieceOn(m.to()) != core::NoPiece;
        t.promotion = m.kind() == core::Move::Promotion;
        t.castling = m.kind() == core::Move::Castling;
        if (t.castling) {
            t.capture = false;
            t.square = position.castlingRookSquares(m).from;
            addTarget(targets, t);
            t.square = m.to();
            if (!core::uciNamesCastling(position, m, from, m.to()))
                continue;
        }
        addTarget(targets, t);
    }
    return targets;
}

bool MoveInput::needsPromotionChoice(const core::Position& position, core::Square from, core::Square to)
{
    for (const TargetSquare& t : legalTargets(position, from))
        if (t.square == to)
            return t.promotion;
    return false;
}

MoveLookup MoveInput::fromSquares(const core::Position& position, core::Square from, core::Square to,
                                  core::PieceType promotion)
{
    MoveLookup result;
    if (!core::isValidSquare(from) || !core::isValidSquare(to)) {
        result.error = tr("That is not a square of the board.");
        return result;
    }
    core::MoveList moves;
    core::generateLegalMoves(position, moves);
    bool reachable = false;
    for (core::Move m : moves) {
        const bool named = m.kind() == core::Move::Castling ? core::uciNamesCastling(position, m, from, to)
                                                             : m.from() == from && m.to() == to;
        if (!named)
            continue;
        reachable = true;
        if (m.kind() != core::Move::Promotion || m.promotion() == promotion) {
            result.move = m;
            return result;
        }
    }
    if (!reachable) // the core's reason, as for the same move typed
        result.error = ErrorText::sentence(core::whyIllegalMove(position, from, to)) + QLatin1Char('.');
    else if (promotion == core::NoPieceType)
        result.error = tr("Choose the piece to promote to.");
    else
        result.error = tr("A pawn cannot promote to a %1.").arg(ErrorText::pieceName(promotion));
    return result;
}

MoveLookup MoveInput::fromText(const core::Position& position, const QString& text)
{
    MoveLookup result;
    if (const auto err = core::parseSan(position, text.trimmed().toStdString(), result.move))
        result.error = ErrorText::san(*err);
    return result;
}

} // namespace kibitz
