// MoveEntry: SAN/UCI through GameEditing::makeMoveSan; a promotion without its piece asks for one.
#include "moveentry.h"

#include "chessgamemodel.h"
#include "gameediting.h"

#include "core/san.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QWindow>

namespace kibitz {

// A label, the field and the error text in one row; hidden until someone types.
MoveEntry::MoveEntry(ChessGameModel* model, GameEditing* editing, QWidget* parent)
    : QWidget(parent), m_model(model), m_editing(editing), m_field(new QLineEdit(this)), m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("moveEntry"));
    m_field->setObjectName(QStringLiteral("moveEntryField"));
    m_field->setPlaceholderText(tr("e4, Nf3, e7e8q"));
    m_field->setMaxLength(32);
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);
    m_error->setObjectName(QStringLiteral("moveEntryError"));
    m_error->setTextFormat(Qt::PlainText);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    auto* label = new QLabel(tr("Move:"), this);
    label->setBuddy(m_field);
    layout->addWidget(label);
    layout->addWidget(m_field);
    layout->addWidget(m_error, 1);
    connect(m_field, &QLineEdit::textEdited, m_error, &QLabel::clear);
    hide();
}

// The refusal shown under the field.
QString MoveEntry::errorText() const { return m_error->text(); }

// Shows the bar with the typed text; more text typed while it opens is appended.
void MoveEntry::start(const QString& text)
{
    if (!isHidden()) { // open (isVisible() would also need the window shown)
        m_field->insert(text);
    } else {
        m_error->clear();
        m_field->setText(text);
        show();
        place();
    }
    m_field->setFocus(Qt::OtherFocusReason);
    m_field->end(false);
    // The board is a native child window holding the X input focus: take it back to the top level.
    if (QWindow* top = window()->windowHandle())
        top->requestActivate();
}

// Plays the text, or shows why not and keeps the text for correcting.
bool MoveEntry::submit()
{
    const QString text = m_field->text().trimmed();
    if (text.isEmpty()) {
        close();
        return false;
    }
    if (tryPromotion(text))
        return true;
    const EditResult result = m_editing->makeMoveSan(text);
    if (!result) {
        showError(result.error);
        emit moveRefused(result.error);
        return false;
    }
    close();
    emit movePlayed();
    return true;
}

// "e8" or "e7e8" naming a promotion without its piece: ask for the piece, then play. False when
// the text is not such a move (makeMoveSan then reports what is wrong with it).
bool MoveEntry::tryPromotion(const QString& text)
{
    static const QRegularExpression uci(QStringLiteral("^[a-h][1-8][a-h][1-8]$"));
    static const QRegularExpression pieceGiven(QStringLiteral("(=?[QRBNqrbn])[+#!?]*$"));
    if (!m_chooser || (!uci.match(text).hasMatch() && pieceGiven.match(text).hasMatch()))
        return false;
    const QString withQueen = uci.match(text).hasMatch() ? text + QLatin1Char('q') : text + QStringLiteral("=Q");
    core::Move move;
    if (core::parseSan(m_model->position(), withQueen.toStdString(), move) || move.kind() != core::Move::Promotion)
        return false;
    const core::PieceType piece = m_chooser(m_model->position().sideToMove());
    if (piece == core::NoPieceType) {
        showError(tr("Promotion cancelled."));
        return true;
    }
    const EditResult result = m_editing->makeMove(move.from(), move.to(), piece);
    if (!result) {
        showError(result.error);
        emit moveRefused(result.error);
        return true;
    }
    close();
    emit movePlayed();
    return true;
}

// Closes without playing.
void MoveEntry::cancel() { close(); }

// Keeps the text and selects it, so retyping replaces it.
void MoveEntry::showError(const QString& text)
{
    m_error->setText(text);
    m_field->selectAll();
    m_field->setFocus(Qt::OtherFocusReason);
}

// Hides the bar and gives the focus back to the board.
void MoveEntry::close()
{
    m_field->clear();
    m_error->clear();
    hide();
    if (m_returnFocus)
        m_returnFocus->setFocus(Qt::OtherFocusReason);
}

// A native child with an opaque background: the board is a native Qt3D window, which only a
// native sibling of its window container can cover (so the host is the board widget itself).
// Moving to a new host keeps the bar open and the text being typed.
void MoveEntry::floatOver(QWidget* host)
{
    if (m_host)
        m_host->removeEventFilter(this);
    m_host = host;
    const bool hidden = isHidden();
    const bool typing = m_field->hasFocus();
    setParent(host);
    setAutoFillBackground(true);
    setAttribute(Qt::WA_NativeWindow);
    host->installEventFilter(this);
    setVisible(!hidden);
    place();
    if (typing)
        m_field->setFocus(Qt::OtherFocusReason);
}

// Full width at the bottom of the host, at the bar's natural height, above its siblings.
void MoveEntry::place()
{
    if (!m_host)
        return;
    const int height = sizeHint().height();
    setGeometry(0, m_host->height() - height, m_host->width(), height);
    raise();
}

// Enter plays and Esc closes the bar, both used up here: QLineEdit passes an Enter on to its
// parents, and the bar's parent is the board, where Enter clicks the cursor square. The host's
// resizes move the bar.
bool MoveEntry::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_host && event->type() == QEvent::Resize)
        place();
    if (watched == m_field && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter)
            submit();
        else if (key == Qt::Key_Escape)
            close();
        else
            return QWidget::eventFilter(watched, event);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace kibitz
