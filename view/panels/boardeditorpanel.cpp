// BoardEditorPanel: layout, the editor -> widgets refresh and the widgets -> editor edits.
#include "boardeditorpanel.h"

#include "boardeditor.h"
#include "errortext.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz {

namespace {

// The property naming the square of the rook a castling check box stands for.
constexpr const char* RookProperty = "rookSquare";

} // namespace

// Three rows of controls, the FEN field, the message and the closing buttons.
BoardEditorPanel::BoardEditorPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(buildStateRow());
    layout->addWidget(buildButtonRow());
    layout->addWidget(buildFenRow());
    setEnabled(false);
}

// Side to move and castling rights; below them the e.p. square and the two clocks.
QWidget* BoardEditorPanel::buildStateRow()
{
    auto* box = new QWidget(this);
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    auto* row = new QWidget(box);
    v->addWidget(row);
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    m_side = new QComboBox(row);
    m_side->addItems({tr("White to move"), tr("Black to move")});
    m_side->setAccessibleName(tr("Side to move"));
    h->addWidget(m_side);
    buildCastlingBoxes(row);
    h->addStretch(1);
    auto* second = new QWidget(box);
    h = new QHBoxLayout(second);
    h->setContentsMargins(0, 0, 0, 0);
    auto* epLabel = new QLabel(tr("En passant:"), second);
    m_ep = new QComboBox(second);
    epLabel->setBuddy(m_ep);
    h->addWidget(epLabel);
    h->addWidget(m_ep);
    auto* halfLabel = new QLabel(tr("Halfmove clock:"), second);
    m_halfmove = new QSpinBox(second);
    m_halfmove->setRange(0, core::MaxHalfmoveClock);
    halfLabel->setBuddy(m_halfmove);
    auto* fullLabel = new QLabel(tr("Move number:"), second);
    m_fullmove = new QSpinBox(second);
    m_fullmove->setRange(1, core::MaxFullmoveNumber);
    fullLabel->setBuddy(m_fullmove);
    for (QWidget* w : {static_cast<QWidget*>(halfLabel), static_cast<QWidget*>(m_halfmove),
                       static_cast<QWidget*>(fullLabel), static_cast<QWidget*>(m_fullmove)})
        h->addWidget(w);
    h->addStretch(1);
    v->addWidget(second);
    connect(m_side, &QComboBox::activated, this, [this](int index) {
        if (m_editor)
            m_editor->setSideToMove(index == 0 ? core::White : core::Black);
    });
    connect(m_ep, &QComboBox::activated, this, [this](int index) {
        if (m_editor)
            m_editor->setEpSquare(core::Square(m_ep->itemData(index).toInt()));
    });
    connect(m_halfmove, &QSpinBox::valueChanged, this, [this](int n) {
        if (m_editor)
            m_editor->setHalfmoveClock(n);
    });
    connect(m_fullmove, &QSpinBox::valueChanged, this, [this](int n) {
        if (m_editor)
            m_editor->setFullmoveNumber(n);
    });
    return box;
}

// "White castles with: [x] a1 (O-O-O) [x] h1 (O-O)", the same for Black: one box per rook.
void BoardEditorPanel::buildCastlingBoxes(QWidget* row)
{
    const QString titles[2] = {tr("White castles with:"), tr("Black castles with:")};
    for (int colour = 0; colour < 2; ++colour) {
        auto* title = new QLabel(titles[colour], row);
        title->setContentsMargins(colour == 0 ? 8 : 12, 0, 0, 0);
        row->layout()->addWidget(title);
        for (QCheckBox*& rookBox : m_castling[colour]) {
            rookBox = new QCheckBox(row);
            rookBox->setToolTip(tr("Castling right with this rook: a rook on the king's back rank, one on each side "
                                   "of the king (Chess960: any file)"));
            rookBox->hide();
            row->layout()->addWidget(rookBox);
            QCheckBox* box = rookBox;
            connect(box, &QCheckBox::toggled, this, [this, box](bool on) {
                if (m_editor)
                    m_editor->setCastlingRook(core::Square(box->property(RookProperty).toInt()), on);
            });
        }
        m_noCastling[colour] = new QLabel(tr("no rook beside the king"), row);
        m_noCastling[colour]->setEnabled(false);
        row->layout()->addWidget(m_noCastling[colour]);
    }
}

