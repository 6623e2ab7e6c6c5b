// The training's pages (issue 29): the statistics dialog (due, learned, success by theme, from
// the store's figures) and the Preferences page of the puzzle trainer (new puzzles per day).
#pragma once

#include "training/trainingstore.h"

#include <QDialog>
#include <QWidget>

class QSpinBox;
class QTableWidget;

namespace kibitz {

class TrainingStatisticsDialog : public QDialog {
    Q_OBJECT
public:
    explicit TrainingStatisticsDialog(const training::TrainingStatistics& figures, QWidget* parent = nullptr);

    // The theme's name as a person reads it ("capture": "Missed capture").
    static QString themeName(const QString& theme);
    QTableWidget* themeTable() const { return m_themes; }

private:
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
