// NewGameVsComputerDialog: a small form; choices persist in the window's settings under "play/".
#include "newgamedialog.h"

#include "dialogs/formdialog.h"
#include "dialogs/startpositionbox.h"
#include "dialogs/timecontrolbox.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSlider>

namespace kibitz::analysis {

namespace {
const QString SettingsGroup = QStringLiteral("play");
}

// Builds the form from the remembered choices.
NewGameVsComputerDialog::NewGameVsComputerDialog(QSettings* settings, QWidget* parent)
    : QDialog(parent), m_settings(settings), m_catalog(settings), m_colors(new QButtonGroup(this)),
      m_engines(new QComboBox(this)), m_level(new QSlider(Qt::Horizontal, this)), m_levelText(new QLabel(this)),
      m_fromCurrent(new QCheckBox(tr("Start from the position on the board"), this)),
      m_start(new StartPositionBox(settings, SettingsGroup, this)),
      m_time(new TimeControlBox(settings, SettingsGroup, this))
{
    setWindowTitle(tr("New Game vs Computer"));
    auto* colorRow = new QHBoxLayout;
    const QList<QPair<ColorChoice, QString>> colors{
        {ColorChoice::White, tr("&White")}, {ColorChoice::Black, tr("&Black")}, {ColorChoice::Random, tr("&Random")}};
    for (const auto& [choice, text] : colors) {
        auto* button = new QRadioButton(text, this);
        m_colors->addButton(button, int(choice));
        colorRow->addWidget(button);
    }
    for (const EngineChoice& c : m_catalog.available())
        m_engines->addItem(EngineCatalog::label(c), c.key());
    m_level->setRange(0, 20);
    m_level->setTickPosition(QSlider::TicksBelow);
    m_level->setTickInterval(5);
    connect(m_level, &QSlider::valueChanged, this, &NewGameVsComputerDialog::updateLevelText);
    auto* levelRow = new QHBoxLayout;
    levelRow->addWidget(m_level, 1);
    levelRow->addWidget(m_levelText);

    auto* form = new QFormLayout;
    form->addRow(tr("You play:"), colorRow);
    form->addRow(tr("&Engine:"), m_engines);
    auto* levelLabel = new QLabel(tr("&Level:"), this);
    levelLabel->setBuddy(m_level);
    form->addRow(levelLabel, levelRow);
    form->addRow(tr("&Time control:"), m_time);
    form->addRow(QString(), m_fromCurrent);
    auto* startLabel = new QLabel(tr("Start p&osition:"), this);
    startLabel->setBuddy(m_start->kinds());
    form->addRow(startLabel, m_start);
    connect(m_fromCurrent, &QCheckBox::toggled, m_start, &QWidget::setDisabled);
    setFormWithButtons(this, form, tr("&Play"));

    setColorChoice(ColorChoice(std::clamp(settings->value(SettingsGroup + QLatin1String("/color"), 0).toInt(), 0, 2)));
    const EngineChoice engine = m_catalog.preferred(SettingsGroup);
    m_engines->setCurrentIndex(std::max(0, m_engines->findData(engine.key())));
    setLevel(settings->value(SettingsGroup + QLatin1String("/level"), 5).toInt());
    updateLevelText(m_level->value());
    setFromCurrentPosition(settings->value(SettingsGroup + QLatin1String("/fromCurrent"), true).toBool());
    m_start->setDisabled(fromCurrentPosition());
}

// The checked colour button.
NewGameVsComputerDialog::ColorChoice NewGameVsComputerDialog::colorChoice() const
{
    return ColorChoice(std::max(0, m_colors->checkedId()));
}

// White, Black, or a coin toss.
core::Color NewGameVsComputerDialog::humanColor() const
{
    switch (colorChoice()) {
    case ColorChoice::White: return core::White;
    case ColorChoice::Black: return core::Black;
    default: return QRandomGenerator::global()->bounded(2) == 0 ? core::White : core::Black;
    }
}

EngineChoice NewGameVsComputerDialog::engineChoice() const
{
    return EngineCatalog::fromKey(m_engines->currentData().toString());
}

// 0 (weakest) .. 20 (full strength).
int NewGameVsComputerDialog::level() const { return m_level->value(); }

// True: the game continues from the board's position.
bool NewGameVsComputerDialog::fromCurrentPosition() const { return m_fromCurrent->isChecked(); }

// The time-control box's choice.
game::TimeControl NewGameVsComputerDialog::timeControl() const { return m_time->timeControl(); }

// Checks the button of choice.
void NewGameVsComputerDialog::setColorChoice(ColorChoice choice) { m_colors->button(int(choice))->setChecked(true); }

// Moves the level slider.
void NewGameVsComputerDialog::setLevel(int level) { m_level->setValue(std::clamp(level, 0, 20)); }

// Ticks the "from the position on the board" box.
void NewGameVsComputerDialog::setFromCurrentPosition(bool on) { m_fromCurrent->setChecked(on); }

// Remembers the choices, then closes.
void NewGameVsComputerDialog::accept()
{
    m_settings->setValue(SettingsGroup + QLatin1String("/color"), int(colorChoice()));
    m_settings->setValue(SettingsGroup + QLatin1String("/level"), level());
    m_settings->setValue(SettingsGroup + QLatin1String("/fromCurrent"), fromCurrentPosition());
    m_catalog.setPreferred(SettingsGroup, engineChoice());
    m_start->save();
    m_time->save();
    QDialog::accept();
}

// "5 / 20", with words at the ends of the scale.
void NewGameVsComputerDialog::updateLevelText(int level)
{
    if (level == 0)
        m_levelText->setText(tr("%1 (weakest)").arg(level));
    else if (level == 20)
        m_levelText->setText(tr("%1 (strongest)").arg(level));
    else
        m_levelText->setText(tr("%1 / 20").arg(level));
}

} // namespace kibitz::analysis
