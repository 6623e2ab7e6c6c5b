// MoveEntry: a small bar with a text field for typing a move (SAN or UCI). Enter plays it through
// the model; a refused move shows the model's reason and plays nothing; Esc closes the bar.
#pragma once

#include "core/types.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QGridLayout;
class QLabel;
class QLineEdit;

namespace kibitz {

class ChessGameModel;
class GameEditing;

class MoveEntry : public QWidget {
    Q_OBJECT
public:
    // Asks which piece a pawn promotes to; NoPieceType cancels.
    using PromotionChooser = std::function<core::PieceType(core::Color side)>;

    // Reads model; the typed moves go to editing.
    MoveEntry(ChessGameModel* model, GameEditing* editing, QWidget* parent = nullptr);

    void setPromotionChooser(PromotionChooser chooser) { m_chooser = std::move(chooser); }
    // Where the keyboard focus goes when the bar closes (the board).
    void setReturnFocus(QWidget* widget) { m_returnFocus = widget; }
    // Floats the bar over the bottom edge of `host` (the board's area) instead of taking layout
    // space, so opening it does not shrink the board; it follows the host's size.
    void floatOver(QWidget* host);

    QLineEdit* field() const { return m_field; }
    // The reason the last attempt was refused (empty after a success).
    QString errorText() const;

public slots:
    // Opens the bar with text already typed and puts the cursor after it.
    void start(const QString& text);
    // Plays the field's text; true when a move was played.
    bool submit();
    // Closes the bar without playing.
    void cancel();

signals:
    void movePlayed();
    // The typed move was refused (translated reason, also shown in the entry).
    void moveRefused(const QString& reason);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool tryPromotion(const QString& text);
    void showError(const QString& text);
    void clearError();
    void arrangeError(int width);
    void close();
    void place();

    static constexpr int ErrorColumn = 2; // beside the field; below it, the reason spans columns 0-2

    ChessGameModel* m_model;
    GameEditing* m_editing;
    QLineEdit* m_field;
    QLabel* m_error;
    QLabel* m_prompt; // "Move:"
    QGridLayout* m_layout;
    PromotionChooser m_chooser;
    QPointer<QWidget> m_returnFocus;
    QPointer<QWidget> m_host;
};

} // namespace kibitz
