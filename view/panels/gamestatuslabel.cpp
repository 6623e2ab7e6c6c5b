// GameStatusLabel: refreshes on every status or position change.
#include "gamestatuslabel.h"

#include "statustext.h"

#include "chessgamemodel.h"

namespace kibitz {

// Listens to the model; shows the current status at once.
GameStatusLabel::GameStatusLabel(ChessGameModel* model, QWidget* parent) : QLabel(parent), m_model(model)
{
    setObjectName(QStringLiteral("gameStatusLabel"));
    setTextFormat(Qt::PlainText);
    connect(model, &ChessGameModel::statusChanged, this, &GameStatusLabel::refresh);
    connect(model, &ChessGameModel::positionChanged, this, &GameStatusLabel::refresh);
    connect(model, &ChessGameModel::gameReset, this, &GameStatusLabel::refresh);
    connect(model, &ChessGameModel::gameInfoChanged, this, &GameStatusLabel::refresh); // a result set or undone
    connect(model, &ChessGameModel::historyChanged, this, &GameStatusLabel::refresh); // the main line's end moved
    refresh();
}

// Rewrites the text from the model's status.
void GameStatusLabel::refresh()
{
    const GameStatuses* statuses = m_model->statuses();
    setText(StatusText::describe(m_model->position(), statuses->status(), statuses->endAt(m_model->cursor())));
}

} // namespace kibitz
