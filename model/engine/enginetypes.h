// Value types shared by every engine: limits, scores, info lines, options and search requests.
#pragma once

#include "core/messages.h"
#include "core/position.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

#include <vector>

namespace kibitz::engine {

// When a search ends; all zero and not infinite means "engine's choice" (treated as depth 10).
struct EngineLimits {
    int depth = 0;
    int movetimeMs = 0;
    quint64 nodes = 0;
    bool infinite = false;
    // A game's clocks (UCI wtime/btime/winc/binc); the engine shares its time out itself.
    qint64 wtimeMs = 0;
    qint64 btimeMs = 0;
    qint64 wincMs = 0;
    qint64 bincMs = 0;
    // Only these root moves are searched (UCI "searchmoves"); empty: all of them.
    QStringList searchMoves;

    bool hasClock() const { return wtimeMs > 0 || btimeMs > 0; }
    static EngineLimits ofClock(qint64 wtime, qint64 btime, qint64 winc, qint64 binc)
    {
        EngineLimits l;
        l.wtimeMs = wtime;
        l.btimeMs = btime;
        l.wincMs = winc;
        l.bincMs = binc;
        return l;
    }

    static EngineLimits ofDepth(int depth)
    {
        EngineLimits l;
        l.depth = depth;
        return l;
    }
    static EngineLimits ofMovetime(int ms)
    {
        EngineLimits l;
        l.movetimeMs = ms;
        return l;
    }
    static EngineLimits ofNodes(quint64 nodes)
    {
        EngineLimits l;
        l.nodes = nodes;
        return l;
    }
    static EngineLimits infiniteAnalysis()
    {
        EngineLimits l;
        l.infinite = true;
        return l;
    }
};

// A score as UCI reports it: from the side to move's point of view.
struct EngineScore {
    enum class Bound { Exact, Lower, Upper };
    bool isMate = false;
    int value = 0; // centipawns, or moves to mate (negative: the side to move is mated)
    Bound bound = Bound::Exact;

    // The same score seen from White's side (bounds swap for Black to move).
    EngineScore forWhite(core::Color sideToMove) const;
    // Ordering helper: larger is better for the side to move; mates beyond any centipawn value.
    int sortKey() const;
    bool operator==(const EngineScore& o) const { return isMate == o.isMate && value == o.value && bound == o.bound; }
};

// One "info" report with a principal variation.
struct EngineInfo {
    int depth = 0;
    int selDepth = 0;
    int multiPv = 1;
    bool hasScore = false;
    EngineScore score;
    quint64 nodes = 0;
    quint64 nps = 0;
    qint64 timeMs = 0;
    int hashfull = -1; // -1 when not reported
    QStringList pvUci; // as received (UCI engines) or produced (built-in)
    std::vector<core::Move> pv; // the legal prefix of pvUci, as core moves
    QStringList pvSan; // SAN of pv, from the searched position
};

// The end of a search.
struct EngineBestMove {
    QString uci; // "0000" or empty when the position has no legal move
    core::Move move; // null when none or not legal
    QString san;
    QString ponderUci;
};

// An option an engine offers ("option name Hash type spin default 16 min 1 max 33554432").
struct EngineOption {
    enum class Type { Check, Spin, Combo, Button, String };
    QString name;
    Type type = Type::String;
    QString defaultValue;
    int min = 0;
    int max = 0;
    QStringList choices; // for Combo
};

// A validated search request: the position as FEN plus moves, and what to do with it.
struct SearchRequest {
    enum class Mode { Analyse, Play };
    QString fen; // canonical FEN of the start position
    QStringList moves; // UCI
    EngineLimits limits;
    int multiPv = 1;
    Mode mode = Mode::Analyse;
    core::Position root; // the position after fen + moves
    std::vector<core::Key> history; // keys of the positions before root, oldest first
};

// Parses fen (strict) and plays the UCI moves; on failure returns false and sets error (an entry of
// the one message table: the FEN's error, or the move that is not legal). canonicalFen, when given,
// receives the start position's canonical six-field FEN (what is sent to UCI engines).
bool buildPosition(const QString& fen, const QStringList& moves, core::Position& root, std::vector<core::Key>& history,
                   core::Message& error, QString* canonicalFen = nullptr);
// The legal move of pos written as uci ("e7e8q", castling as e1g1 or, Chess960, e1h1); null when none.
core::Move findUciMove(const core::Position& pos, const QString& uci);
// How every engine is given the legal move m of before, and how an engine's move is compared with
// a game's: UCI, castling king-takes-rook when before is a Chess960 game (UciEngine switches
// UCI_Chess960 on from the same flag of the position it sends), else "e1g1".
QString uciMove(const core::Position& before, core::Move m);
// The legal moves of line from root, each as uciMove() writes it.
QStringList uciLine(const core::Position& root, const std::vector<core::Move>& line);
// Fills info.pv and info.pvSan from info.pvUci, stopping at the first move that is not legal.
void resolvePv(const core::Position& root, EngineInfo& info);

} // namespace kibitz::engine

Q_DECLARE_METATYPE(kibitz::engine::EngineInfo)
Q_DECLARE_METATYPE(kibitz::engine::EngineBestMove)
