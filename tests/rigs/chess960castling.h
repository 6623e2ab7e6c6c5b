// The games of tests/data/review/chess960-castling.pgn (Chess960 castling of every kind, its
// Event tags say which) for the tests that send them to the real Stockfish: the review, kibitz-cli
// review and the puzzle finder.
#pragma once

#include "engine/uciengine.h"
#include "game/pgnreader.h"

#include <QFile>

#include <gtest/gtest.h>

#include <vector>

namespace kibitz::test {

inline const char* const Chess960CastlingFile = KIBITZ_SOURCE_DIR "/tests/data/review/chess960-castling.pgn";

// The file's games (a test failure when there are none).
inline std::vector<game::Game> chess960CastlingGames()
{
    QFile file(QString::fromUtf8(Chess960CastlingFile));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << Chess960CastlingFile;
    game::PgnReadResult read = game::readPgn(file.readAll().toStdString());
    EXPECT_FALSE(read.games.empty()) << Chess960CastlingFile;
    return std::move(read.games);
}

// Stockfish on one thread, so that a search at a depth is the same every run.
inline engine::UciEngine* singleThreadStockfish(const QString& path)
{
    auto* engine = new engine::UciEngine(path);
    engine->setOption(QStringLiteral("Threads"), 1);
    return engine;
}

} // namespace kibitz::test
