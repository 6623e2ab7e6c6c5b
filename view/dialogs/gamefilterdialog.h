// GameFilterDialog: the Games panel's Filter… dialog: players (White, Black, either), event, site,
// ratings, dates, ECO and plies of the database filter (database/gamefilter.h). Ranges are typed
// as kibitz-cli db reads them ("2200-2400", "1990.01-1999", "B90-B99"); a malformed one is shown
// in red and Ok waits for it.
#pragma once

#include "database/gamefilter.h"

#include <QDialog>

#include <optional>
#include <vector>

class QFormLayout;
class QLineEdit;
class QPushButton;

namespace kibitz {

class GameFilterDialog : public QDialog {
    Q_OBJECT
public:
    explicit GameFilterDialog(QWidget* parent = nullptr);

    void setFilter(const database::GameFilter& filter);
    // The fields as a filter (the quick bar's text and result are not among them).
    database::GameFilter filter() const;

private:
    // A range field: its text, how it is read, the range it sets.
    struct RangeField {
        QLineEdit* edit;
        std::optional<database::GameFilter::Range> (*parse)(std::string_view);
        database::GameFilter::Range database::GameFilter::*range;
        std::string (*text)(const database::GameFilter::Range&);
    };
    QLineEdit* addText(const QString& label, const QString& placeholder);
    void addRange(const QString& label, const QString& placeholder, RangeField field);
    void check();

    QFormLayout* m_form;
    QLineEdit* m_white;
    QLineEdit* m_black;
    QLineEdit* m_player;
    QLineEdit* m_event;
    QLineEdit* m_site;
    std::vector<RangeField> m_ranges;
    QPushButton* m_ok = nullptr;
};

} // namespace kibitz
