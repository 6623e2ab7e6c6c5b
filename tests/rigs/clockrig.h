// A timed game without waiting: a ChessGameModel, a GameClock on a time source the test moves by
// hand, and a ClockController joining them (shared by the clock tests).
#pragma once

#include "chessgamemodel.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "clockcontroller.h"
#include "gameclock.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

#include <optional>

namespace kibitz::test {

// A clock on a counter the test moves.
struct FakeTime {
    qint64 now = 1000;
    // Makes clock read this counter.
    void install(GameClock& clock)
    {
        clock.setTimeSource([this] { return now; });
    }
};

// A model, a clock on fake time and a controller.
struct ClockRig {
    ChessGameModel model;
    GameClock clock;
    FakeTime time;
    ClockController controller{&model, model.editing(), model.annotations(), &clock};
    ClockRig() { time.install(clock); }
    // Plays san after thinking for ms.
    void play(const char* san, qint64 ms)
    {
        time.now += ms;
        ASSERT_TRUE(model.editing()->makeMoveSan(QString::fromLatin1(san))) << san;
    }
    // Lets the running side's time run out and waits until the flag's result is decided (the
    // FIDE 6.9 search answers later, from another thread); false when no flag fell or no answer came.
    bool flagAndDecide()
    {
        QSignalSpy ended(&controller, &ClockController::gameEnded);
        time.now += clock.remainingMs(clock.sideToMove());
        if (!clock.checkFlag())
            return false;
        return ended.count() > 0 || ended.wait(30000);
    }
    // The clock reading recorded with the shown move.
    std::optional<qint64> reading() const { return model.tree().node(model.cursor()).annotations().clockMs; }
};

} // namespace kibitz::test
