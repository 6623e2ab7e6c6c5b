// AnnotateWiring: menus to model slots; the work is ChessGameModel's.
#include "annotatewiring.h"

#include "windowactions.h"

#include "chessgamemodel.h"
#include "panels/signactions.h"

#include <QMainWindow>
#include <QMenu>

namespace kibitz {

AnnotateWiring::AnnotateWiring(QMainWindow* window, ChessGameModel* model)
    : QObject(window), m_window(window), m_model(model)
{ }

// The signs act on the shown move; Ctrl+1 … Ctrl+6 work anywhere in the window.
AnnotateWiring* AnnotateWiring::install(QMainWindow* window, ChessGameModel* model, const WindowActions& actions)
{
    auto* wiring = new AnnotateWiring(window, model);
    SignActions::addTo(actions.annotateMenu, model, [model] { return model->cursor(); }, Qt::WindowShortcut);
    return wiring;
}

} // namespace kibitz
