// LoadFenDialog: every change of the text goes through checkFen() (the core's parser).
#include "loadfendialog.h"

#include "boardpreview.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz {

namespace {
// Longer input is not a FEN (the longest legal FEN is under 100 characters).
constexpr int MaxFenLength = 256;
} // namespace

// Builds the dialog with an empty field (setFen() pre-fills it).
LoadFenDialog::LoadFenDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Load FEN"));
    buildUi();
    connectUi();
    validate();
}

// Text field, message, input buttons and Repair, the preview, Load/Cancel.
void LoadFenDialog::buildUi()
{
    m_edit = new QLineEdit(this);
    m_edit->setMaxLength(MaxFenLength);
    m_edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_edit->setPlaceholderText(QString::fromLatin1(core::StartFen));
    m_edit->setClearButtonEnabled(true);
    // Room for a typical middlegame FEN without scrolling.
    m_edit->setMinimumWidth(m_edit->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 74 + 24);
    auto* label = new QLabel(tr("&FEN:"), this);
    label->setBuddy(m_edit);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_paste = new QPushButton(tr("&Paste"), this);
    m_paste->setToolTip(tr("Take the FEN from the clipboard"));
    m_fromFile = new QPushButton(tr("From F&ile…"), this);
    m_fromFile->setToolTip(tr("Read the FEN from a .fen file"));
    m_repair = new QPushButton(tr("&Repair"), this);
    m_repair->setToolTip(tr("Remove what makes the position impossible and keep the rest"));
    m_preview = new BoardPreview(this);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    okButton()->setText(tr("&Load"));

    auto* inputButtons = new QHBoxLayout;
    inputButtons->addWidget(m_paste);
    inputButtons->addWidget(m_fromFile);
    inputButtons->addStretch(1);
    inputButtons->addWidget(m_repair);
    auto* right = new QVBoxLayout;
    right->addWidget(label);
    right->addWidget(m_edit);
    right->addLayout(inputButtons);
    right->addSpacing(4);
    right->addWidget(m_message);
    right->addStretch(1);
    auto* top = new QHBoxLayout;
    top->addWidget(m_preview, 0, Qt::AlignTop);
    top->addSpacing(10);
    top->addLayout(right, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_buttons);
}

// Pointer-to-member connections only.
void LoadFenDialog::connectUi()
{
    connect(m_edit, &QLineEdit::textChanged, this, &LoadFenDialog::validate);
    // Typing by hand leaves Repair mode: the text is then judged strictly again.
    connect(m_edit, &QLineEdit::textEdited, this, [this] { m_mode = core::FenMode::Strict; });
    connect(m_repair, &QPushButton::clicked, this, &LoadFenDialog::repair);
    connect(m_paste, &QPushButton::clicked, this, &LoadFenDialog::pasteFromClipboard);
    connect(m_fromFile, &QPushButton::clicked, this, &LoadFenDialog::chooseFile);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

// Sets the text programmatically and validates it (also when it did not change).
void LoadFenDialog::setFen(const QString& fen)
{
    m_mode = core::FenMode::Strict;
    m_edit->setText(fen.trimmed());
    m_edit->setCursorPosition(0); // the board part first; End shows the rest
    validate();
}

// Trimmed text of the field.
QString LoadFenDialog::fen() const { return m_edit->text().trimmed(); }

// The message shown under the field.
QString LoadFenDialog::messageText() const { return m_message->text(); }

// The dialog's OK button (labelled Load).
QPushButton* LoadFenDialog::okButton() const { return m_buttons->button(QDialogButtonBox::Ok); }

// Runs the core on the text and updates everything that depends on the verdict.
void LoadFenDialog::validate()
{
    const QString text = m_edit->text();
    m_check = checkFen(text);
    if (text.trimmed().isEmpty()) {
        m_message->setText(tr("Type or paste a FEN, or read one from a file."));
        m_message->setStyleSheet(QString());
    } else if (m_check.repairable && !m_check.repairs.isEmpty()) {
        showMessage(m_check.message + QLatin1Char('\n') + tr("Repair would make these changes:") + QLatin1Char('\n')
                        + m_check.repairs.join(QLatin1Char('\n')),
                    true);
    } else {
        showMessage(m_check.message, !m_check.valid);
    }
    m_repair->setVisible(m_check.repairable);
    m_preview->setBoard(m_check.valid ? boardOf(m_check.position) : readPlacement(text));
    m_preview->setDimmed(!m_check.valid);
    okButton()->setEnabled(m_check.valid);
}

// Repaired FEN into the field; mode() then says Repair.
void LoadFenDialog::repair()
{
    if (!m_check.repairable)
        return;
    const QString repaired = m_check.repairedFen;
    m_edit->setText(repaired);
    m_mode = core::FenMode::Repair;
}

// First non-empty clipboard line.
bool LoadFenDialog::pasteFromClipboard()
{
    const QStringList lines = QGuiApplication::clipboard()->text().split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        if (!line.trimmed().isEmpty()) {
            m_mode = core::FenMode::Strict;
            m_edit->setText(line.trimmed().left(MaxFenLength));
            return true;
        }
    }
    showMessage(tr("The clipboard holds no text."), true);
    return false;
}

// Reads a small text file; the reason is shown when that fails.
bool LoadFenDialog::loadFromFile(const QString& path)
{
    QString line;
    QString error;
    if (!readFirstLine(path, &line, &error)) {
        showMessage(error, true);
        return false;
    }
    m_mode = core::FenMode::Strict;
    m_edit->setText(line.left(MaxFenLength));
    return true;
}

// File dialog for .fen/.epd files.
void LoadFenDialog::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load FEN from File"), QString(),
                                                      tr("FEN files (*.fen *.epd *.txt);;All files (*)"));
    if (!path.isEmpty())
        loadFromFile(path);
}

// Colour supports the words, it does not replace them.
void LoadFenDialog::showMessage(const QString& text, bool problem)
{
    m_message->setText(text);
    m_message->setStyleSheet(problem ? QStringLiteral("color: #b3261e;") : QStringLiteral("color: #1e7b34;"));
}

} // namespace kibitz
