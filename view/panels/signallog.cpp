// ModelSignalLog: one connection per model signal, each writing a short line with its arguments.
#include "signallog.h"

#include "chessgamemodel.h"

namespace kibitz {

using game::NodeId;

namespace {
// A node id for the log ("-" for none).
QString nodeText(NodeId node) { return node == game::NoNode ? QStringLiteral("-") : QString::number(node); }

// "forward e4", "backward e4", "jump".
QString transitionText(const BoardTransition& t)
{
    switch (t.kind) {
    case BoardTransition::Forward: return QStringLiteral("forward %1").arg(t.san);
    case BoardTransition::Backward: return QStringLiteral("backward %1").arg(t.san);
    case BoardTransition::Jump: break;
    }
    return QStringLiteral("jump %1 -> %2").arg(nodeText(t.fromNode), nodeText(t.toNode));
}
} // namespace

// Starts listening at once.
ModelSignalLog::ModelSignalLog(ChessGameModel* model, int capacity, QObject* parent)
    : QObject(parent), m_capacity(qMax(1, capacity))
{
    connectModel(model);
}

// The log shows signal names and arguments as the code spells them, so they are not translated.
void ModelSignalLog::connectModel(ChessGameModel* m)
{
    connect(m, &ChessGameModel::positionChanged, this,
            [this](const BoardTransition& t) { record(QStringLiteral("positionChanged %1").arg(transitionText(t))); });
    connect(m, &ChessGameModel::moveMade, this,
            [this](NodeId n) { record(QStringLiteral("moveMade %1").arg(nodeText(n))); });
    connect(m, &ChessGameModel::gameReset, this, [this] { record(QStringLiteral("gameReset")); });
    connect(m, &ChessGameModel::statusChanged, this, [this](const core::GameStatus& s) {
        record(QStringLiteral("statusChanged %1").arg(QString::fromStdString(core::statusText(s))));
    });
    connect(m, &ChessGameModel::historyChanged, this, [this] { record(QStringLiteral("historyChanged")); });
    connect(m, &ChessGameModel::cursorChanged, this, [this](NodeId now, NodeId before) {
        record(QStringLiteral("cursorChanged %1 <- %2").arg(nodeText(now), nodeText(before)));
    });
    connect(m, &ChessGameModel::nodeChanged, this,
            [this](NodeId n) { record(QStringLiteral("nodeChanged %1").arg(nodeText(n))); });
    connect(m, &ChessGameModel::gameInfoChanged, this, [this] { record(QStringLiteral("gameInfoChanged")); });
}

// Appends a numbered line and drops the oldest beyond capacity.
void ModelSignalLog::record(const QString& line)
{
    m_lines.append(QStringLiteral("#%1 %2").arg(++m_count).arg(line));
    while (m_lines.size() > m_capacity)
        m_lines.removeFirst();
    emit changed();
}

} // namespace kibitz
