// A game against the computer through a crash: what the session journal keeps of it (the engine,
// its level, the person's colour, where it began, whether its clocks ran), and how it goes on
// when the journal brings it back. Without its engine it stays a study the Play menu does not
// pretend to play (PlayController::resumeWithoutEngine), and the person is told why.
#pragma once

#include "sessionjournal.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace kibitz {

class AnalysisWiring;
class ChessGameModel;
class ClockWiring;

class GameResume {
    Q_DECLARE_TR_FUNCTIONS(GameResume)
public:
    // The game model shows as the journal keeps it: none when it is not a game against the
    // computer with a known engine. clocks may be null (no clocks in the window).
    static std::optional<SessionJournal::Opponent> kept(const AnalysisWiring& analysis, const ClockWiring* clocks,
                                                        const ChessGameModel& model);
    // The kept game, shown in model now, goes on: its clocks (when they ran) come back paused, the
    // engine moves in its turn unless they are. Returns what to tell the person; engineMissing
    // says that its engine is gone (a problem to show, not a mere notice).
    static QString resume(const SessionJournal::Opponent& opponent, AnalysisWiring& analysis, ClockWiring* clocks,
                          const ChessGameModel& model, bool* engineMissing);
};

} // namespace kibitz
