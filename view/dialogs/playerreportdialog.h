// PlayerReportDialog: a player's page, as SCID's Player Report: the player's results as White, as
// Black and in all, and by opening (ECO) for each colour, over the games of the Games panel's
// filter. The report is computed headless (GameListModel::playerReport); this shows it.
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace kibitz {

class GameListModel;

class PlayerReportDialog : public QDialog {
    Q_OBJECT
public:
    PlayerReportDialog(GameListModel* games, const QString& name, QWidget* parent = nullptr);

    // Shows the report for the name in the field.
    void showReport();
    QTextBrowser* page() const { return m_page; }

private:
    GameListModel* m_games;
    QLineEdit* m_name;
    QTextBrowser* m_page;
};

} // namespace kibitz
