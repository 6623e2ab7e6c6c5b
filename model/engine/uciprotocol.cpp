// UCI text parsing and formatting.
#include "uciprotocol.h"

#include "core/fen.h"

#include <QRegularExpression>

#include <algorithm>
#include <climits>

namespace kibitz::engine::uci {

namespace {

// Splits on runs of white space.
QStringList tokens(QStringView line)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return line.toString().split(space, Qt::SkipEmptyParts);
}

// Reads tokens[i + 1] as a non-negative number; false when missing or not a number.
bool readNumber(const QStringList& t, int i, qint64& out)
{
    if (i + 1 >= t.size())
        return false;
    bool ok = false;
    out = t[i + 1].toLongLong(&ok);
    return ok;
}

// Parses "score cp N|mate N [lowerbound|upperbound]" starting at t[i]; returns tokens used.
int readScore(const QStringList& t, int i, EngineInfo& info, bool& ok)
{
    ok = false;
    if (i + 2 >= t.size() || (t[i + 1] != QLatin1String("cp") && t[i + 1] != QLatin1String("mate")))
        return 1;
    bool number = false;
    const int value = t[i + 2].toInt(&number);
    if (!number)
        return 1;
    info.hasScore = true;
    info.score.isMate = t[i + 1] == QLatin1String("mate");
    info.score.value = value;
    info.score.bound = EngineScore::Bound::Exact;
    ok = true;
    if (i + 3 < t.size() && t[i + 3] == QLatin1String("lowerbound")) {
        info.score.bound = EngineScore::Bound::Lower;
        return 4;
    }
    if (i + 3 < t.size() && t[i + 3] == QLatin1String("upperbound")) {
        info.score.bound = EngineScore::Bound::Upper;
        return 4;
    }
    return 3;
}

// Applies a numeric info field; false when it is not a known numeric field or not a number.
bool readNumericField(const QStringList& t, int i, EngineInfo& info)
{
    qint64 v = 0;
    if (!readNumber(t, i, v) || v < 0)
        return false;
    const QString& key = t[i];
    if (key == QLatin1String("depth"))
        info.depth = int(v);
    else if (key == QLatin1String("seldepth"))
        info.selDepth = int(v);
    else if (key == QLatin1String("multipv"))
        info.multiPv = int(qMax<qint64>(1, v));
    else if (key == QLatin1String("nodes"))
        info.nodes = quint64(v);
    else if (key == QLatin1String("nps"))
        info.nps = quint64(v);
    else if (key == QLatin1String("time"))
        info.timeMs = v;
    else if (key == QLatin1String("hashfull"))
        info.hashfull = int(v);
    return true;
}

// A spin bound as an int; larger values (some engines declare 64-bit limits) are clamped.
int readBound(const QString& text) { return int(std::clamp<qint64>(text.toLongLong(), INT_MIN, INT_MAX)); }

} // namespace

// Walks the tokens; "string" ends the line, "pv" takes every following move-shaped token.
std::optional<EngineInfo> parseInfo(QStringView line)
{
    const QStringList t = tokens(line);
    if (t.isEmpty() || t[0] != QLatin1String("info"))
        return std::nullopt;
    static const QRegularExpression moveShape(QStringLiteral("^[a-h][1-8][a-h][1-8][qrbn]?$"));
    EngineInfo info;
    bool hasPv = false;
    int i = 1;
    while (i < t.size()) {
        const QString& key = t[i];
        if (key == QLatin1String("string"))
            break;
        if (key == QLatin1String("score")) {
            bool ok = false;
            i += readScore(t, i, info, ok);
            if (!ok)
                return std::nullopt;
        } else if (key == QLatin1String("pv")) {
            hasPv = true;
            ++i;
            while (i < t.size() && moveShape.match(t[i]).hasMatch())
                info.pvUci.push_back(t[i++]);
        } else if (key == QLatin1String("depth") || key == QLatin1String("seldepth") || key == QLatin1String("multipv")
                   || key == QLatin1String("nodes") || key == QLatin1String("nps") || key == QLatin1String("time")
                   || key == QLatin1String("hashfull")) {
            if (!readNumericField(t, i, info))
                return std::nullopt;
            i += 2;
        } else {
            ++i; // other fields (currmove, tbhits, wdl ...) and their values are skipped
        }
    }
    if (!info.hasScore && !hasPv)
        return std::nullopt;
    return info;
}

// "bestmove e2e4 ponder e7e5"; "(none)" and "0000" mean no move.
std::optional<EngineBestMove> parseBestMove(QStringView line)
{
    const QStringList t = tokens(line);
    if (t.size() < 2 || t[0] != QLatin1String("bestmove"))
        return std::nullopt;
    EngineBestMove best;
    best.uci = t[1] == QLatin1String("(none)") ? QStringLiteral("0000") : t[1];
    if (t.size() >= 4 && t[2] == QLatin1String("ponder"))
        best.ponderUci = t[3];
    return best;
}

