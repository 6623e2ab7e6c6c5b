// styleTrainerLabels: one look for both trainers' texts.
#include "trainerlabels.h"

#include <QFont>
#include <QLabel>

namespace kibitz {

void styleTrainerLabels(QLabel* task, QLabel* status, QLabel* left)
{
    QFont big = task->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    task->setFont(big);
    for (QLabel* l : {task, status, left})
        l->setWordWrap(true);
}

} // namespace kibitz
