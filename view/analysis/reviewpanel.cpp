// ReviewPanel: progress while reviewing, then the summary derived from the game and the filter.
#include "reviewpanel.h"

#include "chessgamemodel.h"
#include "elidingcombobox.h"
#include "gamenavigation.h"
#include "engine/reviewmarks.h"
#include "reviewcolours.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace kibitz::analysis {

// Progress row (hidden until a review runs), the summary grid and the filter row.
ReviewPanel::ReviewPanel(ChessGameModel* model, GameNavigation* navigation, QWidget* parent)
    : QWidget(parent), m_model(model), m_navigation(navigation), m_progressText(new QLabel(this)),
      m_progress(new QProgressBar(this)), m_cancel(new QPushButton(tr("Cancel"), this)), m_filter(new ElidingComboBox(this)),
      m_previous(new QToolButton(this)), m_next(new QToolButton(this))
{
    setObjectName(QStringLiteral("reviewPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buildProgressRow());
    layout->addLayout(buildSummaryGrid());
    layout->addLayout(buildFilterRow());
    layout->addStretch(1);

    connect(m_model, &ChessGameModel::historyChanged, this, &ReviewPanel::updateSummary);
    connect(m_model, &ChessGameModel::nodeChanged, this, &ReviewPanel::updateSummary);
    setRunning(false);
    updateSummary();
}

// Shown while a review runs: what it is at, how far, and Cancel.
QLayout* ReviewPanel::buildProgressRow()
{
    m_cancel->setObjectName(QStringLiteral("reviewCancel"));
    m_progressText->setObjectName(QStringLiteral("reviewProgressText"));
    m_progress->setTextVisible(false);
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progressText);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, &ReviewPanel::cancelRequested);
    return progressRow;
}

// Inaccuracies, mistakes, blunders, average loss and accuracy per side, in the marks' colours.
QLayout* ReviewPanel::buildSummaryGrid()
{
    auto* grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("<b>White</b>"), this), 0, 1, Qt::AlignRight);
    grid->addWidget(new QLabel(tr("<b>Black</b>"), this), 0, 2, Qt::AlignRight);
    const QString rows[5] = {tr("Inaccuracies (?!)"), tr("Mistakes (?)"), tr("Blunders (??)"),
                             tr("Average centipawn loss"), tr("Accuracy")};
    const int nags[5] = {6, 2, 4, 0, 0};
    for (int r = 0; r < 5; ++r) {
        auto* label = new QLabel(rows[r], this);
        if (nags[r] != 0)
            label->setStyleSheet(QStringLiteral("color: %1").arg(markColour(nags[r]).name()));
        grid->addWidget(label, r + 1, 0);
        for (int c = 0; c < 2; ++c) {
            m_cells[r][c] = new QLabel(this);
            m_cells[r][c]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            grid->addWidget(m_cells[r][c], r + 1, c + 1);
        }
    }
    grid->setColumnStretch(0, 1);
    return grid;
}

// Whose mistakes the marks show, and the buttons to step through them.
QLayout* ReviewPanel::buildFilterRow()
{
    m_filter->setObjectName(QStringLiteral("reviewFilter"));
    // Sized for a few letters, not the longest side's name (elided when narrower; a translation's may be long).
    m_filter->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_filter->setMinimumContentsLength(6);
    m_filter->addItem(tr("White"), 0);
    m_filter->addItem(tr("Black"), 1);
    m_filter->addItem(tr("Both sides"), -1);
    // Arrows, not worded buttons: the filter's row is then narrower than the dock column, so
    // showing this panel (a tab beside the analysis) never widens the column and shrinks the board
    // (with "◀ Previous" and "Next ▶" it needed 450 px of a 386 px column at 1280x800).
    m_previous->setArrowType(Qt::LeftArrow);
    m_next->setArrowType(Qt::RightArrow);
    m_previous->setAccessibleName(tr("◀ Previous"));
    m_next->setAccessibleName(tr("Next ▶"));
    m_previous->setToolTip(tr("Previous marked move of this side ([)"));
    m_next->setToolTip(tr("Next marked move of this side (])"));
    connect(m_previous, &QToolButton::clicked, this, &ReviewPanel::previousMark);
    connect(m_next, &QToolButton::clicked, this, &ReviewPanel::nextMark);
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(new QLabel(tr("Show only the mistakes of:"), this));
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_previous);
    filterRow->addWidget(m_next);
    return filterRow;
}

std::optional<int> ReviewPanel::filterSide() const
{
    const int side = m_filter->currentData().toInt();
    return side < 0 ? std::nullopt : std::optional<int>(side);
}

void ReviewPanel::setFilterSide(std::optional<int> color)
{
    m_filter->setCurrentIndex(std::max(0, m_filter->findData(color ? *color : -1)));
}

QString ReviewPanel::summaryText(int row, int color) const { return m_cells[row][color]->text(); }

void ReviewPanel::setRunning(bool running)
{
    m_progressText->setVisible(running);
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    if (running)
        setProgress(0, 0);
}

// "Reviewing move N of M" in full moves: positions are the start and one per ply.
void ReviewPanel::setProgress(int done, int total)
{
    const int plies = std::max(0, total - 1);
    const int ply = std::clamp(done, 1, std::max(1, plies));
    m_progressText->setText(tr("Reviewing move %1 of %2…").arg((ply + 1) / 2).arg((plies + 1) / 2));
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(done);
}

bool ReviewPanel::nextMark() { return jumpToMark(true); }

bool ReviewPanel::previousMark() { return jumpToMark(false); }

// Navigation only (never an edit).
bool ReviewPanel::jumpToMark(bool forward)
{
    const std::optional<int> side = filterSide();
    const game::NodeId target =
        engine::review::nextMarkedMove(m_model->tree(), m_model->cursor(),
                                       side ? std::optional<core::Color>(core::Color(*side)) : std::nullopt, forward);
    return target != game::NoNode && m_navigation->goTo(target);
}

// Rebuilt from the game's main line; "–" where a side has no evaluated move.
void ReviewPanel::updateSummary()
{
    const engine::review::GameSummary summary = engine::review::summariseMainLine(m_model->tree());
    for (int c = 0; c < 2; ++c) {
        const engine::review::SideSummary& s = c == 0 ? summary.white : summary.black;
        m_cells[0][c]->setText(QString::number(s.inaccuracies));
        m_cells[1][c]->setText(QString::number(s.mistakes));
        m_cells[2][c]->setText(QString::number(s.blunders));
        m_cells[3][c]->setText(s.moves > 0 ? QString::number(s.acpl, 'f', 0) : QStringLiteral("–"));
        m_cells[4][c]->setText(s.moves > 0 ? tr("%1 %").arg(s.accuracy, 0, 'f', 1) : QStringLiteral("–"));
    }
}

} // namespace kibitz::analysis
