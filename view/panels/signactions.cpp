// SignActions: checkable actions whose NAG follows the side that played the target move.
#include "signactions.h"

#include "chessgamemodel.h"
#include "gameannotations.h"
#include "nagnames.h"

#include <QAction>
#include <QMenu>

#include <algorithm>

namespace kibitz {

using game::NodeId;

namespace {

// True when White played node's move (the root: White, unused).
bool whiteMoved(const ChessGameModel* model, NodeId node)
{
    const game::GameTree& tree = model->tree();
    return node == game::RootNode || !tree.contains(node)
        || tree.node(tree.node(node).parent).position.sideToMove() == core::White;
}

// One checkable action per sign; its text and check follow the target move when the menu is about
// to show (never disabled: a disabled action would keep its shortcut off after the menu closed).
void addChoices(QMenu* menu, const ChessGameModel* model, GameAnnotations* annotations,
                const std::function<NodeId()>& target, const QList<SignChoice>& choices,
                const QList<QKeySequence>& keys, Qt::ShortcutContext context)
{
    for (int i = 0; i < choices.size(); ++i) {
        const SignChoice choice = choices[i];
        auto* action = menu->addAction(NagNames::menuText(choice.white));
        action->setCheckable(true);
        if (i < keys.size()) {
            action->setShortcut(keys[i]);
            action->setShortcutContext(context);
        }
        QObject::connect(action, &QAction::triggered, annotations, [model, annotations, target, choice] {
            const NodeId node = target();
            annotations->toggleNag(node, choice.nagFor(whiteMoved(model, node)));
        });
        QObject::connect(menu, &QMenu::aboutToShow, action, [model, target, choice, action] {
            const NodeId node = target();
            const bool known = node != game::RootNode && model->tree().contains(node);
            const int nag = choice.nagFor(whiteMoved(model, node));
            const auto& nags = model->tree().node(known ? node : game::RootNode).nags();
            action->setText(NagNames::menuText(nag));
            action->setChecked(known && std::find(nags.begin(), nags.end(), nag) != nags.end());
        });
    }
}

} // namespace

void SignActions::addTo(QMenu* menu, const ChessGameModel& gameModel, GameAnnotations* annotations,
                        std::function<NodeId()> target, Qt::ShortcutContext context)
{
    const ChessGameModel* model = &gameModel;
    QList<QKeySequence> keys;
    for (int k = Qt::Key_1; k <= Qt::Key_6; ++k)
        keys << QKeySequence(Qt::CTRL | Qt::Key(k));
    addChoices(menu, model, annotations, target, NagNames::moveSigns(), keys, context);
    QMenu* positions = menu->addMenu(tr("&Position Signs"));
    addChoices(positions, model, annotations, target, NagNames::positionSigns(), {}, context);
    positions->addSeparator();
    addChoices(positions, model, annotations, target, NagNames::otherSigns(), {}, context);
    menu->addSeparator();
    QAction* remove = menu->addAction(tr("&Remove Signs"));
    QObject::connect(remove, &QAction::triggered, annotations,
                     [annotations, target] { annotations->removeNags(target()); });
    QObject::connect(menu, &QMenu::aboutToShow, remove, [model, target, remove] {
        const NodeId node = target();
        remove->setEnabled(model->tree().contains(node) && !model->tree().node(node).nags().empty());
    });
}

} // namespace kibitz
