// A scriptable Engine for the analysis tests: records requests, sends chosen info lines,
// best moves and failures.
#pragma once

#include "engine/engine.h"

#include <QList>

class FakeEngine : public kibitz::engine::Engine {
    Q_OBJECT
public:
    using Engine::Engine;
    QList<kibitz::engine::SearchRequest> requests;
    int starts = 0;
    int stops = 0;
    int shutdowns = 0;

    QString name() const override { return QStringLiteral("Fake"); }
    void start() override
    {
        ++starts;
        setState(State::Ready);
    }
    void shutdown() override
    {
        ++shutdowns;
        setState(State::Idle);
    }
    void stop() override
    {
        ++stops;
        if (isSearching())
            setState(State::Ready);
    }
    QList<kibitz::engine::EngineOption> options() const override { return {}; }
    void setOption(const QString&, const QVariant&) override { }

    // One info line for the current request (score from the side to move's view).
    void sendInfo(int multiPv, int value, bool mate, const QStringList& pvUci, int depth = 10, quint64 nodes = 1000)
    {
        kibitz::engine::EngineInfo info;
        info.multiPv = multiPv;
        info.depth = depth;
        info.hasScore = true;
        info.score.isMate = mate;
        info.score.value = value;
        info.nodes = nodes;
        info.nps = nodes * 10;
        info.pvUci = pvUci;
        deliverInfo(info);
    }
    // The current search ends with the move uci (as a UCI "bestmove" line).
    void sendBestMove(const QString& uci)
    {
        setState(State::Ready);
        kibitz::engine::EngineBestMove best;
        best.uci = uci;
        deliverBestMove(best);
    }
    // The engine dies with message.
    void fail(const QString& message)
    {
        setState(State::Failed);
        emit errorOccurred(message);
    }

protected:
    void submit(const kibitz::engine::SearchRequest& request) override
    {
        setCurrentRequest(request);
        requests.push_back(request);
        setState(State::Searching);
    }
};
