// GameOverNotice: one sentence per rule; draws on claim are offered, never applied here.
#include "gameovernotice.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz {

// Headline, reason, Claim draw / Close.
GameOverNotice::GameOverNotice(QWidget* parent) : QDialog(parent)
{
    setModal(false);
    setWindowTitle(tr("Game Over"));
    m_result = new QLabel(this);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_result->setFont(big);
    m_reason = new QLabel(this);
    m_reason->setWordWrap(true);
    m_reason->setMinimumWidth(300);
    m_reason->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_claim = buttons->addButton(tr("&Claim Draw"), QDialogButtonBox::ActionRole);
    m_claim->setToolTip(tr("End the game as a draw"));
    m_claim->setAutoDefault(false);
    connect(m_claim, &QPushButton::clicked, this, [this] {
        hide();
        emit drawClaimed();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_result);
    layout->addWidget(m_reason, 1);
    layout->addSpacing(6);
    layout->addWidget(buttons);
}

// Dispatches on the state; an ongoing game without a claim needs no notice.
void GameOverNotice::showStatus(const core::GameStatus& status)
{
    const bool claimable = !status.isOver() && (status.canClaimThreefold || status.canClaimFiftyMove);
    m_claimOffered = claimable;
    m_claim->setVisible(claimable);
    if (!status.isOver() && !claimable) {
        hide();
        return;
    }
    if (status.isOver())
        describeGameOver(status);
    else
        describeClaim(status);
    adjustSize();
    show();
    raise();
}

// The headline from the result; the reason as given.
void GameOverNotice::showResult(const QString& result, const QString& reason)
{
    m_claimOffered = false;
    m_claim->setVisible(false);
    setWindowTitle(tr("Game Over"));
    if (result == QLatin1String("1-0"))
        m_result->setText(tr("White wins (1-0)"));
    else if (result == QLatin1String("0-1"))
        m_result->setText(tr("Black wins (0-1)"));
    else
        m_result->setText(tr("Draw (½-½)"));
    m_reason->setText(reason);
    adjustSize();
    show();
    raise();
}

// Each way a game ends by itself: who won (or draw) and the rule.
void GameOverNotice::describeGameOver(const core::GameStatus& status)
{
    using core::GameState;
    setWindowTitle(tr("Game Over"));
    if (status.state == GameState::Checkmate) {
        const bool white = status.winner == core::White;
        m_result->setText(white ? tr("White wins (1-0)") : tr("Black wins (0-1)"));
        m_reason->setText(white ? tr("Checkmate: Black's king is attacked and has no escape.")
                                : tr("Checkmate: White's king is attacked and has no escape."));
        return;
    }
    m_result->setText(tr("Draw (½-½)"));
    switch (status.state) {
    case GameState::Stalemate:
        m_reason->setText(tr("Stalemate: the side to move has no legal move and is not in check."));
        break;
    case GameState::InsufficientMaterial:
        m_reason->setText(tr("Insufficient material: neither side can checkmate any more."));
        break;
    case GameState::FivefoldRepetition:
        m_reason->setText(tr("Fivefold repetition: the same position has occurred five times."));
        break;
    case GameState::SeventyFiveMoveRule:
        m_reason->setText(tr("Seventy-five-move rule: 75 moves by each side without a capture or a pawn move."));
        break;
    default: m_reason->clear(); break;
    }
}

// The game goes on; the notice names the claimable draw and offers the button.
void GameOverNotice::describeClaim(const core::GameStatus& status)
{
    setWindowTitle(tr("Draw Available"));
    m_result->setText(tr("Draw available"));
    QStringList reasons;
    if (status.canClaimThreefold)
        reasons << tr("Threefold repetition: the same position has occurred three times.");
    if (status.canClaimFiftyMove)
        reasons << tr("Fifty-move rule: 50 moves by each side without a capture or a pawn move.");
    reasons << tr("You may claim a draw or play on.");
    m_reason->setText(reasons.join(QLatin1Char('\n')));
}

// The headline.
QString GameOverNotice::resultText() const { return m_result->text(); }

// The explanation under the headline.
QString GameOverNotice::reasonText() const { return m_reason->text(); }

} // namespace kibitz