// One box per rook that may castle, from a to h, named by its square and the castling it makes.
void BoardEditorPanel::refreshCastling()
{
    for (const core::Color c : {core::White, core::Black}) {
        const QList<core::Square> rooks = m_editor->castlingRookChoices(c);
        for (int i = 0; i < MaxCastlingRooks; ++i) {
            QCheckBox* box = m_castling[c][i];
            const QSignalBlocker block(box);
            box->setVisible(i < rooks.size());
            if (i >= rooks.size())
                continue;
            const core::Square rook = rooks[i];
            const core::CastlingRight right = m_editor->rightOfRook(rook);
            const bool kingSide = (right & (core::WhiteKingSide | core::BlackKingSide)) != 0;
            box->setProperty(RookProperty, int(rook));
            box->setText((kingSide ? tr("%1 (O-O)") : tr("%1 (O-O-O)")).arg(ErrorText::square(rook)));
            box->setAccessibleName(c == core::White ? tr("White castles with the rook on %1").arg(ErrorText::square(rook))
                                                    : tr("Black castles with the rook on %1").arg(ErrorText::square(rook)));
            box->setChecked(m_editor->castlingRook(right) == rook);
        }
        m_noCastling[c]->setVisible(rooks.isEmpty());
    }
}

QCheckBox* BoardEditorPanel::castlingBox(int rookSquare) const
{
    for (const auto& colour : m_castling)
        for (QCheckBox* box : colour)
            if (!box->isHidden() && box->property(RookProperty).toInt() == rookSquare)
                return box;
    return nullptr;
}

// A push button in row's layout, named for tests.
QPushButton* BoardEditorPanel::addButton(QWidget* row, const QString& text, const QString& name)
{
    auto* b = new QPushButton(text, row);
    b->setObjectName(name);
    row->layout()->addWidget(b);
    return b;
}

// Start position, Clear, Flip, Swap colours, Paste FEN, Copy FEN.
QWidget* BoardEditorPanel::buildButtonRow()
{
    auto* row = new QWidget(this);
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    QPushButton* start = addButton(row, tr("Start Position"), QStringLiteral("startButton"));
    QPushButton* clear = addButton(row, tr("Clear Board"), QStringLiteral("clearButton"));
    clear->setToolTip(tr("Removes every piece except the two kings"));
    QPushButton* flip = addButton(row, tr("Flip Board"), QStringLiteral("flipButton"));
    QPushButton* swap = addButton(row, tr("Swap Colours"), QStringLiteral("swapButton"));
    swap->setToolTip(tr("Mirrors the position with the colours exchanged"));
    QPushButton* paste = addButton(row, tr("Paste FEN"), QStringLiteral("pasteButton"));
    QPushButton* copy = addButton(row, tr("Copy FEN"), QStringLiteral("copyButton"));
    h->addStretch(1);
    connect(start, &QPushButton::clicked, this, [this] {
        if (m_editor)
            m_editor->setStartPosition();
    });
    connect(clear, &QPushButton::clicked, this, [this] {
        if (m_editor)
            m_editor->clearBoard();
    });
    connect(swap, &QPushButton::clicked, this, [this] {
        if (m_editor)
            m_editor->swapColours();
    });
    connect(flip, &QPushButton::clicked, this, &BoardEditorPanel::flipRequested);
    connect(paste, &QPushButton::clicked, this, &BoardEditorPanel::pasteFen);
    connect(copy, &QPushButton::clicked, this, &BoardEditorPanel::copyFen);
    return row;
}

// The FEN field, the message with Repair, "continue from here" and OK/Cancel.
QWidget* BoardEditorPanel::buildFenRow()
{
    auto* box = new QWidget(this);
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    m_fen = new QLineEdit(box);
    m_fen->setAccessibleName(tr("FEN"));
    m_fen->setPlaceholderText(tr("FEN of the position (type or paste one)"));
    v->addWidget(m_fen);
    auto* row = new QWidget(box);
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    m_message = new QLabel(row);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    h->addWidget(m_message, 1);
    m_repair = addButton(row, tr("Repair"), QStringLiteral("repairButton"));
    m_repair->setToolTip(tr("Removes the castling rights and the en passant square the position cannot have"));
    v->addWidget(row);
    row = new QWidget(box);
    h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    QPushButton* analyse = addButton(row, tr("Continue: Analyse"), QStringLiteral("analyseButton"));
    QPushButton* white = addButton(row, tr("Play as White"), QStringLiteral("playWhiteButton"));
    QPushButton* black = addButton(row, tr("Play as Black"), QStringLiteral("playBlackButton"));
    h->addStretch(1);
    m_ok = addButton(row, tr("OK"), QStringLiteral("okButton"));
    m_ok->setToolTip(tr("Use this position (Ctrl+Return)"));
    m_ok->setDefault(true);
    // Wherever the focus is in the window (the board handles these keys itself).
    m_ok->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_cancel = addButton(row, tr("Cancel"), QStringLiteral("cancelButton"));
    m_cancel->setToolTip(tr("Leave the editor without changing the game (Esc)"));
    m_cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    v->addWidget(row);
    connect(m_fen, &QLineEdit::textEdited, this, &BoardEditorPanel::fenTyped);
    connect(m_repair, &QPushButton::clicked, this, &BoardEditorPanel::repair);
    connect(m_ok, &QPushButton::clicked, this, &BoardEditorPanel::accepted);
    connect(m_cancel, &QPushButton::clicked, this, &BoardEditorPanel::cancelled);
    connect(analyse, &QPushButton::clicked, this, &BoardEditorPanel::analyseRequested);
    connect(white, &QPushButton::clicked, this, [this] { emit playRequested(true); });
    connect(black, &QPushButton::clicked, this, [this] { emit playRequested(false); });
    return box;
}

