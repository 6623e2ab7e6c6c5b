// DropFilter: the drag is accepted only when the drop would load something.
#include "dropfilter.h"

#include "io/textkind.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QUrl>
#include <QWidget>

namespace kibitz {

// Watches target as its child.
DropFilter::DropFilter(QWidget* target) : QObject(target)
{
    target->setAcceptDrops(true);
    target->installEventFilter(this);
}

// The first local .pgn/.fen file among the URLs, else FEN or PGN text.
DropFilter::Payload DropFilter::payloadOf(const QMimeData* data)
{
    Payload payload;
    if (!data)
        return payload;
    if (data->hasUrls()) {
        for (const QUrl& url : data->urls()) {
            if (url.isLocalFile() && io::kindFromFileName(url.toLocalFile()) != io::TextKind::Unknown) {
                payload.filePath = url.toLocalFile();
                return payload;
            }
        }
    }
    if (data->hasText() && io::classifyText(data->text()) != io::TextKind::Unknown)
        payload.text = data->text();
    return payload;
}

// Drag enter/move: accept loadable data; drop: report it.
bool DropFilter::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (payloadOf(drag->mimeData()).isEmpty())
            drag->ignore();
        else
            drag->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        const Payload payload = payloadOf(drop->mimeData());
        if (payload.isEmpty())
            return false;
        drop->acceptProposedAction();
        if (!payload.filePath.isEmpty())
            emit fileDropped(payload.filePath);
        else
            emit textDropped(payload.text);
        return true;
    }
    default: return QObject::eventFilter(watched, event);
    }
}

} // namespace kibitz
