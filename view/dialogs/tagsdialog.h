// Game > Edit Tags… (issue 27): every tag of the game in a table — the Seven Tag Roster first
// (names fixed), then the others — to edit, add and remove; Date and Result are checked as they
// are typed (TagCheck) and OK waits until all is well.
#pragma once

#include "game/game.h"

#include <QDialog>

#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace kibitz {

class TagsDialog : public QDialog {
    Q_OBJECT
public:
    TagsDialog(const std::vector<game::Tag>& tags, QWidget* parent = nullptr);

    // The tags as edited, in the table's order (rows without a name are left out).
    std::vector<game::Tag> tags() const;
    QTableWidget* table() const { return m_table; }

private:
    void addRow(const game::Tag& tag, bool fixedName);
    void addTag();
    void removeTag();
    void check();

    QTableWidget* m_table;
    QLabel* m_problem;
    QPushButton* m_ok = nullptr;
    QPushButton* m_remove;
    int m_fixedRows = 0;
};

} // namespace kibitz
