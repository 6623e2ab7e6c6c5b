// AnalysisLinesModel: rows are MultiPV slots; rows are reset only when their number changes.
#include "analysislinesmodel.h"

#include "scoreformat.h"

#include <QFont>

namespace kibitz::analysis {

// An empty table.
AnalysisLinesModel::AnalysisLinesModel(QObject* parent) : QAbstractTableModel(parent) { }

// New lines: rows are inserted/removed as the count changes, the rest emit dataChanged.
void AnalysisLinesModel::setLines(const QList<engine::EngineInfo>& lines, core::Color sideToMove, int firstMoveNumber)
{
    m_sideToMove = sideToMove;
    m_firstMoveNumber = firstMoveNumber;
    const int oldCount = int(m_lines.size());
    const int newCount = int(lines.size());
    if (newCount < oldCount) {
        beginRemoveRows({}, newCount, oldCount - 1);
        m_lines = lines;
        endRemoveRows();
    } else if (newCount > oldCount) {
        beginInsertRows({}, oldCount, newCount - 1);
        m_lines = lines;
        endInsertRows();
    } else {
        m_lines = lines;
    }
    if (newCount > 0)
        emit dataChanged(index(0, 0), index(newCount - 1, ColumnCount - 1));
}

// One row per line.
int AnalysisLinesModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_lines.size()); }

// Score, depth, line.
int AnalysisLinesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

// Text per column; the score column is bold and right-aligned.
QVariant AnalysisLinesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size())
        return {};
    const engine::EngineInfo& info = m_lines[index.row()];
    const engine::EngineScore white = info.score.forWhite(m_sideToMove);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case ScoreColumn: return info.hasScore ? formatScoreWithBound(white) : QString();
        case DepthColumn:
            return info.selDepth > 0 ? QStringLiteral("%1/%2").arg(info.depth).arg(info.selDepth)
                                     : QString::number(info.depth);
        case LineColumn: return lineText(info);
        }
    } else if (role == WhiteScoreRole) {
        return info.hasScore ? formatScore(white) : QString();
    } else if (role == Qt::TextAlignmentRole && index.column() != LineColumn) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::FontRole && index.column() == ScoreColumn) {
        QFont f;
        f.setBold(true);
        return f;
    } else if (role == Qt::ToolTipRole && index.column() == LineColumn) {
        return tr("Click to play %1").arg(info.pvSan.value(0));
    }
    return {};
}

// Column titles.
QVariant AnalysisLinesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ScoreColumn: return tr("Score");
    case DepthColumn: return tr("Depth");
    case LineColumn: return tr("Line");
    }
    return {};
}

// "12. Nf3 Nc6 13. Bb5" or "12... Nc6 13. Bb5" from the analysed position's move number.
QString AnalysisLinesModel::lineText(const engine::EngineInfo& info) const
{
    QString text;
    int number = m_firstMoveNumber;
    bool white = m_sideToMove == core::White;
    for (int i = 0; i < info.pvSan.size(); ++i) {
        if (!text.isEmpty())
            text += QLatin1Char(' ');
        if (white)
            text += QStringLiteral("%1. ").arg(number);
        else if (i == 0)
            text += QStringLiteral("%1... ").arg(number);
        text += info.pvSan[i];
        if (!white)
            ++number;
        white = !white;
    }
    return text;
}

} // namespace kibitz::analysis