// Shows editor and follows its edits; nullptr disables the panel.
void BoardEditorPanel::setEditor(BoardEditor* editor)
{
    if (m_editor)
        disconnect(m_editor, nullptr, this, nullptr);
    m_editor = editor;
    m_typing = false;
    m_note.clear();
    setEnabled(m_editor != nullptr);
    connectEditor();
    refresh();
}

// Every edit (from the board, the palette, the keyboard or this panel) refreshes the widgets.
void BoardEditorPanel::connectEditor()
{
    if (!m_editor)
        return;
    connect(m_editor, &BoardEditor::positionEdited, this, [this] {
        m_note.clear();
        refresh();
    });
    connect(m_editor, &BoardEditor::validationChanged, this, &BoardEditorPanel::refresh);
}

// Rebuilds every widget from the editor (derived state is never patched by hand).
void BoardEditorPanel::refresh()
{
    if (!m_editor)
        return;
    const QSignalBlocker b1(m_side), b2(m_ep), b3(m_halfmove), b4(m_fullmove);
    m_side->setCurrentIndex(m_editor->sideToMove() == core::White ? 0 : 1);
    refreshCastling();
    m_ep->clear();
    m_ep->addItem(tr("none"), int(core::NoSquare));
    for (const core::Square s : m_editor->epCandidates())
        m_ep->addItem(ErrorText::square(s), int(s));
    m_ep->setCurrentIndex(std::max(0, m_ep->findData(int(m_editor->epSquare()))));
    m_ep->setEnabled(m_ep->count() > 1);
    m_halfmove->setValue(m_editor->halfmoveClock());
    m_fullmove->setValue(m_editor->fullmoveNumber());
    if (!m_typing)
        m_fen->setText(m_editor->fen());
    m_repair->setVisible(m_editor->canRepair());
    m_ok->setEnabled(m_editor->isValid());
    for (const char* name : {"analyseButton", "playWhiteButton", "playBlackButton"})
        button(QString::fromLatin1(name))->setEnabled(m_editor->isValid());
    if (!m_note.isEmpty())
        showMessage(m_note, true);
    else if (m_editor->isValid())
        showMessage(tr("Legal position."), false);
    else
        showMessage(m_editor->validationMessage(), true);
}

// Problems in red, good news in green.
void BoardEditorPanel::showMessage(const QString& text, bool problem)
{
    m_message->setText(text);
    m_message->setStyleSheet(problem ? QStringLiteral("color: #c0392b;") : QStringLiteral("color: #2e7d32;"));
}

// The message under the FEN field.
QString BoardEditorPanel::messageText() const { return m_message->text(); }

// Typed FEN: a well-formed one goes to the board at once; a malformed one is explained and
// waits (the board keeps the last good position).
void BoardEditorPanel::fenTyped(const QString& text)
{
    if (!m_editor)
        return;
    m_typing = true; // the field keeps what is typed; later edits elsewhere rewrite it
    const EditResult result = m_editor->setFen(text);
    m_note = result.ok ? QString() : result.error;
    refresh();
    m_typing = false;
}

// The edit's FEN on the clipboard.
void BoardEditorPanel::copyFen()
{
    if (m_editor)
        QApplication::clipboard()->setText(m_editor->fen());
}

// The clipboard's FEN into the editor (a refused one is explained).
void BoardEditorPanel::pasteFen()
{
    if (!m_editor)
        return;
    const QString text = QApplication::clipboard()->text().trimmed().section(QLatin1Char('\n'), 0, 0);
    const EditResult result = m_editor->setFen(text);
    m_note = result.ok ? QString() : tr("Clipboard: %1").arg(result.error);
    refresh();
}

// The core's repair; what it removed is said.
void BoardEditorPanel::repair()
{
    if (!m_editor)
        return;
    const QStringList done = m_editor->repair();
    refresh();
    if (!done.isEmpty())
        showMessage(done.join(QLatin1Char(' ')), false);
}

// A push button by object name.
QPushButton* BoardEditorPanel::button(const QString& objectName) const { return findChild<QPushButton*>(objectName); }

QList<QWidget*> BoardEditorPanel::tabControls() const
{
    QList<QWidget*> controls;
    for (QWidget* w : findChildren<QWidget*>()) // depth first: the order of the rows
        if ((w->focusPolicy() & Qt::TabFocus) && !w->focusProxy())
            controls << w;
    return controls;
}

} // namespace kibitz