// Names, defaults and combo choices may contain spaces: each runs up to the next keyword ("type"
// for the name; "default", "min", "max", "var" for the values; a string's default runs to the end).
std::optional<EngineOption> parseOption(QStringView line)
{
    const QStringList t = tokens(line);
    if (t.size() < 5 || t[0] != QLatin1String("option") || t[1] != QLatin1String("name"))
        return std::nullopt;
    const int typeAt = int(t.indexOf(QStringLiteral("type"), 2));
    if (typeAt < 3 || typeAt + 1 >= t.size())
        return std::nullopt;
    EngineOption o;
    o.name = t.mid(2, typeAt - 2).join(QLatin1Char(' '));
    const QString type = t[typeAt + 1];
    if (type == QLatin1String("check"))
        o.type = EngineOption::Type::Check;
    else if (type == QLatin1String("spin"))
        o.type = EngineOption::Type::Spin;
    else if (type == QLatin1String("combo"))
        o.type = EngineOption::Type::Combo;
    else if (type == QLatin1String("button"))
        o.type = EngineOption::Type::Button;
    else if (type == QLatin1String("string"))
        o.type = EngineOption::Type::String;
    else
        return std::nullopt;
    const auto isKeyword = [&o](const QString& word) {
        return word == QLatin1String("default")
            || (o.type != EngineOption::Type::String
                && (word == QLatin1String("min") || word == QLatin1String("max") || word == QLatin1String("var")));
    };
    for (int i = typeAt + 2; i < t.size();) {
        const QString& key = t[i];
        int end = i + 1;
        while (end < t.size() && !isKeyword(t[end]))
            ++end;
        const QString value = t.mid(i + 1, end - i - 1).join(QLatin1Char(' '));
        if (key == QLatin1String("default"))
            o.defaultValue = value == QLatin1String("<empty>") ? QString() : value;
        else if (key == QLatin1String("min") && !value.isEmpty())
            o.min = readBound(value);
        else if (key == QLatin1String("max") && !value.isEmpty())
            o.max = readBound(value);
        else if (key == QLatin1String("var") && !value.isEmpty())
            o.choices.push_back(value);
        i = end;
    }
    return o;
}

// The engine's name from "id name Stockfish 15.1".
QString parseIdName(QStringView line)
{
    const QString text = line.toString().trimmed();
    const QString prefix = QStringLiteral("id name ");
    return text.startsWith(prefix) ? text.mid(prefix.size()).trimmed() : QString();
}

// The standard start position is sent as "startpos", anything else as its FEN.
QString positionCommand(const QString& fen, const QStringList& moves)
{
    QString cmd = fen.trimmed() == QLatin1String(core::StartFen) ? QStringLiteral("position startpos")
                                                                 : QStringLiteral("position fen ") + fen.trimmed();
    if (!moves.isEmpty())
        cmd += QStringLiteral(" moves ") + moves.join(QLatin1Char(' '));
    return cmd;
}

// All given limits; none at all becomes "go depth 10" so that a search always ends.
QString goCommand(const EngineLimits& limits)
{
    if (limits.infinite)
        return QStringLiteral("go infinite");
    QString cmd = QStringLiteral("go");
    if (limits.depth > 0)
        cmd += QStringLiteral(" depth %1").arg(limits.depth);
    if (limits.movetimeMs > 0)
        cmd += QStringLiteral(" movetime %1").arg(limits.movetimeMs);
    if (limits.nodes > 0)
        cmd += QStringLiteral(" nodes %1").arg(limits.nodes);
    if (limits.hasClock())
        cmd += QStringLiteral(" wtime %1 btime %2 winc %3 binc %4")
                   .arg(std::max<qint64>(1, limits.wtimeMs))
                   .arg(std::max<qint64>(1, limits.btimeMs))
                   .arg(limits.wincMs)
                   .arg(limits.bincMs);
    if (cmd == QLatin1String("go"))
        cmd += QStringLiteral(" depth 10");
    // Last: engines read every token after "searchmoves" as a move.
    if (!limits.searchMoves.isEmpty())
        cmd += QStringLiteral(" searchmoves ") + limits.searchMoves.join(QLatin1Char(' '));
    return cmd;
}

// "setoption name Skill Level value 5".
QString setOptionCommand(const QString& name, const QString& value)
{
    QString cmd = QStringLiteral("setoption name ") + name;
    if (!value.isNull())
        cmd += QStringLiteral(" value ") + value;
    return cmd;
}

// "cp 35" / "mate -3" plus the bound.
QString formatScore(const EngineScore& score)
{
    QString s = (score.isMate ? QStringLiteral("mate ") : QStringLiteral("cp ")) + QString::number(score.value);
    if (score.bound == EngineScore::Bound::Lower)
        s += QStringLiteral(" lowerbound");
    else if (score.bound == EngineScore::Bound::Upper)
        s += QStringLiteral(" upperbound");
    return s;
}

// The fields in Stockfish's order.
QString formatInfo(const EngineInfo& info)
{
    QString s =
        QStringLiteral("info depth %1 seldepth %2 multipv %3").arg(info.depth).arg(info.selDepth).arg(info.multiPv);
    if (info.hasScore)
        s += QStringLiteral(" score ") + formatScore(info.score);
    s += QStringLiteral(" nodes %1 nps %2").arg(info.nodes).arg(info.nps);
    if (info.hashfull >= 0)
        s += QStringLiteral(" hashfull %1").arg(info.hashfull);
    s += QStringLiteral(" time %1").arg(info.timeMs);
    if (!info.pvUci.isEmpty())
        s += QStringLiteral(" pv ") + info.pvUci.join(QLatin1Char(' '));
    return s;
}

} // namespace kibitz::engine::uci
