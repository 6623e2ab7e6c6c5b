// Frame-rate measurement for kibitz-board-demo (--fps): idle, animating and continuous.
#pragma once

namespace Qt3DExtras {
class Qt3DWindow;
}

namespace kibitz::board3d {

class BoardScene;

// Runs the measurement phases (3 s each), prints one line per phase, then quits the app.
void startFpsMeasurement(Qt3DExtras::Qt3DWindow* window, BoardScene* scene);

} // namespace kibitz::board3d
