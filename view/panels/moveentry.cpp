// MoveEntry: SAN/UCI through GameEditing::makeMoveSan; a promotion without its piece asks for one.
#include "moveentry.h"

#include "chessgamemodel.h"
#include "gameediting.h"

#include "core/san.h"

#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QWindow>

#include <algorithm>

namespace kibitz {

// A label, the field and the error text in one row (the error below when it needs more room);
// hidden until someone types.
MoveEntry::MoveEntry(ChessGameModel* model, GameEditing* editing, QWidget* parent)
    : QWidget(parent), m_model(model), m_editing(editing), m_field(new QLineEdit(this)), m_error(new QLabel(this)),
      m_prompt(new QLabel(tr("Move:"), this)), m_layout(new QGridLayout(this))
{
    setObjectName(QStringLiteral("moveEntry"));
    m_field->setObjectName(QStringLiteral("moveEntryField"));
    m_field->setPlaceholderText(tr("e4, Nf3, e7e8q"));
    m_field->setMaxLength(32);
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);
    m_error->setObjectName(QStringLiteral("moveEntryError"));
    m_error->setTextFormat(Qt::PlainText);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_layout->setContentsMargins(6, 2, 6, 2);
    m_layout->setVerticalSpacing(0);
    m_prompt->setBuddy(m_field);
    m_layout->addWidget(m_prompt, 0, 0);
    m_layout->addWidget(m_field, 0, 1);
    m_layout->addWidget(m_error, 0, ErrorColumn);
    m_layout->setColumnStretch(ErrorColumn, 1);
    connect(m_field, &QLineEdit::textEdited, this, &MoveEntry::clearError);
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

// Keeps the text and selects it, so retyping replaces it. The bar grows if the reason needs more
// than the room beside the field (a narrow board).
void MoveEntry::showError(const QString& text)
{
    m_error->setText(text);
    place();
    m_field->selectAll();
    m_field->setFocus(Qt::OtherFocusReason);
}

void MoveEntry::clearError()
{
    if (m_error->text().isEmpty())
        return;
    m_error->clear();
    place();
}

// The reason beside the field when it fits there on one line, else below the label and the
// field, across the whole bar and wrapped: all of it is read at any width of the board.
void MoveEntry::arrangeError(int width)
{
    const QMargins margins = m_layout->contentsMargins();
    const int spacing = std::max(0, m_layout->horizontalSpacing()); // -1: none set
    const int beside = width - margins.left() - margins.right() - m_prompt->sizeHint().width()
        - m_field->sizeHint().width() - 2 * spacing;
    const bool below = m_error->fontMetrics().horizontalAdvance(m_error->text()) > beside;
    int row = 0, column = 0, rowSpan = 0, columnSpan = 0;
    m_layout->getItemPosition(m_layout->indexOf(m_error), &row, &column, &rowSpan, &columnSpan);
    if (below == (row == 1))
        return;
    m_layout->removeWidget(m_error);
    if (below)
        m_layout->addWidget(m_error, 1, 0, 1, ErrorColumn + 1);
    else
        m_layout->addWidget(m_error, 0, ErrorColumn);
}

// Hides the bar and gives the focus back to the board.
void MoveEntry::close()
{
    m_field->clear();
    m_error->clear();
    hide();
    place();
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

// Full width at the bottom of the host, at the bar's natural height for that width (a wrapped
// reason takes more), above its siblings.
void MoveEntry::place()
{
    if (!m_host)
        return;
    const int width = m_host->width();
    arrangeError(width);
    m_layout->invalidate();
    const int height = hasHeightForWidth() ? heightForWidth(width) : sizeHint().height();
    setGeometry(0, m_host->height() - height, width, height);
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
