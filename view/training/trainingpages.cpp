// The statistics dialog and the trainer's Preferences page.
#include "trainingpages.h"

#include <QDialogButtonBox>
#include <QFormLayout>
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
} // namespace

TrainingStatisticsDialog::TrainingStatisticsDialog(const training::TrainingStatistics& figures, QWidget* parent)
    : QDialog(parent), m_themes(new QTableWidget(int(figures.byTheme.size()), 2, this))
{
    setWindowTitle(tr("Training Statistics"));
    setObjectName(QStringLiteral("trainingStatistics"));
    auto* form = new QFormLayout;
    form->addRow(tr("Puzzles:"), new QLabel(QString::number(figures.items), this));
    form->addRow(tr("Due today:"), new QLabel(QString::number(figures.due), this));
    form->addRow(tr("Never tried:"), new QLabel(QString::number(figures.fresh), this));
    form->addRow(tr("Learned:"), new QLabel(QString::number(figures.learned), this));
    form->addRow(tr("Solved:"), new QLabel(rateText(figures.right, figures.answers), this));

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

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("By theme:"), this));
    layout->addWidget(m_themes, 1);
    layout->addWidget(buttons);
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
