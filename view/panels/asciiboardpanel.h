// AsciiBoardPanel: a monospace debug view of the model: ASCII board, FEN, Zobrist key, status and
// the last model signals, refreshed on every signal; a button copies it all.
#pragma once

#include <QWidget>

class QPlainTextEdit;
class QPushButton;

namespace kibitz {

class ChessGameModel;
class ModelSignalLog;

class AsciiBoardPanel : public QWidget {
    Q_OBJECT
public:
    explicit AsciiBoardPanel(ChessGameModel* model, QWidget* parent = nullptr);

    // Everything the panel shows, as plain text.
    QString text() const;
    // Tall enough for the whole board drawing; the panel can be made shorter (the text scrolls).
    QSize sizeHint() const override;

public slots:
    // Puts text() on the clipboard.
    void copyToClipboard();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void fitBoard();

    ChessGameModel* m_model;
    ModelSignalLog* m_log;
    QPlainTextEdit* m_edit;
    QPushButton* m_copy;
    int m_boardHeight = 0; // the text's height that shows the whole board drawing (fitBoard)
};

} // namespace kibitz
