// AsciiBoardPanel: refreshes from the model each time the signal log records something.
#include "asciiboardpanel.h"

#include "signallog.h"
#include "statustext.h"

#include "chessgamemodel.h"

#include <QClipboard>
#include <QFontDatabase>
#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QGuiApplication>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace kibitz {

// A read-only monospace text and a Copy button.
AsciiBoardPanel::AsciiBoardPanel(ChessGameModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_log(new ModelSignalLog(model, 12, this)), m_edit(new QPlainTextEdit(this)),
      m_copy(new QPushButton(tr("Copy"), this))
{
    m_edit->setObjectName(QStringLiteral("asciiBoardText"));
    m_edit->setReadOnly(true);
    m_edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_copy->setToolTip(tr("Copy the board, FEN, key, status and signal log"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_copy, 0, Qt::AlignRight);
    connect(m_copy, &QPushButton::clicked, this, &AsciiBoardPanel::copyToClipboard);
    connect(m_log, &ModelSignalLog::changed, this, &AsciiBoardPanel::refresh);
    refresh();
}

// Polished and laid out now: the measured board height is the real one.
void AsciiBoardPanel::showEvent(QShowEvent* event)
{
    fitBoard();
    QWidget::showEvent(event);
}

// The text would be as tall as the board drawing (up to its first empty line: ranks, borders and
// file letters) as the text layout measures it, so the whole board shows without scrolling. As a
// wish (sizeHint), not a minimum: a minimum kept a small window from getting its size (a 640x480
// window came out 714 px high).
void AsciiBoardPanel::fitBoard()
{
    QTextDocument* document = m_edit->document();
    qreal height = 2 * document->documentMargin();
    for (QTextBlock block = document->begin(); block.isValid() && !block.text().trimmed().isEmpty();
         block = block.next())
        height += document->documentLayout()->blockBoundingRect(block).height();
    // The FEN and signal lines are wider than the panel: count the horizontal scroll bar in.
    const int scrollBar = m_edit->horizontalScrollBar()->sizeHint().height();
    m_boardHeight = int(std::ceil(height)) + 2 * m_edit->frameWidth() + scrollBar;
    updateGeometry();
}

QSize AsciiBoardPanel::sizeHint() const
{
    QSize size = QWidget::sizeHint();
    size.setHeight(std::max(size.height(), m_boardHeight + m_copy->sizeHint().height() + 10));
    return size;
}

// Board, FEN, key, status, then the signal log.
QString AsciiBoardPanel::text() const
{
    QString out = m_model->asciiBoard();
    if (!out.endsWith(QLatin1Char('\n')))
        out += QLatin1Char('\n');
    out += QLatin1Char('\n') + tr("FEN: %1").arg(m_model->fen()) + QLatin1Char('\n');
    out += tr("Key: %1").arg(QStringLiteral("0x%1").arg(m_model->position().key(), 16, 16, QLatin1Char('0')))
        + QLatin1Char('\n');
    const GameStatuses* statuses = m_model->statuses();
    const QString status =
        StatusText::describe(m_model->position(), statuses->status(), statuses->endAt(m_model->cursor()));
    out += tr("Status: %1").arg(status) + QLatin1Char('\n');
    out += QLatin1Char('\n') + tr("Last signals:") + QLatin1Char('\n');
    for (const QString& line : m_log->lines())
        out += QStringLiteral("  ") + line + QLatin1Char('\n');
    return out;
}

// Rewrites the text from the model.
void AsciiBoardPanel::refresh()
{
    m_edit->setPlainText(text());
    fitBoard();
}

// The whole text to the clipboard.
void AsciiBoardPanel::copyToClipboard() { QGuiApplication::clipboard()->setText(text()); }

} // namespace kibitz
