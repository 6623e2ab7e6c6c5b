// GameStatusLabel: the status bar's permanent text for the shown position, kept up to date.
#pragma once

#include <QLabel>

namespace kibitz {

class ChessGameModel;

class GameStatusLabel : public QLabel {
    Q_OBJECT
public:
    explicit GameStatusLabel(ChessGameModel* model, QWidget* parent = nullptr);

private:
    void refresh();

    ChessGameModel* m_model;
};

} // namespace kibitz
