// The training's pages (issue 29): the statistics dialog (from the store's figures: for puzzles
// due, learned and success by theme; for repertoire positions due, learned and right answers) and
// the trainers' Preferences page (new puzzles and repertoire positions per day).
#pragma once

#include "trainingstore/trainingstore.h"

#include <QDialog>
#include <QWidget>

class QSpinBox;
class QTableWidget;

namespace kibitz {

class TrainingStatisticsDialog : public QDialog {
    Q_OBJECT
public:
    TrainingStatisticsDialog(const training::TrainingStatistics& puzzles, const training::TrainingStatistics& repertoire,
                             QWidget* parent = nullptr);

    // The theme's name as a person reads it ("capture": "Missed capture").
    static QString themeName(const QString& theme);
    QTableWidget* themeTable() const { return m_themes; }

private:
    QWidget* puzzlesBox(const training::TrainingStatistics& figures);
    QWidget* repertoireBox(const training::TrainingStatistics& figures);

    QTableWidget* m_themes;
};

class TrainingPreferencesPage : public QWidget {
    Q_OBJECT
public:
    static constexpr int MaxNewPerDay = 500;

    explicit TrainingPreferencesPage(int newPerDay, QWidget* parent = nullptr);
    QSpinBox* newPerDayBox() const { return m_newPerDay; }

signals:
    void newPerDayChanged(int count);

private:
    QSpinBox* m_newPerDay;
};

} // namespace kibitz
