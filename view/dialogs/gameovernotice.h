// The non-modal game-over notice: result and reason, and the offer of a claimable draw.
#pragma once

#include "core/status.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace kibitz {

class GameOverNotice : public QDialog {
    Q_OBJECT
public:
    explicit GameOverNotice(QWidget* parent = nullptr);

    // Shows the result and reason when the game is over or a draw can be claimed; hides otherwise.
    void showStatus(const core::GameStatus& status);
    // Shows a result decided off the board (a flag fell): "1-0", "0-1" or "1/2-1/2", and why.
    void showResult(const QString& result, const QString& reason);
    // True while the shown status offers a draw claim.
    bool isClaimOffered() const { return m_claimOffered; }

    // The headline ("White wins (1-0)", "Draw (½-½)", "Draw available").
    QString resultText() const;
    // The rule and what it means ("Checkmate: ...", "Threefold repetition: ...").
    QString reasonText() const;
    QPushButton* claimButton() const { return m_claim; }

signals:
    // The player claims the draw on offer (threefold repetition or fifty-move rule).
    void drawClaimed();

private:
    // Headline and reason of a finished game.
    void describeGameOver(const core::GameStatus& status);
    // Headline and reason of a claimable draw in a game that goes on.
    void describeClaim(const core::GameStatus& status);

    QLabel* m_result = nullptr;
    QLabel* m_reason = nullptr;
    QPushButton* m_claim = nullptr;
    bool m_claimOffered = false;
};

} // namespace kibitz
