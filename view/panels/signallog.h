// ModelSignalLog: a rolling record of the last signals ChessGameModel emitted, for debugging views.
#pragma once

#include "game/gametree.h"

#include <QObject>
#include <QStringList>

namespace kibitz {

class ChessGameModel;

class ModelSignalLog : public QObject {
    Q_OBJECT
public:
    explicit ModelSignalLog(ChessGameModel* model, int capacity = 12, QObject* parent = nullptr);

    // Oldest first, at most capacity() lines ("#14 cursorChanged 7 <- 6").
    const QStringList& lines() const { return m_lines; }
    int capacity() const { return m_capacity; }

signals:
    void changed();

private:
    void connectModel(ChessGameModel* model);
    void record(const QString& line);

    QStringList m_lines;
    int m_capacity;
    quint64 m_count = 0;
};

} // namespace kibitz
