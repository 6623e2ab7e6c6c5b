// A thin vertical bar beside the board: White's share of the evaluation at the bottom (top when
// the board is flipped), animated; the score (or mate) printed on the leading side and in the tooltip.
#pragma once

#include "engine/enginetypes.h"

#include <QWidget>

class QVariantAnimation;

namespace kibitz::analysis {

class EvalBar : public QWidget {
    Q_OBJECT
public:
    explicit EvalBar(QWidget* parent = nullptr);

    // The share White's part moves to (0..1), 0.5 when there is no evaluation.
    double targetShare() const { return m_target; }
    // The share painted right now (animating towards targetShare()).
    double shownShare() const { return m_shown; }
    // The score text shown ("+0.35", "#-3"; empty without an evaluation).
    QString scoreText() const { return m_text; }
    bool isFlipped() const { return m_flipped; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    // A new evaluation from White's point of view; valid false clears the bar to level.
    void setEvaluation(const kibitz::engine::EngineScore& white, bool valid = true);
    void clear();
    // Black at the bottom: White's part grows from the top.
    void setFlipped(bool blackAtBottom);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void animateTo(double share);

    QVariantAnimation* m_animation;
    double m_target = 0.5;
    double m_shown = 0.5;
    bool m_flipped = false;
    bool m_whiteLeads = true;
    QString m_text;
    QString m_short;
};

// Wraps board in a container with bar on its left (the board keeps the stretch).
QWidget* wrapWithEvalBar(QWidget* board, EvalBar* bar, QWidget* parent = nullptr);

} // namespace kibitz::analysis
