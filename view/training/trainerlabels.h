// What the trainers' panels (PuzzlePanel, RepertoirePanel) show the same way: the task in large
// bold type above the status and what is left, all wrapped to the dock's width.
#pragma once

class QLabel;

namespace kibitz {

void styleTrainerLabels(QLabel* task, QLabel* status, QLabel* left);

} // namespace kibitz
