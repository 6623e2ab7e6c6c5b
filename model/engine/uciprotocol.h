// The text side of UCI: parsing "info", "bestmove" and "option" lines, and writing commands.
// Unknown tokens are skipped; a malformed line yields nothing rather than a half-filled value.
#pragma once

#include "enginetypes.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace kibitz::engine::uci {

// An "info" line that carries a score or a pv; nullopt for other info lines and malformed ones.
std::optional<EngineInfo> parseInfo(QStringView line);
// A "bestmove <move> [ponder <move>]" line; nullopt otherwise. The move may be "(none)"/"0000".
std::optional<EngineBestMove> parseBestMove(QStringView line);
// An "option name <name> type <type> ..." line; nullopt when malformed.
std::optional<EngineOption> parseOption(QStringView line);
// The value after "id name" in an "id name <text>" line; empty otherwise.
QString parseIdName(QStringView line);

// "position fen <fen> [moves ...]" (or "position startpos ..." for the standard start).
QString positionCommand(const QString& fen, const QStringList& moves);
// "go depth N" / "go movetime N" / "go nodes N" / "go infinite" (combined as given).
QString goCommand(const EngineLimits& limits);
// "setoption name <name> value <value>" ("setoption name <name>" for buttons).
QString setOptionCommand(const QString& name, const QString& value);
// An info line in UCI form, as kibitz-cli prints it: "info depth 12 seldepth 18 multipv 1 score cp 35 ...".
QString formatInfo(const EngineInfo& info);
// "cp 35", "mate -3", with " lowerbound"/" upperbound" when not exact.
QString formatScore(const EngineScore& score);

} // namespace kibitz::engine::uci
