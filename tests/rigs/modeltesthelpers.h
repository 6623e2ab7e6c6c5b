// Helpers shared by the ChessGameModel and MoveListModel tests: a signal recorder and move input.
#pragma once

#include "chessgamemodel.h"
#include "gameediting.h"

#include "core/san.h"

#include <QStringList>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <vector>

// Readable QString/QStringList values in GoogleTest failure messages.
inline void PrintTo(const QString& s, std::ostream* os) { *os << '"' << s.toStdString() << '"'; }
inline void PrintTo(const QStringList& l, std::ostream* os)
{
    *os << '{' << l.join(QStringLiteral(", ")).toStdString() << '}';
}

namespace kibitz::test {

// Records the names of every model and undo-stack signal, in emission order. The undo stack emits
// while the model is destroyed, so the connections are bound to a context object of the log.
class SignalLog {
public:
    explicit SignalLog(ChessGameModel& m)
    {
        QUndoStack* s = m.undoStack();
        QObject::connect(&m, &ChessGameModel::positionChanged, &m_context, [this](const BoardTransition& t) {
            names << QStringLiteral("positionChanged");
            transitions.push_back(t);
        });
        QObject::connect(&m, &ChessGameModel::moveMade, &m_context, [this] { names << QStringLiteral("moveMade"); });
        QObject::connect(&m, &ChessGameModel::gameReset, &m_context, [this] { names << QStringLiteral("gameReset"); });
        QObject::connect(&m, &ChessGameModel::statusChanged, &m_context,
                         [this] { names << QStringLiteral("statusChanged"); });
        QObject::connect(&m, &ChessGameModel::historyChanged, &m_context,
                         [this] { names << QStringLiteral("historyChanged"); });
        QObject::connect(&m, &ChessGameModel::cursorChanged, &m_context,
                         [this] { names << QStringLiteral("cursorChanged"); });
        QObject::connect(&m, &ChessGameModel::nodeChanged, &m_context,
                         [this] { names << QStringLiteral("nodeChanged"); });
        QObject::connect(&m, &ChessGameModel::gameInfoChanged, &m_context,
                         [this] { names << QStringLiteral("gameInfoChanged"); });
        QObject::connect(&m, &ChessGameModel::gameAboutToBeReset, &m_context,
                         [this] { names << QStringLiteral("gameAboutToBeReset"); });
        QObject::connect(&m, &ChessGameModel::nodeAboutToBeAdded, &m_context,
                         [this] { names << QStringLiteral("nodeAboutToBeAdded"); });
        QObject::connect(&m, &ChessGameModel::nodeAdded, &m_context, [this] { names << QStringLiteral("nodeAdded"); });
        QObject::connect(&m, &ChessGameModel::nodeAboutToBeRemoved, &m_context,
                         [this] { names << QStringLiteral("nodeAboutToBeRemoved"); });
        QObject::connect(&m, &ChessGameModel::nodeRemoved, &m_context,
                         [this] { names << QStringLiteral("nodeRemoved"); });
        QObject::connect(s, &QUndoStack::canUndoChanged, &m_context,
                         [this] { names << QStringLiteral("canUndoChanged"); });
        QObject::connect(s, &QUndoStack::canRedoChanged, &m_context,
                         [this] { names << QStringLiteral("canRedoChanged"); });
        QObject::connect(s, &QUndoStack::undoTextChanged, &m_context,
                         [this] { names << QStringLiteral("undoTextChanged"); });
        QObject::connect(s, &QUndoStack::redoTextChanged, &m_context,
                         [this] { names << QStringLiteral("redoTextChanged"); });
        QObject::connect(s, &QUndoStack::indexChanged, &m_context, [this] { names << QStringLiteral("indexChanged"); });
        QObject::connect(s, &QUndoStack::cleanChanged, &m_context, [this] { names << QStringLiteral("cleanChanged"); });
    }
    // The names recorded since the last clear, then clears.
    QStringList take()
    {
        QStringList out = names;
        names.clear();
        return out;
    }
    // The names of the model's own signals only (undo stack signals dropped).
    QStringList takeModel()
    {
        QStringList out;
        for (const QString& n : take())
            if (!undoStackSignal(n))
                out << n;
        return out;
    }
    // The model's signals in order, then "UNDO" once if the undo stack announced anything. Which
    // stack signals Qt emits, and in which order, is Qt's business; that all of them come after
    // the model's (DESIGN.md rule 6) is ours: a model signal after a stack signal fails the test.
    QStringList takeModelThenUndo()
    {
        QStringList out;
        bool stackSeen = false;
        for (const QString& n : take()) {
            if (undoStackSignal(n)) {
                stackSeen = true;
                continue;
            }
            EXPECT_FALSE(stackSeen) << n.toStdString() << " came after an undo-stack signal";
            out << n;
        }
        if (stackSeen)
            out << QStringLiteral("UNDO");
        return out;
    }
    static bool undoStackSignal(const QString& n)
    {
        return n.endsWith(QLatin1String("TextChanged")) || n == QLatin1String("canUndoChanged")
            || n == QLatin1String("canRedoChanged") || n == QLatin1String("indexChanged")
            || n == QLatin1String("cleanChanged");
    }
    QStringList names;
    std::vector<BoardTransition> transitions;

private:
    QObject m_context; // disconnects everything when the log goes away before the model
};

// Plays space-separated SAN moves, expecting each to be accepted.
inline void playAll(ChessGameModel& m, const std::string& sans)
{
    std::istringstream in(sans);
    std::string san;
    while (in >> san) {
        const EditResult r = m.editing()->makeMoveSan(QString::fromStdString(san));
        EXPECT_TRUE(r.ok) << san << ": " << r.error.toStdString();
    }
}

// A node's status computed by the core from scratch: every position on the path from the root
// counts as an earlier occurrence (the oracle for ChessGameModel::status() and statusAt()).
inline core::GameStatus statusFromScratch(const ChessGameModel& game, game::NodeId node)
{
    std::vector<core::Key> history;
    for (game::NodeId n = node; n != game::RootNode;) {
        n = game.tree().node(n).parent;
        history.push_back(game.tree().node(n).position.key());
    }
    std::reverse(history.begin(), history.end());
    return core::gameStatus(game.tree().node(node).position, history);
}
// The shown position's status from scratch.
inline core::GameStatus statusFromScratch(const ChessGameModel& game) { return statusFromScratch(game, game.cursor()); }

// Two statuses agree in everything a view shows.
inline ::testing::AssertionResult sameStatus(const core::GameStatus& shown, const core::GameStatus& expected)
{
    if (shown.state == expected.state && shown.inCheck == expected.inCheck
        && shown.canClaimFiftyMove == expected.canClaimFiftyMove
        && shown.canClaimThreefold == expected.canClaimThreefold
        && (expected.state != core::GameState::Checkmate || shown.winner == expected.winner))
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "status() is '" << core::statusText(shown) << "' (threefold "
                                         << shown.canClaimThreefold << "), from scratch '" << core::statusText(expected)
                                         << "' (threefold " << expected.canClaimThreefold << ")";
}

} // namespace kibitz::test
