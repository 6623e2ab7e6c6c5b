// The promotion dialog: queen, rook, bishop, knight as piece buttons near the promotion square.
#pragma once

#include "core/types.h"

#include <QDialog>
#include <QPoint>
#include <QRect>
#include <QSize>

class QPushButton;

namespace kibitz {

class PromotionDialog : public QDialog {
    Q_OBJECT
public:
    explicit PromotionDialog(core::Color side, QWidget* parent = nullptr);

    // Shows the dialog near globalPos and returns the chosen piece, or NoPieceType on cancel.
    static core::PieceType ask(core::Color side, QPoint globalPos, QWidget* parent);

    // The piece chosen; NoPieceType until one is (and after Esc).
    core::PieceType choice() const { return m_choice; }
    // The button of a piece (Queen, Rook, Bishop, Knight), else nullptr.
    QPushButton* button(core::PieceType piece) const;
    // Moves the dialog to anchor (its top-left corner there when it fits), entirely on the screen.
    void placeNear(QPoint anchor);
    // Top-left for a size x size window anchored at anchor, clamped inside screen.
    static QPoint placement(QPoint anchor, QSize size, const QRect& screen);

protected:
    // Q, R, B, N choose; Esc and Enter are handled by QDialog (cancel, default = queen).
    void keyPressEvent(QKeyEvent* event) override;

private:
    // Records the piece and closes with Accepted.
    void choose(core::PieceType piece);

    QPushButton* m_buttons[4] = {};
    core::PieceType m_choice = core::NoPieceType;
};

} // namespace kibitz
