// DocumentList: documents are children of the list; the shown one is never deleted while shown.
#include "documentlist.h"

#include "gamedocument.h"

#include "io/filestate.h"
#include "io/gamefollow.h"

namespace kibitz {

DocumentList::DocumentList(ChessGameModel* model, QObject* parent) : QObject(parent), m_model(model)
{
    auto* first = new GameDocument(model, this);
    m_documents.append(first);
    watch(first);
}

// The documents go before the model does: none may react to the model's last signals.
DocumentList::~DocumentList()
{
    for (GameDocument* document : std::as_const(m_documents))
        document->disconnect(this);
}

int DocumentList::indexOf(const GameDocument* document) const
{
    return int(m_documents.indexOf(const_cast<GameDocument*>(document)));
}

int DocumentList::indexOfFile(const QString& path, int game) const
{
    const QString wanted = io::fileKey(path);
    for (int i = 0; i < count(); ++i) {
        const FileSource& source = m_documents.at(i)->source();
        if (!source.path.isEmpty() && source.game == game && io::fileKey(source.path) == wanted)
            return i;
    }
    return -1;
}

// A tab's label follows its document's title and unsaved state.
void DocumentList::watch(GameDocument* document)
{
    const auto changed = [this, document] {
        if (const int index = indexOf(document); index >= 0)
            emit documentChanged(index);
    };
    connect(document, &GameDocument::titleChanged, this, changed);
    connect(document, &GameDocument::modifiedChanged, this, changed);
}

bool DocumentList::showFile(const QString& path, int game)
{
    const int index = indexOfFile(path, game);
    if (index < 0)
        return false;
    setCurrent(index);
    return true;
}

GameDocument* DocumentList::documentForOpening()
{
    if (!current()->isUntouched())
        addNew();
    return current();
}

int DocumentList::addNew(bool show)
{
    if (show)
        emit currentAboutToChange(); // before the tab is there, as for any other switch
    auto* document = new GameDocument(m_model, GameDocument::NewGame{}, this);
    const int index = m_current + 1;
    m_documents.insert(index, document);
    watch(document);
    if (index <= m_current)
        ++m_current;
    emit documentAdded(index);
    if (show)
        setCurrent(index);
    return index;
}

void DocumentList::setCurrent(int index)
{
    if (index < 0 || index >= count() || index == m_current)
        return;
    emit currentAboutToChange();
    GameDocument* shown = current();
    m_current = index;
    m_documents.at(index)->show(shown);
    emit currentChanged(current());
}

void DocumentList::followWrite(const io::FileWrite& write)
{
    for (GameDocument* document : std::as_const(m_documents))
        document->relocate([&write](const FileSource& source) { return io::sourceAfterWrite(source, write); });
}

// The neighbour is shown first (the one after, else the one before), then the document goes.
void DocumentList::remove(int index)
{
    if (index < 0 || index >= count())
        return;
    if (count() == 1)
        addNew(false);
    if (index == m_current)
        setCurrent(index + 1 < count() ? index + 1 : index - 1);
    GameDocument* document = m_documents.takeAt(index);
    if (index < m_current)
        --m_current;
    emit documentRemoved(index);
    document->disconnect(this);
    delete document;
}

} // namespace kibitz
