// Turning a person's input into a legal move of a position: the targets of a piece (for
// highlighting), whether a drop needs a promotion choice, and from/to squares or SAN/UCI text to a
// move — or a translated reason naming what is wrong. Stateless; ChessGameModel plays the result.
#pragma once

#include "core/movegen.h"
#include "core/position.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace kibitz {

// A square a piece may move to, for highlighting.
struct TargetSquare {
    core::Square square = core::NoSquare;
    bool capture = false; // includes e.p.
    bool enPassant = false;
    bool promotion = false; // the move needs a piece choice
    bool castling = false; // the king's castling move
};

// A move found for some input, or why there is none.
struct MoveLookup {
    core::Move move;
    QString error; // translated; empty when move is set
    explicit operator bool() const { return error.isEmpty(); }
};

class MoveInput {
    Q_DECLARE_TR_FUNCTIONS(MoveInput)
public:
    // Legal targets of the piece on from (empty when it cannot move or is not the side to move's).
    static QList<TargetSquare> legalTargets(const core::Position& position, core::Square from);
    // True when from -> to is a legal pawn move to the last rank (the view asks for a piece).
    static bool needsPromotionChoice(const core::Position& position, core::Square from, core::Square to);
    // From/to (and the promotion piece when needed) to a legal move.
    static MoveLookup fromSquares(const core::Position& position, core::Square from, core::Square to,
                                  core::PieceType promotion);
    // SAN or UCI text ("Nf3", "e7e8q", "0-0") to a legal move.
    static MoveLookup fromText(const core::Position& position, const QString& text);
};

} // namespace kibitz
