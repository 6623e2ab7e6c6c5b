// The statistics dialog and the trainer's Preferences page.
#include "trainingpages.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kibitz {

namespace {
// "7 of 10 (70%)", or "—" without answers.
QString rateText(int right, int answers)
{
    if (answers == 0)
        return QStringLiteral("—");
    return TrainingStatisticsDialog::tr("%1 of %2 (%3%)").arg(right).arg(answers).arg(qRound(100.0 * right / answers));
}

// A row of figures; the value's label is named for tests and accessibility.
void addFigure(QFormLayout* form, const QString& label, const QString& value, const QString& name)
{
    auto* shown = new QLabel(value);
    shown->setObjectName(name);
    form->addRow(label, shown);
}
} // namespace

TrainingStatisticsDialog::TrainingStatisticsDialog(const training::TrainingStatistics& puzzles,
                                                   const training::TrainingStatistics& repertoire, QWidget* parent)
    : QDialog(parent), m_themes(new QTableWidget(int(puzzles.byTheme.size()), 2, this))
{
    setWindowTitle(tr("Training Statistics"));
    setObjectName(QStringLiteral("trainingStatistics"));
    auto* boxes = new QHBoxLayout;
    boxes->addWidget(puzzlesBox(puzzles), 1);
    boxes->addWidget(repertoireBox(repertoire), 1, Qt::AlignTop);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(boxes, 1);
    layout->addWidget(buttons);
}

// Puzzles: the counts, how many were solved, and by theme.
QWidget* TrainingStatisticsDialog::puzzlesBox(const training::TrainingStatistics& figures)
{
    auto* box = new QGroupBox(tr("Puzzles"), this);
    auto* form = new QFormLayout;
    addFigure(form, tr("Puzzles:"), QString::number(figures.items), QStringLiteral("puzzleCount"));
    addFigure(form, tr("Due today:"), QString::number(figures.due), QStringLiteral("puzzlesDue"));
    addFigure(form, tr("Never tried:"), QString::number(figures.fresh), QStringLiteral("puzzlesNew"));
    addFigure(form, tr("Learned:"), QString::number(figures.learned), QStringLiteral("puzzlesLearned"));
    addFigure(form, tr("Solved:"), rateText(figures.right, figures.answers), QStringLiteral("puzzlesSolved"));
    m_themes->setHorizontalHeaderLabels({tr("Theme"), tr("Solved")});
    m_themes->verticalHeader()->hide();
    m_themes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_themes->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < int(figures.byTheme.size()); ++row) {
        const training::ThemeResult& t = figures.byTheme[std::size_t(row)];
        m_themes->setItem(row, 0, new QTableWidgetItem(themeName(t.theme)));
        m_themes->setItem(row, 1, new QTableWidgetItem(rateText(t.right, t.answers)));
    }
    m_themes->resizeColumnsToContents();
    auto* layout = new QVBoxLayout(box);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("By theme:"), box));
    layout->addWidget(m_themes, 1);
    return box;
}

// Repertoire positions (every repertoire trained): the counts and the right answers.
QWidget* TrainingStatisticsDialog::repertoireBox(const training::TrainingStatistics& figures)
{
    auto* box = new QGroupBox(tr("Repertoire positions"), this);
    auto* form = new QFormLayout(box);
    addFigure(form, tr("Positions:"), QString::number(figures.items), QStringLiteral("repertoireCount"));
    addFigure(form, tr("Due today:"), QString::number(figures.due), QStringLiteral("repertoireDue"));
    addFigure(form, tr("Never tried:", "repertoire positions"), QString::number(figures.fresh),
              QStringLiteral("repertoireNew"));
    addFigure(form, tr("Learned:", "repertoire positions"), QString::number(figures.learned),
              QStringLiteral("repertoireLearned"));
    addFigure(form, tr("Right answers:"), rateText(figures.right, figures.answers),
              QStringLiteral("repertoireRight"));
    return box;
}

QString TrainingStatisticsDialog::themeName(const QString& theme)
{
    if (theme == QLatin1String("capture"))
        return tr("Missed capture");
    if (theme == QLatin1String("mate"))
        return tr("Missed mate");
    if (theme == QLatin1String("allowed-mate"))
        return tr("Allowed mate");
    if (theme == QLatin1String("hanging"))
        return tr("Hanging piece");
    return tr("Other mistakes");
}

TrainingPreferencesPage::TrainingPreferencesPage(int newPerDay, QWidget* parent)
    : QWidget(parent), m_newPerDay(new QSpinBox(this))
{
    setObjectName(QStringLiteral("trainingPreferences"));
    m_newPerDay->setObjectName(QStringLiteral("newPuzzlesPerDay"));
    m_newPerDay->setRange(0, MaxNewPerDay);
    m_newPerDay->setValue(newPerDay);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&New puzzles and repertoire positions per day:"), m_newPerDay);
    form->addRow(new QLabel(tr("Puzzles and positions you have answered before come back when they are due, however many."), this));
    connect(m_newPerDay, &QSpinBox::valueChanged, this, &TrainingPreferencesPage::newPerDayChanged);
}

} // namespace kibitz
