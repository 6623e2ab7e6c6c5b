// Checking FEN text for the Load FEN dialog: the core's verdict in translated words, what
// Repair mode would change, a lenient reading of the placement for previews, FEN files.
#pragma once

#include "core/fen.h"
#include "core/position.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <array>

namespace kibitz {

// Pieces by square (a1 = 0), as the preview board shows them.
using BoardArray = std::array<core::Piece, 64>;

struct FenCheck {
    Q_DECLARE_TR_FUNCTIONS(FenCheck)
public:
    bool valid = false; // strict parsing accepts the text
    bool repairable = false; // strict parsing rejects it, FenMode::Repair accepts it
    core::FenError error; // the strict error when not valid
    QString message; // translated: the strict error, or a short "valid" note
    QStringList repairs; // translated sentences: what Repair removes or changes (when repairable)
    QString repairedFen; // canonical FEN after repair (when repairable)
    core::Position position; // the parsed position (the repaired one when repairable)
};

// Checks text in Strict mode, then in Repair mode when strict parsing fails.
FenCheck checkFen(const QString& text);
// The placement field read leniently (partial or broken text gives what can be read).
BoardArray readPlacement(const QString& text);
// All 64 squares of a position.
BoardArray boardOf(const core::Position& pos);
// The first non-empty line of a small text file, trimmed; false with a translated reason.
bool readFirstLine(const QString& path, QString* line, QString* error);

} // namespace kibitz
