// Runs a long piece of work (reading a large file) on a worker thread while the window stays
// responsive: a window-modal progress dialog appears when it takes longer than a moment, and its
// Cancel button sets Progress::cancel for the work to notice.
#pragma once

#include "io/gamefile.h"

#include <QString>

#include <functional>

class QWidget;

namespace kibitz {

// Returns when work has finished (whether or not it was cancelled). work must not touch widgets.
void runInBackground(QWidget* parent, const QString& label, io::Progress& progress, std::function<void()> work);

} // namespace kibitz
