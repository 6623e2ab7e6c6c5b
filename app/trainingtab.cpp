// TrainingTab: which tab a trainer uses, and its edits there.
#include "trainingtab.h"

#include "boardviewport.h"
#include "docklayout.h"
#include "documentlist.h"
#include "gamedocument.h"
#include "mainwindow.h"

#include <QDockWidget>

namespace kibitz {

TrainingTab::TrainingTab(MainWindow* window) : m_window(window) { }

QDockWidget* TrainingTab::addDock(MainWindow* window, const QString& title, const QString& objectName)
{
    QDockWidget* dock = window->docks()->add(nullptr, title, objectName, Qt::RightDockWidgetArea);
    dock->hide();
    return dock;
}

void TrainingTab::show(core::Color side, const std::function<void()>& load)
{
    DocumentList* documents = m_window->documents();
    if (m_document && documents->indexOf(m_document) >= 0)
        documents->setCurrent(documents->indexOf(m_document));
    else if (!m_window->document()->isUntouched())
        m_window->newTab();
    m_document = m_window->document();
    edit(load);
    if (m_window->viewport())
        m_window->viewport()->setFlipped(side == core::Black);
}

GameDocument* TrainingTab::document() const { return m_document; }

bool TrainingTab::isShown() const { return m_document && m_window->document() == m_document; }

void TrainingTab::edit(const std::function<void()>& change)
{
    m_editing = true;
    change();
    m_editing = false;
    markSaved();
}

void TrainingTab::markSaved()
{
    if (m_document)
        m_document->markSaved(QString());
}

} // namespace kibitz
