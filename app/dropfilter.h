// DropFilter: accepts .pgn/.fen files and FEN/PGN text dragged onto the window it watches and
// reports what was dropped; loading is someone else's job.
#pragma once

#include <QObject>
#include <QString>

class QWidget;

class QMimeData;

namespace kibitz {

class DropFilter : public QObject {
    Q_OBJECT
public:
    // Installs itself on target and turns on its drops.
    explicit DropFilter(QWidget* target);

    // What a drop of data would load: a local file path, text, or nothing.
    struct Payload {
        QString filePath;
        QString text;
        bool isEmpty() const { return filePath.isEmpty() && text.isEmpty(); }
    };
    static Payload payloadOf(const QMimeData* data);

signals:
    void fileDropped(const QString& path);
    void textDropped(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace kibitz
