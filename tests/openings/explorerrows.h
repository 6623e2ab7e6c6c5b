// The explorer tests' reading of ExplorerModel (tst_explorer, tst_openingswiring): its rows' moves.
#pragma once

#include "panels/explorermodel.h"

#include <QStringList>

namespace kibitz::test {

// The SAN of every row, in order.
inline QStringList sans(const ExplorerModel& model)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.index(r, ExplorerModel::MoveColumn).data(ExplorerModel::SanRole).toString();
    return out;
}

} // namespace kibitz::test
