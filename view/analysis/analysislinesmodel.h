// The analysis lines as a table for Qt item views: score (White's side), depth, line in SAN.
#pragma once

#include "engine/enginetypes.h"

#include <QAbstractTableModel>

namespace kibitz::analysis {

class AnalysisLinesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ScoreColumn, DepthColumn, LineColumn, ColumnCount };
    // Raw score as a sort key (Qt::UserRole) for tests and delegates.
    static constexpr int WhiteScoreRole = Qt::UserRole + 1;

    explicit AnalysisLinesModel(QObject* parent = nullptr);

    // Replaces the lines; sideToMove is the analysed position's (scores are turned to White's side).
    void setLines(const QList<engine::EngineInfo>& lines, core::Color sideToMove, int firstMoveNumber);
    const engine::EngineInfo& line(int row) const { return m_lines.at(row); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString lineText(const engine::EngineInfo& info) const;

    QList<engine::EngineInfo> m_lines;
    core::Color m_sideToMove = core::White;
    int m_firstMoveNumber = 1;
};

} // namespace kibitz::analysis
