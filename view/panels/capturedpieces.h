// CapturedPieces: one side's captures beside the board — the opponent's pieces it has taken,
// as small icons grouped by kind (pawns, knights, bishops, rooks, queens), and "+3" when that
// side is ahead in material. Computed from the shown position by materialBalance() (against a
// full set, so promotions count), so it is right after every move, undo, jump and load.
#pragma once

#include "material.h"

#include "core/types.h"

#include <QWidget>

namespace kibitz {

class ChessGameModel;

class CapturedPieces : public QWidget {
    Q_OBJECT
public:
    CapturedPieces(ChessGameModel* model, core::Color side, QWidget* parent = nullptr);

    core::Color side() const { return m_side; }
    // The balance shown (of the model's shown position).
    const MaterialBalance& balance() const { return m_balance; }
    // This side's material lead ("+3"), "" when it is not ahead.
    QString leadText() const;
    QSize sizeHint() const override;

public slots:
    // Whose captures to show (the window swaps the strips when the board turns).
    void setSide(kibitz::core::Color side);
    // Recomputes from the model's shown position.
    void refresh();

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    ChessGameModel* m_model;
    core::Color m_side;
    MaterialBalance m_balance;
};

} // namespace kibitz
