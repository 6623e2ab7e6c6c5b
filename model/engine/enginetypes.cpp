// Score conversions and the position helpers every engine uses.
#include "enginetypes.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "core/san.h"
#include "core/uci.h"

namespace kibitz::engine {

using namespace core;

// Negates the score for Black to move; a lower bound for Black is an upper bound for White.
EngineScore EngineScore::forWhite(Color sideToMove) const
{
    if (sideToMove == White)
        return *this;
    EngineScore s = *this;
    s.value = -value;
    if (bound == Bound::Lower)
        s.bound = Bound::Upper;
    else if (bound == Bound::Upper)
        s.bound = Bound::Lower;
    return s;
}

// Mate in n ranks above every centipawn score, shorter mates higher; being mated lowest.
int EngineScore::sortKey() const
{
    if (!isMate)
        return value;
    if (value > 0)
        return 1000000 - value;
    return -1000000 - value;
}

// Strict FEN, then each move must be legal in turn.
bool buildPosition(const QString& fen, const QStringList& moves, Position& root, std::vector<Key>& history,
                   Message& error, QString* canonicalFen)
{
    Position pos;
    if (const auto err = parseFen(fen.trimmed().toStdString(), pos)) {
        error = err->message;
        return false;
    }
    if (canonicalFen)
        *canonicalFen = QString::fromStdString(toFen(pos));
    history.clear();
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = findUciMove(pos, moves[i]);
        if (m.isNull()) {
            error = Message(MessageId::EngineMoveNotLegal, {Message::number(i + 1), moves[i].toStdString()});
            return false;
        }
        history.push_back(pos.key());
        pos.playWithoutUndo(m);
    }
    root = pos;
    return true;
}

// The legal move uci names, castling in either UCI form (e1g1, or e1h1 as in Chess960 mode).
Move findUciMove(const Position& pos, const QString& uci)
{
    return parseUciMove(pos, uci.trimmed().toLower().toStdString());
}

// Positions reached by moves keep isChess960() (core/position.h): the game's mode throughout.
QString uciMove(const Position& before, Move m)
{
    return QString::fromStdString(moveToUci(before, m, before.isChess960()));
}

QStringList uciLine(const Position& root, const std::vector<Move>& line)
{
    QStringList out;
    Position pos = root;
    for (const Move m : line) {
        out.push_back(uciMove(pos, m));
        pos.playWithoutUndo(m);
    }
    return out;
}

// Walks the PV from root; a move that is not legal (garbage or a different position) ends it.
void resolvePv(const Position& root, EngineInfo& info)
{
    info.pv.clear();
    info.pvSan.clear();
    Position pos = root;
    for (const QString& uci : info.pvUci) {
        const Move m = findUciMove(pos, uci);
        if (m.isNull())
            break;
        info.pv.push_back(m);
        info.pvSan.push_back(QString::fromStdString(toSan(pos, m)));
        pos.playWithoutUndo(m);
    }
}

} // namespace kibitz::engine
