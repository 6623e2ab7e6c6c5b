// StartPositionBox: a combo box of the three kinds, the number and a preview of its position.
#include "startpositionbox.h"

#include "boardpreview.h"
#include "fencheck.h"

#include "core/chess960.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz {

// The kinds, the number's row (number and preview) shown only for a chosen number.
StartPositionBox::StartPositionBox(QSettings* settings, const QString& settingsGroup, QWidget* parent)
    : QWidget(parent), m_settings(settings), m_group(settingsGroup), m_kinds(new QComboBox(this)),
      m_number(new QSpinBox(this)), m_random(new QLabel(tr("A new start position for each game"), this)),
      m_preview(new BoardPreview(this))
{
    m_kinds->setObjectName(QStringLiteral("startPositionKind"));
    setFocusProxy(m_kinds); // a form label's mnemonic focuses the kinds
    m_kinds->addItem(tr("Standard chess"));
    m_kinds->addItem(tr("Chess960, random start position"));
    m_kinds->addItem(tr("Chess960, start position number"));
    m_number->setObjectName(QStringLiteral("chess960Number"));
    m_number->setRange(0, core::Chess960Positions - 1);
    m_number->setToolTip(tr("The standard numbering of the 960 start positions: 518 is the usual one"));
    m_number->setAccessibleName(tr("Start position number"));
    auto* numberRow = new QHBoxLayout;
    numberRow->addWidget(m_number);
    numberRow->addWidget(m_random, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_kinds);
    layout->addLayout(numberRow);
    layout->addWidget(m_preview, 0, Qt::AlignLeft);
    connect(m_kinds, &QComboBox::currentIndexChanged, this, &StartPositionBox::update);
    connect(m_number, &QSpinBox::valueChanged, this, &StartPositionBox::update);

    m_number->setValue(
        settings->value(m_group + QStringLiteral("/chess960Number"), core::StandardChess960Number).toInt());
    m_kinds->setCurrentIndex(std::clamp(settings->value(m_group + QStringLiteral("/startPosition"), 0).toInt(), 0, 2));
    update();
}

StartPositionBox::Kind StartPositionBox::kind() const { return Kind(m_kinds->currentIndex()); }

void StartPositionBox::setKind(Kind kind) { m_kinds->setCurrentIndex(int(kind)); }

int StartPositionBox::number() const { return m_number->value(); }

void StartPositionBox::setNumber(int n) { m_number->setValue(n); }

// Random is drawn once per call, like the random colour of a game against the computer.
int StartPositionBox::drawNumber() const
{
    switch (kind()) {
    case Kind::Chess960Random: return int(QRandomGenerator::global()->bounded(core::Chess960Positions));
    case Kind::Chess960Number: return number();
    default: return -1;
    }
}

// -1 is standard chess; 518 as a number is a Chess960 game in the usual arrangement.
core::Position StartPositionBox::startOf(int number)
{
    return number < 0 ? core::Position::startPosition() : core::chess960StartPosition(number);
}

void StartPositionBox::save() const
{
    QSettings& settings = *m_settings;
    settings.setValue(m_group + QStringLiteral("/startPosition"), m_kinds->currentIndex());
    settings.setValue(m_group + QStringLiteral("/chess960Number"), number());
}

// The number and the preview for a chosen number; the note alone for a random one.
void StartPositionBox::update()
{
    const Kind k = kind();
    m_number->setVisible(k == Kind::Chess960Number);
    m_random->setVisible(k == Kind::Chess960Random);
    m_preview->setVisible(k == Kind::Chess960Number);
    m_preview->setBoard(boardOf(startOf(k == Kind::Chess960Number ? number() : -1)));
}

} // namespace kibitz
