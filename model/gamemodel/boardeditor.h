// BoardEditor: the board editor's state machine (Edit > Set Up Position). It holds an edit
// position of its own — pieces, side to move, castling rights, e.p. square, clocks — that may be
// illegal while a person builds it, validates it live with the core's FEN rules and the Load FEN
// dialog's messages, and touches the game only when the edit is accepted (applyTo, through GameEditing).
// Headless (Qt Core): every edit is testable without a view.
#pragma once

#include "gameediting.h"

#include "core/fen.h"
#include "core/types.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace kibitz {

// One change of the edit position, so that a view can animate it (Place, Remove, Move) or
// resync from the editor (Replace: a whole new placement; State: pieces unchanged).
struct BoardEdit {
    enum Kind { Place, Remove, Move, Replace, State };
    Kind kind = State;
    core::Square from = core::NoSquare; // Move: the origin; Remove: the square emptied
    core::Square to = core::NoSquare; // Place and Move: the square filled
    core::Piece piece = core::NoPiece; // the piece placed, removed or moved
    core::Piece replaced = core::NoPiece; // what stood on `to` before (Place, Move)
};

class BoardEditor : public QObject {
    Q_OBJECT
public:
    explicit BoardEditor(QObject* parent = nullptr);

    // Starts editing pos; the keyboard cursor goes to a1, or h8 when Black is at the bottom.
    void begin(const core::Position& pos, bool blackAtBottom = false);

    core::Piece pieceOn(core::Square s) const { return m_board[s]; }
    core::Color sideToMove() const { return m_side; }
    // The rights held (one per side of each king), each with its rook (castlingRook).
    std::uint8_t castlingRights() const;
    core::Square epSquare() const { return m_ep; }
    int halfmoveClock() const { return m_halfmove; }
    int fullmoveNumber() const { return m_fullmove; }
    // The rights that may be switched on: a king on its back rank with a rook there on that side.
    std::uint8_t availableCastling() const;
    // The rook a right castles with (NoSquare when the right is not held).
    core::Square castlingRook(core::CastlingRight right) const;
    // The rooks of colour c that may castle (Chess960: any rook on its back rank beside a king
    // there), from a to h; each belongs to the side of the king it stands on.
    QList<core::Square> castlingRookChoices(core::Color c) const;
    // The right the rook on s would castle with (NoCastling when it is not one of the choices).
    core::CastlingRight rightOfRook(core::Square s) const;
    // A Chess960 game (begun from one or set by a FEN whose castling needs it): the king on e1
    // and rooks in the corners are then written "HAha", so that the game stays Chess960.
    bool isChess960() const { return m_chess960; }
    // The squares where the side to move could capture en passant (empty when none).
    QList<core::Square> epCandidates() const;
    // The edit position as FEN (always in sync with the edit).
    QString fen() const;

    // The piece the palette has picked; NoPiece with hasPick() = the eraser.
    core::Piece pickedPiece() const { return m_picked; }
    bool hasPick() const { return m_hasPick; }
    int cursor() const { return m_cursor; }

    // Live validation: the Load FEN dialog's message and the squares it is about.
    bool isValid() const { return !m_error.has_value(); }
    std::optional<core::FenError> error() const { return m_error; }
    QString validationMessage() const { return m_message; }
    QList<core::Square> problemSquares() const { return m_problemSquares; }
    // True when the position is illegal but the core's repair mode makes it legal.
    bool canRepair() const;

    // The legal position (only when isValid()).
    std::optional<core::Position> position() const;
    // OK: loads the position into model as one undoable edit "Set up position" (like Load FEN).
    // Refused (with the message) while the position is illegal; the model is then untouched.
    EditResult applyTo(GameEditing& editing) const;

public slots:
    // Puts piece on s (replacing what stands there); NoPiece empties the square.
    void placePiece(core::Square s, core::Piece piece);
    void removePiece(core::Square s);
    // Moves the piece on from to to (capturing what stood there); off the board = removePiece.
    void movePiece(core::Square from, core::Square to);
    // Palette: picks a piece to place; NoPiece picks the eraser.
    void pickPiece(core::Piece piece);
    // A click on s: places the picked piece (the other colour with otherColour), or erases.
    // Returns false when nothing is picked or nothing changed.
    bool clickSquare(core::Square s, bool otherColour = false);
    // Moves the keyboard cursor by whole squares in board coordinates (file right, rank up).
    void moveCursor(int dFile, int dRank);
    void setCursor(int square);
    // A typed letter at the cursor: a FEN piece letter places that piece; false otherwise.
    bool typeLetter(QChar letter);
    // Delete/Space: empties the cursor square.
    void removeAtCursor();

    // The standard initial position.
    void setStartPosition();
    // Removes every piece except the kings (a side without a king stays without one).
    void clearBoard();
    // Mirrors the board top to bottom with colours exchanged (and side, rights, e.p. with them).
    void swapColours();
    void setSideToMove(core::Color side);
    // Switches one right on (with the outermost rook on that side, as X-FEN's K/Q) or off;
    // switching on a right without a king and a rook for it is refused.
    bool setCastlingRight(core::CastlingRight right, bool on);
    // Per rook: the rook on s castles (replacing the other rook on that side of the king) or no
    // longer does; refused for a square that is not one of castlingRookChoices().
    bool setCastlingRook(core::Square s, bool on);
    // One of epCandidates(), or NoSquare; anything else is refused.
    bool setEpSquare(core::Square s);
    void setHalfmoveClock(int n);
    void setFullmoveNumber(int n);
    // FEN in: a syntactically wrong FEN is refused with its message (the edit is unchanged);
    // a well-formed one is shown even if illegal, with the validation message.
    EditResult setFen(const QString& text);
    // Applies the core's repair mode; returns what it changed (empty when it could not).
    QStringList repair();

signals:
    void positionEdited(const kibitz::BoardEdit& edit);
    // The validation message or its squares changed (validity may be the same).
    void validationChanged();
    void validityChanged(bool valid);
    void pickChanged();
    void cursorChanged(int square);

private:
    void loadPosition(const core::Position& pos);
    void setBoardSquare(core::Square s, core::Piece piece);
    void normalise();
    void edited(const BoardEdit& edit);
    void validate();
    QList<core::Square> squaresConcerned(const core::FenError& e) const;
    core::Position rawPosition() const;
    void loadCastlingLetters(const QString& field);
    void dropImpossibleCastling();
    void swapCastling();
    bool loadFenFields(const QString& text);

    std::array<core::Piece, 64> m_board{};
    core::Color m_side = core::White;
    // The rook of each right (Position's order: K, Q, k, q), NoSquare when it is not held.
    std::array<core::Square, 4> m_castlingRook{core::NoSquare, core::NoSquare, core::NoSquare, core::NoSquare};
    bool m_chess960 = false;
    bool m_shredderFen = false; // read from Shredder-FEN: written with file letters again
    core::Square m_ep = core::NoSquare;
    int m_halfmove = 0;
    int m_fullmove = 1;
    core::Piece m_picked = core::NoPiece;
    bool m_hasPick = false;
    int m_cursor = 0;
    std::optional<core::FenError> m_error;
    QString m_message;
    QList<core::Square> m_problemSquares;
};

} // namespace kibitz

Q_DECLARE_METATYPE(kibitz::BoardEdit)
